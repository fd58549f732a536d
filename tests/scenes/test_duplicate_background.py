"""A daily's duplicate is never lost and never holds up Quit (issue 52, items 15 and 18).

Each test runs the app in a child process (dummy video driver, the worker process as
shipped) at a finished Play or Pay daily's results, whose duplicate is given a large
search budget so that it takes minutes:

* killed while the duplicate is played, the next start finishes it in the background
  from the main menu (its progress shown there) and keeps the bot's game, so the day's
  margin reaches the statistics;
* Quit while it is played ends the process at once (no worker left), and the work stays
  pending for the next start.

The bounds below are liveness bounds (a hang fails, never a slow machine): the old code
lingered for the whole duplicate after Quit and never finished it after a kill.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: How long a child may take to reach the daily's results (imports, a random game).
START_PATIENCE = 120.0
#: How long the next start may take to finish the pending duplicate at a small budget.
RESUME_PATIENCE = 120.0
#: After Quit the process is gone well within this (the old code: the whole duplicate).
QUIT_BOUND = 15.0

linux_only = pytest.mark.skipif(
    not Path("/proc/self/stat").is_file(), reason="needs Linux /proc (child processes)"
)

CHILD = """
import sys, time
import pygame
from game.bots import make_bot
from game.daily import daily_setup, today_utc
from game.play import bot_move
from scenes.app import App
from scenes.core.saves import Settings
from scenes.navigation import ScreenNavigator
from scenes.screens.daily_data import daily_session
from scenes.screens.daily_results import DailyResultsScene
from scenes.screens.menu import MainMenu

mode = sys.argv[1]
# A long duplicate (a large budget in every search), so it is surely still being played
# when the app is killed or quits, on any machine.
from functools import partial
import scenes.screens.duplicate_run as duplicate_run
from game.daily import play_duplicate
duplicate_run.play_duplicate = partial(play_duplicate, iterations=4000)
app = App((1280, 720), headless=True, sync_bots=False, sound=False,
          settings=Settings(animation_speed="instant"), navigator=ScreenNavigator)
app.start(MainMenu(app))
if True:
    # Today's Play or Pay daily, the person's moves made by a random stand-in.
    session = daily_session(daily_setup("playorpay", today_utc()), "You", ranked=True)
    stand_in = make_bot("playorpay", "random")
    while not session.state.is_terminal():
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    app.nav.open_session(session)
    for _ in range(200):
        app.frame(0.02, [])
        top = app.manager.top
        if isinstance(top, DailyResultsScene) and top.run.running:
            break
        time.sleep(0.02)
    assert isinstance(app.manager.top, DailyResultsScene) and app.manager.top.run.running
    for _ in range(100):  # two seconds of frames with the duplicate being played
        app.frame(0.02, [])
        time.sleep(0.02)
    print("running", flush=True)
    if mode == "kill":
        time.sleep(600)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    print("quitting", flush=True)
    app.run()
    app.close()
    pygame.quit()
"""

RESUME = """
import sys, time
from functools import partial
import scenes.screens.duplicate_run as duplicate_run
from game.daily import play_duplicate
# A few seconds of work: long enough for the menu to show its progress, short for a test.
duplicate_run.play_duplicate = partial(play_duplicate, iterations=40)
from scenes.app import App
from scenes.core.saves import Settings
from scenes.navigation import ScreenNavigator
from scenes.screens.menu import MainMenu
from game.storage import user_data_dir

app = App((1280, 720), headless=True, sync_bots=False, sound=False,
          settings=Settings(animation_speed="instant"), navigator=ScreenNavigator)
app.start(MainMenu(app))
menu = app.manager.top
records = user_data_dir() / "records"
pending = user_data_dir() / "pending"
shown = set()
deadline = time.monotonic() + float(sys.argv[1])
# Done once the bot's game is kept and its marker dropped (the worker drops the marker
# just after it writes the game: closing in between leaves it for the start after).
while time.monotonic() < deadline and (
    not list(records.glob("*-hard-bot.json")) or list(pending.glob("*.json"))
):
    app.frame(0.05, [])
    shown.add(getattr(menu, "background", None))
    time.sleep(0.05)
print("shown", sorted(x for x in shown if x is not None), flush=True)
app.close()
"""


def children(pid: int) -> list[int]:
    """The running processes whose parent is ``pid``."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] not in ("Z", "X") and int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def all_gone(pids: list[int]) -> bool:
    """True once every process of ``pids`` has ended (waited for up to the patience)."""
    deadline = time.monotonic() + START_PATIENCE
    while not all(gone(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    return all(gone(pid) for pid in pids)


def gone(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return True
    return state in ("Z", "X")


def app_env(home: Path) -> dict[str, str]:
    """The environment of an app child on the data folder ``home`` (dummy drivers)."""
    env = dict(os.environ, PLAY_OR_PAY_HOME=str(home))
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return env


def start_again(home: Path) -> subprocess.CompletedProcess[str]:
    """The next start of the app on ``home`` (:data:`RESUME`), run to its end."""
    return subprocess.run(
        [sys.executable, "-c", RESUME, str(RESUME_PATIENCE)],
        cwd=ROOT,
        env=app_env(home),
        capture_output=True,
        text=True,
        timeout=RESUME_PATIENCE + START_PATIENCE,
    )


def start_child(mode: str, home: Path) -> subprocess.Popen[str]:
    env = app_env(home)
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, mode],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def wait_for_line(proc: subprocess.Popen[str], word: str) -> None:
    """Wait for the child's line ``word`` (read on a thread, so a silent child fails the
    test after the patience instead of blocking it; a child that ends first fails it)."""
    assert proc.stdout is not None
    stdout = proc.stdout
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        for line in stdout:
            lines.put(line.strip())
            if line.strip() == word:
                return
        lines.put(None)  # the end of its output

    threading.Thread(target=read, daemon=True).start()
    deadline = time.monotonic() + START_PATIENCE
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=max(0.01, deadline - time.monotonic()))
        except queue.Empty:
            break
        if line == word:
            return
        if line is None:
            break
    proc.kill()
    raise AssertionError(f"no {word!r} from the app: {proc.stderr.read() if proc.stderr else ''}")


def bot_games(home: Path) -> list[Path]:
    return list((home / "records").glob("daily-*-hard-bot.json"))


@linux_only
def test_a_duplicate_cut_short_by_a_kill_is_finished_by_the_next_start(data_home) -> None:
    home = Path(data_home)
    proc = start_child("kill", home)
    try:
        wait_for_line(proc, "running")
        workers = children(proc.pid)
        assert workers, "the duplicate is played in a process of its own"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=START_PATIENCE)
    assert all_gone(workers), "the worker outlived the killed app"
    assert bot_games(home) == []  # cut short: no margin yet

    done = start_again(home)
    assert done.returncode == 0, done.stderr
    assert len(bot_games(home)) == 1, "the next start did not finish the pending duplicate"
    assert "shown [" in done.stdout and "shown []" not in done.stdout  # progress on the menu

    from game.stats import collect

    collection = collect(home)
    daily = [entry for entry in collection.games if entry.daily is not None]
    assert len(daily) == 1 and daily[0].key in collection.duplicates
    assert not any((home / "pending").glob("*.json"))


@linux_only
def test_quit_during_a_duplicate_ends_at_once_and_keeps_the_work(data_home) -> None:
    home = Path(data_home)
    proc = start_child("quit", home)
    try:
        wait_for_line(proc, "running")
        workers = children(proc.pid)
        wait_for_line(proc, "quitting")
        proc.wait(timeout=QUIT_BOUND)
    except subprocess.TimeoutExpired:
        raise AssertionError("the app lingered after Quit") from None
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, proc.stderr.read() if proc.stderr else ""
    assert all_gone(workers), "a worker outlived the app"
    assert bot_games(home) == []
    assert len(list((home / "pending").glob("*.json"))) == 1  # kept for the next start


@linux_only
def test_a_daily_finished_before_its_results_gets_its_duplicate_at_the_next_start(
    data_home,
) -> None:
    """Killed between a daily's last move and its results (its record in records/ but
    no duplicate marked): the next start finds it and plays its duplicate."""
    from game.bots import make_bot
    from game.daily import daily_setup, today_utc
    from game.play import bot_move
    from scenes.screens.daily_data import daily_session, keep_daily

    home = Path(data_home)
    session = daily_session(daily_setup("nyet", today_utc()), "You", ranked=True)
    stand_in = make_bot("nyet", "random")
    while not session.state.is_terminal():
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    keep_daily(session)  # what the autosave's copy holds after the last move
    assert bot_games(home) == [] and not (home / "pending").exists()
    done = start_again(home)
    assert done.returncode == 0, done.stderr
    assert len(bot_games(home)) == 1
