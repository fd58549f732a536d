"""One seat's Nyet! round breakdown in words (the results screen's round table), in the
current language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from game.games.nyet.scoring import NyetBreakdown
from scenes.core.i18n import _, ngettext
from scenes.core.phrases import signed


def breakdown_lines(seat_breakdown: Mapping[str, object]) -> list[str]:
    """The team's tricks and loot, and the round score they make."""
    if "team_tricks" not in seat_breakdown:
        return [", ".join(f"{k}: {v}" for k, v in seat_breakdown.items())]
    breakdown = cast(NyetBreakdown, seat_breakdown)
    tricks, loot = int(breakdown.get("team_tricks", 0)), breakdown.get("team_loot", 0)
    value = int(breakdown.get("value", 0))
    team = ngettext(
        "Team {number}: {tricks} trick + {loot} loot (own: {own_tricks} + {own_loot})",
        "Team {number}: {tricks} tricks + {loot} loot (own: {own_tricks} + {own_loot})",
        tricks,
    ).format(
        number=int(breakdown.get("team", 0)) + 1,
        tricks=tricks,
        loot=loot,
        own_tricks=breakdown.get("tricks"),
        own_loot=breakdown.get("loot"),
    )
    if breakdown.get("bonus"):
        sum_ = _("({tricks} + {loot}) × {value} × 2 (Bonus card) = {score}")
    else:
        sum_ = _("({tricks} + {loot}) × {value} = {score}")
    score = sum_.format(tricks=tricks, loot=loot, value=signed(value), score=breakdown.get("score"))
    return [team, score]
