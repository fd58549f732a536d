"""Which table scene, score breakdown text and rules text each game uses.

A game without an entry here still gets the generic table (buttons named by the action
notation), the generic results and its summary as rules, so a newly registered game is
playable at once; a dedicated table replaces that later.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from typing import TYPE_CHECKING, Any

from scenes.table.scene import TableScene

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.core.session import GameSession


def table_for(app: Host, session: GameSession, autosave: bool = True) -> TableScene:
    """The table scene for the session's game: the generic table with the game's kit."""
    module = import_module(f"scenes.{session.spec.id}.kit")
    return TableScene(app, session, module.TABLE_KIT, autosave)


def breakdown_lines(game_id: str, breakdown: Mapping[str, Any]) -> list[str]:
    """One seat's round breakdown in words."""
    if game_id == "nothanks" and "runs" in breakdown:
        runs = breakdown.get("runs") or []
        parts = []
        for run in runs:
            if len(run) == 1:
                parts.append(str(run[0]))
            else:
                parts.append(f"{run[0]}–{run[-1]} (counts {run[0]})")
        cards = ", ".join(parts) if parts else "no cards"
        points = breakdown.get("card_points", 0)
        chips = breakdown.get("chip_value", breakdown.get("chips", 0))
        return [
            f"Cards: {cards}",
            f"{points} card points − {chips} chips = {breakdown.get('score')}",
        ]
    if game_id == "playorpay":
        from scenes.playorpay.words import playorpay_breakdown

        return playorpay_breakdown(dict(breakdown))
    if game_id == "nyet" and "team_tricks" in breakdown:
        tricks, loot = breakdown.get("team_tricks", 0), breakdown.get("team_loot", 0)
        value = int(breakdown.get("value", 0))
        bonus = " × 2 (Bonus card)" if breakdown.get("bonus") else ""
        return [
            f"Team {int(breakdown.get('team', 0)) + 1}: {tricks} tricks + {loot} loot"
            f" (own: {breakdown.get('tricks')} + {breakdown.get('loot')})",
            f"({tricks} + {loot}) × {value:+d}{bonus} = {breakdown.get('score')}",
        ]
    return [", ".join(f"{k}: {v}" for k, v in breakdown.items())]


def total_heading(game_id: str, options: Mapping[str, Any]) -> str:
    """The heading of the results' total column: "Total" (the sum of the round columns),
    or what the column holds when it is not that sum (Play or Pay's token game: each
    round column is a token change and the total is the tokens held at the end)."""
    if game_id == "playorpay" and not options.get("sevens"):
        return "Tokens"
    return "Total"
