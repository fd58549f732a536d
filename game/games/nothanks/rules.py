"""No Thanks! rules (docs/rulings.md §1): state, legal actions, apply, views.

A round: 33 cards (3–35), 9 set aside unseen (Amigo: 3 of them removed openly), 24 form
the stack. The face-up card is offered to the current player, who takes it with every
chip on it (then flips the next card and decides again) or pays one chip onto it (play
passes left). A player with no chips must take. With Hidden Tiger each player is dealt
one set-aside card face down and may, on their turn, put it into their play area.
Rounds accumulate; the next round starts left of the previous first player.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.contract import RoundResult
from game.errors import IllegalActionError
from game.events import EventSink, drop
from game.fields import StateFields, shared
from game.games.nothanks import narration, scoring
from game.games.nothanks.actions import PASS, TAKE, TIGER, Move, NoThanksAction
from game.games.nothanks.core import (
    ALL_CARDS,
    AMIGO_REMOVALS,
    SET_ASIDE,
    NoThanksCore,
    RoundDeal,
    starting_chips,
)
from game.games.nothanks.fields import base_fields
from game.games.nothanks.phases import OFFERING
from game.games.nothanks.view import NoThanksView
from game.phase import ENDED, Phase
from game.rng import Rng

__all__ = [
    "ALL_CARDS",
    "AMIGO_REMOVALS",
    "PASS",
    "SET_ASIDE",
    "TAKE",
    "TIGER",
    "Move",
    "NoThanksCore",
    "NoThanksState",
    "NoThanksView",
    "RoundDeal",
    "starting_chips",
]


def _move_value(move: Move) -> str:
    """A base-game move as the state data writes it (its notation)."""
    return move.value


class NoThanksState(NoThanksCore):
    """A base-game No Thanks! game in progress (mutable; :meth:`clone` for search)."""

    FIELDS = StateFields("nothanks", *base_fields(shared, list, _move_value))
    __slots__ = ()

    # The base game's deal, moves and outcomes --------------------------------------

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

    def _flip(self, emit: EventSink) -> None:
        self.card = self.stack.pop()
        if emit is not drop:
            emit(narration.flipped(self))

    def phase_in_play(self) -> Phase[NoThanksCore, NoThanksAction]:
        """:data:`~game.games.nothanks.phases.OFFERING` while a seat is to move, then
        :data:`~game.phase.ENDED` (``legal_actions`` and ``apply`` pick it alike)."""
        return OFFERING if self.player >= 0 else ENDED

    def legal_actions(self) -> Sequence[NoThanksAction]:
        return (OFFERING if self.player >= 0 else ENDED).legal(self)

    def apply(self, action: object, sink: EventSink | None = None) -> None:
        phase = OFFERING if self.player >= 0 else ENDED
        # The phase checks the action itself (IllegalActionError, nothing changed).
        phase.apply(self, action, drop if sink is None else sink)

    def seat_numbers(self, seat: int) -> tuple[tuple[int, ...], tuple[str, ...], int, int]:
        """``seat``'s number cards, special cards (names), card points (chips not
        counted) and round score, as the round's display stands."""
        hand = self.hands[seat]
        points = scoring.card_points_sorted(hand)
        return tuple(hand), (), points, points - self.chips[seat]

    def stack_numbers(self) -> narration.StackNumbers:
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

    def out_of_game(self) -> tuple[str, ...]:
        """Cards that left the game this round (notation); none in the base game."""
        return ()

    def peeking_seats(self) -> list[int]:
        """Seats that have seen the set-aside pile this round; none in the base game."""
        return []

    def _round_points(self) -> list[int]:
        """Each seat's score for the round just ended (lower is better)."""
        card_points = scoring.card_points_sorted
        return [
            card_points(hand) - chips for hand, chips in zip(self.hands, self.chips, strict=True)
        ]

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
        return NoThanksView(player=player, **self.seen_by(player))

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
