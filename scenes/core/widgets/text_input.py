"""A one-line text field."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.core import theme
from scenes.core.widgets.base import Widget


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
