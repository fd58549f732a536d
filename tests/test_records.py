"""Records: round trips, atomic writes, and the corpus of bad files."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.bots.base import RandomBot
from game.errors import RecordError
from game.play import play_out
from game.records import (
    MAX_BYTES,
    VERSION,
    Seat,
    load_record,
    loads_record,
    make_record,
    replay,
    save_record,
)
from game.registry import get_game

BAD = Path(__file__).parent / "data" / "bad_records"
BAD_FILES = sorted(BAD.glob("*.json"))
REPO = Path(__file__).resolve().parent.parent


def finished_record(seed: int = 5, players: int = 4, **options):
    spec = get_game("nothanks")
    full = spec.validate(players, options)
    state, actions = play_out(spec, players, full, seed, [RandomBot()] * players)
    seats = [Seat(f"P{i}", "random") for i in range(players)]
    return state, make_record(state, "nothanks", full, seats, seed, actions)


def test_save_load_replay_gives_the_same_digest(tmp_path):
    state, record = finished_record(rounds=2, hidden_tiger=True)
    path = tmp_path / "game.json"
    save_record(path, record)
    loaded = load_record(path)
    assert loaded.to_json() == record.to_json()
    assert replay(loaded).digest() == state.digest()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "play-or-pay-record" and data["version"] == VERSION
    assert data["result"]["finished"] is True


def test_explicit_deal_round_trips(tmp_path):
    spec = get_game("nothanks")
    deal = {"rounds": [{"stack": [20, 21, 22], "unseen": [3]}]}
    options = spec.validate(3, {"first_player": "1"})
    state = spec.new_state(3, options, 0, deal)
    actions = []
    while not state.is_terminal():
        action = state.legal_actions()[0]
        actions.append(state.action_text(action))
        state.apply(action)
    record = make_record(state, "nothanks", options, [Seat("A", "human")] * 3, 0, actions, deal)
    save_record(tmp_path / "deal.json", record)
    assert replay(load_record(tmp_path / "deal.json")).digest() == state.digest()


def test_unfinished_record_resumes_at_the_same_state():
    spec = get_game("nothanks")
    options = spec.validate(5, {})
    state = spec.new_state(5, options, 99)
    actions = []
    for _ in range(17):
        action = state.legal_actions()[-1]
        actions.append(state.action_text(action))
        state.apply(action)
    record = make_record(state, "nothanks", options, [Seat("x", "human")] * 5, 99, actions)
    resumed = replay(loads_record(record.dumps().encode()))
    assert resumed.to_data() == state.to_data()
    assert not record.result["finished"]


def test_atomic_write_replaces_and_leaves_no_temporary_files(tmp_path):
    _, record = finished_record()
    path = tmp_path / "sub" / "r.json"
    save_record(path, record)
    save_record(path, record)
    assert [p.name for p in path.parent.iterdir()] == ["r.json"]


def test_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    _, record = finished_record()
    path = tmp_path / "r.json"
    save_record(path, record)
    before = path.read_bytes()

    def broken_replace(*paths):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_record(path, record)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]


def test_bad_record_corpus_is_complete():
    names = {p.stem for p in BAD_FILES}
    required = {
        "truncated",
        "wrong_types",
        "unknown_game",
        "unknown_option",
        "illegal_action",
        "digest_mismatch",
        "future_version",
        "not_utf8",
    }
    assert required <= names


@pytest.mark.parametrize("path", BAD_FILES, ids=[p.stem for p in BAD_FILES])
def test_bad_records_raise_one_clear_error(path):
    with pytest.raises(RecordError) as info:
        replay(load_record(path))
    message = str(info.value)
    assert message and "\n" not in message and "Traceback" not in message


def _run_replay(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )


@pytest.mark.parametrize("path", BAD_FILES, ids=[p.stem for p in BAD_FILES])
def test_cli_replay_of_bad_records_fails_cleanly_and_keeps_the_file(path):
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    result = _run_replay(path)
    assert result.returncode != 0
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert "Traceback" not in result.stderr
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_a_50_megabyte_file_is_refused_without_reading_it_all(tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.write(b'{"format": "play-or-pay-record", "actions": ["')
        chunk = b"pass" * (1 << 18)
        for _ in range(50):
            handle.write(chunk)
        handle.write(b'"]}')
    assert path.stat().st_size > 50_000_000 > MAX_BYTES
    before = path.stat().st_mtime_ns
    result = _run_replay(path)
    assert result.returncode != 0
    assert "too large" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert path.stat().st_mtime_ns == before


def test_missing_file_and_folder_get_clear_errors(tmp_path):
    with pytest.raises(RecordError, match="no such file"):
        load_record(tmp_path / "nope.json")
    with pytest.raises(RecordError, match="folder"):
        load_record(tmp_path)


def test_documented_example_replays():
    path = REPO / "docs" / "examples" / "nothanks-deal.json"
    state = replay(load_record(path))
    assert state.is_terminal() and state.winners() == [1]
