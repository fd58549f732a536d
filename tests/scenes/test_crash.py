"""Crash safety: SIGKILL the running app mid-game; starting again resumes at the last
completed action."""

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
from scenes.table.scene import TableScene

ROOT = Path(__file__).resolve().parents[2]


def actions_in(path: Path) -> int:
    try:
        return len(json.loads(path.read_text(encoding="utf-8"))["actions"])
    except (OSError, ValueError, KeyError):
        return -1


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_mid_game_then_resume(app, data_home) -> None:
    seats = [Seat("Bo", "random"), Seat("Cleo", "random"), Seat("Dev", "random")]
    session = GameSession.new("nothanks", {"rounds": 3}, seats, 99)
    write_autosave(session)
    (data_home / "settings.json").write_text(
        json.dumps({"animation_speed": "fast"}), encoding="utf-8"
    )
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PLAY_OR_PAY_HOME=str(data_home),
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "scenes", "--continue", "--no-sound"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 60
        while actions_in(autosave_path()) < 8:
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
            assert time.monotonic() < deadline, "the app made no progress"
            time.sleep(0.05)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    saved = load_session(autosave_path())  # replays and checks the digest
    assert saved.ply >= 8
    assert not saved.state.is_terminal()
    # Start again: Continue opens the game at exactly the last completed action.
    app.settings.animation_speed = "instant"
    assert app.nav.continue_game()
    app.manager.apply_requests()
    table = app.manager.top
    assert isinstance(table, TableScene)
    assert table.session.actions == saved.actions
    assert table.session.state.to_data() == saved.state.to_data()
