"""Overlays drawn over the scene below: message, confirm, pause menu, "Save as…".

An overlay is a non-opaque scene: the scene below keeps being drawn (dimmed) but gets no
input or updates while the overlay is up. Esc closes an overlay (as its cancel choice).
The keyboard focus starts on the first field or button (ring shown); Tab, Shift+Tab and
the arrows move it, Enter or Space activates.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.savename import MAX_SAVE_NAME
from scenes.core import theme
from scenes.core.focus import FocusRing
from scenes.core.i18n import _
from scenes.core.scene_stack import Scene
from scenes.core.widgets import Button, TextInput, Widget, dispatch, draw_tooltip, hover_tip

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class Overlay(Scene):
    """A centred panel with a title, wrapped message lines and a row/column of buttons."""

    opaque = False

    def __init__(
        self,
        app: Host,
        title: str,
        message: str = "",
        choices: Sequence[tuple[str, Callable[[], None], str]] = (),
        vertical: bool = False,
        width: int = 560,
        cancel_index: int = -1,
    ) -> None:
        """``choices`` are (label, action, style); Esc runs choice ``cancel_index``."""
        super().__init__(app)
        self.title = title
        self.message = message
        self.vertical = vertical
        self.width = width
        self.buttons = [
            Button(label, self._closing(action), style=style) for label, action, style in choices
        ]
        self.extra: list[Widget] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.appear = 0.0
        self.cancel_index = cancel_index
        #: The button the keyboard focus starts on when the dialog has no field.
        self.initial_focus = 0
        #: Sets the title, message and labels again in the current language (called on
        #: :meth:`language_changed`; None: the words stay as given).
        self.words: Callable[[Overlay], None] | None = None
        self.ring = FocusRing(sideways=True)

    def _closing(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.app.manager.pop()
            action()

        return run

    def enter(self) -> None:
        if self.extra or not self.buttons:
            self.ring.focus_first(self.focus_order())
        else:
            start = self.buttons[min(self.initial_focus, len(self.buttons) - 1)]
            self.ring.focus(self.focus_order(), start, True)
        self.appear = 0.0
        self.tweens.to(
            self, "appear", 1.0, 0.18 * min(1.0, self.app.settings.speed_factor() or 0), "out_cubic"
        )

    def language_changed(self) -> None:
        """Make the words again (see :attr:`words`), then lay out again."""
        if self.words is not None:
            self.words(self)
        self._laid_out = None  # the panel's height follows the message's lines
        super().language_changed()

    def cancel(self) -> None:
        """Esc: the cancel choice's action (the last button unless told otherwise)."""
        if self.buttons:
            self.buttons[self.cancel_index].on_click()
        else:
            self.app.manager.pop()

    def body_height(self, s: float) -> int:
        lines = theme.wrap_text(self.message, 19 * s, (self.width - 60) * s) if self.message else []
        return int(len(lines) * 27 * s) + (int(10 * s) if lines else 0)

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w = int(self.width * s)
        bh = int(52 * s)
        gap = int(12 * s)
        body = self.body_height(s) + sum(int(w_.rect.height) + gap for w_ in self.extra if False)
        extra_h = self.extra_height(s)
        buttons_h = len(self.buttons) * (bh + gap) if self.vertical else bh + gap
        h = int(80 * s) + body + extra_h + buttons_h + int(16 * s)
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (self.size[0] // 2, self.size[1] // 2)
        y = self.panel.y + int(80 * s) + body
        self.layout_extra(s, y)
        y += extra_h
        if self.vertical:
            for button in self.buttons:
                button.place((self.panel.x + int(60 * s), y, w - int(120 * s), bh), s)
                y += bh + gap
        elif self.buttons:
            n = len(self.buttons)
            bw = (w - int(48 * s) - gap * (n - 1)) // n
            for i, button in enumerate(self.buttons):
                button.place((self.panel.x + int(24 * s) + i * (bw + gap), y, bw, bh), s)

    def focus_order(self) -> list[Widget]:
        """Fields first, then the buttons: the keyboard focus order."""
        return [*self.extra, *self.buttons]

    def extra_height(self, s: float) -> int:
        return 0

    def layout_extra(self, s: float, y: int) -> None:
        pass

    def handle_event(self, event: pygame.event.Event) -> None:
        widgets = self.focus_order()
        if self.ring.handle(widgets, event) or dispatch(widgets, event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()

    def needs_redraw(self) -> bool:
        return super().needs_redraw() or any(w.needs_redraw() for w in self.focus_order())

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(self.size)
        surface.blit(theme.dim_overlay(self.size, int(150 * self.appear)), (0, 0))
        panel = self.panel.move(0, int((1 - self.appear) * 30 * s))
        theme.draw_panel(
            surface, panel, theme.PANEL, int(16 * s), theme.PANEL_EDGE, 2, shadow=int(8 * s)
        )
        theme.blit_text(
            surface,
            self.title,
            30 * s,
            (panel.centerx, panel.y + 40 * s),
            theme.ACCENT,
            bold=True,
            anchor="center",
        )
        if self.message:
            y = panel.y + 80 * s
            for line in theme.wrap_text(self.message, 19 * s, (self.width - 60) * s):
                theme.blit_text(
                    surface, line, 19 * s, (panel.centerx, y), theme.TEXT, anchor="midtop"
                )
                y += 27 * s
        self.ring.sync(self.focus_order())
        for widget in self.focus_order():
            widget.draw(surface)
        tip = hover_tip(self.buttons)
        if tip:
            draw_tooltip(surface, tip, self.app.mouse, s)


def message(app: Host, title: str, text: str, on_ok: Callable[[], None] | None = None) -> Overlay:
    """A message with one OK button."""
    return Overlay(app, title, text, [(_("OK"), on_ok or (lambda: None), "primary")])


def confirm(
    app: Host,
    title: str,
    text: str,
    on_yes: Callable[[], None],
    yes: str | None = None,
    no: str | None = None,
    danger: bool = False,
) -> Overlay:
    """A yes / no question ("Yes" / "Cancel" unless told); Esc means no."""
    return Overlay(
        app,
        title,
        text,
        [
            (yes or _("Yes"), on_yes, "danger" if danger else "primary"),
            (no or _("Cancel"), lambda: None, "secondary"),
        ],
    )


class SaveAsDialog(Overlay):
    """Asks for a name and calls ``on_save(name)``. With ``check``, Save is enabled only
    while ``check(name)`` finds no problem, and the problem is shown under the field."""

    def __init__(
        self,
        app: Host,
        default: str,
        on_save: Callable[[str], None],
        title: str | None = None,
        note: str | None = None,
        check: Callable[[str], str | None] | None = None,
        action: str | None = None,
    ) -> None:
        """``action`` labels the button that calls ``on_save`` (default "Save"; the
        title and note default to saving a game)."""
        self.name = default
        self.check = check
        self.problem: str | None = None
        super().__init__(
            app,
            title or _("Save game as…"),
            _("The game is also autosaved after every move.") if note is None else note,
            [
                (action or _("Save"), self._save, "primary"),
                (_("Cancel"), lambda: None, "secondary"),
            ],
        )
        self.on_save = on_save
        self.field = TextInput(
            default,
            self._changed,
            max_len=MAX_SAVE_NAME,
            allowed=lambda ch: ch.isalnum() or ch in " _-",
            on_submit=self._submit,
        )
        self.extra = [self.field]
        self._changed(default)

    def _changed(self, value: str) -> None:
        self.name = value
        self.problem = self.check(value) if self.check is not None else None
        self.buttons[0].enabled = bool(value.strip()) and self.problem is None

    def _submit(self) -> None:
        if self.buttons[0].enabled:
            self.buttons[0].on_click()
        else:
            self.field.focused = True  # keep typing: the problem is shown under the field

    def _save(self) -> None:
        if self.buttons[0].enabled:
            self.on_save(self.name.strip())

    def extra_height(self, s: float) -> int:
        return int(64 * s) + (int(26 * s) if self.check is not None else 0)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.problem and self.name.strip():
            s = theme.ui_scale(self.size)
            text = theme.fit_text(self.problem, 16 * s, self.field.rect.width)
            pos = (self.field.rect.centerx, self.field.rect.bottom + 14 * s)
            theme.blit_text(surface, text, 16 * s, pos, theme.BAD, anchor="center")

    def layout_extra(self, s: float, y: int) -> None:
        self.field.place(
            (self.panel.x + int(40 * s), y, self.panel.width - int(80 * s), int(46 * s)), s
        )

    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()
