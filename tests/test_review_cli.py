"""``python -m game review``: ratings per decision, the summary, JSON, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.records import save_record
from game.review import review_path
from tests.review_fixtures import BLUNDER_STEP, blunder_record

REPO = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", "review", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=300,
    )


@pytest.fixture
def record_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PLAY_OR_PAY_HOME", str(tmp_path / "home"))  # the CLI inherits it
    path = tmp_path / "blunder.json"
    save_record(path, blunder_record())
    return path


def test_review_prints_each_decision_and_the_summary(record_file):
    result = run(str(record_file))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("No Thanks! · 3 players · 22 actions")
    row = next(line for line in lines if line.split()[:1] == [str(BLUNDER_STEP + 1)])
    assert "Ann" in row and row.split()[-1] == "blunder" and "pass" in row and "take" in row
    assert lines[-1].startswith("Ann: 8 decisions rated · ")
    assert "fine, " in lines[-1] and "blunders · accuracy " in lines[-1]
    assert result.stderr == ""  # progress only on a terminal
    assert review_path(blunder_record()).is_file()  # in reviews/, never beside the record
    assert sorted(p.name for p in record_file.parent.iterdir()) == ["blunder.json", "home"]


def test_review_json_and_seat_choice(record_file):
    result = run(str(record_file), "--seat", "2", "--seat", "1", "--json", "--no-store")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["seats"] == [0, 1] and data["game"] == "nothanks"
    assert {s["seat"] for s in data["summaries"]} == {0, 1}
    blunder = next(d for d in data["decisions"] if d["step"] == BLUNDER_STEP)
    assert blunder["rating"] == "blunder" and blunder["best"] == "take"
    assert not review_path(blunder_record()).exists()
    again = run(str(record_file), "--seat", "1,2", "--json", "--no-store")
    assert again.stdout == result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seat", "4"], "--seat: 4 is not a seat number from 1 to 3"),
        (["--seat", "x"], "--seat: x is not a seat number"),
        (["--iterations", "1"], "--iterations must be at least 2"),
    ],
)
def test_bad_arguments_are_one_line_errors(record_file, args, message):
    result = run(str(record_file), *args)
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and message in result.stderr


def test_bad_files_are_one_line_errors(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{", "utf-8")
    bots = tmp_path / "bots.json"
    record = blunder_record()
    record.seats[0] = type(record.seats[0])("Ann", "easy")
    save_record(bots, record)
    for path, message in (
        (tmp_path / "missing.json", "missing.json"),
        (broken, "not valid JSON"),
        (bots, "no human seat"),
    ):
        result = run(str(path))
        assert result.returncode == 1, path
        assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1
        assert message in result.stderr
        assert "Traceback" not in result.stderr
