"""Learn to play: a guided first game of each title (the games whose plugin record has a
``tutorial``), each a few minutes against scripted bots."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.registry import get_game
from scenes.core import theme
from scenes.core.i18n import _, game_word, local_title, pgettext
from scenes.core.page import PageScene
from scenes.core.widgets import Button
from scenes.plugins import installed

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class LearnScene(PageScene):
    """One button per game with a guided first game, and Back."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.games = [ui.game_id for ui in installed() if ui.tutorial is not None]
        self.buttons = [
            Button(get_game(game_id).name, self._opener(game_id), style="good")
            for game_id in self.games
        ]
        self.close = Button("", self.back, style="secondary", hint="Esc")
        self.widgets = [*self.buttons, self.close]
        self.words()
        self.ring.focus_first(self.widgets)

    def words(self) -> None:
        """The title and labels in the current language."""
        self.title = _("Learn to play")
        self.subtitle = _("a short guided game: you against bots, every move explained")
        self.close.label = _("Back")
        self.close.hint = pgettext("key", "Esc")
        for game_id, button in zip(self.games, self.buttons, strict=True):
            button.hint = local_title(get_game(game_id).name)  # the local title, if any

    def language_changed(self) -> None:
        self.words()
        super().language_changed()

    def _opener(self, game_id: str) -> Callable[[], None]:
        return lambda: self.app.nav.tutorial(game_id)

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        bw, bh, gap = int(340 * s), int(56 * s), int(64 * s)
        y = int(170 * s)
        for button in self.buttons:
            button.place((w // 2 - bw // 2, y, bw, bh), s)
            button.font_px = 23
            y += bh + gap
        self.close.place((w // 2 - int(100 * s), h - int(86 * s), int(200 * s), int(54 * s)), s)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        width = int(min(760 * s, self.size[0] - 40 * s))
        for game_id, button in zip(self.games, self.buttons, strict=True):
            lines = theme.wrap_text(game_word(get_game(game_id).summary), 16 * s, width)
            y = button.rect.bottom + 6 * s
            for line in lines[:2]:
                theme.blit_text(
                    surface, line, 16 * s, (button.rect.centerx, y), theme.TEXT_DIM, anchor="midtop"
                )
                y += 19 * s
