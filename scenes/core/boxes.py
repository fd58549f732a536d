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
    "callout", "banner", "text"), its name for a message, and where it was drawn."""

    kind: str
    name: str
    rect: tuple[int, int, int, int]

    def overlaps(self, other: Box, slack: int = 1) -> bool:
        """True when the two boxes share more than ``slack`` pixels each way (edges that
        touch, or a shadow a pixel over, do not count). Two texts overlap only when they
        share more than a third of the lower one's height (a line's surface has room
        above and below its letters)."""
        a = pygame.Rect(self.rect).inflate(-2 * slack, -2 * slack)
        b = pygame.Rect(other.rect).inflate(-2 * slack, -2 * slack)
        if a.width <= 0 or b.width <= 0 or not a.colliderect(b):
            return False
        if self.kind == other.kind == "text":
            shared = a.clip(b)
            return shared.height > min(a.height, b.height) / 3 and shared.width > 2
        return True


#: The open recorders of :func:`record_boxes` (none while the app just runs).
_BOX_LOGS: list[list[Box]] = []


def recording() -> bool:
    """True while a :func:`record_boxes` block is open."""
    return bool(_BOX_LOGS)


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


#: Boxes drawn on purpose over what is under them (the texts they cover are hidden).
PANELS = frozenset({"coach", "recap", "callout", "banner", "prompt"})
#: Small marks pinned on a control's edge on purpose (the coach's value tags).
BADGES = frozenset({"badge"})


def overlapping(boxes: list[Box]) -> list[tuple[Box, Box]]:
    """Every pair of ``boxes`` that collide, earlier-drawn first: two boxes (not texts)
    that overlap (one hides the other); two texts in view that overlap; a text in view
    that runs partly over a control (a control's own label lies inside it). A text is
    out of view when a panel (:data:`PANELS`) is drawn over it later. A box drawn twice
    in a frame counts once. Only what is drawn after the last "modal" box (a dialog or
    the pause menu over the screen) counts: what is under it takes no input."""
    modal = [i for i, box in enumerate(boxes) if box.kind == "modal"]
    unique = list(dict.fromkeys(boxes[modal[-1] + 1 :] if modal else boxes))
    shown = [
        box
        for i, box in enumerate(unique)
        if box.kind != "text"
        or not any(
            later.kind in PANELS and pygame.Rect(later.rect).colliderect(box.rect)
            for later in unique[i + 1 :]
        )
    ]
    owned = _owned(shown)
    return [
        (a, b)
        for i, a in enumerate(shown)
        for b in shown[i + 1 :]
        if a.rect != b.rect and a.overlaps(b) and _collide(a, b, owned)
    ]


def _collide(a: Box, b: Box, owned: set[Box]) -> bool:
    """``a`` (drawn first) and ``b``, which overlap: do they collide?"""
    if a.kind in PANELS and b.kind == "control" and pygame.Rect(a.rect).contains(b.rect):
        return False  # the panel's own button (a callout's Next), drawn on it
    if {a.kind, b.kind} & BADGES and "text" not in (a.kind, b.kind):
        return a.kind == b.kind  # a tag on a control's edge is where it belongs
    texts = (a.kind == "text") + (b.kind == "text")
    if texts != 1:
        return True
    text, other = (a, b) if a.kind == "text" else (b, a)
    # A box's own words lie inside it; words inside another box belong to that one.
    return text not in owned and not pygame.Rect(other.rect).inflate(2, 2).contains(text.rect)


def _owned(boxes: list[Box]) -> set[Box]:
    """The texts drawn inside an earlier box (a control's label, a tag's value)."""
    return {
        box
        for i, box in enumerate(boxes)
        if box.kind == "text"
        and any(
            earlier.kind != "text" and pygame.Rect(earlier.rect).inflate(2, 2).contains(box.rect)
            for earlier in boxes[:i]
        )
    }
