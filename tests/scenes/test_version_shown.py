"""The version the app shows (main menu corner, ``--version``, self-test line) is the one
in pyproject.toml, which also names the installers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scenes import main as app_main
from scenes.core import theme
from scenes.screens.menu import MainMenu

ROOT = Path(__file__).resolve().parents[2]


def pyproject_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    assert match
    return match.group(1)


def test_main_menu_shows_the_pyproject_version(app, monkeypatch):
    drawn: list[str] = []
    original = theme.blit_text

    def spy(surface, text_, *args, **kwargs):
        drawn.append(text_)
        return original(surface, text_, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", spy)
    app.start(MainMenu(app))
    for _ in range(3):
        app.frame(1 / 60, [])
    assert f"version {pyproject_version()}" in drawn


def test_version_flag_prints_the_pyproject_version(capsys):
    with pytest.raises(SystemExit) as stop:
        app_main.main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"play-or-pay {pyproject_version()}"
