"""The results of a finished daily deal: the usual standings, and under them the
duplicate score — the same deal played again in the bot worker with the hard bot in the
person's seat (a progress line while it plays), then both scores, the margin, both
placings, a button opening the bot's game in the replay viewer and Share, which copies
the share text to the clipboard (the text is also shown, to copy by hand where there is
no clipboard). The daily's record is kept in ``records/`` when the screen opens.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.daily import DuplicateScore, daily_setup, daily_tag
from game.stats import Collection, collect
from game.storage import user_data_dir
from scenes.core import theme
from scenes.core.clipboard import copy_text
from scenes.core.i18n import _, number, ordinal, percent
from scenes.core.i18n import score as score_text
from scenes.core.widgets import Button
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.daily_data import daily_session, keep_daily, share_for
from scenes.screens.duplicate_run import DuplicateRun
from scenes.screens.results import ResultsScene
from scenes.table.jobs import Job, start_job
from scenes.table.table_words import deal_words

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.core.session import GameSession


def margin_words(score: DuplicateScore) -> str:
    """The margin from the person's side: "+7 for you", "+3 for the bot", "level"."""
    if score.margin == 0:
        return _("level with the bot")
    margin = "+" + number(abs(score.margin), 0 if float(score.margin).is_integer() else 1)
    if score.margin > 0:
        return _("{margin} for you").format(margin=margin)
    return _("{margin} for the bot").format(margin=margin)


def score_lines(score: DuplicateScore) -> tuple[str, str]:
    """The two lines of a duplicate result: the scores and margin; the placings."""
    first = _("You {you} · the hard bot in your seat {bot} · {margin}").format(
        you=score_text(score.you), bot=score_text(score.bot), margin=margin_words(score)
    )
    if score.lower_is_better:
        second = _(
            "You placed {place} of {players}, the bot {bot_place} of {players} · lower is better"
        )
    else:
        second = _("You placed {place} of {players}, the bot {bot_place} of {players}")
    return first, second.format(
        place=ordinal(score.place), bot_place=ordinal(score.bot_place), players=score.players
    )


class DailyResultsScene(ResultsScene):
    """:class:`ResultsScene` with the daily's duplicate panel under the standings."""

    reserved = 150

    def __init__(
        self, app: Host, session: GameSession, auto_next: Callable[[], None] | None = None
    ) -> None:
        super().__init__(app, session, auto_next)
        keep_daily(session)
        self.run = DuplicateRun(session.record(), background=app.background, sync=app.sync_bots)
        self.bot_button = Button(
            _("Bot's game"),
            self.show_bot_game,
            style="primary",
            tip=_("Watch the hard bot play your deal"),
        )
        self.share_button = Button(
            _("Share"), self.share, style="primary", tip=_("Copy the result to the clipboard")
        )
        self.widgets = [*self.widgets, self.bot_button, self.share_button]
        # The streak for the share text: the records read off the drawing thread.
        self.tries: Job[Collection] = start_job(
            collect, user_data_dir(), process=None, sync=app.sync_bots
        )
        self.share_text = ""
        self.share_note = ""
        self.copied = False
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        done = self.run.score is not None
        self.bot_button.enabled = done and self.run.bot_record is not None
        self.share_button.enabled = done and self.tries.done()

    def show_bot_game(self) -> None:
        """Open the bot's game in the replay viewer (Back returns here)."""
        if self.run.bot_record is not None:
            from scenes.replay.open import open_replay

            label = deal_words(self.session.tags)  # "Daily deal · 28 Nov — No Thanks! · …"
            open_replay(self.app, self.run.bot_record, label or self.session.spec.name)

    def share(self) -> None:
        """Copy the share text; say whether it is on the clipboard."""
        if self.run.score is None or not self.tries.done():
            return
        try:
            tries = self.tries.result()
        except Exception:  # the records could not be read: the streak counts this daily alone
            tries = Collection()
        self.share_text = share_for(self.session.record(), self.run.score, tries)
        if copy_text(self.share_text):
            self.share_note = _("Copied to the clipboard.")
            self.copied = True
        else:
            self.share_note = _("No clipboard here: copy the text by hand.")
            self.copied = False
        self.request_redraw()

    def rematch(self) -> None:
        """The same deal again, as a practice try of the daily (never ranked)."""
        tag = daily_tag(self.session.record())
        if tag is None:
            super().rematch()
            return
        setup = daily_setup(self.session.spec.id, tag.date)
        open_new_game(self.app, daily_session(setup, tag.player, ranked=False))

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.share_button.enabled:
            self._sync_buttons()
        if self.run.running:
            before = self.run.percent
            self.run.step()
            self._sync_buttons()
            if self.run.percent != before or not self.run.running:
                self.request_redraw()

    def exit(self) -> None:
        self.run.leave()
        self.tries.cancel()
        super().exit()

    def needs_redraw(self) -> bool:
        return super().needs_redraw() or self.run.running

    # Drawing ----------------------------------------------------------------------
    def panel_rect(self, s: float) -> pygame.Rect:
        """The duplicate panel: under the standings, above the footer and the buttons."""
        table, *_ = self.columns(s)
        top = table.bottom + int(18 * s)
        bottom = self.buttons[0].rect.y - int(36 * s)
        return pygame.Rect(
            table.x - int(8 * s), top, table.width + int(16 * s), max(10, bottom - top)
        )

    def layout(self) -> None:
        super().layout()
        s = theme.ui_scale(self.size)
        panel = self.panel_rect(s)
        bw, bh = int(150 * s), int(38 * s)
        y = panel.bottom - bh - int(10 * s)
        self.bot_button.place((panel.x + int(16 * s), y, bw, bh), s)
        self.share_button.place((panel.x + int(26 * s) + bw, y, int(110 * s), bh), s)
        for button in (self.bot_button, self.share_button):
            button.font_px = 17

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        super().draw_body(surface, s)
        panel = self.panel_rect(s)
        theme.draw_panel(surface, panel, (12, 20, 28, 220), int(14 * s))
        split = panel.x + int(panel.width * 0.58)
        self._draw_duplicate(
            surface, s, pygame.Rect(panel.x, panel.y, split - panel.x, panel.height)
        )
        self._draw_share(surface, s, pygame.Rect(split, panel.y, panel.right - split, panel.height))

    def _draw_duplicate(self, surface: pygame.Surface, s: float, area: pygame.Rect) -> None:
        """The heading, then the progress line and bar, the result lines or the error."""
        x, y = area.x + int(16 * s), area.y + int(12 * s)
        room = area.width - int(24 * s)
        heading = _("Duplicate: the same deal, the hard bot in your seat")
        lines, px = theme.fit_block(heading, 15 * s, room, 15 * s, True, smallest=0.7)
        theme.blit_text(surface, lines[0], px, (x, y), theme.TEXT_DIM, True)
        y += int(26 * s * theme.text_factor()) - int(26 * s)  # the lines below move down
        if self.run.error is not None:
            lines, px = theme.fit_block(self.run.error, 16 * s, room, 50 * s)
            for k, line in enumerate(lines):
                where = (x, y + 26 * s + k * theme.pitch(px, 1.1))
                theme.blit_text(surface, line, px, where, theme.BAD)
        elif self.run.score is None:
            self._draw_progress(surface, s, x, y + int(28 * s), room)
        else:
            first, second = score_lines(self.run.score)
            colour = theme.GOOD if self.run.score.margin >= 0 else theme.ACCENT
            lines, px = theme.fit_block(first, 20 * s, room, 20 * s, True, smallest=0.5)
            theme.blit_text(surface, lines[0], px, (x, y + 26 * s), colour, True)
            second = theme.fit_text(second, 15 * s, room)
            below = y + 26 * s + theme.pitch(20 * s, 1.4)
            theme.blit_text(surface, second, 15 * s, (x, below), theme.TEXT)

    def _draw_progress(self, surface: pygame.Surface, s: float, x: int, y: int, room: int) -> None:
        words = _("Playing your deal again with the hard bot in your seat… {percent}").format(
            percent=percent(self.run.percent)
        )
        theme.blit_text(surface, theme.fit_text(words, 17 * s, room), 17 * s, (x, y), theme.TEXT)
        bar = pygame.Rect(x, y + int(28 * s), room, int(10 * s))
        pygame.draw.rect(surface, theme.BG_DARK, bar, border_radius=bar.height // 2)
        done = bar.copy()
        done.width = max(bar.height, int(bar.width * self.run.percent / 100))
        pygame.draw.rect(surface, theme.INFO, done, border_radius=bar.height // 2)

    def _draw_share(self, surface: pygame.Surface, s: float, area: pygame.Rect) -> None:
        """The share text (to copy by hand) and whether it was copied."""
        x, y = area.x + int(8 * s), area.y + int(12 * s)
        room = area.width - int(24 * s)
        if not self.share_text:
            hint = _("Share copies your result to the clipboard.") if self.run.score else ""
            for line in theme.wrap_text(hint, 15 * s, room)[:3] if hint else []:
                theme.blit_text(surface, line, 15 * s, (x, y), theme.TEXT_DIM)
                y += theme.pitch(15 * s, 1.2)
            return
        note_colour = theme.GOOD if self.copied else theme.ACCENT
        theme.blit_text(surface, self.share_note, 15 * s, (x, y), note_colour, True)
        px, pitch = 16 * s, theme.pitch(16 * s, 1.25)
        room_h = area.bottom - y - int(44 * s)  # under the note, inside the panel
        wrapped = [
            line
            for paragraph in self.share_text.split("\n")
            for line in theme.wrap_text(paragraph, px, room - 16 * s)
        ]
        lines = wrapped[: max(1, int(room_h // pitch))]
        box = pygame.Rect(x, y + int(24 * s), room, int(len(lines) * pitch + 12 * s))
        pygame.draw.rect(surface, theme.BG_DARK, box, border_radius=int(6 * s))
        for k, line in enumerate(lines):
            where = (box.x + 8 * s, box.y + 6 * s + k * pitch)
            theme.blit_text(surface, line, px, where, theme.TEXT)
