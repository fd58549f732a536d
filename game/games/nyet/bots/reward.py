"""Team-aware search rewards for Nyet!: a seat is credited with its team's result.

The generic reward (:func:`game.bots.search.rewards`) measures a seat against the best
*other* seat, which in a partnership game is usually its partner (same score): a winning
team then sees no margin at all, and a losing seat's margin is diluted. Here a seat is
measured against the other team only:

* a finished game: ``WIN_WEIGHT`` × the seat's share of the win (1/k when k seats win)
  plus the rest × ``(1 + tanh(margin / scale)) / 2``, where the margin is the seat's
  score minus the best score of the other team;
* a playout cut off at the end of a round (multi-round games): ``(1 + tanh(d / scale))
  / 2``, where ``d`` is the seat's points gained since ``start`` minus the mean gain of
  the other team.

Teams are read from the last finished round's breakdown (a playout always ends at the
end of a round). Rewards are in [0, 1].
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from game.bots.search import WIN_WEIGHT, rewards
from game.contract import State

if TYPE_CHECKING:
    from game.games.nyet.scoring import NyetBreakdown


def team_rewards(state: State, scale: float, start: Sequence[float] | None) -> list[float]:
    """Per-seat rewards of a playout's end (see the module docstring)."""
    results = state.round_results()
    if not results or not results[-1].breakdown:
        return rewards(state, scale, start)
    last = cast("tuple[NyetBreakdown, ...]", results[-1].breakdown)
    teams = [int(item["team"]) for item in last]
    scores = state.scores()
    n = len(scores)
    tanh = math.tanh
    if not state.is_terminal():
        gains = (
            [now - before for now, before in zip(scores, start, strict=True)]
            if start is not None
            else scores
        )
        rivals = {}  # per team: the mean gain of the seats not in it (summed in seat order)
        for side in set(teams):
            others = [gains[s] for s in range(n) if teams[s] != side]
            rivals[side] = sum(others) / len(others) if others else 0.0
        return [0.5 + 0.5 * tanh((gains[seat] - rivals[teams[seat]]) / scale) for seat in range(n)]
    winners = state.winners()
    share = 1.0 / len(winners)
    out = []
    for seat in range(n):
        others = [scores[s] for s in range(n) if teams[s] != teams[seat]]
        margin = scores[seat] - max(others) if others else 0.0
        win = share if seat in winners else 0.0
        out.append(WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * (0.5 + 0.5 * tanh(margin / scale)))
    return out
