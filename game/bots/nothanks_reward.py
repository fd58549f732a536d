"""What the No Thanks! integer-model searches value: :class:`SearchConfig` (the
settings of :func:`game.bots.nothanks_search.search`, whose docstring explains them)
and the per-seat rewards of a finished round under those settings."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.bots.nothanks_fast import (
    STRONG,
    THRESHOLD,
    StrongParams,
    ThresholdParams,
    mask_points,
)
from game.bots.nothanks_position import Position

WIN_WEIGHT = 0.75


@dataclass(frozen=True)
class SearchConfig:
    """How :func:`search` values and plays out (see the module docstring)."""

    reward: str = "win"  # "win" or "points"
    playout: str = "strong"  # "strong", "imitation" or "threshold"
    exploration: float = 0.7
    scale: float = 15.0  # score unit of the margin term of the "win" reward
    win_weight: float = WIN_WEIGHT  # weight of the win share in the "win" reward
    strong: StrongParams = STRONG
    threshold: ThresholdParams = THRESHOLD
    paired: bool = False  # iterations in pairs: take and pass on the same draw
    win_share: float = 0.0  # "relative": weight of the share of the win in the last round
    prior: float = 0.0  # progressive bias towards the threshold rule's move, in reward units
    flat: bool = False  # no tree below the root: every iteration plays out after its first move
    mix: float = 0.0  # imitation playouts: chance an opponent plays the greedy rule instead
    infer: bool = False  # mix per seat, from its moves this round (game.bots.nothanks_infer)
    sure: float = 0.0  # paired: stop early when take and pass differ by this many errors
    least_pairs: int = 250  # paired: pairs searched before an early stop
    endgame: bool = False  # solve the round's last cards exactly (game.bots.nothanks_endgame)


def rewards(
    pos: Position, hands: Sequence[int], chips: Sequence[int], cfg: SearchConfig
) -> tuple[list[float], float]:
    """Per-seat rewards of a finished round and the searcher's final score."""
    points = [mask_points(m) - c for m, c in zip(hands, chips, strict=True)]
    return rewards_of_points(pos, points, cfg)


def rewards_of_points(
    pos: Position, points: Sequence[int], cfg: SearchConfig
) -> tuple[list[float], float]:
    """:func:`rewards` from each seat's points in the round (card points − chips)."""
    n = len(points)
    if cfg.reward != "win" or not pos.last_round:
        scores = [t + p for t, p in zip(pos.totals, points, strict=True)]
        base = scores if pos.last_round else points
        total = sum(base)
        if cfg.reward == "points":
            return [(total - s) / (n - 1) - s for s in base], scores[pos.me]
        tanh = math.tanh
        lead = [0.5 + 0.5 * tanh(((total - s) / (n - 1) - s) / cfg.scale) for s in base]
        weight = cfg.win_share if pos.last_round else 0.0
        if weight:
            best = min(base)
            share = 1.0 / base.count(best)
            lead = [
                weight * (share if s == best else 0.0) + (1.0 - weight) * r
                for s, r in zip(base, lead, strict=True)
            ]
        return lead, scores[pos.me]
    scores = [t + p for t, p in zip(pos.totals, points, strict=True)]
    best = min(scores)
    share = 1.0 / scores.count(best)
    result = []
    for seat, mine in enumerate(scores):
        others = min(s for other, s in enumerate(scores) if other != seat)
        shaped = 0.5 + 0.5 * math.tanh((others - mine) / cfg.scale)
        win = share if mine == best else 0.0
        result.append(cfg.win_weight * win + (1.0 - cfg.win_weight) * shaped)
    return result, scores[pos.me]
