"""Bot-turn time in the app, end to end: pause + decision + animation (prints figures only).

Usage: ``python -m bench.bot_turn_time [--turns N] [--level hard] [--speeds normal,fast]
[--games nothanks,nyet,playorpay] [--human] [--compare]``

Drives a real table headless (dummy video driver) in real time at 60 frames a second,
with bots deciding in the app's worker process as in play. A *bot turn* starts on the
first frame the table is at rest (nothing queued or moving, no banner) with a bot to
move, and ends on the first frame the table is at rest again after that bot's action:
so it is what a player waits, decision, pause and the action's animation included.
Turns that end a round (a banner comes up; the bench dismisses it at once, as a player
pressing Enter would) are counted apart. With ``--human`` seat 1 is a human whose moves
the bench plays at once (a table with a viewer, as in most games); otherwise all seats
are bots (a spectator table). ``--compare`` times each decision again inline (the bot's
own cost, as in ``bench/bot_speed.py``) next to its latency in the app.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PLAY_OR_PAY_HOME", tempfile.mkdtemp(prefix="pop-bench-"))

import pygame

from game.bots import make_bot
from game.bots.base import decision_rng
from game.records import Seat
from scenes.app import App
from scenes.core.saves import Settings
from scenes.core.session import GameSession
from scenes.navigation import ScreenNavigator
from scenes.registry import table_for
from scenes.table.scene import TableScene

NAMES = ("Ann", "Bo", "Cleo", "Dev", "Eli")
OPTIONS: dict[str, dict[str, Any]] = {"nothanks": {}, "nyet": {"rounds": "2"}, "playorpay": {}}
FPS = 60


@dataclass
class Turns:
    """Measured bot turns of one game at one speed (seconds)."""

    total: list[float] = field(default_factory=list)
    to_action: list[float] = field(default_factory=list)  # pause + decision
    animation: list[float] = field(default_factory=list)
    latency: list[float] = field(default_factory=list)  # request to answer, in the app
    inline: list[float] = field(default_factory=list)  # the same decision, inline here
    round_end: list[float] = field(default_factory=list)


def at_rest(table: TableScene) -> bool:
    """Nothing queued, moving or shown: the table waits for a decision."""
    return not (table.feed.busy or table.banner.up or table.picture.ui.sprites)


class Probe:
    """Wraps the table's bot runner to time each decision from request to answer."""

    def __init__(self, table: TableScene, turns: Turns, compare: bool) -> None:
        self.turns = turns
        self.compare = compare
        self.asked = 0.0
        self.inputs: tuple[Any, ...] | None = None
        self.asked_inputs: list[tuple[Any, ...]] = []
        runner = table.bots.runner
        request, poll = runner.request, runner.poll

        def timed_request(key: object, bot: Any, view: Any, legal: Any, rng: Any, *a: Any) -> None:
            self.asked = time.perf_counter()
            self.inputs = (bot, view, legal, rng.copy())
            request(key, bot, view, legal, rng, *a)

        def timed_poll() -> Any:
            result = poll()
            if result is not None:
                self.turns.latency.append(time.perf_counter() - self.asked)
                if self.compare and self.inputs is not None:
                    self.asked_inputs.append(self.inputs)  # timed after the run
            return result

        runner.request = timed_request  # type: ignore[method-assign,assignment]
        runner.poll = timed_poll  # type: ignore[method-assign]


def measure(
    app: App, game: str, level: str, human: bool, turns_wanted: int, compare: bool
) -> Turns:
    """Play seeded games on a real table until ``turns_wanted`` bot turns are timed."""
    turns = Turns()
    seed = 11
    helper = make_bot(game, "medium")
    while len(turns.total) < turns_wanted:
        seats = [Seat(NAMES[i], "human" if human and i == 0 else level) for i in range(4)]
        session = GameSession.new(game, dict(OPTIONS[game]), seats, seed)
        table = table_for(app, session, autosave=False)
        table.mode.on_game_over = lambda: None
        app.start(table)
        probe = Probe(table, turns, compare)
        play_game(app, table, session, turns, turns_wanted, helper)
        for bot, view, legal, rng in probe.asked_inputs:  # the bots' own cost, inline
            start = time.perf_counter()
            bot.choose(view, legal, rng)
            turns.inline.append(time.perf_counter() - start)
        seed += 1
    return turns


def play_game(
    app: App, table: TableScene, session: GameSession, turns: Turns, wanted: int, helper: Any
) -> None:
    """Run frames in real time until the game ends or enough turns are timed."""
    started: float | None = None
    played_at: float | None = None
    ply = -1
    banner = False
    last = time.perf_counter()
    while not table.status.finished and len(turns.total) < wanted:
        now = time.perf_counter()
        events: list[pygame.event.Event] = []
        if table.banner.up:
            banner = True
            events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        app.frame(min(0.1, now - last), events)
        last = now
        now = time.perf_counter()
        if played_at is None and started is not None and session.ply != ply:
            played_at = now
        rest = at_rest(table) and app.manager.top is table
        if rest and played_at is not None and started is not None:
            (turns.round_end if banner else turns.total).append(now - started)
            if not banner:
                turns.to_action.append(played_at - started)
                turns.animation.append(now - played_at)
            started = played_at = None
        if rest and started is None and not session.state.is_terminal():
            seat = session.state.current_player
            if session.is_human(seat):
                if table.human_to_move():
                    view, legal = session.state.view(seat), session.state.legal_actions()
                    rng = decision_rng(session.seed, seat, session.ply)
                    table.play(helper.choose(view, legal, rng))
            else:
                started, ply, banner = now, session.ply, False
        time.sleep(max(0.0, 1 / FPS - (time.perf_counter() - now)))


def p90(values: list[float]) -> float:
    """The 90th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, -(-9 * len(ordered) // 10) - 1))]


def summary(values: list[float]) -> str:
    if not values:
        return "      -       -"
    return f"{statistics.median(values):7.2f} {p90(values):7.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=24, help="bot turns per game and speed")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--speeds", default="normal,fast")
    parser.add_argument("--games", default="nothanks,nyet,playorpay")
    parser.add_argument("--human", action="store_true", help="seat 1 is a human")
    parser.add_argument("--compare", action="store_true", help="time decisions inline too")
    args = parser.parse_args()
    seats = "1 human + 3 bots" if args.human else "4 bots"
    print(f"Bot turns in the app ({args.level} bots, {seats}), seconds: median and p90")
    print(
        f"{'game':10} {'speed':7} {'n':>3} {'turn med':>8} {'p90':>7} {'pause+dec':>9} {'':7}"
        f" {'anim':>7} {'':7} {'latency':>7} {'':7} {'inline':>7} {'':7} {'round end':>9}"
    )
    for speed in args.speeds.split(","):
        app = App(
            (1280, 720),
            headless=True,
            sync_bots=False,
            settings=Settings(animation_speed=speed),
            sound=False,
            navigator=ScreenNavigator,
        )
        for game in args.games.split(","):
            t = measure(app, game, args.level, args.human, args.turns, args.compare)
            print(
                f"{game:10} {speed:7} {len(t.total):3} {summary(t.total)} {summary(t.to_action)}"
                f" {summary(t.animation)} {summary(t.latency)} {summary(t.inline)}"
                f" {summary(t.round_end)}",
                flush=True,
            )
        if app.bot_process is not None:
            app.bot_process.shutdown()
        app.close()


if __name__ == "__main__":
    main()
