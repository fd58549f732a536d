"""Bot turns: the decision starts as soon as the move is the bot's, then a short pause.

A bot's move depends only on the session (its view, the legal actions, its generator),
which is up to date the moment the last action is applied, while the picture still
animates that action. So the decision is asked for at once (:meth:`BotTurns.ask_ahead`,
every frame) and runs in the :class:`~scenes.table.bot_runner.BotRunner` during the
animation; once the table is at rest, the bot acts after a short pause that lets the
person watching see whose turn it is. A bot turn then lasts the pause (or the decision,
if longer) plus the animation of its action: about a second at normal speed (at most
about 1.5 s for a Nyet! card that ends a trick), half that at fast. While a person holds
Space (or pressed "Skip to my turn") the table's speed factor shrinks, and the pause with
it (:mod:`scenes.table.skip`).
"""

from __future__ import annotations

from collections.abc import Callable

from game.contract import Action
from game.errors import GameError
from scenes.core.session import GameSession
from scenes.table.bot_runner import BotRunner
from scenes.table.table_words import bot_failed, seat_cannot_be_played

#: Seconds at rest before a bot acts, at normal speed (scaled by the speed setting).
BOT_PAUSE = 0.3
#: How often the "thinking" dots change while a bot decides.
THINKING_DOTS_PER_SECOND = 3


class BotTurns:
    """Asking the bot whose turn it is, early, and playing its answer on time.

    ``play(action)`` plays the bot's answer; ``fail(text)`` stops the game with a
    message. The table stops asking while ``paused`` is True (bots held, a driven table,
    an error, the game over)."""

    def __init__(
        self,
        session: GameSession,
        runner: BotRunner,
        play: Callable[[Action], None],
        fail: Callable[[str], None],
    ) -> None:
        self.session = session
        self.runner = runner
        self._play = play
        self._fail = fail
        #: Seconds the table has been at rest on this bot's move.
        self.wait = 0.0
        #: The move (ply) whose decision was asked for, and its answer once in:
        #: (action or None, error).
        self.asked_for = -1
        self.answer: tuple[Action | None, str | None] | None = None
        #: A guided game's script: the bot's move for a ply, or None to hold on
        #: (:mod:`scenes.table.guide`); None: the bots decide.
        self.scripted: Callable[[int], Action | None] | None = None

    def ask_ahead(self, paused: bool) -> None:
        """Called every frame, even while the last move still animates: start the
        decision of the bot to move (once per move) and collect its answer when it is
        ready."""
        if paused:
            return
        if self.asked_for != self.session.ply and not self._ask():
            return
        result = self.runner.poll()
        if result is not None and result[0] == self.session.ply:
            self.answer = (result[1], result[2])

    def _ask(self) -> bool:
        state = self.session.state
        if state.is_terminal():
            return False
        seat = state.current_player
        if seat < 0 or self.session.is_human(seat):
            return False
        if self.scripted is not None:
            move = self.scripted(self.session.ply)
            if move is None:
                return False
            self.asked_for, self.answer = self.session.ply, (move, None)
            return True
        try:
            bot, view, legal, rng = self.session.bot_request()
        except GameError as exc:
            self._fail(seat_cannot_be_played(seat + 1, exc))
            return False
        self.asked_for = self.session.ply
        self.answer = None
        self.runner.request(self.session.ply, bot, view, legal, rng, self.session.spec.id)
        return True

    def turn(self, dt: float, speed: float, paused: bool) -> None:
        """Called every frame while a bot is to move and the table is at rest: play the
        bot's answer once it is in and the pause is over."""
        if paused:
            return
        self.ask_ahead(paused)
        self.wait += dt
        if self.answer is None or self.wait < BOT_PAUSE * speed:
            return
        action, error = self.answer
        self.answer = None
        if action is None:
            self._fail(bot_failed(error))
            return
        self._play(action)

    def waiting(self, speed: float) -> bool:
        """True while the table only waits for the bot's answer: asked, the pause over."""
        return (
            self.asked_for == self.session.ply
            and self.answer is None
            and self.wait >= BOT_PAUSE * speed
            and not self.session.is_human(self.session.state.current_player)
        )
