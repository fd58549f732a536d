"""The generic reward of a search playout's end: what each seat's result is worth to it,
in [0, 1].

**Reward.** For each seat: ``WIN_WEIGHT`` × its share of the win (1/k when k seats tie
for it, 0 when it loses) plus ``1 − WIN_WEIGHT`` × a normalised score margin,
``(1 + tanh(margin / scale)) / 2``, where the margin is the seat's lead over the best
other seat (positive is good whether higher or lower scores win) and ``scale`` is a
per-game score unit. The win share is what the game is about; the margin term breaks
ties among lost or won games (it prefers near-wins and big wins) and makes the signal
less sparse. A playout cut off at the end of a round is valued by the points gained
in it against the mean gain of the other seats (see :func:`rewards`). Rewards are in
[0, 1].
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.contract import State

WIN_WEIGHT = 0.75


def rewards(state: State, scale: float, start: Sequence[float] | None = None) -> list[float]:
    """Per-seat reward in [0, 1] of a finished game (see the module docstring).

    A playout cut off before the end (multi-round games searched to the end of the round
    in play) is valued by the points gained since ``start`` (the scores when the search
    began) alone, against the mean of the other seats' gains:
    ``(1 + tanh((mine − mean of others) / scale)) / 2``. Who leads after an early round
    says little about who wins, and an earlier lead must not flatten the signal, but
    every point gained on the others counts.
    """
    scores = state.scores()
    sign = -1.0 if state.lower_score_wins else 1.0
    if not state.is_terminal() and start is not None:
        scores = [now - before for now, before in zip(scores, start, strict=True)]
    signed = [sign * s for s in scores]
    if not state.is_terminal():
        n = len(signed)
        total = sum(signed)
        return [
            0.5 + 0.5 * math.tanh((mine - (total - mine) / (n - 1)) / scale) if n > 1 else 0.5
            for mine in signed
        ]
    winners = state.winners()
    share = 1.0 / len(winners)
    result = []
    for seat, mine in enumerate(signed):
        others = [v for other, v in enumerate(signed) if other != seat]
        margin = mine - max(others) if others else 0.0
        win = share if seat in winners else 0.0
        shaped = 0.5 + 0.5 * math.tanh(margin / scale)
        result.append(WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * shaped)
    return result
