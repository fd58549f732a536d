"""The app as :mod:`checks.kill_soak` runs it in a child process (``python -m
checks.kill_soak_app play|verify ...``, dummy video driver, ``PLAY_OR_PAY_HOME`` set).

Both roles start the app as ``python -m scenes`` does (the data folder's instance lock
first, then the window app at its main menu, settings read from the data folder), except
that bots and long work run in worker processes as in a real window (``sync_bots=False``:
under the dummy driver the entry point would decide them inline).

* ``play`` plays as a person would, seeded, until it is killed: new games against bots of
  every title through New game (the setup screen's Start, "Discard it" or "Keep it under
  Load…" when a game is in progress), Continue, dailies through the Daily screen (the
  results start the duplicate in the background worker), Save as… from the pause menu,
  a review of a finished game from its results, and leaving a game half-way. It prints
  what the parent needs to know, one line each (flushed): ``ready``, ``move PLY HASH``
  after every move of an autosaved game (the hash of its actions so far,
  :func:`actions_hash`; ``move - -`` when another game is about to replace it),
  ``finished KEY`` once a game's results are up (its record key,
  :func:`game.review.store.record_key`), ``duplicate KEY`` while a daily's duplicate
  runs, and ``doing WHAT`` as it starts each thing.
* ``verify`` is the next start: it takes the lock (``locked`` or exit 3), clicks Continue
  when the main menu offers it and prints ``resumed KIND PLY DIGEST HASH`` (the scene
  opened and the game's state), waits (at most ``--pending-timeout`` seconds) for the
  duplicates left pending to be finished in the background and prints ``pending N``
  (how many are left), then quits as the Quit button does.

Two budgets are made small so that a soak takes minutes: the daily's other seats are
random bots and the duplicate's hard bot searches ``--duplicate-iterations`` per move
(as the tests do); a review searches ``--review-iterations`` per decision.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from collections.abc import Sequence
from functools import partial
from typing import Any

PLAY_MOVES_MAX = 4000
#: Seconds of frames a step may wait for a scene before it gives up and goes on.
SCENE_PATIENCE = 30.0
#: Each frame is followed by this pause (the bots think in their own process).
FRAME_PAUSE = 0.004


def actions_hash(actions: Sequence[str]) -> str:
    """A short hash of a game's actions so far (to compare the autosave with the moves)."""
    return hashlib.sha256("\n".join(actions).encode("utf-8")).hexdigest()[:16]


def say(*words: object) -> None:
    """One line to the parent, at once."""
    print(*words, flush=True)


def build_parser() -> argparse.ArgumentParser:
    """The two roles and their arguments."""
    parser = argparse.ArgumentParser(prog="python -m checks.kill_soak_app")
    parser.add_argument("role", choices=("play", "verify"))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--duplicate-iterations", type=int, default=200)
    parser.add_argument("--review-iterations", type=int, default=150)
    parser.add_argument("--pending-timeout", type=float, default=120.0)
    return parser


def small_budgets(args: argparse.Namespace) -> None:
    """The daily's other seats as random bots, the duplicate and reviews at small budgets
    (module attributes the app reads when it starts the work)."""
    import scenes.screens.daily_data as daily_data
    import scenes.screens.duplicate_run as duplicate_run
    from game.daily import play_duplicate
    from scenes.replay.review import ReviewScene

    setattr(daily_data, "available_levels", lambda game_id: ("random",))  # noqa: B010
    budget = partial(play_duplicate, iterations=args.duplicate_iterations)
    setattr(duplicate_run, "play_duplicate", budget)  # noqa: B010
    ReviewScene.default_iterations = args.review_iterations


class Driver:
    """The running app and the person's hands: frames, clicks and keys."""

    def __init__(self, rng: random.Random) -> None:
        from scenes.app import App
        from scenes.navigation import ScreenNavigator
        from scenes.screens.menu import MainMenu

        self.rng = rng
        self.app = App((1280, 720), sound=False, sync_bots=False, navigator=ScreenNavigator)
        self.app.start(MainMenu(self.app))
        self.reported: tuple[int, str] | None = None
        self.frames(3)

    # Hands ------------------------------------------------------------------------
    def frames(self, count: int = 1) -> None:
        """Run ``count`` frames with whatever input is queued (a short pause after each)."""
        for _ in range(count):
            self.app.frame(1 / 60)
            time.sleep(FRAME_PAUSE)

    def click_at(self, pos: tuple[int, int]) -> None:
        """A left click (motion, down, up) at ``pos``, then one frame."""
        import pygame

        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(1)

    def key(self, key: int) -> None:
        """A key press (down, up), then one frame."""
        import pygame

        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
        self.frames(1)

    def button(self, label: str) -> Any:
        """The visible, enabled button labelled ``label`` on the top scene, or None."""
        top = self.app.manager.top
        found: list[Any] = []
        for name in ("buttons", "widgets", "play_buttons", "yesterday_buttons"):
            found.extend(getattr(top, name, None) or [])
        for widget in found:
            if getattr(widget, "label", None) == label and widget.visible and widget.enabled:
                return widget
        return None

    def click(self, label: str) -> bool:
        """Click the button labelled ``label`` on the top scene; False if there is none."""
        self.frames(1)  # laid out and drawn, so the button has its place
        widget = self.button(label)
        if widget is None:
            return False
        self.click_at(widget.rect.center)
        return True

    def wait_for(self, kind: type | tuple[type, ...], patience: float = SCENE_PATIENCE) -> bool:
        """Run frames until the top scene is a ``kind`` (False after ``patience`` s)."""
        deadline = time.monotonic() + patience
        while time.monotonic() < deadline:
            if isinstance(self.app.manager.top, kind):
                return True
            self.frames(1)
        return isinstance(self.app.manager.top, kind)

    def to_menu(self) -> None:
        """Back to the main menu (the app's own way from any screen)."""
        from scenes.screens.menu import MainMenu

        self.app.go_to_menu()
        self.wait_for(MainMenu)

    # Playing ----------------------------------------------------------------------
    def report_move(self, table: Any) -> None:
        """``move PLY HASH`` once a move of an autosaved game is made (and autosaved)."""
        session = table.session
        if not table.mode.autosave:
            return
        now = (session.ply, actions_hash(session.actions))
        if now != self.reported:
            self.reported = now
            say("move", *now)

    def forget_moves(self) -> None:
        """``move - -``: another game is about to replace the autosave (until the new
        table reports its moves, the autosave may hold either game)."""
        self.reported = None
        say("move", "-", "-")

    def new_game_answers(self) -> None:
        """Answer "A game is in progress" if it is asked: discard it, or keep it under
        Load (the name offered)."""
        from scenes.core.dialogs import SaveAsDialog

        self.frames(2)
        if self.button("Discard it") is None:
            return
        if self.rng.random() < 0.3 and self.click("Keep it under Load…"):
            if self.wait_for(SaveAsDialog, 5):
                say("doing keep-under-load")
                self.key(_key("RETURN"))
                self.frames(2)
            return
        self.click("Discard it")

    def save_as(self) -> None:
        """Esc, Save as…, Enter on the offered name (and Esc if a menu is left)."""
        from scenes.core.dialogs import Overlay, SaveAsDialog
        from scenes.table.scene import TableScene

        self.key(_key("ESCAPE"))
        if not self.click("Save as…") or not self.wait_for(SaveAsDialog, 5):
            self.leave_overlays()
            return
        say("doing save-as")
        self.key(_key("RETURN"))
        self.frames(2)
        while isinstance(self.app.manager.top, Overlay) and not isinstance(
            self.app.manager.top, TableScene
        ):
            self.key(_key("ESCAPE"))

    def leave_overlays(self) -> None:
        """Close whatever dialog is up (Esc) until a screen is on top."""
        from scenes.core.dialogs import Overlay

        for _ in range(5):
            if not isinstance(self.app.manager.top, Overlay):
                return
            self.key(_key("ESCAPE"))

    def play_table(self) -> None:
        """Play the table on top as its person: random legal moves, now and then Save
        as… or leaving for the menu; until the results (then perhaps a review) or the
        game is left."""
        from scenes.core.curtain import CurtainScene
        from scenes.core.dialogs import Overlay
        from scenes.screens.results import ResultsScene
        from scenes.table.scene import TableScene

        leave_at = self.rng.randrange(5, 200) if self.rng.random() < 0.25 else None
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline:
            top = self.app.manager.top
            if isinstance(top, ResultsScene):
                self.results(top)
                return
            if isinstance(top, CurtainScene):
                self.key(_key("RETURN"))
                continue
            if isinstance(top, Overlay):
                self.leave_overlays()
                continue
            if not isinstance(top, TableScene):
                return
            self.report_move(top)
            if top.human_to_move():
                if leave_at is not None and top.session.ply >= leave_at:
                    say("doing leave-game")
                    self.to_menu()
                    return
                if self.rng.random() < 0.01:
                    self.save_as()
                    continue
                top.try_move(self.rng.choice(list(top.session.state.legal_actions())))
            self.frames(1)
            self.report_move(top)

    def results(self, results: Any) -> None:
        """A game's results: report it, perhaps review it, wait a little (a daily's
        duplicate runs meanwhile), back to the menu."""
        from game.review.store import record_key
        from scenes.replay.review import ReviewScene
        from scenes.screens.daily_results import DailyResultsScene

        say("finished", record_key(results.session.record()))
        self.frames(2)
        if isinstance(results, DailyResultsScene) and results.run.running:
            say("duplicate", record_key(results.session.record()))
            deadline = time.monotonic() + self.rng.uniform(0.0, 6.0)
            while time.monotonic() < deadline and results.run.running:
                self.frames(1)
        if self.rng.random() < 0.4:
            say("doing review")
            results.review()
            self.frames(2)
            top = self.app.manager.top
            if isinstance(top, ReviewScene):
                deadline = time.monotonic() + 20
                while time.monotonic() < deadline and top.run.review is None:
                    self.frames(1)
                say("reviewed", top.run.review is not None)
        self.to_menu()

    # What a person does ------------------------------------------------------------
    def new_game(self) -> None:
        """New game: a title, bots of a level, Start; then play it."""
        from game.registry import all_games
        from scenes.screens.setup import SetupScene
        from scenes.table.scene import TableScene

        if not self.click("New game") or not self.wait_for(SetupScene, 5):
            return
        setup: Any = self.app.manager.top
        spec = self.rng.choice(list(all_games()))
        setup.choice.select_game(spec)
        setup.rebuild()
        kinds = setup.choice.kinds
        level = self.rng.choice([k for k in kinds if k != "human" and k != "hard"])
        for index, seat in enumerate(list(setup.choice.seats)):
            if seat.kind != "human":  # as the seat's stepper sets it
                setup.rows.seats[index][1].on_change(kinds.index(level))
        say("doing new-game", spec.id, level)
        self.forget_moves()
        if not self.click("Start"):
            setup.start()  # the same as its button
        self.new_game_answers()
        if self.wait_for(TableScene, 10):
            self.play_table()
        else:
            self.to_menu()

    def resume(self) -> None:
        """Continue, when the menu offers it; then play on."""
        from scenes.table.scene import TableScene

        self.forget_moves()
        if not self.click("Continue"):
            return
        say("doing continue")
        if self.wait_for(TableScene, 10):
            self.play_table()
        else:
            self.leave_overlays()
            self.to_menu()

    def daily(self) -> None:
        """The Daily screen: today's deal of a title (or yesterday's), then play it."""
        from scenes.screens.daily import DailyScene
        from scenes.table.scene import TableScene

        if not self.click("Daily deal") or not self.wait_for(DailyScene, 5):
            return
        screen: Any = self.app.manager.top
        deadline = time.monotonic() + SCENE_PATIENCE
        while time.monotonic() < deadline and not all(r.status for r in screen.rows):
            self.frames(1)
        self.frames(2)
        row = self.rng.randrange(len(screen.play_buttons))
        buttons = screen.play_buttons if self.rng.random() < 0.8 else screen.yesterday_buttons
        say("doing daily", screen.rows[row].game)
        self.forget_moves()
        self.click_at(buttons[row].rect.center)
        self.new_game_answers()
        if self.wait_for(TableScene, 10):
            self.play_table()
        else:
            self.to_menu()


def _key(name: str) -> int:
    """pygame's key code ``K_<name>``."""
    import pygame

    code: int = getattr(pygame, f"K_{name}")
    return code


def play(args: argparse.Namespace) -> int:
    """The ``play`` role: play until killed (or, for tests, forever)."""
    driver = Driver(random.Random(args.seed))
    say("ready")
    things = [driver.new_game, driver.new_game, driver.daily, driver.resume]
    while True:
        driver.rng.choice(things)()
        driver.frames(2)


def verify(args: argparse.Namespace) -> int:
    """The ``verify`` role: the next start (see the module docstring)."""
    from game.daily.pending import list_pending
    from game.storage import user_data_dir
    from scenes.screens.menu import MainMenu
    from scenes.screens.results import ResultsScene
    from scenes.table.scene import TableScene

    driver = Driver(random.Random(args.seed))
    root = user_data_dir()
    menu = driver.app.manager.top
    if isinstance(menu, MainMenu) and driver.click("Continue"):
        top = driver.app.manager.top
        session = getattr(top, "session", None)
        kind = type(top).__name__
        if isinstance(top, (TableScene, ResultsScene)) and session is not None:
            digest = session.record().digest
            say("resumed", kind, session.ply, digest, actions_hash(session.actions))
        else:
            say("resumed", kind, "-", "-", "-")
        driver.leave_overlays()
        driver.to_menu()
    else:
        say("resumed", "nothing", "-", "-", "-")
    deadline = time.monotonic() + args.pending_timeout
    while time.monotonic() < deadline and (list_pending(root) or driver.app.background.running):
        driver.frames(1)
        time.sleep(0.02)
    say("pending", len(list_pending(root)))
    driver.click("Quit")
    driver.app.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    """Take the lock as the app does, then play or verify."""
    import pygame

    from game.instance_lock import acquire
    from game.storage import user_data_dir

    args = build_parser().parse_args(argv)
    small_budgets(args)
    lock = acquire(user_data_dir())
    if lock is None:
        say("already-running")
        return 3
    say("locked")
    try:
        return play(args) if args.role == "play" else verify(args)
    finally:
        pygame.quit()
        lock.release()


if __name__ == "__main__":
    sys.exit(main())
