"""Idle CPU of the real app at the main menu, as a percentage of one core.

Starts ``python -m scenes --no-sound`` in a fresh data folder, lets it settle, then
samples the process's user + system CPU time from ``/proc/<pid>/stat`` over a window
and prints the share of one core it used. Needs Linux and a display; without one, run
it under Xvfb::

    xvfb-run -a python bench/idle_cpu.py [--seconds 10] [--settle 3]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds used so far by ``pid`` (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
    return ticks / os.sysconf("SC_CLK_TCK")


def measure(seconds: float, settle: float) -> float:
    """Percent of one core the idle app used over ``seconds`` after ``settle``."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, PLAY_OR_PAY_HOME=home, SDL_AUDIODRIVER="dummy")
        proc = subprocess.Popen(
            [sys.executable, "-m", "scenes", "--no-sound"],
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
    args = parser.parse_args()
    if not Path("/proc/self/stat").is_file():
        print("idle_cpu: needs Linux /proc", file=sys.stderr)
        return 2
    share = measure(args.seconds, args.settle)
    print(f"idle CPU at the main menu: {share:.1f} % of one core over {args.seconds:g} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
