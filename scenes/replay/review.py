"""The review screen: the post-game review of a record, computed in the bot worker.

While it runs: a progress bar, the decisions rated so far in the list (as they come, in
the same filter), and Cancel (Esc); the window keeps drawing (one decision per worker
job, two at a time, collected once a frame). Then a summary per reviewed (human) seat —
accuracy and the counts of inaccuracies, mistakes and blunders — and the list of rated
decisions that were not fine (All shows every rated one). Up/Down choose, Enter, a
double click or "Show in replay" opens the replay viewer at that decision with the
better move shown. A stored review (``reviews/`` in the data folder) is reused, never
computed twice.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.errors import GameError
from game.records import Record
from game.review import FINE, Decision, Review
from scenes.core import theme
from scenes.core.i18n import _, pgettext
from scenes.core.page import PageScene
from scenes.core.phrases import shown_name
from scenes.core.widgets import Button, ListRow, ListView
from scenes.replay.rating_marks import COLOURS, draw_badge, rating_title
from scenes.replay.review_headline import Headline, headlines, legend, subtitle
from scenes.replay.review_job import ReviewRun
from scenes.replay.review_note import ReviewWords, list_row, review_words
from scenes.replay.review_summary import PANEL_H, draw_summary
from scenes.replay.try_again import try_again

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

#: ``on_show(review, step)``: show the decision at ``step`` in a replay viewer.
ShowFn = Callable[[Review, int], None]
#: ``on_try(app, record, decision)``: play on from ``decision`` with the better move suggested.
TryFn = Callable[["Host", Record, Decision], None]


class RatedList(ListView):
    """The list of rated decisions: each row's rating as a coloured shape and word at its
    top right (``ratings[i]`` for row ``i``)."""

    def __init__(self, on_activate: Callable[[int], None]) -> None:
        super().__init__(on_activate)
        self.ratings: list[str] = []
        #: Why the better move was better, per row ("": no reason given).
        self.reasons: list[str] = []
        #: Said in the list's place when it has no row ("": the list's own words).
        self.empty = ""

    def draw(self, surface: pygame.Surface) -> None:
        """The list, or with no row and an :attr:`empty` text, that text in its place."""
        if self.rows or not self.empty or not self.visible:
            super().draw(surface)
            return
        theme.draw_panel(surface, self.rect, theme.BG_DARK, int(10 * self.scale))
        lines, px = theme.fit_block(self.empty, 17 * self.scale, self.rect.width - 40, 60)
        y = self.rect.centery - len(lines) * px * 0.55
        for line in lines:
            theme.blit_text(
                surface, line, px, (self.rect.centerx, y), theme.TEXT_DIM, anchor="midtop"
            )
            y += theme.pitch(px, 1.1)

    @property
    def row_height(self) -> int:
        return int(100 * self.scale)  # the decision, why, and the figures

    def _draw_row(
        self, surface: pygame.Surface, row: ListRow, r: pygame.Rect, chosen: bool
    ) -> None:
        """The decision in game terms (bold, two lines if need be), why the better move
        was better under it, the move and figures at the bottom, the rating's shape and
        word at the right."""
        index = self.rows.index(row) if row in self.rows else -1
        rating = self.ratings[index] if 0 <= index < len(self.ratings) else FINE
        reason = self.reasons[index] if 0 <= index < len(self.reasons) else ""
        s = self.scale
        fill = theme.BUTTON if chosen else theme.PANEL
        surface.blit(theme.rounded_panel(r.size, fill, int(8 * s)), r)
        pygame.draw.rect(surface, COLOURS[rating], (r.x, r.y + 4, max(3, int(4 * s)), r.height - 8))
        px = 15 * s  # the badge: its shape and word, with room for the longest word
        word = theme.font(round(px), True).size(rating_title(rating))[0]
        badge = max(int(128 * s), int(word + px * 1.45 + 12 * s))
        draw_badge(surface, rating, (r.right - badge + 6 * s, r.y + 18 * s), px, "midleft")
        pad = int(12 * s)
        width = r.width - badge - 2 * pad
        room = (38 if reason else 58) * s
        lines, px = theme.fit_block(row.title, 16 * s, width, room, bold=True, smallest=0.78)
        y = r.y + int(6 * s)
        for line in lines:
            theme.blit_text(surface, line, px, (r.x + pad, y), theme.TEXT, bold=True)
            y += theme.pitch(px, 1.12)
        if reason:
            room = r.bottom - 24 * s - y
            lines, px = theme.fit_block(reason, 14 * s, r.width - 2 * pad, room, smallest=0.8)
            y += int(2 * s)
            for line in lines:
                theme.blit_text(surface, line, px, (r.x + pad, y), theme.TEXT)
                y += theme.pitch(px, 1.1)
        detail, dpx = theme.fit_block(row.detail, 13 * s, r.width - 2 * pad, 14 * s)
        theme.blit_text(
            surface,
            detail[0],
            dpx,
            (r.x + pad, r.bottom - 8 * s),
            theme.TEXT_DIM,
            anchor="bottomleft",
        )


class ReviewScene(PageScene):
    """Reviews ``record`` (stored beside ``record_path`` when given); ``on_show`` shows a
    picked decision in a replay viewer."""

    arrows_move_focus = False
    #: The search budget per decision when none is given (None: the hard bot's own).
    default_iterations: int | None = None

    def __init__(
        self,
        app: Host,
        record: Record,
        record_path: Path | None,
        label: str,
        on_show: ShowFn,
        iterations: int | None = None,
        on_try: TryFn = try_again,
    ) -> None:
        super().__init__(app)
        self.record = record
        self.record_path = record_path
        self.label = label
        self.subtitle = subtitle(record, label)
        self.on_show = on_show
        self.on_try = on_try
        #: Raises ReviewError (no person's seat) or RecordError: the caller says why.
        self.run = ReviewRun(
            record,
            record_path,
            iterations=iterations if iterations is not None else self.default_iterations,
            process=app.bot_process,
            sync=app.sync_bots,
        )
        self.show_all = False
        self.words = ReviewWords()
        self.headlines: dict[int, Headline] = {}
        self.rows: list[Decision] = []
        self.list = RatedList(self._activate)
        self.cancel_button = Button("", self.back, style="danger", hint="Esc")
        self.all_button = Button("", self.toggle_all, style="secondary")
        self.show_button = Button("", self.show_selected, style="good", hint="Enter")
        self.try_button = Button("", self.try_selected, style="primary", hint="T")
        self.back_button = Button("", self.back, style="secondary", hint="Esc")
        self.widgets = [self.list, self.all_button, self.cancel_button]
        self.words_shown()
        self._fill()
        if self.run.review is not None:
            self._ready(self.run.review)

    def words_shown(self) -> None:
        """The title, labels and tips in the current language."""
        self.title = _("Review")
        self.subtitle = subtitle(self.record, self.label)
        self.cancel_button.label = _("Cancel")
        self.all_button.label = _("Only errors") if self.show_all else _("All moves")
        self.all_button.tip = _("Also list the fine moves")
        self.show_button.label = _("Show in replay")
        self.try_button.label = _("Try it again")
        self.try_button.tip = _("Play on from this moment, with the better move suggested")
        self.back_button.label = _("Back")
        self.cancel_button.hint = self.back_button.hint = pgettext("key", "Esc")
        self.show_button.hint = pgettext("key", "Enter")

    def language_changed(self) -> None:
        """Labels and the rated decisions' words again in the new language."""
        self.words_shown()
        if self.run.review is not None:
            self._put_in_words(self.run.review)
            self._fill()
        super().language_changed()

    # Running ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.run.review is None and self.run.error is None and not self.run.cancelled:
            rated, error = self.run.done, self.run.error
            self.run.step()
            if self.run.done == rated and self.run.error == error and self.run.review is None:
                return  # nothing new: no redraw, the cores stay with the review
            if self.run.review is None:
                self._fill()  # the rows rated since the last frame
            self.request_redraw()  # the progress bar moves
            if self.run.review is not None:
                self._ready(self.run.review)

    def back(self) -> None:
        self.run.cancel()
        self.app.manager.pop()

    def _put_in_words(self, review: Review | None) -> None:
        """The rows' words and the seats' headlines in the current language; with no
        review yet, the words of the decisions rated so far (while the review runs)."""
        done = review
        if review is None:
            run = self.run
            review = Review(self.record.game, run.digest, len(self.record.actions), run.seats, None)
            review.decisions = list(run.rated)
        try:
            self.words = review_words(self.record, review)
        except GameError:
            self.words = ReviewWords()
        if done is not None:
            self.headlines = headlines(self.record, done)

    def _ready(self, review: Review) -> None:
        self._put_in_words(review)
        self.widgets = [
            self.list,
            self.all_button,
            self.try_button,
            self.show_button,
            self.back_button,
        ]
        self._fill()
        self.ring.focus_first(self.widgets, shown=False)
        self._laid_out = None

    def _fill(self) -> None:
        review = self.run.review
        decisions = review.decisions if review is not None else self.run.rated
        self.rows = [d for d in decisions if self.show_all or d.rating != FINE]
        if review is None and any(d.step not in self.words.sentences for d in self.rows):
            self._put_in_words(None)
        self.list.set_rows([list_row(self.record, d, self.words) for d in self.rows])
        self.list.ratings = [d.rating for d in self.rows]
        self.list.reasons = [self.words.reasons.get(d.step, "") for d in self.rows]
        self.list.empty = ""
        if review is not None and not self.show_all:
            self.list.empty = _("No move was rated an inaccuracy, a mistake or a blunder.")
        if self.rows:
            self.list.select(max(0, self.list.selected))
        self.show_button.enabled = self.try_button.enabled = bool(self.rows) and bool(review)
        self.all_button.label = _("Only errors") if self.show_all else _("All moves")

    def toggle_all(self) -> None:
        self.show_all = not self.show_all
        self._fill()

    def submit(self) -> None:
        if self.run.review is not None:
            self.show_selected()

    def show_selected(self) -> None:
        if 0 <= self.list.selected < len(self.rows):
            self._activate(self.list.selected)

    def try_selected(self) -> None:
        """Play on from the selected decision with the better move suggested."""
        if 0 <= self.list.selected < len(self.rows) and self.run.review is not None:
            self.on_try(self.app, self.record, self.rows[self.list.selected])

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t and self.run.review:
            self.try_selected()
            return
        super().handle_event(event)

    def _activate(self, index: int) -> None:
        if not 0 <= index < len(self.rows) or self.run.review is None:
            return
        self.on_show(self.run.review, self.rows[index].step)

    # Layout and drawing -----------------------------------------------------------------
    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        gap = int(20 * s)
        bw, bh = int(min(240 * s, (w - 80 * s - 3 * gap) / 4)), int(52 * s)
        y = h - bh - int(22 * s)
        x = w // 2 - (4 * bw + 3 * gap) // 2
        self.cancel_button.place((x, y, bw, bh), s)  # where Back comes
        for button in (self.back_button, self.all_button, self.try_button, self.show_button):
            button.place((x, y, bw, bh), s)
            x += bw + gap
        lw = int(min(900 * s, w - 80 * s))
        top = int((124 + PANEL_H + 40) * s)
        self.list.place((w // 2 - lw // 2, top, lw, y - top - int(16 * s)), s)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        if self.run.review is None:
            self.draw_progress(surface, s)
        else:
            self.draw_summaries(surface, s, self.run.review)

    def draw_progress(self, surface: pygame.Surface, s: float) -> None:
        w = self.size[0]
        bar = pygame.Rect(0, 0, int(min(640 * s, w * 0.7)), int(22 * s))
        bar.center = (w // 2, int(180 * s))  # in the summaries' place
        run = self.run
        if run.error is not None:
            text, share = run.error, 0.0
        else:
            share = run.done / run.total if run.total else 1.0
            text = _("The coach is rating decision {number} of {total}").format(
                number=min(run.done + 1, run.total), total=run.total
            )
        theme.blit_text(
            surface, text, 20 * s, (w // 2, bar.y - 30 * s), theme.TEXT, anchor="center"
        )
        pygame.draw.rect(surface, (30, 44, 54), bar, border_radius=int(9 * s))
        fill = bar.copy()
        fill.width = max(int(18 * s), int(bar.width * share))
        pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=int(9 * s))
        note = _("The review is kept beside the game, so it is made only once.")
        theme.blit_text(
            surface, note, 15 * s, (w // 2, bar.bottom + 26 * s), theme.TEXT_DIM, anchor="center"
        )

    def draw_summaries(self, surface: pygame.Surface, s: float, review: Review) -> None:
        summaries = review.summaries()
        w = self.size[0]
        gap = int(16 * s)
        cw = int(min(900 * s / len(summaries), (w - 80 * s) / max(1, len(summaries)) - gap))
        total = len(summaries) * cw + (len(summaries) - 1) * gap
        x = w // 2 - total // 2
        for summary in summaries:
            rect = pygame.Rect(x, int(118 * s), cw, int(PANEL_H * s))
            name = shown_name(self.record.seats[summary.seat].name)
            draw_summary(surface, rect, name, summary, self.headlines.get(summary.seat), s)
            x += cw + gap
        theme.blit_text(
            surface,
            theme.fit_text(legend(), 13 * s, self.list.rect.width),
            13 * s,
            (self.list.rect.x, self.list.rect.y - 8 * s),
            theme.TEXT_DIM,
            anchor="bottomleft",
        )
