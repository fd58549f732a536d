"""No Thanks! round breakdowns in words (base game and special cards, DECISIONS.md §2).

:func:`breakdown_lines` turns one seat's breakdown (``round_results()[i].breakdown[seat]``)
into short lines: the cards, the score sum, then one line per special-card effect. The
first two lines are the summary shown in a results row; all lines go in its tooltip.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scenes.core.phrases import plural, pts, signed_count

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
        points = breakdown.get("card_points", 0)
        chips = breakdown.get("chip_value", breakdown.get("chips", 0))
        return [
            f"Cards: {_runs_text(runs, [])}",
            f"{plural(int(points), 'card point')} − {plural(int(chips), 'chip')}"
            f" = {breakdown.get('score')}",
        ]
    lines = [_cards_line(breakdown, runs), _sum_line(breakdown)]
    doubled = breakdown.get("doubled")
    if doubled:
        lines.append(
            f"Highest doubles: highest card {doubled.get('highest')}, "
            f"{doubled.get('card')} scores double (+{doubled.get('extra')})"
        )
    for effect in breakdown.get("effects") or []:
        detail = _effect_detail(effect)
        if detail is not None:
            lines.append(f"{effect.get('title')}: {detail}")
    if breakdown.get("cards_in_display") and (
        breakdown.get("plus_per_card") or breakdown.get("minus_per_card")
    ):
        lines.append(f"Cards in the display: {breakdown['cards_in_display']}")
    return lines


def _cards_line(breakdown: Mapping[str, Any], runs: list[list[int]]) -> str:
    """The cards in runs (jokers marked) and the special cards, by title."""
    jokers = list(breakdown.get("jokers") or [])
    specials = [str(e.get("title")) for e in breakdown.get("effects") or []]
    first = f"Cards: {_runs_text(runs, jokers)}"
    if 0 < len(specials) <= 3:
        first += " · " + ", ".join(specials)
    elif specials:
        first += f" · {len(specials)} specials"
    return first


def _sum_line(breakdown: Mapping[str, Any]) -> str:
    """The score as a sum: card points, chips (and their effects), bonus, per card."""
    points = int(breakdown.get("card_points", 0))
    terms = [f"{points} card {pts(points)}"]
    chips = int(breakdown.get("chips", 0))
    value = int(breakdown.get("chip_value", chips))
    effects = [CHIP_WORDS.get(k, k) for k in breakdown.get("chip_effects") or []]
    chip_note = f" ({chips}, {', '.join(effects)})" if effects else ""
    if value >= 0:
        terms.append(f"− {plural(value, 'chip')}{chip_note}")
    else:
        terms.append(f"+ {plural(-value, 'chip')}{chip_note}")
    if breakdown.get("bonus"):
        terms.append(f"− {breakdown['bonus']} bonus")
    if breakdown.get("plus_per_card"):
        terms.append(f"− {breakdown['plus_per_card']} per card")
    if breakdown.get("minus_per_card"):
        terms.append(f"+ {breakdown['minus_per_card']} per card")
    return " ".join(terms) + f" = {breakdown.get('score')}"


def _effect_detail(effect: Mapping[str, Any]) -> str | None:
    """What one special card did, in words (None: nothing to say)."""
    title = effect.get("title")
    if "value" in effect and effect.get("value") is not None and title != "Forty":
        detail = f"counts as {effect['value']}"
        if effect.get("points"):
            detail += f" ({signed_count(effect['points'], 'point')})"
        return detail
    if effect.get("chips"):
        return f"chips {CHIP_WORDS.get(str(effect['chips']), effect['chips'])}"
    if effect.get("points") is not None and title != "Highest doubles":
        return signed_count(effect["points"], "point")
    if title == "Forty":
        return "a number card 40"
    return None
