"""The self-test's own checks: the result file, the assets, the platform's data folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from scenes import selftest


def test_the_result_file_gets_the_failure_line_and_the_exit_code_is_1(tmp_path, monkeypatch):
    def broken() -> Path:
        raise RuntimeError("the data folder is nowhere")

    monkeypatch.setattr(selftest, "_check_data_folder", broken)
    monkeypatch.setattr(pygame, "quit", lambda: None)  # fonts cached by other tests live on
    out = tmp_path / "result.txt"
    assert selftest.run_self_test(str(out)) == 1
    assert out.read_text(encoding="utf-8").startswith("self-test FAILED: RuntimeError")


def test_every_font_sound_and_image_the_app_uses_loads():
    assert selftest._check_assets() == 9  # 3 fonts, 3 sounds, the icon, 2 catalogues


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG layout")
def test_the_data_folder_follows_xdg_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert selftest._check_data_folder() == tmp_path / "play-or-pay"
