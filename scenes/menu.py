"""The main menu: Continue, New game, Load, Settings, Rules, Quit."""

from __future__ import annotations

import math
import os
from typing import TYPE_CHECKING

import pygame

from scenes import theme
from scenes.dialogs import message
from scenes.page import PageScene
from scenes.saves import SaveError, autosave_path, autosave_state, load_session
from scenes.widgets import Button

if TYPE_CHECKING:
    from scenes.context import App
    from scenes.session import GameSession


def open_session(app: App, session: GameSession) -> None:
    """Replace every scene with the session's table."""
    from scenes.games import table_for

    app.manager.reset(table_for(app, session))


def continue_game(app: App) -> bool:
    """Resume the autosave; a message (file kept) if it cannot be used."""
    path = autosave_path()
    if not os.path.lexists(path):
        app.manager.push(message(app, "Nothing to continue", "There is no autosaved game yet."))
        return False
    try:
        session = load_session(path)
    except SaveError as exc:
        app.manager.push(
            message(app, "The autosave cannot be opened", f"{exc}\n\nThe file was left as it is.")
        )
        return False
    if session.state.is_terminal():
        from scenes.results import ResultsScene

        app.manager.reset(ResultsScene(app, session))
        return True
    open_session(app, session)
    return True


class MainMenu(PageScene):
    """The first screen."""

    title = "Play or Pay"
    subtitle = "pay-to-pass card games"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.time = 0.0
        self.focus = 0
        from scenes.load import LoadScene
        from scenes.rules import RulesScene
        from scenes.settings import SettingsScene
        from scenes.setup import SetupScene

        self.continue_button = Button("Continue", lambda: continue_game(app), style="good")
        self.buttons = [
            self.continue_button,
            Button("New game", lambda: app.manager.push(SetupScene(app)), style="primary"),
            Button("Load", lambda: app.manager.push(LoadScene(app)), style="primary"),
            Button("Settings", lambda: app.manager.push(SettingsScene(app)), style="primary"),
            Button("Rules", lambda: app.manager.push(RulesScene(app, "nothanks")), style="primary"),
            Button("Quit", app.quit, style="secondary"),
        ]
        self.widgets = list(self.buttons)
        self.refresh()

    def enter(self) -> None:
        super().enter()
        notice = self.app.startup_notice
        if notice is not None:  # shown once, over the menu
            self.app.startup_notice = None
            self.app.manager.push(message(self.app, *notice))

    def refresh(self) -> None:
        state = autosave_state()  # from a replay: the file's 'finished' is not trusted
        can = state in ("in play", "damaged")
        self.continue_button.enabled = can
        self.continue_button.tip = {
            "in play": "Resume the autosaved game exactly where it stopped",
            "damaged": "The autosave cannot be opened: click to see why",
        }.get(state, "No game in progress")
        if not can and self.focus == 0:
            self.focus = 1
        self._focus()

    def _focus(self) -> None:
        for i, button in enumerate(self.buttons):
            button.focused = i == self.focus

    def resume(self) -> None:
        self.refresh()

    def back(self) -> None:
        pass  # Esc on the main menu does nothing; Quit is a button

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        bw, bh, gap = int(320 * s), int(56 * s), int(14 * s)
        total = len(self.buttons) * bh + (len(self.buttons) - 1) * gap
        y = max(int(150 * s), (h - total) // 2 + int(50 * s))
        for button in self.buttons:
            button.place((w // 2 - bw // 2, y, bw, bh), s)
            button.font_px = 23
            y += bh + gap

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            step = -1 if event.key == pygame.K_UP else 1
            for _ in range(len(self.buttons)):
                self.focus = (self.focus + step) % len(self.buttons)
                if self.buttons[self.focus].enabled:
                    break
            self._focus()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            button = self.buttons[self.focus]
            if button.enabled:
                button.on_click()
            return
        super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        # A fan of cards on each side: decoration only.
        art = self.app.cards
        w, h = self.size
        cw = int(92 * s)
        for side, cards in ((-1, (3, 17, 35)), (1, (8, 22, 31))):
            for i, card in enumerate(cards):
                angle = side * (-14 + i * 14) + 3 * math.sin(self.time * 0.8 + i)
                face = art.face(card, cw)
                rot = pygame.transform.rotozoom(face, angle, 1.0)
                cx = w // 2 + side * int(330 * s) + int((i - 1) * 38 * s) * side
                cy = int(h * 0.5 + abs(i - 1) * 12 * s)
                surface.blit(rot, rot.get_rect(center=(cx, cy)))
        chip = art.chip(int(16 * s))
        for k in range(5):
            x = w // 2 + int(330 * s) + int((k - 2) * 30 * s)
            surface.blit(chip, chip.get_rect(center=(x, int(h * 0.5 + 120 * s) - k % 2 * 6)))
        theme.blit_text(
            surface,
            "F11: full screen   ·   Esc: back / pause",
            14 * s,
            (w // 2, h - 18 * s),
            theme.TEXT_DIM,
            anchor="center",
        )
