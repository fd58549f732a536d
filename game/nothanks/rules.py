"""No Thanks! rules (DECISIONS.md §1): state, legal actions, apply, views.

A round: 33 cards (3–35), 9 set aside unseen (Amigo: 3 of them removed openly), 24 form
the stack. The face-up card is offered to the current player, who takes it with every
chip on it (then flips the next card and decides again) or pays one chip onto it (play
passes left). A player with no chips must take. With Hidden Tiger each player is dealt
one set-aside card face down and may, on their turn, put it into their play area.
Rounds accumulate; the next round starts left of the previous first player.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.contract import TERMINAL, RoundResult, State
from game.errors import IllegalActionError
from game.events import EventSink
from game.fields import StateFields, shared
from game.nothanks import scoring
from game.nothanks.actions import PASS, TAKE, TIGER, Move, NoThanksAction
from game.nothanks.fields import base_fields, stored_options
from game.nothanks.narration import SILENT, EventTeller, Tell
from game.nothanks.view import NoThanksView
from game.options import OptionValue
from game.rng import Rng

__all__ = [
    "ALL_CARDS",
    "AMIGO_REMOVALS",
    "PASS",
    "SET_ASIDE",
    "TAKE",
    "TIGER",
    "Move",
    "NoThanksState",
    "NoThanksView",
    "RoundDeal",
    "starting_chips",
]

ALL_CARDS = tuple(range(3, 36))
SET_ASIDE = 9
SPECIAL_OPTION_KEYS = ("specials", "green", "red", "special_cards")
#: The current rules edition (option ``rules_version``). Edition 1 dealt the Hidden Tiger
#: cards from the part of the set-aside pile the shuffle leaves unmixed; it is kept only
#: so that records made before record format 2 replay exactly.
RULES_VERSION = 2
AMIGO_REMOVALS = {"10-20-30": (10, 20, 30), "10-19-28": (10, 19, 28)}


_TAKE_PASS: tuple[Move, ...] = (TAKE, PASS)
_TAKE_ONLY: tuple[Move, ...] = (TAKE,)
_TAKE_PASS_TIGER: tuple[Move, ...] = (TAKE, PASS, TIGER)
_TAKE_TIGER: tuple[Move, ...] = (TAKE, TIGER)
_NONE: tuple[Move, ...] = ()


def starting_chips(num_players: int, amigo: bool) -> int:
    """Chips per player: 11 for 3–5, 9 for 6, 7 for 7; 10 in the Amigo variant."""
    if amigo:
        return 10
    return {6: 9, 7: 7}.get(num_players, 11)


@dataclass(frozen=True)
class RoundDeal:
    """The cards of one round: the stack (top first), unseen cards, Hidden Tiger cards."""

    stack: tuple[int, ...]
    unseen: tuple[int, ...]
    removed_open: tuple[int, ...] = ()
    tigers: tuple[int, ...] = ()


class NoThanksState(State[NoThanksView, NoThanksAction]):
    """A No Thanks! game in progress (mutable; :meth:`clone` for search)."""

    lower_score_wins = True
    FIELDS = StateFields("nothanks", *base_fields(shared, list, lambda move: move.value))
    __slots__ = FIELDS.slots()

    def __init__(
        self,
        num_players: int,
        options: dict[str, OptionValue],
        seed: int,
        deals: Sequence[RoundDeal] | None = None,
    ) -> None:
        self.num_players = num_players
        self.options = dict(options)
        if not options.get("specials"):
            # Special-card options only exist in the state data when special cards are on,
            # so the base game's data and record digests stay as they were.
            for key in SPECIAL_OPTION_KEYS:
                self.options.pop(key, None)
        self.rng = Rng(seed)
        self.deals = tuple(deals) if deals is not None else None
        self.rounds = int(options["rounds"])
        self.amigo = bool(options["amigo"])
        self.hidden_tiger = bool(options["hidden_tiger"])
        self.chips_open = options["chips"] == "open"
        self.start_chips = starting_chips(num_players, self.amigo)
        first = options["first_player"]
        self.round_first = self.rng.below(num_players) if first == "random" else int(str(first)) - 1
        self.round = 0
        self.totals = [0] * num_players
        self.finished: list[tuple[list[list[int]], list[int]]] = []
        self.player = TERMINAL
        self.card: int | None = None
        self.pot = 0
        self.stack: list[int] = []
        self.unseen: list[int] = []
        self.removed_open: list[int] = []
        self.tigers: list[int | None] = [None] * num_players
        self.chips = [0] * num_players
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.moves: list[tuple[int, Any]] = []  # (seat, action); Move in the base game
        # The cards taken this round, in the order they were taken (public: everyone saw
        # each flip). Derived from the deal and the moves, so not part of to_data().
        self.taken: list[int] = []
        self._start_round(SILENT)

    # Setup ----------------------------------------------------------------------

    def _deal_round(self) -> tuple[list[int], list[int], list[int], list[int | None]]:
        """The next round's (stack with top card last, unseen, removed openly, tigers):
        shuffled from the state's generator, or taken from the explicit deal."""
        n = self.num_players
        if self.deals is not None:
            deal = self.deals[self.round - 1]
            tigers: list[int | None] = list(deal.tigers) if deal.tigers else [None] * n
            return list(reversed(deal.stack)), list(deal.unseen), list(deal.removed_open), tigers
        removed_open: tuple[int, ...] = ()
        cards = list(ALL_CARDS)
        if self.amigo:
            removed_open = AMIGO_REMOVALS[str(self.options["amigo_removed"])]
            cards = [c for c in cards if c not in removed_open]
        aside = SET_ASIDE - len(removed_open)
        # Only the stack and the Hidden Tiger cards need a random order: the shuffle
        # settles every position from ``settled`` up (a uniform ordered draw there).
        settled = aside - (n if self.hidden_tiger else 0)
        self.rng.shuffle(cards, settled)
        # The stack is the cards after the set-aside ones, its top card last.
        stack = cards[aside:]
        set_aside = cards[:aside]
        tigers = [None] * n
        if self.hidden_tiger:
            # The Tigers are the settled cards just below the stack, so each is a uniform
            # draw from the cards set aside (edition 1 took the unsettled first ones).
            first = settled if self.rules_version >= 2 else 0
            tigers = list(set_aside[first : first + n])
            set_aside = set_aside[:first] + set_aside[first + n :]
        return stack, set_aside, list(removed_open), tigers

    @property
    def rules_version(self) -> int:
        """The rules edition of this game (option ``rules_version``; current if absent)."""
        return int(self.options.get("rules_version", RULES_VERSION))

    def options_data(self) -> dict[str, OptionValue]:
        """The options as stored in :meth:`to_data` (:func:`stored_options`)."""
        return stored_options(self.options)

    def _start_round(self, tell: Tell) -> None:
        """Deal the next round: every round field fresh, the cards from the deal."""
        self.round += 1
        self.stack, self.unseen, self.removed_open, self.tigers = self._deal_round()
        n = self.num_players
        self.FIELDS.clear(self, n)
        self.chips = [self.start_chips] * n
        self.player = self.round_first
        tell.round_dealt()
        self._flip(tell)

    def _flip(self, tell: Tell) -> None:
        self.card = self.stack.pop()
        tell.flipped()

    # Contract -------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return self.player

    def legal_actions(self) -> Sequence[NoThanksAction]:
        p = self.player
        if p < 0:
            return _NONE
        if self.tigers[p] is not None:
            return _TAKE_PASS_TIGER if self.chips[p] else _TAKE_TIGER
        return _TAKE_PASS if self.chips[p] else _TAKE_ONLY

    def apply(self, action: object, sink: EventSink | None = None) -> None:
        p = self.player
        if p < 0:
            raise IllegalActionError("the game is over; no action is legal")
        tell = SILENT if sink is None else EventTeller(self, sink)
        if action is PASS:
            if not self.chips[p]:
                raise IllegalActionError("you have no chips left: you must take the card")
            self.chips[p] -= 1
            self.pot += 1
            self.moves.append((p, PASS))
            q = p + 1
            self.player = q if q < self.num_players else 0
            tell.passed(p)
        elif action is TAKE:
            card = self.card
            assert card is not None
            insort(self.hands[p], card)
            pot = self.pot
            self.chips[p] += pot
            self.moves.append((p, TAKE))
            self.taken.append(card)
            self.pot = 0
            tell.took(p, card, pot)
            if self.stack:
                self.card = self.stack.pop()
                tell.flipped()
            else:
                self._end_round(tell)
        elif action is TIGER:
            tiger = self.tigers[p]
            if tiger is None:
                raise IllegalActionError("you hold no Hidden Tiger card to play")
            self.tigers[p] = None
            insort(self.hands[p], tiger)
            self.moves.append((p, TIGER))
            tell.tiger(p, tiger)
        else:
            raise IllegalActionError(f"{action!r} is not a No Thanks! action")

    def _end_round(self, tell: Tell) -> None:
        self.card = None
        # The round's hands and chips are kept as they are (each round makes new lists);
        # round_results() builds the breakdowns from them when asked.
        points = self._round_points()
        totals = self.totals
        for seat, value in enumerate(points):
            totals[seat] += value
        self.finished.append((self.hands, self.chips))
        tell.round_scored(points)
        if self.round < self.rounds:
            self.round_first = (self.round_first + 1) % self.num_players
            self._start_round(tell)
        else:
            self.player = TERMINAL
            tell.game_ended()

    # Outcomes for events and views ----------------------------------------------------

    def seat_numbers(self, seat: int) -> tuple[tuple[int, ...], tuple[str, ...], int, int]:
        """``seat``'s number cards, special cards (names), card points (chips not
        counted) and round score, as the round's display stands."""
        hand = self.hands[seat]
        points = scoring.card_points_sorted(hand)
        return tuple(hand), (), points, points - self.chips[seat]

    def stack_numbers(self) -> dict[str, Any]:
        """The stack as events state it: size, top back, special cards left."""
        return {"stack": len(self.stack), "top_back": None, "green_left": 0, "red_left": 0}

    def card_name(self, card: int) -> int | str:
        """A card as events name it."""
        return card

    def special_counts(self) -> tuple[int | None, int | None]:
        """Green and red special cards dealt this round (None, None: none in the game)."""
        return None, None

    def is_green(self, card: int) -> bool:
        """True for a green special card (none in the base game)."""
        return False

    def offered_name(self) -> int | str | None:
        """The card on offer as events name it (None: no card on offer)."""
        return None if self.card is None else self.card_name(self.card)

    def out_of_game(self) -> tuple[str, ...]:
        """Cards that left the game this round (notation); none in the base game."""
        return ()

    def peeking_seats(self) -> list[int]:
        """Seats that have seen the set-aside pile this round; none in the base game."""
        return []

    def peeked_pile(self) -> tuple[int, ...]:
        """The set-aside pile as a seat that peeked sees it (sorted)."""
        return tuple(sorted(self.unseen))

    def _points_view(self, player: int) -> dict[str, Any]:
        """The view's ``card_points`` and ``round_points`` for ``player``."""
        numbers = [self.seat_numbers(seat) for seat in range(self.num_players)]
        return {
            "card_points": tuple(n[2] for n in numbers),
            "round_points": tuple(
                n[3] if (self.chips_open or seat == player) else None
                for seat, n in enumerate(numbers)
            ),
        }

    def _round_points(self) -> list[int]:
        """Each seat's score for the round just ended (lower is better)."""
        card_points = scoring.card_points_sorted
        return [
            card_points(hand) - chips for hand, chips in zip(self.hands, self.chips, strict=True)
        ]

    def is_terminal(self) -> bool:
        return self.player < 0

    def scores(self) -> list[float]:
        """Finished rounds' totals plus the running score of the round in play."""
        if self.player < 0:
            return [float(t) for t in self.totals]
        return [
            float(total + scoring.round_score(hand, chips))
            for total, hand, chips in zip(self.totals, self.hands, self.chips, strict=True)
        ]

    def round_results(self) -> list[RoundResult]:
        results = []
        for number, (hands, chips) in enumerate(self.finished, start=1):
            details = tuple(
                scoring.breakdown(hand, count) for hand, count in zip(hands, chips, strict=True)
            )
            results.append(RoundResult(number, tuple(float(d["score"]) for d in details), details))
        return results

    def action_text(self, action: object) -> str:
        if not isinstance(action, Move):
            raise IllegalActionError(f"{action!r} is not a No Thanks! action")
        return action.value

    def view(self, player: int) -> NoThanksView:
        if not 0 <= player < self.num_players:
            raise ValueError(f"no seat {player} in a {self.num_players}-player game")
        chips: tuple[int | None, ...] = tuple(
            c if (self.chips_open or seat == player) else None for seat, c in enumerate(self.chips)
        )
        return NoThanksView(
            player=player,
            num_players=self.num_players,
            round=self.round,
            rounds=self.rounds,
            current_player=self.player,
            card=self.card,
            pot=self.pot,
            stack_size=len(self.stack),
            removed_open=tuple(self.removed_open),
            cards=tuple(tuple(hand) for hand in self.hands),
            chips=chips,
            chips_open=self.chips_open,
            starting_chips=self.start_chips,
            my_tiger=self.tigers[player],
            holds_tiger=tuple(t is not None for t in self.tigers),
            totals=tuple(self.totals),
            moves=tuple((seat, move.value) for seat, move in self.moves),
            taken=tuple(self.taken),
            **self._points_view(player),
        )

    def clone(self) -> NoThanksState:
        return self.FIELDS.clone(self)

    def resample(self, player: int, rng: Rng) -> NoThanksState:
        """Redraw the stack order, the unseen set-aside cards, the other players' unplayed
        Hidden Tiger cards and the generator of later rounds."""
        other = self.clone()
        other.rng = rng.fork()
        unknown = list(self.stack) + list(self.unseen)
        tiger_seats = [
            seat for seat, tiger in enumerate(self.tigers) if tiger is not None and seat != player
        ]
        unknown += [c for seat in tiger_seats if (c := self.tigers[seat]) is not None]
        rng.shuffle(unknown)
        size = len(self.stack)
        other.stack = unknown[:size]
        for index, seat in enumerate(tiger_seats):
            other.tigers[seat] = unknown[size + index]
        other.unseen = unknown[size + len(tiger_seats) :]
        if other.deals is not None:
            other.deals = None
        return other

    def to_data(self) -> dict[str, Any]:
        """The complete state as fresh JSON data (no list is shared with the state)."""
        return self.FIELDS.to_data(self)
