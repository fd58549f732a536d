"""A temporary file whose writer has ended but is not reaped yet (a zombie) is tidied at
once (found by the kill soak, ``checks/kill_soak.py``): a killed app's worker processes
are orphans, and their new parent may reap them a second or more later, so the next
start, begun at once, took them for running writers and left their temporary files."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.storage import remove_stale_temp_files

linux_only = pytest.mark.skipif(
    not Path("/proc/self/stat").is_file(), reason="needs Linux /proc (process states)"
)


def state(pid: int) -> str:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


@linux_only
def test_a_zombie_writers_temp_file_is_removed(tmp_path: Path) -> None:
    writer = subprocess.Popen([sys.executable, "-c", "pass"])  # not waited for: a zombie
    try:
        deadline = time.monotonic() + 30
        while state(writer.pid) != "Z" and time.monotonic() < deadline:
            time.sleep(0.02)
        assert state(writer.pid) == "Z"
        left = tmp_path / f".play-or-pay-{writer.pid}-abcdefgh.tmp"
        left.write_text("4", encoding="utf-8")  # fresh: only its writer's end says stale
        remove_stale_temp_files(tmp_path)
        assert not left.exists()
    finally:
        writer.wait()


def test_a_running_writers_fresh_temp_file_is_kept(tmp_path: Path) -> None:
    writer = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        mine = tmp_path / f".play-or-pay-{writer.pid}-abcdefgh.tmp"
        mine.write_text("4", encoding="utf-8")
        remove_stale_temp_files(tmp_path)
        assert mine.exists()
    finally:
        writer.kill()
        writer.wait()
