"""What the hard No Thanks! bot's integer-model search values: :class:`SearchConfig`
(the settings of :func:`game.games.nothanks.bots.search.search`) and the per-seat rewards of
a finished round."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.games.nothanks.bots.fast import TakeRule, mask_points
from game.games.nothanks.bots.position import Position


@dataclass(frozen=True)
class SearchConfig:
    """The settings of the hard bot's search.

    ``exploration`` is the UCB1 constant at the root (used only for an odd iteration, or
    when the seat to act has no chip); ``scale`` the score unit of the reward (see
    :func:`rewards_of_points`); ``mix`` the prior share of playouts in which an opponent
    plays the greedy rule (:func:`game.games.nothanks.bots.infer.greedy_odds` refines it per
    seat from its moves); the paired search stops once take and pass differ by ``sure``
    standard errors, checked from ``least_pairs`` pairs on (never with ``sure`` 0);
    with ``own``, the searcher's own later decisions in the playouts follow that rule
    instead of the imitation rule; ``deny`` is added to the other seats' take log-odds
    in the playouts for a card next to one of the searcher's cards; ``rival`` is the
    share of the best other seat in what a seat's lead is measured against (the rest is
    the mean of the other seats, see :func:`rewards_of_points`).
    """

    exploration: float
    scale: float
    mix: float
    sure: float
    least_pairs: int = 250
    own: TakeRule | None = None
    deny: float = 0.0
    rival: float = 0.0


def rewards(
    pos: Position, hands: Sequence[int], chips: Sequence[int], cfg: SearchConfig
) -> tuple[list[float], float]:
    """Per-seat rewards of a finished round and the searcher's final score."""
    points = [mask_points(m) - c for m, c in zip(hands, chips, strict=True)]
    return rewards_of_points(pos, points, cfg)


def rewards_of_points(
    pos: Position, points: Sequence[int], cfg: SearchConfig
) -> tuple[list[float], float]:
    """:func:`rewards` from each seat's points in the round (card points − chips): each
    seat's ``(1 + tanh(lead / scale)) / 2`` of its lead over the other seats (lower is
    better), on final scores in the last round and on the round's points in an earlier
    one (a round decides no winner by itself); rewards are in [0, 1]. The lead is over
    the mean of the other seats, or with ``rival`` > 0 over ``rival`` × the best of them
    + (1 − ``rival``) × their mean."""
    n = len(points)
    scores = [t + p for t, p in zip(pos.totals, points, strict=True)]
    base = scores if pos.last_round else points
    total = sum(base)
    tanh = math.tanh
    scale = cfg.scale
    if not cfg.rival:
        lead = [0.5 + 0.5 * tanh(((total - s) / (n - 1) - s) / scale) for s in base]
        return lead, scores[pos.me]
    rival = cfg.rival
    low, second = sorted(base)[:2]
    against = [
        (1 - rival) * (total - s) / (n - 1) + rival * (second if s == low else low) for s in base
    ]
    lead = [0.5 + 0.5 * tanh((a - s) / scale) for a, s in zip(against, base, strict=True)]
    return lead, scores[pos.me]
