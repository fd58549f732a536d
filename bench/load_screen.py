"""Time to open the Load screen with many saves (prints figures; no assertions).

Fills a temporary data folder (``PLAY_OR_PAY_HOME``) with ``--saves`` records of games
in play and finished (No Thanks!, Nyet! and Play or Pay, a few seeds each, written under
distinct names) plus an autosave, then times, under the dummy video driver, what a click
on "Load" costs: building the Load scene (reading and checking every file) and drawing
its first frame. Each run starts from a fresh scene; the median, best and worst of
``--runs`` runs are printed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sample_records() -> list[str]:
    """Record texts of a few seeded games: each game at a few points of play."""
    from game.bots import decision_rng
    from game.bots.base import RandomBot
    from game.records import Seat, make_record
    from game.registry import all_games

    texts = []
    for spec in all_games():
        players = min(max(4, spec.min_players), spec.max_players)
        for seed in range(3):
            options = spec.validate(players, {})
            state = spec.new_state(players, options, seed)
            actions: list[str] = []
            bot = RandomBot()
            seats = [Seat(f"Player {i + 1}", "random") for i in range(players)]
            while not state.is_terminal():
                seat = state.current_player
                legal = state.legal_actions()
                action = bot.choose(state.view(seat), legal, decision_rng(seed, seat, len(actions)))
                actions.append(state.action_text(action))
                state.apply(action)
                if len(actions) in (40, 400):
                    record = make_record(state, spec.id, options, seats, seed, actions)
                    texts.append(record.dumps())
            texts.append(make_record(state, spec.id, options, seats, seed, actions).dumps())
    return texts


def fill(home: Path, saves: int) -> None:
    """Write ``saves`` records into ``home/saves`` and one autosave."""
    texts = sample_records()
    folder = home / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    for index in range(saves):
        (folder / f"Saved game {index + 1:05d}.json").write_text(
            texts[index % len(texts)], encoding="utf-8"
        )
    (home / "autosave.json").write_text(texts[0], encoding="utf-8")


def main(saves: int, runs: int) -> None:
    home = Path(tempfile.mkdtemp(prefix="pop-load-"))
    os.environ["PLAY_OR_PAY_HOME"] = str(home)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    fill(home, saves)
    from scenes.app import App
    from scenes.core.saves import Settings
    from scenes.navigation import ScreenNavigator
    from scenes.screens.load import LoadScene

    app = App(
        (1280, 720),
        headless=True,
        settings=Settings(animation_speed="instant"),
        navigator=ScreenNavigator,
    )
    times = []
    try:
        for _ in range(runs):
            t0 = time.perf_counter()
            scene = LoadScene(app)
            app.start(scene)
            app.frame(0.0, [])
            times.append(time.perf_counter() - t0)
            listed = len(scene.infos)
    finally:
        app.close()
    print(
        f"Load screen with {listed} saves ({saves} + autosave): open and first frame, "
        f"{runs} runs: median {statistics.median(times):.2f} s, best {min(times):.2f} s, "
        f"worst {max(times):.2f} s"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Time opening the Load screen.")
    parser.add_argument("--saves", type=int, default=2000, help="saved games (default 2000)")
    parser.add_argument("--runs", type=int, default=5, help="timed runs (default 5)")
    args = parser.parse_args()
    main(args.saves, args.runs)
