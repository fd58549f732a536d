"""The Windows check's inputs (build/windows-check.sh builds and runs the Windows app under
Wine; too long for the test run, so here only what it is given): every download pinned,
the installer 64-bit, the script valid shell."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from tests.test_packaging_files import BUILD

PINNED = re.compile(r"^[a-z0-9][a-z0-9._-]*==[0-9][^ ]* --hash=sha256:[0-9a-f]{64}$")


def test_every_windows_wheel_is_pinned_by_version_and_hash():
    lines = (BUILD / "windows-requirements.txt").read_text(encoding="utf-8").splitlines()
    wanted = [line for line in lines if line.strip() and not line.startswith("#")]
    assert wanted, "no requirements"
    for line in wanted:
        assert PINNED.match(line), f"not pinned by version and sha256: {line}"
    names = {line.split("==")[0] for line in wanted}
    # The app's own runtime dependencies and the build's.
    assert {"pygame-ce", "platformdirs", "typing-extensions", "pyinstaller"} <= names
    assert {"pefile", "pywin32-ctypes"} <= names  # markers would drop them off Windows


def test_the_windows_python_is_pinned_by_hash():
    script = (BUILD / "windows-check.sh").read_text(encoding="utf-8")
    assert re.search(r"^EMBED_VERSION=3\.11\.1$", script, re.MULTILINE)
    assert re.search(r"^EMBED_SHA256=[0-9a-f]{64}$", script, re.MULTILINE)
    assert "--no-binary :all:" in script and "sha256sum -c" in script


def test_the_installer_is_64_bit():
    nsis = (BUILD / "play_or_pay.nsi").read_text(encoding="utf-8")
    assert re.search(r"^Target amd64-unicode$", nsis, re.MULTILINE)


def test_the_windows_check_is_valid_shell():
    result = subprocess.run(
        ["bash", "-n", str(BUILD / "windows-check.sh")], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    if shutil.which("shellcheck") is None:
        pytest.skip("shellcheck is not installed (pip install the test extra)")
    result = subprocess.run(
        ["shellcheck", "-S", "warning", str(BUILD / "windows-check.sh")],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout
