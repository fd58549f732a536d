"""No Thanks! with special cards (DECISIONS.md §2; the project's own rulings are in
:data:`game.nothanks.specials.SPECIAL_RULES_TEXT`).

:class:`SpecialState` is the game state when the ``specials`` option is on; the base game
keeps :class:`~game.nothanks.rules.NoThanksState` and its fast path untouched. Cards are
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
from typing import Any

from game.contract import RoundResult
from game.errors import IllegalActionError
from game.events import EventSink
from game.fields import Field, StateFields
from game.nothanks import special_scoring
from game.nothanks.actions import BID as BID  # re-exported: the scenes import them here
from game.nothanks.actions import DECLINE as DECLINE
from game.nothanks.actions import GIVE, REMOVE_CHOICE, CardChoice, SpecialAction, SpecialMove
from game.nothanks.actions import SIT_OUT as SIT_OUT
from game.nothanks.core import NoThanksCore
from game.nothanks.fields import FROM_OPTIONS, base_fields
from game.nothanks.narration import SILENT, EventTeller, Tell
from game.nothanks.rules import (
    ALL_CARDS,
    AMIGO_REMOVALS,
    PASS,
    SET_ASIDE,
    TAKE,
    TIGER,
    Move,
    NoThanksView,
    RoundDeal,
)
from game.nothanks.specials import (
    BY_ID,
    GIVELEFT,
    GREEN_IDS,
    GREEN_POOL,
    HIDDEN,
    KIND,
    PEEK,
    RED_POOL,
    REMOVE,
    SITOUT,
    SITOUT_ID,
    SPECIAL_BASE,
    card_name,
    card_text,
    parse_pick_list,
)
from game.options import OptionValue
from game.rng import Rng

BACK_GREEN = "green"
BACK_NUMBER = "number"

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


def _names(cards: Sequence[int]) -> list[int | str]:
    return [card_name(card) for card in cards]


def _card_data(card: int | None) -> int | str | None:
    return None if card is None else card_name(card)


def _move_text(move: object) -> str:
    if isinstance(move, CardChoice):
        return move.text
    assert isinstance(move, (Move, SpecialMove))
    return str(move.value)


def _limbo_data(limbo: list[tuple[int, int]]) -> list[list[int | str]]:
    return [[seat, card_name(card)] for seat, card in limbo]


class SpecialState(NoThanksCore):
    """No Thanks! with special cards in the stack (mutable; :meth:`clone` for search).

    Extra data (all reset each round): ``bidder`` last bidder on the green card on offer;
    ``sitting`` seats sitting out on the current card and ``active`` how many are not;
    ``limbo`` Sit out cards played on the current card; ``sits`` Sit out cards held per
    seat; ``pending`` "give"/"remove" while the current player must choose a card;
    ``peekers`` seats that have seen the set-aside pile; ``known`` how many top stack
    cards have publicly known backs (the top card's is always known); ``out`` cards that
    left the game; ``unused`` pool cards not dealt (random draws; hidden); ``picks`` the
    pick list (empty: draw ``green``/``red`` at random).
    """

    FIELDS = StateFields(
        "nothanks",
        *base_fields(_card_data, _names, _move_text),
        Field("bidder", group="specials", fresh=lambda n: None),
        Field("sitting", copy=list, data=list, group="specials", fresh=lambda n: [False] * n),
        Field("limbo", copy=list, data=_limbo_data, group="specials", fresh=lambda n: []),
        Field("pending", group="specials", fresh=lambda n: None),
        Field("peekers", copy=list, data=list, group="specials", fresh=lambda n: [False] * n),
        Field("known", key="known_backs", group="specials", fresh=lambda n: 0),
        Field("out", copy=list, data=_names, group="specials", fresh=lambda n: []),
        Field("unused", copy=list, data=_names, group="specials"),
        Field("round_specials", copy=list, data=_names, group="specials"),
        Field("active", data=None, why="seats not sitting out: from sitting", fresh=lambda n: n),
        Field(
            "sits",
            copy=list,
            data=None,
            why="Sit out cards held: from the hands",
            fresh=lambda n: [0] * n,
        ),
        Field("green_count", data=None, why=FROM_OPTIONS),
        Field("red_count", data=None, why=FROM_OPTIONS),
        Field("picks", data=None, why=FROM_OPTIONS),
    )
    __slots__ = tuple(name for name in FIELDS.names if name not in NoThanksCore.__slots__)
    active: int
    bidder: int | None
    green_count: int
    known: int
    limbo: list[tuple[int, int]]
    out: list[int]
    peekers: list[bool]
    pending: str | None
    picks: tuple[int, ...]
    red_count: int
    round_specials: list[int]
    sits: list[int]
    sitting: list[bool]
    unused: list[int]

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
        """Stack (top last) with the special cards shuffled in, set-aside pile (top last),
        cards removed openly, Hidden Tiger cards. Also sets ``unused`` and
        ``round_specials``."""
        n = self.num_players
        if self.deals is not None:
            deal = self.deals[self.round - 1]
            tigers: list[int | None] = list(deal.tigers) if deal.tigers else [None] * n
            self.unused = []
            self.round_specials = [c for c in deal.stack if c >= SPECIAL_BASE]
            return (
                list(reversed(deal.stack)),
                list(reversed(deal.unseen)),
                list(deal.removed_open),
                tigers,
            )
        rng = self.rng
        removed_open: tuple[int, ...] = ()
        cards = list(ALL_CARDS)
        if self.amigo:
            removed_open = AMIGO_REMOVALS[str(self.options["amigo_removed"])]
            cards = [c for c in cards if c not in removed_open]
        aside = SET_ASIDE - len(removed_open)
        rng.shuffle(cards)  # the whole order matters: Take hidden may draw a set-aside card
        stack = cards[aside:]
        set_aside = cards[:aside]
        tigers = [None] * n
        if self.hidden_tiger:
            tigers = list(set_aside[:n])
            set_aside = set_aside[n:]
        if self.picks:
            chosen = list(self.picks)
            self.unused = []
        else:
            # A random ordered draw of g greens and r reds: the last g (r) positions.
            greens = list(GREEN_POOL)
            reds = list(RED_POOL)
            keep_green = len(greens) - self.green_count
            keep_red = len(reds) - self.red_count
            rng.shuffle(greens, keep_green)
            rng.shuffle(reds, keep_red)
            chosen = greens[keep_green:] + reds[keep_red:]
            self.unused = greens[:keep_green] + reds[:keep_red]
        self.round_specials = sorted(chosen)
        # Each special card goes to a uniformly random place in the shuffled stack.
        below = rng.below
        for card in chosen:
            stack.insert(below(len(stack) + 1), card)
        return stack, set_aside, list(removed_open), tigers

    def _flip(self, tell: Tell) -> None:
        """Turn the top stack card face up (the current player decides on it)."""
        self.card = self.stack.pop()
        if self.known:
            self.known -= 1
        tell.flipped()

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
        tell = SILENT if sink is None else EventTeller(self, sink)
        if self.pending is not None:
            if not isinstance(action, CardChoice) or action not in self._choices(p):
                raise self._illegal(action)
            self._choose(p, action, tell)
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
                self.player = self._next_active(p)
            tell.passed(p)
        elif action is TAKE:
            if self.active != 1 and card in GREEN_IDS:
                raise self._illegal(action)
            self._take(p, tell)
        elif action is BID:
            if card not in GREEN_IDS or not self.chips[p] or self.active == 1:
                raise self._illegal(action)
            self.chips[p] -= 1
            self.pot += 1
            self.bidder = p
            self.moves.append((p, BID))
            self.player = self._next_active(p)
            tell.bid(p)
        elif action is DECLINE:
            if card not in GREEN_IDS or self.active == 1 or (self.pot == 0 and self.chips[p]):
                raise self._illegal(action)
            self._decline(p, tell)
        elif action is SIT_OUT:
            if not self.sits[p] or self.active == 1:
                raise self._illegal(action)
            self._sit_out(p, tell)
        elif action is TIGER:
            tiger = self.tigers[p]
            if tiger is None:
                raise self._illegal(action)
            self.tigers[p] = None
            insort(self.hands[p], tiger)
            self.moves.append((p, TIGER))
            tell.tiger(p, tiger)
        else:
            raise self._illegal(action)

    def _sit_out(self, p: int, tell: Tell) -> None:
        """``p`` plays a Sit out card on the card on offer (it waits in limbo)."""
        self.sits[p] -= 1
        self.hands[p].remove(SITOUT_ID)
        self.limbo.append((p, SITOUT_ID))
        self.sitting[p] = True
        self.active -= 1
        self.moves.append((p, SIT_OUT))
        self.player = self._next_active(p)
        tell.sat_out(p)

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

    def _next_active(self, p: int) -> int:
        n = self.num_players
        q = p + 1 if p + 1 < n else 0
        if self.active < n:
            sitting = self.sitting
            while sitting[q]:
                q = q + 1 if q + 1 < n else 0
        return q

    def _end_offer(self, tell: Tell) -> None:
        """The current card is settled: Sit out cards played on it are discarded."""
        self.bidder = None
        if self.limbo:
            for seat, card in self.limbo:
                self.out.append(card)
                tell.sitout_discarded(seat, card)
            self.limbo = []
            self.sitting = [False] * self.num_players
            self.active = self.num_players

    def _take(self, p: int, tell: Tell) -> None:
        """``p`` takes the card on offer and its chips (a number or red card, or a green
        card as the last player still in)."""
        card = self.card
        assert card is not None
        insort(self.hands[p], card)
        pot = self.pot
        if pot:
            self.chips[p] += pot
            self.pot = 0
        self.moves.append((p, TAKE))
        self.taken.append(card)
        tell.took(p, card, pot)
        if self.limbo or self.bidder is not None:
            self._end_offer(tell)
        if card >= SPECIAL_BASE:
            self._on_gain(p, card, tell)
        stack = self.stack
        if stack and self.pending is None:
            # p is the current player and decides on the next card (_flip, inlined)
            self.card = stack.pop()
            if self.known:
                self.known -= 1
            tell.flipped()
        else:
            self._continue(p, tell)

    def _decline(self, p: int, tell: Tell) -> None:
        card = self.card
        assert card is not None
        chips = self.pot
        self.chips[p] += chips
        self.pot = 0
        receiver = self.bidder
        self.moves.append((p, DECLINE))
        tell.declined(p, card, chips, receiver)
        self._end_offer(tell)
        if receiver is None:
            self.out.append(card)
            tell.left(card)
            self._continue(p, tell)
            return
        insort(self.hands[receiver], card)
        tell.received(receiver, card)
        self._on_gain(receiver, card, tell)
        self._continue(receiver, tell)

    def _on_gain(self, p: int, card: int, tell: Tell) -> None:
        """Effects on taking or receiving a special card from the table."""
        kind = KIND[card]
        if kind == SITOUT:
            self.sits[p] += 1
        elif kind == GIVELEFT:
            self.pending = GIVE
        elif kind == REMOVE:
            self.pending = REMOVE_CHOICE
        elif kind == PEEK:
            self.peekers[p] = True
            tell.peeked(p, self.unseen)
        elif kind == HIDDEN:
            self._take_hidden(p, tell)

    def _take_hidden(self, p: int, tell: Tell) -> None:
        stack = self.stack
        index = len(stack) - 1
        while index >= 0 and stack[index] in GREEN_IDS:
            index -= 1
        skipped = len(stack) - 1 - index
        source = "stack"
        if index >= 0:
            card: int | None = stack.pop(index)
            self.known = max(skipped, self.known - 1)
        else:
            self.known = len(stack)
            source = "set_aside"
            card = self.unseen.pop() if self.unseen else None
        if card is not None:
            insort(self.hands[p], card)
            if card == SITOUT_ID:  # only possible with extra copies in an explicit deal
                self.sits[p] += 1
        tell.took_hidden(p, card, source, skipped)

    def _choose(self, p: int, choice: CardChoice, tell: Tell) -> None:
        card = choice.card
        self.hands[p].remove(card)
        if card == SITOUT_ID:
            self.sits[p] -= 1
        self.pending = None
        self.moves.append((p, choice))
        if choice.kind == GIVE:
            left = (p + 1) % self.num_players
            insort(self.hands[left], card)
            if card == SITOUT_ID:
                self.sits[left] += 1
            tell.gave(p, card, left)
        else:
            self.out.append(card)
            tell.removed(p, card)
        self._continue(p, tell)

    def _continue(self, p: int, tell: Tell) -> None:
        """After a card is settled ``p`` goes on: first any choice it must make, then the
        next card (or the end of the round)."""
        self.player = p
        if self.pending is not None:
            self.card = None
            tell.choice(p, self.pending)
            return
        if self.stack:
            self._flip(tell)
        else:
            self._end_round(tell)

    # Outcomes for events and views ----------------------------------------------------

    def seat_numbers(self, seat: int) -> tuple[tuple[int, ...], tuple[str, ...], int, int]:
        hand = self.hands[seat]
        numbers = tuple(c for c in hand if c < SPECIAL_BASE)
        specials = tuple(BY_ID[c].name for c in hand if c >= SPECIAL_BASE)
        score = special_scoring.score
        return numbers, specials, score(hand, 0), score(hand, self.chips[seat])

    def stack_numbers(self) -> dict[str, Any]:
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
        if not 0 <= player < self.num_players:
            raise ValueError(f"no seat {player} in a {self.num_players}-player game")
        chips: tuple[int | None, ...] = tuple(
            c if (self.chips_open or seat == player) else None for seat, c in enumerate(self.chips)
        )
        card = self.card
        stack = self.stack
        known = max(self.known, 1) if stack else 0
        backs = (
            tuple(BACK_GREEN if c in GREEN_IDS else BACK_NUMBER for c in reversed(stack[-known:]))
            if known
            else ()
        )
        greens_left = sum(1 for c in stack if c in GREEN_IDS)
        specials_left = sum(1 for c in stack if c >= SPECIAL_BASE)
        return NoThanksView(
            player=player,
            num_players=self.num_players,
            round=self.round,
            rounds=self.rounds,
            current_player=self.player,
            card=card if card is not None and card < SPECIAL_BASE else None,
            pot=self.pot,
            stack_size=len(stack),
            removed_open=tuple(self.removed_open),
            cards=tuple(tuple(c for c in hand if c < SPECIAL_BASE) for hand in self.hands),
            chips=chips,
            chips_open=self.chips_open,
            starting_chips=self.start_chips,
            my_tiger=self.tigers[player],
            holds_tiger=tuple(t is not None for t in self.tigers),
            totals=tuple(self.totals),
            moves=tuple((seat, self.action_text(move)) for seat, move in self.moves),
            specials_on=True,
            special=BY_ID[card].name if card is not None and card >= SPECIAL_BASE else None,
            special_green=card is not None and card in GREEN_IDS,
            top_back=backs[0] if backs else None,
            known_backs=backs,
            specials=tuple(
                tuple(BY_ID[c].name for c in hand if c >= SPECIAL_BASE) for hand in self.hands
            ),
            green_left=greens_left,
            red_left=specials_left - greens_left,
            last_bidder=self.bidder,
            sitting_out=tuple(self.sitting),
            sitouts_held=tuple(self.sits),
            pending=self.pending,
            peeked=tuple(sorted(self.unseen)) if self.peekers[player] else None,
            out_of_game=self.out_of_game(),
            **self._points_view(player),
        )

    def clone(self) -> SpecialState:
        return self.FIELDS.clone(self)

    def resample(self, player: int, rng: Rng) -> SpecialState:
        """Redraw what ``player`` cannot see: the faces of the stack cards (the publicly
        known backs stay: green where green), the special cards left unused by a random
        draw, the set-aside pile (only its order if ``player`` has peeked), the other
        players' unplayed Hidden Tiger cards and the generator of later rounds."""
        other = self.clone()
        other.rng = rng.fork()
        other.deals = None
        stack = self.stack
        numbers = [c for c in stack if c < SPECIAL_BASE]
        stack_greens = [c for c in stack if c in GREEN_IDS]
        stack_reds = [c for c in stack if c >= SPECIAL_BASE and c not in GREEN_IDS]
        tiger_seats = [
            seat for seat, tiger in enumerate(self.tigers) if tiger is not None and seat != player
        ]
        peeked = self.peekers[player]
        unknown = numbers + [t for s in tiger_seats if (t := self.tigers[s]) is not None]
        if not peeked:
            unknown += self.unseen
        rng.shuffle(unknown)
        spare_greens = [c for c in self.unused if c in GREEN_IDS]
        spare_reds = [c for c in self.unused if c not in GREEN_IDS]
        greens = stack_greens + spare_greens
        reds = stack_reds + spare_reds
        rng.shuffle(greens)
        rng.shuffle(reds)
        new_greens = greens[: len(stack_greens)]
        new_backs = unknown[: len(numbers)] + reds[: len(stack_reds)]
        rng.shuffle(new_backs)
        other.unused = sorted(greens[len(stack_greens) :] + reds[len(stack_reds) :])
        rest = len(numbers)
        for seat in tiger_seats:
            other.tigers[seat] = unknown[rest]
            rest += 1
        if peeked:
            other.unseen = list(self.unseen)
            rng.shuffle(other.unseen)
        else:
            other.unseen = unknown[rest:]
        # Top cards with known backs keep their colour; below them any order.
        size = len(stack)
        known = max(self.known, 1) if size else 0
        top: list[int] = []
        for c in reversed(stack[size - known :]):
            top.append(new_greens.pop() if c in GREEN_IDS else new_backs.pop())
        below = new_greens + new_backs
        rng.shuffle(below)
        other.stack = below + top[::-1]
        dealt = list(self.round_specials)
        for c in stack:
            if c >= SPECIAL_BASE:
                dealt.remove(c)
        other.round_specials = sorted(dealt + [c for c in other.stack if c >= SPECIAL_BASE])
        return other
