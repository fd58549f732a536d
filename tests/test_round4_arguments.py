"""Round-4 items 12 and 14: every argument the app or the command line cannot use gets
one clean line and a non-zero exit, never a traceback, a hang or raw escape sequences."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main

ROOT = Path(__file__).resolve().parent.parent
ESC = "\x1b"


def _app(*argv: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PLAY_OR_PAY_HOME": str(home),
    }
    return subprocess.run(
        [sys.executable, "-m", "scenes", *argv, "--frames", "2", "--no-sound"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "argv",
    [
        ("--tutorial", "chess"),
        ("--tutorial", f"zz{ESC}[31mred{ESC}]0;title\a"),
        ("--game", f"{ESC}]0;title"),
        ("--after", "99999999"),
        ("--players", "-3"),
    ],
)
def test_the_app_answers_a_bad_argument_with_one_clean_line(
    argv: tuple[str, ...], tmp_path: Path
) -> None:
    done = _app(*argv, home=tmp_path)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("play-or-pay: ")
    assert ESC not in done.stderr and "\a" not in done.stderr
    assert not (tmp_path / "autosave.json").exists()


BAD_NUMBERS = [
    ["bench", "--game", "nothanks", "--seconds", "nan"],
    ["bench", "--game", "nothanks", "--seconds", "inf"],
    ["bench", "--game", "nothanks", "--seconds", "1e308"],
    ["bench", "--game", "nothanks", "--seconds", "-1"],
    ["bench", "--game", "nothanks", "--seconds", "0"],
    ["sim", "--game", "nothanks", "--players", "3", "--games", "10000000000"],
    ["sim", "--game", "nothanks", "--players", "3", "--seed", "9" * 400],
    ["arena", "--game", "nothanks", "--players", "3", "--levels", "easy", "--jobs", "-1"],
    ["daily", "--play-bot", "--iterations", "10000000000000"],
    ["review", "missing.json", "--iterations", "1"],
]


@pytest.mark.parametrize("argv", BAD_NUMBERS, ids=lambda a: " ".join(a)[:40])
def test_every_numeric_argument_is_checked_first(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: --")
    assert "must be at least" in err[0]
