"""Frame-time benchmark under the dummy video driver (prints figures; no assertions).

1. Seven bot seats at normal animation speed, 1280×720: every frame is a real frame
   (events, update, draw) while cards and chips fly; median and 95th percentile.
2. The same with hard bots thinking on the worker thread: frames drawn while a bot
   decision is in flight.

Run: ``python -m bench.frame_time [--frames N] [--game nyet --players 5]`` (default: No
Thanks! with 7 seats).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import tempfile

os.environ.setdefault("PLAY_OR_PAY_HOME", tempfile.mkdtemp(prefix="pop-bench-"))

from game.bots import available_levels
from game.records import Seat
from scenes.app import App
from scenes.core.saves import Settings
from scenes.core.session import GameSession
from scenes.navigation import ScreenNavigator
from scenes.registry import table_for

NAMES = ("Ann", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


DEFAULT_OPTIONS = {"nothanks": {"rounds": 10}}


def run(
    level: str, frames: int, speed: str, game: str = "nothanks", players: int = 7
) -> tuple[list[float], list[float]]:
    """Frame times (ms): all frames, and frames drawn while a bot was thinking."""
    app = App(
        (1280, 720),
        headless=True,
        sync_bots=False,
        settings=Settings(animation_speed=speed),
        sound=False,
        navigator=ScreenNavigator,
    )
    seed = 1
    seats = [Seat(NAMES[i], level) for i in range(players)]
    options = dict(DEFAULT_OPTIONS.get(game, {}))
    table = table_for(app, GameSession.new(game, options, seats, seed), autosave=False)
    app.start(table)
    for _ in range(30):  # warm caches (card art, text)
        app.frame(1 / 60, [])
    all_ms: list[float] = []
    thinking_ms: list[float] = []
    for _ in range(frames):
        thinking = table.bots.runner.busy
        t0 = time.perf_counter()
        app.frame(1 / 60, [])
        ms = (time.perf_counter() - t0) * 1000
        all_ms.append(ms)
        if thinking and table.bots.runner.busy:
            thinking_ms.append(ms)
        # Pace like the real loop (60 fps) so the bot thread gets the time between frames.
        spare = 1 / 60 - (time.perf_counter() - t0)
        if spare > 0:
            time.sleep(spare)
    table.bots.runner.shutdown()
    app.close()
    return all_ms, thinking_ms


def report(label: str, values: list[float]) -> None:
    if not values:
        print(f"{label}: no frames")
        return
    print(
        f"{label}: {len(values)} frames, median {statistics.median(values):.2f} ms, "
        f"95th percentile {percentile(values, 95):.2f} ms, max {max(values):.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--game", default="nothanks", help="game id (default nothanks)")
    parser.add_argument("--players", type=int, default=7, help="seats (default 7)")
    args = parser.parse_args()
    game, n = args.game, args.players
    label = "" if game == "nothanks" else f"{game}: "
    all_ms, _ = run("random", args.frames, "normal", game, n)
    report(f"{label}{n} seats animating (random bots, normal speed)", all_ms)
    levels = available_levels(game)
    strongest = levels[-1]
    all_ms, thinking = run(strongest, args.frames, "fast", game, n)
    report(f"{label}{n} seats, {strongest} bots (fast speed), all frames", all_ms)
    report(f"{label}{n} seats, frames while a {strongest} bot thinks", thinking)


if __name__ == "__main__":
    main()
