"""How long collecting the player statistics takes over 2,000 finished records.

Run from the repository root::

    python -m bench.stats_time [--games 2000] [--folder DIR]

The records are generated once with ``python -m game sim --records`` (random bots: 60 %
No Thanks!, 20 % one-round Nyet!, 20 % Play or Pay) into ``DIR/records`` (default: a new
temporary folder, removed afterwards; with ``--folder`` an existing one is reused as it
is). Then a cold collect (no index: every record read and replayed, the index written)
and a warm one (the index read, no record replayed) are timed, wall-clock and CPU.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import shutil
import tempfile
import time
from pathlib import Path

from game.cli import main as cli_main
from game.stats import INDEX_NAME, collect, stats_json

SHARES = (
    ("nothanks", "4", 0.6, ()),
    ("nyet", "4", 0.2, ("rounds=1",)),
    ("playorpay", "4", 0.2, ()),
)


def generate(folder: Path, games: int) -> None:
    """``games`` sim records in ``folder/records`` (split over the games by SHARES)."""
    left = games
    for number, (game_id, players, share, options) in enumerate(SHARES):
        count = left if number == len(SHARES) - 1 else round(games * share)
        left -= count
        args = ["sim", "--game", game_id, "--players", players, "--games", str(count)]
        for option in options:
            args += ["--option", option]
        with contextlib.redirect_stdout(io.StringIO()):  # the sim's own table
            failed = cli_main(
                [*args, "--seed", str(number + 1), "--records", str(folder / "records")]
            )
        if failed:
            raise SystemExit("the sim failed")


def timed(folder: Path) -> tuple[int, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    collection = collect(folder)
    stats_json(collection)
    return len(collection.games), time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="records to generate")
    parser.add_argument("--folder", help="data folder to use (records kept between runs)")
    args = parser.parse_args()
    folder = Path(args.folder) if args.folder else Path(tempfile.mkdtemp(prefix="stats-bench-"))
    try:
        if not (folder / "records").is_dir():
            start = time.perf_counter()
            generate(folder, args.games)
            print(f"generated {args.games} records in {time.perf_counter() - start:.1f} s")
        if (folder / INDEX_NAME).exists():
            os.unlink(folder / INDEX_NAME)
        games, wall, cpu = timed(folder)
        print(f"cold collect (no index): {games} games, {wall:.2f} s wall, {cpu:.2f} s CPU")
        size = (folder / INDEX_NAME).stat().st_size
        games, wall, cpu = timed(folder)
        print(
            f"warm collect (index, {size / 1024:.0f} KB): {games} games, "
            f"{wall:.2f} s wall, {cpu:.2f} s CPU"
        )
    finally:
        if not args.folder:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
