"""The replay viewer's move list: the record's actions, one row each, round headings
between rounds; the row of the step shown is highlighted and kept in sight.

Every row is drawn at one text size. A row too long for one line wraps onto a second
(indented past its move number), and the row is as tall as its lines (a wrapped row never
reaches into the next one); a row too long even for two lines is shortened with "…" and
shown whole in its tooltip.
Rows are measured only when they come into view (a record of a thousand moves costs no
more than the rows shown)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes.core import theme
from scenes.core.i18n import _, pgettext
from scenes.replay.timeline import Step

HIGHLIGHT = (70, 120, 96)
MARK = (245, 205, 96)
#: The rows' text size, at scale 1.
ROW_PX = 14
#: The review marks' text size, at scale 1.
MARK_PX = 14
#: The room above and below a row's lines, at scale 1.
ROW_PAD = 5
#: The heading's band at the top of the panel ("Moves"), at scale 1.
HEAD_H = 36
#: A laid-out row: its lines and the row's height.
Laid = tuple[list[str], int]


class MoveList:
    """The list of ``rows`` (text, step after it; None for a heading). A click on a row
    asks ``on_pick`` for the step after that action; the wheel scrolls."""

    def __init__(self, on_pick: Callable[[int], None]) -> None:
        self.on_pick = on_pick
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.rows: list[tuple[str, int | None]] = []  # (text, step after it) or heading
        self.scroll = 0  # the first row in view
        self.current = 0
        self._marks: dict[int, str] = {}
        self._laid: dict[int, Laid] = {}

    @property
    def marks(self) -> dict[int, str]:
        """A short note by step, at the right end of its row (the review's ratings)."""
        return self._marks

    @marks.setter
    def marks(self, marks: dict[int, str]) -> None:
        self._marks = marks
        self._laid = {}  # a mark takes room from its row

    def set_steps(
        self, steps: Sequence[Step], names: Sequence[str], words: Sequence[str] = ()
    ) -> None:
        """One row per step: ``words[i]`` (the live log's line for step ``i + 1``) when
        given, else the seat's name (as shown) and the action's notation."""
        rows: list[tuple[str, int | None]] = [(pgettext("move list heading", "Deal"), 0)]
        last_round = 1
        for index, step in enumerate(steps):
            if step.round != last_round:
                rows.append((_("Round {number}").format(number=step.round), None))
                last_round = step.round
            said = words[index] if index < len(words) and words[index] else ""
            text = said or f"{names[step.seat]}: {step.text}"
            rows.append((f"{step.number}. {text}", step.number))
        self.rows = rows
        self._laid = {}

    # Measuring ---------------------------------------------------------------------------
    @property
    def px(self) -> float:
        """The one text size of every row."""
        return ROW_PX * self.scale

    def _room(self, index: int) -> int:
        """The width row ``index``'s text may take (its review mark keeps the right end)."""
        room = self.rect.width - int(24 * self.scale)
        step = self.rows[index][1]
        note = self._marks.get(step) if step is not None else None
        if note:
            room -= theme.font(round(MARK_PX * self.scale), True).size(note)[0]
            room -= int(8 * self.scale)
        return max(1, room)

    def laid(self, index: int) -> Laid:
        """Row ``index``'s lines and the row's height (measured once)."""
        if index not in self._laid:
            self._laid[index] = self._lay(index)
        return self._laid[index]

    def _indent(self, index: int) -> int:
        """How far a row's second line is indented: past its move number ("12. ")."""
        text, step = self.rows[index]
        number = text.split(" ", 1)[0] + " " if step is not None and " " in text else ""
        return theme.font(round(self.px)).size(number)[0] if number else 0

    def _lay(self, index: int) -> Laid:
        """One line when the row fits; else the words that fit on the first line and the
        rest on the second, indented (shortened should it not fit either)."""
        text, step = self.rows[index]
        heading = step is None
        font, room = theme.font(round(self.px), heading), self._room(index)
        words = text.split(" ")
        first = 1
        while first < len(words) and font.size(" ".join(words[: first + 1]))[0] <= room:
            first += 1
        lines = [theme.fit_text(" ".join(words[:first]), self.px, room, heading)]
        if first < len(words):
            rest, rest_room = " ".join(words[first:]), max(1, room - self._indent(index))
            lines.append(theme.fit_text(rest, self.px, rest_room, heading))
        height = len(lines) * self._line_h(heading) + int(2 * ROW_PAD * self.scale)
        return lines, height

    def _line_h(self, heading: bool) -> int:
        """A line's height at the rows' size (the text size setting included)."""
        return int(theme.font(round(self.px), heading).get_linesize())

    def _top(self) -> int:
        return self.rect.y + int(HEAD_H * self.scale)

    def _bottom(self) -> int:
        return self.rect.bottom - int(4 * self.scale)

    def in_view(self) -> list[tuple[int, int, int]]:
        """The rows drawn: (index, top, height) from :attr:`scroll` on, each whole (at
        least the first); none before the list is placed (nothing is measured then)."""
        shown: list[tuple[int, int, int]] = []
        if self.rect.width <= 0 or self.rect.height <= 0:
            return shown
        y = self._top()
        for index in range(self.scroll, len(self.rows)):
            height = self.laid(index)[1]
            if shown and y + height > self._bottom():
                break
            shown.append((index, y, height))
            y += height
        return shown

    def _first_filling(self, last: int, share: float = 1.0) -> int:
        """The first row of a view that ends with row ``last`` and fills ``share`` of the
        list's height."""
        room = (self._bottom() - self._top()) * share
        first, used = last, self.laid(last)[1]
        while first > 0 and used + self.laid(first - 1)[1] <= room:
            first -= 1
            used += self.laid(first)[1]
        return first

    def max_scroll(self) -> int:
        """The last :attr:`scroll` that still fills the list (the last row at its foot)."""
        return self._first_filling(len(self.rows) - 1) if self.rows else 0

    # Placing and moving ------------------------------------------------------------------
    def place(self, rect: pygame.Rect, scale: float) -> None:
        if pygame.Rect(rect) != self.rect or scale != self.scale:
            self._laid = {}
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.show(self.current)

    def show(self, step: int) -> None:
        """Highlight ``step`` and scroll so its row is in sight, two rows from an edge
        (the row in the middle of the list when it was out of sight)."""
        self.current = step
        shown = [row for row, _y, _h in self.in_view()]
        if not shown:  # not placed yet: placing shows it
            return
        index = self._row_of(step)
        near_start = index < shown[0] + 2 and shown[0] > 0
        near_end = index > shown[-1] - 2 and shown[-1] < len(self.rows) - 1
        if index not in shown or near_start or near_end:
            self.scroll = max(0, min(self._first_filling(index, 0.5), self.max_scroll()))

    def _row_of(self, step: int) -> int:
        for index, (_text, row_step) in enumerate(self.rows):
            if row_step == step:
                return index
        return 0

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row under ``pos``, if one is drawn there."""
        if not self.rect.collidepoint(pos):
            return None
        for index, y, height in self.in_view():
            if y <= pos[1] < y + height:
                return index
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(self.max_scroll(), self.scroll - 3 * event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            index = self.row_at(event.pos)
            step = self.rows[index][1] if index is not None else None
            if step is not None:
                self.on_pick(step)
            return True
        return False

    def tooltip(self, mouse: tuple[int, int]) -> str | None:
        """The whole row under the mouse, when the list shows it cut."""
        index = self.row_at(mouse)
        if index is None:
            return None
        text = self.rows[index][0]
        lines = self.laid(index)[0]
        cut = lines[-1].endswith("…") and not text.endswith("…")
        return text if cut else None

    # Drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.draw_panel(surface, self.rect, radius=int(10 * s))
        theme.blit_text(
            surface,
            _("Moves"),
            17 * s,
            (self.rect.x + 12 * s, self.rect.y + 18 * s),
            theme.ACCENT,
            bold=True,
            anchor="midleft",
        )
        for index, y, height in self.in_view():
            self._draw_row(surface, index, pygame.Rect(self.rect.x + int(6 * s), y, 0, height))

    def _draw_row(self, surface: pygame.Surface, index: int, row: pygame.Rect) -> None:
        """Row ``index`` in ``row`` (its left and top and height): highlighted when it
        is the step shown, its lines, and the review's mark at its right end."""
        s = self.scale
        row.width = self.rect.width - int(12 * s)
        step = self.rows[index][1]
        if step is not None and step == self.current:
            pygame.draw.rect(surface, HIGHLIGHT, row, border_radius=int(5 * s))
        lines = self.laid(index)[0]
        line_h = self._line_h(step is None)
        top = row.y + int(ROW_PAD * s)
        indent = self._indent(index) if len(lines) > 1 else 0
        for i, line in enumerate(lines):
            theme.blit_text(
                surface,
                line,
                self.px,
                (row.x + 6 * s + (indent if i else 0), top + (i + 0.5) * line_h),
                theme.TEXT if step is not None else theme.TEXT_DIM,
                bold=step is None,
                anchor="midleft",
            )
        note = self.marks.get(step) if step is not None else None
        if note:
            at = (row.right - 6 * s, row.centery)
            theme.blit_text(surface, note, MARK_PX * s, at, MARK, bold=True, anchor="midright")
