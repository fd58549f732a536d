"""Entry point: ``play-or-pay`` / ``python -m scenes``.

Without arguments it opens the window at the main menu. Headless helpers (the
screenshots are :mod:`scenes.screenshot`):

* ``--screenshot OUT.png --game nothanks --players 5 --seed 3 --after N [--size WxH]``
  renders the table after N actions (bots play them) and exits; ``--scene`` picks
  another screen (menu, setup, table, curtain, results, rules, load, settings, learn,
  replays, replay: a finished game in the viewer with its review, daily,
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
    from scenes.app import App

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
        "--text-size",
        type=int,
        choices=(100, 125, 150),
        default=None,
        metavar="{100,125,150}",
        help="text size in per cent for this run (default: the setting)",
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


def demo(app: App, args: argparse.Namespace) -> None:
    """Bots-only games, one after another, each with a new seed."""
    import random

    from scenes.registry import table_for
    from scenes.screens.results import ResultsScene
    from scenes.screenshot import scripted_session

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


def box_lines(text: str, width: int = 60) -> str:
    """``text`` in lines of about ``width`` characters for a system message box (some
    draw one line as it comes, as wide as the screen); a path stays whole."""
    import textwrap

    return "\n".join(
        textwrap.fill(part, width, break_long_words=False, break_on_hyphens=False)
        for part in text.split("\n")
    )


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
        text = box_lines(i18n.gettext(ALREADY_RUNNING_TEXT).format(folder=shown))
        title = i18n.gettext(ALREADY_RUNNING_TITLE)
        pygame.display.message_box(title, text, "info")
    except Exception:  # no display, or an old pygame: stderr has said it
        pass


#: The numeric arguments: destination -> (flag, least, most).
NUMBER_LIMITS = {
    "players": ("--players", 1, 64),
    "humans": ("--humans", 0, 64),
    "seed": ("--seed", -(2**63), 2**64 - 1),
    "after": ("--after", 0, 100_000),
    "frames": ("--frames", 0, 10**9),
}


def argument_problem(args: argparse.Namespace) -> str | None:
    """One clean line naming an argument the app cannot use (an unknown game, a game
    without a guided game, a number out of range), or None when all can be used."""
    from game.errors import GameError
    from game.registry import all_games, get_game
    from game.text import clean, describe_value
    from scenes.plugins import ui_for

    for name in (args.game, args.tutorial):
        if name is not None and clean(name, 60) != name:  # no game id needs cleaning
            known = ", ".join(spec.id for spec in all_games())
            return f"unknown game {describe_value(name)} (known games: {known})"
    for dest, (flag, least, most) in NUMBER_LIMITS.items():
        value = getattr(args, dest)
        if value is not None and not least <= value <= most:
            return f"{flag} must be from {least} to {most}, got {clean(str(value), 40)}"
    try:
        get_game(args.game)
        if args.tutorial is not None:
            spec = get_game(args.tutorial)
            if ui_for(spec.id).tutorial is None:
                return f"{spec.id} has no guided game yet"
    except GameError as exc:
        return clean(str(exc))
    return None


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # frozen builds: bot worker processes start here
    args = build_parser().parse_args(argv)
    if args.game is None:
        from scenes.plugins import first_game_id

        args.game = first_game_id()
    problem = argument_problem(args)
    if problem is not None:
        print(f"play-or-pay: {problem}", file=sys.stderr)
        return 2
    if args.self_test:
        from scenes.selftest import run_self_test

        return run_self_test(args.result_file)
    if args.screenshot:
        from scenes.screenshot import screenshot

        return screenshot(args)
    from game.instance_lock import LockPathError, acquire
    from game.storage import user_data_dir

    folder = user_data_dir()
    try:
        lock = acquire(folder)
    except (OSError, LockPathError) as exc:  # read-only, or .lock is a link or folder
        from scenes.start_problems import tell_cannot_use

        return tell_cannot_use(folder, exc, args.lang)
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
        app = App(
            args.size,
            sound=not args.no_sound,
            navigator=ScreenNavigator,
            language=args.lang,
            text_size=args.text_size,
        )
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
