"""Kill soak: the real app SIGKILLed at random moments, and nothing lost (issue 52).

``python -m checks.kill_soak --kills 40 --seed N`` makes a temporary data folder
(``PLAY_OR_PAY_HOME``) and, ``--kills`` times, starts the app in a child process
(:mod:`checks.kill_soak_app`, role ``play``: the dummy video driver, bots and the daily's
duplicate in worker processes as in a window) that plays as a person would: new games
against bots of each title, Continue, dailies (their duplicate running in the
background), Save as…, reviews of finished games, leaving a game half-way. At a moment
drawn from the seed (up to ``--max-delay`` seconds after it starts) the child is
SIGKILLed. Then:

1. every process of the app (any process whose environment names this data folder: the
   bot worker, the duplicate's worker) ends within :data:`WORKERS_BOUND` seconds;
2. the autosave holds every move the child reported as made;
3. the app starts again (role ``verify``: the instance lock is free), Continue resumes the
   autosaved game at its state (digest, ply and actions) when one is in play, and every
   duplicate left pending is finished in the background within ``--pending-timeout``;
4. after that start no temporary file of the app is left anywhere in the data folder
   (its ``tmp/`` and every other folder) or in the children's own temporary folder
   (their ``TMPDIR``, names starting ``play-or-pay``: the system temporary folder as the
   app sees it; this machine's ``/tmp`` is shared with other jobs and not looked at),
   and no process of the app runs;
5. ``python -m game stats --data DIR --json`` runs; every game counted before is still
   counted (by record key, :func:`game.stats.collect`), every game the child saw finish
   is in ``records/`` (and no game twice there), and every finished daily has its margin
   (the hard bot's game).

One line is printed per kill (when it came and what the app had last begun; the games
counted; the finished dailies with their margin; duplicates pending after the kill ->
after the next start; the app's processes at the kill and how soon all had ended) and a
summary line at the end; the exit status is 1 if any
check failed (the data folder is then kept and named), 2 for an argument that cannot be
used. The daily's other seats are random bots and the duplicate and reviews search with
small budgets (:mod:`checks.kill_soak_app`), so a kill takes some fifteen seconds (40
kills: ten minutes on two busy cores). A temporary file left behind is named with the
process that wrote it (the killed app, the next start or one of their workers).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parents[1]
#: How long a killed app's worker processes may take to end (they watch their parent).
WORKERS_BOUND = 15.0
#: How long the next start may take, beyond waiting for pending duplicates.
START_BOUND = 120.0
#: How long ``game stats`` may take.
STATS_BOUND = 120.0
#: Temporary files of the app: its atomic writes' names (and earlier versions').
TEMP_NAME = re.compile(r"\.play-or-pay-.*\.tmp|\.(?:autosave|settings|last_setup)\.json\..*\.tmp")
#: System temporary files of the app (earlier versions put progress files there).
SYSTEM_TEMP_PREFIX = "play-or-pay"


class SoakArgumentError(Exception):
    """An argument that cannot be used (one clean line)."""


class Parser(argparse.ArgumentParser):
    """argparse whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        print(f"kill_soak: {message}", file=sys.stderr)
        raise SystemExit(2)


def whole(least: int, most: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``least`` to ``most``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"expected a whole number, got {text[:40]!r}"
            ) from None
        if not least <= value <= most:
            raise argparse.ArgumentTypeError(f"must be from {least} to {most}, got {value}")
        return value

    return parse


def seconds(least: float, most: float) -> Callable[[str], float]:
    """An argparse type: a finite number of seconds from ``least`` to ``most``."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected seconds, got {text[:40]!r}") from None
        if not math.isfinite(value) or not least <= value <= most:
            raise argparse.ArgumentTypeError(f"must be from {least:g} to {most:g} seconds")
        return value

    return parse


def build_parser() -> Parser:
    """The soak's arguments (every number checked: finite and in range)."""
    parser = Parser(prog="python -m checks.kill_soak", description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=whole(1, 10_000), default=40, help="kills (default 40)")
    parser.add_argument("--seed", type=whole(0, 2**63 - 1), default=0, help="seed (default 0)")
    parser.add_argument(
        "--max-delay",
        type=seconds(0.5, 3600),
        default=25.0,
        help="latest kill moment after the app starts, seconds (default 25)",
    )
    parser.add_argument(
        "--pending-timeout",
        type=seconds(1, 3600),
        default=180.0,
        help="how long the next start may take to finish pending duplicates (default 180)",
    )
    parser.add_argument(
        "--duplicate-iterations",
        type=whole(1, 100_000),
        default=200,
        help="the duplicate's hard bot's search per move (default 200)",
    )
    parser.add_argument(
        "--review-iterations",
        type=whole(1, 100_000),
        default=150,
        help="a review's search per decision (default 150)",
    )
    parser.add_argument("--keep", action="store_true", help="keep the data folder afterwards")
    return parser


# Children ---------------------------------------------------------------------------
@dataclass
class Child:
    """A child process of the app and the lines it printed so far (read on a thread)."""

    proc: subprocess.Popen[str]
    lines: list[str] = field(default_factory=list)
    started: float = field(default_factory=time.monotonic)

    def read(self) -> None:
        """Collect stdout lines until the pipe closes."""
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def last(self, word: str) -> list[str] | None:
        """The words of the last line starting with ``word`` (None if none)."""
        for line in reversed(self.lines):
            parts = line.split()
            if parts and parts[0] == word:
                return parts
        return None


def child_env(home: Path, system_temp: Path) -> dict[str, str]:
    """The children's environment: the data folder, the dummy drivers, their own TMPDIR."""
    env = dict(os.environ)
    env.update(
        PLAY_OR_PAY_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        TMPDIR=str(system_temp),
        PYTHONDONTWRITEBYTECODE="1",
    )
    return env


def start_child(role: str, env: dict[str, str], options: list[str]) -> Child:
    """``python -m checks.kill_soak_app ROLE OPTIONS`` in the project folder."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "checks.kill_soak_app", role, *options],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    child = Child(proc)
    threading.Thread(target=child.read, daemon=True).start()
    return child


def stderr_tail(child: Child) -> str:
    """The last lines the child wrote on stderr (after it ended)."""
    if child.proc.stderr is None:
        return ""
    text = child.proc.stderr.read()
    return " | ".join(text.strip().splitlines()[-3:])


def app_processes(home: Path) -> list[int]:
    """Running processes (not zombies) whose environment names the data folder ``home``."""
    needle = f"PLAY_OR_PAY_HOME={home}".encode()
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            env = (entry / "environ").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if state not in ("Z", "X") and needle in env.split(b"\0"):
            found.append(int(entry.name))
    return found


def wait_gone(home: Path, bound: float) -> tuple[list[int], float]:
    """Wait until no process of the app runs (at most ``bound`` s): (left, seconds taken)."""
    start = time.monotonic()
    while True:
        left = app_processes(home)
        if not left or time.monotonic() - start > bound:
            return left, time.monotonic() - start
        time.sleep(0.1)


# What is on disk -------------------------------------------------------------------
def temp_leftovers(home: Path, system_temp: Path) -> list[str]:
    """The app's temporary files left in the data folder (any folder) and in the
    children's own temporary folder (their ``TMPDIR``)."""
    left = []
    for folder, dirs, files in os.walk(home):
        for name in files + dirs:
            if TEMP_NAME.fullmatch(name):
                left.append(os.path.relpath(os.path.join(folder, name), home))
    for name in os.listdir(system_temp):
        if name.startswith(SYSTEM_TEMP_PREFIX):
            left.append(f"TMPDIR/{name}")
    return left


@dataclass
class Autosave:
    """What the autosave held after a kill: its actions, state digest and whether the
    game had ended (``damaged`` names a problem instead)."""

    actions: list[str]
    digest: str | None
    finished: bool
    damaged: str | None = None


def read_autosave(home: Path) -> Autosave | None:
    """The autosave replayed (None if there is none)."""
    from game.errors import GameError
    from game.records import load_record, replay

    path = home / "autosave.json"
    if not os.path.lexists(path):
        return None
    try:
        record = load_record(path)
        state = replay(record, require_digest=True)
    except (GameError, OSError) as exc:
        return Autosave([], None, False, damaged=str(exc))
    return Autosave(list(record.actions), record.digest, state.is_terminal())


class RecordKeys:
    """Record keys of the files in ``records/`` (each file read once)."""

    def __init__(self, home: Path) -> None:
        self.folder = home / "records"
        self.known: dict[str, str | None] = {}

    def keys(self) -> set[str]:
        """The keys of every readable record in the folder now."""
        from game.errors import GameError
        from game.records import load_record
        from game.review.store import record_key

        names = sorted(p.name for p in self.folder.glob("*.json")) if self.folder.is_dir() else []
        for name in names:
            if name not in self.known:
                try:
                    self.known[name] = record_key(load_record(self.folder / name))
                except (GameError, OSError):
                    self.known[name] = None
        return {key for name in names if (key := self.known[name]) is not None}

    def twice(self) -> list[str]:
        """Files of ``records/`` holding a game another file there holds too (the hard
        bot's games aside: one deal's tries share theirs). Call after :meth:`keys`."""
        first: dict[str, str] = {}
        again = []
        for name, key in sorted(self.known.items()):
            if key is None or name.endswith("-hard-bot.json") or not (self.folder / name).exists():
                continue
            if key in first:
                again.append(f"{name} (as {first[key]})")
            first.setdefault(key, name)
        return again


def stats_cli(home: Path) -> dict[str, object]:
    """``python -m game stats --data HOME --json`` (RuntimeError if it fails)."""
    done = subprocess.run(
        [sys.executable, "-m", "game", "stats", "--data", str(home), "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=STATS_BOUND,
    )
    if done.returncode != 0:
        raise RuntimeError(f"game stats exited {done.returncode}: {done.stderr.strip()[-300:]}")
    data: dict[str, object] = json.loads(done.stdout)
    return data


# One kill ----------------------------------------------------------------------------
@dataclass
class Soak:
    """The soak's data folder, its running totals and what went wrong."""

    args: argparse.Namespace
    home: Path
    system_temp: Path
    counted: set[str] = field(default_factory=set)
    finished_seen: set[str] = field(default_factory=set)
    failures: list[str] = field(default_factory=list)
    resumed: int = 0
    margins: int = 0
    dailies: int = 0
    workers_slowest: float = 0.0
    #: Kills that left a duplicate pending, and kills during a review.
    interrupted: int = 0
    in_review: int = 0
    #: Process ids seen on the data folder, and whose they were (names a writer).
    who: dict[int, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.records = RecordKeys(self.home)
        self.env = child_env(self.home, self.system_temp)
        self.budgets = [
            f"--duplicate-iterations={self.args.duplicate_iterations}",
            f"--review-iterations={self.args.review_iterations}",
        ]

    def kill_once(self, number: int, rng: random.Random) -> str:
        """One child started, killed and checked; the line to print."""
        problems: list[str] = []
        seed = rng.randrange(2**32)
        delay = rng.uniform(0.0, self.args.max_delay)
        child = start_child("play", self.env, [f"--seed={seed}", *self.budgets])
        seen_at = 0.0
        while time.monotonic() - child.started < delay and child.proc.poll() is None:
            if time.monotonic() - seen_at > 0.25:  # the app's processes, to name a writer
                seen_at = time.monotonic()
                self.who.update(dict.fromkeys(app_processes(self.home), "the killed app's"))
            time.sleep(0.02)
        self.who[child.proc.pid] = "the killed app"
        if child.proc.poll() is not None:
            problems.append(
                f"the app ended by itself ({child.proc.returncode}): {stderr_tail(child)}"
            )
        running = app_processes(self.home)
        if child.proc.poll() is None:
            child.proc.send_signal(signal.SIGKILL)
        child.proc.wait()
        left, took = wait_gone(self.home, WORKERS_BOUND)  # timed from the kill
        time.sleep(0.05)  # the reader thread takes the last lines
        doing = child.last("doing") or ["doing", "start-up"]
        move = child.last("move")
        self.finished_seen.update(parts[1] for parts in self._lines(child, "finished"))
        self.workers_slowest = max(self.workers_slowest, took)
        if left:
            problems.append(f"processes of the app left after the kill: {left}")
        interrupted = len(list((self.home / "pending").glob("*.json")))
        self.interrupted += interrupted > 0
        self.in_review += doing[1:2] == ["review"] and child.last("reviewed") is None
        autosave = read_autosave(self.home)
        problems += self._moves_kept(move, autosave)
        resumed, pending = self._next_start(autosave, problems)
        problems += self._counted()
        what = " ".join(doing[1:]) or "?"
        at = "no move yet" if move is None else f"move {move[1]}"
        if move is not None and move[1] == "-":
            at = "a game starting"
        status = "ok" if not problems else "FAIL: " + "; ".join(problems)
        self.failures += [f"kill {number}: {p}" for p in problems]
        return (
            f"kill {number}/{self.args.kills} at {delay:5.1f} s (last began: {what}; {at}): "
            f"{status} · continue {resumed} · games {len(self.counted)} · margins "
            f"{self.margins}/{self.dailies} · pending {interrupted} -> {pending} · "
            f"{len(running)} processes gone in {took:.2f} s"
        )

    @staticmethod
    def _lines(child: Child, word: str) -> Iterator[list[str]]:
        for line in list(child.lines):
            parts = line.split()
            if parts and parts[0] == word and len(parts) > 1:
                yield parts

    def _moves_kept(self, move: list[str] | None, autosave: Autosave | None) -> list[str]:
        """The autosave holds every move the child reported made."""
        from checks.kill_soak_app import actions_hash

        if autosave is not None and autosave.damaged:
            return [f"the autosave cannot be used: {autosave.damaged}"]
        if move is None or move[1] == "-":  # no move yet, or a new game coming
            return []
        ply, hashed = int(move[1]), move[2]
        if autosave is None or actions_hash(autosave.actions[:ply]) != hashed:
            return [f"the autosave lost moves: the app had made move {ply}"]
        return []

    def _next_start(self, autosave: Autosave | None, problems: list[str]) -> tuple[str, str]:
        """Start the app again: Continue and the pending duplicates (see the docstring)."""
        from checks.kill_soak_app import actions_hash

        options = [f"--pending-timeout={self.args.pending_timeout}", *self.budgets]
        child = start_child("verify", self.env, options)
        deadline = time.monotonic() + START_BOUND + self.args.pending_timeout
        while child.proc.poll() is None and time.monotonic() < deadline:
            self.who.update(dict.fromkeys(app_processes(self.home), "the next start's"))
            time.sleep(0.25)
        self.who[child.proc.pid] = "the next start"
        if child.proc.poll() is None:
            child.proc.kill()
            problems.append("the next start did not end in time")
        child.proc.wait()
        time.sleep(0.05)
        if child.proc.returncode != 0:
            problems.append(f"the next start exited {child.proc.returncode}: {stderr_tail(child)}")
        resumed = child.last("resumed") or ["resumed", "?", "-", "-", "-"]
        in_play = autosave is not None and not autosave.finished
        if in_play and autosave is not None:
            expected = [str(len(autosave.actions)), str(autosave.digest)]
            expected.append(actions_hash(autosave.actions))
            if resumed[1] != "TableScene" or resumed[2:5] != expected:
                problems.append(f"Continue did not resume the autosave: {' '.join(resumed[1:])}")
            else:
                self.resumed += 1
        elif resumed[1] != "nothing":
            problems.append(f"Continue offered without a game in play: {resumed[1]}")
        pending = child.last("pending") or ["pending", "?"]
        if pending[1] != "0":
            problems.append(f"duplicates still pending after the next start: {pending[1]}")
        left, _ = wait_gone(self.home, WORKERS_BOUND)
        if left:
            problems.append(f"processes of the app left after the next start: {left}")
        temps = temp_leftovers(self.home, self.system_temp)
        if temps:
            problems.append(f"temporary files left: {', '.join(self.writers(temps[:5]))}")
        shown = f"resumed at move {resumed[2]}" if resumed[1] == "TableScene" else "none"
        return shown, pending[1]

    def writers(self, names: list[str]) -> list[str]:
        """The temporary files' names, each with its writer if known (the process id in
        the name: the killed app, the next start, or one of their workers) and its age."""
        shown = []
        for name in names:
            match = re.search(r"\.play-or-pay-([0-9]+)-", name)
            writer = "?" if match is None else self.who.get(int(match.group(1)), "unknown")
            try:
                age = f"{time.time() - (self.home / name).stat().st_mtime:.0f} s old"
            except OSError:
                age = "gone"
            shown.append(f"{name} (written by {writer} process, {age})")
        return shown

    def _counted(self) -> list[str]:
        """Statistics count every game counted before and every game seen finished; the
        games seen finished are in records/; every finished daily has its margin."""
        from game.stats import collect

        problems = []
        try:
            cli = stats_cli(self.home)
        except (RuntimeError, subprocess.TimeoutExpired, ValueError) as exc:
            return [f"game stats failed: {exc}"]
        collection = collect(self.home)
        keys = {entry.key for entry in collection.games}
        if cli.get("games") != len(keys):
            problems.append(f"game stats counts {cli.get('games')} games, collect {len(keys)}")
        lost = (self.counted | self.finished_seen) - keys
        if lost:
            problems.append(f"{len(lost)} finished games no longer counted")
        not_kept = self.finished_seen - self.records.keys()
        if not_kept:
            problems.append(f"{len(not_kept)} finished games not in records/")
        twice = self.records.twice()
        if twice:
            problems.append(f"games kept twice in records/: {', '.join(twice[:3])}")
        dailies = [entry.key for entry in collection.games if entry.daily is not None]
        missing = [key for key in dailies if key not in collection.duplicates]
        if missing:
            problems.append(f"{len(missing)} finished dailies without their margin")
        self.counted |= keys
        self.dailies, self.margins = len(dailies), len(dailies) - len(missing)
        return problems


def write_settings(home: Path) -> None:
    """Animations at instant speed (the person's setting, read from the data folder)."""
    text = json.dumps({"animation_speed": "instant", "tutorial_offered": True})
    (home / "settings.json").write_text(text + "\n", encoding="utf-8")


def run(args: argparse.Namespace, out: Callable[[str], None] = print) -> int:
    """The soak (see the module docstring); 0 if every check passed, else 1."""
    base = Path(tempfile.mkdtemp(prefix="kill-soak-"))
    home, system_temp = base / "data", base / "tmp"
    home.mkdir()
    system_temp.mkdir()
    write_settings(home)
    soak = Soak(args, home, system_temp)
    rng = random.Random(args.seed)
    start = time.monotonic()
    try:
        for number in range(1, args.kills + 1):
            out(soak.kill_once(number, rng))
    finally:
        for pid in app_processes(home):  # only on an interrupted soak: ours, by id
            os.kill(pid, signal.SIGKILL)
    minutes = (time.monotonic() - start) / 60
    failed = len(soak.failures)
    out(
        f"kill soak: {args.kills} kills, seed {args.seed}, {failed} failures · "
        f"{len(soak.counted)} games counted ({len(soak.finished_seen)} seen finishing) · "
        f"{soak.margins} of {soak.dailies} dailies with their margin ({soak.interrupted} "
        f"kills left a duplicate pending, {soak.in_review} came during a review) · "
        f"Continue resumed "
        f"{soak.resumed} · the killed app's processes gone within {soak.workers_slowest:.2f} s · "
        f"{minutes:.1f} min on {os.cpu_count()} cores"
    )
    if failed or args.keep:
        out(f"data folder kept: {home}")
    else:
        shutil.rmtree(base, ignore_errors=True)
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    """``python -m checks.kill_soak``: parse, run, exit status."""
    if not Path("/proc/self/environ").is_file():
        print("kill_soak: needs Linux (/proc) to find the app's processes", file=sys.stderr)
        return 2
    return run(build_parser().parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
