"""The app's navigator: the one place that knows every screen (see
:mod:`scenes.core.navigation`). The entry point gives one to the app; scenes call it."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from game.daily import DAILY_META_KEY, daily_tag
from scenes.core.dialogs import message
from scenes.core.i18n import _
from scenes.core.profile import own_seat
from scenes.core.saves import SaveError, autosave_path, load_session
from scenes.registry import table_for, tutorial_for
from scenes.screens.load import LoadScene
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.core.session import GameSession


class ScreenNavigator:
    """Moves the app between its screens (implements ``Navigator``)."""

    def __init__(self, app: Host) -> None:
        self.app = app

    def main_menu(self) -> None:
        self.app.manager.reset(MainMenu(self.app))

    def new_game(self, game_id: str | None = None) -> None:
        self.app.manager.push(SetupScene(self.app, game_id))

    def load_games(self) -> None:
        self.app.manager.push(LoadScene(self.app))

    def settings(self) -> None:
        self.app.manager.push(SettingsScene(self.app))

    def rules(self, game_id: str) -> None:
        self.app.manager.push(RulesScene(self.app, game_id))

    def continue_game(self) -> bool:
        app = self.app
        path = autosave_path()
        if not os.path.lexists(path):
            app.manager.push(
                message(app, _("Nothing to continue"), _("There is no autosaved game yet."))
            )
            return False
        try:
            session = load_session(path)
        except SaveError as exc:
            app.manager.push(
                message(
                    app,
                    _("The autosave cannot be opened"),
                    _("{problem}\n\nThe file was left as it is.").format(problem=exc),
                )
            )
            return False
        self.open_session(session)
        return True

    def open_session(self, session: GameSession) -> None:
        own_seat(session)  # the profile's seat, so its statistics follow the profile
        if session.state.is_terminal():
            self.app.manager.reset(self._results(session))
            return
        if DAILY_META_KEY in session.tags and session.copy_path is None:
            from scenes.screens.daily_data import reopened_daily

            reopened_daily(session)  # a resumed daily, or practice if it was finished
        self.app.manager.reset(table_for(self.app, session))

    def results(self, session: GameSession) -> None:
        self.app.manager.replace(self._results(session))

    def _results(self, session: GameSession) -> ResultsScene:
        """The results screen: a daily deal's has the duplicate score under it (a tag
        the engine does not accept gets the plain results)."""
        if DAILY_META_KEY in session.tags and daily_tag(session.record()) is not None:
            from scenes.screens.daily_results import DailyResultsScene

            return DailyResultsScene(self.app, session)
        return ResultsScene(self.app, session)

    def learn_to_play(self) -> None:
        from scenes.screens.learn import LearnScene

        self.app.manager.push(LearnScene(self.app))

    def tutorial(self, game_id: str) -> None:
        self.app.manager.reset(tutorial_for(self.app, game_id))

    def replays(self) -> None:
        from scenes.replay.picker import ReplaysScene

        self.app.manager.push(ReplaysScene(self.app))

    def replay_session(self, session: GameSession, label: str) -> None:
        from scenes.replay.open import open_replay

        open_replay(self.app, session.record(), label)

    def daily(self) -> None:
        from scenes.screens.daily import DailyScene

        self.app.manager.push(DailyScene(self.app))

    def statistics(self) -> None:
        from scenes.screens.statistics import StatisticsScene

        self.app.manager.push(StatisticsScene(self.app))
