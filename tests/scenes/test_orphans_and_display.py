"""No orphans, no windowless runs: the bot worker exits when the app is killed, and the
app started without a display exits at once with a clear message."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: A liveness bound for the waits below (not a timing under test).
PATIENCE = 60.0

APP_WITH_WORKER = """
import sys, time
from scenes.table.bot_runner import BotProcess, _warm_up
process = BotProcess()
assert process.executor().submit(_warm_up).result(timeout=120)
print(*process.worker_pids(), flush=True)
time.sleep(600)
"""


def gone(pid: int) -> bool:
    """True once ``pid`` no longer runs (exited, or a zombie nobody reaped yet)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] in ("Z", "X")


@pytest.mark.skipif(not Path("/proc/self/stat").is_file(), reason="needs Linux /proc")
def test_the_bot_worker_exits_when_the_app_is_killed() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", APP_WITH_WORKER],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        pids = [int(word) for word in proc.stdout.readline().split()]
        assert pids, proc.stderr.read() if proc.stderr else ""
        assert not any(gone(pid) for pid in pids)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=PATIENCE)
    deadline = time.monotonic() + PATIENCE
    while not all(gone(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = [pid for pid in pids if not gone(pid)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert not left, "the bot worker outlived the app"


@pytest.mark.skipif(sys.platform != "linux", reason="X11 / Wayland display variables")
def test_no_display_exits_with_a_clear_message(data_home) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")
    }
    env["PLAY_OR_PAY_HOME"] = str(data_home)
    env["SDL_AUDIODRIVER"] = "dummy"
    done = subprocess.run(
        [sys.executable, "-m", "scenes", "--no-sound"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert done.returncode != 0
    assert "no display found:" in done.stderr
