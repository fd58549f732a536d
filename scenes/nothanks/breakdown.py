"""No Thanks! round breakdowns in words (base game and special cards, DECISIONS.md §2).

:func:`breakdown_lines` turns one seat's breakdown (``round_results()[i].breakdown[seat]``)
into short lines: the cards, the score sum, then one line per special-card effect. The
first two lines are the summary shown in a results row; all lines go in its tooltip.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

CHIP_WORDS = {"halve": "halved", "double": "doubled", "against": "against you"}


def _runs_text(runs: list[list[int]], jokers: list[int]) -> str:
    parts = []
    for run in runs:
        marks = ["J" + str(c) if c in jokers else str(c) for c in run]
        if len(run) == 1:
            parts.append(marks[0])
        else:
            parts.append(f"{marks[0]}–{marks[-1]} (counts {run[0]})")
    return ", ".join(parts) if parts else "no number cards"


def breakdown_lines(breakdown: Mapping[str, Any]) -> list[str]:
    """One seat's round breakdown in words (first two lines: the summary)."""
    runs = list(breakdown.get("runs") or [])
    if "effects" not in breakdown:  # the base game
        cards = _runs_text(runs, [])
        points = breakdown.get("card_points", 0)
        chips = breakdown.get("chip_value", breakdown.get("chips", 0))
        return [
            f"Cards: {cards}",
            f"{points} card points − {chips} chips = {breakdown.get('score')}",
        ]
    jokers = list(breakdown.get("jokers") or [])
    cards = _runs_text(runs, jokers)
    specials = [str(e.get("title")) for e in breakdown.get("effects") or []]
    first = f"Cards: {cards}"
    if 0 < len(specials) <= 3:
        first += " · " + ", ".join(specials)
    elif specials:
        first += f" · {len(specials)} specials"
    terms = [f"{breakdown.get('card_points', 0)} card pts"]
    chips = int(breakdown.get("chips", 0))
    value = int(breakdown.get("chip_value", chips))
    effects = [CHIP_WORDS.get(k, k) for k in breakdown.get("chip_effects") or []]
    chip_note = f" ({chips}, {', '.join(effects)})" if effects else ""
    if value >= 0:
        terms.append(f"− {value} chips{chip_note}")
    else:
        terms.append(f"+ {-value} chips{chip_note}")
    if breakdown.get("bonus"):
        terms.append(f"− {breakdown['bonus']} bonus")
    if breakdown.get("plus_per_card"):
        terms.append(f"− {breakdown['plus_per_card']} per card")
    if breakdown.get("minus_per_card"):
        terms.append(f"+ {breakdown['minus_per_card']} per card")
    lines = [first, " ".join(terms) + f" = {breakdown.get('score')}"]
    doubled = breakdown.get("doubled")
    if doubled:
        lines.append(
            f"Highest doubles: highest card {doubled.get('highest')}, "
            f"{doubled.get('card')} scores double (+{doubled.get('extra')})"
        )
    for effect in breakdown.get("effects") or []:
        title = effect.get("title")
        if "value" in effect and effect.get("value") is not None and title != "Forty":
            detail = f"counts as {effect['value']}"
            if effect.get("points"):
                detail += f" ({effect['points']:+d} points)"
        elif effect.get("chips"):
            detail = f"chips {CHIP_WORDS.get(str(effect['chips']), effect['chips'])}"
        elif effect.get("points") is not None and title != "Highest doubles":
            detail = f"{effect['points']:+d} points"
        elif title == "Forty":
            detail = "a number card 40"
        else:
            continue
        lines.append(f"{title}: {detail}")
    if breakdown.get("cards_in_display") and (
        breakdown.get("plus_per_card") or breakdown.get("minus_per_card")
    ):
        lines.append(f"Cards in the display: {breakdown['cards_in_display']}")
    return lines
