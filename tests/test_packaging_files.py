"""The installers' definition files agree with each other and with build/release.py
(one app id, one executable name, the version filled in from pyproject.toml)."""

from __future__ import annotations

import configparser
import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"


def release_module():
    spec = importlib.util.spec_from_file_location("pop_release", BUILD / "release.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_desktop_entry_starts_the_command_and_sits_in_games():
    release = release_module()
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(BUILD / "linux" / f"{release.APP_ID}.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"] == release.NAME
    assert desktop["Icon"] == release.NAME
    assert "Game" in desktop["Categories"].split(";")


def test_the_metainfo_names_the_same_app_and_takes_the_version():
    release = release_module()
    text = (BUILD / "linux" / f"{release.APP_ID}.metainfo.xml.in").read_text(encoding="utf-8")
    filled = text.replace("@VERSION@", release.project_version()).replace("@DATE@", "2026-01-01")
    root = ET.fromstring(filled.encode("utf-8"))
    assert root.findtext("id") == release.APP_ID
    assert root.findtext("launchable") == f"{release.APP_ID}.desktop"
    assert root.find("releases/release").get("version") == release.project_version()


def test_the_mac_bundle_id_and_the_nsis_script_match_release_py():
    release = release_module()
    spec = (BUILD / "play_or_pay.spec").read_text(encoding="utf-8")
    assert f'bundle_identifier="{release.APP_ID}"' in spec
    assert f'name="{release.MAC_APP}"' in spec
    assert release.NSIS_SCRIPT.parent == BUILD and release.NSIS_SCRIPT.suffix == ".nsi"
    nsis = release.NSIS_SCRIPT.read_text(encoding="utf-8")
    assert f'!define EXE_NAME "{release.NAME}.exe"' in nsis
    assert re.search(r"^RequestExecutionLevel user$", nsis, re.MULTILINE)
