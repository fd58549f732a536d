"""Every test gets its own empty data folder (``PLAY_OR_PAY_HOME``), so tests that save,
load or autosave never share files, also when pytest-xdist runs them in parallel.

The games kept for the test run (every folder of ``tests/games/``) are registered here,
before any test module is collected, so every generic test plays them too."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.games import register

register()


@pytest.fixture(autouse=True)
def data_home(tmp_path_factory, monkeypatch) -> Iterator[os.PathLike[str]]:
    """An empty ``PLAY_OR_PAY_HOME`` for this test (beside its ``tmp_path``, not in it,
    so tests that list their ``tmp_path`` see only their own files)."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("PLAY_OR_PAY_HOME", str(home))
    yield home
