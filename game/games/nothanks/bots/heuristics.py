"""No Thanks! bots: the easy and medium heuristics, with and without special cards.

Every bot reads only a :class:`~game.games.nothanks.rules.NoThanksView`. Chip counts are
recounted from the public move list (chip movements are public, docs/rulings.md §1), so the
bots play the same with hidden or open chips.

* **easy** — what a casual player does: take a card that fits one of my runs, or one
  whose pot has grown to half its value, whatever my chips; must take with no chips.
  (At a third of its value it played as well as the medium bot against three medium
  bots: docs/bots.md, "Levels for the review's calibration".)
* **medium** — take when the card's added points minus the pot are at most a limit,
  :data:`MEDIUM_PARAMS` ``base``, raised by ``pressure`` for each chip I hold below
  ``comfort`` (short of chips, paying gets dearer), or when the pot pays for at least
  ``1 / share`` of the added points; *milk* a card that fits my run
  (pass it round again) while no opponent would take it first. Hidden Tiger: the tiger
  card is played as soon as it adds no points. The hard search's playouts, and the
  medium bot with special cards, use the rule without the chip pressure and the pot
  share (:data:`DEFAULT_PARAMS`): a medium bot with that rule kept
  too few chips to pay (three medium seats pass a high card until the pot makes it
  cheap, and the one that runs dry must then take everything); the review read its
  decisions no better than random ones (docs/bench.md, "Review accuracy").
* **hard** — ISMCTS, in :mod:`game.games.nothanks.bots.hard` (its playouts use the medium
  rules from here).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.contract import Action
from game.games.nothanks import special_scoring
from game.games.nothanks.actions import BID, DECLINE, SIT_OUT, CardChoice
from game.games.nothanks.rules import (
    PASS,
    TAKE,
    TIGER,
    NoThanksView,
)
from game.games.nothanks.specials import (
    BY_NAME,
    GIVELEFT,
    GREEN_IDS,
    HIDDEN,
    KIND,
    REMOVE,
    SITOUT,
    SPECIAL_BASE,
)
from game.games.nothanks.view import SpecialsView, counted_chips
from game.rng import Rng


def added_points(hand: set[int] | frozenset[int], card: int) -> int:
    """Card points that taking ``card`` adds to ``hand`` (negative if it joins two runs)."""
    below = card - 1 in hand
    above = card + 1 in hand
    if above:
        # The run starting at card+1 now starts at card.
        if below:
            return -(card + 1)
        return -1
    if below:
        return 0
    return card


# Medium heuristic ----------------------------------------------------------------------


@dataclass(frozen=True)
class MediumParams:
    """The constants of the medium rule: take when ``added − pot`` is at most ``base +
    pressure × max(0, comfort − chips)``."""

    base: float = 12.0  # accepted cost (added points − pot)
    rival_take: float = 8.0  # a rival is assumed to take when their cost is below this
    pressure: float = 0.0  # the limit rises this much per chip below ``comfort``
    comfort: int = 0
    share: float = 0.0  # take as well when ``pot × share ≥ added`` (0: never)


#: The rule of the hard search's playouts and of special cards (no chip pressure or share).
DEFAULT_PARAMS = MediumParams()
#: The medium bot's rule (tuned with one seat against three old medium bots and three
#: easy bots, docs/bots.md).
MEDIUM_PARAMS = MediumParams(base=9.0, pressure=1.5, comfort=6, share=2.5)


def medium_take(
    me: int,
    card: int,
    pot: int,
    hands: Sequence[set[int] | frozenset[int]],
    chips: Sequence[int],
    params: MediumParams = DEFAULT_PARAMS,
) -> bool:
    """The medium rule: True to take ``card`` now, False to pay a chip."""
    my_chips = chips[me]
    if my_chips <= 0:
        return True
    hand = hands[me]
    added = added_points(hand, card)
    if added <= 0:
        # Fits my run: milk it while no rival would take it before it comes back.
        return _rival_takes_before_me(me, card, pot, hands, chips, params)
    limit = params.base + params.pressure * max(0, params.comfort - my_chips)
    return float(added - pot) <= limit or pot * params.share >= added


def _rival_takes_before_me(
    me: int,
    card: int,
    pot: int,
    hands: Sequence[set[int] | frozenset[int]],
    chips: Sequence[int],
    params: MediumParams,
) -> bool:
    n = len(chips)
    for step in range(1, n):
        seat = (me + step) % n
        if chips[seat] <= 0:
            return True
        if added_points(hands[seat], card) - (pot + step) <= params.rival_take:
            return True
    return False


def tiger_fits(hand: set[int] | frozenset[int], tiger: int) -> bool:
    """Play the Hidden Tiger card when it adds no points."""
    return added_points(hand, tiger) <= 0


# The bots --------------------------------------------------------------------------------


class EasyNoThanksBot:
    """Takes what fits or what carries half its value in chips."""

    level = "easy"

    def choose(self, view: NoThanksView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        hand = set(view.cards[view.player])
        specials = view.specials
        if specials is not None and (specials.pending is not None or view.card is None):
            return easy_special(view, specials, legal)
        if TIGER in legal and view.my_tiger is not None and tiger_fits(hand, view.my_tiger):
            return TIGER
        if PASS not in legal:
            return TAKE
        card = view.card
        assert card is not None
        if card - 1 in hand or card + 1 in hand or view.pot * 2 >= card:
            return TAKE
        return PASS


class MediumNoThanksBot:
    """The medium rule (see the module docstring)."""

    level = "medium"

    def __init__(self, params: MediumParams = MEDIUM_PARAMS) -> None:
        self.params = params

    def choose(self, view: NoThanksView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        specials = view.specials
        if specials is not None:
            return special_decision(
                view.player,
                legal,
                view_card(view),
                view.pot,
                view_hands(view),
                counted_chips(view),
                view.stack_size,
                view.my_tiger,
                specials.pending,
            )
        hand = set(view.cards[view.player])
        if TIGER in legal and view.my_tiger is not None and tiger_fits(hand, view.my_tiger):
            return TIGER
        if PASS not in legal:
            return TAKE
        card = view.card
        assert card is not None
        hands = [set(cards) for cards in view.cards]
        take = medium_take(
            view.player,
            card,
            view.pot,
            hands,
            counted_chips(view),
            self.params,
        )
        return TAKE if take else PASS


# Special cards (docs/rulings.md §2) -------------------------------------------------------------
#
# With special cards the medium rule values a card by how much taking it changes my final
# score (``special_scoring.score`` of my display and chips, with the pot): for number
# cards that is exactly "added points − pot". Green cards are auctioned: I keep bidding
# while the card is worth clearly more to me than the chips on it, else I decline and
# take the chips. Give left / Remove give away (remove) the card whose loss lowers my
# score most. A Sit out card is played on a card I would otherwise have to pay for when
# chips run short.

HIDDEN_COST = 15  # expected points of the unknown card that Take hidden brings
SITOUT_VALUE = 3
SPECIAL_SITOUT_CHIPS = 3


def _special_ids() -> dict[str, int]:
    return {name: card.id for name, card in BY_NAME.items()}


def special_gain(hand: Sequence[int], chips: int, card: int) -> float:
    """Points my final score drops by if ``card`` joins my display (negative: it rises)."""
    score = special_scoring.score
    before = score(sorted(hand), chips)
    after_hand = sorted([*hand, card])
    gain = float(before - score(after_hand, chips))
    kind = KIND.get(card)
    if kind == HIDDEN:
        gain -= HIDDEN_COST
    elif kind in (GIVELEFT, REMOVE):
        best = min(score([c for c in after_hand if c != drop], chips) for drop in after_hand)
        gain = float(before - best)
    elif kind == SITOUT:
        gain += SITOUT_VALUE
    return gain


def special_decision(
    me: int,
    legal: Sequence[Action],
    card: int | None,
    pot: int,
    hands: Sequence[Sequence[int]],
    chips: Sequence[int],
    stack_size: int,
    tiger: int | None,
    pending: str | None,
    number_hands: Sequence[set[int]] | None = None,
) -> Action:
    """The medium rule with special cards, on plain data (card ids, chip counts);
    ``number_hands`` (each display's number cards) may be passed in when known."""
    if len(legal) == 1:
        return legal[0]
    hand = list(hands[me])
    my_chips = chips[me]
    if pending is not None:
        score = special_scoring.score
        best = legal[0]
        best_score = None
        for action in legal:
            if isinstance(action, CardChoice):
                rest = list(hand)
                rest.remove(action.card)
                value = score(rest, my_chips)
                if best_score is None or value < best_score:
                    best, best_score = action, value
        return best
    if number_hands is None:
        number_hands = [{c for c in h if c < SPECIAL_BASE} for h in hands]
    numbers = number_hands[me]
    if TIGER in legal and tiger is not None and tiger_fits(numbers, tiger):
        return TIGER
    assert card is not None
    if card in GREEN_IDS:
        if DECLINE not in legal:
            return BID if BID in legal else legal[0]
        if BID not in legal:
            return DECLINE
        worth = special_gain(hand, my_chips, card)
        if my_chips >= 2 and worth > pot + 2:
            return BID
        return DECLINE
    if PASS not in legal:
        return TAKE
    if card < SPECIAL_BASE:
        take = medium_take(me, card, pot, number_hands, chips)
        cost = float(added_points(numbers, card) - pot)
    else:
        cost = -special_gain(hand, my_chips + pot, card) - pot
        take = cost <= DEFAULT_PARAMS.base
    if take:
        return TAKE
    if SIT_OUT in legal and my_chips <= SPECIAL_SITOUT_CHIPS and cost > DEFAULT_PARAMS.base:
        return SIT_OUT
    return PASS


def view_hands(view: NoThanksView) -> list[list[int]]:
    """Every display as sorted card ids (numbers and special cards)."""
    if view.specials is None:
        return [list(numbers) for numbers in view.cards]
    ids = _special_ids()
    return [
        sorted([*numbers, *(ids[name] for name in specials)])
        for numbers, specials in zip(view.cards, view.specials.held, strict=True)
    ]


def view_card(view: NoThanksView) -> int | None:
    """The card on offer as an id (a number, or a special card's id)."""
    if view.card is not None:
        return view.card
    special = view.specials.special if view.specials is not None else None
    return None if special is None else _special_ids()[special]


def easy_special(view: NoThanksView, specials: SpecialsView, legal: Sequence[Action]) -> Action:
    """The easy rule with special cards (``specials``: the view's part): bid once on
    green cards, then decline; take a red card once its pot is 6; give or remove the
    highest number card."""
    if specials.pending is not None:
        choices = [a for a in legal if isinstance(a, CardChoice)]
        numbers = [a for a in choices if a.card < SPECIAL_BASE]
        return max(numbers, key=lambda a: a.card) if numbers else choices[0]
    if specials.special_green:
        if BID in legal and view.pot == 0:
            return BID
        return DECLINE if DECLINE in legal else legal[0]
    if specials.special is not None:
        return TAKE if view.pot >= 6 or PASS not in legal else PASS
    return legal[0]
