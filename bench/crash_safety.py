"""Crash safety: SIGKILL the app at random moments, then Continue (prints figures).

Three kinds of run, ``--runs`` each (default 16, so 48 kills), in one data folder per
kind (``PLAY_OR_PAY_HOME``, dummy video and audio drivers):

* ``play``   — ``python -m scenes --continue`` on a bots-only game at fast speed (an
  autosave after every action), killed 0 to ``--window`` seconds after its first move;
* ``save``   — a child that holds the instance lock like the app and, move after move,
  writes the autosave and "Save as…" (``save_as(..., replace=True)``) through the app's
  own functions, killed at a random moment;
* ``review`` — a child that stores the review of a finished game again and again
  through the app's review store (``reviews/``; 4 search iterations a decision, so a
  review and its write come several times a second), killed at a random moment.

After each kill: the child is gone and no process it started is left (each child runs
in its own session, and every live process of that session is counted); then
``python -m scenes --continue --frames 3`` runs (it must start: no stale lock), and the
autosave must load and hold at least the actions seen written before the kill
(Continue resumes the last action); the saved game and the stored review, if present,
must read back; and no temporary file may be left in any folder the app writes to.

Usage: ``python -m bench.crash_safety [--runs 16] [--window 2.0] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SAVE_CHILD = """
import sys
from pathlib import Path
from game.instance_lock import acquire
from game.storage import user_data_dir
from game.bots import make_bot
from game.play import bot_move
from scenes.core.saves import autosave_path, load_session, save_as, write_autosave
lock = acquire(user_data_dir())
assert lock is not None, "locked"
session = load_session(autosave_path())
bot = make_bot("nothanks", "random")
print("ready", flush=True)
while not session.state.is_terminal():
    session.apply(bot_move(session.state, bot, session.seed, session.ply))
    write_autosave(session)
    save_as(session, "crash test", replace=True)
"""

REVIEW_CHILD = """
from game.instance_lock import acquire
from game.storage import user_data_dir
from game.records import load_record
from game.review import review_path, reviewed
from scenes.core.saves import save_path
lock = acquire(user_data_dir())
assert lock is not None, "locked"
record = load_record(save_path("finished"))
print("ready", flush=True)
while True:
    review_path(record).unlink(missing_ok=True)
    reviewed(record, True, [0], iterations=4)
"""


#: Kills that left a temporary file (the kill landed inside a write), per kind.
MID_WRITE: dict[str, int] = {}


def env_for(home: Path) -> dict[str, str]:
    return dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PLAY_OR_PAY_HOME=str(home),
        PYTHONPATH=str(ROOT),
    )


def actions_in(path: Path) -> int:
    try:
        return len(json.loads(path.read_text(encoding="utf-8"))["actions"])
    except (OSError, ValueError, KeyError, TypeError):
        return -1


def processes_in_session(sid: int) -> list[int]:
    """Ids of live processes in session ``sid`` (each child starts its own session, so
    whatever it started is found there, even after it died; Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        if fields[0] != "Z" and int(fields[3]) == sid:  # state, ppid, pgrp, session
            found.append(int(entry.name))
    return found


def temp_files(home: Path) -> list[Path]:
    folders = [home, home / "saves", home / "reviews", home / "records"]
    return [p for f in folders if f.is_dir() for p in f.iterdir() if p.name.endswith(".tmp")]


def new_game(home: Path, seed: int) -> None:
    from game.records import Seat
    from scenes.core.saves import write_autosave
    from scenes.core.session import GameSession

    os.environ["PLAY_OR_PAY_HOME"] = str(home)
    seats = [Seat("Bo", "random"), Seat("Cy", "random"), Seat("Di", "random")]
    write_autosave(GameSession.new("nothanks", {"rounds": 10}, seats, seed))


def prepare(home: Path, kind: str, seed: int) -> None:
    from game.bots import make_bot
    from game.play import bot_move
    from game.records import Seat
    from scenes.core.saves import save_as
    from scenes.core.session import GameSession

    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(json.dumps({"animation_speed": "fast"}), "utf-8")
    new_game(home, seed)
    if kind == "review":
        seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cy", "random")]
        session = GameSession.new("nothanks", {}, seats, seed)
        bot = make_bot("nothanks", "random")
        while not session.state.is_terminal():
            session.apply(bot_move(session.state, bot, session.seed, session.ply))
        save_as(session, "finished", replace=True)


def start_child(home: Path, kind: str) -> subprocess.Popen[str]:
    if kind == "play":
        argv = [sys.executable, "-m", "scenes", "--continue", "--no-sound"]
    else:
        argv = [sys.executable, "-c", SAVE_CHILD if kind == "save" else REVIEW_CHILD]
    return subprocess.Popen(
        argv,
        cwd=ROOT,
        env=env_for(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )


def wait_until(check: Callable[[], bool], proc: subprocess.Popen[str], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not check():
        if proc.poll() is not None or time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def one_run(home: Path, kind: str, rng: random.Random, window: float) -> list[str]:
    """One kill and the checks after it; the problems found (empty: all good)."""
    from game.records import load_record
    from game.review import load_review, review_path
    from scenes.core.saves import autosave_path, load_session, save_path

    os.environ["PLAY_OR_PAY_HOME"] = str(home)
    problems: list[str] = []
    if load_session(autosave_path()).state.is_terminal():
        new_game(home, rng.randrange(1 << 30))
    before = actions_in(autosave_path())
    proc = start_child(home, kind)
    if kind == "play":
        started = wait_until(lambda: actions_in(autosave_path()) > before, proc, 60)
    else:
        assert proc.stdout is not None
        started = proc.stdout.readline().strip() == "ready"
    if not started:
        proc.kill()
        return [f"{kind}: the child did not start ({proc.stderr.read() if proc.stderr else ''})"]
    time.sleep(rng.uniform(0.0, window))
    seen = actions_in(autosave_path())  # written completely before the kill
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    time.sleep(0.1)
    if temp_files(home):
        MID_WRITE[kind] = MID_WRITE.get(kind, 0) + 1
    left = processes_in_session(proc.pid)
    if left:
        problems.append(f"processes left after the kill: {left}")
    cont = subprocess.run(
        [sys.executable, "-m", "scenes", "--continue", "--no-sound", "--frames", "3"],
        cwd=ROOT,
        env=env_for(home),
        capture_output=True,
        text=True,
        timeout=120,
        start_new_session=True,
    )
    if cont.returncode != 0:
        problems.append(f"Continue failed ({cont.returncode}): {cont.stderr.strip()[-300:]}")
    try:
        resumed = load_session(autosave_path())
        if len(resumed.actions) < seen:
            problems.append(f"Continue lost actions: {len(resumed.actions)} < {seen}")
    except Exception as exc:
        problems.append(f"the autosave does not load: {exc}")
    if kind == "save" and save_path("crash test").exists():
        try:
            load_session(save_path("crash test"))
        except Exception as exc:
            problems.append(f"the saved game does not load: {exc}")
    if kind == "review":
        record = load_record(save_path("finished"))
        if (
            review_path(record).exists()
            and load_review(review_path(record), record, None, 4) is None
        ):
            problems.append("the stored review does not read back")
    leftovers = temp_files(home)
    if leftovers:
        problems.append(f"temporary files left: {[p.name for p in leftovers]}")
    if processes_in_session(proc.pid):
        problems.append("processes left after Continue")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=16, help="kills per kind (3 kinds)")
    parser.add_argument("--window", type=float, default=2.0, help="seconds to kill within")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    base = Path(tempfile.mkdtemp(prefix="crash-safety-"))
    failures = 0
    totals: dict[str, tuple[int, int]] = {}
    for kind in ("play", "save", "review"):
        home = base / kind
        prepare(home, kind, args.seed)
        good = 0
        for index in range(args.runs):
            problems = one_run(home, kind, rng, args.window)
            good += not problems
            for problem in problems:
                print(f"{kind} run {index + 1}: {problem}")
        totals[kind] = (good, args.runs)
        failures += args.runs - good
    for kind, (good, runs) in totals.items():
        torn = MID_WRITE.get(kind, 0)
        print(f"{kind:>6}: {good}/{runs} kills resumed cleanly ({torn} landed inside a write)")
    runs = sum(r for _, r in totals.values())
    print(
        f" total: {runs - failures}/{runs} SIGKILLs: Continue resumed the last action, no "
        "temporary file and no process left"
    )
    print(f"data folders kept in {base}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
