"""Round-4 items 6 and 7: ``install.sh --user`` installs only into a place that is empty
or carries its manifest, never replaces a ``~/.local/bin/play-or-pay`` that is not its
own, and ``--uninstall`` removes only what the manifest lists; a HOME holding ``&``,
``|``, ``\\``, ``$``, ``%``, quotes or spaces gives a working install whose menu entry
``desktop-file-validate`` accepts and whose Exec line names the app exactly."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "build" / "linux"
ID = "games.playorpay.PlayOrPay"
LINUX_ONLY = pytest.mark.skipif(sys.platform == "win32", reason="install.sh is for Linux")


def unpacked(where: Path) -> Path:
    """An unpacked .tar.gz as build/release.py makes it, with a stand-in app."""
    top = where / "play-or-pay-1.0"
    app = top / "play-or-pay"
    (app / "_internal").mkdir(parents=True)
    (app / "play-or-pay").write_text("#!/bin/sh\necho app\n", encoding="utf-8")
    (app / "play-or-pay").chmod(0o755)
    (app / "_internal" / "lib.so").write_bytes(b"\x7fELF")
    share = top / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(LINUX / f"{ID}.desktop", share / "applications")
    (share / "metainfo").mkdir()
    (share / "metainfo" / f"{ID}.metainfo.xml").write_text("<component/>\n", encoding="utf-8")
    for size in ("64x64", "128x128"):
        (share / "icons" / "hicolor" / size / "apps").mkdir(parents=True)
        (share / "icons" / "hicolor" / size / "apps" / "play-or-pay.png").write_bytes(b"png")
    shutil.copy2(LINUX / "install.sh", top / "install.sh")
    return top


def run(top: Path, home: Path, flag: str) -> subprocess.CompletedProcess[str]:
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    return subprocess.run(
        ["sh", str(top / "install.sh"), flag], env=env, capture_output=True, text=True, timeout=120
    )


def exec_argument(line: str) -> str:
    """The program of an Exec value, unescaped as the Desktop Entry spec says (string
    escapes first, then the quoting, then %%)."""
    value = line.removeprefix("Exec=")
    text, k = "", 0
    while k < len(value):  # the string type's escapes
        if value[k] == "\\" and k + 1 < len(value):
            text += {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(
                value[k + 1], "\\" + value[k + 1]
            )
            k += 2
        else:
            text += value[k]
            k += 1
    assert text.startswith('"') and text.endswith('"'), text
    inner, out, k = text[1:-1], "", 0
    while k < len(inner):
        if inner[k] == "\\":
            assert inner[k + 1] in '"`$\\', inner
            out += inner[k + 1]
            k += 2
        else:
            assert inner[k] not in '"`$', inner
            out += inner[k]
            k += 1
    return out.replace("%%", "%")


@LINUX_ONLY
@pytest.mark.parametrize(
    "name", ["plain", "a&b|c", "back\\slash", "dollar$HOME", "100%done", "quote\"'tick`", "sp ace"]
)
def test_any_home_gives_a_valid_menu_entry(tmp_path: Path, name: str) -> None:
    home = tmp_path / name
    home.mkdir()
    top = unpacked(tmp_path)
    done = run(top, home, "--user")
    assert done.returncode == 0, done.stderr
    app = home / ".local" / "lib" / "play-or-pay" / "play-or-pay"
    assert app.is_file() and (home / ".local" / "bin" / "play-or-pay").resolve() == app
    entry = home / ".local" / "share" / "applications" / f"{ID}.desktop"
    (exec_line,) = [
        line for line in entry.read_text(encoding="utf-8").splitlines() if line.startswith("Exec=")
    ]
    assert exec_argument(exec_line) == str(app)
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    checked = subprocess.run([validator, str(entry)], capture_output=True, text=True, timeout=60)
    assert checked.returncode == 0 and "error" not in checked.stdout.lower(), checked.stdout
    done = run(top, home, "--uninstall")
    assert done.returncode == 0 and not app.exists() and not entry.exists()


@LINUX_ONLY
def test_a_folder_with_other_files_is_never_used(tmp_path: Path) -> None:
    home = tmp_path / "home"
    notes = home / ".local" / "lib" / "play-or-pay" / "NOTES.txt"
    notes.parent.mkdir(parents=True)
    notes.write_text("mine", encoding="utf-8")
    top = unpacked(tmp_path)
    done = run(top, home, "--user")
    assert done.returncode == 1 and "not Play or Pay's" in done.stderr
    assert notes.read_text(encoding="utf-8") == "mine"
    assert sorted(p.name for p in notes.parent.iterdir()) == ["NOTES.txt"]
    assert not (home / ".local" / "share" / "applications").exists()
    done = run(top, home, "--uninstall")  # no manifest: nothing removed
    assert done.returncode == 0 and notes.exists()


@LINUX_ONLY
def test_another_play_or_pay_command_is_never_replaced_or_removed(tmp_path: Path) -> None:
    home = tmp_path / "home"
    command = home / ".local" / "bin" / "play-or-pay"
    command.parent.mkdir(parents=True)
    command.write_text("#!/bin/sh\n# pipx's entry point\n", encoding="utf-8")
    top = unpacked(tmp_path)
    done = run(top, home, "--user")
    assert done.returncode == 0 and "left as it is" in done.stdout
    assert "pipx" in command.read_text(encoding="utf-8")
    assert (home / ".local" / "lib" / "play-or-pay" / "play-or-pay").is_file()
    done = run(top, home, "--uninstall")
    assert done.returncode == 0 and "pipx" in command.read_text(encoding="utf-8")
    assert not (home / ".local" / "lib" / "play-or-pay").exists()


@LINUX_ONLY
def test_uninstall_and_upgrade_remove_only_what_the_manifest_lists(tmp_path: Path) -> None:
    home = tmp_path / "home"
    top = unpacked(tmp_path)
    assert run(top, home, "--user").returncode == 0
    lib = home / ".local" / "lib" / "play-or-pay"
    notes = lib / "NOTES.txt"
    notes.write_text("mine", encoding="utf-8")
    (lib / "_internal" / "mine.cfg").write_text("mine", encoding="utf-8")
    assert run(top, home, "--user").returncode == 0  # an upgrade over our own install
    assert notes.exists() and (lib / "_internal" / "lib.so").is_file()
    assert run(top, home, "--uninstall").returncode == 0
    assert sorted(p.relative_to(lib).as_posix() for p in lib.rglob("*")) == [
        "NOTES.txt",
        "_internal",
        "_internal/mine.cfg",
    ]
    assert not (home / ".local" / "bin" / "play-or-pay").exists()
    icons = home / ".local" / "share" / "icons" / "hicolor"
    assert not list(icons.rglob("*.png"))
