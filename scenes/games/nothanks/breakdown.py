"""No Thanks! round breakdowns in words (base game and special cards, DECISIONS.md §2).

:func:`breakdown_lines` turns one seat's breakdown (``round_results()[i].breakdown[seat]``)
into short lines in the current language: the cards, the score sum, then one line per
special-card effect. The first two lines are the summary shown in a results row; all
lines go in its tooltip. The sum is a formula ("24 card pts − 3 chips = 21"): each term
is translated whole, the signs and numbers stay as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from game.games.nothanks.scoring import NoThanksBreakdown
from game.games.nothanks.special_scoring import Effect, SpecialBreakdown
from game.games.nothanks.specials import BY_NAME
from scenes.core.i18n import N_, _, ngettext, score
from scenes.core.phrases import signed
from scenes.games.nothanks.special_words import SpecialFace, short_label

#: What a chip effect does to the chips (translated when shown).
CHIP_WORDS = {"halve": N_("halved"), "double": N_("doubled"), "against": N_("against you")}


def _chip_word(key: str) -> str:
    return _(CHIP_WORDS[key]) if key in CHIP_WORDS else key


def _title(effect: Effect) -> str:
    """A special card's name as the table shows it, in the current language (by its
    ``card`` name; a card the pool does not know by its stored English ``title``)."""
    name = effect.get("card")
    if isinstance(name, str) and name in BY_NAME:
        return short_label(SpecialFace(name))
    title = str(effect.get("title"))
    return _(title) if title else title


def _runs_text(runs: list[list[int]], jokers: list[int]) -> str:
    parts = []
    for run in runs:
        marks = ["J" + str(c) if c in jokers else str(c) for c in run]
        if len(run) == 1:
            parts.append(marks[0])
        else:
            counts = _("counts {card}").format(card=run[0])
            parts.append(f"{marks[0]}–{marks[-1]} ({counts})")
    return ", ".join(parts) if parts else _("no number cards")


def _chips(count: int) -> str:
    return ngettext("{n} chip", "{n} chips", count).format(n=count)


def _points(count: float) -> str:
    """ "+3 points", "−1 point"."""
    return ngettext("{signed} point", "{signed} points", int(abs(count))).format(
        signed=signed(count)
    )


def _total(value: object) -> str:
    """The breakdown's total the language's way (a true minus sign)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return score(value)
    return str(value)


def breakdown_lines(seat_breakdown: Mapping[str, object]) -> list[str]:
    """One seat's round breakdown in words (first two lines: the summary)."""
    if "effects" not in seat_breakdown:  # the base game
        base = cast(NoThanksBreakdown, seat_breakdown)
        runs = list(base.get("runs") or [])
        points = int(base.get("card_points", 0))
        chips = int(base.get("chip_value", base.get("chips", 0)))
        card_points = ngettext("{n} card point", "{n} card points", points).format(n=points)
        return [
            _("Cards: {cards}").format(cards=_runs_text(runs, [])),
            f"{card_points} − {_chips(chips)} = {_total(base.get('score'))}",
        ]
    breakdown = cast(SpecialBreakdown, seat_breakdown)
    runs = list(breakdown.get("runs") or [])
    lines = [_cards_line(breakdown, runs), _sum_line(breakdown)]
    doubled = breakdown.get("doubled")
    if doubled:
        lines.append(
            _("Highest doubles: highest card {highest}, {card} scores double (+{extra})").format(
                highest=doubled.get("highest"), card=doubled.get("card"), extra=doubled.get("extra")
            )
        )
    for effect in breakdown.get("effects") or []:
        detail = _effect_detail(effect)
        if detail is not None:
            lines.append(f"{_title(effect)}: {detail}")
    if breakdown.get("cards_in_display") and (
        breakdown.get("plus_per_card") or breakdown.get("minus_per_card")
    ):
        lines.append(_("Cards in the display: {n}").format(n=breakdown["cards_in_display"]))
    return lines


def _cards_line(breakdown: SpecialBreakdown, runs: list[list[int]]) -> str:
    """The cards in runs (jokers marked) and the special cards, by title."""
    jokers = list(breakdown.get("jokers") or [])
    effects = list(breakdown.get("effects") or [])
    first = _("Cards: {cards}").format(cards=_runs_text(runs, jokers))
    if 0 < len(effects) <= 3:
        first += " · " + ", ".join(_title(e) for e in effects)
    elif effects:
        first += " · " + ngettext("{n} special", "{n} specials", len(effects)).format(
            n=len(effects)
        )
    return first


def _sum_line(breakdown: SpecialBreakdown) -> str:
    """The score as a sum: card points, chips (and their effects), bonus, per card."""
    points = int(breakdown.get("card_points", 0))
    terms = [ngettext("{n} card pt", "{n} card pts", points).format(n=points)]
    chips = int(breakdown.get("chips", 0))
    value = int(breakdown.get("chip_value", chips))
    effects = [_chip_word(str(k)) for k in breakdown.get("chip_effects") or []]
    chip_note = f" ({chips}, {', '.join(effects)})" if effects else ""
    if value >= 0:
        terms.append(f"− {_chips(value)}{chip_note}")
    else:
        terms.append(f"+ {_chips(-value)}{chip_note}")
    if breakdown.get("bonus"):
        terms.append("− " + _("{n} bonus").format(n=breakdown["bonus"]))
    if breakdown.get("plus_per_card"):
        terms.append("− " + _("{n} per card").format(n=breakdown["plus_per_card"]))
    if breakdown.get("minus_per_card"):
        terms.append("+ " + _("{n} per card").format(n=breakdown["minus_per_card"]))
    return " ".join(terms) + f" = {_total(breakdown.get('score'))}"


def _effect_detail(effect: Effect) -> str | None:
    """What one special card did, in words (None: nothing to say)."""
    title = effect.get("title")
    if "value" in effect and effect.get("value") is not None and title != "Forty":
        detail = _("counts as {value}").format(value=effect["value"])
        if effect.get("points"):
            detail += f" ({_points(effect['points'])})"
        return detail
    if effect.get("chips"):
        return _("chips {effect}").format(effect=_chip_word(str(effect["chips"])))
    if effect.get("points") is not None and title != "Highest doubles":
        return _points(effect["points"])
    if title == "Forty":
        return _("a number card 40")
    return None
