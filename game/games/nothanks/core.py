"""What every No Thanks! state shares: round start and end and the contract's common
parts, on the data (:class:`game.games.nothanks.data.NoThanksData`, set up by
:func:`~game.games.nothanks.data.set_up`). The base game
(:class:`game.games.nothanks.rules.NoThanksState`) and the special-cards edition
(:class:`game.games.nothanks.special_rules.SpecialState`) are siblings built on it: each
brings its deal, legal actions, apply, scores and view, and the outcomes that events and
views read (the hooks declared here)."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Any

from game.contract import TERMINAL, State
from game.events import EventSink, drop
from game.games.nothanks import narration
from game.games.nothanks.actions import NoThanksAction
from game.games.nothanks.data import NoThanksData, set_up
from game.games.nothanks.data import RoundDeal as RoundDeal
from game.games.nothanks.data import starting_chips as starting_chips
from game.games.nothanks.view import NoThanksView
from game.options import OptionValue

ALL_CARDS = tuple(range(3, 36))
SET_ASIDE = 9
#: The current rules edition (option ``rules_version``). Edition 1 dealt the Hidden Tiger
#: cards from the part of the set-aside pile the shuffle leaves unmixed; it is kept only
#: so that records made before record format 2 replay exactly.
RULES_VERSION = 2
AMIGO_REMOVALS = {"10-20-30": (10, 20, 30), "10-19-28": (10, 19, 28)}


class NoThanksCore(NoThanksData, State[NoThanksView, NoThanksAction]):
    """A No Thanks! game in progress (mutable; :meth:`clone` for search), either edition:
    its data (:class:`~game.games.nothanks.data.NoThanksData`) under the ``State``
    contract. A subclass declares its fields in ``FIELDS`` (the base game's and its own)."""

    lower_score_wins = True
    __slots__ = ()

    def __init__(
        self,
        num_players: int,
        options: dict[str, OptionValue],
        seed: int,
        deals: Sequence[RoundDeal] | None = None,
    ) -> None:
        set_up(self, num_players, options, seed, deals)
        self._start_round(drop)

    @property
    def rules_version(self) -> int:
        """The rules edition of this game (option ``rules_version``; current if absent)."""
        return int(self.options.get("rules_version", RULES_VERSION))

    def _start_round(self, emit: EventSink) -> None:
        """Deal the next round: every round field fresh, the cards from the deal."""
        self.round += 1
        self.stack, self.unseen, self.removed_open, self.tigers = self._deal_round()
        n = self.num_players
        self.FIELDS.clear(self, n)
        self.chips = [self.start_chips] * n
        self.player = self.round_first
        if emit is not drop:
            emit(narration.round_dealt(self))
        self._flip(emit)

    @abstractmethod
    def apply(self, action: object, sink: EventSink | None = None) -> None:
        """Apply a legal action; any other value raises IllegalActionError (each
        edition checks its own actions)."""

    @abstractmethod
    def _deal_round(self) -> tuple[list[int], list[int], list[int], list[int | None]]:
        """The next round's (stack with top card last, unseen, removed openly, tigers)."""

    @abstractmethod
    def _flip(self, emit: EventSink) -> None:
        """Turn the top stack card face up."""

    @abstractmethod
    def _round_points(self) -> list[int]:
        """Each seat's score for the round just ended (lower is better)."""

    # Outcomes that events and views read (each edition's own) -----------------------

    @abstractmethod
    def seat_numbers(self, seat: int) -> tuple[tuple[int, ...], tuple[str, ...], int, int]:
        """``seat``'s number cards, special cards (names), card points (chips not
        counted) and round score, as the round's display stands."""

    @abstractmethod
    def stack_numbers(self) -> narration.StackNumbers:
        """The stack as events state it: size, top back, special cards left."""

    @abstractmethod
    def card_name(self, card: int) -> int | str:
        """A card as events name it."""

    @abstractmethod
    def special_counts(self) -> tuple[int | None, int | None]:
        """Green and red special cards dealt this round (None, None: none in the game)."""

    @abstractmethod
    def is_green(self, card: int) -> bool:
        """True for a green special card."""

    @abstractmethod
    def out_of_game(self) -> tuple[str, ...]:
        """Cards that left the game this round (notation)."""

    @abstractmethod
    def peeking_seats(self) -> list[int]:
        """Seats that have seen the set-aside pile this round."""

    # Shared ---------------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return self.player

    def _end_round(self, emit: EventSink) -> None:
        self.card = None
        # The round's hands and chips are kept as they are (each round makes new lists);
        # round_results() builds the breakdowns from them when asked.
        points = self._round_points()
        totals = self.totals
        for seat, value in enumerate(points):
            totals[seat] += value
        self.finished.append((self.hands, self.chips))
        if emit is not drop:
            emit(narration.round_scored(self, points))
        if self.round < self.rounds:
            self.round_first = (self.round_first + 1) % self.num_players
            self._start_round(emit)
        else:
            self.player = TERMINAL
            if emit is not drop:
                emit(narration.game_ended(self))

    def offered_name(self) -> int | str | None:
        """The card on offer as events name it (None: no card on offer)."""
        return None if self.card is None else self.card_name(self.card)

    def peeked_pile(self) -> tuple[int, ...]:
        """The set-aside pile as a seat that peeked sees it (sorted)."""
        return tuple(sorted(self.unseen))

    def seen_by(self, player: int, part: str = "") -> dict[str, Any]:
        """The view fields of seat ``player`` (of the view part ``part``) that the field
        table copies (:meth:`game.fields.StateFields.view_values`), and for the view
        itself those every edition works out alike: the stack size, the chips (every
        seat's while they are open, else only the viewer's), who holds a Hidden Tiger
        card, each seat's card points and its round score where the chips are seen.
        ValueError for a seat that does not exist."""
        if not 0 <= player < self.num_players:
            raise ValueError(f"no seat {player} in a {self.num_players}-player game")
        seen = self.FIELDS.view_values(self, player, part)
        if part:
            return seen
        shown = [self.chips_open or seat == player for seat in range(self.num_players)]
        numbers = [self.seat_numbers(seat) for seat in range(self.num_players)]
        seen.update(
            stack_size=len(self.stack),
            chips=tuple(c if open_ else None for c, open_ in zip(self.chips, shown, strict=True)),
            holds_tiger=tuple(t is not None for t in self.tigers),
            card_points=tuple(n[2] for n in numbers),
            round_points=tuple(
                n[3] if open_ else None for n, open_ in zip(numbers, shown, strict=True)
            ),
        )
        return seen

    def is_terminal(self) -> bool:
        return self.player < 0
