"""Turn flow: apply an action, autosave, animate its events one by one, then let the
seat to move decide (a human through the controls, a bot through :mod:`bot_turns`).

Pass-and-play: when a decision belongs to a different human than the one looking, and
their views differ, the opaque :class:`CurtainScene` hides the table until they click.

The seam for anything other than live play (a replay viewer, a review): set
``driven`` and hand the table the events of each step with :meth:`TurnFlow.show_events`;
the table animates and logs them exactly as in play and never decides anything itself.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.contract import Action
from game.errors import GameError
from game.events import EventLog, GameEvent
from scenes.core import theme
from scenes.core.curtain import CurtainScene
from scenes.core.dialogs import message
from scenes.core.saves import write_autosave
from scenes.table.base import TableBase

#: Seconds from the last event of a finished game to the results screen (normal speed).
RESULTS_DELAY = 1.2


class TurnFlow(TableBase):
    """Playing actions, animating their events and handing the turn on."""

    def play(self, action: Action) -> None:
        """Apply an action for the current seat, autosave, and queue its animation."""
        try:
            events = self.session.apply(action)
        except GameError as exc:
            self.log.add(f"Not allowed: {exc}", theme.BAD)
            return
        if self.autosave:
            try:
                write_autosave(self.session)
            except OSError as exc:
                self.log.add(f"Autosave failed: {exc.strerror or exc}", theme.BAD)
        self.show_events(events)

    def show_events(self, events: Iterable[GameEvent]) -> None:
        """Queue events to be logged and animated in order (what ``play`` does after
        applying an action; a viewer that steps the session itself calls it directly)."""
        self.queue.extend(events)
        self.bot_wait = 0.0
        self.refresh_controls()

    def _next_event(self) -> None:
        if not self.queue:
            return
        event = self.queue.popleft()
        self.log_event(event)
        if self.viewer is not None and self.viewer in event.private:
            detail = self.describe_private(event, event.private[self.viewer])
            if detail:
                self.log.add(detail, theme.INFO)
        self.animating = True
        token = object()
        self._anim_token = token

        def done() -> None:
            if self._anim_token is token:
                self.animating = False
                self._anim_token = None

        self.animate_event(event, done)

    def rebuild_log(self) -> None:
        """Fill the log with the public events of the moves played so far (a resumed
        game shows its history). Replays the actions on a fresh state."""
        session = self.session
        try:
            state = session.spec.new_state(
                session.num_players, session.options, session.seed, session.deal
            )
            events = EventLog()
            for text in session.actions:
                state.apply(state.find_action(text), events)
        except GameError:
            return
        for event in events[-150:]:
            self.log_event(event)
        if self.resume_note:
            self.log.add(f"— resumed after {session.ply} moves —", theme.TEXT_DIM)

    def update(self, dt: float) -> None:
        self.time += dt
        self.replay_keys()
        super().update(dt)
        if self.error:
            return
        # Animate queued events, one at a time (all at once at instant speed).
        guard = 0
        while not self.animating and self.queue and guard < 1000:
            self._next_event()
            guard += 1
        self.ask_bot_ahead()
        if self.animating or self.queue or self.driven:
            return
        if self.state.is_terminal():
            if not self.finished:
                self.finished = True
                self.pending_keys.clear()
                self.sync_display()
                self.refresh_controls()
                self.tweens.after(RESULTS_DELAY * self.speed, self.show_results)
            return
        self._decide(dt)

    def _decide(self, dt: float) -> None:
        p = self.state.current_player
        if not self.session.is_human(p):
            self.bot_turn(dt)
            return
        if p != self.viewer and not self.curtain_up:
            if self.viewer is None and len(self.session.human_seats) == 1:
                self.viewer = p
            elif self.viewer is None or self.session.has_private_info(p, self.viewer):
                self.raise_curtain(p)
                return
            else:
                self.viewer = p
            self.sync_display()
            self.refresh_controls()
        elif not self.controls:
            self.refresh_controls()

    def fail(self, text: str) -> None:
        """Stop the game with a message (the autosave stays as it is)."""
        self.error = text
        self.app.manager.push(message(self.app, "Something went wrong", text, self.app.go_to_menu))

    def raise_curtain(self, seat: int) -> None:
        """Hide the table until ``seat``'s player says they are in front of it."""
        self.curtain_up = True
        self.pending_keys.clear()  # keys typed by the last player are not the next one's
        self.refresh_controls()

        def reveal() -> None:
            self.curtain_up = False
            self.viewer = seat
            self.sync_display()
            self.refresh_controls()

        self.app.manager.push(
            CurtainScene(
                self.app,
                self.session.seat_label(seat),
                self.session.spec.name,
                reveal,
                self.open_menu,
            )
        )

    def show_results(self) -> None:
        """The results screen (or ``on_game_over``), once the table is on top."""
        if self.app.manager.top is not self:
            self.tweens.after(0.3, self.show_results)
            return
        if self.on_game_over is not None:
            self.on_game_over()
            return
        self.app.audio.play("win")
        self.app.nav.results(self.session)
