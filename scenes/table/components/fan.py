"""Where cards go in a hand: overlapping rows and grouped rows (pure geometry)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def fan_positions(count: int, rect: pygame.Rect, cw: int, max_step: float) -> list[int]:
    """Left x of ``count`` overlapping cards of width ``cw``, centred in ``rect``: a step
    of ``max_step`` between cards, less where the row would not fit."""
    if count <= 0:
        return []
    step = max_step if count == 1 else min(max_step, (rect.width - cw) / (count - 1))
    total = cw + step * (count - 1)
    x0 = rect.centerx - total / 2
    return [int(x0 + i * step) for i in range(count)]


def grouped_row(
    groups: Sequence[int], rect: pygame.Rect, cw: int, ratio: float = 1.42, min_cw: int = 14
) -> tuple[int, list[tuple[int, int]]]:
    """Card width and top-left positions for cards in groups (sizes in ``groups``),
    left to right from ``rect``'s left: cards of a group overlap, groups stand apart.
    When the row is too wide the overlaps and gaps shrink, then the cards get smaller
    (never below ``min_cw``)."""
    n_cards = sum(groups)
    n_groups = len(groups)
    if not n_cards:
        return cw, []
    while True:
        overlap, gap = 0.36 * cw, 0.16 * cw
        flexible = (n_cards - n_groups) * overlap + (n_groups - 1) * gap
        k = 1.0
        if n_groups * cw + flexible > rect.width:
            k = (rect.width - n_groups * cw) / flexible if flexible > 0 else 0.0
        if k >= 0.45 or cw <= min_cw:
            break
        cw = int(cw * 0.9)
    k = max(0.0, min(1.0, k))
    y = rect.y + (rect.height - round(cw * ratio)) // 2
    x = float(rect.x)
    out: list[tuple[int, int]] = []
    for index, size in enumerate(groups):
        for i in range(size):
            out.append((int(x), y))
            if i < size - 1:
                x += overlap * k
        x += cw + (gap * k if index < n_groups - 1 else 0)
    return cw, out
