"""The screens a scene may ask the app for, without importing them.

Scenes never import each other to move between screens (that made an import cycle): they
call the app's :class:`Navigator` (``app.nav``), which the entry point wires to the real
screens (:mod:`scenes.navigation`). Each call asks the scene stack for a change; the stack
applies it between frames.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from scenes.core.session import GameSession


class Navigator(Protocol):
    """Screen changes every scene may request."""

    def main_menu(self) -> None:
        """Replace every scene with the main menu."""

    def new_game(self, game_id: str | None = None) -> None:
        """Push the game setup screen."""

    def load_games(self) -> None:
        """Push the Load screen."""

    def settings(self) -> None:
        """Push the Settings screen."""

    def rules(self, game_id: str) -> None:
        """Push the rules pages, open at ``game_id``."""

    def continue_game(self) -> bool:
        """Resume the autosave (a message if it cannot be used); True if resumed."""

    def open_session(self, session: GameSession) -> None:
        """Replace every scene with the session's table, or its results if it is over."""

    def results(self, session: GameSession) -> None:
        """Replace the top scene with the results of the finished session."""

    def replays(self) -> None:
        """Push the Replays screen."""

    def learn_to_play(self) -> None:
        """Push the Learn to play screen (a guided first game of each title)."""

    def tutorial(self, game_id: str) -> None:
        """Replace every scene with the guided first game of ``game_id``."""

    def replay_session(self, session: GameSession, label: str) -> None:
        """Push the replay viewer on the session's game (a message if it cannot be)."""

    def daily(self) -> None:
        """Push the Daily screen (today's deal of each game)."""

    def statistics(self) -> None:
        """Push the Statistics screen."""
