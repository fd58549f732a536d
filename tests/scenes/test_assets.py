"""The app finds its bundled assets from a source checkout (no silent font fallback)."""

from __future__ import annotations

from scenes.core.resources import asset_path, assets_root
from scenes.core.theme import FONT_BOLD, FONT_CONDENSED, FONT_REGULAR


def test_assets_root_is_the_checkouts_assets_folder():
    assert assets_root().is_dir()
    assert (assets_root() / "README.md").is_file()


def test_every_theme_font_is_bundled():
    for name in (FONT_REGULAR, FONT_BOLD, FONT_CONDENSED):
        assert asset_path("fonts", name).is_file(), name
