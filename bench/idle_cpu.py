"""Idle CPU of the real app, as a percentage of one core: at the main menu, or with
``--table GAME`` at that game's table waiting for the human's move.

Starts ``python -m scenes --no-sound`` in a fresh data folder (with ``--table``, an
autosave where the human is to move, opened with ``--continue``), lets it settle, then
samples the process's user + system CPU time from ``/proc/<pid>/stat`` over a window
and prints the share of one core it used. Needs Linux and a display; without one, run
it under Xvfb::

    xvfb-run -a python -m bench.idle_cpu [--seconds 10] [--settle 3] [--table nothanks]
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def write_waiting_game(home: str, game_id: str) -> None:
    """An autosave of ``game_id`` in ``home`` where seat 1 (a human) is to move."""
    os.environ["PLAY_OR_PAY_HOME"] = home
    from game.records import Seat
    from game.registry import get_game
    from scenes.core.saves import write_autosave
    from scenes.core.session import GameSession

    spec = get_game(game_id)
    seats = [Seat("You", "human")] + [Seat(f"Bot {i}", "random") for i in range(1, 4)]
    seats = seats[: max(spec.min_players, min(spec.max_players, len(seats)))]
    session = GameSession.new(game_id, {}, seats, 7)
    pick = random.Random(7)
    while not session.is_human(session.state.current_player):
        session.apply(pick.choice(session.state.legal_actions()))
    write_autosave(session)


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds used so far by ``pid`` (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
    return ticks / os.sysconf("SC_CLK_TCK")


def measure(seconds: float, settle: float, table: str | None = None) -> float:
    """Percent of one core the idle app used over ``seconds`` after ``settle``."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, PLAY_OR_PAY_HOME=home, SDL_AUDIODRIVER="dummy")
        extra = []
        if table is not None:
            write_waiting_game(home, table)
            extra = ["--continue"]
        proc = subprocess.Popen(
            [sys.executable, "-m", "scenes", "--no-sound", *extra],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            time.sleep(settle)
            if proc.poll() is not None:
                err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
                raise SystemExit(f"the app exited early ({proc.returncode}): {err.strip()}")
            start_cpu, start = cpu_seconds(proc.pid), time.monotonic()
            time.sleep(seconds)
            used = cpu_seconds(proc.pid) - start_cpu
            elapsed = time.monotonic() - start
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
    return 100.0 * used / elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="sampling window")
    parser.add_argument("--settle", type=float, default=3.0, help="wait before sampling")
    parser.add_argument("--table", metavar="GAME", help="measure at this game's table instead")
    args = parser.parse_args()
    if not Path("/proc/self/stat").is_file():
        print("idle_cpu: needs Linux /proc", file=sys.stderr)
        return 2
    share = measure(args.seconds, args.settle, args.table)
    where = f"the {args.table} table (human to move)" if args.table else "the main menu"
    print(f"idle CPU at {where}: {share:.1f} % of one core over {args.seconds:g} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
