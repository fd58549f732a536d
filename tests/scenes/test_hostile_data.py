"""Damaged data folders (issue 17): the app starts, shows the menu and a clear message,
never changes the damaged file, and loses no other save. Driven by posted events under
the dummy video driver; every step draws frames, so text that cannot be drawn fails."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.records import Seat
from game.text import MESSAGE_LIMIT
from scenes.app import App
from scenes.core.dialogs import Overlay
from scenes.core.saves import (
    SPEEDS,
    Settings,
    autosave_path,
    list_saves,
    load_session,
    load_settings,
    read_settings,
    save_as,
    saves_dir,
    settings_path,
    write_autosave,
)
from scenes.core.session import GameSession
from scenes.navigation import ScreenNavigator
from scenes.screens.load import LoadScene
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.table.scene import TableScene
from tests.scenes.helpers import button_center, click, press, pump

DATA = Path(__file__).resolve().parents[1] / "data"
BAD_RECORDS = sorted((DATA / "bad_records").glob("*.json"))
ODD_RECORDS = sorted((DATA / "odd_records").glob("*.json"))
BAD_SETTINGS = sorted((DATA / "bad_settings").glob("*.json"))
CONTROL = {chr(c) for c in range(32)} - {"\n"} | {"\x7f"}


def keep_a_good_save() -> tuple[Path, bytes]:
    """Another save in the folder: it must come through untouched."""
    seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cy", "random")]
    path = save_as(GameSession.new("nothanks", {"rounds": 2}, seats, 5), "Keep me")
    return path, path.read_bytes()


def assert_clean_message(overlay: object, title_words: str) -> str:
    assert isinstance(overlay, Overlay), type(overlay).__name__
    assert title_words in overlay.title
    first = overlay.message.split("\n\n")[0]
    assert not CONTROL & set(overlay.message), repr(overlay.message[:200])
    assert len(first) <= 2 * MESSAGE_LIMIT
    return first


def start_menu(app: App) -> MainMenu:
    app.start(MainMenu(app))
    pump(app, 2)
    menu = app.manager.find(MainMenu)
    assert isinstance(menu, MainMenu)
    return menu


def continue_shows_problem(app: App) -> str:
    menu = start_menu(app)
    assert app.manager.top is menu
    assert menu.continue_button.enabled and "cannot be opened" in (menu.continue_button.tip or "")
    click(app, button_center(menu, "Continue"))
    first = assert_clean_message(app.manager.top, "The autosave cannot be opened")
    assert first.startswith("autosave.json cannot be opened: ")
    pump(app, 3)
    press(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, MainMenu)
    return first


@pytest.mark.parametrize("bad", BAD_RECORDS, ids=[p.stem for p in BAD_RECORDS])
def test_bad_record_as_autosave_and_as_save(app, bad) -> None:
    keep, keep_bytes = keep_a_good_save()
    shutil.copyfile(bad, autosave_path())
    shutil.copyfile(bad, saves_dir() / "Damaged.json")
    continue_shows_problem(app)
    click(app, button_center(app.manager.top, "Load"))
    scene = app.manager.top
    assert isinstance(scene, LoadScene)
    pump(app, 2)
    for name in ("autosave.json", "Damaged.json"):
        index = next(k for k, info in enumerate(scene.infos) if info.path.name == name)
        scene.open_index(index)
        pump(app, 2)
        assert_clean_message(app.manager.top, "This save cannot be opened")
        press(app, pygame.K_ESCAPE)
        assert app.manager.top is scene
    assert autosave_path().read_bytes() == bad.read_bytes()
    assert (saves_dir() / "Damaged.json").read_bytes() == bad.read_bytes()
    assert keep.read_bytes() == keep_bytes
    scene.open_index(next(k for k, info in enumerate(scene.infos) if info.path == keep))
    pump(app, 2)
    assert isinstance(app.manager.find(TableScene), TableScene)


@pytest.mark.parametrize("odd", ODD_RECORDS, ids=[p.stem for p in ODD_RECORDS])
def test_odd_record_continues_with_clean_names(app, odd) -> None:
    shutil.copyfile(odd, autosave_path())
    menu = start_menu(app)
    assert menu.continue_button.enabled  # a tampered 'finished' flag is not trusted
    click(app, button_center(menu, "Continue"))
    for _ in range(20):
        if isinstance(app.manager.top, TableScene):
            break
        press(app, pygame.K_RETURN, frames=1)  # the pass-and-play curtain
    table = app.manager.find(TableScene)
    assert isinstance(table, TableScene)
    pump(app, 5)
    for seat in table.session.seats:
        assert seat.name and not CONTROL & set(seat.name) and len(seat.name) <= 24
    write_autosave(table.session)  # the cleaned names write and read back
    again = load_session(autosave_path())
    assert [seat.name for seat in again.seats] == [seat.name for seat in table.session.seats]


def test_odd_record_in_the_load_list_draws(app) -> None:
    for odd in ODD_RECORDS:
        saves_dir().mkdir(parents=True, exist_ok=True)
        shutil.copyfile(odd, saves_dir() / odd.name)
    infos = list_saves()
    assert len(infos) == len(ODD_RECORDS) and not any(info.error for info in infos)
    app.start(LoadScene(app))
    for _ in range(len(infos)):
        press(app, pygame.K_DOWN, frames=1)
    pump(app, 2)


def test_a_save_without_digest_is_refused_by_the_app(app) -> None:
    shutil.copyfile(DATA / "no_digest.json", autosave_path())
    assert "no digest" in continue_shows_problem(app)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "dangling"])
def test_special_files_as_autosave_do_not_hang(app, data_home, kind) -> None:
    target = autosave_path()
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "device":
        target.symlink_to("/dev/zero")
    elif kind == "folder":
        target.mkdir()
    else:
        target.symlink_to(data_home / "nowhere.json")
    keep, keep_bytes = keep_a_good_save()
    first = continue_shows_problem(app)
    assert any(words in first for words in ("not a regular file", "folder", "no such file"))
    click(app, button_center(app.manager.top, "Load"))
    assert isinstance(app.manager.top, LoadScene)
    pump(app, 2)
    assert keep.read_bytes() == keep_bytes and os.path.lexists(target)


def fresh_app() -> App:
    """An app that reads settings.json itself (the fixture's app is given settings)."""
    return App((1280, 720), headless=True, sync_bots=True, sound=False, navigator=ScreenNavigator)


def check_damaged_settings(original: bytes | None) -> None:
    """Start: menu, a message, defaults, file untouched; a change keeps it as .bad."""
    app = fresh_app()
    try:
        assert app.settings == Settings()
        start_menu(app)
        first = assert_clean_message(app.manager.top, "Settings reset to defaults")
        assert first.startswith("settings.json cannot be used: ")
        pump(app, 3)
        press(app, pygame.K_RETURN)
        assert isinstance(app.manager.top, MainMenu)
        if original is not None:
            assert settings_path().read_bytes() == original
        app.settings.volume = 30
        app.apply_settings()
        assert load_settings() == Settings(volume=30)
        backup = settings_path().with_name("settings.json.bad")
        assert os.path.lexists(backup)
        if original is not None:
            assert backup.read_bytes() == original
    finally:
        app.close()


@pytest.mark.parametrize("bad", BAD_SETTINGS, ids=[p.stem for p in BAD_SETTINGS])
def test_damaged_settings_file(data_home, bad) -> None:
    shutil.copyfile(bad, settings_path())
    check_damaged_settings(bad.read_bytes())


@pytest.mark.parametrize("kind", ["fifo", "device", "huge", "folder"])
def test_special_settings_files(data_home, kind) -> None:
    target = settings_path()
    if kind == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("needs named pipes")
        os.mkfifo(target)
    elif kind == "device":
        target.symlink_to("/dev/zero")
    elif kind == "huge":
        with target.open("wb") as handle:
            handle.truncate(4 * 1024**3)  # sparse: refused by its size, never read
    else:
        target.mkdir()
    check_damaged_settings(None)


def test_a_second_damaged_settings_file_gets_its_own_backup(data_home) -> None:
    (data_home / "settings.json.bad").write_text("older", encoding="utf-8")
    settings_path().write_text("[1, 2", encoding="utf-8")
    app = fresh_app()
    try:
        app.apply_settings()
    finally:
        app.close()
    assert (data_home / "settings.json.bad").read_text(encoding="utf-8") == "older"
    assert (data_home / "settings.json.bad-2").read_text(encoding="utf-8") == "[1, 2"


def test_odd_settings_load_without_a_message(data_home) -> None:
    shutil.copyfile(DATA / "odd_settings" / "utf8_bom.json", settings_path())
    app = fresh_app()
    try:
        assert app.settings == Settings(animation_speed="fast", volume=30, colourblind=True)
        assert app.startup_notice is None
    finally:
        app.close()
    shutil.copyfile(DATA / "odd_settings" / "wrong_values.json", settings_path())
    assert load_settings() == Settings()


def test_stale_temp_files_are_removed_at_start_up(data_home) -> None:
    saves_dir().mkdir()
    stale = [data_home / ".autosave.json.abcd_123.tmp", saves_dir() / ".play-or-pay-1-qwertyui.tmp"]
    fresh = data_home / f".play-or-pay-{os.getpid()}-zzzzzzzz.tmp"  # a write in flight here
    old = time.time() - 3600
    for path in [*stale, fresh]:
        path.write_text("{", encoding="utf-8")
    for path in stale:
        os.utime(path, (old, old))
    app = fresh_app()
    app.close()
    assert not any(path.exists() for path in stale) and fresh.exists()


def test_a_finished_autosave_is_recognised_from_its_replay(app) -> None:
    seats = [Seat("Bo", "random"), Seat("Cy", "random"), Seat("Di", "random")]
    session = GameSession.new("nothanks", {}, seats, 3)
    while not session.state.is_terminal():
        bot, view, legal, rng = session.bot_request()
        session.apply(bot.choose(view, legal, rng))
    write_autosave(session)
    text = autosave_path().read_text(encoding="utf-8")
    autosave_path().write_text(text.replace('"finished": true', '"finished": false'), "utf-8")
    menu = start_menu(app)
    assert not menu.continue_button.enabled
    assert not isinstance(app.manager.top, ResultsScene)


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.one_of(
        st.binary(max_size=200),
        st.builds(
            lambda v: json.dumps(v).encode(),
            st.dictionaries(
                st.text(max_size=20),
                st.none() | st.integers() | st.text(max_size=5) | st.floats(allow_nan=False),
            ),
        ),
    )
)
def test_fuzz_settings_give_settings_and_at_most_a_clean_message(data_home, raw) -> None:
    settings_path().write_bytes(raw)
    loaded, problem = read_settings()
    assert isinstance(loaded, Settings) and loaded.animation_speed in SPEEDS
    assert 0 <= loaded.volume <= 100
    if problem is not None:
        assert problem.startswith("settings.json cannot be used: ")
        assert not CONTROL & set(problem)
