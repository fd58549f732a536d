"""Settings: your name (the profile; earlier games to claim), language, animation speed,
sound volume, full screen, colour-blind marks, auto-play of forced moves, coach hints,
the "since your turn" recap (saved at once)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.core.fonts import TEXT_SIZES
from scenes.core.i18n import N_, _, choice_name, choices, percent, pgettext
from scenes.core.page import PageScene
from scenes.core.phrases import shown_name
from scenes.core.profile import player_name
from scenes.core.saves import SPEEDS
from scenes.core.widgets import Button, Stepper
from scenes.screens.profile_name import ask_name

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

VOLUMES = list(range(0, 101, 10))
#: The share of a row its label takes.
LABEL_SHARE = 0.46


#: The rows: (label, tip or "", values). Values are the choices shown, in order.
OFF_ON = (N_("Off"), N_("On"))
SPEED_NAMES = (N_("Slow"), N_("Normal"), N_("Fast"), N_("Instant"))
ROWS = (
    (N_("Language"), N_("The language of the app (System: your computer's)")),
    (N_("Text size"), N_("Every text larger, and the controls around it; applies at once")),
    (N_("Animation speed"), N_("How fast cards move and bots play")),
    (N_("Sound volume"), ""),
    (N_("Full screen"), N_("F11 switches too")),
    (N_("Colour-blind marks"), N_("Letters and shapes on green / red cards and backs")),
    (
        N_("Auto-play forced moves"),
        N_("When only one move is possible, it plays itself after a moment"),
    ),
    (
        N_("Coach hints"),
        N_("? at the table shows the hard bot's advice (counted in the game's record)"),
    ),
    (
        N_("Since your turn"),
        N_("When your turn starts, one line says what the others did since your last move"),
    ),
)


class SettingsScene(PageScene):
    """Each change applies and is saved immediately. The rows always show the current
    settings, however they changed (F11 switches full screen from anywhere); a new
    language shows at once."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.language = Stepper("", [], 0, self._language)
        self.text_size = Stepper("", [], 0, self._text_size)
        self.speed = Stepper("", [], 0, self._speed)
        self.volume = Stepper("", [], 0, self._volume)
        self.full = Stepper("", [], 0, self._full)
        self.cb = Stepper("", [], 0, self._cb)
        self.auto = Stepper("", [], 0, self._auto)
        self.coach = Stepper("", [], 0, self._coach)
        self.recap = Stepper("", [], 0, self._recap)
        self.done = Button("", self.back, style="good", hint="Esc")
        #: The player's name (the profile) and the earlier games to claim.
        self.name_button = Button("", lambda: ask_name(app), style="secondary")
        self.claim_button = Button("", self.claim, style="secondary")
        self.rows = [
            self.language,
            self.text_size,
            self.speed,
            self.volume,
            self.full,
            self.cb,
            self.auto,
            self.coach,
            self.recap,
        ]
        self.widgets = [self.name_button, self.claim_button, *self.rows, self.done]
        self.words()
        for row, index in zip(self.rows, self.shown_indices(), strict=True):
            row.index = index

    def words(self) -> None:
        """Title, labels, values and tips in the current language."""
        self.title = _("Settings")
        self.subtitle = _("changes are saved at once")
        for row, (label, tip) in zip(self.rows, ROWS, strict=True):
            row.label = _(label)
            row.tip = _(tip) if tip else None
        self.language.values = [choice_name(c) for c in choices()]
        self.text_size.values = [percent(size) for size in TEXT_SIZES]
        self.speed.values = [_(name) for name in SPEED_NAMES]
        self.volume.values = [percent(v) if v else pgettext("sound volume", "Off") for v in VOLUMES]
        for row in self.rows[4:]:
            row.values = [_(word) for word in OFF_ON]
        self.done.label = _("Done")
        self.name_button.label = _("Your name: {name}").format(name=shown_name(player_name()))
        self.name_button.tip = _("Statistics and daily deals follow your name; renaming keeps them")
        self.claim_button.label = _("Earlier games…")
        self.claim_button.tip = _("Count games played under another name as yours")
        self.done.hint = pgettext("key", "Esc")

    def language_changed(self) -> None:
        """Every word again in the new language."""
        self.words()
        super().language_changed()

    def shown_indices(self) -> list[int]:
        """The row values the current settings call for (language, text size, speed,
        volume, full screen, colour-blind marks, auto-play of forced moves, coach hints,
        since your turn)."""
        st = self.app.settings
        language = choices().index(st.language) if st.language in choices() else 0
        speed = SPEEDS.index(st.animation_speed) if st.animation_speed in SPEEDS else 1
        volume = VOLUMES.index(min(VOLUMES, key=lambda v: abs(v - st.volume)))
        size = TEXT_SIZES.index(st.text_size) if st.text_size in TEXT_SIZES else 0
        return [
            language,
            size,
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
        self.words()  # the name may have changed
        self.refresh()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.refresh()

    def claim(self) -> None:
        """Open the list of earlier games to claim."""
        from scenes.screens.claim import ClaimScene

        self.app.manager.push(ClaimScene(self.app))

    def _language(self, i: int) -> None:
        self.app.set_language(choices()[i])

    def _text_size(self, i: int) -> None:
        self.app.settings.text_size = TEXT_SIZES[i]
        self.app.apply_settings()

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
        rw, rh, pitch = int(680 * s), int(42 * s), int(48 * s)
        y = int(136 * s)
        nw = int(rw * 0.62)
        self.name_button.place((w // 2 - rw // 2, y, nw, rh), s)
        self.claim_button.place(
            (w // 2 - rw // 2 + nw + int(10 * s), y, rw - nw - int(10 * s), rh), s
        )
        self.name_button.font_px = self.claim_button.font_px = 17
        y += pitch
        for row in self.rows:
            row.label_width = LABEL_SHARE  # "Auto-play forced moves" with room to spare
            row.place((w // 2 - rw // 2, y, rw, rh), s)
            y += pitch
        self.done.place((w // 2 - int(110 * s), y + int(10 * s), int(220 * s), int(52 * s)), s)
        #: The card preview: a column right of the rows (centre x, top y, room).
        right = w // 2 + rw // 2
        self.preview = ((right + w) // 2, int(140 * s), w - right - int(16 * s))

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        """The colour-blind marks' preview: a red back, a green back, a number card."""
        art = self.app.cards
        cw = int(56 * s)
        cards = [
            (art.back("normal", cw), _("number / red back")),
            (art.back("green", cw), _("green back")),
            (art.face(27, cw), _("number card")),
        ]
        x, y, room = self.preview
        for surf, label in cards:
            surface.blit(surf, surf.get_rect(midtop=(x, y)))
            where = (x, y + surf.get_height() + 12 * s)
            lines, px = theme.fit_block(label, 14 * s, room, 34 * s)
            theme.blit_block(surface, lines, px, where, theme.TEXT_DIM)
            y += surf.get_height() + int(44 * s)
