"""Bot turns: a short, speed-dependent pause, then the decision off the main thread.

The pause lets the person watching see whose turn it is; the decision runs in the
:class:`~scenes.table.bot_runner.BotRunner` while the window keeps drawing.
"""

from __future__ import annotations

from game.errors import GameError
from scenes.table.flow import TurnFlow

BOT_PAUSE = 0.75  # seconds before a bot acts, at normal speed


class BotTurns(TurnFlow):
    """Pacing and asking the bot whose turn it is."""

    def bot_turn(self, dt: float) -> None:
        """Called every frame while a bot is to move and nothing is animating: wait the
        pause, ask the runner once for this move, and play its answer when ready."""
        if self.hold_bots:
            return
        if self.bot_asked_for != self.session.ply:
            self.bot_wait += dt
            if self.bot_wait >= BOT_PAUSE * self.speed:
                try:
                    bot, view, legal, rng = self.session.bot_request()
                except GameError as exc:
                    seat = self.state.current_player
                    self.fail(f"Seat {seat + 1} cannot be played by a bot: {exc}")
                    return
                self.bot_asked_for = self.session.ply
                self.runner.request(self.session.ply, bot, view, legal, rng, self.session.spec.id)
        result = self.runner.poll()
        if result is not None:
            key, action, err = result
            if key != self.session.ply:
                return
            if action is None:
                self.fail(f"A bot failed: {err}")
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
        return "thinking" + "." * (1 + int(self.time * 3) % 3)
