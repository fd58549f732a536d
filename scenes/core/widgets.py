"""Widgets: buttons, steppers, text fields, scrolling lists, the log panel, tooltips.

Widgets are positioned by their scene's ``layout`` (``rect`` in window pixels, ``scale``
for sizes) and take pygame events through :meth:`Widget.handle` (mouse, typed text),
which returns True when the event was used. Keys reach only the widget with keyboard
focus, through :meth:`Widget.handle_key` (see :mod:`scenes.core.focus`, which moves the
focus); a focused widget draws a focus ring while the focus is shown. Widgets never hold
game rules: a callback does the work.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from scenes.core import theme

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The keyboard-focus ring: a bright outline just outside ``rect``."""
    pad = max(2, int(4 * scale))
    width = max(2, int(3 * scale))
    radius = max(4, int(12 * scale))
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(2 * pad, 2 * pad), width, radius)


class Widget:
    """Base widget: a rect, a scale, visibility and enabled flags, keyboard focus."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.visible = True
        self.enabled = True
        self.hovered = False
        #: Has the keyboard focus (set by the page's focus ring).
        self.focused = False
        #: Draw the focus ring (the focus was reached with the keyboard).
        self.show_focus = False

    def focusable(self) -> bool:
        """True if Tab may move the keyboard focus here."""
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """A KEYDOWN while this widget has the focus; True if used."""
        return False

    def needs_redraw(self) -> bool:
        """True if the widget's picture changed by itself since it was last drawn."""
        return False

    def draw_focus(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        """Draw the focus ring around ``rect`` (default the widget) if it is shown."""
        if self.focused and self.show_focus and self.visible:
            draw_focus_ring(surface, rect or self.rect, self.scale)

    def place(self, rect: pygame.Rect | tuple[int, int, int, int], scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def tooltip(self) -> str | None:
        """Text to show while the mouse rests on the widget."""
        return None


class Button(Widget):
    """A clickable button; ``on_click`` runs on mouse release inside it."""

    def __init__(
        self,
        label: str,
        on_click: Callable[[], object],
        style: str = "primary",
        hint: str = "",
        tip: str | None = None,
    ) -> None:
        super().__init__()
        self.label = label
        self.on_click = on_click
        self.style = style
        self.hint = hint
        self.tip = tip
        self.pressed = False
        self.font_px = 22.0

    def focusable(self) -> bool:
        return self.visible and self.enabled

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Enter or Space clicks the button."""
        if event.key in ACTIVATE_KEYS and self.enabled and self.visible:
            self.on_click()
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.on_click()
                return True
        return False

    def tooltip(self) -> str | None:
        return self.tip if self.hovered and self.visible else None

    def colors(self) -> tuple[theme.Color, theme.Color]:
        if not self.enabled:
            return theme.BUTTON_DISABLED, theme.TEXT_DIM
        base = {
            "primary": theme.BUTTON,
            "secondary": theme.BUTTON_SECONDARY,
            "danger": theme.DANGER,
            "accent": theme.ACCENT_DARK,
            "good": (46, 140, 84),
        }.get(self.style, theme.BUTTON)
        if self.pressed:
            return theme.lerp_color(base, (0, 0, 0), 0.2), theme.TEXT
        if self.hovered or self.focused:
            return theme.lerp_color(base, (255, 255, 255), 0.16), theme.TEXT
        return base, theme.TEXT

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        fill, fg = self.colors()
        radius = max(4, int(10 * self.scale))
        lift = 0 if self.pressed else max(1, int(3 * self.scale))
        shadow_rect = self.rect.move(0, lift)
        surface.blit(theme.rounded_panel(self.rect.size, (0, 0, 0, 110), radius), shadow_rect)
        border = theme.ACCENT if self.focused and self.enabled else None
        surface.blit(
            theme.rounded_panel(self.rect.size, fill, radius, border, max(1, int(2 * self.scale))),
            self.rect.move(0, 0 if not self.pressed else lift),
        )
        px = self.font_px * self.scale
        label = theme.fit_text(self.label, px, self.rect.width - 12 * self.scale, bold=True)
        center = self.rect.move(0, lift if self.pressed else 0).center
        if self.hint:
            lab = theme.text(label, px, fg, bold=True)
            hint = theme.text(self.hint, px * 0.62, theme.lerp_color(fg, fill, 0.35))
            total = lab.get_height() + hint.get_height() * 0.9
            top = center[1] - total / 2
            surface.blit(lab, lab.get_rect(midtop=(center[0], int(top))))
            surface.blit(
                hint, hint.get_rect(midtop=(center[0], int(top + lab.get_height() * 0.92)))
            )
        else:
            theme.blit_text(surface, label, px, center, fg, bold=True, anchor="center")
        self.draw_focus(surface)


class Stepper(Widget):
    """``label   ◀ value ▶`` choosing one of ``values``; click the arrows or the value."""

    def __init__(
        self,
        label: str,
        values: Sequence[str],
        index: int,
        on_change: Callable[[int], None],
        tip: str | None = None,
    ) -> None:
        super().__init__()
        self.label = label
        self.values = list(values)
        self.index = index
        self.on_change = on_change
        self.tip = tip
        self.label_width = 0.42

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        x0 = self.rect.x + int(self.rect.width * self.label_width)
        w = self.rect.right - x0
        a = self.rect.height
        left = pygame.Rect(x0, self.rect.y, a, a)
        right = pygame.Rect(self.rect.right - a, self.rect.y, a, a)
        value = pygame.Rect(left.right, self.rect.y, w - 2 * a, a)
        return left, value, right

    def set_index(self, index: int) -> None:
        if not self.values:
            return
        index %= len(self.values)
        if index != self.index:
            self.index = index
            self.on_change(index)

    def focusable(self) -> bool:
        return self.visible and self.enabled and len(self.values) > 1

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Left / Right step down / up (stopping at the ends); Space steps on, wrapping.
        Enter is left to the page (its main action)."""
        if not self.enabled or not self.values:
            return False
        if event.key in (pygame.K_LEFT, pygame.K_KP_4, pygame.K_MINUS):
            self.set_index(max(0, self.index - 1))
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_KP_6, pygame.K_PLUS, pygame.K_EQUALS):
            self.set_index(min(len(self.values) - 1, self.index + 1))
            return True
        if event.key == pygame.K_HOME:
            self.set_index(0)
            return True
        if event.key == pygame.K_END:
            self.set_index(len(self.values) - 1)
            return True
        if event.key == pygame.K_SPACE:
            self.set_index(self.index + 1)
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            left, value, right = self._arrows()
            if left.collidepoint(event.pos) or (
                event.button == 3 and value.collidepoint(event.pos)
            ):
                self.set_index(self.index - 1)
                return True
            if right.collidepoint(event.pos) or value.collidepoint(event.pos):
                self.set_index(self.index + 1)
                return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.set_index(self.index - (1 if event.y > 0 else -1))
            return True
        return False

    def tooltip(self) -> str | None:
        return self.tip if self.hovered and self.visible else None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        s = self.scale
        px = 19 * s
        color = theme.TEXT if self.enabled else theme.TEXT_DIM
        theme.blit_text(
            surface,
            theme.fit_text(self.label, px, self.rect.width * self.label_width - 8 * s),
            px,
            (self.rect.x, self.rect.centery),
            theme.TEXT_DIM if self.enabled else (100, 110, 120),
            anchor="midleft",
        )
        left, value, right = self._arrows()
        fill = theme.PANEL_LIGHT if self.enabled else theme.PANEL
        border = theme.ACCENT if self.hovered and self.enabled else theme.PANEL_EDGE
        surface.blit(
            theme.rounded_panel(
                (right.right - left.x, self.rect.height), fill, int(8 * s), border, 1
            ),
            left.topleft,
        )
        arrow = theme.ACCENT if self.enabled else theme.TEXT_DIM
        theme.blit_text(surface, "◀", px * 0.9, left.center, arrow, anchor="center")
        theme.blit_text(surface, "▶", px * 0.9, right.center, arrow, anchor="center")
        shown = self.values[self.index] if self.values else ""
        theme.blit_text(
            surface,
            theme.fit_text(shown, px, value.width - 4),
            px,
            value.center,
            color,
            bold=True,
            anchor="center",
        )
        self.draw_focus(surface, pygame.Rect(left.x, left.y, right.right - left.x, left.height))


class TextInput(Widget):
    """A one-line text field; click to focus, type, Enter to submit."""

    def __init__(
        self,
        value: str,
        on_change: Callable[[str], None],
        max_len: int = 24,
        allowed: Callable[[str], bool] | None = None,
        on_submit: Callable[[], object] | None = None,
        placeholder: str = "",
    ) -> None:
        super().__init__()
        self.value = value
        self.on_change = on_change
        self.max_len = max_len
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.on_submit = on_submit
        self.placeholder = placeholder
        self._drawn_blink = -1

    def focusable(self) -> bool:
        return self.visible and self.enabled

    def handle(self, event: pygame.event.Event) -> bool:
        """A click inside takes the focus (outside drops it); typed text goes in while
        focused."""
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused or was
        if self.focused and event.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in event.text if self.allowed(ch))
            if added:
                self.value = (self.value + added)[: self.max_len]
                self.on_change(self.value)
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Backspace deletes; Enter submits (left to the page without ``on_submit``);
        keys that type text are used (the text arrives as TEXTINPUT); Tab, Esc and the
        Up / Down arrows are left to the page."""
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            self.on_change(self.value)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is None:
                return False
            self.on_submit()
            return True
        if event.key in (pygame.K_TAB, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN):
            return False
        return bool(getattr(event, "unicode", "")) or event.key == pygame.K_SPACE

    def _blink_phase(self) -> int:
        return int(pygame.time.get_ticks() / 500) % 2 if self.focused else -1

    def needs_redraw(self) -> bool:
        return self.visible and self._blink_phase() != self._drawn_blink

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        s = self.scale
        border = theme.ACCENT if self.focused else theme.PANEL_EDGE
        surface.blit(
            theme.rounded_panel(
                self.rect.size, theme.BG_DARK, int(8 * s), border, max(1, int(2 * s))
            ),
            self.rect,
        )
        px = 19 * s
        shown = self.value or self.placeholder
        color = theme.TEXT if self.value else theme.TEXT_DIM
        label = theme.fit_text(shown, px, self.rect.width - 20 * s)
        rect = theme.blit_text(
            surface, label, px, (self.rect.x + 10 * s, self.rect.centery), color, anchor="midleft"
        )
        self._drawn_blink = self._blink_phase()
        self.draw_focus(surface)
        if self._drawn_blink == 0:
            x = rect.right + 2 if self.value else self.rect.x + 10 * s
            pygame.draw.line(
                surface,
                theme.ACCENT,
                (x, self.rect.y + 7 * s),
                (x, self.rect.bottom - 7 * s),
                max(1, int(2 * s)),
            )


@dataclass
class ListRow:
    """One row of a :class:`ListView`: a title, a detail line and an optional badge."""

    title: str
    detail: str = ""
    badge: str = ""
    error: bool = False


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
            theme.blit_text(
                surface,
                "Nothing here yet.",
                20 * s,
                self.rect.center,
                theme.TEXT_DIM,
                anchor="center",
            )
            return
        rh = self.row_height
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        for i in range(self.scroll, min(len(self.rows), self.scroll + self.visible_rows() + 1)):
            row = self.rows[i]
            r = pygame.Rect(
                self.rect.x + 4,
                self.rect.y + (i - self.scroll) * rh + 4,
                self.rect.width - 8,
                rh - 6,
            )
            fill = theme.BUTTON if i == self.selected else theme.PANEL
            surface.blit(theme.rounded_panel(r.size, fill, int(8 * s)), r)
            color = theme.BAD if row.error else theme.TEXT
            theme.blit_text(
                surface,
                theme.fit_text(row.title, 19 * s, r.width * 0.7, bold=True),
                19 * s,
                (r.x + 12 * s, r.y + 6 * s),
                color,
                bold=True,
            )
            theme.blit_text(
                surface,
                theme.fit_text(row.detail, 15 * s, r.width - 24 * s),
                15 * s,
                (r.x + 12 * s, r.y + 30 * s),
                theme.TEXT_DIM if not row.error else theme.BAD,
            )
            if row.badge:
                theme.blit_text(
                    surface,
                    row.badge,
                    15 * s,
                    (r.right - 12 * s, r.y + 8 * s),
                    theme.ACCENT,
                    anchor="topright",
                )
        surface.set_clip(clip)
        self.draw_focus(surface)


class LogPanel(Widget):
    """The move log: newest line at the bottom, mouse wheel scrolls back."""

    def __init__(self, title: str = "Moves") -> None:
        super().__init__()
        self.title = title
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
        theme.blit_text(
            surface,
            self.title,
            17 * s,
            (self.rect.x + 14 * s, self.rect.y + 10 * s),
            theme.ACCENT,
            bold=True,
        )
        px = 15 * s
        line_h = int(px * 1.45)
        top = self.rect.y + int(40 * s)
        bottom = self.rect.bottom - int(10 * s)
        width = self.rect.width - 28 * s
        wrapped: list[tuple[str, theme.Color]] = []
        end = len(self.lines) - self.back
        capacity = max(1, (bottom - top) // line_h)
        for line, color in reversed(self.lines[max(0, end - capacity) : end]):
            parts = theme.wrap_text(line, px, width)
            for part in reversed(parts):
                wrapped.append((part, color))
            if len(wrapped) >= capacity:
                break
        y = bottom - line_h
        for part, color in wrapped[:capacity]:
            theme.blit_text(surface, part, px, (self.rect.x + 14 * s, y), color)
            y -= line_h
        if self.back:
            theme.blit_text(
                surface,
                "▼ newer",
                13 * s,
                (self.rect.right - 12 * s, self.rect.y + 12 * s),
                theme.TEXT_DIM,
                anchor="topright",
            )


def draw_tooltip(surface: pygame.Surface, tip: str, pos: tuple[int, int], scale: float) -> None:
    """A small dark box with ``tip`` near ``pos``, kept inside the window."""
    px = 16 * scale
    lines = theme.wrap_text(tip, px, 320 * scale)
    surfs = [theme.text(line, px, theme.TEXT) for line in lines]
    w = max(s.get_width() for s in surfs) + int(20 * scale)
    h = sum(s.get_height() for s in surfs) + int(14 * scale)
    rect = pygame.Rect(pos[0] + int(16 * scale), pos[1] + int(18 * scale), w, h)
    rect.clamp_ip(surface.get_rect())
    theme.draw_panel(surface, rect, (8, 12, 18, 235), int(8 * scale), theme.ACCENT, 1)
    y = rect.y + int(7 * scale)
    for surf in surfs:
        surface.blit(surf, (rect.x + int(10 * scale), y))
        y += surf.get_height()


def dispatch(widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
    """Give ``event`` to each widget (motion goes to all); True once one used it."""
    if event.type == pygame.MOUSEMOTION:
        for widget in widgets:
            widget.handle(event)
        return False
    return any(widget.handle(event) for widget in widgets)


def hover_tip(widgets: Sequence[Widget]) -> str | None:
    """The tooltip of the widget under the mouse, if any."""
    for widget in widgets:
        tip = widget.tooltip()
        if tip:
            return tip
    return None
