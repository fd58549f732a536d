"""The Statistics screen: a player's games from every record in the data folder.

A player picker (the names found in the records; at first the human name of the game
set up last) and a game picker; a table with a line per game and variant (games, wins,
placings, mean and best score, streaks, accuracy, hints, undos, daily deals and their
mean margin); four charts drawn by the app: the score and the accuracy of the last 50
games, how often each placing came, and the calendar of daily deals with the duplicate
margin of each day. With the colour-blind marks setting on, points and days carry
shapes as well as colours.

Reading the records runs off the drawing thread with a progress line. Keys: Tab /
Shift+Tab (and Up / Down) move along the pickers, the charts and the buttons; on a
chart Left / Right (Home / End) move from point to point and the point's value is shown
under it; Esc goes back. "Reset statistics for NAME" asks first; records stay.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.stats import (
    Collection,
    daily_calendar,
    placing_counts,
    player_stats,
    reset_player,
    series,
)
from game.storage import user_data_dir
from scenes.charts import ChartView, draw_bars, draw_calendar, draw_line
from scenes.core import theme
from scenes.core.dialogs import confirm, message
from scenes.core.i18n import _, ngettext, percent, pgettext
from scenes.core.last_setup import last_human_name
from scenes.core.page import PageScene
from scenes.core.phrases import about, is_you
from scenes.core.profile import app_profile, person_words
from scenes.core.widgets import Button, Stepper, draw_tooltip, hover_tip
from scenes.screens.stats_load import StatsLoad
from scenes.screens.stats_words import (
    CALENDAR_WEEKS,
    COLUMN_TIPS,
    COLUMNS,
    PLACINGS,
    accuracy_line,
    calendar,
    game_name,
    placing_bars,
    placings_tip,
    score_line,
    table_row,
)

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

#: Games in the line and accuracy charts.
LAST = 50


class StatisticsScene(PageScene):
    """Per-player statistics with charts; the records are read when the screen opens."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.profile = app_profile()
        self.player = self.profile.key if self.profile is not None else last_human_name()
        # Read after the first frame (the progress line) is drawn: see update().
        self.loader = StatsLoad(user_data_dir(), app.sync_bots, self.player, start=False)
        self._drawn = False
        self.names: list[str] = []
        self.games: list[str | None] = [None]
        self.rows: list[list[str]] = []
        #: Each row's placings in full (its tip), and the tips where the table was drawn.
        self.row_tips: list[str] = []
        self.table_tips: list[tuple[pygame.Rect, str]] = []
        self.charts: list[ChartView] = []
        self.player_picker = Stepper("", [], 0, self._pick_player)
        self.game_picker = Stepper("", [_("All games")], 0, self._pick_game)
        self.reset_button = Button(_("Reset"), self.ask_reset, style="danger")
        self.back_button = Button("", self.back, style="secondary", hint="Esc")
        self.widgets = [self.player_picker, self.game_picker, self.reset_button, self.back_button]
        self.words()
        self.subtitle = _("Reading your games…")
        self._loaded = False
        self._poll()

    def words(self) -> None:
        """The fixed words in the current language."""
        self.title = _("Statistics")
        self.player_picker.label = _("Player")
        self.player_picker.tip = _("Whose statistics")
        self.game_picker.label = _("Charts of")
        self.back_button.label = _("Back")
        self.back_button.hint = pgettext("key", "Esc")

    def language_changed(self) -> None:
        """Every word again in the new language."""
        self.words()
        if self._loaded and self.collection is not None:
            self._show_player()
        super().language_changed()

    # Data -------------------------------------------------------------------------
    @property
    def collection(self) -> Collection | None:
        return self.loader.collection

    def _poll(self) -> None:
        """Once the reading has ended: the pickers and the player's figures."""
        if self._loaded or not self.loader.done():
            return
        self._loaded = True
        if self.loader.error is not None or self.collection is None:
            self.subtitle = self.loader.error or _("The statistics could not be read.")
            return
        names = self.collection.players()
        self.names = sorted(names, key=lambda n: n != self.player)  # the profile first
        if self.player not in self.names and self.names:
            self.player = self.names[0]
        self.player_picker.values = [person_words(n, self.profile) for n in self.names] or [
            _("nobody yet")
        ]
        self.player_picker.index = self.names.index(self.player) if self.player in self.names else 0
        self._show_player()
        self.ring.focus(
            self.widgets, self.player_picker if len(self.names) > 1 else self.charts[0], shown=True
        )

    def _show_player(self) -> None:
        """The table, the game picker and the charts of the chosen player."""
        assert self.collection is not None
        stats = player_stats(self.collection, self.player)
        lines = [*stats.lines, stats.overall] if len(stats.lines) > 1 else stats.lines
        self.rows = [table_row(line) for line in lines]
        self.row_tips = [placings_tip(line.placings) for line in lines]
        played = sorted({line.game for line in stats.lines})
        self.games = [None, *played]
        self.game_picker.values = [_("All games"), *(game_name(g) for g in played)]
        self.game_picker.index = min(self.game_picker.index, len(self.games) - 1)
        total = stats.overall.games
        self.subtitle = ngettext(
            "{name} · {count} game in your records", "{name} · {count} games in your records", total
        ).format(name=self.shown_player(), count=total)
        if not self.names:
            self.subtitle = _("No finished game in your records yet")
        self.reset_button.label = about(
            self.shown_player(), _("Reset statistics for {name}"), _("Reset your statistics")
        )
        self.reset_button.enabled = bool(self.names)
        self._build_charts()

    def _build_charts(self) -> None:
        """The four charts for the player and the chosen game (keeps the focused one)."""
        assert self.collection is not None
        game = self.games[self.game_picker.index]
        points = series(self.collection, self.player, game, last=LAST)
        marks = self.app.settings.colourblind
        score, score_captions = score_line(points)
        accuracy, accuracy_captions = accuracy_line(points)
        bars, bar_captions = placing_bars(placing_counts(self.collection, self.player, game))
        cells, day_captions = calendar(daily_calendar(self.collection, self.player))
        focused = self.ring.sync(self.widgets)
        at = self.charts.index(focused) if focused in self.charts else None
        self.charts = [
            ChartView(
                _("Score, last {count} games").format(count=LAST),
                partial(draw_line, score),
                score_captions,
                marks,
            ),
            ChartView(
                _("Accuracy (reviewed games)"),
                partial(draw_line, accuracy),
                accuracy_captions,
                marks,
            ),
            ChartView(_("Placings"), partial(draw_bars, bars), bar_captions, marks),
            ChartView(
                _("Daily deals, last {count} weeks").format(count=CALENDAR_WEEKS),
                partial(draw_calendar, cells),
                day_captions,
                marks,
            ),
        ]
        self.widgets = [
            self.player_picker,
            self.game_picker,
            *self.charts,
            self.reset_button,
            self.back_button,
        ]
        if at is not None:
            self.ring.focus(self.widgets, self.charts[at], shown=self.ring.shown)
        self.layout()

    def shown_player(self) -> str:
        """The chosen player's name as shown (the profile's by its current name)."""
        return person_words(self.player, self.profile)

    def _pick_player(self, index: int) -> None:
        if self.names:
            self.player = self.names[index]
            self._show_player()

    def _pick_game(self, _index: int) -> None:
        if self.collection is not None:
            self._build_charts()

    def ask_reset(self) -> None:
        """Ask, then forget the player's statistics (their records stay)."""
        name = self.player

        def reset() -> None:
            try:
                reset_player(user_data_dir(), name)
            except OSError as exc:
                self.app.manager.push(
                    message(
                        self.app,
                        _("Not reset"),
                        _("The statistics could not be reset: {reason}").format(reason=exc),
                    )
                )
                return
            self.loader = StatsLoad(user_data_dir(), sync=self.app.sync_bots, player=name)
            self._loaded = False
            self._poll()

        self.app.manager.push(
            confirm(
                self.app,
                about(
                    self.shown_player(),
                    _("Reset statistics for {name}?"),
                    _("Reset your statistics?"),
                ),
                reset_words(self.shown_player()),
                reset,
                yes=_("Reset"),
                danger=True,
            )
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self._loaded:
            if self._drawn:
                self.loader.start()
            self._poll()
            self.request_redraw()

    # Layout and drawing -----------------------------------------------------------
    def table_rect(self, s: float) -> pygame.Rect:
        """The table: under the pickers, as many rows as fit above the charts."""
        w, h = self.size
        top = int(172 * s)
        return pygame.Rect(int(30 * s), top, w - int(60 * s), int(h * 0.45) - top)

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        y, ph = max(int(118 * s), self.header_bottom(s) + int(6 * s)), int(38 * s)
        self.player_picker.place((int(30 * s), y, int(330 * s), ph), s)
        self.game_picker.place((int(380 * s), y, int(400 * s), ph), s)
        self.player_picker.label_width, self.game_picker.label_width = 0.3, 0.32
        self.back_button.place((w - int(150 * s), y - int(4 * s), int(120 * s), int(46 * s)), s)
        self.reset_button.place((w - int(470 * s), y - int(4 * s), int(305 * s), int(46 * s)), s)
        self.reset_button.font_px = self.back_button.font_px = 17
        top = self.table_rect(s).bottom + int(12 * s)
        gap = int(12 * s)
        width = (w - int(60 * s) - gap * 3) // 4
        for k, chart in enumerate(self.charts):
            chart.place((int(30 * s) + k * (width + gap), top, width, h - top - int(16 * s)), s)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        self._drawn = True
        if not self._loaded:
            self._draw_progress(surface, s)
            return
        self._draw_table(surface, s, self.table_rect(s))

    def _draw_progress(self, surface: pygame.Surface, s: float) -> None:
        w, h = self.size
        words = _("Reading your games… {percent}").format(
            percent=percent(int(self.loader.fraction * 100))
        )
        theme.blit_text(
            surface, words, 20 * s, (w // 2, h // 2 - 20 * s), theme.TEXT, anchor="center"
        )
        bar = pygame.Rect(w // 2 - int(200 * s), h // 2 + int(6 * s), int(400 * s), int(10 * s))
        pygame.draw.rect(surface, theme.BG_DARK, bar, border_radius=bar.height // 2)
        bar.width = max(bar.height, int(bar.width * self.loader.fraction))
        pygame.draw.rect(surface, theme.INFO, bar, border_radius=bar.height // 2)

    def _draw_table(self, surface: pygame.Surface, s: float, rect: pygame.Rect) -> None:
        """The header and a row per game and variant (those that fit; the rest counted)."""
        theme.draw_panel(surface, rect, (12, 20, 28, 220), int(12 * s))
        row_h = int(28 * s)
        fits = max(1, (rect.height - row_h - int(8 * s)) // row_h)
        shown = self.rows[:fits] if len(self.rows) <= fits else self.rows[: fits - 1]
        heads = [_(head) for head, _share in COLUMNS]
        top = rect.y + int(6 * s)
        spans = self._draw_cells(surface, s, rect, top, heads, theme.TEXT_DIM, True)
        self.table_tips = [
            (pygame.Rect(x, top, width, row_h), _(COLUMN_TIPS[head]))
            for (head, _share), (x, width) in zip(COLUMNS, spans, strict=True)
            if head in COLUMN_TIPS
        ]
        column = [head for head, _share in COLUMNS].index(PLACINGS)
        for k, cells in enumerate(shown):
            y = top + (k + 1) * row_h
            spans = self._draw_cells(surface, s, rect, y, cells, theme.TEXT, False)
            if k < len(self.row_tips) and self.row_tips[k]:
                x, width = spans[column]
                self.table_tips.append((pygame.Rect(x, y, width, row_h), self.row_tips[k]))
        if len(shown) < len(self.rows):
            hidden = len(self.rows) - len(shown)
            more = ngettext(
                "and {count} more (pick a game above)",
                "and {count} more (pick a game above)",
                hidden,
            ).format(count=hidden)
            where = (rect.x + 14 * s, rect.y + int(6 * s) + (len(shown) + 1) * row_h)
            theme.blit_text(surface, more, 14 * s, where, theme.TEXT_DIM)
        if not self.rows:
            theme.blit_text(
                surface,
                _("No finished game yet."),
                17 * s,
                rect.center,
                theme.TEXT_DIM,
                anchor="center",
            )

    def _draw_cells(
        self,
        surface: pygame.Surface,
        s: float,
        rect: pygame.Rect,
        y: int,
        cells: list[str],
        colour: theme.Color,
        bold: bool,
    ) -> list[tuple[int, int]]:
        """One row of the table: each cell in its column, cut to fit; each column's
        (left, width)."""
        x = rect.x + int(12 * s)
        inner = rect.width - int(24 * s)
        px = 14 * s if bold else 15 * s
        spans = []
        for (_head, share), cell in zip(COLUMNS, cells, strict=False):
            width = int(inner * share)
            (text,), size, _cut = theme.fit_label(cell, px, width - 6 * s, 0, bold)
            theme.blit_text(surface, text, size, (x, y + 4 * s + (px - size) / 2), colour, bold)
            spans.append((x, width))
            x += width
        return spans

    def draw(self, surface: pygame.Surface) -> None:
        """The page, then the tip of the table's heading or placings under the mouse
        (when no widget has one)."""
        super().draw(surface)
        if not self._loaded or hover_tip(self.widgets):
            return
        mouse = self.app.mouse
        tip = next((words for r, words in self.table_tips if r.collidepoint(mouse)), None)
        if tip:
            draw_tooltip(surface, tip, mouse, theme.ui_scale(self.size))


def reset_words(name: str) -> str:
    """What resetting ``name``'s statistics does (a seat named You: "Your figures")."""
    if is_you(name):
        return _(
            "Your figures start again from nothing. The game records stay "
            "(Load and Replays still list them)."
        )
    return _(
        "{name}'s figures start again from nothing. The game records stay "
        "(Load and Replays still list them)."
    ).format(name=name)
