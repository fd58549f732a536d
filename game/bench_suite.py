"""``python -m game bench --suite``: every figure a player waits for, in one run.

Each figure is measured here, wall-clock (what a player waits), on seeded inputs made
in the run, and printed also as a ratio to a *reference*: a fixed pure-Python workload
(:func:`game.bench_report.reference_seconds`) timed at the start and the end of the same
run, so figures from two machines, or from one machine busy and idle, can be compared.

* **review**: a full 4-player game of each title, the medium bot in every seat, seat 1
  reviewed as the app reviews one person's seat, cold (nothing stored), on the cores
  (:func:`game.review.parallel.default_workers`); the first row's time too, and the CPU
  seconds of every process (on free cores the wall time is about that over the cores);
* **duplicate**: the daily duplicate of :data:`DUPLICATE_DAY` for each title with a
  daily (:func:`game.daily.play_duplicate`, as ``bench/duplicate_time.py``);
* **statistics**: :func:`game.stats.collect` and :func:`game.stats.stats_json` over
  generated folders of 2,000 and 10,000 finished records (random bots, 60 % No Thanks!,
  20 % one-round Nyet!, 20 % Play or Pay, in a temporary folder removed afterwards):
  cold (no index; each record's line kept beside it, as the app keeps its games), warm
  (the index written by the cold run) and cold with the records alone (no index and no
  kept lines: every record replayed);
* **bot decision**: the hard bot's decisions with a real choice in seat 1 of a seeded
  4-player game against medium bots (Nyet!: two rounds), median and 95th percentile;
* **playouts**: random playouts per second through the engine (:func:`game.bench.bench`).

Nothing here is a pass/fail test; timings never are.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import date
from functools import partial
from pathlib import Path
from typing import Any

from game.bench_report import Figure, Part
from game.bots.base import Bot, make_bot
from game.records import Record, Seat, make_record
from game.registry import get_game
from game.rng import Rng, derive_seed

#: The daily whose duplicate is timed (a fixed day, so runs on different days compare).
DUPLICATE_DAY = date(2026, 11, 28)
#: Record folder sizes of the statistics figures.
STATS_SIZES = (2000, 10000)
#: Shares of the generated records: (game, share, options).
STATS_SHARES: tuple[tuple[str, float, dict[str, Any]], ...] = (
    ("nothanks", 0.6, {}),
    ("nyet", 0.2, {"rounds": "1"}),
    ("playorpay", 0.2, {}),
)


def _percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def review_record_of(game_id: str) -> Record:
    """A full seeded 4-player game of ``game_id`` between medium bots, seat 1 a person."""
    from game.play import play_out

    spec = get_game(game_id)
    options = spec.validate(4, {})
    seed = derive_seed(1, "review-bench", game_id)
    bots = [make_bot(game_id, "medium") for _ in range(4)]
    state, actions = play_out(spec, 4, options, seed, bots)
    seats = [Seat("You", "human")] + [Seat(f"Bot {n}", "medium") for n in (2, 3, 4)]
    return make_record(state, game_id, options, seats, seed, actions)


def _children_cpu(wait: bool = False) -> float:
    """CPU seconds of this process's ended child processes (0 where unknown); with
    ``wait``, first wait (up to 5 s) for the review's workers to end."""
    deadline = time.monotonic() + 5.0
    while wait and multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.02)
    try:
        import resource
    except ImportError:  # not on Windows
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def review_figures(game_id: str) -> list[Figure]:
    """The review of seat 1 of :func:`review_record_of`, cold, on the cores."""
    from game.review import review_record
    from game.review.parallel import default_workers

    record = review_record_of(game_id)
    name = get_game(game_id).name
    first: list[float] = []
    cpu = time.process_time() + _children_cpu()
    start = time.perf_counter()

    def progress(done: int, total: int) -> None:
        if done == 1:
            first.append(time.perf_counter() - start)

    review = review_record(record, [0], progress=progress, workers=default_workers())
    wall = time.perf_counter() - start
    cpu = time.process_time() + _children_cpu(wait=True) - cpu
    note = f"{len(review.decisions)} decisions, {default_workers()} processes, {cpu:.1f} s CPU"
    return [
        Figure(f"review · {name}", wall, "s", note),
        Figure(f"review first row · {name}", first[0] if first else wall, "s", ""),
    ]


def duplicate_figure(game_id: str) -> Figure:
    """The daily duplicate of :data:`DUPLICATE_DAY` for ``game_id`` (seat 1)."""
    from game.daily import daily_setup, play_duplicate
    from game.daily.duplicate import bot_game

    setup = daily_setup(game_id, DUPLICATE_DAY)
    mine = bot_game(setup, "medium")  # the person's moves: a quick stand-in
    mine.seats = [Seat("You", "human")] + [
        Seat(f"Bot {n}", "hard") for n in range(1, setup.players)
    ]
    start = time.perf_counter()
    play_duplicate(mine.dumps(), 0)
    wall = time.perf_counter() - start
    note = f"{setup.players} players, {DUPLICATE_DAY.isoformat()}"
    return Figure(f"duplicate · {get_game(game_id).name}", wall, "s", note)


class _TimedBot:
    """A bot that times each of its decisions with a real choice."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.level = bot.level
        self.times: list[float] = []

    def choose(self, view: Any, legal: Sequence[Any], rng: Rng) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(view, legal, rng)
        if len(legal) > 1:
            self.times.append(time.perf_counter() - start)
        return action


def decision_figures(game_id: str) -> list[Figure]:
    """The hard bot's decision times in seat 1 of a seeded 4-player game (median, p95)."""
    from game.play import play_out

    spec = get_game(game_id)
    options = spec.validate(4, {"rounds": "2"} if game_id == "nyet" else {})
    timed = _TimedBot(make_bot(game_id, "hard"))
    bots: list[Bot] = [timed] + [make_bot(game_id, "medium") for _ in range(3)]
    play_out(spec, 4, options, derive_seed(1, "decision-bench", game_id), bots)
    name, times = spec.name, timed.times or [0.0]
    note = f"{len(timed.times)} decisions"
    return [
        Figure(f"hard decision median · {name}", statistics.median(times), "s", note),
        Figure(f"hard decision p95 · {name}", _percentile(times, 0.95), "s", note),
    ]


def playout_figure(game_id: str, seconds: float) -> Figure:
    """Random 4-player playouts per second through the engine (median window)."""
    from game.bench import bench

    spec = get_game(game_id)
    players = min(max(4, spec.min_players), spec.max_players)
    result = bench(game_id, players, {}, seconds)
    note = f"{players} players, {result.actions_per_second:,.0f} actions/s"
    return Figure(f"playouts · {spec.name}", result.games_per_second, "games/s", note)


def generate_records(folder: Path, games: int, first_seed: int = 1) -> None:
    """``games`` finished records of random bots in ``folder`` (split by
    :data:`STATS_SHARES`), written plainly (no fsync: a benchmark's scratch data)."""
    from game.play import play_out

    left = games
    for number, (game_id, share, chosen) in enumerate(STATS_SHARES):
        count = left if number == len(STATS_SHARES) - 1 else round(games * share)
        left -= count
        spec = get_game(game_id)
        options = spec.validate(4, chosen)
        bots = [make_bot(game_id, "random") for _ in range(4)]
        seats = [Seat(f"Seat {n}", "random") for n in range(1, 5)]
        for index in range(count):
            seed = derive_seed(first_seed, "stats-bench", game_id, index)
            state, actions = play_out(spec, 4, options, seed, bots)
            record = make_record(state, game_id, options, seats, seed, actions)
            path = folder / f"{game_id}-{first_seed}-{index + 1:05d}.json"
            path.write_text(record.dumps(), encoding="utf-8")


def keep_lines(data_dir: Path) -> int:
    """Write the statistics line of every record in ``data_dir/records/`` as
    :func:`game.kept.keep_finished` writes it when it keeps a game (plainly: scratch
    data); how many were written."""
    from game.stats.lines import kept_line

    written = 0
    for path in sorted((data_dir / "records").glob("*.json")):
        made = kept_line(data_dir, path)
        if made is not None:
            made[0].parent.mkdir(exist_ok=True)
            made[0].write_text(made[1], encoding="utf-8")
            written += 1
    return written


def _settled() -> None:
    """Write every file just made to the disk (where the system can) before a figure is
    timed, as a player's records were written long before: the index's ``fsync`` would
    otherwise wait for thousands of new files, and files still only in memory are
    cheaper to change than files on the disk."""
    sync = getattr(os, "sync", None)
    if sync is not None:
        sync()


def _collect_seconds(folder: Path) -> float:
    from game.stats import collect, stats_json

    start = time.perf_counter()
    stats_json(collect(folder))
    return time.perf_counter() - start


def stats_figures(sizes: Sequence[int] = STATS_SIZES) -> list[Figure]:
    """Statistics over generated folders of each size (grown in place): cold (no index)
    with the lines kept beside each record as the app keeps its games, warm (the index
    that run wrote), and cold with the records alone (no index, no lines: records copied
    in or kept by an earlier version, each replayed)."""
    from game.stats import INDEX_NAME
    from game.stats.lines import LINES

    figures: list[Figure] = []
    with _scratch() as folder:
        records = folder / "records"
        records.mkdir()
        made = 0
        for number, size in enumerate(sizes, start=1):
            generate_records(records, size - made, first_seed=number)
            made = size
            (folder / INDEX_NAME).unlink(missing_ok=True)
            keep_lines(folder)
            _settled()
            cold = _collect_seconds(folder)
            warm = _collect_seconds(folder)
            (folder / INDEX_NAME).unlink()
            shutil.rmtree(folder / LINES)
            _settled()
            replayed = _collect_seconds(folder)
            figures.append(
                Figure(f"statistics cold · {size:,} records", cold, "s", "no index, kept lines")
            )
            figures.append(Figure(f"statistics warm · {size:,} records", warm, "s", "index"))
            figures.append(
                Figure(
                    f"statistics replayed · {size:,} records",
                    replayed,
                    "s",
                    "no index, no kept lines: every record replayed",
                )
            )
    return figures


@contextlib.contextmanager
def _scratch() -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="bench-suite-"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _one(measure: Callable[[str], Figure], game_id: str) -> list[Figure]:
    return [measure(game_id)]


#: The suite's parts, in the order they run (``--part`` picks some).
PART_NAMES = ("review", "duplicate", "statistics", "decisions", "playouts")


def suite_parts(
    games: Sequence[str], seconds: float, only: Sequence[str] | None = None
) -> list[Part]:
    """The suite's parts in the order they run: (label, measure); with ``only``, just
    the parts of :data:`PART_NAMES` named there (e.g. ``["review"]``)."""
    from game.daily import daily_games

    def wanted(name: str) -> bool:
        return only is None or name in only

    dailies = set(daily_games())
    parts: list[Part] = []
    if wanted("review"):
        parts += [(f"review {g}", partial(review_figures, g)) for g in games]
    if wanted("duplicate"):
        parts += [
            (f"duplicate {g}", partial(_one, duplicate_figure, g)) for g in games if g in dailies
        ]
    if wanted("statistics"):
        parts.append(("statistics", stats_figures))
    if wanted("decisions"):
        parts += [(f"decisions {g}", partial(decision_figures, g)) for g in games]
    if wanted("playouts"):
        playouts = partial(playout_figure, seconds=seconds)
        parts += [(f"playouts {g}", partial(_one, playouts, g)) for g in games]
    return parts
