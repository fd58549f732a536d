"""The Nyet! display model: everything the table shows, as plain frozen data (no pygame).

The table shows everything a seat's view holds, so the model is the view (a subclass
declaring no field of its own, only ways to read it for drawing).
:func:`model_from_view` builds it from one seat's view; :func:`reduce` folds one rules
event (as that seat may see it, see :meth:`game.events.GameEvent.for_seat`) into it by
copying the outcomes the event states. Nothing here decides a rule. The conformance test
``tests/test_display_models.py`` checks that folding an action's events over the model of
the view before gives exactly the model of the view after.

Seat names are not in a view; the table adds them when drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from typing import TypeVar

from game.contract import TERMINAL
from game.events import GameEvent, on
from game.games.nyet.events import (
    BonusGiven,
    BoxCovered,
    CardDiscarded,
    CardPlayed,
    GameEnded,
    NyetRoundScored,
    NyetRoundStarted,
    PassChosen,
    PassesDelivered,
    PhaseStarted,
    TeamsChosen,
    TermsSet,
    TricksStarted,
    TrickWon,
    secret_card,
)
from game.games.nyet.view import NyetView, TrickView

__all__ = ["NyetModel", "model_from_view", "reduce"]


@dataclass(frozen=True)
class NyetModel(NyetView):
    """What the Nyet! table shows for seat ``player``: its view, field for field (see
    :class:`~game.games.nyet.view.NyetView`), folded from event to event, plus ways to
    read it for drawing.

    ``hand``, ``discarded``, ``passing``, ``passed`` and ``received`` are the seat's own
    (the table hides them from a spectator). ``trick`` is the trick in play, led by
    ``leader``; ``tricks`` the finished ones this round.
    """

    # Derived, for drawing (no rule: only regrouping what the model holds) ------------
    @property
    def trick_seats(self) -> tuple[tuple[int, int], ...]:
        """The trick in play as (seat, card) pairs in playing order."""
        if self.leader is None:
            return ()
        n = self.num_players
        return tuple(((self.leader + i) % n, card) for i, card in enumerate(self.trick))

    @property
    def last_trick(self) -> TrickView | None:
        """The last finished trick of this round, if any."""
        return self.tricks[-1] if self.tricks else None

    def loot_cards(self, seat: int) -> tuple[int, ...]:
        """The 1s ``seat`` captured as loot this round, in the order it took them."""
        return tuple(card for t in self.tricks if t.winner == seat for card in t.loot)

    def won_tricks(self, seat: int) -> list[tuple[int, TrickView]]:
        """(number from 0, trick) of each trick ``seat`` won this round."""
        return [(i, t) for i, t in enumerate(self.tricks) if t.winner == seat]


def model_from_view(view: NyetView) -> NyetModel:
    """The display model of one seat's view: the view itself, as a model."""
    return NyetModel(**{f.name: getattr(view, f.name) for f in fields(NyetView)})


T = TypeVar("T")


def _put(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with ``values[index]`` replaced by ``value``."""
    return (*values[:index], value, *values[index + 1 :])


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``cards`` less one copy of ``card``."""
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


def _round_started(model: NyetModel, e: NyetRoundStarted) -> NyetModel:
    n = model.num_players
    hand = e.hand_of(model.player)
    return replace(
        model,
        round=e.round,
        dealer=e.dealer if e.dealer is not None else model.dealer,
        current_player=e.first_player,
        phase="nyet",
        board=e.board,
        covers_left=e.covers_left,
        first_player=None,
        discard=None,
        trump=None,
        supertrump=None,
        points=None,
        teams=None,
        bonus=None,
        hand=tuple(hand),
        hand_sizes=e.hand_sizes,
        discarded=(),
        discard_counts=(0,) * n,
        passing=None,
        passes_chosen=(False,) * n,
        passed=None,
        received=None,
        leader=None,
        trick=(),
        tricks=(),
        tricks_won=(0,) * n,
        loot_won=(0,) * n,
    )


def _covered(model: NyetModel, e: BoxCovered) -> NyetModel:
    assert e.player is not None
    line = _put(model.board[e.line], e.box, e.player)
    board = _put(model.board, e.line, line)
    return replace(model, board=board, covers_left=e.covers_left, current_player=e.to_move)


def _terms(model: NyetModel, e: TermsSet) -> NyetModel:
    return replace(
        model,
        first_player=e.first_player,
        discard=e.discard,
        trump=e.trump,
        supertrump=e.supertrump,
        points=e.points,
    )


def _phase(model: NyetModel, e: PhaseStarted) -> NyetModel:
    assert e.player is not None
    return replace(model, phase=e.phase, current_player=e.player)


def _teams(model: NyetModel, e: TeamsChosen) -> NyetModel:
    return replace(model, teams=e.teams)


def _bonus(model: NyetModel, e: BonusGiven) -> NyetModel:
    return replace(model, bonus=e.seat)


def _discarded(model: NyetModel, e: CardDiscarded) -> NyetModel:
    assert e.player is not None
    p = e.player
    out = replace(
        model,
        current_player=e.to_move,
        hand_sizes=_put(model.hand_sizes, p, e.hand_size),
        discard_counts=_put(model.discard_counts, p, e.discarded),
    )
    card = secret_card(e, model.player)
    if card is None:
        return out
    return replace(out, hand=_without(model.hand, card), discarded=(*model.discarded, card))


def _pass_chosen(model: NyetModel, e: PassChosen) -> NyetModel:
    assert e.player is not None
    p = e.player
    out = replace(
        model,
        current_player=e.to_move,
        hand_sizes=_put(model.hand_sizes, p, e.hand_size),
        passes_chosen=_put(model.passes_chosen, p, True),
    )
    card = secret_card(e, model.player)
    if card is None:
        return out
    return replace(out, hand=_without(model.hand, card), passing=card)


def _delivered(model: NyetModel, e: PassesDelivered) -> NyetModel:
    mine = e.swap_of(model.player)
    out = replace(
        model,
        hand_sizes=e.hand_sizes,
        passing=None,
        passes_chosen=(False,) * model.num_players,
    )
    if mine is None:
        return out
    passed, received, hand = mine
    return replace(out, passed=passed, received=received, hand=hand)


def _tricks_started(model: NyetModel, e: TricksStarted) -> NyetModel:
    return replace(model, phase="tricks", leader=e.leader, current_player=e.leader, trick=())


def _played(model: NyetModel, e: CardPlayed) -> NyetModel:
    assert e.player is not None
    p = e.player
    hand = _without(model.hand, e.card) if p == model.player else model.hand
    return replace(
        model,
        hand=hand,
        hand_sizes=_put(model.hand_sizes, p, e.hand_size),
        trick=(*model.trick, e.card),
        current_player=e.to_move,
    )


def _trick_won(model: NyetModel, e: TrickWon) -> NyetModel:
    record = TrickView(e.leader, e.cards, e.winner, e.loot)
    return replace(
        model,
        tricks=(*model.tricks, record),
        trick=(),
        leader=e.winner,
        current_player=e.winner,
        tricks_won=_put(model.tricks_won, e.winner, e.won),
        loot_won=_put(model.loot_won, e.winner, e.loot_won),
    )


def _scored(model: NyetModel, e: NyetRoundScored) -> NyetModel:
    return replace(model, totals=tuple(int(t) for t in e.totals))


def _ended(model: NyetModel, e: GameEnded) -> NyetModel:
    return replace(model, phase="over", current_player=TERMINAL, leader=None, trick=())


#: Event class -> how it changes the model.
_REDUCERS: dict[type[GameEvent], Callable[[NyetModel, GameEvent], NyetModel]] = dict(
    (
        on(NyetRoundStarted, _round_started),
        on(BoxCovered, _covered),
        on(TermsSet, _terms),
        on(PhaseStarted, _phase),
        on(TeamsChosen, _teams),
        on(BonusGiven, _bonus),
        on(CardDiscarded, _discarded),
        on(PassChosen, _pass_chosen),
        on(PassesDelivered, _delivered),
        on(TricksStarted, _tricks_started),
        on(CardPlayed, _played),
        on(TrickWon, _trick_won),
        on(NyetRoundScored, _scored),
        on(GameEnded, _ended),
    )
)


def reduce(model: NyetModel, event: GameEvent) -> NyetModel:
    """The model after ``event`` (already as the model's seat may see it). Pure: the
    argument is not changed. An event of another game raises ``TypeError``."""
    step = _REDUCERS.get(type(event))
    if step is None:
        raise TypeError(f"not a Nyet! event: {event!r}")
    return step(model, event)
