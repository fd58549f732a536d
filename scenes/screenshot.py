"""``--screenshot``: one screen of the app rendered headless to a PNG (the README's and
the docs' pictures, every screen in each language: ``docs/screenshots-lang.sh``).
``--scene`` picks the screen; the game, players, seed and ``--after N`` set up a table.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.records import Seat
    from scenes.app import App
    from scenes.core.scene_stack import Scene
    from scenes.core.session import GameSession

NAMES = ("Ann", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")


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
        text_size=args.text_size,
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
