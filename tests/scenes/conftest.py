"""Scene tests run headless: dummy video and audio drivers (the private data folder
of every test is in ``tests/conftest.py``)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest


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


@pytest.fixture(autouse=True)
def english_unless_told():
    """Scene tests run in English whatever the machine's language ("System" finds no
    preferred language), and a test that changes the language leaves English behind."""
    from scenes.core import i18n

    real = i18n.system_languages
    i18n.system_languages = lambda: []
    i18n.activate("en")
    yield
    i18n.system_languages = real
    i18n.activate("en")


@pytest.fixture(autouse=True)
def design_text_size_unless_told():
    """A test that changes the text size leaves 100 % behind (the size is the fonts'
    module state, set by every App from its settings)."""
    from scenes.core.fonts import set_text_size

    set_text_size(100)
    yield
    set_text_size(100)
