"""Every compiled translation catalogue of the checkout is in a built wheel, where the
installed app looks for it (``build/ci_packaging.sh`` runs this on the wheel it builds):

    python build/check_wheel_catalogues.py dist/play_or_pay-0.1.0-py3-none-any.whl

The shared catalogues (``assets/locale/<lang>/LC_MESSAGES/messages.mo``) are data files,
installed under ``<prefix>/share/play-or-pay/assets/locale``; a game's
(``scenes/games/<id>/locale/<lang>/LC_MESSAGES/<id>.mo``) is package data beside its
modules. Exit status 1 and one line per catalogue missing from the wheel.
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def expected() -> list[str]:
    """Where each compiled catalogue of the checkout goes in the wheel (posix paths; the
    data files' under ``*.data/data/``)."""
    shared = sorted(ROOT.glob("assets/locale/*/LC_MESSAGES/*.mo"))
    games = sorted(ROOT.glob("scenes/games/*/locale/*/LC_MESSAGES/*.mo"))
    return [
        *(f"data/share/play-or-pay/{mo.relative_to(ROOT).as_posix()}" for mo in shared),
        *(mo.relative_to(ROOT).as_posix() for mo in games),
    ]


def missing(wheel: Path) -> list[str]:
    """The catalogues of :func:`expected` that ``wheel`` lacks."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    data = [name.split(".data/", 1)[1] for name in names if ".data/" in name]
    inside = set(names) | set(data)
    return [path for path in expected() if path not in inside]


def main(argv: list[str]) -> int:
    """Check the wheel named on the command line."""
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    lacking = missing(Path(argv[0]))
    for path in lacking:
        print(f"{argv[0]}: the catalogue {path} is missing", file=sys.stderr)
    if not lacking:
        print(f"{argv[0]}: all {len(expected())} compiled catalogues are in it")
    return 1 if lacking else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
