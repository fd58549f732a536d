"""What each frame puts on top of the scene, as boxes: a control, the prompt, the coach's
answer, a strip or a callout says where it was drawn with :func:`note_box`, and a test
reads them all with :func:`record_boxes` to find two that overlap (one hiding the other).

Nothing is kept while the app just runs: with no recorder open :func:`note_box` returns
at once.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Box:
    """A drawn box: what it is (``kind``: "control", "prompt", "coach", "recap",
    "callout", "banner", "panel"), its name for a message, and where it was drawn."""

    kind: str
    name: str
    rect: tuple[int, int, int, int]

    def overlaps(self, other: Box, slack: int = 1) -> bool:
        """True when the two boxes share more than ``slack`` pixels each way (edges that
        touch, or a shadow a pixel over, do not count)."""
        a = pygame.Rect(self.rect).inflate(-2 * slack, -2 * slack)
        b = pygame.Rect(other.rect).inflate(-2 * slack, -2 * slack)
        return a.width > 0 and b.width > 0 and a.colliderect(b)


#: The open recorders of :func:`record_boxes` (none while the app just runs).
_BOX_LOGS: list[list[Box]] = []


def note_box(kind: str, name: str, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
    """Say that a box of ``kind`` called ``name`` was just drawn at ``rect``."""
    if not _BOX_LOGS:
        return
    r = pygame.Rect(rect)
    box = Box(kind, name[:80], (r.x, r.y, r.width, r.height))
    for log in _BOX_LOGS:
        log.append(box)


@contextmanager
def record_boxes() -> Iterator[list[Box]]:
    """Inside the block, every box drawn (:func:`note_box`) is added to the yielded list,
    in drawing order."""
    log: list[Box] = []
    _BOX_LOGS.append(log)
    try:
        yield log
    finally:
        _BOX_LOGS.remove(log)


def overlapping(boxes: list[Box]) -> list[tuple[Box, Box]]:
    """Every pair of ``boxes`` that overlap, later-drawn second (a box drawn twice in a
    frame counts once)."""
    unique = list(dict.fromkeys(boxes))
    return [
        (a, b)
        for i, a in enumerate(unique)
        for b in unique[i + 1 :]
        if a.rect != b.rect and a.overlaps(b)
    ]
