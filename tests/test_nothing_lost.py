"""Issue 33 (nothing lost, round 2), the parts without a window: the temporary-file
tidy, the instance lock in one process, stored reviews checked against their record,
writers that never write what readers refuse, the record's seat cap, and one reader."""

from __future__ import annotations

import ast
import contextlib
import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bots.base import SEAT_KINDS
from game.errors import DataFileError, RecordError
from game.instance_lock import acquire
from game.records import MAX_ACTIONS, Record, Seat, load_record, save_record
from game.registry import all_games
from game.review import load_review, review_path, review_record, reviewed, save_review
from game.review.store import reviews_dir
from game.safe_json import read_json_file
from game.storage import atomic_write_text, remove_stale_temp_files
from tests.review_fixtures import blunder_record

ROOT = Path(__file__).resolve().parents[1]
FAST = 120


@pytest.fixture(autouse=True)
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("PLAY_OR_PAY_HOME", str(home))
    return home


def dead_pid() -> int:
    """The id of a process that has ended."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait(timeout=60)
    return proc.pid


# 4 and 10: temporary files -------------------------------------------------------------
def test_temp_files_have_a_distinctive_name_and_failed_writes_leave_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    real_fsync = os.fsync
    tmp_path = tmp_path / "w"
    tmp_path.mkdir()

    def failing_fsync(fd: int) -> None:
        seen.extend(os.listdir(tmp_path))
        raise OSError(5, "disk gone")

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(OSError):
        atomic_write_text(tmp_path / "game.json", "{}")
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert len(seen) == 1 and seen[0].startswith(f".play-or-pay-{os.getpid()}-")
    assert seen[0].endswith(".tmp") and os.listdir(tmp_path) == []


def test_tidy_removes_only_the_apps_own_temp_files(tmp_path: Path) -> None:
    old = time.time() - 3600
    gone = dead_pid()
    ours_old = tmp_path / ".play-or-pay-1-abcdefgh.tmp"
    ours_killed = tmp_path / f".play-or-pay-{gone}-k2j4_x9a.tmp"  # fresh, writer dead
    ours_live = tmp_path / f".play-or-pay-{os.getpid()}-zzzzzzzz.tmp"  # in flight
    users = [
        tmp_path / ".thesis.docx.v2.tmp",
        tmp_path / ".notes.txt.abcdefgh.tmp",
        tmp_path / ".play-or-pay-1-abc.tmp",
        tmp_path / "play-or-pay-1-abcdefgh.tmp",
    ]
    for path in [ours_old, ours_killed, ours_live, *users]:
        path.write_text("x", encoding="utf-8")
    for path in [ours_old, *users]:
        os.utime(path, (old, old))
    removed = remove_stale_temp_files(tmp_path)
    assert sorted(removed) == sorted([ours_old, ours_killed])
    assert ours_live.exists() and all(path.exists() for path in users)


def test_tidy_never_goes_through_a_link_out_of_the_data_folder(tmp_path: Path) -> None:
    root = tmp_path / "data"
    outside = tmp_path / "documents"
    root.mkdir()
    outside.mkdir()
    theirs = outside / ".play-or-pay-1-abcdefgh.tmp"
    theirs.write_text("x", encoding="utf-8")
    old = time.time() - 3600
    os.utime(theirs, (old, old))
    (root / "saves").symlink_to(outside, target_is_directory=True)
    assert remove_stale_temp_files(root / "saves", root=root) == []
    assert theirs.exists()


# 1: the instance lock -------------------------------------------------------------------
def test_the_lock_is_held_once_and_freed_on_release(tmp_path: Path) -> None:
    first = acquire(tmp_path)
    assert first is not None and first.held
    assert acquire(tmp_path) is None  # a second holder, even in this process, is refused
    first.release()
    again = acquire(tmp_path)
    assert again is not None
    again.release()


def test_the_lock_dies_with_a_killed_process(tmp_path: Path) -> None:
    code = (
        "import sys, time; from pathlib import Path; from game.instance_lock import acquire;"
        f"lock = acquire(Path({str(tmp_path)!r})); print(lock is not None, flush=True);"
        "time.sleep(120)"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "True"
        assert acquire(tmp_path) is None
    finally:
        proc.kill()
        proc.wait(timeout=60)
    lock = acquire(tmp_path)  # no stale lock after a SIGKILL
    assert lock is not None
    lock.release()


# 2 and 3: stored reviews ---------------------------------------------------------------
def test_reviews_live_in_their_own_folder_keyed_by_the_record(data_home: Path) -> None:
    record = blunder_record()
    path = review_path(record)
    assert path.parent == reviews_dir() == data_home / "reviews"
    other = blunder_record()
    other.actions = other.actions[:-1]
    assert review_path(other) != path and review_path(blunder_record()) == path
    reviewed(record, True, [0], iterations=FAST)
    assert sorted(p.name for p in data_home.iterdir()) == ["reviews"]


def _forgeries(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Stored-review data changed in every way a hostile file might."""
    out = []

    def forged(change: Any) -> None:
        copy = json.loads(json.dumps(data))
        change(copy)
        out.append(copy)

    first = 0
    legal = [o["action"] for o in data["decisions"][first]["options"]]
    forged(lambda d: d["decisions"][first].__setitem__("best", "\x1b[31mtake\x1b]0;pwn\x07"))
    forged(lambda d: d["decisions"][first].__setitem__("best", "card 99"))
    forged(lambda d: d["decisions"][first].__setitem__("chosen", legal[-1] + "x"))
    forged(lambda d: d["decisions"][first]["options"][0].__setitem__("action", "\x1b[2J"))
    forged(lambda d: d["decisions"][first].__setitem__("step", str(d["decisions"][0]["step"])))
    forged(lambda d: d["decisions"][first].__setitem__("step", True))
    forged(lambda d: d["decisions"][first].__setitem__("step", 10**9))
    forged(lambda d: d["decisions"][first].__setitem__("seat", 2))
    forged(lambda d: d["decisions"][first].__setitem__("loss", "0.1"))
    forged(lambda d: d["decisions"][first].__setitem__("rating", "brilliant"))
    forged(lambda d: d["decisions"][first].__setitem__("options", {}))
    forged(lambda d: d["decisions"].pop())
    forged(lambda d: d["decisions"].append(d["decisions"][0]))
    forged(lambda d: d.__setitem__("seats", [0, 0]))
    forged(lambda d: d.__setitem__("seats", [7]))
    forged(lambda d: d.__setitem__("seats", [False]))
    forged(lambda d: d.__setitem__("game", "nyet"))
    forged(lambda d: d.__setitem__("actions", 3))
    forged(lambda d: d.__setitem__("iterations", float(FAST)))
    forged(lambda d: d.__setitem__("decisions", None))
    return out


def test_a_forged_review_is_refused_and_recomputed() -> None:
    record = blunder_record()
    genuine = review_record(record, [0], iterations=FAST)
    save_review(review_path(record), genuine)
    data = json.loads(review_path(record).read_text("utf-8"))
    assert load_review(review_path(record), record, None, FAST) == genuine
    for forged in _forgeries(data):
        review_path(record).write_text(json.dumps(forged), encoding="utf-8")
        assert load_review(review_path(record), record, None, FAST) is None, forged
    calls: list[tuple[int, int]] = []
    again = reviewed(record, True, [0], iterations=FAST, progress=lambda d, t: calls.append((d, t)))
    assert again == genuine and calls[-1][1] == len(genuine.decisions)  # computed again
    assert load_review(review_path(record), record, None, FAST) == genuine  # and replaced


def test_a_review_of_the_same_game_but_another_record_is_refused() -> None:
    record = blunder_record()
    save_review(review_path(record), review_record(record, [0], iterations=FAST))
    shorter = blunder_record()
    shorter.actions = shorter.actions[:10]
    shorter.digest = None
    assert load_review(review_path(record), shorter, None, FAST) is None


# 6: what a record may declare -------------------------------------------------------------
def test_a_record_declares_only_players_its_game_allows(tmp_path: Path) -> None:
    data = json.loads(blunder_record().dumps())
    data["players"] = 10_000
    data["seats"] = [{"name": f"S{i}", "kind": "random"} for i in range(10_000)]
    path = tmp_path / "many.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    start = time.perf_counter()
    with pytest.raises(RecordError, match="10000 players"):
        load_record(path)
    assert time.perf_counter() - start < 2.0
    data["game"] = "no-such-game"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError, match="players"):
        load_record(path)


# 8: writers never write what readers refuse -------------------------------------------------
def test_counters_stop_at_the_readers_cap(tmp_path: Path) -> None:
    record = blunder_record()
    record.undos = [MAX_ACTIONS, 0, 0]
    record.hints = [0, MAX_ACTIONS, 0]
    record.count_undo(0)
    record.count_hint(1)
    assert record.undos_of(0) == MAX_ACTIONS and record.hints_of(1) == MAX_ACTIONS
    save_record(tmp_path / "r.json", record)
    assert load_record(tmp_path / "r.json").undos == record.undos


def test_a_record_the_reader_would_refuse_is_not_written(tmp_path: Path) -> None:
    tmp_path = tmp_path / "w"
    tmp_path.mkdir()
    path = tmp_path / "r.json"
    for spoil in (
        lambda r: setattr(r, "undos", [MAX_ACTIONS + 1, 0, 0]),
        lambda r: setattr(r, "meta", {"x": math.nan}),
        lambda r: setattr(r, "meta", {"deep": json.loads("[" * 80 + "]" * 80)}),
        lambda r: setattr(r, "meta", {"big": 10**200}),
    ):
        record = blunder_record()
        spoil(record)
        with pytest.raises(RecordError):
            save_record(path, record)
        assert os.listdir(tmp_path) == []


JSONISH = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**120), max_value=10**120)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=12,
)
COUNTS = st.lists(st.integers(min_value=-5, max_value=MAX_ACTIONS + 5), max_size=6)
GAMES = [spec.id for spec in all_games()]


@st.composite
def records(draw: st.DrawFn) -> Record:
    """A record with every field drawn, each from what the app might hold."""
    players = draw(st.integers(min_value=0, max_value=12))
    seats = [
        Seat(draw(st.text(max_size=30)), draw(st.sampled_from(SEAT_KINDS))) for _ in range(players)
    ]
    return Record(
        game=draw(st.sampled_from(GAMES) | st.text(max_size=12)),
        players=players,
        options=draw(st.dictionaries(st.text(max_size=8), JSONISH, max_size=4)),
        seats=seats,
        seed=draw(st.integers(min_value=-1, max_value=2**64)),
        actions=draw(st.lists(st.text(max_size=10), max_size=20)),
        deal=draw(JSONISH),
        digest=draw(st.none() | st.text(max_size=20)),
        result=draw(st.none() | st.dictionaries(st.text(max_size=5), JSONISH, max_size=3)),
        meta=draw(st.dictionaries(st.text(max_size=8), JSONISH, max_size=4)),
        undos=draw(COUNTS),
        hints=draw(COUNTS),
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(record=records())
def test_write_then_read_every_record_field(tmp_path_factory: Any, record: Record) -> None:
    folder = tmp_path_factory.mktemp("w")
    path = folder / "r.json"
    try:
        save_record(path, record)
    except (RecordError, UnicodeEncodeError):
        assert os.listdir(folder) == []  # refused: nothing written
        return
    loaded = load_record(path)  # what was written is read back
    expected = json.loads(record.dumps())
    assert [s.kind for s in loaded.seats] == [s["kind"] for s in expected["seats"]]
    assert loaded.actions == record.actions and loaded.undos == expected.get("undos", [])
    assert loaded.meta == expected.get("meta", {}) and loaded.seed == record.seed


@settings(max_examples=150, deadline=None)
@given(
    speed=st.text(max_size=10),
    volume=st.integers(min_value=-(10**110), max_value=10**110),
    flags=st.lists(st.booleans(), min_size=4, max_size=4),
    language=st.text(max_size=8),
)
def test_write_then_read_every_settings_field(
    speed: str, volume: int, flags: list[bool], language: str
) -> None:
    from scenes.core.saves import Settings, read_settings, save_settings, settings_path

    with contextlib.suppress(FileNotFoundError):
        settings_path().unlink()
    fullscreen, colourblind, auto_forced, coach_hints = flags
    written = Settings(
        speed, volume, fullscreen, colourblind, auto_forced, coach_hints, language=language
    )
    save_settings(written)
    loaded, problem = read_settings()
    assert problem is None  # never a file the reader refuses
    if settings_path().exists():
        assert (loaded.fullscreen, loaded.colourblind) == (flags[0], flags[1])


# 5: one reader ----------------------------------------------------------------------------
#: Where files may be opened: the one reader, the atomic writer and the lock (never read).
OPENERS = {"game/safe_json.py", "game/storage.py", "game/instance_lock.py"}
READ_CALLS = {"open", "read_text", "read_bytes", "load", "fdopen", "loadtxt"}


def test_no_data_file_is_opened_outside_the_safe_reader() -> None:
    offenders = []
    for folder in ("game", "scenes"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name in OPENERS:
                continue
            for node in ast.walk(ast.parse(path.read_text("utf-8"))):
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if called == "load" and not (
                    isinstance(func, ast.Attribute) and getattr(func.value, "id", "") == "json"
                ):
                    continue  # pygame.image.load of the app's own assets
                if called in READ_CALLS:
                    offenders.append(f"{name}:{node.lineno} {called}(")
    assert offenders == [], "read data files through game.safe_json: " + ", ".join(offenders)


def test_the_safe_reader_refuses_a_fifo_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "last_setup.json"
    os.mkfifo(fifo)
    with pytest.raises(DataFileError, match="not a regular file"):
        read_json_file(fifo, 1024)
