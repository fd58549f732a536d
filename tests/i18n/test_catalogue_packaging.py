"""Every compiled catalogue ships: ``pip install .`` installs the shared ones as data
files (one ``data-files`` line a language in pyproject.toml) and each game's as package
data beside its app package; the PyInstaller spec bundles both; the wheel check of
``build/ci_packaging.sh`` names a catalogue a wheel lacks."""

from __future__ import annotations

import fnmatch
import importlib.util
import re
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
#: The package-data pattern (pyproject.toml) that ships each game's compiled catalogues.
GAME_PATTERN = "locale/*/LC_MESSAGES/*.mo"


def script(name: str):
    """``build/<name>.py`` as a module (build/ holds scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(f"build_{name}", ROOT / "build" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def game_catalogues() -> list[Path]:
    """Every compiled catalogue of every shipped game (scenes/games/<id>/locale)."""
    return sorted(ROOT.glob("scenes/games/*/locale/*/LC_MESSAGES/*.mo"))


def test_every_compiled_catalogue_is_installed_and_named() -> None:
    """``pip install .`` installs each shared ``.mo`` (a data-files line a language) and
    each game's (the package-data pattern), and the app finds each language by the
    name its catalogue gives."""
    from scenes.core.i18n import languages

    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8")  # no tomllib on 3.10
    compiled = sorted(LOCALE.glob("*/LC_MESSAGES/messages.mo"))
    assert [mo.parent.parent.name for mo in compiled] == ["de", "fr"]
    for mo in compiled:
        folder = f"share/play-or-pay/{mo.parent.relative_to(ROOT).as_posix()}"
        assert f'"{folder}" = ["{mo.relative_to(ROOT).as_posix()}"]' in project
    assert f'"*" = ["py.typed", "{GAME_PATTERN}"]' in project
    games = game_catalogues()
    shipped = {
        p.name for p in (ROOT / "scenes" / "games").iterdir() if (p / "__init__.py").is_file()
    }
    assert {mo.parents[3].name for mo in games} == shipped  # one catalogue a shipped game
    for mo in games:
        package = mo.parents[3]
        assert fnmatch.fnmatch(mo.relative_to(package).as_posix(), GAME_PATTERN)
        assert mo.stem == package.name  # the domain is the game's id
    assert languages() == {"en": "English", "de": "Deutsch", "fr": "Français"}


def test_the_frozen_build_bundles_every_game_catalogue_beside_its_package() -> None:
    spec = (ROOT / "build" / "play_or_pay.spec").read_text(encoding="utf-8")
    found = re.search(r'^GAME_CATALOGUES = "([^"]+)"$', spec, re.MULTILINE)
    assert found is not None
    assert "(str(mo), mo.parent.relative_to(ROOT).as_posix())" in spec  # beside the package
    assert '[(str(ROOT / "assets"), "assets")]' in spec  # the shared ones, in assets/
    every = sorted((ROOT / "scenes" / "games").rglob("*.mo"))
    assert sorted(ROOT.glob(found.group(1))) == every and every


def test_the_wheel_check_names_a_catalogue_the_wheel_lacks(tmp_path: Path) -> None:
    check = script("check_wheel_catalogues")
    wanted = check.expected()
    assert len(wanted) == 2 + len(game_catalogues())

    def wheel(paths: list[str]) -> Path:
        made = tmp_path / f"w{len(paths)}.whl"
        with zipfile.ZipFile(made, "w") as archive:
            for path in paths:
                data = path.startswith("data/")
                archive.writestr(f"play_or_pay-0.1.0.data/{path}" if data else path, b"")
        return made

    assert check.missing(wheel(wanted)) == []
    assert check.missing(wheel(wanted[1:])) == wanted[:1]
    assert check.missing(wheel(wanted[:-1])) == wanted[-1:]
    assert check.main([str(wheel(wanted[:-1]))]) == 1
    shell = (ROOT / "build" / "ci_packaging.sh").read_text(encoding="utf-8")
    assert "python build/check_wheel_catalogues.py" in shell
