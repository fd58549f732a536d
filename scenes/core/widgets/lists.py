"""Lists: a scrolling list of rows to pick from, and the move log."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from scenes.core import theme
from scenes.core.i18n import _, ngettext
from scenes.core.widgets.base import Widget


@dataclass
class ListRow:
    """One row of a :class:`ListView`: a title, a detail line, items and a badge."""

    title: str
    detail: str = ""
    badge: str = ""
    error: bool = False
    #: Listed after the detail, as many as fit ("Ann, Bo and 3 more").
    items: tuple[str, ...] = ()


class ListView(Widget):
    """A scrolling list of rows; click selects, double click or Enter activates."""

    def __init__(
        self,
        on_activate: Callable[[int], None],
        on_select: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__()
        self.rows: list[ListRow] = []
        self.selected = -1
        self.scroll = 0
        self.on_activate = on_activate
        self.on_select = on_select
        self._last_click = (-1, -10_000)
        #: What an empty list says (None: "Nothing here yet."), wrapped in the list.
        self.empty: str | None = None

    @property
    def row_height(self) -> int:
        return int(58 * self.scale)

    def visible_rows(self) -> int:
        return max(1, self.rect.height // max(1, self.row_height))

    def set_rows(self, rows: list[ListRow]) -> None:
        self.rows = rows
        self.selected = min(self.selected, len(rows) - 1)
        self.scroll = max(0, min(self.scroll, len(rows) - self.visible_rows()))

    def select(self, index: int) -> None:
        if not self.rows:
            return
        index = max(0, min(len(self.rows) - 1, index))
        self.selected = index
        if index < self.scroll:
            self.scroll = index
        elif index >= self.scroll + self.visible_rows():
            self.scroll = index - self.visible_rows() + 1
        if self.on_select is not None:
            self.on_select(index)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            limit = max(0, len(self.rows) - self.visible_rows())
            self.scroll = max(0, min(limit, self.scroll - event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            index = self.scroll + (event.pos[1] - self.rect.y) // max(1, self.row_height)
            if 0 <= index < len(self.rows):
                now = pygame.time.get_ticks()
                double = self._last_click[0] == index and now - self._last_click[1] < 400
                self._last_click = (index, now)
                self.select(index)
                if double:
                    self.on_activate(index)
            return True
        return False

    def focusable(self) -> bool:
        return self.visible and bool(self.rows)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Up / Down / Page Up / Page Down / Home / End select; Enter opens."""
        if not self.rows:
            return False
        page = self.visible_rows()
        moves = {
            pygame.K_DOWN: self.selected + 1,
            pygame.K_UP: self.selected - 1,
            pygame.K_PAGEDOWN: self.selected + page,
            pygame.K_PAGEUP: self.selected - page,
            pygame.K_HOME: 0,
            pygame.K_END: len(self.rows) - 1,
        }
        if event.key in moves:
            self.select(moves[event.key])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected >= 0:
            self.on_activate(self.selected)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        s = self.scale
        theme.draw_panel(surface, self.rect, theme.BG_DARK, int(10 * s))
        if not self.rows:
            words = _("Nothing here yet.") if self.empty is None else self.empty
            lines = theme.wrap_text(words, 20 * s, self.rect.width - 32 * s)[:4]
            pitch = theme.pitch(20 * s, 1.25)
            y = self.rect.centery - pitch * (len(lines) - 1) / 2
            for line in lines:
                where = (self.rect.centerx, y)
                theme.blit_text(surface, line, 20 * s, where, theme.TEXT_DIM, anchor="center")
                y += pitch
            return
        rh = self.row_height
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        for i in range(self.scroll, min(len(self.rows), self.scroll + self.visible_rows() + 1)):
            r = pygame.Rect(
                self.rect.x + 4,
                self.rect.y + (i - self.scroll) * rh + 4,
                self.rect.width - 8,
                rh - 6,
            )
            self._draw_row(surface, self.rows[i], r, i == self.selected)
        surface.set_clip(clip)
        self.draw_focus(surface)

    def _draw_row(
        self, surface: pygame.Surface, row: ListRow, r: pygame.Rect, chosen: bool
    ) -> None:
        """One row: the title and the badge on top, the detail and the items under them.
        The title and the detail are shown whole (smaller if need be); items that do
        not fit are counted ("and 3 more")."""
        s = self.scale
        fill = theme.BUTTON if chosen else theme.PANEL
        surface.blit(theme.rounded_panel(r.size, fill, int(8 * s)), r)
        color = theme.BAD if row.error else theme.TEXT
        dim = theme.BAD if row.error else theme.TEXT_DIM
        pad = 12 * s
        badge_w = theme.text(row.badge, 15 * s).get_width() + pad if row.badge else 0
        title, px = theme.fit_block(row.title, 19 * s, r.width - 2 * pad - badge_w, 19 * s, True)
        theme.blit_text(surface, title[0], px, (r.x + pad, r.y + 6 * s), color, bold=True)
        if row.badge:
            pos = (r.right - pad, r.y + 8 * s)
            theme.blit_text(surface, row.badge, 15 * s, pos, theme.ACCENT, anchor="topright")
        width = r.width - 2 * pad
        detail, px = theme.fit_block(row.detail, 15 * s, width, 15 * s)
        rect = theme.blit_text(surface, detail[0], px, (r.x + pad, r.y + 30 * s), dim)
        if row.items:
            room = width - rect.width
            rest = list_within(row.items, px, room, " · " if row.detail else "")
            theme.blit_text(surface, rest, px, (rect.right, rect.y), dim)


def list_within(items: Sequence[str], px: float, max_width: float, lead: str = "") -> str:
    """``lead`` and as many of ``items`` as fit in ``max_width`` pixels, joined by commas;
    the rest are counted ("…, Bo and 3 more"), never cut in the middle of a word.

    Linear in the items shown: each item is measured once until the row is full, then
    only the few texts that could fit are measured whole."""
    f = theme.font(round(px))
    width, sep, fit = f.size(lead)[0], f.size(", ")[0], 0
    for index, item in enumerate(items):
        width += f.size(item)[0] + (sep if index else 0)
        if width > max_width:
            break
        fit = index + 1
    for shown in range(fit, -1, -1):
        more = len(items) - shown
        text = lead + ", ".join(items[:shown])
        if more:
            text += (
                ngettext(" and {count} more", " and {count} more", more)
                if shown
                else ngettext("{count} more", "{count} more", more)
            ).format(count=more)
        if f.size(text)[0] <= max_width:
            return text
    return ""


#: The log's heading row (design pixels).
HEADING_ROW = 42


class LogPanel(Widget):
    """The move log: newest line at the bottom, mouse wheel scrolls back."""

    def __init__(self, title: str = "Moves") -> None:
        super().__init__()
        self.title = title
        #: How wide the heading may be (None: the panel's width); a button beside it
        #: (the table's Skip) leaves less.
        self.title_room: float | None = None
        self.lines: list[tuple[str, theme.Color]] = []
        self.back = 0

    def add(self, line: str, color: theme.Color = theme.TEXT) -> None:
        self.lines.append((line, color))
        if len(self.lines) > 500:
            del self.lines[:100]
        self.back = 0

    def clear(self) -> None:
        self.lines.clear()
        self.back = 0

    def heading_bottom(self) -> int:
        """Where the heading row ends (its title, and a button beside it such as Skip):
        what is laid over the log goes under it."""
        return self.rect.y + int(HEADING_ROW * self.scale)

    def fits_in_view(self, texts: Sequence[str]) -> bool:
        """True when ``texts``, as lines of this log, would all be in view at once with
        the log scrolled to its end (each wrapped as the log wraps it)."""
        if self.rect.width <= 0 or self.back:
            return False
        s = self.scale
        px = 15 * s
        capacity = max(1, int(self.rect.height - 50 * s) // theme.pitch(px, 1.45))
        rows = sum(len(theme.wrap_text(text, px, self.rect.width - 28 * s)) for text in texts)
        return rows <= capacity

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.hovered:
            self.back = max(0, min(max(0, len(self.lines) - 3), self.back + event.y))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        s = self.scale
        theme.draw_panel(surface, self.rect, (14, 22, 30, 215), int(12 * s), theme.PANEL_EDGE)
        room = self.rect.width - 28 * s if self.title_room is None else self.title_room
        lines, title_px = theme.fit_block(self.title, 17 * s, room, 17 * s, True, smallest=0.6)
        theme.blit_text(
            surface,
            lines[0],
            title_px,
            (self.rect.x + 14 * s, self.rect.y + 10 * s),
            theme.ACCENT,
            bold=True,
        )
        px = 15 * s
        line_h = theme.pitch(px, 1.45)
        top = self.rect.y + int(40 * s)
        bottom = self.rect.bottom - int(10 * s)
        width = self.rect.width - 28 * s
        wrapped: list[tuple[str, theme.Color]] = []
        end = len(self.lines) - self.back
        capacity = max(1, (bottom - top) // line_h)
        for line, color in reversed(self.lines[max(0, end - capacity) : end]):
            parts = theme.wrap_text(line, px, width)
            if wrapped and len(wrapped) + len(parts) > capacity:
                break  # whole lines only: never a line's end without its start
            for part in reversed(parts):
                wrapped.append((part, color))
            if len(wrapped) >= capacity:
                break
        shown = wrapped[:capacity]
        y = bottom - line_h * len(shown)
        for part, color in reversed(shown):  # top down: a wrapped line reads in order
            theme.blit_text(surface, part, px, (self.rect.x + 14 * s, y), color)
            y += line_h
        if self.back:
            theme.blit_text(
                surface,
                "▼ " + _("newer"),
                13 * s,
                (self.rect.right - 12 * s, self.rect.y + 12 * s),
                theme.TEXT_DIM,
                anchor="topright",
            )
