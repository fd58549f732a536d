"""When a review's search may stop early: the move played is clearly the best one.

A review rates the move a seat played against the hard search's best
(:func:`game.review.run.rate_decision`). Most moves are the search's own choice, and
for those the full budget only confirms what the first part of it already shows. The
rule here stops the search (:func:`game.bots.search.search`'s ``stop``) once, after at
least :data:`MIN_SHARE` of the budget:

* every legal action has been tried, and the played one is the most visited, strictly
  (so it is the search's best, and the decision is rated fine with no loss); and
* no other action can be worth an inaccuracy more with confidence: for each other
  action ``j``, ``mean(j) − mean(played) + Z·σ·√(1/n(j) + 1/n(played))`` stays below
  the game's value inaccuracy threshold. ``σ²`` is the variance of one playout's
  reward, pooled over the root actions and estimated from what the search shows between
  two looks (batch means: an action visited ``k`` times in a batch whose rewards add up
  to ``S`` contributes ``(S − k·mean)²`` for ``k`` rewards), at least
  :data:`MIN_VARIANCE`.

A move that is not the most visited is never cut short: its loss needs the full
search (and the pair search after it). The statistics of a stopped search are exactly
the full search's after that many iterations (the same generator, drawn in the same
order), so a review stays deterministic: the same record gives the same review in any
order and on any number of cores. ``tests/test_review_early.py`` checks on stored
records that the ratings agree with the full search's.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from game.bots.search import SETTLE_CHECK, Edge
from game.contract import Action

#: The least share of the budget searched before a review may stop: it guards the
#: variance estimate, the bound decides. 0.2 (was 0.25) stops the hard Nyet! search of a
#: move the search also plays at 144 iterations of 700 instead of 176, and left every
#: rating of the full search unchanged on 5 Nyet! and 3 Play or Pay records
#: (docs/performance.md); 0.15 changed one.
MIN_SHARE = 0.2
#: Standard errors the played move's lead must hold by (about a one-sided 98 % bound).
Z = 2.0
#: The least variance of one playout's reward assumed (an estimate is never exact).
MIN_VARIANCE = 0.01

#: ``stop(root_edges, done)``, as :func:`game.bots.search.search` asks it.
StopFn = Callable[[dict[Action, Edge], int], bool]


class _Spread:
    """The pooled variance of one playout's reward, from the root edges' totals seen at
    each look (see the module docstring)."""

    def __init__(self) -> None:
        self.seen: dict[Action, tuple[int, float]] = {}
        self.squares = 0.0
        self.count = 0

    def update(self, edges: dict[Action, Edge]) -> float:
        """Take in the batch since the last look; the variance so far."""
        seen = self.seen
        for action, edge in edges.items():
            visits, total = edge.visits, edge.total
            before, before_total = seen.get(action, (0, 0.0))
            batch = visits - before
            if batch > 0:
                deviation = total - before_total - batch * total / visits
                self.squares += deviation * deviation
                self.count += batch
                seen[action] = (visits, total)
        return max(self.squares / self.count if self.count else 0.25, MIN_VARIANCE)


def clearly_best(
    edges: dict[Action, Edge], chosen: Hashable, actions: int, margin: float, variance: float
) -> bool:
    """True when ``chosen`` is strictly the most visited of ``edges`` (all ``actions``
    tried) and no other action's mean beats it by ``margin`` within the bound, for
    rewards of this ``variance`` (see the module docstring)."""
    mine = edges.get(chosen)
    if mine is None or len(edges) < actions or mine.visits == 0:
        return False
    mean = mine.total / mine.visits
    for action, edge in edges.items():
        if action == chosen:
            continue
        if edge.visits == 0 or edge.visits >= mine.visits:
            return False
        bound = Z * math.sqrt(variance * (1.0 / edge.visits + 1.0 / mine.visits))
        if edge.total / edge.visits - mean + bound >= margin:
            return False
    return True


def fine_stop(chosen: Hashable, actions: int, budget: int, margin: float) -> StopFn:
    """The ``stop`` of a review search of ``budget`` iterations over ``actions`` legal
    actions, in which ``chosen`` was played: :func:`clearly_best` with the game's value
    inaccuracy threshold ``margin``, from :data:`MIN_SHARE` of the budget on (the
    variance is taken in at every look, from the first)."""
    first = max(SETTLE_CHECK, math.ceil(budget * MIN_SHARE))
    spread = _Spread()

    def stop(edges: dict[Action, Edge], done: int) -> bool:
        variance = spread.update(edges)
        return done >= first and clearly_best(edges, chosen, actions, margin, variance)

    return stop
