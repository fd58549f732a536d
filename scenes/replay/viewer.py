"""The replay viewer: a record shown step by step on its game's own table.

The table is the one used in play, *driven*: it never asks a bot or offers a control; the
viewer feeds it through its port (:class:`~scenes.replay.table_port.ReplayTable`). Where
the replay is — the step, the seat shown, the table — is the
:class:`~scenes.replay.cursor.ReplayCursor`'s; playing by itself is the
:class:`~scenes.replay.playback.Playback`'s; the viewer puts them together with the
control bar, the move list and the review's notes.

Keys: ←/→ a step, PgUp/PgDn a round, Home/End, Space play/pause (at the animation speed
setting times the replay speed, S: ½×, 1×, 2×, 4×), V the next seat's view, O every hand
open (finished or bots-only games only), P play on from here (finished games), R the
review (rated decisions marked ?!, ?, ?? on the move list; at a rated step a note says the
decision in game terms; T tries it again), Esc close. The move list speaks the table's log words.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.review import FINE, Review
from scenes.core import theme
from scenes.core.phrases import shown_name
from scenes.core.scene_stack import Scene
from scenes.core.widgets import dispatch, draw_tooltip, hover_tip
from scenes.replay.controls import ControlBar
from scenes.replay.cursor import ReplayCursor
from scenes.replay.hands import card_faces, draw_every_hand
from scenes.replay.move_list import MoveList
from scenes.replay.panels import step_words
from scenes.replay.playback import Playback
from scenes.replay.review_column import ReviewColumn
from scenes.replay.table_port import OpenTable, ReplayTable, driven_table
from scenes.replay.timeline import Timeline

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

#: The viewer's keys: what each does (a method of the cursor or of the viewer, by name).
CURSOR_KEYS = {
    pygame.K_RIGHT: "step_forward",
    pygame.K_LEFT: "step_back",
    pygame.K_PAGEUP: "previous_round",
    pygame.K_PAGEDOWN: "next_round",
    pygame.K_HOME: "first_step",
    pygame.K_END: "last_step",
}
VIEWER_KEYS = {
    pygame.K_SPACE: "toggle_play",
    pygame.K_v: "next_seat",
    pygame.K_o: "toggle_hands",
    pygame.K_p: "play_on",
    pygame.K_r: "open_review",
    pygame.K_s: "next_speed",
    pygame.K_t: "try_again",
    pygame.K_ESCAPE: "close",
}


def seat_names(timeline: Timeline) -> list[str]:
    """The record's seats as shown, in seat order: each stored name through
    :func:`~scenes.core.phrases.shown_name` ("You" and "Hard bot" in the current
    language, a typed name as it is)."""
    return [shown_name(seat.name) for seat in timeline.seats]


def dismisses_banner(event: pygame.event.Event, table_area: pygame.Rect) -> bool:
    """True for a left click on the table or Enter: the round's banner goes."""
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        return bool(table_area.collidepoint(event.pos))
    return event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)


class ReplayScene(Scene):
    """Shows ``timeline``'s record from ``seat``'s point of view, starting at ``step``.

    ``on_play_on(step)`` receives the step "Play on" starts a new game from (the app's
    setup flow chooses its seats); a review attached with :meth:`attach_review` is shown
    as marks on the move list and a note at each rated step. ``open_table`` gives the
    tables (the app's :func:`~scenes.replay.table_port.driven_table` by default). Raises
    :class:`GameError` for a record no seat of which may be shown (a game two or more
    people are still playing)."""

    def __init__(
        self,
        app: Host,
        timeline: Timeline,
        title: str,
        step: int = 0,
        seat: int | None = None,
        on_play_on: Callable[[int], None] | None = None,
        record_path: Path | None = None,
        open_table: OpenTable | None = None,
    ) -> None:
        super().__init__(app)
        self.timeline = timeline
        self.title = title
        #: Makes the title again in the current language (set by whoever opens the viewer).
        self.title_words: Callable[[], str] | None = None
        self.open_hands = False
        self.on_play_on = on_play_on
        self.record_path = record_path
        self.playback = Playback()
        self.notes = ReviewColumn(timeline.record)
        opener = open_table if open_table is not None else driven_table(app)
        self.cursor = ReplayCursor(timeline, opener, self.table_size, step, seat)
        self.moves = MoveList(self.cursor.go)
        self.bar = ControlBar(self.cursor, self, timeline, can_play_on=on_play_on is not None)
        self.moves.set_steps(timeline.steps, seat_names(self.timeline), self._step_words())
        self.bar.label_seat(timeline.seats[self.cursor.seat].name, len(self.cursor.seats))
        self.cursor.moved = self._after_move
        self.cursor.ended = self._stop
        self._after_move()

    @property
    def table(self) -> ReplayTable:
        """The table showing the step."""
        return self.cursor.table

    @property
    def k(self) -> int:
        """The step shown (the number of actions played)."""
        return self.cursor.k

    @property
    def review(self) -> Review | None:
        """The review attached, if any."""
        return self.notes.review

    def _step_words(self) -> list[str]:
        """The move list's line for each step, in the table's log words (public)."""
        words = self.table.public_words(tuple(seat_names(self.timeline)))
        return step_words(self.timeline.events, words)

    def language_changed(self) -> None:
        """The bar, the move list, the note and the table again in the new language."""
        if self.title_words is not None:
            self.title = self.title_words()
        self.bar.words()
        self.table.language_changed()
        self.moves.set_steps(self.timeline.steps, seat_names(self.timeline), self._step_words())
        if self.review is not None:
            self.moves.marks = self.notes.attach(self.review)
        self.moves.show(self.k)
        self._laid_out = None
        super().language_changed()

    def _after_move(self) -> None:
        self.moves.show(self.k)
        self.bar.show_step(self.k)
        self.request_redraw()

    def table_size(self) -> tuple[int, int]:
        """The table's part of the window: above the control bar."""
        s = theme.ui_scale(self.size)
        return self.size[0], max(200, ControlBar.top(self.size, s))

    # The bar's and the keys' -----------------------------------------------------------
    def toggle_play(self) -> None:
        self.playback.toggle(can_play=self.k < self.timeline.length)
        self.bar.label_play(self.playback.playing)

    def _stop(self) -> None:
        self.playback.playing = False
        self.bar.label_play(False)

    def next_speed(self) -> None:
        self.bar.label_speed(self.playback.next_speed())
        self.request_redraw()

    def next_seat(self) -> None:
        self.cursor.next_seat()
        self.bar.label_seat(self.timeline.seats[self.cursor.seat].name, len(self.cursor.seats))

    def toggle_hands(self) -> None:
        if self.timeline.may_open_hands():
            self.open_hands = not self.open_hands
            self.bar.show_hands(self.open_hands)
            self.request_redraw()

    def try_again(self) -> None:
        """At a rated decision that was not fine: play on from it with the better move
        suggested (the review screen's "Try it again")."""
        decision = self.review.at_step(self.k) if self.review is not None else None
        if decision is not None and decision.rating != FINE and self.timeline.finished:
            from scenes.replay.try_again import try_again

            try_again(self.app, self.timeline.record, decision)

    def play_on(self) -> None:
        if self.bar.play_on_button.enabled and self.on_play_on is not None:
            self.on_play_on(self.k)

    def close(self) -> None:
        self.app.manager.pop()

    # The review -------------------------------------------------------------------------
    def open_review(self) -> None:
        """Push the review screen; a decision picked there is shown here."""
        if self.bar.review_button.enabled:
            from scenes.replay.review_open import push_review

            push_review(
                self.app, self.timeline.record, self.record_path, self.title, self._from_review
            )

    def _from_review(self, review: Review, step: int) -> None:
        self.app.manager.pop()  # the review screen: back here, at the decision
        self.show_decision(review, step)

    def attach_review(self, review: Review) -> None:
        """Mark ``review``'s rated decisions on the move list and note them at their step."""
        self.moves.marks = self.notes.attach(review)
        self._laid_out = None
        self.request_redraw()

    def show_decision(self, review: Review, step: int) -> None:
        """Go to the decision at ``step`` (the position before it was made)."""
        self.attach_review(review)
        self._stop()
        self.cursor.go(step)

    # Frame ------------------------------------------------------------------------------
    def exit(self) -> None:
        self.table.exit()

    def resume(self) -> None:
        self.table.resume()
        self._laid_out = None

    def layout(self) -> None:
        """The table above the bar; the move list (under the review's note, if any) over
        the table's own log, or at the right edge for a table without one."""
        s = theme.ui_scale(self.size)
        self.table.place(self.table_size())
        w = self.size[0]
        top = ControlBar.top(self.size, s)
        log = self.table.log_rect()
        if log.width:
            column = pygame.Rect(log.x, int(8 * s), w - log.x - int(8 * s), top - int(16 * s))
        else:
            column = pygame.Rect(w - int(300 * s), int(8 * s), int(292 * s), top - int(16 * s))
        self.moves.place(self.notes.place(column, s), s)
        self.bar.place(self.size, s)

    def handle_event(self, event: pygame.event.Event) -> None:
        area = pygame.Rect((0, 0), self.table_size())
        if dismisses_banner(event, area) and self.table.close_banner():
            return
        if (
            dispatch(self.bar.widgets, event)
            or self.bar.strip.handle(event)
            or self.moves.handle(event)
        ):
            return
        if event.type == pygame.MOUSEMOTION:
            self.table.hover(event)  # hover tips on the table
        if event.type != pygame.KEYDOWN:
            return
        if event.key in CURSOR_KEYS:
            getattr(self.cursor, CURSOR_KEYS[event.key])()
        elif event.key in VIEWER_KEYS:
            getattr(self, VIEWER_KEYS[event.key])()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.update(dt * self.playback.rate)
        if not self.playback.playing or self.table.busy():
            return
        if self.playback.due(dt, self.app.settings.speed_factor()):
            self.cursor.step_forward()

    def needs_redraw(self) -> bool:
        return (
            super().needs_redraw()
            or self.playback.playing
            or self.table.needs_redraw()
            or any(w.needs_redraw() for w in self.bar.widgets)
        )

    # Drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(self.size)
        area = pygame.Rect((0, 0), self.table_size())
        self.table.draw(surface.subsurface(area))
        self.notes.draw_backing(surface, self.moves.rect, s)
        self.moves.draw(surface)
        self.notes.draw_note(surface, self.k, s)
        if self.open_hands:
            game_id = self.timeline.record.game
            face = card_faces(self.table.card_face(), game_id)
            state = self.table.session.state
            seat = self.cursor.seat
            draw_every_hand(surface, state, game_id, seat_names(self.timeline), seat, face, s)
        self.bar.draw(surface, s, self.k, self.title)
        tip = hover_tip(self.bar.widgets) or self.bar.tooltip(self.app.mouse)
        tip = tip or self.moves.tooltip(self.app.mouse)
        if tip:
            draw_tooltip(surface, tip, self.app.mouse, s)
