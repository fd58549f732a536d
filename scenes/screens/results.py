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
from scenes.core.i18n import _, ngettext, score
from scenes.core.page import PageScene
from scenes.core.widgets import Button, draw_tooltip
from scenes.plugins import ui_for
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.name_game import name_game
from scenes.screens.results_words import level_name, round_tab, rule_words, winners_words
from scenes.screens.standings import draw_standings, running_totals

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


#: ``shown_round`` while the standings chart is shown instead of a round's breakdown.
CHART = -1
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
        state = session.state
        self.rounds = state.round_results()
        self.totals = state.scores()
        self.winners = set(state.winners())
        self.title = winners_words([session.seat_label(i) for i in sorted(self.winners)])
        self.subtitle = rule_words(session.spec.name, session.seed, session.tags, state)
        self.buttons = self._buttons()
        # One tab per round when there are several: the breakdown column shows that round.
        self.round_tabs = [
            Button(
                round_tab(i + 1),
                self._tab(i),
                style="secondary",
                tip=_("Breakdown of round {number}").format(number=i + 1),
            )
            for i in range(len(self.rounds))
        ]
        if len(self.round_tabs) < 2:
            self.round_tabs = []
        # A multi-round game opens on the standings chart (CHART); the tabs pick a round.
        self.chart_tab: Button | None = None
        if self.round_tabs:
            tip = _("Everyone's score after each round")
            self.chart_tab = Button(_("Chart"), self._tab(CHART), style="secondary", tip=tip)
        self.shown_round = CHART if self.round_tabs else len(self.rounds) - 1
        self.widgets = [*self.buttons, *self.tabs()]
        self.ring = FocusRing(arrows=True, sideways=True)
        self.ring.focus(self.widgets, self.buttons[-1], shown=True)  # Main menu
        self.opened = 0.0
        self.saved = ""
        self.shine = 0.0
        self.row_tips: list[tuple[pygame.Rect, str]] = []

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

    def tabs(self) -> list[Button]:
        """The chart tab (multi-round games) and a tab a round, left to right."""
        return ([self.chart_tab] if self.chart_tab is not None else []) + self.round_tabs

    def _tab(self, index: int) -> Callable[[], None]:
        def show() -> None:
            self.shown_round = index

        return show

    def lines_for(self, round_index: int, seat: int) -> list[str]:
        """A seat's breakdown lines for one round."""
        if not 0 <= round_index < len(self.rounds):
            return []
        details = self.rounds[round_index].breakdown
        if not details:
            return []
        return ui_for(self.session.spec.id).breakdown_lines(details[seat])

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if self.opened < KEY_GRACE and event.key != pygame.K_ESCAPE:
                return  # a key pressed for the table before this screen came
            if self.round_tabs and event.key in ROUND_KEYS:
                views = len(self.tabs())  # the chart (CHART, i.e. -1), then each round
                self.shown_round = (self.shown_round + 1 + ROUND_KEYS[event.key]) % views - 1
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
        for rect, tip in self.row_tips:
            if rect.collidepoint(mouse):
                draw_tooltip(surface, tip, mouse, theme.ui_scale(self.size))
                break

    def enter(self) -> None:
        super().enter()
        self.tweens.to(self, "shine", 1.0, 0.8 * self.app.settings.speed_factor(), "out_elastic")

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
        x_break, head_y, _row_h = self.geometry()
        table, *_ = self.columns(s)
        x = x_break + int(112 * s)
        tabs = self.tabs()
        chart_w = int(62 * s) if self.chart_tab is not None else 0
        gap = int(6 * s) if len(tabs) <= 6 else int(3 * s)
        room = table.right - x - gap * max(0, len(tabs) - 1)
        tw = int(min(46 * s, (room - chart_w) / max(1, len(self.round_tabs))))
        th = int(28 * s)
        for i, tab in enumerate(self.round_tabs):  # "R1", or "1" where tabs are narrow
            tab.label = round_tab(i + 1) if tw >= 40 * s else str(i + 1)
        for tab in tabs:
            width = chart_w if tab is self.chart_tab else tw
            tab.place((x, head_y - th // 2, width, th), s)
            tab.font_px = 15 if tw >= 40 * s or tab is self.chart_tab else 12
            x += width + gap

    def geometry(self) -> tuple[int, int, int]:
        """x of the breakdown column, y of the header row, row height."""
        table, row_h, _x, _w, _t, x_break = self.columns(theme.ui_scale(self.size))
        return x_break, table.y + row_h // 2, row_h

    def columns(self, s: float) -> tuple[pygame.Rect, int, int, int, int, int]:
        """The standings table: its rect (header row and one row per seat), the row
        height, the x of the round columns, a round column's width, the x of the total
        column and the x of the breakdown column."""
        w, h = self.size
        n = self.session.num_players
        table = pygame.Rect(int(40 * s), int(122 * s), w - int(80 * s), 0)
        row_h = int(min(64 * s, (h - (262 + self.reserved) * s) / (n + 1)))
        table.height = row_h * (n + 1)
        round_w = int(min(70 * s, (table.width * 0.35) / max(1, len(self.rounds))))
        x_rounds = table.x + int(190 * s)
        x_total = x_rounds + round_w * len(self.rounds)
        x_break = x_total + int(90 * s) + int(16 * s)
        return table, row_h, x_rounds, round_w, x_total, x_break

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        table, row_h, *_ = self.columns(s)
        theme.draw_panel(
            surface, table.inflate(int(16 * s), int(12 * s)), (12, 20, 28, 220), int(14 * s)
        )
        self._draw_header(surface, s)
        for i, tab in enumerate(self.round_tabs):
            tab.style = "accent" if i == self.shown_round else "secondary"
        if self.chart_tab is not None:
            self.chart_tab.style = "accent" if self.shown_round == CHART else "secondary"
        self.row_tips = []
        order = sorted(
            range(self.session.num_players),
            key=lambda i: self.totals[i],
            reverse=not self.session.state.lower_score_wins,
        )
        for row, seat in enumerate(order, start=1):
            y = table.y + row * row_h
            self._draw_row(surface, s, seat, row, pygame.Rect(table.x, y, table.width, row_h))
        if self.shown_round == CHART:
            self._draw_chart(surface, s)
        self._draw_footer(surface, s)

    def _draw_chart(self, surface: pygame.Surface, s: float) -> None:
        """The standings chart in the breakdown column, beside the rows."""
        table, row_h, *_rest, x_break = self.columns(s)
        top = table.y + row_h
        rect = pygame.Rect(x_break - int(8 * s), top, table.right - x_break + int(8 * s), 0)
        rect.height = table.bottom - top - int(4 * s)
        names = [self.session.seat_label(i) for i in range(self.session.num_players)]
        lines = running_totals([r.points for r in self.rounds], self.totals)
        draw_standings(surface, rect, names, lines, self.winners, s)

    def _draw_header(self, surface: pygame.Surface, s: float) -> None:
        table, row_h, x_rounds, round_w, x_total, x_break = self.columns(s)
        head_y = table.y + row_h // 2
        dim = theme.TEXT_DIM

        def head(text: str, x: float, anchor: str) -> None:
            theme.blit_text(surface, text, 17 * s, (x, head_y), dim, bold=True, anchor=anchor)

        head(_("Player"), table.x + 14 * s, "midleft")
        for i in range(len(self.rounds)):
            head(round_tab(i + 1), x_rounds + round_w * i + round_w // 2, "center")
        spec = self.session.spec
        heading = ui_for(spec.id).total_heading(self.session.options)
        head(heading, x_total + int(45 * s), "center")
        head(_("Standings") if self.shown_round == CHART else _("Breakdown"), x_break, "midleft")

    def _draw_row(
        self, surface: pygame.Surface, s: float, seat: int, row: int, band: pygame.Rect
    ) -> None:
        """One seat's row: name and kind, points per round, total, breakdown lines."""
        table, _row_h, x_rounds, round_w, x_total, x_break = self.columns(s)
        r = pygame.Rect(band.x, band.y, band.width, band.height - int(4 * s))
        winner = seat in self.winners
        if winner:
            glow = theme.lerp_color((60, 50, 20), (110, 90, 30), self.shine)
            surface.blit(theme.rounded_panel(r.size, glow, int(10 * s), theme.WIN, 2), r)
        elif row % 2:
            surface.blit(theme.rounded_panel(r.size, (255, 255, 255, 12), int(10 * s)), r)
        cy = r.centery
        label = ("★ " if winner else "") + self.session.seat_label(seat)
        color = theme.WIN if winner else theme.TEXT
        name = theme.fit_text(label, 20 * s, 170 * s, True)
        theme.blit_text(surface, name, 20 * s, (r.x + 14 * s, cy - 8 * s), color, True, "midleft")
        kind = self.session.seats[seat].kind
        theme.blit_text(
            surface,
            _("human") if kind == "human" else _("bot · {level}").format(level=level_name(kind)),
            13 * s,
            (r.x + 14 * s, cy + 13 * s),
            theme.TEXT_DIM,
            anchor="midleft",
        )
        for k, result in enumerate(self.rounds):
            x = x_rounds + k * round_w + round_w // 2
            theme.blit_text(surface, score(result.points[seat]), 19 * s, (x, cy), anchor="center")
        total = score(self.totals[seat])
        pos = (x_total + int(45 * s), cy)
        theme.blit_text(surface, total, 24 * s, pos, color, bold=True, anchor="center")
        if self.rounds and self.shown_round != CHART:
            self._draw_breakdown(surface, s, seat, r, x_break, table.right)

    def _draw_breakdown(
        self, surface: pygame.Surface, s: float, seat: int, r: pygame.Rect, x: int, right: int
    ) -> None:
        """The first two breakdown lines of the shown round; every line in the row's tip."""
        lines = self.lines_for(self.shown_round, seat)
        if len(lines) > 2 or len(self.rounds) > 1:
            title = _("{name}, round {number}").format(
                name=self.session.seat_label(seat), number=self.shown_round + 1
            )
            self.row_tips.append((r, "\n".join([title, *lines])))
        avail = right - x - 10 * s
        shown = lines[:2]
        for k, line in enumerate(shown):
            y = r.centery + (k - (len(shown) - 1) / 2) * 19 * s
            theme.blit_text(
                surface,
                theme.fit_text(line, 15 * s, avail),
                15 * s,
                (x, y),
                theme.TEXT if k else theme.TEXT_DIM,
                anchor="midleft",
            )

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
