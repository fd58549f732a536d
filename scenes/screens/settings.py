"""Settings: animation speed, sound volume, full screen, colour-blind marks, auto-play of
forced moves, coach hints, the "since your turn" recap (saved at once)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.core.page import PageScene
from scenes.core.saves import SPEEDS
from scenes.core.widgets import Button, Stepper

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

VOLUMES = list(range(0, 101, 10))
#: The share of a row its label takes.
LABEL_SHARE = 0.46


class SettingsScene(PageScene):
    """Each change applies and is saved immediately. The rows always show the current
    settings, however they changed (F11 switches full screen from anywhere)."""

    title = "Settings"
    subtitle = "changes are saved at once"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        st = app.settings
        self.speed = Stepper(
            "Animation speed",
            [v.capitalize() for v in SPEEDS],
            SPEEDS.index(st.animation_speed),
            self._speed,
            tip="How fast cards move and bots play",
        )
        vol = min(VOLUMES, key=lambda v: abs(v - st.volume))
        self.volume = Stepper(
            "Sound volume",
            [f"{v} %" if v else "Off" for v in VOLUMES],
            VOLUMES.index(vol),
            self._volume,
        )
        self.full = Stepper(
            "Full screen", ["Off", "On"], int(st.fullscreen), self._full, tip="F11 switches too"
        )
        self.cb = Stepper(
            "Colour-blind marks",
            ["Off", "On"],
            int(st.colourblind),
            self._cb,
            tip="Letters and shapes on green / red cards and backs",
        )
        self.auto = Stepper(
            "Auto-play forced moves",
            ["Off", "On"],
            int(st.auto_forced),
            self._auto,
            tip="When only one move is possible, it plays itself after a moment",
        )
        self.coach = Stepper(
            "Coach hints",
            ["Off", "On"],
            int(st.coach_hints),
            self._coach,
            tip="? at the table shows the hard bot's advice (counted in the game's record)",
        )
        self.recap = Stepper(
            "Since your turn",
            ["Off", "On"],
            int(st.since_your_turn),
            self._recap,
            tip="When your turn starts, one line says what the others did since your last move",
        )
        self.done = Button("Done", self.back, style="good", hint="Esc")
        self.rows = [
            self.speed,
            self.volume,
            self.full,
            self.cb,
            self.auto,
            self.coach,
            self.recap,
        ]
        self.widgets = [*self.rows, self.done]

    def shown_indices(self) -> list[int]:
        """The row values the current settings call for (speed, volume, full screen,
        colour-blind marks, auto-play of forced moves, coach hints, since your turn)."""
        st = self.app.settings
        speed = SPEEDS.index(st.animation_speed) if st.animation_speed in SPEEDS else 1
        volume = VOLUMES.index(min(VOLUMES, key=lambda v: abs(v - st.volume)))
        return [
            speed,
            volume,
            int(st.fullscreen),
            int(st.colourblind),
            int(st.auto_forced),
            int(st.coach_hints),
            int(st.since_your_turn),
        ]

    def refresh(self) -> None:
        """Show the current settings (without running the rows' change callbacks)."""
        for row, index in zip(self.rows, self.shown_indices(), strict=True):
            if row.index != index:
                row.index = index
                self.request_redraw()

    def enter(self) -> None:
        super().enter()
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.refresh()

    def _speed(self, i: int) -> None:
        self.app.settings.animation_speed = SPEEDS[i]
        self.app.apply_settings()

    def _volume(self, i: int) -> None:
        self.app.settings.volume = VOLUMES[i]
        self.app.apply_settings()
        self.app.audio.play("chip")

    def _full(self, i: int) -> None:
        self.app.set_fullscreen(bool(i))

    def _cb(self, i: int) -> None:
        self.app.settings.colourblind = bool(i)
        self.app.apply_settings()

    def _auto(self, i: int) -> None:
        self.app.settings.auto_forced = bool(i)
        self.app.apply_settings()

    def _recap(self, i: int) -> None:
        self.app.settings.since_your_turn = bool(i)
        self.app.apply_settings()

    def _coach(self, i: int) -> None:
        self.app.settings.coach_hints = bool(i)
        self.app.apply_settings()

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, _h = self.size
        rw, rh = int(620 * s), int(46 * s)
        y = int(170 * s)
        for row in self.rows:
            row.label_width = LABEL_SHARE  # "Auto-play forced moves" with room to spare
            row.place((w // 2 - rw // 2, y, rw, rh), s)
            y += int(60 * s)
        self.done.place((w // 2 - int(110 * s), y + int(30 * s), int(220 * s), int(56 * s)), s)
        self.preview_y = y + int(110 * s)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        art = self.app.cards
        cw = int(70 * s)
        cards = [
            (art.back("normal", cw), "number / red back"),
            (art.back("green", cw), "green back"),
            (art.face(27, cw), "number card"),
        ]
        total = len(cards) * cw + (len(cards) - 1) * int(80 * s)
        x = self.size[0] // 2 - total // 2
        for surf, label in cards:
            if self.preview_y + surf.get_height() + 30 * s < self.size[1]:
                surface.blit(surf, (x, self.preview_y))
                theme.blit_text(
                    surface,
                    label,
                    14 * s,
                    (x + cw // 2, self.preview_y + surf.get_height() + 14 * s),
                    theme.TEXT_DIM,
                    anchor="center",
                )
            x += cw + int(80 * s)
