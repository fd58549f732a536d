"""A chart as a widget: a panel with a title, the chart, and the caption of the point
in focus (or under the mouse).

Tab reaches the chart like any widget; while it has the focus Left / Right step from
point to point and Home / End jump to the first / last, and the point's caption (its
value in words) is shown under the chart. Hovering a point shows its caption as a
tooltip and under the chart. Up / Down are left to the page (they move the focus on).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.core import theme
from scenes.core.widgets import Widget

#: ``painter(surface, rect, scale, marks, focus)`` draws the chart in ``rect`` and
#: returns the rectangle of each point in order (see :mod:`scenes.charts`): a chart
#: function with its data bound first, e.g. ``partial(draw_line, line)``.
Painter = Callable[[pygame.Surface, pygame.Rect, float, bool, "int | None"], list[pygame.Rect]]
STEPS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}


class ChartView(Widget):
    """One chart in a panel; ``captions[i]`` says point ``i`` in words."""

    def __init__(
        self, title: str, painter: Painter, captions: list[str], marks: bool = False
    ) -> None:
        super().__init__()
        self.title = title
        self.painter = painter
        self.captions = captions
        #: Draw shapes as well as colours (the colour-blind marks setting).
        self.marks = marks
        #: The point the keyboard is on (the latest one until moved).
        self.point = len(captions) - 1 if captions else None
        self.hovered_point: int | None = None
        self.point_rects: list[pygame.Rect] = []
        self.hint = "←/→: points"

    def focusable(self) -> bool:
        return self.visible

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Left / Right: the previous / next point; Home / End: the first / last."""
        if not self.captions:
            return False
        last = len(self.captions) - 1
        current = self.point if self.point is not None else last
        if event.key in STEPS:
            self.point = min(last, max(0, current + STEPS[event.key]))
        elif event.key in (pygame.K_HOME, pygame.K_END):
            self.point = 0 if event.key == pygame.K_HOME else last
        else:
            return False
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse motion finds the point under the pointer; a click on a point puts the
        keyboard there."""
        if not self.visible or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            return False
        self.hovered = self.rect.collidepoint(event.pos)
        self.hovered_point = self._point_at(event.pos) if self.hovered else None
        if event.type == pygame.MOUSEBUTTONDOWN and self.hovered_point is not None:
            self.point = self.hovered_point
            return True
        return False

    def _point_at(self, pos: tuple[int, int]) -> int | None:
        pad = max(3, int(4 * self.scale))
        for index, rect in enumerate(self.point_rects):
            if rect.inflate(2 * pad, 2 * pad).collidepoint(pos):
                return index
        return None

    def shown_point(self) -> int | None:
        """The point whose caption is shown: the hovered one, else the focused one."""
        if self.hovered_point is not None:
            return self.hovered_point
        return self.point if self.focused else None

    def caption(self) -> str:
        """The shown point's caption, or "" when none is shown."""
        index = self.shown_point()
        return self.captions[index] if index is not None and index < len(self.captions) else ""

    def tooltip(self) -> str | None:
        if self.hovered_point is None or self.hovered_point >= len(self.captions):
            return None
        return self.captions[self.hovered_point]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        s = self.scale
        theme.draw_panel(surface, self.rect, (16, 24, 32, 235), int(10 * s), theme.PANEL_EDGE, 1)
        one, px, _cut = theme.fit_label(self.title, 15 * s, self.rect.width - 20 * s, 0)
        title = one[0]  # one line: shrunk to the floor before any "…"
        where = (self.rect.x + 10 * s, self.rect.y + 8 * s + (15 * s - px) / 2)
        theme.blit_text(surface, title, px, where, theme.ACCENT, True)
        body = pygame.Rect(
            self.rect.x, self.rect.y + int(30 * s), self.rect.width, self.rect.height - int(72 * s)
        )
        self.point_rects = self.painter(surface, body, s, self.marks, self.shown_point())
        self._draw_caption(surface, s)
        self.draw_focus(surface)

    def _draw_caption(self, surface: pygame.Surface, s: float) -> None:
        """The shown point's caption on the panel's last line (a key hint while focused
        with nothing shown)."""
        words = self.caption() or (self.hint if self.focused and self.captions else "")
        if not words:
            return
        px = 13 * s
        lines, px = theme.fit_block(words, px, self.rect.width - 16 * s, 34 * s, smallest=0.85)
        where = (self.rect.centerx, self.rect.bottom - int(22 * s))
        theme.blit_block(
            surface, lines, px, where, theme.TEXT if self.caption() else theme.TEXT_DIM
        )
