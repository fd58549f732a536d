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

from bisect import insort
from collections.abc import Sequence

from game.contract import RoundResult
from game.errors import IllegalActionError
from game.events import EventSink, drop
from game.games.nothanks import narration, special_deal, special_scoring
from game.games.nothanks import special_offers as offers
from game.games.nothanks.actions import BID as BID  # re-exported: the scenes import them here
from game.games.nothanks.actions import DECLINE as DECLINE
from game.games.nothanks.actions import SIT_OUT as SIT_OUT
from game.games.nothanks.actions import CardChoice, SpecialAction, SpecialMove
from game.games.nothanks.rules import (
    PASS,
    TAKE,
    TIGER,
    Move,
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
from game.rng import Rng

_NONE: tuple[SpecialAction, ...] = ()


def _build_legal_table() -> tuple[tuple[SpecialAction, ...], ...]:
    """Legal offer decisions by situation bits: 1 last player in, 2 has chips, 4 holds a
    Hidden Tiger card, 8 holds a Sit out card, 16 green card, 32 no chip on it yet."""
    table = []
    for code in range(64):
        last, chips, tiger, sit = code & 1, code & 2, code & 4, code & 8
        green, unbid = code & 16, code & 32
        actions: list[SpecialAction]
        if last:
            actions = [TAKE]
        elif green:
            if not chips:
                actions = [DECLINE]
            elif unbid:
                actions = [BID]
            else:
                actions = [BID, DECLINE]
        else:
            actions = [TAKE, PASS] if chips else [TAKE]
        if tiger:
            actions.append(TIGER)
        if sit and not last:
            actions.append(SIT_OUT)
        table.append(tuple(actions))
    return tuple(table)


_LEGAL = _build_legal_table()


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

    def legal_actions(self) -> Sequence[SpecialAction]:
        p = self.player
        if p < 0:
            return _NONE
        if self.pending is not None:
            return self._choices(p)
        code = 2 if self.chips[p] else 0
        if self.card in GREEN_IDS:
            code |= 48 if self.pot == 0 else 16
        if self.tigers[p] is not None:
            code |= 4
        if self.sits[p]:
            code |= 8
        if self.active == 1:
            code |= 1
        return _LEGAL[code]

    def _choices(self, p: int) -> tuple[CardChoice, ...]:
        kind = self.pending
        assert kind is not None
        seen: list[CardChoice] = []
        previous = -1
        for card in self.hands[p]:
            if card != previous:
                seen.append(CardChoice(kind, card))
                previous = card
        return tuple(seen)

    def apply(self, action: object, sink: EventSink | None = None) -> None:
        p = self.player
        if p < 0:
            raise IllegalActionError("the game is over; no action is legal")
        emit = drop if sink is None else sink
        if self.pending is not None:
            if not isinstance(action, CardChoice) or action not in self._choices(p):
                raise self._illegal(action)
            offers.choose(self, p, action, emit)
            return
        # Each branch checks exactly the conditions of the legal-action table.
        card = self.card
        if action is PASS:
            if card in GREEN_IDS or not self.chips[p] or self.active == 1:
                raise self._illegal(action)
            self.chips[p] -= 1
            self.pot += 1
            self.moves.append((p, PASS))
            n = self.num_players
            if self.active == n:
                self.player = p + 1 if p + 1 < n else 0
            else:
                self.player = offers.next_active(self, p)
            if emit is not drop:
                emit(narration.passed(self, p))
        elif action is TAKE:
            if self.active != 1 and card in GREEN_IDS:
                raise self._illegal(action)
            offers.take(self, p, emit)
        elif action is BID:
            if card not in GREEN_IDS or not self.chips[p] or self.active == 1:
                raise self._illegal(action)
            self.chips[p] -= 1
            self.pot += 1
            self.bidder = p
            self.moves.append((p, BID))
            self.player = offers.next_active(self, p)
            if emit is not drop:
                emit(narration.bid(self, p))
        elif action is DECLINE:
            if card not in GREEN_IDS or self.active == 1 or (self.pot == 0 and self.chips[p]):
                raise self._illegal(action)
            offers.decline(self, p, emit)
        elif action is SIT_OUT:
            if not self.sits[p] or self.active == 1:
                raise self._illegal(action)
            offers.sit_out(self, p, emit)
        elif action is TIGER:
            tiger = self.tigers[p]
            if tiger is None:
                raise self._illegal(action)
            self.tigers[p] = None
            insort(self.hands[p], tiger)
            self.moves.append((p, TIGER))
            if emit is not drop:
                emit(narration.tiger(self, p, tiger))
        else:
            raise self._illegal(action)

    def _illegal(self, action: object) -> IllegalActionError:
        return IllegalActionError(self._illegal_message(action, self.legal_actions()))

    def _illegal_message(self, action: object, legal: Sequence[SpecialAction]) -> str:
        texts = ", ".join(self.action_text(a) for a in legal)
        if isinstance(action, (Move, SpecialMove, CardChoice)):
            name = self.action_text(action)
            if self.pending is not None:
                why = f"you must {self.pending} a card of your display first"
            elif action is PASS and self.card in GREEN_IDS:
                why = "a green card is bid on ('bid') or declined ('decline'), not passed"
            elif action is DECLINE and self.card in GREEN_IDS and self.chips[self.player]:
                why = "no chip is on this green card yet: you must bid"
            elif action in (PASS, BID) and not self.chips[self.player]:
                why = "you have no chips left"
            else:
                why = "not legal here"
            return f"'{name}': {why} (legal: {texts})"
        return f"{action!r} is not a No Thanks! action (legal: {texts})"

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
        if isinstance(action, (Move, SpecialMove)):
            return str(action.value)
        if isinstance(action, CardChoice):
            return action.text
        raise IllegalActionError(f"{action!r} is not a No Thanks! action")

    def view(self, player: int) -> NoThanksView:
        return special_view(self, player)

    def clone(self) -> SpecialState:
        return self.FIELDS.clone(self)

    def resample(self, player: int, rng: Rng) -> SpecialState:
        """Redraw what ``player`` cannot see (:func:`game.games.nothanks.special_deal.resample`)."""
        return special_deal.resample(self, player, rng)
