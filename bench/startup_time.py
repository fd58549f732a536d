"""Start-up time to the first drawn menu frame (prints figures; no assertions).

Starts ``python -m scenes --frames 1`` (dummy video driver) several times; each run opens
the window, builds the main menu, draws one frame and exits. The wall time of a whole run
(interpreter start, imports, font and art loading, first frame, exit) is an upper bound
for the time to the first menu frame. ``--exe PATH`` times a frozen build instead
(``PATH --frames 1``), e.g. ``--exe dist/play-or-pay/play-or-pay``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(runs: int = 7, exe: str | None = None) -> None:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PLAY_OR_PAY_HOME=tempfile.mkdtemp(prefix="pop-start-"),
    )
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        command = [exe] if exe else [sys.executable, "-m", "scenes"]
        subprocess.run([*command, "--frames", "1"], cwd=ROOT, env=env, check=True)
        times.append(time.perf_counter() - t0)
    what = exe or "python -m scenes"
    print(
        f"{what}: start-up to first menu frame (whole process, {runs} runs): "
        f"median {statistics.median(times) * 1000:.0f} ms, best {min(times) * 1000:.0f} ms, "
        f"worst {max(times) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Time start-up to the first menu frame.")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--exe", help="a frozen build to time instead of the source run")
    args = parser.parse_args()
    main(args.runs, os.path.abspath(args.exe) if args.exe else None)
