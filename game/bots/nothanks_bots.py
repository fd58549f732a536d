"""No Thanks! bots: easy and medium heuristics, and the hard searcher's game adapter.

Every bot reads only a :class:`~game.nothanks.rules.NoThanksView`. Chip counts are
recounted from the public move list (chip movements are public, DECISIONS.md §1), so the
bots play the same with hidden or open chips.

* **easy** — what a casual player does: take a card that fits one of my runs, or one
  whose pot has grown to a third of its value; must take with no chips.
* **medium** — "take when the card's added points minus the pot fall below a threshold
  that rises as my chips run out", plus the two standard tactics: a card that fits my
  run is *milked* (passed round again) while no opponent would take it first, and a
  card that would fit an opponent's run is taken sooner. Hidden Tiger: the tiger card
  is played as soon as it adds no points.
* **hard** — ISMCTS (:mod:`game.bots.search`) over stacks, set-aside cards and hidden
  tigers redrawn consistently with the view; playouts use the medium rule.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from game.bots.search import SearchBot, SearchGame
from game.contract import Action, State
from game.nothanks.rules import (
    ALL_CARDS,
    AMIGO_REMOVALS,
    PASS,
    TAKE,
    TIGER,
    NoThanksState,
    NoThanksView,
)
from game.rng import Rng

# Tuned with `python -m game arena` self-play (see the report in the issue).
HARD_ITERATIONS = 600


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


def counted_chips(view: NoThanksView) -> list[int]:
    """Every seat's chips, recounted from this round's public moves."""
    chips = [view.starting_chips] * view.num_players
    pot = 0
    for seat, move in view.moves:
        if move == "pass":
            chips[seat] -= 1
            pot += 1
        elif move == "take":
            chips[seat] += pot
            pot = 0
    return chips


# Medium heuristic ----------------------------------------------------------------------


@dataclass(frozen=True)
class MediumParams:
    """Tunable constants of the medium rule."""

    base: float = 12.0  # accepted cost (added points − pot) with plenty of chips
    per_missing_chip: float = 0.0  # extra accepted cost per chip below ``comfort``
    comfort: int = 8  # chip count below which cards get cheaper to take
    gap_bonus: float = 0.0  # cost discount when the card is two away from my card
    rival_bonus: float = 0.0  # cost discount when the card would fit a rival's run
    rival_take: float = 8.0  # a rival is assumed to take when their cost is below this
    late_bonus: float = 0.0  # extra accepted cost when few cards remain


DEFAULT_PARAMS = MediumParams()


def medium_take(
    me: int,
    card: int,
    pot: int,
    hands: Sequence[set[int] | frozenset[int]],
    chips: Sequence[int],
    stack_size: int,
    params: MediumParams = DEFAULT_PARAMS,
) -> bool:
    """The medium rule: True to take ``card`` now, False to pay a chip."""
    my_chips = chips[me]
    if my_chips <= 0:
        return True
    hand = hands[me]
    added = added_points(hand, card)
    n = len(chips)
    if added <= 0:
        # Fits my run: milk it while no rival would take it before it comes back.
        return _rival_takes_before_me(me, card, pot, hands, chips, params)
    cost = float(added - pot)
    if card - 2 in hand or card + 2 in hand:
        cost -= params.gap_bonus
    for seat in range(n):
        if seat != me and added_points(hands[seat], card) <= 0:
            cost -= params.rival_bonus
            break
    threshold = params.base + params.per_missing_chip * max(0, params.comfort - my_chips)
    if stack_size <= 6:
        threshold += params.late_bonus
    return cost <= threshold


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
    """Takes what fits or what carries a third of its value in chips."""

    level = "easy"

    def choose(self, view: NoThanksView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        hand = set(view.cards[view.player])
        if TIGER in legal and view.my_tiger is not None and tiger_fits(hand, view.my_tiger):
            return TIGER
        if PASS not in legal:
            return TAKE
        card = view.card
        assert card is not None
        if card - 1 in hand or card + 1 in hand or view.pot * 3 >= card:
            return TAKE
        return PASS


class MediumNoThanksBot:
    """The medium rule (see the module docstring)."""

    level = "medium"

    def __init__(self, params: MediumParams = DEFAULT_PARAMS) -> None:
        self.params = params

    def choose(self, view: NoThanksView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
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
            view.stack_size,
            self.params,
        )
        return TAKE if take else PASS


# Hard: the search adapter ------------------------------------------------------------------


def determinise(view: NoThanksView, rng: Rng) -> NoThanksState:
    """A state whose view for ``view.player`` is ``view``; the stack order, set-aside
    cards and other players' unplayed tigers drawn from ``rng``."""
    return determiniser(view)(rng)


def determiniser(
    view: NoThanksView, legal: Sequence[Action] = ()
) -> Callable[[Rng], NoThanksState]:
    """A sampler of states consistent with ``view`` (see :func:`determinise`)."""
    n = view.num_players
    moves = view.moves
    hidden_tiger = any(view.holds_tiger) or any(move == "tiger" for _, move in moves)
    removed: tuple[int, ...] = tuple(view.removed_open)
    amigo = bool(removed)
    amigo_removed = "10-20-30"
    for name, cards_out in AMIGO_REMOVALS.items():
        if tuple(cards_out) == removed:
            amigo_removed = name
    options: dict[str, Any] = {
        "rounds": view.rounds,
        "first_player": "random",
        "chips": "open" if view.chips_open else "hidden",
        "hidden_tiger": hidden_tiger,
        "amigo": amigo,
        "amigo_removed": amigo_removed,
    }
    state = object.__new__(NoThanksState)
    state.num_players = n
    state.options = options
    state.rng = Rng(0)
    state.deals = None
    state.rounds = view.rounds
    state.amigo = amigo
    state.hidden_tiger = hidden_tiger
    state.chips_open = view.chips_open
    state.start_chips = view.starting_chips
    state.round_first = moves[0][0] if moves else view.current_player
    state.round = view.round
    state.totals = list(view.totals)
    state.finished = []
    state.player = view.current_player
    state.card = view.card
    state.pot = view.pot
    state.removed_open = list(removed)
    state.chips = counted_chips(view)
    state.hands = [list(cards) for cards in view.cards]
    state.moves = [(seat, _MOVES[text]) for seat, text in moves]
    known: set[int] = set(removed)
    for cards in view.cards:
        known.update(cards)
    if view.card is not None:
        known.add(view.card)
    if view.my_tiger is not None:
        known.add(view.my_tiger)
    pool = [c for c in ALL_CARDS if c not in known]
    size = view.stack_size
    tiger_seats = [s for s in range(n) if s != view.player and view.holds_tiger[s]]
    rest = size + len(tiger_seats)
    state.stack = []
    state.unseen = []
    state.tigers = [view.my_tiger if s == view.player else None for s in range(n)]

    def sample(rng: Rng) -> NoThanksState:
        other = state.clone()
        other.rng = rng.fork()
        unknown = pool[:]
        rng.shuffle(unknown)
        other.stack = unknown[:size]
        tigers = other.tigers
        for index, seat in enumerate(tiger_seats):
            tigers[seat] = unknown[size + index]
        other.unseen = unknown[rest:]
        return other

    return sample


_MOVES = {move.value: move for move in (TAKE, PASS, TIGER)}


def _playout(state: State, rng: Rng) -> None:
    """Play a determinised No Thanks! state to the end with the medium rule (each seat's
    threshold jittered by up to ±2 per playout, for variety), fast: a card's offers
    round the table run on local variables, and only the last take of a round goes
    through ``apply`` (which scores the round and deals the next one)."""
    assert isinstance(state, NoThanksState)
    n = state.num_players
    rival_take = DEFAULT_PARAMS.rival_take
    limits = [DEFAULT_PARAMS.base + rng.below(5) - 2 for _ in range(n)]
    steps = range(1, n)
    while state.player >= 0:
        hands = [set(hand) for hand in state.hands]
        chips = state.chips
        tigers = state.tigers
        stack = state.stack
        card = state.card
        assert card is not None
        pot = state.pot
        p = state.player
        while True:
            added = [added_points(hand, card) for hand in hands]
            while True:
                tiger = tigers[p]
                if tiger is not None and added_points(hands[p], tiger) <= 0:
                    tigers[p] = None
                    hands[p].add(tiger)
                    added[p] = added_points(hands[p], card)
                if not chips[p]:
                    break
                mine = added[p]
                if mine <= 0:
                    if any(
                        not chips[(p + s) % n] or added[(p + s) % n] - pot - s <= rival_take
                        for s in steps
                    ):
                        break
                elif mine - pot <= limits[p]:
                    break
                chips[p] -= 1
                pot += 1
                p = (p + 1) % n
            if not stack:
                state.hands = [sorted(hand) for hand in hands]
                state.card = card
                state.pot = pot
                state.player = p
                state.apply(TAKE)
                break
            hands[p].add(card)
            chips[p] += pot
            pot = 0
            card = stack.pop()


def _policy(state: State, legal: Sequence[Action], rng: Rng) -> Action:
    assert isinstance(state, NoThanksState)
    p = state.player
    hands = [set(hand) for hand in state.hands]
    tiger = state.tigers[p]
    if tiger is not None and TIGER in legal and tiger_fits(hands[p], tiger):
        return TIGER
    if PASS not in legal:
        return TAKE
    card = state.card
    assert card is not None
    take = medium_take(p, card, state.pot, hands, state.chips, len(state.stack))
    return TAKE if take else PASS


def _public_key(state: State) -> Hashable:
    assert isinstance(state, NoThanksState)
    return state.card


SEARCH_GAME = SearchGame(
    determiniser=determiniser,
    playout_policy=_policy,
    score_scale=15.0,
    public_key=_public_key,
    playout=_playout,
)


def hard_bot(iterations: int = HARD_ITERATIONS) -> SearchBot:
    """The hard No Thanks! bot."""
    return SearchBot(SEARCH_GAME, iterations)
