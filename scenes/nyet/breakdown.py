"""One seat's Nyet! round breakdown in words (the results screen's round table)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scenes.core.phrases import plural


def breakdown_lines(breakdown: Mapping[str, Any]) -> list[str]:
    """The team's tricks and loot, and the round score they make."""
    if "team_tricks" not in breakdown:
        return [", ".join(f"{k}: {v}" for k, v in breakdown.items())]
    tricks, loot = breakdown.get("team_tricks", 0), breakdown.get("team_loot", 0)
    value = int(breakdown.get("value", 0))
    bonus = " × 2 (Bonus card)" if breakdown.get("bonus") else ""
    return [
        f"Team {int(breakdown.get('team', 0)) + 1}: {plural(int(tricks), 'trick')} + {loot} loot"
        f" (own: {breakdown.get('tricks')} + {breakdown.get('loot')})",
        f"({tricks} + {loot}) × {value:+d}{bonus} = {breakdown.get('score')}",
    ]
