"""Finding bundled assets from a source checkout or a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The ``assets/`` folder: inside ``sys._MEIPASS`` when frozen, else the repo root's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``."""
    return assets_root().joinpath(*parts)
