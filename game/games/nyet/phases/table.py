"""Nyet!'s phases as :class:`~game.phase.Phase` objects, and the table from the state's
``phase`` field (:data:`game.games.nyet.fields.PHASES`) to them.

Each phase hands its actions to its module's functions (:mod:`~.covers`, :mod:`~.teams`,
:mod:`~.discards`, :mod:`~.passes`, :mod:`~.tricks`); the last trick of a round that does
not end the game deals the next one (:func:`~.deal.next_round`). The state has checked
the action against its cached legal actions before a phase sees it.
"""

from __future__ import annotations

from game.events import EventSink
from game.games.nyet.actions import (
    BONUSES,
    ChooseTeam,
    Cover,
    Discard,
    GiveBonus,
    NyetAction,
    PassLeft,
    Play,
    team_choices,
)
from game.games.nyet.data import NyetData
from game.games.nyet.phases import covers, deal, discards, passes, teams, tricks
from game.phase import ENDED, Phase


class Covering:
    """The Nyet! phase: the seat to move covers an empty box."""

    __slots__ = ()

    def legal(self, state: NyetData) -> tuple[NyetAction, ...]:
        return covers.legal_covers(state)

    def apply(self, state: NyetData, action: object, emit: EventSink) -> None:
        assert type(action) is Cover
        covers.cover(state, action.line, action.box, emit)


class ChoosingTeam:
    """The first player chooses partners (3 to 5 players)."""

    __slots__ = ()

    def legal(self, state: NyetData) -> tuple[NyetAction, ...]:
        return team_choices(state.num_players, state.first)

    def apply(self, state: NyetData, action: object, emit: EventSink) -> None:
        assert type(action) is ChooseTeam
        teams.choose_team(state, action.partners, emit)


class GivingBonus:
    """The first player gives the small side's Bonus card (5 players)."""

    __slots__ = ()

    def legal(self, state: NyetData) -> tuple[NyetAction, ...]:
        side = 0 if state.team.count(0) == 2 else 1
        team = state.team
        return tuple(BONUSES[seat] for seat in range(state.num_players) if team[seat] == side)

    def apply(self, state: NyetData, action: object, emit: EventSink) -> None:
        assert type(action) is GiveBonus
        teams.give_bonus(state, action.seat, emit)


class Discarding:
    """Each seat in turn discards face down what the terms ask."""

    __slots__ = ()

    def legal(self, state: NyetData) -> tuple[NyetAction, ...]:
        return discards.legal_discards(state)

    def apply(self, state: NyetData, action: object, emit: EventSink) -> None:
        assert type(action) is Discard
        discards.discard(state, action.card, emit)


class Passing:
    """Each seat in turn chooses a card for its left neighbour."""

    __slots__ = ()

    def legal(self, state: NyetData) -> tuple[NyetAction, ...]:
        return passes.legal_passes(state)

    def apply(self, state: NyetData, action: object, emit: EventSink) -> None:
        assert type(action) is PassLeft
        passes.pass_left(state, action.card, emit)


class Tricks:
    """The tricks; after the last one the round is scored and, unless the game is over,
    the next round dealt."""

    __slots__ = ()

    def legal(self, state: NyetData) -> tuple[NyetAction, ...]:
        return tricks.legal_plays(state)

    def apply(self, state: NyetData, action: object, emit: EventSink) -> None:
        assert type(action) is Play
        if tricks.play(state, action.card, emit):
            deal.next_round(state, emit)


#: The phase of each value of the state's ``phase`` field (NYET, TEAM, BONUS,
#: DISCARDING, PASSING, TRICKS, OVER).
PHASE_TABLE: tuple[Phase[NyetData, NyetAction], ...] = (
    Covering(),
    ChoosingTeam(),
    GivingBonus(),
    Discarding(),
    Passing(),
    Tricks(),
    ENDED,
)
