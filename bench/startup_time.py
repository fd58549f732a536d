"""Start-up time to the first drawn menu frame (prints figures; no assertions).

Starts ``python -m scenes --frames 1`` (dummy video driver) several times; each run opens
the window, builds the main menu, draws one frame and exits. The wall time of a whole run
(interpreter start, imports, font and art loading, first frame, exit) is an upper bound
for the time to the first menu frame.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(runs: int = 7) -> None:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PLAY_OR_PAY_HOME=tempfile.mkdtemp(prefix="pop-start-"),
    )
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "scenes", "--frames", "1"], cwd=ROOT, env=env, check=True
        )
        times.append(time.perf_counter() - t0)
    print(
        f"start-up to first menu frame (whole process, {runs} runs): "
        f"median {statistics.median(times) * 1000:.0f} ms, best {min(times) * 1000:.0f} ms, "
        f"worst {max(times) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
