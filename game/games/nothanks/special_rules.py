"""No Thanks! with special cards (docs/rulings.md §2; the project's own rulings are in
:data:`game.games.nothanks.specials.SPECIAL_RULES_TEXT`).

:class:`SpecialState` is the game state when the ``specials`` option is on; the base game
keeps :class:`~game.games.nothanks.rules.NoThanksState` and its fast path untouched. Cards are
ints (numbers 3–35, special cards from ``SPECIAL_BASE`` on); displays are sorted lists.

New decisions (notation in brackets):

* ``bid`` / ``decline`` on a green card (put a chip on it / take its chips, the card goes
  to the last bidder);
* ``sitout``: play a held Sit out card instead of deciding;
* ``give:<card>`` / ``remove:<card>``: the choice after receiving Give left / Remove,
  e.g. ``give:17``, ``remove:+5a``.

``take`` / ``pass`` / ``tiger`` keep their meaning; ``take`` is also the only move of the
last player still in the bidding when everyone else sits out (green cards too).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.contract import RoundResult
from game.events import EventSink, drop
from game.games.nothanks import narration, special_deal, special_scoring
from game.games.nothanks.actions import BID as BID  # re-exported: the scenes import them here
from game.games.nothanks.actions import DECLINE as DECLINE
from game.games.nothanks.actions import SIT_OUT as SIT_OUT
from game.games.nothanks.actions import NoThanksAction, SpecialAction
from game.games.nothanks.phases import SPECIAL_PHASES, action_text
from game.games.nothanks.rules import (
    NoThanksView,
    RoundDeal,
)
from game.games.nothanks.special_data import SpecialData
from game.games.nothanks.special_view import BACK_GREEN, BACK_NUMBER, special_view
from game.games.nothanks.specials import (
    BY_ID,
    GREEN_IDS,
    SPECIAL_BASE,
    card_name,
    card_text,
    parse_pick_list,
)
from game.options import OptionValue
from game.phase import ENDED, Phase
from game.rng import Rng


class SpecialState(SpecialData):
    """No Thanks! with special cards in the stack (mutable; :meth:`clone` for search); its
    fields: :class:`~game.games.nothanks.special_data.SpecialData`."""

    __slots__ = ()

    def __init__(
        self,
        num_players: int,
        options: dict[str, OptionValue],
        seed: int,
        deals: Sequence[RoundDeal] | None = None,
    ) -> None:
        self.picks = parse_pick_list(str(options["special_cards"]))
        self.green_count = int(options["green"])
        self.red_count = int(options["red"])
        # The per-round data is set by _deal_round and _start_round.
        super().__init__(num_players, options, seed, deals)

    # Setup ----------------------------------------------------------------------------

    def _deal_round(self) -> tuple[list[int], list[int], list[int], list[int | None]]:
        """The round's cards (:func:`game.games.nothanks.special_deal.deal_round`)."""
        return special_deal.deal_round(self)

    def _flip(self, emit: EventSink) -> None:
        """Turn the top stack card face up (the current player decides on it)."""
        self.card = self.stack.pop()
        if self.known:
            self.known -= 1
        if emit is not drop:
            emit(narration.flipped(self))

    def _top_back(self) -> str | None:
        if not self.stack:
            return None
        return BACK_GREEN if self.stack[-1] in GREEN_IDS else BACK_NUMBER

    # Contract -------------------------------------------------------------------------

    def phase_in_play(self) -> Phase[SpecialData, NoThanksAction]:
        """:data:`~game.games.nothanks.phases.CHOOSING` while ``pending`` names a choice,
        else :data:`~game.games.nothanks.phases.SPECIAL_OFFERING`; :data:`~game.phase.ENDED`
        after the game (``legal_actions`` and ``apply`` pick it alike)."""
        return SPECIAL_PHASES[self.pending is not None] if self.player >= 0 else ENDED

    def legal_actions(self) -> Sequence[SpecialAction]:
        if self.player < 0:
            return ENDED.legal(self)
        return SPECIAL_PHASES[self.pending is not None].legal(self)

    def apply(self, action: object, sink: EventSink | None = None) -> None:
        phase = SPECIAL_PHASES[self.pending is not None] if self.player >= 0 else ENDED
        # The phase checks the action itself (IllegalActionError, nothing changed).
        phase.apply(self, action, drop if sink is None else sink)

    # Outcomes for events and views ----------------------------------------------------

    def seat_numbers(self, seat: int) -> tuple[tuple[int, ...], tuple[str, ...], int, int]:
        hand = self.hands[seat]
        numbers = tuple(c for c in hand if c < SPECIAL_BASE)
        specials = tuple(BY_ID[c].name for c in hand if c >= SPECIAL_BASE)
        score = special_scoring.score
        return numbers, specials, score(hand, 0), score(hand, self.chips[seat])

    def stack_numbers(self) -> narration.StackNumbers:
        stack = self.stack
        greens = sum(1 for c in stack if c in GREEN_IDS)
        specials = sum(1 for c in stack if c >= SPECIAL_BASE)
        return {
            "stack": len(stack),
            "top_back": self._top_back(),
            "green_left": greens,
            "red_left": specials - greens,
        }

    def card_name(self, card: int) -> int | str:
        return card_name(card)

    def is_green(self, card: int) -> bool:
        return card in GREEN_IDS

    def special_counts(self) -> tuple[int | None, int | None]:
        greens = sum(1 for c in self.round_specials if c in GREEN_IDS)
        return greens, len(self.round_specials) - greens

    def out_of_game(self) -> tuple[str, ...]:
        return tuple(card_text(c) for c in self.out)

    def peeking_seats(self) -> list[int]:
        return [seat for seat, peeked in enumerate(self.peekers) if peeked]

    def _round_points(self) -> list[int]:
        score = special_scoring.score
        return [score(hand, chips) for hand, chips in zip(self.hands, self.chips, strict=True)]

    def scores(self) -> list[float]:
        """Finished rounds' totals plus the running score of the round in play."""
        if self.player < 0:
            return [float(t) for t in self.totals]
        score = special_scoring.score
        return [
            float(total + score(hand, chips))
            for total, hand, chips in zip(self.totals, self.hands, self.chips, strict=True)
        ]

    def round_results(self) -> list[RoundResult]:
        results = []
        for number, (hands, chips) in enumerate(self.finished, start=1):
            details = tuple(
                special_scoring.breakdown(hand, count)
                for hand, count in zip(hands, chips, strict=True)
            )
            results.append(RoundResult(number, tuple(float(d["score"]) for d in details), details))
        return results

    def action_text(self, action: object) -> str:
        return action_text(action)

    def view(self, player: int) -> NoThanksView:
        return special_view(self, player)

    def resample(self, player: int, rng: Rng) -> SpecialState:
        """Redraw what ``player`` cannot see (:func:`game.games.nothanks.special_deal.resample`)."""
        return special_deal.resample(self, player, rng)
