"""Scene tests run headless: dummy video and audio drivers, a private data folder."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch) -> Iterator[os.PathLike[str]]:
    """Every test gets an empty PLAY_OR_PAY_HOME."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("PLAY_OR_PAY_HOME", str(home))
    yield home


def headless_app(speed: str):
    """A headless 1280x720 app at animation ``speed`` with bots deciding inline."""
    from scenes.app import App
    from scenes.core.saves import Settings
    from scenes.navigation import ScreenNavigator

    return App(
        (1280, 720),
        headless=True,
        sync_bots=True,
        settings=Settings(animation_speed=speed),
        sound=False,
        navigator=ScreenNavigator,
    )


@pytest.fixture
def app():
    """A headless app at instant speed with bots deciding inline."""
    application = headless_app("instant")
    yield application
    application.close()


@pytest.fixture
def normal_app():
    """A headless app at normal animation speed, bots deciding inline."""
    application = headless_app("normal")
    yield application
    application.close()
