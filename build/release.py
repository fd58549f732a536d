"""Build the Play or Pay executable for this OS with PyInstaller.

Usage (from anywhere; needs ``pip install -e ".[dev]"``):

    python build/release.py              # one-folder app in dist/play-or-pay/ + self-test
    python build/release.py --onefile    # also a one-file executable in dist/onefile/
    python build/release.py --baseline   # also a minimal pygame-ce app, to compare sizes
    python build/release.py --no-test    # skip the self-test
    python build/release.py --archive    # zip the result for upload (dist/*.zip)

PyInstaller's work folder is build/work and its output dist/ (both git-ignored). Prints
the sizes, the self-test result and, with --baseline, the size ratio.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "play_or_pay.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
NAME = "play-or-pay"


def project_version() -> str:
    """The version declared in pyproject.toml."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if not match:
        raise SystemExit("pyproject.toml has no version")
    return match.group(1)


def folder_size(path: Path) -> int:
    """Bytes in a file or a folder tree (symbolic links count as links, not targets)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def executable(folder_or_file: Path, name: str) -> Path:
    """The runnable file inside a one-folder build (or the one-file build itself)."""
    suffix = ".exe" if os.name == "nt" else ""
    if folder_or_file.is_dir():
        return folder_or_file / f"{name}{suffix}"
    return folder_or_file


def run_pyinstaller(
    name: str, entry: Path, onefile: bool, minimal: bool, work: Path, version: str
) -> Path:
    """Freeze ``entry`` with the project spec; return the output folder or file."""
    # One-file builds go to dist/onefile/ so they never replace the one-folder app.
    dist = DIST / "onefile" if onefile else DIST
    env = dict(os.environ)
    env.update(
        POP_ENTRY=str(entry),
        POP_NAME=name,
        POP_ONEFILE="1" if onefile else "0",
        POP_MINIMAL="1" if minimal else "0",
        POP_VERSION=version,
    )
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
    ]
    kind = "one-file" if onefile else "one-folder"
    print(f"building {name} ({kind}) ...", flush=True)
    started = time.perf_counter()
    subprocess.run(command, check=True, env=env, cwd=ROOT)
    print(f"  built in {time.perf_counter() - started:.0f} s", flush=True)
    suffix = ".exe" if os.name == "nt" and onefile else ""
    return dist / f"{name}{suffix}" if onefile else dist / name


def self_test(program: Path, cwd: Path) -> float:
    """Run ``program --self-test`` from an unrelated folder; return its wall time."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    started = time.perf_counter()
    result = subprocess.run(
        [str(program), "--self-test"], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        print(result.stdout[-3000:])
        print(result.stderr[-3000:], file=sys.stderr)
        raise SystemExit(f"self-test of {program} failed with exit code {result.returncode}")
    last = result.stdout.strip().splitlines()[-1:] or ["(no output)"]
    print(f"  self-test passed in {elapsed:.1f} s: {last[0]}")
    return elapsed


def archive(path: Path, version: str) -> Path:
    """Zip a build for upload: dist/play-or-pay-<version>-<os>-<arch>.zip."""
    system = {"darwin": "macos", "win32": "windows"}.get(sys.platform, "linux")
    target = DIST / f"{NAME}-{version}-{system}-{platform.machine().lower()}.zip"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        if path.is_file():
            zf.write(path, path.name)
        else:
            for file in sorted(path.rglob("*")):
                zf.write(file, file.relative_to(path.parent))
    print(f"  archive: {target.relative_to(ROOT)} ({folder_size(target) / 1e6:.1f} MB)")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--onefile", action="store_true", help="also build a one-file exe")
    parser.add_argument("--baseline", action="store_true", help="also build a minimal app")
    parser.add_argument("--no-test", action="store_true", help="skip the self-test")
    parser.add_argument("--archive", action="store_true", help="zip the one-folder build")
    args = parser.parse_args(argv)

    version = project_version()
    DIST.mkdir(exist_ok=True)
    outside = Path(os.environ.get("RUNNER_TEMP", "/tmp" if os.name != "nt" else ROOT.anchor))
    launcher = ROOT / "build" / "launcher.py"

    folder = run_pyinstaller(NAME, launcher, False, False, WORK / "app", version)
    size = folder_size(folder)
    print(f"  one-folder: {folder.relative_to(ROOT)} {size / 1e6:.1f} MB")
    if not args.no_test:
        self_test(executable(folder, NAME), outside)
    if sys.platform == "darwin" and (DIST / f"{NAME}.app").exists():
        print(f"  app bundle: dist/{NAME}.app")

    if args.onefile:
        onefile = run_pyinstaller(NAME, launcher, True, False, WORK / "onefile", version)
        print(f"  one-file: {onefile.relative_to(ROOT)} {folder_size(onefile) / 1e6:.1f} MB")
        if not args.no_test:
            self_test(onefile, outside)

    if args.baseline:
        base_name = "minimal-pygame-app"
        base = run_pyinstaller(
            base_name, ROOT / "build" / "minimal_app.py", False, True, WORK / "minimal", version
        )
        base_size = folder_size(base)
        print(
            f"  minimal pygame-ce app (one-folder): {base_size / 1e6:.1f} MB; "
            f"Play or Pay is {size / base_size:.2f}x that"
        )

    if args.archive:
        bundle = DIST / f"{NAME}.app"
        archive(bundle if bundle.exists() else folder, version)
    shutil.rmtree(WORK, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
