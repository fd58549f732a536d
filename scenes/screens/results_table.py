"""The standings of a finished game on the results screen: a row a seat (name and kind,
points per round, total) in the order of the standings, the winners highlighted, and a
breakdown column that shows the chosen round's scoring (every line in the row's tip) or,
for a game of several rounds, the standings chart; the round tabs choose."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.core import theme
from scenes.core.i18n import _, score
from scenes.core.session import GameSession
from scenes.core.widgets import Button
from scenes.plugins import ui_for
from scenes.screens.results_words import level_name, round_tab
from scenes.screens.standings import draw_standings, running_totals

#: ``shown_round`` while the standings chart is shown instead of a round's breakdown.
CHART = -1

#: The table's columns: its rect (header row and one row per seat), the row height, the
#: x of the round columns, a round column's width, the x of the total column and the x
#: of the breakdown column.
Columns = tuple[pygame.Rect, int, int, int, int, int]


class StandingsTable:
    """The standings of ``session`` (finished), leaving ``reserved`` design pixels free
    under them. ``shine`` (0…1) lights the winners' rows."""

    def __init__(self, session: GameSession, reserved: int = 0) -> None:
        self.session = session
        self.reserved = reserved
        state = session.state
        self.rounds = state.round_results()
        self.totals = state.scores()
        self.winners = set(state.winners())
        self.shine = 0.0
        self.row_tips: list[tuple[pygame.Rect, str]] = []
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

    # The round shown ----------------------------------------------------------------------
    def tabs(self) -> list[Button]:
        """The chart tab (multi-round games) and a tab a round, left to right."""
        return ([self.chart_tab] if self.chart_tab is not None else []) + self.round_tabs

    def _tab(self, index: int) -> Callable[[], None]:
        def show() -> None:
            self.shown_round = index

        return show

    def step_round(self, step: int) -> bool:
        """Show the chart or round ``step`` along from the one shown (round and round);
        False for a game without tabs."""
        if not self.round_tabs:
            return False
        views = len(self.tabs())  # the chart (CHART, i.e. -1), then each round
        self.shown_round = (self.shown_round + 1 + step) % views - 1
        return True

    def lines_for(self, round_index: int, seat: int) -> list[str]:
        """A seat's breakdown lines for one round."""
        if not 0 <= round_index < len(self.rounds):
            return []
        details = self.rounds[round_index].breakdown
        if not details:
            return []
        return ui_for(self.session.spec.id).breakdown_lines(details[seat])

    def tooltip(self, mouse: tuple[int, int]) -> str | None:
        """Every breakdown line of the row under the mouse (as last drawn)."""
        return next((tip for rect, tip in self.row_tips if rect.collidepoint(mouse)), None)

    # Layout -------------------------------------------------------------------------------
    def columns(self, size: tuple[int, int], s: float) -> Columns:
        """The table's columns in a window of ``size`` (see :data:`Columns`)."""
        w, h = size
        n = self.session.num_players
        table = pygame.Rect(int(40 * s), int(122 * s), w - int(80 * s), 0)
        below = 262 + self.reserved * theme.text_factor()  # the room under the table grows
        row_h = int(min(64 * s, (h - below * s) / (n + 1)))
        table.height = row_h * (n + 1)
        round_w = int(min(70 * s, (table.width * 0.35) / max(1, len(self.rounds))))
        x_rounds = table.x + int(190 * s)
        x_total = x_rounds + round_w * len(self.rounds)
        x_break = x_total + int(90 * s) + int(16 * s)
        return table, row_h, x_rounds, round_w, x_total, x_break

    def place_tabs(self, size: tuple[int, int], s: float) -> None:
        """The tabs in the header row, right of the breakdown's heading ("1" where "R1"
        would not fit)."""
        table, row_h, *_rest, x_break = self.columns(size, s)
        head_y = table.y + row_h // 2
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

    # Drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, size: tuple[int, int], s: float) -> None:
        """The panel, the header, a row a seat and (on the chart tab) the chart."""
        columns = self.columns(size, s)
        table, row_h, *_ = columns
        theme.draw_panel(
            surface, table.inflate(int(16 * s), int(12 * s)), (12, 20, 28, 220), int(14 * s)
        )
        self._draw_header(surface, columns, s)
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
            band = pygame.Rect(table.x, y, table.width, row_h)
            if self.shown_round == CHART:  # the row ends where the chart begins
                band.width = columns[-1] - int(16 * s) - table.x
            self._draw_row(surface, columns, s, seat, row, band)
        if self.shown_round == CHART:
            self._draw_chart(surface, columns, s)

    def _draw_chart(self, surface: pygame.Surface, columns: Columns, s: float) -> None:
        """The standings chart in the breakdown column, beside the rows."""
        table, row_h, *_rest, x_break = columns
        top = table.y + row_h
        rect = pygame.Rect(x_break - int(8 * s), top, table.right - x_break + int(8 * s), 0)
        rect.height = table.bottom - top - int(4 * s)
        names = [self.session.seat_label(i) for i in range(self.session.num_players)]
        lines = running_totals([r.points for r in self.rounds], self.totals)
        draw_standings(surface, rect, names, lines, self.winners, s)

    def _draw_header(self, surface: pygame.Surface, columns: Columns, s: float) -> None:
        table, row_h, x_rounds, round_w, x_total, x_break = columns
        head_y = table.y + row_h // 2
        dim = theme.TEXT_DIM

        def head(text: str, x: float, anchor: str, room: float) -> None:
            """A heading kept to its column: smaller, then shortened (its tab tells)."""
            lines, px = theme.fit_block(text, 17 * s, room, 17 * s, True, smallest=0.6)
            where = (x, head_y)
            theme.blit_text(surface, lines[0], px, where, dim, bold=True, anchor=anchor)

        head(_("Player"), table.x + 14 * s, "midleft", x_rounds - table.x - 20 * s)
        for i in range(len(self.rounds)):
            where = x_rounds + round_w * i + round_w // 2
            head(round_tab(i + 1), where, "center", round_w - 4 * s)
        spec = self.session.spec
        heading = ui_for(spec.id).total_heading(self.session.options)
        head(heading, x_total + int(45 * s), "center", 86 * s)
        words = _("Standings") if self.shown_round == CHART else _("Breakdown")
        head(words, x_break, "midleft", 106 * s)  # the tabs start 112 design px on

    def _draw_row(
        self,
        surface: pygame.Surface,
        columns: Columns,
        s: float,
        seat: int,
        row: int,
        band: pygame.Rect,
    ) -> None:
        """One seat's row: name and kind, points per round, total, breakdown lines."""
        table, _row_h, x_rounds, round_w, x_total, x_break = columns
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
        room = x_rounds - r.x - 20 * s  # the name column, left of the rounds' points
        name = theme.fit_text(label, 20 * s, room, True)
        theme.text_factor()
        tall = theme.font(20 * s, True).get_height(), theme.font(13 * s).get_height()
        two = sum(tall) * 0.85 <= r.height  # the seat's kind under its name, if room
        where = (r.x + 14 * s, cy - tall[1] * 0.45 if two else cy)
        theme.blit_text(surface, name, 20 * s, where, color, True, "midleft")
        kind = self.session.seats[seat].kind
        words = _("human") if kind == "human" else _("bot · {level}").format(level=level_name(kind))
        lines, px = theme.fit_block(words, 13 * s, room, 13 * s, smallest=0.7)
        where = (r.x + 14 * s, cy + tall[0] * 0.45)
        if two:  # the seat's kind under its name where the row has room, else only the name
            theme.blit_text(surface, lines[0], px, where, theme.TEXT_DIM, anchor="midleft")
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
