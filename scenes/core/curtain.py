"""The pass-and-play curtain: a full-screen, opaque scene that hides the table.

It is opaque, so the scene manager does not draw the table (or anything private) under
it at all. It shows only public facts: whose turn it is, the game's name and (``recap``)
what the others did since that player's last move, in the public log's words. A click (or
Enter / Space) reveals the table for that player.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.core.i18n import _
from scenes.core.phrases import about, is_you, shown_name
from scenes.core.scene_stack import Scene
from scenes.core.widgets import Button, dispatch

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class CurtainScene(Scene):
    """ "Pass to <name>" until that player clicks; then ``on_reveal`` runs."""

    opaque = True
    #: The recap line's font size (design pixels).
    RECAP_PX = 18

    @staticmethod
    def recap_lead() -> str:
        """The recap line's lead words, in the current language (with the space after)."""
        return _("Since your turn:") + " "

    def __init__(
        self,
        app: Host,
        name: str,
        game_name: str,
        on_reveal: Callable[[], None],
        on_menu: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.name = name
        self.game_name = game_name
        self.on_reveal = on_reveal
        self.on_menu = on_menu
        self.pulse = 0.0
        self.time = 0.0
        self.button = Button("", self.reveal, style="accent")
        self.menu_button = Button("", self._menu, style="secondary")
        self.words()
        self.done = False
        #: What the others did since this player's last move (public lines; "" for none).
        self.recap = ""

    def words(self) -> None:
        """The buttons' labels in the current language."""
        self.button.label = about(self.name, _("I am {name} — show my cards"), _("Show my cards"))
        self.button.hint = _("click, Enter or Space")
        self.menu_button.label = _("Menu")

    def language_changed(self) -> None:
        self.words()
        super().language_changed()

    def reveal(self) -> None:
        if self.done:
            return
        self.done = True
        self.app.manager.pop()
        self.on_reveal()

    def _menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        self.button.place((w // 2 - int(230 * s), int(h * 0.62), int(460 * s), int(74 * s)), s)
        self.button.font_px = 24
        self.menu_button.place((w - int(130 * s), int(14 * s), int(112 * s), int(40 * s)), s)
        self.menu_button.visible = self.on_menu is not None

    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch([self.menu_button], event):
            return
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self.reveal()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._menu()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.reveal()
        else:
            self.button.handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        surface.blit(theme.felt_background(self.size, (44, 30, 70), (14, 10, 26)), (0, 0))
        # Stage curtain folds: public decoration only.
        fold_w = max(8, int(64 * s))
        for x in range(fold_w // 2, w, fold_w):
            pygame.draw.line(surface, (30, 20, 50), (x, 0), (x, h), max(1, int(3 * s)))
        pygame.draw.rect(surface, (90, 60, 130), (0, 0, w, max(4, int(10 * s))))
        theme.blit_text(
            surface, self.game_name, 22 * s, (w // 2, int(h * 0.2)), theme.TEXT_DIM, anchor="center"
        )
        theme.blit_text(
            surface,
            _("Next to play") if is_you(self.name) else _("Pass the screen to"),
            30 * s,
            (w // 2, int(h * 0.33)),
            theme.TEXT,
            anchor="center",
        )
        theme.blit_text(
            surface,
            shown_name(self.name),
            72 * s,
            (w // 2, int(h * 0.45)),
            theme.ACCENT,
            bold=True,
            anchor="center",
        )
        theme.blit_text(
            surface,
            _("Everyone else: please look away while they play."),
            19 * s,
            (w // 2, int(h * 0.545)),
            theme.TEXT_DIM,
            anchor="center",
        )
        if self.recap:
            px = self.RECAP_PX * s
            line = theme.fit_text(self.recap_lead() + self.recap, px, w - 80 * s)
            pos = (w // 2, int(h * 0.62) + int(74 * s) + int(34 * s))
            theme.blit_text(surface, line, px, pos, theme.TEXT, anchor="center")
        self.button.draw(surface)
        self.menu_button.draw(surface)
