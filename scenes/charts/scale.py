"""Axis arithmetic for the charts (no pygame): round grid steps and value-to-pixel maps."""

from __future__ import annotations

import math
from dataclasses import dataclass


def nice_step(span: float, lines: int = 4) -> float:
    """A round step (1, 2, 2.5 or 5 times a power of ten) giving about ``lines`` grid
    lines over ``span`` (a span of 0 or less is taken as 1)."""
    raw = max(span, 1e-9 if span > 0 else 1.0) / max(1, lines)
    magnitude = 10.0 ** math.floor(math.log10(raw))
    for k in (1.0, 2.0, 2.5, 5.0):
        if raw <= k * magnitude:
            return k * magnitude
    return 10.0 * magnitude


@dataclass(frozen=True)
class Axis:
    """Values ``low``..``high`` (``low < high``) on grid lines ``step`` apart."""

    low: float
    high: float
    step: float

    def ticks(self) -> list[float]:
        """The grid values from ``low`` to ``high``."""
        count = round((self.high - self.low) / self.step)
        return [self.low + k * self.step for k in range(count + 1)]

    def fraction(self, value: float) -> float:
        """Where ``value`` lies: 0 at ``low``, 1 at ``high``."""
        return (value - self.low) / (self.high - self.low)


def axis_for(
    values: list[float],
    floor: float | None = None,
    ceiling: float | None = None,
    whole: bool = False,
) -> Axis:
    """An axis holding every value (and ``floor`` / ``ceiling`` if given), on round
    steps (``whole``: steps of whole numbers, for counts)."""
    low = min([*values, *([] if floor is None else [floor])], default=0.0)
    high = max([*values, *([] if ceiling is None else [ceiling])], default=1.0)
    single = high - low < 1e-9
    if single:  # one value: a span around it, so its grid reads plainly
        pad = max(2.0, abs(high) * 0.1)
        # A value of 0 or more keeps the axis at 0 or more (no −2 under a score of 0).
        bottom = 0.0 if low >= 0 else low - pad
        low, high = (low if low == floor else max(bottom, low - pad)), high + pad
    step = nice_step(high - low)
    if whole or (single and float(values[0] if values else 0).is_integer()):
        # Whole values: whole steps (2.5 becomes 2, not 3: the grid stays on round numbers).
        step = 2.0 if step == 2.5 else float(max(1, math.ceil(step)))
    low = step * math.floor(low / step)
    high = max(low + step, step * math.ceil(high / step))
    return Axis(low, high, step)
