"""Coach hints at the table: the hard bot's recommendation and every option's value.

Only with the "Coach hints" setting on, and only for the person to move: **?** (or the
Hint button) asks the hard bot's analysis of that person's view (:func:`game.review.hint`,
computed in the bot worker: no frame waits for it) and shows a small panel over the
controls — each legal option with its expected search value (higher is better) and
expected score, the recommended one starred — and a value tag on each action button.
Pressing **?** again hides it; the next move hides it too.

Each decision at which a person asked counts one hint for that seat
(``GameSession.hints``, kept in the record and shown on the results screen). The table
knows no rule here: the options, values and texts all come from the engine. The coach
reaches the table only through its :class:`~scenes.table.ports.CoachPort`; the panel is
drawn by :mod:`scenes.table.coach_panel`.
"""

from __future__ import annotations

import pygame

from game.contract import Action
from game.errors import GameError
from game.review import Hint
from scenes.core import theme
from scenes.core.i18n import _
from scenes.core.widgets import Button, Widget
from scenes.table import coach_panel
from scenes.table.jobs import Job, coach_hint
from scenes.table.ports import CoachPort


def is_hint_key(event: pygame.event.Event) -> bool:
    """True for a press of **?** (Shift+/ on most keyboards, or a ? key)."""
    if event.type != pygame.KEYDOWN:
        return False
    if getattr(event, "unicode", "") == "?" or event.key == pygame.K_QUESTION:
        return True
    return event.key == pygame.K_SLASH and bool(event.mod & pygame.KMOD_SHIFT)


class Coach(Widget):
    """The Hint button and the hint panel of one table, reached through ``port``.

    ``iterations`` overrides the hard bot's search budget (None: the hard bot's own)."""

    def __init__(self, port: CoachPort, iterations: int | None = None) -> None:
        super().__init__()
        self.port = port
        self.iterations = iterations
        self.button = Button("", self.toggle, style="secondary", hint="")
        self.words()
        self.shown = False
        self.hint: Hint | None = None
        self.error: str | None = None
        self.ply = -1  # the move number the hint (or the job) is for
        self.job: Job[Hint] | None = None
        self.counted: set[int] = set()  # move numbers whose hint was counted
        #: "Try it again": (move number, the better move's notation) suggested at that
        #: move (the session's ``suggested``).
        self.preset: tuple[int, str] | None = port.session.suggested
        #: Where the panel was drawn last frame (None: none); the strip goes under it.
        self.drawn: pygame.Rect | None = None
        #: Pixels of the log column the panel leaves free under it (the strip's).
        self.reserve = 0

    def words(self) -> None:
        """The Hint button's label and tip in the current language."""
        self.button.label = "? " + _("Hint")
        self.button.tip = _("The coach's advice (?)")

    def _preset_action(self) -> Action | None:
        preset, session = self.preset, self.port.session
        if preset is None or preset[0] != session.ply:
            return None
        try:
            action = session.state.find_action(preset[1])
        except GameError:
            return None
        return action if action in session.legal_actions() else None

    def suggestion(self) -> Action | None:
        """The move suggested now: the preset one at its move, else the hint's while it
        is shown; None otherwise (never for a seat that is not a person's to move)."""
        if not self.port.to_act():
            return None
        preset = self._preset_action()
        if preset is not None:
            return preset
        if self.showing() and self.hint is not None:
            return self.hint.action
        return None

    # State -----------------------------------------------------------------------------
    def available(self) -> bool:
        """True when a hint may be asked: the setting is on and the person looking is to
        move (never in a replay)."""
        return self.port.hints_on() and self.port.to_act()

    def showing(self) -> bool:
        """True while the panel is up for the current move."""
        return self.shown and self.ply == self.port.session.ply and self.available()

    def toggle(self) -> None:
        """Show the hint for this move (asking for it if needed), or hide it."""
        if self.showing():
            self.shown = False
        elif self.available():
            self.shown = True
            self._ask()

    def _ask(self) -> None:
        session = self.port.session
        if self.ply != session.ply:
            self.ply, self.hint, self.error = session.ply, None, None
            if self.job is not None:
                self.job.cancel()
            ply = self.ply
            job = self.port.run_job(
                lambda done: self._answered(done, ply),
                coach_hint,
                session.spec.id,
                session.state,
                session.seed,
                session.ply,
                self.iterations,
            )
            # None once answered (a job run inline answers before it is returned).
            self.job = job if self.hint is None and self.error is None else None
        self._count(session.state.current_player)

    def _count(self, seat: int) -> None:
        session = self.port.session
        if session.ply in self.counted:
            return
        self.counted.add(session.ply)
        while len(session.hints) < session.num_players:
            session.hints.append(0)
        session.hints[seat] += 1
        self.port.autosave(session)

    def _answered(self, job: Job[Hint], ply: int) -> None:
        if ply != self.ply:
            return  # a hint for an earlier move
        self.job = None
        try:
            self.hint = job.result()
        except Exception as exc:  # a failed hint must not take the game down
            self.error = str(exc)

    def _drop_stale_job(self) -> None:
        """Forget a hint still being computed for a move that is no longer in play."""
        if self.job is not None and self.ply != self.port.session.ply:
            self.job.cancel()
            self.job = None

    # Widget ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.port.hints_on():
            return False
        if is_hint_key(event):
            self.toggle()
            return True
        return self.available() and self.button.handle(event)

    def tooltip(self) -> str | None:
        return self.button.tooltip() if self.available() else None

    def place_button(self) -> None:
        """Put the Hint button in the top bar, left of Undo (or of Menu)."""
        frame = self.port.frame()
        s = theme.ui_scale(frame.size)
        right, w = frame.bar_left, s * theme.text_factor()
        self.button.place((right - int(112 * w), int(8 * s), int(104 * w), int(38 * s)), s)
        self.button.font_px = 18

    def draw(self, surface: pygame.Surface) -> None:
        """The Hint button, and the panel (the answer, "thinking" or "Try it again") when
        there is one; :attr:`drawn` is where the panel went (None: no panel)."""
        self._drop_stale_job()
        frame = self.port.frame()
        s = theme.ui_scale(frame.size)
        self.drawn = None
        preset = self._preset_action() if self.port.to_act() else None
        if preset is not None and not self.showing():
            text = self.port.session.state.action_text(preset)
            label = self.option_label(preset, text)
            self.drawn = coach_panel.draw_try_again(surface, frame, label, s)
        if not self.available():
            return
        self.place_button()
        self.button.style = "primary" if self.showing() else "secondary"
        self.button.draw(surface)
        if not self.showing():
            return
        if self.hint is None:
            self.drawn = coach_panel.draw_waiting(surface, frame, self.error, s)
        else:
            lower = self.port.session.spec.lower_score_wins
            hint = self.hint
            self.drawn = coach_panel.draw_hint(
                surface, frame, hint, self.option_label, lower, s, self.reserve
            )

    # The panel -------------------------------------------------------------------------
    def option_label(self, action: Action, text: str) -> str:
        """An option's name: its button's label when it has one, else the game's words."""
        return self.port.frame().label(action, text)

    def panel_rect(self) -> pygame.Rect | None:
        """Where the panel was drawn last frame (None: no panel)."""
        return self.drawn
