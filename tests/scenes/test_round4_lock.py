"""Round-4 items 5 and 11: the instance lock cannot be swapped away, and a data folder
the app cannot use gets a message that says what to do (a message box with a display),
never a silent exit.

Item 5 runs two real app processes (``python -m scenes``, dummy drivers): while the first
plays and autosaves, ``.lock`` is deleted, renamed or replaced, and a second start on the
folder is still refused; the first plays on. A lock that did lose its folder refuses
every write into it (nothing is written)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import game.instance_lock as instance_lock
from game.instance_lock import LOCK_NAME, LockLost, LockPathError, acquire
from game.storage import atomic_write_text
from scenes.core.saves import autosave_path
from scenes.main import ALREADY_RUNNING, main
from tests.scenes.test_two_windows import actions_in, autosave_bots_game, start, wait_for

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="Windows cannot remove a held file")


def swap(folder: Path, how: str) -> None:
    lock = folder / LOCK_NAME
    if how == "delete":
        lock.unlink()
    elif how == "rename":
        lock.rename(folder / "old.lock")
    else:
        (folder / "new.lock").write_text("0\n", encoding="utf-8")
        os.replace(folder / "new.lock", lock)


@POSIX
@pytest.mark.parametrize("how", ["delete", "rename", "replace"])
def test_swapping_the_lock_file_never_lets_a_second_window_in(data_home, how: str) -> None:
    autosave_bots_game(data_home)
    first = start(data_home)
    try:
        wait_for(lambda: actions_in(autosave_path()) >= 4, first)
        swap(data_home, how)
        second = start(data_home)
        try:
            _, err = second.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            second.kill()
            second.communicate()
            pytest.fail("a second window opened on the same data folder")
        assert second.returncode == ALREADY_RUNNING and "already running" in err
        seen = actions_in(autosave_path())
        wait_for(lambda: actions_in(autosave_path()) > seen, first)  # the first plays on
        assert (data_home / LOCK_NAME).is_file()  # taken again by the first
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=30)


@POSIX
def test_a_lock_that_lost_its_folder_refuses_every_write(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    lock = acquire(folder)
    assert lock is not None
    try:
        atomic_write_text(folder / "a.json", "{}")
        swap(folder, "delete")
        atomic_write_text(folder / "b.json", "{}")  # .lock made and locked again
        assert (folder / LOCK_NAME).is_file()
        swap(folder, "delete")
        code = (  # another holder of the new .lock (as an earlier version would be)
            "import fcntl, os, sys, time; fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT);"
            "fcntl.flock(fd, fcntl.LOCK_EX); print('held', flush=True); time.sleep(60)"
        )
        other = subprocess.Popen(
            [sys.executable, "-c", code, str(folder / LOCK_NAME)],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert other.stdout is not None and other.stdout.readline().strip() == "held"
            with pytest.raises(LockLost):
                atomic_write_text(folder / "c.json", "{}")
            assert not (folder / "c.json").exists()
            atomic_write_text(tmp_path / "elsewhere.json", "{}")  # outside: not its business
        finally:
            other.kill()
            other.wait(timeout=30)
        os.rename(folder, tmp_path / "moved")
        folder.mkdir()
        with pytest.raises(LockLost):  # the path names another folder now
            atomic_write_text(folder / "d.json", "{}")
    finally:
        lock.release()
    atomic_write_text(folder / "e.json", "{}")  # released: no checks any more


# Item 11 -------------------------------------------------------------------------------
@pytest.fixture
def boxes(monkeypatch) -> list[tuple[str, str]]:
    """A display that records message boxes instead of showing them."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.setattr(
        pygame.display, "message_box", lambda title, text, *a, **k: shown.append((title, text))
    )
    return shown


def _blocked(home: Path, how: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    lock = home / LOCK_NAME
    if how == "folder":
        lock.mkdir()
    elif how == "link":
        lock.symlink_to(home / "elsewhere")
    elif how == "dangling-to-file":
        (home / "target").write_text("keep me", encoding="utf-8")
        lock.symlink_to(home / "target")
    else:  # read-only: as root chmod does not stop writes, so the open fails as it would

        def refuse(folder: Path) -> None:
            raise PermissionError(13, "Permission denied", str(folder / LOCK_NAME))

        monkeypatch.setattr(instance_lock, "_open_lock_file", refuse)
    return lock


@pytest.mark.parametrize("how", ["folder", "link", "dangling-to-file", "read-only"])
def test_a_data_folder_the_app_cannot_use_gets_a_message_box(
    data_home, how: str, boxes, monkeypatch, capsys
) -> None:
    lock = _blocked(Path(data_home), how, monkeypatch)
    assert main(["--no-sound", "--frames", "2"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(lock) in err[0] and "start Play or Pay again" in err[0]
    ((title, text),) = boxes
    assert title == "Play or Pay cannot use its data folder" and str(lock) in text
    assert {"folder": "move it away", "read-only": "make it writable"}.get(how, "remove it") in text
    if how == "dangling-to-file":
        assert (Path(data_home) / "target").read_text(encoding="utf-8") == "keep me"


def test_a_lock_path_that_is_not_a_file_is_named(tmp_path: Path) -> None:
    (tmp_path / LOCK_NAME).mkdir()
    with pytest.raises(LockPathError, match="is a folder"):
        acquire(tmp_path)
