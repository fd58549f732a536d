"""The facts of a table's title bar (round, stack, seed, options) as plain data, and how
a crowded bar keeps the most important ones (no pygame: widths are measured by the
caller)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scenes.core.i18n import ngettext

__all__ = ["SEPARATOR", "Fact", "fit_facts", "more_label"]


@dataclass(frozen=True)
class Fact:
    """One fact of the title bar: its text, its ``rank`` (0 first: the facts that stay
    longest when the bar is crowded) and a shorter text to try before leaving it out."""

    text: str
    rank: int = 0
    short: str = ""


#: Between two facts of the bar.
SEPARATOR = "   ·   "


def more_label(count: int) -> str:
    """The mark at the end of a crowded bar: "+2 more" (hover the bar for every fact)."""
    return ngettext("+{n} more", "+{n} more", count).format(n=count)


def fit_facts(
    facts: Sequence[Fact], room: float, width: Callable[[str], float], gap: float
) -> tuple[list[str], list[Fact]]:
    """The texts shown (in the facts' order) and the facts left out, so that the shown
    texts, ``gap`` apart, and a :func:`more_label` for the left-out ones fit in ``room``
    (``width(text)`` measures one). The least important (highest rank, then last) is
    shortened first, then left out."""
    texts = {i: fact.text for i, fact in enumerate(facts)}
    order = sorted(range(len(facts)), key=lambda i: (-facts[i].rank, -i))

    def total() -> float:
        parts = [width(texts[i]) for i in sorted(texts)]
        hidden = len(facts) - len(texts)
        if hidden:
            parts.append(width(more_label(hidden)))
        return sum(parts) + gap * max(0, len(parts) - 1)

    for i in order:
        if total() <= room:
            break
        if facts[i].short:
            texts[i] = facts[i].short
    for i in order:
        if total() <= room or not texts:
            break
        del texts[i]
    hidden = [fact for i, fact in enumerate(facts) if i not in texts]
    return [texts[i] for i in sorted(texts)], hidden
