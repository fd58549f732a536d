"""Frame times while the review screen reviews a game (prints figures; no assertions).

A finished 4-player No Thanks! game (seat 1 a person played by the medium bot, the others
hard bots) is reviewed on the review screen at the hard bot's budget, as from Results →
Review: each decision is rated in the app's bot worker process while the window draws
the progress bar. Every frame (events, update, draw; paced at 60 fps like the real loop)
is timed until the review is done; median and 95th percentile are printed with the time
the review took. The target is a 95th percentile under 20 ms.

Run: ``python -m bench.review_frame_time [--game nyet --players 4 --seed 3]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PLAY_OR_PAY_HOME", tempfile.mkdtemp(prefix="pop-bench-"))

from bench.frame_time import percentile
from game.bots import decision_rng, make_bot
from game.records import Record, Seat
from scenes.app import App
from scenes.core.saves import Settings
from scenes.core.session import GameSession
from scenes.navigation import ScreenNavigator
from scenes.replay.review import ReviewScene

NAMES = ("Ann", "Bo", "Cleo", "Dev", "Eli")
OPTIONS = {"nyet": {"rounds": "8"}, "playorpay": {}}


def finished_record(game: str, players: int, seed: int) -> Record:
    """A whole game: a person's seat (played by the medium bot) and hard bots."""
    seats = [Seat(NAMES[0], "human")] + [Seat(n, "hard") for n in NAMES[1:players]]
    session = GameSession.new(game, dict(OPTIONS.get(game, {})), seats, seed)
    person = make_bot(game, "medium")
    while not session.state.is_terminal():
        seat = session.state.current_player
        bot = person if seat == 0 else session.bot(seat)
        legal = list(session.state.legal_actions())
        rng = decision_rng(seed, seat, session.ply)
        session.apply(bot.choose(session.state.view(seat), legal, rng))
    return session.record()


def run(record: Record) -> tuple[list[float], float, int]:
    """Frame times (ms) while the review runs, the review's wall time, decisions."""
    app = App(
        (1280, 720),
        headless=True,
        sync_bots=False,
        settings=Settings(animation_speed="normal"),
        sound=False,
        navigator=ScreenNavigator,
    )
    screen = ReviewScene(app, record, None, "Benchmark", lambda _review, _step: None)
    app.start(screen)
    frames: list[float] = []
    start = time.perf_counter()
    while screen.run.review is None and screen.run.error is None:
        t0 = time.perf_counter()
        app.frame(1 / 60, [])
        frames.append((time.perf_counter() - t0) * 1000)
        spare = 1 / 60 - (time.perf_counter() - t0)
        if spare > 0:
            time.sleep(spare)
    took = time.perf_counter() - start
    if screen.run.error is not None:
        raise SystemExit(screen.run.error)
    total = screen.run.total
    app.close()
    return frames, took, total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="nothanks")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    record = finished_record(args.game, args.players, args.seed)
    frames, took, total = run(record)
    print(
        f"{args.game}, {args.players} players, seed {args.seed}: review of {total} decisions "
        f"in {took:.1f} s (worker process, hard budget); {len(frames)} frames drawn meanwhile: "
        f"median {statistics.median(frames):.2f} ms, 95th percentile "
        f"{percentile(frames, 95):.2f} ms, max {max(frames):.2f} ms"
    )


if __name__ == "__main__":
    main()
