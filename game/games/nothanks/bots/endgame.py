"""The end of a base-game No Thanks! round solved exactly (max-n with chance).

When at most :data:`ENDGAME_FLIPS` cards are left to flip after the one on offer, the
rest of the round is small enough to solve outright. Each card is offered round the
table (the seat asked takes it, or pays a chip and passes it on; a seat without chips
must take); a take gives the taker the card and its chips, and the taker flips
the next card, drawn uniformly from the unseen ones. Every seat chooses what is best for
itself (max-n, a take on a tie): the searcher by its search reward
(:func:`game.games.nothanks.bots.reward.rewards_of_points`), every other seat by its lead in
points over the mean of the others (the reward of public-style searchers). Backward
induction down each card's offers, the mean over each flip.

:func:`endgame_values` gives the searcher's expected reward and final score after *take*
and after *pass*. It reads only the :class:`Position` (the searcher's view: hands,
counted chips, the unseen pool), never a hidden card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.bots.search import ActionValue
from game.contract import Action
from game.games.nothanks.bots.fast import added, mask_points
from game.games.nothanks.bots.position import Position, fast_path_applies, position_of
from game.games.nothanks.bots.reward import SearchConfig, rewards_of_points
from game.games.nothanks.bots.search import (
    CfgT,
    FastValues,
    Iterate,
    Node,
    NodeT,
    iterate,
    values_with,
)
from game.games.nothanks.rules import PASS, TAKE, NoThanksView
from game.rng import Rng

ENDGAME_FLIPS = 1  # cards still to flip after the one on offer, at most, for the solve

Values = list[float]  # per seat its utility, then the searcher's final score
#: The searcher's reward of a round's end: (per-seat rewards, the searcher's final
#: score) from the position and each seat's points in the round.
PointsReward = Callable[[Position, Sequence[int]], tuple[list[float], float]]


class _Solver:
    """Backward induction over the rest of one position's round."""

    def __init__(self, pos: Position, reward: PointsReward) -> None:
        self.pos = pos
        self.reward = reward
        self.n = len(pos.hands)
        self.set_aside = len(pos.pool) - pos.stack_size  # unseen cards never flipped

    def leaf(self, points: Sequence[int]) -> Values:
        """The utilities of a finished round from each seat's points in it."""
        pos = self.pos
        mine, score = self.reward(pos, points)
        base = (
            [t + p for t, p in zip(pos.totals, points, strict=True)] if pos.last_round else points
        )
        total = sum(base)
        n = self.n
        values = [(total - s) / (n - 1) - s for s in base]
        values[pos.me] = mine[pos.me]
        values.append(score)
        return values

    def takes(
        self,
        hands: Sequence[int],
        chips: Sequence[int],
        card: int,
        pot: int,
        p: int,
        pool: Sequence[int],
    ) -> list[tuple[int, Values]]:
        """Each offer of ``card`` (``pot`` chips on it, ``p`` asked first, ``pool`` the
        unseen cards): the seat asked and the value if it takes."""
        return [
            (seat, self.after_take(hands, counts, card, pot + passes, seat, pool))
            for passes, (seat, counts) in enumerate(_offers(chips, p, self.n))
        ]

    def after_take(
        self,
        hands: Sequence[int],
        chips: Sequence[int],
        card: int,
        pot: int,
        p: int,
        pool: Sequence[int],
    ) -> Values:
        """The value after ``p`` takes ``card`` and ``pot``: the round's end, or the mean
        over the next flip of the offers that ``p`` opens."""
        taken = list(hands)
        taken[p] |= 1 << card
        counts = list(chips)
        counts[p] += pot
        if len(pool) <= self.set_aside:
            return self.leaf([mask_points(m) - c for m, c in zip(taken, counts, strict=True)])
        last = len(pool) - 1 <= self.set_aside
        total = [0.0] * (self.n + 1)
        for index, flipped in enumerate(pool):
            if last:
                value = self.last_card(taken, counts, flipped, p)
            else:
                rest = [*pool[:index], *pool[index + 1 :]]
                value = _backward(self.takes(taken, counts, flipped, 0, p, rest))
            for seat, v in enumerate(value):
                total[seat] += v
        return [v / len(pool) for v in total]

    def last_card(self, hands: Sequence[int], chips: Sequence[int], card: int, p: int) -> Values:
        """The value of the round's last card freshly offered to ``p``: only the taker's
        hand changes, so each seat's card points are worked out once."""
        cards = [mask_points(m) for m in hands]
        gains = [added(m, card) for m in hands]
        takes = []
        for passes, (seat, counts) in enumerate(_offers(chips, p, self.n)):
            points = [a - c for a, c in zip(cards, counts, strict=True)]
            points[seat] += gains[seat] - passes  # the taker's card and the chips on it
            takes.append((seat, self.leaf(points)))
        return _backward(takes)


def _offers(chips: Sequence[int], p: int, n: int) -> list[tuple[int, list[int]]]:
    """The offers of one card from seat ``p`` on: the seat asked and every seat's chips
    then, until a seat without chips (which must take)."""
    counts = list(chips)
    found = []
    while True:
        found.append((p, list(counts)))
        if not counts[p]:
            return found
        counts[p] -= 1
        p = p + 1 if p + 1 < n else 0


def _backward(takes: Sequence[tuple[int, Values]]) -> Values:
    """The outcome of a card's offers by backward induction: each seat asked takes when
    that is at least as good for it as what follows its pass."""
    best = takes[-1][1]
    for seat, value in reversed(takes[:-1]):
        if value[seat] >= best[seat]:
            best = value
    return best


def endgame_applies(pos: Position) -> bool:
    """True when the rest of ``pos``'s round is small enough for :func:`endgame_values`
    and the seat to act is the searcher with a chip to pay."""
    return pos.stack_size <= ENDGAME_FLIPS and pos.player == pos.me and pos.chips[pos.me] > 0


def endgame_values(pos: Position, cfg: SearchConfig) -> tuple[Values, Values]:
    """The searcher's (reward, final score) after *take* and after *pass*, each as
    ``[reward, score]`` (see the module docstring); ``pos`` must pass
    :func:`endgame_applies`."""
    return endgame_values_by(pos, lambda at, points: rewards_of_points(at, points, cfg))


def endgame_values_by(pos: Position, reward: PointsReward) -> tuple[Values, Values]:
    """:func:`endgame_values` with the searcher's reward given as a function of the
    position and each seat's points in the round (the search lab's other rewards)."""
    takes = _Solver(pos, reward).takes(
        pos.hands, pos.chips, pos.card, pos.pot, pos.player, pos.pool
    )
    took, passed = takes[0][1], _backward(takes[1:])
    me = pos.me
    return [took[me], took[-1]], [passed[me], passed[-1]]


def fast_values_with(cfg: SearchConfig) -> FastValues:
    """The shipped search (:func:`game.games.nothanks.bots.search.iterate` in the frame of
    :func:`~game.games.nothanks.bots.search.values_with`) with the round's last cards solved
    exactly (:func:`solving_ends`)."""
    return solved_values_with(cfg, Node, iterate, cfg)


def solved_values_with(
    search: SearchConfig, new_root: Callable[[], NodeT], step: Iterate[NodeT, CfgT], cfg: CfgT
) -> FastValues:
    """:func:`game.games.nothanks.bots.search.values_with` (``step`` with ``cfg`` from
    ``new_root()``, ``search`` the frame's settings) with the round's last cards solved
    exactly for ``search``'s reward: the frame every variant of the hard search shares."""
    return solving_ends(
        values_with(search, new_root, step, cfg),
        lambda pos, points: rewards_of_points(pos, points, search),
    )


def solving_ends(searched: FastValues, reward: PointsReward) -> FastValues:
    """``searched``, except where :func:`endgame_applies`: there the round's last cards
    are solved exactly for ``reward``; the better action gets the larger half of the
    visits (take on a tie), both their exact values."""

    def values(
        view: NoThanksView, legal: Sequence[Action], rng: Rng, iterations: int
    ) -> list[ActionValue] | None:
        if fast_path_applies(view) and set(legal) == {TAKE, PASS}:
            pos = position_of(view)
            if endgame_applies(pos):
                took, passed = endgame_values_by(pos, reward)
                more, fewer = iterations - iterations // 2, iterations // 2
                take_visits = more if took[0] >= passed[0] else fewer
                take = ActionValue(TAKE, take_visits, took[0], took[1])
                pass_ = ActionValue(PASS, iterations - take_visits, passed[0], passed[1])
                return [take if action == TAKE else pass_ for action in legal]
        return searched(view, legal, rng, iterations)

    return values
