"""Bot turns: the decision starts as soon as the move is the bot's, then a short pause.

A bot's move depends only on the session (its view, the legal actions, its generator),
which is up to date the moment the last action is applied, while the picture still
animates that action. So the decision is asked for at once (:meth:`ask_bot_ahead`, every
frame) and runs in the :class:`~scenes.table.bot_runner.BotRunner` during the animation;
once the table is at rest, the bot acts after a short pause that lets the person watching
see whose turn it is. A bot turn then lasts the pause (or the decision, if longer) plus
the animation of its action: about a second at normal speed, half that at fast.
"""

from __future__ import annotations

from game.errors import GameError
from scenes.table.flow import TurnFlow

#: Seconds at rest before a bot acts, at normal speed (scaled by the speed setting).
BOT_PAUSE = 0.4
#: How often the "thinking" dots change while a bot decides.
THINKING_DOTS_PER_SECOND = 3


class BotTurns(TurnFlow):
    """Asking the bot whose turn it is, early, and playing its answer on time."""

    def ask_bot_ahead(self) -> None:
        """Called every frame, even while the last move still animates: start the
        decision of the bot to move (once per move) and collect its answer when it is
        ready (nothing when bots are held or the table is driven)."""
        if self.hold_bots or self.driven or self.error or self.finished:
            return
        if self.bot_asked_for != self.session.ply and not self._ask_bot():
            return
        result = self.runner.poll()
        if result is not None and result[0] == self.session.ply:
            self.bot_answer = (result[1], result[2])

    def _ask_bot(self) -> bool:
        """Ask the runner for the decision of the bot to move; False if no bot is to
        move now (or it cannot be asked: the game then stops with a message)."""
        if self.state.is_terminal():
            return False
        seat = self.state.current_player
        if seat < 0 or self.session.is_human(seat):
            return False
        try:
            bot, view, legal, rng = self.session.bot_request()
        except GameError as exc:
            self.fail(f"Seat {seat + 1} cannot be played by a bot: {exc}")
            return False
        self.bot_asked_for = self.session.ply
        self.bot_answer = None
        self.runner.request(self.session.ply, bot, view, legal, rng, self.session.spec.id)
        return True

    def bot_turn(self, dt: float) -> None:
        """Called every frame while a bot is to move and the table is at rest: play the
        bot's answer once it is in and the pause is over."""
        if self.hold_bots:
            return
        self.ask_bot_ahead()
        self.bot_wait += dt
        if self.bot_answer is None or self.bot_wait < BOT_PAUSE * self.speed:
            return
        action, error = self.bot_answer
        self.bot_answer = None
        if action is None:
            self.fail(f"A bot failed: {error}")
            return
        self.play(action)

    def thinking_label(self, seat: int) -> str | None:
        """ "thinking" with moving dots while ``seat``'s bot decides; None otherwise."""
        if (
            self.session.is_human(seat)
            or self.session.state.current_player != seat
            or self.queue
            or self.animating
        ):
            return None
        return "thinking" + "." * (1 + int(self.time * THINKING_DOTS_PER_SECOND) % 3)
