"""Entry point: ``play-or-pay`` / ``python -m scenes``.

Without arguments it opens the window at the main menu. Headless helpers:

* ``--screenshot OUT.png --game nothanks --players 5 --seed 3 --after N [--size WxH]``
  renders the table after N actions (bots play them) and exits; ``--scene`` picks
  another screen (menu, setup, table, curtain, results, rules, load, settings, daily,
  daily-results: a finished daily deal of ``--game`` with its duplicate score,
  statistics) and ``--humans K`` seats K humans (the first K seats).
* ``--demo`` plays bots-only games in a loop (``--frames N`` stops after N frames).
* ``--continue`` opens the autosaved game directly.
* ``--lang de|fr|en|system`` runs in that language (instead of the Settings choice, until
  it is changed there); ``--lang xx`` is the pseudo-language (:mod:`scenes.core.i18n`).
* ``--tutorial GAME`` opens the guided first game of GAME; with ``--screenshot OUT.png``
  it runs ``--frames N`` frames (default 60; bots and animations at instant speed) and
  saves the window.

The window app holds the data folder's instance lock (:mod:`game.instance_lock`) for as
long as it runs. A second start on the same folder does not open a window: it says that
Play or Pay is already running (on stderr and, with a real display, in a message box)
and exits with status ``ALREADY_RUNNING``, changing no file.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

from scenes.core.i18n import N_

if TYPE_CHECKING:
    from game.records import Seat
    from scenes.app import App
    from scenes.core.scene_stack import Scene
    from scenes.core.session import GameSession

ALREADY_RUNNING = 3
ALREADY_RUNNING_TITLE = N_("Play or Pay is already running")
ALREADY_RUNNING_TEXT = N_(
    "Play or Pay is already running with this data folder ({folder}). "
    "Switch to its window: a second window on the same games could lose moves."
)
SCENES = (
    "menu",
    "setup",
    "table",
    "curtain",
    "results",
    "rules",
    "load",
    "settings",
    "learn",
    "replays",
    "replay",
    "daily",
    "daily-results",
    "statistics",
)
NAMES = ("Ann", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, got {text!r}") from None
    if w < 320 or h < 200 or w > 7680 or h > 4320:
        raise argparse.ArgumentTypeError(f"size {w}x{h} is out of range")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="play-or-pay", description="Play or Pay: pay-to-pass card games."
    )
    p.add_argument(
        "--size", type=parse_size, default=(1280, 720), help="window size, e.g. 1280x720"
    )
    p.add_argument("--screenshot", metavar="OUT.png", help="render one screen to a PNG and exit")
    p.add_argument("--scene", choices=SCENES, default="table", help="screen for --screenshot")
    p.add_argument("--game", default=None, help="game id (default: the first installed game)")
    p.add_argument("--players", type=int, default=5, help="number of seats")
    p.add_argument("--humans", type=int, default=None, help="human seats (the first K); default 1")
    p.add_argument(
        "--level", default=None, help="bot level for bot seats (default: strongest available)"
    )
    p.add_argument("--seed", type=int, default=None, help="game seed (default random)")
    p.add_argument(
        "--after", type=int, default=0, help="actions the bots play before the screenshot"
    )
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="game option")
    p.add_argument("--demo", action="store_true", help="bots-only games in a loop")
    p.add_argument("--frames", type=int, default=None, help="stop after this many frames")
    p.add_argument("--tutorial", metavar="GAME", default=None, help="open a guided first game")
    p.add_argument("--continue", dest="resume", action="store_true", help="open the autosaved game")
    p.add_argument("--no-sound", action="store_true", help="no audio")
    p.add_argument(
        "--lang",
        choices=("system", "en", "de", "fr", "xx"),
        default=None,
        help="language for this run (default: the setting); xx marks every translated string",
    )
    p.add_argument(
        "--self-test",
        action="store_true",
        help="play a seeded bots-only game of every game headless, check records, exit",
    )
    p.add_argument(
        "--result-file",
        metavar="PATH",
        default=None,
        help="with --self-test: also write the result line here (windowed builds have no stdout)",
    )
    p.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    return p


def _version() -> str:
    from game import __version__

    return __version__


def default_seats(game_id: str, players: int, humans: int, level: str | None) -> list[Seat]:
    from game.bots import available_levels
    from game.records import Seat

    levels = available_levels(game_id)
    bot = level if level in levels else levels[-1]
    return [Seat(NAMES[i % len(NAMES)], "human" if i < humans else bot) for i in range(players)]


def scripted_session(args: argparse.Namespace, humans: int) -> GameSession:
    """A session with ``args.after`` actions played by bots (for screenshots and demos)."""
    import random

    from game.bots import make_bot
    from game.options import options_from_text, parse_option_args
    from game.play import bot_move
    from game.registry import get_game
    from scenes.core.session import GameSession

    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    seats = default_seats(args.game, args.players, humans, args.level)
    options = options_from_text(get_game(args.game).options, parse_option_args(args.option))
    session = GameSession.new(args.game, options, seats, seed)
    stand_in = make_bot(args.game, "random")
    for _ in range(max(0, args.after)):
        if session.state.is_terminal():
            break
        seat = session.state.current_player
        bot = stand_in if session.is_human(seat) else session.bot(seat)
        session.apply(bot_move(session.state, bot, session.seed, session.ply))
    return session


def make_screen(app: App, args: argparse.Namespace) -> None:
    """Put the requested screen on the app's stack, settled (no animation in flight)."""
    from scenes.registry import table_for

    scene = args.scene
    if scene in DAILY_SCENES:
        app.start(daily_screen(app, args))
    elif scene == "menu":
        from scenes.screens.menu import MainMenu

        app.start(MainMenu(app))
    elif scene == "setup":
        from scenes.screens.setup import SetupScene

        app.start(SetupScene(app, args.game, players=args.players))
    elif scene == "rules":
        from scenes.screens.rules import RulesScene

        app.start(RulesScene(app, args.game))
    elif scene == "settings":
        from scenes.screens.settings import SettingsScene

        app.start(SettingsScene(app))
    elif scene == "load":
        from scenes.screens.load import LoadScene

        app.start(LoadScene(app))
    elif scene in ("learn", "replays", "replay"):
        open_review_screen(app, args)
    elif scene == "results":
        from scenes.screens.results import ResultsScene

        args.after = 100_000
        session = scripted_session(args, 1 if args.humans is None else args.humans)
        app.start(ResultsScene(app, session))
    else:
        humans = args.humans if args.humans is not None else (2 if scene == "curtain" else 1)
        session = scripted_session(args, humans)
        table = table_for(app, session, autosave=False)
        table.mode.hold_bots = True
        if scene == "curtain" and humans >= 2:
            table.viewer = None
            # Next human decision raises the curtain: let the bots reach it.
            table.mode.hold_bots = False
            while not session.state.is_terminal() and not session.is_human(
                session.state.current_player
            ):
                seat = session.state.current_player
                from game.play import bot_move

                session.apply(bot_move(session.state, session.bot(seat), session.seed, session.ply))
        app.start(table)
    for _ in range(4 if args.frames is None else args.frames):
        app.frame(0.0, [])


def open_review_screen(app: App, args: argparse.Namespace) -> None:
    """Learn to play, the Replays list, or the replay viewer on a finished game of
    ``args.game`` with the review of its first seat (analysed here, at the shipped
    budget), at its first decision that was not fine."""
    if args.scene == "learn":
        from scenes.screens.learn import LearnScene

        app.start(LearnScene(app))
        return
    if args.scene == "replays":
        from scenes.replay.picker import ReplaysScene

        app.start(ReplaysScene(app))
        return
    from game.review import FINE, review_record
    from scenes.core.i18n import gettext
    from scenes.replay.open import open_replay
    from scenes.screens.menu import MainMenu

    args.after = 100_000
    record = scripted_session(args, 1 if args.humans is None else args.humans).record()
    review = review_record(record)
    rated = [d.step for d in review.decisions if d.rating != FINE]
    app.start(MainMenu(app))
    open_replay(app, record, gettext("This game"), rated[0] if rated else None, review=review)


DAILY_SCENES = ("daily", "daily-results", "statistics")


def daily_screen(app: App, args: argparse.Namespace) -> Scene:
    """The Daily screen, the results of today's deal of ``args.game`` played to its end
    (the person's moves by a random stand-in) with its duplicate score, or Statistics."""
    if args.scene == "daily":
        from scenes.screens.daily import DailyScene

        return DailyScene(app)
    if args.scene == "statistics":
        from scenes.screens.statistics import StatisticsScene

        return StatisticsScene(app)
    from game.bots import make_bot
    from game.daily import daily_setup, today_utc
    from game.play import bot_move
    from scenes.screens.daily_data import daily_session
    from scenes.screens.daily_results import DailyResultsScene

    session = daily_session(daily_setup(args.game, today_utc()), "You", ranked=True)
    stand_in = make_bot(args.game, "random")
    while not session.state.is_terminal():
        seat = session.state.current_player
        bot = stand_in if session.is_human(seat) else session.bot(seat)
        session.apply(bot_move(session.state, bot, session.seed, session.ply))
    return DailyResultsScene(app, session)


def screenshot(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from scenes.app import App
    from scenes.core.saves import Settings
    from scenes.navigation import ScreenNavigator

    app = App(
        args.size,
        headless=True,
        sync_bots=True,
        settings=Settings(animation_speed="instant"),
        sound=False,
        navigator=ScreenNavigator,
        language=args.lang,
    )
    try:
        if args.tutorial:
            from scenes.registry import tutorial_for

            app.start(tutorial_for(app, args.tutorial))
            for _ in range(args.frames if args.frames is not None else 60):
                app.frame(0.05, [])
        else:
            make_screen(app, args)
    except Exception as exc:  # report setup problems (bad options, unknown game) plainly
        from game.errors import GameError

        if isinstance(exc, GameError):
            print(f"play-or-pay: {exc}", file=sys.stderr)
            return 2
        raise
    pygame.image.save(app.screen, args.screenshot)
    print(f"wrote {args.screenshot}")
    return 0


def demo(app: App, args: argparse.Namespace) -> None:
    """Bots-only games, one after another, each with a new seed."""
    import random

    from scenes.registry import table_for
    from scenes.screens.results import ResultsScene

    def next_game() -> None:
        args.seed = random.randrange(1 << 31)
        args.after = 0
        session = scripted_session(args, 0)
        table = table_for(app, session, autosave=False)

        def over() -> None:
            app.manager.replace(ResultsScene(app, session, auto_next=next_game))

        table.mode.on_game_over = over
        app.manager.reset(table)

    next_game()
    app.manager.apply_requests()


def tell_already_running(folder: str, lang: str | None = None) -> None:
    """Say that another copy holds the data folder: stderr (in English, as the terminal
    is), and a message box if there is a real display (never with the dummy driver), in
    the language the app would use (``--lang``, else the setting)."""
    from game.text import clean

    shown = clean(folder, 200)
    print(f"play-or-pay: {ALREADY_RUNNING_TEXT.format(folder=shown)}", file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return
    try:
        import pygame

        from scenes.core import i18n
        from scenes.core.saves import read_settings

        choice = lang or read_settings()[0].language
        i18n.activate(i18n.resolve(choice, i18n.system_languages()))
        text = i18n.gettext(ALREADY_RUNNING_TEXT).format(folder=shown)
        title = i18n.gettext(ALREADY_RUNNING_TITLE)
        pygame.display.message_box(title, text, "info")
    except Exception:  # no display, or an old pygame: stderr has said it
        pass


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # frozen builds: bot worker processes start here
    args = build_parser().parse_args(argv)
    if args.game is None:
        from scenes.plugins import first_game_id

        args.game = first_game_id()
    if args.self_test:
        from scenes.selftest import run_self_test

        return run_self_test(args.result_file)
    if args.screenshot:
        return screenshot(args)
    from game.instance_lock import acquire
    from game.storage import user_data_dir

    folder = user_data_dir()
    try:
        lock = acquire(folder)
    except OSError as exc:
        print(f"play-or-pay: cannot use the data folder {folder}: {exc.strerror}", file=sys.stderr)
        return 2
    if lock is None:
        tell_already_running(str(folder), args.lang)
        return ALREADY_RUNNING
    try:
        return run_app(args)
    finally:
        lock.release()


def run_app(args: argparse.Namespace) -> int:
    """The window app, until Quit (the caller holds the data folder's lock)."""
    from scenes.app import App, NoDisplayError
    from scenes.navigation import ScreenNavigator

    try:
        app = App(args.size, sound=not args.no_sound, navigator=ScreenNavigator, language=args.lang)
    except NoDisplayError as exc:
        print(f"play-or-pay: {exc}", file=sys.stderr)
        return 2
    try:
        if args.demo:
            demo(app, args)
        elif args.resume:
            from scenes.screens.menu import MainMenu

            app.start(MainMenu(app))
            app.nav.continue_game()
        elif args.tutorial:
            from scenes.registry import tutorial_for

            app.start(tutorial_for(app, args.tutorial))
        else:
            from scenes.screens.menu import MainMenu

            app.start(MainMenu(app))
        app.run(max_frames=args.frames)
    finally:
        app.close()
        import pygame

        pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
