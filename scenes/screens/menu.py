"""The main menu: Continue, New game, Daily deal, Learn to play, Load, Replays, Statistics,
Settings, Rules, Quit
(and, once on a first launch, the offer of a guided first game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import __version__
from scenes.core import theme
from scenes.core.dialogs import confirm, message
from scenes.core.i18n import N_, _, percent
from scenes.core.page import PageScene
from scenes.core.saves import autosave_state
from scenes.core.widgets import Button
from scenes.plugins import first_game_id
from scenes.screens.duplicate_run import pending_progress, resume_duplicates
from scenes.screens.profile_name import ask_name

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


#: How often the menu looks at the background work's progress (seconds).
POLL_SECONDS = 0.5
#: The buttons' labels, top to bottom (translated when drawn).
LABELS = (
    N_("Continue"),
    N_("New game"),
    N_("Daily deal"),
    N_("Learn to play"),
    N_("Load"),
    N_("Replays"),
    N_("Statistics"),
    N_("Settings"),
    N_("Rules"),
    N_("Quit"),
)


class MainMenu(PageScene):
    """The first screen."""

    title = "Play or Pay"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.time = 0.0
        nav = app.nav
        self.continue_button = Button("", nav.continue_game, style="good")
        self.daily_button = Button("", nav.daily, style="primary")
        self.buttons = [
            self.continue_button,
            Button("", nav.new_game, style="primary"),
            self.daily_button,
            Button("", nav.learn_to_play, style="primary"),
            Button("", nav.load_games, style="primary"),
            Button("", nav.replays, style="primary"),
            Button("", nav.statistics, style="primary"),
            Button("", nav.settings, style="primary"),
            Button("", lambda: nav.rules(first_game_id()), style="primary"),
            Button("", app.quit, style="secondary"),
        ]
        self.widgets = list(self.buttons)
        self.words()
        self.refresh()
        #: The percent of a daily's duplicate played in the background (None: none).
        self.background: int | None = None
        self.polled = 0.0
        resume_duplicates(app.background)  # left by an app killed or quit during one

    def words(self) -> None:
        """The subtitle, labels and tips in the current language."""
        self.subtitle = _("pay-to-pass card games")
        for button, label in zip(self.buttons, LABELS, strict=True):
            button.label = _(label)
        self.daily_button.tip = _("Today's deal, the same for all")

    def language_changed(self) -> None:
        """Labels and tips again in the new language."""
        self.words()
        self.refresh()
        super().language_changed()

    def enter(self) -> None:
        super().enter()
        self.offer()

    def offer(self) -> None:
        """What a start shows once over the menu, one at a time: a problem found at
        start-up, the question of the player's name (no profile yet), "Learn to play"."""
        notice = self.app.startup_notice
        if notice is not None:  # shown once, over the menu
            self.app.startup_notice = None
            self.app.manager.push(message(self.app, *notice))
        elif self.app.profile_ask:  # a first start: the name is asked once
            self.app.profile_ask = False
            ask_name(self.app, first=True)
        elif self.app.learn_offer:  # a first launch: offered once, remembered
            self.app.learn_offer = False
            self.app.settings.tutorial_offered = True
            self.app.apply_settings()
            self.app.manager.push(
                confirm(
                    self.app,
                    _("New to these games?"),
                    _(
                        "Learn to play with a short guided game of each title: a few "
                        "minutes, you against bots, every move explained."
                    ),
                    self.app.nav.learn_to_play,
                    yes=_("Learn to play"),
                    no=_("Not now"),
                )
            )

    def refresh(self) -> None:
        state = autosave_state()  # from a replay: the file's 'finished' is not trusted
        can = state in ("in play", "damaged")
        self.continue_button.enabled = can
        if state == "in play":
            self.continue_button.tip = _("Resume the autosaved game exactly where it stopped")
        elif state == "damaged":
            self.continue_button.tip = _("The autosave cannot be opened: click to see why")
        else:
            self.continue_button.tip = _("No game in progress")
        focused = self.ring.sync(self.widgets)
        if focused is None or not focused.focusable():
            self.ring.focus_first(self.widgets)  # keyboard ready: the ring shows at once

    def resume(self) -> None:
        self.refresh()
        self.offer()

    def back(self) -> None:
        pass  # Esc on the main menu does nothing; Quit is a button

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        n = len(self.buttons)
        gap = int(10 * s)
        bw, bh = int(320 * s), int(min(50 * s, (h - 210 * s - gap * (n - 1)) / n))
        total = len(self.buttons) * bh + (len(self.buttons) - 1) * gap
        y = max(int(150 * s), (h - total) // 2 + int(50 * s))
        for button in self.buttons:
            button.place((w // 2 - bw // 2, y, bw, bh), s)
            button.font_px = 23
            y += bh + gap

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        if self.time - self.polled >= POLL_SECONDS:
            self.polled = self.time
            now = pending_progress(self.app.background)
            if now != self.background:
                self.background = now
                self.request_redraw()

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        # A fan of cards on each side: decoration only.
        art = self.app.cards
        w, h = self.size
        cw = int(92 * s)
        for side, cards in ((-1, (3, 17, 35)), (1, (8, 22, 31))):
            for i, card in enumerate(cards):
                angle = side * (-14 + i * 14)  # still: an idle menu draws nothing
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
            _("F11: full screen   ·   Esc: back / pause"),
            14 * s,
            (w // 2, h - 18 * s),
            theme.TEXT_DIM,
            anchor="center",
        )
        if self.background is not None:
            words = _("Playing a daily's duplicate game in the background… {percent}")
            theme.blit_text(
                surface,
                words.format(percent=percent(self.background)),
                14 * s,
                (w // 2, h - 40 * s),
                theme.TEXT_DIM,
                anchor="center",
            )
        theme.blit_text(
            surface,
            _("version {version}").format(version=__version__),
            14 * s,
            (w - 14 * s, h - 18 * s),
            theme.TEXT_DIM,
            anchor="midright",
        )
