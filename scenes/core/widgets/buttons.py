"""Buttons: a clickable button and a stepper (``label  ◀ value ▶``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes.core import theme
from scenes.core.boxes import note_box
from scenes.core.widgets.base import ACTIVATE_KEYS, Widget


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
        #: The label did not fit when last drawn (hovering shows all of it).
        self.cut = False

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
        if not (self.hovered and self.visible):
            return None
        if self.cut:
            return f"{self.label}\n{self.tip}" if self.tip else self.label
        return self.tip

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
        note_box("control", self.label, self.rect)
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
        center = self.rect.move(0, lift if self.pressed else 0).center
        room = self.rect.width - 12 * self.scale
        if not self.hint:
            lines, size, self.cut = theme.fit_label(self.label, px, room, self.rect.height - 4)
            theme.blit_block(surface, lines, size, center, fg, bold=True)
        else:
            one, size, self.cut = theme.fit_label(self.label, px, room, 0)
            lab = theme.text(one[0], size, fg, bold=True)
            hint = theme.text(self.hint, px * 0.62, theme.lerp_color(fg, fill, 0.35))
            total = lab.get_height() + hint.get_height() * 0.9
            top = center[1] - total / 2
            surface.blit(lab, lab.get_rect(midtop=(center[0], int(top))))
            surface.blit(
                hint, hint.get_rect(midtop=(center[0], int(top + lab.get_height() * 0.92)))
            )
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
        room = self.rect.width * self.label_width - 8 * s
        if self.label and room > 0:  # a row's own label (none: the row says it already)
            lines, size, _cut = theme.fit_label(self.label, px, room, self.rect.height, bold=False)
            colour = theme.TEXT_DIM if self.enabled else (100, 110, 120)
            pitch = theme.pitch(size, 1.1)
            top = self.rect.centery - (len(lines) - 1) * pitch / 2
            for k, line in enumerate(lines):  # a long label wraps, then shrinks, then "…"
                where = (self.rect.x, top + k * pitch)
                theme.blit_text(surface, line, size, where, colour, anchor="midleft")
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
        lines, size, _cut = theme.fit_label(shown, px, value.width - 4, value.height, floor=0.7)
        theme.blit_block(surface, lines, size, value.center, color, bold=True)
        self.draw_focus(surface, pygame.Rect(left.x, left.y, right.right - left.x, left.height))
