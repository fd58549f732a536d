"""Hostile record files and odd input (issue 17): one clean line, exit 1, file unchanged;
odd text loads and is shown cleaned; only RecordError can come out of the loaders."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.errors import RecordError
from game.records import MAX_BYTES, load_record, loads_record, replay
from game.registry import all_games, get_game
from game.storage import atomic_write_text, remove_stale_temp_files
from game.text import MAX_SEAT_NAME, MESSAGE_LIMIT

DATA = Path(__file__).parent / "data"
BAD_FILES = sorted((DATA / "bad_records").glob("*.json"))
ODD_FILES = sorted((DATA / "odd_records").glob("*.json"))
REPO = Path(__file__).resolve().parent.parent
CONTROL = {chr(c) for c in range(32)} | {"\x7f"}


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="backslashreplace",
        cwd=REPO,
        timeout=60,
    )


def assert_one_clean_error_line(result: subprocess.CompletedProcess[str]) -> str:
    """The CLI failed with exit 1 and one short line on stderr, free of control codes."""
    assert result.returncode == 1, result.stderr
    assert result.stdout == ""
    line = result.stderr.removesuffix("\n")
    assert line.startswith("error: ") and "\n" not in line
    assert not CONTROL & set(line), repr(line)
    assert len(line) <= len("error: ") + MESSAGE_LIMIT
    return line


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("path", BAD_FILES, ids=[p.stem for p in BAD_FILES])
def test_bad_record_gives_our_error_naming_the_file(path):
    """Reading errors name the file; replay errors (of a record in memory) name it once
    the caller says where it came from, as the CLI and the app do."""
    with pytest.raises(RecordError) as info:
        replay(load_record(path))
    error = info.value
    assert error.path in (None, str(path))
    named = error.at(path)
    assert str(named) == f"{path}: {error.reason}"
    assert not CONTROL & set(str(named)) and len(error.reason) <= MESSAGE_LIMIT


def test_each_issue_case_has_a_bad_record():
    names = {p.stem for p in BAD_FILES}
    for case in (
        "huge_int_seed",  # 1
        "nul_in_action",  # 2
        "nul_in_game_id",
        "nul_in_option_key",
        "nul_in_seat_kind",
        "lone_surrogate_in_name",  # 3
        "deeply_nested_objects",  # 5
        "option_float_for_int",  # 7
        "option_true_for_int",
        "option_int_for_bool",
        "ansi_in_game_id",  # 8
        "long_game_id",
        "version_float",  # 13
        "version_text",
        "duplicate_keys",
        "nan_value",
    ):
        assert case in names, case


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("huge_int_seed", "more than 100 digits"),
        ("nul_in_action", "action 4 ('ta\ufffdke') cannot be played"),
        ("lone_surrogate_in_name", "not valid Unicode"),
        ("option_float_for_int", "option rounds: must be a whole number from 1 to 10, got 1.0"),
        ("option_int_for_bool", "option hidden_tiger: must be true or false, got 0"),
        ("ansi_in_game_id", "unknown game 'RED second line third'"),
        ("newlines_in_action", "action 1 ('take error: fake ')"),
        ("version_float", "'version' must be a whole number, got 1.0"),
        ("version_text", "'version' must be a whole number, got '1'"),
        ("duplicate_keys", "the key 'seed' twice"),
        ("utf16", "UTF-16"),
    ],
)
def test_cli_messages_for_issue_cases(name, words):
    path = DATA / "bad_records" / f"{name}.json"
    before = sha(path)
    line = assert_one_clean_error_line(run_cli("replay", str(path)))
    assert str(path) in line and words in line
    assert sha(path) == before


def test_odd_option_types_are_refused_after_a_valid_setup_was_seen():
    spec = get_game("nothanks")
    good = spec.validate(4, {"rounds": 1, "hidden_tiger": False})
    for name in ("option_float_for_int", "option_true_for_int", "option_int_for_bool"):
        record = load_record(DATA / "bad_records" / f"{name}.json")
        spec.validate(4, {**record.options, **good})  # the valid setup, memoised
        with pytest.raises(RecordError, match="option"):
            replay(record)


@pytest.mark.parametrize("path", ODD_FILES, ids=[p.stem for p in ODD_FILES])
def test_odd_records_load_with_clean_names(path):
    record = load_record(path)
    replay(record, require_digest=True)
    for seat in record.seats:
        assert seat.name and len(seat.name) <= MAX_SEAT_NAME
        assert not CONTROL & set(seat.name) and "\u202e" not in seat.name
    result = run_cli("replay", str(path))
    assert result.returncode == 0, result.stderr
    assert not CONTROL & set(result.stdout.replace("\n", ""))


def test_tampered_finished_flag_is_not_trusted():
    record = load_record(DATA / "odd_records" / "finished_flag_on_game_in_play.json")
    assert record.result is not None and record.result["finished"] is True
    assert not replay(record).is_terminal()
    assert "in progress" in run_cli("replay", str(DATA / "odd_records" / "utf8_bom.json")).stdout


def test_a_record_without_digest_is_reported_and_refused_where_required():
    path = DATA / "no_digest.json"
    result = run_cli("replay", str(path))
    assert result.returncode == 0 and "no digest" in result.stdout
    with pytest.raises(RecordError, match="no digest"):
        replay(load_record(path), require_digest=True)


def test_megabyte_names_and_ids_load_or_fail_in_one_short_line(tmp_path):
    good = json.loads((DATA / "odd_records" / "utf8_bom.json").read_text(encoding="utf-8-sig"))
    name_path = tmp_path / "million.json"
    seats = [{**good["seats"][0], "name": "N" * 1_000_000}, *good["seats"][1:]]
    name_path.write_text(json.dumps({**good, "seats": seats}), encoding="utf-8")
    record = load_record(name_path)
    assert len(record.seats[0].name) == MAX_SEAT_NAME
    shown = run_cli("replay", str(name_path))
    assert shown.returncode == 0 and max(map(len, shown.stdout.splitlines())) < 100
    id_path = tmp_path / "game-id.json"
    id_path.write_text(json.dumps({**good, "game": "\x1b[2J" + "g" * 3_000_000}), encoding="utf-8")
    assert_one_clean_error_line(run_cli("replay", str(id_path)))
    big = tmp_path / "big.json"
    big.write_text(json.dumps({**good, "game": "g" * (MAX_BYTES + 1)}), encoding="utf-8")
    assert "too large" in assert_one_clean_error_line(run_cli("replay", str(big)))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_cli_replay_of_special_files_does_not_hang(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    line = assert_one_clean_error_line(run_cli("replay", str(fifo)))  # 60 s timeout
    assert "not a regular file" in line
    if os.path.exists("/dev/zero"):
        link = tmp_path / "zero.json"
        link.symlink_to("/dev/zero")
        assert "not a regular file" in assert_one_clean_error_line(run_cli("replay", str(link)))
    odd_name = tmp_path / "a\x1b[31m\nb.json"
    assert "no such file" in assert_one_clean_error_line(run_cli("replay", str(odd_name)))


GOOD_TEXT = (DATA / "odd_records" / "utf8_bom.json").read_text(encoding="utf-8-sig")
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(
        [
            *("format", "version", "game", "players", "options", "seats", "seed", "deal"),
            *("actions", "digest", "result", "meta"),
        ]
    ),
    json_values,
)
def test_fuzz_record_fields_give_a_game_or_record_error_only(field, value):
    data = json.loads(GOOD_TEXT)
    data[field] = value
    raw = json.dumps(data, allow_nan=True).encode("utf-8", "surrogatepass")
    try:
        replay(loads_record(raw))
    except RecordError as exc:
        assert "\n" not in str(exc) and len(exc.reason) <= MESSAGE_LIMIT


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([spec.id for spec in all_games()]), json_values)
def test_fuzz_deals_give_a_game_or_record_error_only(game, deal):
    spec = get_game(game)
    data = json.loads(GOOD_TEXT)
    players = max(3, spec.min_players)
    seats = [{"name": f"P{i}", "kind": "random"} for i in range(players)]
    data.update(game=game, players=players, seats=seats, options={}, actions=[], digest=None)
    data["deal"] = {"rounds": [deal]} if isinstance(deal, dict) else deal
    try:
        replay(loads_record(json.dumps(data).encode()))
    except RecordError as exc:
        assert "\n" not in str(exc)


def test_writing_without_overwrite_never_replaces_a_file(tmp_path):
    path = tmp_path / "game.json"
    atomic_write_text(path, "first", overwrite=False)
    with pytest.raises(FileExistsError):
        atomic_write_text(path, "second", overwrite=False)
    assert path.read_text(encoding="utf-8") == "first"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
    with pytest.raises(UnicodeEncodeError):
        atomic_write_text(path, "bad \ud800")
    assert path.read_text(encoding="utf-8") == "first"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_stale_temp_files_of_killed_writes_are_removed(tmp_path):
    old = time.time() - 3600
    stale = [
        tmp_path / ".autosave.json.k2j4_x9a.tmp",  # named by an earlier version
        tmp_path / f".play-or-pay-{os.getpid()}-abcdefgh.tmp",
    ]
    fresh = tmp_path / f".play-or-pay-{os.getpid()}-zzzzzzzz.tmp"  # a write in flight
    others = [
        tmp_path / "autosave.json",
        tmp_path / "notes.tmp",
        tmp_path / ".hidden.tmp",
        tmp_path / ".My game.json.abcdefgh.tmp",
        tmp_path / ".thesis.docx.v2.tmp",
    ]
    for path in [*stale, fresh, *others]:
        path.write_text("x", encoding="utf-8")
    for path in [*stale, *others]:
        os.utime(path, (old, old))
    target = tmp_path / "elsewhere.json"
    target.write_text("keep", encoding="utf-8")
    link = tmp_path / ".play-or-pay-1-abcdefgh.tmp"
    link.symlink_to(target)
    os.utime(link, (old, old), follow_symlinks=False)
    removed = remove_stale_temp_files(tmp_path)
    assert sorted(removed) == sorted(stale)
    assert fresh.exists() and link.is_symlink() and target.read_text(encoding="utf-8") == "keep"
    assert all(path.exists() for path in others)
