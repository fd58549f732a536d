"""End of game: standings with a per-round table, the scoring breakdown of any round
(tabs pick the round; hovering a row shows every line), the winners highlighted, and
Play again / Rematch / Save record / Main menu.

Keys: Left / Right move the focus along the row of buttons, which starts on Main menu
(the neutral choice), so an Enter meant for the table never starts a new game; Enter
presses only the focused button, and keys in the first moments after the screen opens
are ignored. [ and ] (or Page Up / Page Down) pick the round of the breakdown."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.core.focus import FocusRing
from scenes.core.i18n import _, ngettext
from scenes.core.page import PageScene
from scenes.core.widgets import Button, draw_tooltip
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.name_game import name_game
from scenes.screens.results_table import Columns, StandingsTable
from scenes.screens.results_words import rule_words, winners_words

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.core.session import GameSession

#: Seconds after the screen opens during which keys are ignored (one meant for the table).
KEY_GRACE = 0.5
ROUND_KEYS = {
    pygame.K_LEFTBRACKET: -1,
    pygame.K_RIGHTBRACKET: 1,
    pygame.K_PAGEUP: -1,
    pygame.K_PAGEDOWN: 1,
}

#: Design pixels under the standings kept free by a subclass (0: none).
RESERVED = 0


class ResultsScene(PageScene):
    """Final results of a finished session (``reserved``: design pixels left free under
    the standings, for a subclass's panel)."""

    reserved = RESERVED

    def __init__(
        self, app: Host, session: GameSession, auto_next: Callable[[], None] | None = None
    ) -> None:
        super().__init__(app)
        self.session = session
        self.auto_next = auto_next
        self.wait = 6.0
        self.standings = StandingsTable(session, self.reserved)
        winners = sorted(self.standings.winners)
        self.title = winners_words([session.seat_label(i) for i in winners])
        self.subtitle = rule_words(session.spec.name, session.seed, session.tags, session.state)
        self.buttons = self._buttons()
        self.widgets = [*self.buttons, *self.standings.tabs()]
        self.ring = FocusRing(arrows=True, sideways=True)
        self.ring.focus(self.widgets, self.buttons[-1], shown=True)  # Main menu
        self.opened = 0.0
        self.saved = ""

    def _buttons(self) -> list[Button]:
        """Play again, Rematch, Save record, Replay, Review, Main menu."""
        return [
            Button(
                _("Play again"),
                self.play_again,
                style="good",
                tip=_("Same seats and options, a new seed"),
            ),
            Button(
                _("Rematch"),
                self.rematch,
                style="primary",
                tip=_("Same seats, options and seed: the same deal"),
            ),
            Button(
                _("Save record"),
                self.save_record,
                style="primary",
                tip=_("Give this game a name to find it under Load and Replays"),
            ),
            Button(
                _("Replay"),
                lambda: self.app.nav.replay_session(self.session, _("This game")),
                style="primary",
                tip=_("Watch the game again move by move"),
            ),
            Button(
                _("Review"), self.review, style="primary", tip=_("The coach rates your decisions")
            ),
            Button(_("Main menu"), self.app.go_to_menu, style="secondary"),
        ]

    def assist_line(self) -> str:
        """Who took moves back or asked for hints, as kept in the record ("" if nobody)."""
        parts = []
        for seat in range(self.session.num_players):
            undos = self.session.undos[seat] if seat < len(self.session.undos) else 0
            hints = self.session.hints[seat] if seat < len(self.session.hints) else 0
            used = []
            if undos:
                used.append(ngettext("{count} undo", "{count} undos", undos).format(count=undos))
            if hints:
                used.append(ngettext("{count} hint", "{count} hints", hints).format(count=hints))
            if used:
                parts.append(f"{self.session.seat_label(seat)}: {', '.join(used)}")
        return "  ·  ".join(parts)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if self.opened < KEY_GRACE and event.key != pygame.K_ESCAPE:
                return  # a key pressed for the table before this screen came
            if event.key in ROUND_KEYS and self.standings.step_round(ROUND_KEYS[event.key]):
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self._move_along_buttons(1 if event.key == pygame.K_RIGHT else -1)
                return
        super().handle_event(event)

    def _move_along_buttons(self, step: int) -> None:
        """Left / Right: the next enabled button of the row (from a round tab: Main menu)."""
        row = [b for b in self.buttons if b.enabled and b.visible]
        current = self.ring.sync(self.widgets)
        at = next((i for i, button in enumerate(row) if button is current), None)
        target = self.buttons[-1] if at is None else row[(at + step) % len(row)]
        self.ring.focus(self.widgets, target, shown=True)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        mouse = self.app.mouse
        if any(w.tooltip() for w in self.widgets):
            return
        tip = self.standings.tooltip(mouse)
        if tip is not None:
            draw_tooltip(surface, tip, mouse, theme.ui_scale(self.size))

    def enter(self) -> None:
        super().enter()
        self.tweens.to(
            self.standings, "shine", 1.0, 0.8 * self.app.settings.speed_factor(), "out_elastic"
        )

    def back(self) -> None:
        self.app.go_to_menu()

    def _start(self, seed: int) -> None:
        open_new_game(self.app, self.session.restarted(seed))

    def play_again(self) -> None:
        self._start(random.randrange(1, 10**6))

    def rematch(self) -> None:
        self._start(self.session.seed)

    def review(self) -> None:
        from scenes.replay.open import review_session

        review_session(self.app, self.session)

    def save_record(self) -> None:
        """Give the game a name (it is kept in records/ already)."""

        def saved(path: Path) -> None:
            self.saved = _("Saved as “{name}” (Load lists it).").format(name=path.stem)
            self.buttons[2].enabled = False

        name_game(self.app, self.session, saved)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.opened += dt
        if self.auto_next is not None:
            self.wait -= dt
            if self.wait <= 0:
                callback, self.auto_next = self.auto_next, None
                callback()

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        bw, bh, gap = int(200 * s), int(56 * s), int(16 * s)
        bw = min(bw, (w - int(40 * s) - gap * (len(self.buttons) - 1)) // len(self.buttons))
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        x = w // 2 - total // 2
        for button in self.buttons:
            button.place((x, h - bh - int(24 * s), bw, bh), s)
            x += bw + gap
        self.standings.place_tabs(self.size, s)

    def columns(self, s: float) -> Columns:
        """The standings table's columns (:meth:`StandingsTable.columns`)."""
        return self.standings.columns(self.size, s)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        self.standings.draw(surface, self.size, s)
        self._draw_footer(surface, s)

    def _draw_footer(self, surface: pygame.Surface, s: float) -> None:
        """The "saved as" note, or the countdown to the next demo game."""
        pos = (self.size[0] // 2, self.buttons[0].rect.y - 20 * s)
        if self.saved:
            theme.blit_text(surface, self.saved, 17 * s, pos, theme.GOOD, anchor="center")
        elif self.assist_line():
            help_line = _("Help used — {who}").format(who=self.assist_line())
            theme.blit_text(surface, help_line, 16 * s, pos, theme.TEXT_DIM, anchor="center")
        elif self.auto_next is not None:
            text = _("Next demo game in {seconds} s").format(seconds=max(0, int(self.wait) + 1))
            theme.blit_text(surface, text, 17 * s, pos, theme.TEXT_DIM, anchor="center")
