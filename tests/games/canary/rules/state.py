"""The canary's rules: 2-4 seats are dealt a few of the cards 1-16 (the rest lie aside,
unseen); each plays one card per turn, the highest card of a trick wins it and leads the
next; the seat with most tricks wins. Hands are hidden, so the view-leak tests bite."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from game.contract import TERMINAL, RoundResult, State
from game.events import EventSink, GameEnded, GameEvent, RoundScored, drop
from game.fields import SETUP, TO_COME, Derived, Field, Hidden, Own, Public, StateFields, rows
from game.rng import Rng

DECK = tuple(range(1, 17))


@dataclass(frozen=True)
class CanaryView:
    """One seat's view: its own hand, the other hands' sizes, the open trick."""

    player: int
    num_players: int
    current_player: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    played: tuple[int, ...]
    tricks: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Played(GameEvent):
    """Seat ``player`` played ``card``; ``next_player`` is to move now."""

    kind: ClassVar[str] = "canary_play"
    card: int
    next_player: int


@dataclass(frozen=True, kw_only=True)
class TrickWon(GameEvent):
    """Seat ``player`` won the trick of ``cards``; ``tricks`` are the counts now."""

    kind: ClassVar[str] = "canary_trick"
    cards: tuple[int, ...]
    tricks: tuple[int, ...]


def _pairs(trick: Sequence[Sequence[int]]) -> tuple[tuple[int, int], ...]:
    return tuple((seat, card) for seat, card in trick)


class CanaryState(State[CanaryView, int]):
    """A canary game in progress (fields declared once in :data:`FIELDS`)."""

    FIELDS = StateFields(
        "canary",
        Field("num_players", view=Public()),
        Field("options", copy=dict, data=dict, view=SETUP),
        Field("rng", copy=Rng.copy, data=lambda rng: rng.state, view=TO_COME),
        Field("hands", copy=rows, data=rows, view=(Own("hand", tuple), Derived("hand_sizes"))),
        Field("aside", copy=list, data=list, view=Hidden("the cards dealt to nobody")),
        Field("trick", copy=list, data=rows, view=Public(form=_pairs)),
        Field("played", copy=list, data=list, view=Public(form=tuple)),
        Field("tricks", copy=list, data=list, view=Public(form=tuple)),
        Field("player", view=Public("current_player")),
    )
    __slots__ = FIELDS.slots()

    def __init__(self, num_players: int, options: dict[str, Any], seed: int) -> None:
        self.num_players, self.options, self.rng = num_players, options, Rng(seed)
        deck = list(DECK)
        self.rng.shuffle(deck)
        size = int(options["hand"])
        self.hands = [sorted(deck[s * size : (s + 1) * size]) for s in range(num_players)]
        self.aside = deck[num_players * size :]
        self.trick: list[tuple[int, int]] = []
        self.played: list[int] = []
        self.tricks = [0] * num_players
        self.player = 0

    @property
    def current_player(self) -> int:
        return self.player

    def legal_actions(self) -> Sequence[int]:
        return () if self.player == TERMINAL else tuple(self.hands[self.player])

    def apply(self, action: int, sink: EventSink | None = None) -> None:
        self.check_legal(action)
        emit = drop if sink is None else sink
        seat = self.player
        self.hands[seat].remove(action)
        self.trick.append((seat, action))
        self.player = (seat + 1) % self.num_players
        cards = tuple(card for _, card in self.trick)
        winner = self._end_trick() if len(cards) == self.num_players else None
        if emit is not drop:
            emit(Played(player=seat, card=action, next_player=self.player))
            if winner is not None:
                emit(TrickWon(player=winner, cards=cards, tricks=tuple(self.tricks)))
            if self.player == TERMINAL:
                totals = tuple(self.scores())
                emit(RoundScored(round=1, points=totals, totals=totals))
                emit(GameEnded(winners=tuple(self.winners())))

    def _end_trick(self) -> int:
        """Give the full trick to its highest card's seat (who leads next); the winner."""
        winner, _ = max(self.trick, key=lambda play: play[1])
        self.tricks[winner] += 1
        self.played += [card for _, card in self.trick]
        self.trick = []
        self.player = winner if self.hands[winner] else TERMINAL
        return winner

    def is_terminal(self) -> bool:
        return self.player == TERMINAL

    def scores(self) -> list[float]:
        return [float(t) for t in self.tricks]

    def round_results(self) -> list[RoundResult]:
        if not self.is_terminal():
            return []
        breakdown = tuple({"tricks": t} for t in self.tricks)
        return [RoundResult(1, tuple(self.scores()), breakdown)]

    def view(self, player: int) -> CanaryView:
        sizes = tuple(len(hand) for hand in self.hands)
        return CanaryView(player=player, hand_sizes=sizes, **self.FIELDS.view_values(self, player))

    def action_text(self, action: int) -> str:
        return f"p{action}"

    def resample(self, player: int, rng: Rng) -> CanaryState:
        other = self.clone()
        unseen = [c for s, hand in enumerate(self.hands) if s != player for c in hand]
        pool = unseen + self.aside
        rng.shuffle(pool)
        for seat, hand in enumerate(self.hands):
            if seat != player:
                other.hands[seat], pool = sorted(pool[: len(hand)]), pool[len(hand) :]
        other.aside = pool
        return other
