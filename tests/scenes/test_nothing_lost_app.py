"""Issue 33 (nothing lost, round 2) through the app's real path: the dummy video driver,
posted events, and ``python -m scenes`` in child processes where a hang is possible
(each bounded by a timeout)."""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pygame
import pytest

from game.records import Seat, load_record, save_record
from game.review import review_path, review_record, save_review
from scenes.core import save_list
from scenes.core.saves import (
    autosave_path,
    list_saves,
    load_session,
    save_as,
    save_path,
    saves_dir,
    write_autosave,
)
from scenes.core.session import GameSession
from scenes.core.widgets.lists import list_within
from scenes.replay.open import open_replay_file
from scenes.replay.picker import ReplaysScene, records_dir
from scenes.replay.review import ReviewScene
from scenes.replay.viewer import ReplayScene
from scenes.screens.load import LoadScene
from tests.scenes.helpers import press, pump
from tests.scenes.test_replay_viewer import finished_session

ROOT = Path(__file__).resolve().parents[2]
BUDGET = 150


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ReviewScene, "default_iterations", BUDGET)


def app_env(home: Path) -> dict[str, str]:
    return dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PLAY_OR_PAY_HOME=str(home)
    )


def run_app(home: Path, *args: str, timeout: float = 60, memory: int | None = None) -> int:
    """``python -m scenes ARGS`` on ``home``; its exit status (a timeout fails the test)."""

    def limit() -> None:
        if memory is not None:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    proc = subprocess.run(
        [sys.executable, "-m", "scenes", "--no-sound", *args],
        cwd=ROOT,
        env=app_env(home),
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=limit,
    )
    return proc.returncode


def open_review(app: object, record_path: Path) -> ReviewScene:
    """Open the replay viewer on a saved game and press R: the review screen, finished."""
    open_replay_file(app, record_path, "Game")  # type: ignore[arg-type]
    pump(app, 2)  # type: ignore[arg-type]
    press(app, pygame.K_r, frames=1)  # type: ignore[arg-type]
    screen = app.manager.top  # type: ignore[attr-defined]
    assert isinstance(screen, ReviewScene)
    for _ in range(800):
        if screen.run.review is not None:
            break
        pump(app)  # type: ignore[arg-type]
    assert screen.run.review is not None
    return screen


# 2: a review never overwrites a save, and the lists show only records ---------------------
def test_a_review_never_overwrites_a_save_named_like_it(app, data_home) -> None:
    game = save_as(finished_session("nothanks", 3, seed=5), "game")
    other = save_as(finished_session("nothanks", 3, seed=6), "game.review")
    before = other.read_bytes()
    legacy = saves_dir() / "old.review.json"  # a review an earlier version kept here
    save_review(legacy, review_record(load_record(game), [0], iterations=BUDGET))
    open_review(app, game)
    assert other.read_bytes() == before
    assert review_path(load_record(game)).parent == data_home / "reviews"
    rows = list_saves()
    assert sorted(row.name for row in rows) == ["game", "game.review"]
    assert all(row.error is None for row in rows)
    app.manager.reset(LoadScene(app))
    pump(app, 2)
    assert [row.name for row in app.manager.top.infos] == [row.name for row in rows]


# 3: a forged review file ------------------------------------------------------------------
def test_a_forged_review_is_recomputed_and_shown_safely(app, data_home) -> None:
    path = save_as(finished_session("nothanks", 3, seed=5), "forged")
    record = load_record(path)
    genuine = review_record(record, iterations=BUDGET)
    save_review(review_path(record), genuine)
    data = json.loads(review_path(record).read_text("utf-8"))
    for decision in data["decisions"]:
        decision["best"] = "\x1b]0;owned\x07\x1b[31mcard 99"
        decision["rating"] = "blunder"
    review_path(record).write_text(json.dumps(data), encoding="utf-8")
    screen = open_review(app, path)
    assert not screen.run.reused  # the forged file was not used
    review = screen.run.review
    assert review is not None and review.decisions == genuine.decisions
    press(app, pygame.K_RETURN, frames=3)  # Show in replay
    viewer = app.manager.top
    assert isinstance(viewer, ReplayScene) and viewer.review is not None
    stored = json.loads(review_path(record).read_text("utf-8"))
    assert "\x1b" not in json.dumps(stored, ensure_ascii=False)  # replaced by the real one


# 4 and 10: start-up tidy of every folder, only the app's files, never through a link ------
def test_start_up_tidy_covers_every_folder_and_only_the_apps_files(data_home, tmp_path) -> None:
    from tests.scenes.test_hostile_data import fresh_app

    outside = tmp_path / "documents"
    outside.mkdir()
    old = time.time() - 3600
    folders = [data_home, data_home / "reviews", data_home / "records"]
    for folder in folders[1:]:
        folder.mkdir()
    (data_home / "saves").symlink_to(outside, target_is_directory=True)
    ours = [folder / ".play-or-pay-1-abcdefgh.tmp" for folder in folders]
    theirs = [folder / ".thesis.docx.v2.tmp" for folder in [*folders, outside]]
    theirs.append(outside / ".play-or-pay-1-abcdefgh.tmp")  # behind the link
    for path in [*ours, *theirs]:
        path.write_text("x", encoding="utf-8")
        os.utime(path, (old, old))
    fresh_app().close()
    assert not any(path.exists() for path in ours)
    assert all(path.exists() for path in theirs)


def test_sim_records_tidy_their_own_folder_only(tmp_path) -> None:
    out = tmp_path / "sim"
    out.mkdir()
    killed = out / ".play-or-pay-999999999-abcdefgh.tmp"  # a writer that is gone
    mine = out / ".thesis.docx.v2.tmp"
    for path in (killed, mine):
        path.write_text("x", encoding="utf-8")
    result = subprocess.run(
        [
            *(sys.executable, "-m", "game", "sim", "--game", "nothanks", "--players", "3"),
            *("--seats", "random,random,random", "--games", "1", "--records", str(out)),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert not killed.exists() and mine.exists()
    assert not [p for p in out.iterdir() if p.name.startswith(".play-or-pay-")]


# 5: last_setup.json is read by the safe reader ------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_as_last_setup_does_not_hang_new_game(data_home, tmp_path) -> None:
    os.mkfifo(data_home / "last_setup.json")
    out = tmp_path / "setup.png"
    assert run_app(data_home, "--screenshot", str(out), "--scene", "setup", timeout=60) == 0
    assert out.exists()


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_dev_zero_as_last_setup_is_not_read(data_home, tmp_path) -> None:
    (data_home / "last_setup.json").symlink_to("/dev/zero")
    out = tmp_path / "setup.png"
    status = run_app(
        data_home, "--screenshot", str(out), "--scene", "setup", timeout=60, memory=3 << 30
    )
    assert status == 0 and out.exists()


# 6: 10,000 seats ----------------------------------------------------------------------------
def test_a_save_declaring_ten_thousand_seats_loads_at_once(data_home, tmp_path) -> None:
    session = finished_session("nothanks", 3, seed=5)
    data = session.record().to_json()
    data["players"] = 10_000
    data["seats"] = [{"name": f"Seat {i}", "kind": "easy"} for i in range(10_000)]
    saves_dir().mkdir()
    (saves_dir() / "crowd.json").write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "load.png"
    start = time.monotonic()
    assert run_app(data_home, "--screenshot", str(out), "--scene", "load", timeout=60) == 0
    assert time.monotonic() - start < 30
    [row] = list_saves()
    assert row.error is not None and "10000 players" in row.error


def test_list_layout_is_linear(app) -> None:
    items = [f"Seat {i} (easy)" for i in range(10_000)]
    start = time.perf_counter()
    text = list_within(items, 15, 600)
    assert time.perf_counter() - start < 0.5
    assert text.endswith(" more") and "Seat 0" in text


# 7: file times far in the future --------------------------------------------------------------
def test_a_far_future_file_time_shows_a_clamped_date(app, monkeypatch) -> None:
    shm = Path("/dev/shm")  # tmpfs keeps a time of year 31,690,708; ext4 clamps it
    if not shm.is_dir():
        pytest.skip("needs a tmpfs that keeps far-future file times")
    home = Path(tempfile.mkdtemp(dir=shm))
    monkeypatch.setenv("PLAY_OR_PAY_HOME", str(home))
    try:
        path = save_as(finished_session("nothanks", 3, seed=5), "future")
        records_dir().mkdir(parents=True)
        record = records_dir() / "future.json"
        save_record(record, load_record(path))
        for target in (path, record):
            os.utime(target, (10**15, 10**15))
        if os.stat(path).st_mtime < 10**14:
            pytest.skip("this file system clamps far-future times")
        assert [row.date for row in list_saves()] == ["9999-12-31 23:59"]
        app.manager.reset(LoadScene(app))
        pump(app, 3)
        app.manager.reset(ReplaysScene(app))
        pump(app, 5)
        assert [row.date for row in app.manager.top.infos] == ["9999-12-31 23:59"] * 2
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_file_dates_are_clamped() -> None:
    assert save_list.file_date(1e15) == "9999-12-31 23:59"
    assert save_list.file_date(1e300) == "9999-12-31 23:59"
    assert save_list.file_date(-1e15) == save_list.FIRST_DATE.strftime("%Y-%m-%d %H:%M")


# 8: counters at their cap ---------------------------------------------------------------------
def test_an_autosave_with_counters_at_the_cap_still_opens(app) -> None:
    seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cy", "random")]
    session = GameSession.new("nothanks", {}, seats, 4)
    session.undos = [100_000, 0, 0]
    session.hints = [100_001, 0, 0]
    write_autosave(session)
    back = load_session(autosave_path())
    assert back.undos[0] == 100_000 and back.hints[0] == 100_000
    app.nav.continue_game()
    pump(app, 3)
    assert type(app.manager.top).__name__ != "Overlay"


# 9: the Replays list is cached and appears at once ------------------------------------------
def test_replays_appear_at_once_and_read_each_file_once(app, monkeypatch) -> None:
    records_dir().mkdir(parents=True)
    record = finished_session("nothanks", 3, seed=5).record()
    for index in range(60):
        save_record(records_dir() / f"game {index}.json", record)
    reads: list[Path] = []
    real = save_list.read_json_file

    def counting(path: Path, max_bytes: int) -> object:
        reads.append(Path(path))
        return real(path, max_bytes)

    monkeypatch.setattr(save_list, "read_json_file", counting)
    scene = ReplaysScene(app)
    assert reads == [] and len(scene.infos) == 60  # shown at once, rows to fill
    assert all(info.pending for info in scene.infos)
    app.manager.reset(scene)
    for _ in range(200):
        if not scene.filling:
            break
        pump(app)
    assert not scene.filling and len(reads) == 60
    assert all(info.title.endswith("No Thanks! · finished") for info in scene.infos)
    again = ReplaysScene(app)  # a second visit reads nothing
    assert len(reads) == 60 and not again.filling
    os.utime(records_dir() / "game 3.json", (1, 1))
    third = ReplaysScene(app)
    assert [info.pending for info in third.infos].count(True) == 1
    assert save_path("x").parent == saves_dir()
