"""Teams: the first player chooses partners (3 to 5 players); with 5 the small side's
Bonus card is given by the first player, with 3 the solo player holds it."""

from __future__ import annotations

from game.events import EventSink, drop
from game.games.nyet.actions import BONUSES
from game.games.nyet.data import NyetData
from game.games.nyet.events import BonusGiven, PhaseStarted, TeamsChosen
from game.games.nyet.fields import BONUS, PHASES
from game.games.nyet.phases.discards import start_discards


def choose_team(state: NyetData, partners: tuple[int, ...], emit: EventSink) -> None:
    """The first player's team is it and ``partners``; the others are the other team."""
    n, first = state.num_players, state.first
    team = [1] * n
    team[first] = 0
    for seat in partners:
        team[seat] = 0
    state.team = team
    if emit is not drop:
        emit(TeamsChosen(player=first, teams=tuple(team), partners=tuple(partners)))
    if n == 3:
        # The solo player (alone or left alone) holds the Bonus card.
        solo_side = 0 if not partners else 1
        state.bonus = team.index(solo_side)
        if emit is not drop:
            emit(BonusGiven(player=state.bonus, seat=state.bonus))
        start_discards(state, emit)
    elif n == 5:
        small_side = 0 if len(partners) == 1 else 1
        state.phase = BONUS
        state._legal = tuple(BONUSES[seat] for seat in range(n) if team[seat] == small_side)
        if emit is not drop:
            emit(PhaseStarted(player=first, phase=PHASES[BONUS]))
    else:
        start_discards(state, emit)


def give_bonus(state: NyetData, seat: int, emit: EventSink) -> None:
    """The first player gives the Bonus card to ``seat`` (of the small side)."""
    state.bonus = seat
    if emit is not drop:
        emit(BonusGiven(player=seat, seat=seat, by=state.first))
    start_discards(state, emit)
