"""Issue 33, item 1: two copies of the app on one data folder never lose a move.

Two real processes (``python -m scenes``, dummy drivers): the first plays a game and
autosaves after every action; a second start on the same folder says Play or Pay is
already running and exits with status 3, touching no file; the first's moves are all
kept. After the first is killed with SIGKILL the lock is gone with it, and the next
start continues the game from its last action.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.records import Seat
from scenes.core.saves import autosave_path, load_session, write_autosave
from scenes.core.session import GameSession
from scenes.main import ALREADY_RUNNING

ROOT = Path(__file__).resolve().parents[2]


def actions_in(path: Path) -> int:
    try:
        return len(json.loads(path.read_text(encoding="utf-8"))["actions"])
    except (OSError, ValueError, KeyError):
        return -1


def start(home: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PLAY_OR_PAY_HOME=str(home)
    )
    return subprocess.Popen(
        [sys.executable, "-m", "scenes", "--continue", "--no-sound", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def autosave_bots_game(home: Path) -> None:
    """An autosaved bots-only No Thanks! game in ``home`` (the data folder in use) and
    fast animations, so ``--continue`` plays it on by itself."""
    seats = [Seat("Bo", "random"), Seat("Cy", "random"), Seat("Di", "random")]
    write_autosave(GameSession.new("nothanks", {"rounds": 3}, seats, 7))
    (home / "settings.json").write_text(json.dumps({"animation_speed": "fast"}), encoding="utf-8")


def wait_for(condition: object, proc: subprocess.Popen[str], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        assert time.monotonic() < deadline, "no progress"
        time.sleep(0.05)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_second_window_is_refused_and_no_move_is_lost(data_home) -> None:
    autosave_bots_game(data_home)
    first = start(data_home)
    try:
        wait_for(lambda: actions_in(autosave_path()) >= 4, first)
        second = start(data_home)
        try:
            _, err = second.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            second.kill()
            second.communicate()
            pytest.fail("the second window opened on the same data folder")
        assert second.returncode == ALREADY_RUNNING
        assert "already running" in err and "\x1b" not in err
        seen = actions_in(autosave_path())
        wait_for(lambda: actions_in(autosave_path()) > seen, first)  # the first plays on
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=30)
    kept = load_session(autosave_path())
    assert len(kept.actions) > seen  # every move of the first window is there
    # The lock died with the first process: a new start continues from the last action.
    third = start(data_home)
    try:
        wait_for(lambda: actions_in(autosave_path()) > len(kept.actions), third)
    finally:
        third.send_signal(signal.SIGKILL)
        third.wait(timeout=30)
    resumed = load_session(autosave_path())
    assert resumed.actions[: len(kept.actions)] == kept.actions


def test_the_already_running_box_is_in_lines_with_the_folder_whole() -> None:
    from scenes.main import ALREADY_RUNNING_TEXT, box_lines

    folder = "/home/somebody/.local/share/play-or-pay-with-a-rather-long-folder-name"
    lines = box_lines(ALREADY_RUNNING_TEXT.format(folder=folder)).split("\n")
    assert len(lines) >= 3
    assert any(folder in line for line in lines)  # the path is never broken
    assert all(len(line) <= 60 or folder in line for line in lines)
