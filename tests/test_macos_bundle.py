"""What this machine can check of the macOS build (the build itself is made and signed on
the macOS runner only): the bundle's Info.plist as the spec asks PyInstaller to write it,
the icon file, and the workflows that run it (actionlint).

The spec is a Python script PyInstaller runs with its build classes as globals; here it
runs with stand-ins that record what they are given, as on macOS (``sys.platform`` set to
"darwin"), so the Info.plist keys come from the spec itself, not from a copy of them.
"""

from __future__ import annotations

import plistlib
import shutil
import struct
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from tests.test_packaging_files import BUILD, ROOT, release_module


class Recorder:
    """Stands in for one of PyInstaller's build classes: keeps its arguments."""

    made: dict[str, list[dict[str, Any]]]

    def __init__(self, kind: str, made: dict[str, list[dict[str, Any]]]) -> None:
        self.kind, self.made = kind, made

    def __call__(self, *args: Any, **kwargs: Any) -> types.SimpleNamespace:
        self.made.setdefault(self.kind, []).append(kwargs)
        return types.SimpleNamespace(scripts=[], binaries=[], datas=[], pure=[], zipped_data=[])


def run_spec_as_on_macos(monkeypatch: pytest.MonkeyPatch, version: str) -> dict[str, Any]:
    """The keyword arguments of the spec's BUNDLE(...) call on macOS."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    setattr(hooks, "collect_submodules", lambda package: [package])  # noqa: B010 (a stand-in)
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", "darwin")
    for key, value in {"POP_VERSION": version, "POP_ONEFILE": "0", "POP_MINIMAL": "0"}.items():
        monkeypatch.setenv(key, value)
    made: dict[str, list[dict[str, Any]]] = {}
    spec_file = BUILD / "play_or_pay.spec"
    names: dict[str, Any] = {"SPECPATH": str(BUILD), "workpath": str(ROOT / "build" / "work")}
    for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        names[kind] = Recorder(kind, made)
    exec(compile(spec_file.read_text(encoding="utf-8"), str(spec_file), "exec"), names)
    (bundle,) = made["BUNDLE"]
    return bundle


def info_plist(bundle: dict[str, Any]) -> dict[str, Any]:
    """The Info.plist PyInstaller writes from BUNDLE's arguments (its own keys first, the
    spec's info_plist over them), written and read back as a real plist file."""
    plist = {
        "CFBundleIdentifier": bundle["bundle_identifier"],
        "CFBundleShortVersionString": bundle["version"],
        "CFBundlePackageType": "APPL",
        **bundle["info_plist"],
    }
    return plistlib.loads(plistlib.dumps(plist, fmt=plistlib.FMT_XML))


def test_the_bundle_info_plist_names_the_app_its_version_and_its_floor(monkeypatch):
    release = release_module()
    version = release.project_version()
    bundle = run_spec_as_on_macos(monkeypatch, version)
    assert bundle["name"] == release.MAC_APP
    assert Path(bundle["icon"]) == ROOT / "assets" / "icons" / "app.icns"
    plist = info_plist(bundle)
    assert plist["CFBundleIdentifier"] == release.APP_ID
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == version
    assert all(part.isdigit() for part in plist["CFBundleVersion"].split("."))
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == "Play or Pay"
    minimum = tuple(int(part) for part in plist["LSMinimumSystemVersion"].split("."))
    assert (11, 0) <= minimum <= (14, 0), "PyInstaller 6's bootloader runs from macOS 11"
    assert plist["NSHighResolutionCapable"] is True, "a real boolean, or Retina screens blur"
    assert plist["LSApplicationCategoryType"] == "public.app-category.card-games"


#: Every image a macOS icon needs (type: pixels): 16 to 512 points at 1x and at 2x.
ICNS_SIZES = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,
    b"ic11": 32,
    b"ic12": 64,
    b"ic13": 256,
    b"ic14": 512,
}


def icns_images(data: bytes) -> dict[bytes, tuple[int, int]]:
    """The icns file's images: type -> (width, height) of its PNG."""
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    images: dict[bytes, tuple[int, int]] = {}
    at = 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        assert length > 8 and at + length <= len(data), f"{kind!r}: a broken chunk length"
        body = data[at + 8 : at + length]
        assert body[:8] == b"\x89PNG\r\n\x1a\n", f"{kind!r} is not a PNG image"
        images[kind] = struct.unpack(">II", body[16:24])
        at += length
    return images


def test_the_icns_holds_every_size_at_1x_and_2x():
    images = icns_images((ROOT / "assets" / "icons" / "app.icns").read_bytes())
    missing = sorted(kind.decode() for kind in ICNS_SIZES if kind not in images)
    assert not missing, f"app.icns lacks {missing} (assets/icons/make_icons.py writes them)"
    for kind, pixels in ICNS_SIZES.items():
        assert images[kind] == (pixels, pixels), f"{kind.decode()} is {images[kind]}"


def test_actionlint_finds_nothing_in_the_workflows():
    """The workflows that build and check the macOS and Windows installers are valid
    (actionlint: syntax, expressions, runner labels, shell scripts)."""
    actionlint = shutil.which("actionlint")
    if actionlint is None:
        pytest.skip("actionlint is not installed (pip install the test extra)")
    workflows = sorted(str(path) for path in (ROOT / ".github" / "workflows").glob("*.yml"))
    assert any("installers.yml" in path for path in workflows)
    result = subprocess.run(
        [actionlint, "-no-color", *workflows],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
