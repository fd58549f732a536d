"""Finding bundled assets from a source checkout or a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The ``assets/`` folder: inside ``sys._MEIPASS`` when frozen; the checkout's when
    run from source or an editable install; ``<prefix>/share/play-or-pay/assets`` when
    installed with ``pip install .``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    source = Path(__file__).resolve().parents[2] / "assets"
    if source.is_dir():
        return source
    return Path(sys.prefix) / "share" / "play-or-pay" / "assets"


def asset_path(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``."""
    return assets_root().joinpath(*parts)
