"""A one-line text field: a cursor (Left / Right, Home / End), and the whole text
selected when the field gets the focus (typing replaces it; Ctrl+A selects it again)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.core import theme
from scenes.core.widgets.base import Widget


class TextInput(Widget):
    """A one-line text field; click to focus, type, Enter to submit.

    When the field gets the focus (Tab, a click, or a dialog that opens on it) its text
    is selected: typing replaces it, Backspace / Delete clear it, Left / Right / Home /
    End drop the selection and move the cursor; Ctrl+A selects everything."""

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
        #: Where typing goes (0..len(value)), and whether the whole text is selected.
        self.cursor = len(value)
        self.selected = False
        self._had_focus = False

    def _focus_changed(self) -> None:
        """Select everything when the focus arrives."""
        if self.focused and not self._had_focus:
            self.select_all()
        self._had_focus = self.focused

    def select_all(self) -> None:
        self.selected = bool(self.value)
        self.cursor = len(self.value)

    def _set(self, value: str, cursor: int) -> None:
        self.value = value[: self.max_len]
        self.cursor = max(0, min(cursor, len(self.value)))
        self.selected = False
        self.on_change(self.value)

    def _insert(self, text: str) -> None:
        if self.selected:
            self._set(text, len(text))
            return
        at = min(self.cursor, len(self.value))
        room = self.max_len - len(self.value)
        text = text[: max(0, room)]
        self._set(self.value[:at] + text + self.value[at:], at + len(text))

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
            if self.focused and self._had_focus:  # a second click: the cursor at the end
                self.selected, self.cursor = False, len(self.value)
            self._focus_changed()
            return self.focused or was
        self._focus_changed()
        if self.focused and event.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in event.text if self.allowed(ch))
            if added:
                self._insert(added)
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Backspace / Delete delete (the selection, or one character); Left / Right /
        Home / End move the cursor; Ctrl+A selects all; Enter submits (left to the page
        without ``on_submit``); keys that type text are used (the text arrives as
        TEXTINPUT); Tab, Esc and the Up / Down arrows are left to the page."""
        self._focus_changed()
        key, at = event.key, min(self.cursor, len(self.value))
        if key == pygame.K_a and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.select_all()
            return True
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.selected:
                self._set("", 0)
            elif key == pygame.K_BACKSPACE and at > 0:
                self._set(self.value[: at - 1] + self.value[at:], at - 1)
            elif key == pygame.K_DELETE and at < len(self.value):
                self._set(self.value[:at] + self.value[at + 1 :], at)
            return True
        moves = {
            pygame.K_HOME: 0,
            pygame.K_END: len(self.value),
            pygame.K_LEFT: 0 if self.selected else max(0, at - 1),
            pygame.K_RIGHT: len(self.value) if self.selected else min(len(self.value), at + 1),
        }
        if key in moves:
            self.cursor, self.selected = moves[key], False
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
        self._focus_changed()
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
        left = (self.rect.x + 10 * s, self.rect.centery)
        if self.selected and self.focused and self.value:
            width, height = theme.font(round(px)).size(label)
            band = pygame.Rect(0, 0, width + 4, height)
            band.midleft = (int(left[0]) - 2, int(left[1]))
            pygame.draw.rect(surface, theme.BUTTON, band, border_radius=max(1, int(3 * s)))
        rect = theme.blit_text(surface, label, px, left, color, anchor="midleft")
        self._drawn_blink = self._blink_phase()
        self.draw_focus(surface)
        if self._drawn_blink == 0 and not self.selected:
            before = label[: self.cursor] if label == self.value else label
            x = rect.x + theme.font(round(px)).size(before)[0] + 2 if self.value else left[0]
            pygame.draw.line(
                surface,
                theme.ACCENT,
                (x, self.rect.y + 7 * s),
                (x, self.rect.bottom - 7 * s),
                max(1, int(2 * s)),
            )
