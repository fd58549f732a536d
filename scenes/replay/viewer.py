"""The replay viewer: a record shown step by step on its game's own table.

The table is the one used in play, *driven*: it never asks a bot or offers a control; the
viewer feeds it. A step forward applies the record's next action to the table's session
and hands the table its events, which it animates and folds into its display model as in
play; any other move (back, a round, a click on the timeline or the move list) rebuilds
the table at that step from the seed, so the picture at step ``k`` is always the display
model of step ``k``'s view for the seat shown.

Keys: ←/→ a step, PgUp/PgDn a round, Home/End, Space play/pause (at the animation speed
setting times the replay speed, S: ½×, 1×, 2×, 4×), V the next seat's view, O every hand
open (finished or bots-only games only), P play on from here (finished games), R the
review (rated decisions marked ?!, ?, ?? on the move list; at a rated step a note says the
decision in game terms; T tries it again), Esc close. The move list speaks the table's log words.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.contract import view_data
from game.errors import GameError
from game.review import FINE, Review
from scenes.core import theme
from scenes.core.i18n import _
from scenes.core.scene_stack import Scene
from scenes.core.widgets import Widget, dispatch, draw_tooltip, hover_tip
from scenes.registry import table_for
from scenes.replay.controls import ControlBar
from scenes.replay.hands import card_faces, card_words, hidden_of
from scenes.replay.panels import MoveList, draw_open_hands, step_words
from scenes.replay.review_column import ReviewColumn
from scenes.replay.timeline import Timeline
from scenes.table.display import display_kit
from scenes.table.scene import TableScene

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

#: The replay speeds (labels, rates); the table's animations and the pause between
#: moves run at the rate.
SPEEDS = (("½×", 0.5), ("1×", 1.0), ("2×", 2.0), ("4×", 4.0))
PLAY_PAUSE = 0.9  # seconds between actions while playing, at normal speed
MIN_PAUSE = 0.25  # at instant speed, so the game can still be followed


def _nothing() -> None:
    """The table's end-of-game hook in a replay: no results screen."""


class ReplayScene(Scene):
    """Shows ``timeline``'s record from ``seat``'s point of view, starting at ``step``.

    ``on_play_on(session)`` receives the new game made by "Play on" (the app's setup
    flow chooses its seats); a review attached with :meth:`attach_review` is shown as
    marks on the move list and a note at each rated step. Raises :class:`GameError` for a
    record no seat of which may be shown (a game two or more people are still playing)."""

    def __init__(
        self,
        app: Host,
        timeline: Timeline,
        title: str,
        step: int = 0,
        seat: int | None = None,
        on_play_on: Callable[[int], None] | None = None,
        record_path: Path | None = None,
    ) -> None:
        super().__init__(app)
        self.timeline = timeline
        self.title = title
        #: Makes the title again in the current language (set by whoever opens the viewer).
        self.title_words: Callable[[], str] | None = None
        self.seats = timeline.viewable_seats()
        if not self.seats:
            raise GameError(
                _("this game is still being played by two or more people: finish it to replay it")
            )
        self.seat = self._first_seat(seat)
        self.open_hands = False
        self.playing = False
        self.wait = 0.0
        self.speed = 1  # index in SPEEDS
        self.k = max(0, min(step, timeline.length))
        self.on_play_on = on_play_on
        self.record_path = record_path
        self.notes = ReviewColumn(timeline.record)
        self.moves = MoveList(self.go)
        self.bar = ControlBar(self, timeline, can_play_on=on_play_on is not None)
        self.table: TableScene = self._build(self.k)
        names = [seat.name for seat in timeline.seats]
        self.moves.set_steps(timeline.steps, names, self._step_words(names))
        self._label_seat()
        self._after_move()

    def _first_seat(self, asked: int | None) -> int:
        """``asked`` if it may be shown, else the first person's seat that may, else the
        first seat that may."""
        if asked is not None and asked in self.seats:
            return asked
        humans = [s for s in self.timeline.human_seats if s in self.seats]
        return humans[0] if humans else self.seats[0]

    @property
    def widgets(self) -> list[Widget]:
        """The control bar's buttons."""
        return self.bar.widgets

    @property
    def review(self) -> Review | None:
        """The review attached, if any."""
        return self.notes.review

    # The table ------------------------------------------------------------------------
    def _build(self, k: int) -> TableScene:
        session = self.timeline.session_at(k)
        table = table_for(self.app, session, autosave=False)
        table.mode.driven = True
        table.mode.hold_bots = True
        table.mode.resume_note = False
        table.mode.on_game_over = _nothing
        table.viewer = self.seat
        table.enter()
        table.ensure_layout(self.table_size())
        return table

    def language_changed(self) -> None:
        """The bar, the move list, the note and the table again in the new language."""
        if self.title_words is not None:
            self.title = self.title_words()
        self.bar.words()
        self.table.language_changed()
        names = [seat.name for seat in self.timeline.seats]
        self.moves.set_steps(self.timeline.steps, names, self._step_words(names))
        if self.review is not None:
            self.moves.marks = self.notes.attach(self.review)
        self.moves.show(self.k)
        self._laid_out = None
        super().language_changed()

    def _step_words(self, names: list[str]) -> list[str]:
        """The move list's line for each step, in the table's log words (public)."""
        kit = self.table.kit
        ui = kit.new_ui()
        ui.names, ui.viewer = tuple(names), None
        return step_words(self.timeline.events, lambda event: kit.describe(event, ui))

    def _replace_table(self, k: int) -> None:
        old = self.table
        self.table = self._build(k)
        old.exit()
        self.k = k
        self._after_move()

    def _after_move(self) -> None:
        self.moves.show(self.k)
        self.bar.show_step(self.k)
        self.request_redraw()

    def table_size(self) -> tuple[int, int]:
        s = theme.ui_scale(self.size)
        return self.size[0], max(200, ControlBar.top(self.size, s))

    def table_busy(self) -> bool:
        t = self.table
        return t.feed.busy or t.banner.up

    def shown_model(self) -> Any:
        """The display model the table draws (None for a table without one)."""
        return self.table.picture.model

    def expected_model(self) -> Any:
        """The display model of step ``k``'s view for the seat shown (from a fresh
        replay; what ``shown_model`` must equal once the table is still)."""
        kit = display_kit(self.timeline.record.game)
        if kit is None:
            return None
        return kit.model_from_view(self.timeline.session_at(self.k).state.view(self.seat))

    # Moving -----------------------------------------------------------------------------
    def go(self, k: int) -> None:
        """Show step ``k`` at once (no animation)."""
        k = max(0, min(k, self.timeline.length))
        if k == self.k and not self.table_busy():
            return
        self._replace_table(k)

    def step_forward(self) -> None:
        """Play the next action on the table with its animation (at once if the table
        is still busy with the one before)."""
        if self.k >= self.timeline.length:
            self.playing = False
            self.bar.label_play(self.playing)
            return
        if self.table_busy():
            self.go(self.k + 1)
            return
        events = self.timeline.events_of(self.table.session)
        self.table.show_events(events)
        self.k += 1
        self._after_move()

    def step_back(self) -> None:
        self.go(self.k - 1)

    def first_step(self) -> None:
        self.go(0)

    def last_step(self) -> None:
        self.go(self.timeline.length)

    def previous_round(self) -> None:
        self.go(self.timeline.previous_round(self.k))

    def next_round(self) -> None:
        self.go(self.timeline.next_round(self.k))

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.k < self.timeline.length
        self.wait = 0.0
        self.bar.label_play(self.playing)

    @property
    def rate(self) -> float:
        """How much faster than the animation speed setting the replay runs."""
        return SPEEDS[self.speed][1]

    def next_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self.bar.label_speed(SPEEDS[self.speed][0])
        self.request_redraw()

    def next_seat(self) -> None:
        index = self.seats.index(self.seat) if self.seat in self.seats else -1
        self.seat = self.seats[(index + 1) % len(self.seats)]
        self._label_seat()
        self._replace_table(self.k)

    def _label_seat(self) -> None:
        self.bar.label_seat(self.timeline.seats[self.seat].name, len(self.seats))

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
        self.playing = False
        self.bar.label_play(self.playing)
        self.go(step)

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
        self.table.ensure_layout(self.table_size())
        w = self.size[0]
        top = ControlBar.top(self.size, s)
        log = self.table.chrome.log.rect
        if log.width:
            column = pygame.Rect(log.x, int(8 * s), w - log.x - int(8 * s), top - int(16 * s))
        else:
            column = pygame.Rect(w - int(300 * s), int(8 * s), int(292 * s), top - int(16 * s))
        self.moves.place(self.notes.place(column, s), s)
        self.bar.place(self.size, s)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.table.banner.up and self._dismisses(event):
            self.table.banner.close()
            return
        if (
            dispatch(self.widgets, event)
            or self.bar.strip.handle(event)
            or self.moves.handle(event)
        ):
            return
        if event.type == pygame.MOUSEMOTION:
            self.table.handle_event(event)  # hover tips on the table
        if event.type != pygame.KEYDOWN:
            return
        keys: dict[int, Callable[[], None]] = {
            pygame.K_RIGHT: self.step_forward,
            pygame.K_LEFT: self.step_back,
            pygame.K_PAGEUP: self.previous_round,
            pygame.K_PAGEDOWN: self.next_round,
            pygame.K_HOME: self.first_step,
            pygame.K_END: self.last_step,
            pygame.K_SPACE: self.toggle_play,
            pygame.K_v: self.next_seat,
            pygame.K_o: self.toggle_hands,
            pygame.K_p: self.play_on,
            pygame.K_r: self.open_review,
            pygame.K_s: self.next_speed,
            pygame.K_t: self.try_again,
            pygame.K_ESCAPE: self.close,
        }
        action = keys.get(event.key)
        if action is not None:
            action()

    def _dismisses(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return bool(pygame.Rect((0, 0), self.table_size()).collidepoint(event.pos))
        return event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.update(dt * self.rate)
        if not self.playing or self.table_busy():
            return
        self.wait += dt * self.rate
        pause = max(MIN_PAUSE, PLAY_PAUSE * self.app.settings.speed_factor())
        if self.wait >= pause:
            self.wait = 0.0
            self.step_forward()

    def needs_redraw(self) -> bool:
        return (
            super().needs_redraw()
            or self.playing
            or self.table.needs_redraw()
            or any(w.needs_redraw() for w in self.widgets)
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
            self.draw_hands(surface, s)
        self.bar.draw(surface, s, self.k, self.title)
        tip = hover_tip(self.widgets) or self.bar.tooltip(self.app.mouse)
        tip = tip or self.moves.tooltip(self.app.mouse)
        if tip:
            draw_tooltip(surface, tip, self.app.mouse, s)

    def draw_hands(self, surface: pygame.Surface, s: float) -> None:
        """Every other seat's hidden cards, from each seat's own view."""
        state = self.table.session.state
        game_id = self.timeline.record.game
        hands = []
        for seat in range(len(self.timeline.seats)):
            if seat != self.seat:
                cards, note = hidden_of(game_id, view_data(state.view(seat)), seat)
                hands.append((self.timeline.seats[seat].name, cards, note))
        face = card_faces(self.table)
        most = max([len(cards) for _, cards, _ in hands] + [0])
        width = int(min(500, max(300, 150 + 29 * most + (90 if face is None else 0))) * s)
        rect = pygame.Rect(int(12 * s), int(56 * s), width, int(38 * s) + len(hands) * int(44 * s))
        draw_open_hands(surface, rect, hands, face, card_words(game_id), s)
