"""Build the Play or Pay executable for this OS with PyInstaller.

Usage (from anywhere; needs ``pip install -e ".[dev]"``):

    python build/release.py              # one-folder app in dist/play-or-pay/ + self-test
    python build/release.py --onefile    # also a one-file executable in dist/onefile/
    python build/release.py --baseline   # also a minimal pygame-ce app, to compare sizes
    python build/release.py --no-test    # skip the self-test
    python build/release.py --archive    # zip the result for upload (dist/*.zip)

Installers (each also works on an existing build with --no-build):

    python build/release.py --deb        # Linux: dist/*.deb and dist/*.tar.gz (install.sh --user)
    python build/release.py --nsis       # Windows: dist/*-setup.exe (makensis on PATH); on
                                         # another OS: compiles the script against this OS's
                                         # build as a stand-in payload, then deletes the exe
    python build/release.py --dmg        # macOS: signs "Play or Pay.app" ad hoc, verifies it,
                                         # and makes dist/*.dmg with hdiutil
    python build/release.py --print-version

PyInstaller's work folder is build/work and its output dist/ (both git-ignored). Prints
the sizes, the self-test result and, with --baseline, the size ratio. Every file name
carries pyproject.toml's version; the Linux ones also the glibc of the build machine,
which is the oldest glibc they run on.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "play_or_pay.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
NAME = "play-or-pay"
APP_ID = "games.playorpay.PlayOrPay"
MAC_APP = "Play or Pay.app"
LINUX = ROOT / "build" / "linux"
NSIS_SCRIPT = ROOT / "build" / "play_or_pay.nsi"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The .deb's Maintainer field; the project has no public address yet, so a placeholder
# (.invalid never resolves) unless POP_MAINTAINER gives "Name <address>".
MAINTAINER = os.environ.get(
    "POP_MAINTAINER", "Play or Pay maintainers <maintainers@example.invalid>"
)


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


def compile_catalogues() -> None:
    """The translations' .mo files from their .po (build/i18n.py, with Babel from the dev
    extra): the shared catalogue's and every game's, before freezing, so the build
    bundles what the .po files say."""
    subprocess.run([sys.executable, str(ROOT / "build" / "i18n.py"), "compile"], check=True)


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
    """Run ``program --self-test --result-file F`` from an unrelated folder; return its wall
    time. The result is read from the file: a windowed Windows build has no stdout."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="pop-selftest-") as folder:
        report = Path(folder) / "self-test.txt"
        started = time.perf_counter()
        result = subprocess.run(
            [str(program), "--self-test", "--result-file", str(report)],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        elapsed = time.perf_counter() - started
        line = report.read_text(encoding="utf-8").strip() if report.is_file() else "(no file)"
    if result.returncode != 0:
        print(result.stdout[-3000:])
        print(result.stderr[-3000:], file=sys.stderr)
        raise SystemExit(
            f"self-test of {program} failed with exit code {result.returncode}: {line}"
        )
    if not line.startswith("self-test ok"):
        raise SystemExit(f"self-test of {program} exited 0 but its result file says: {line}")
    print(f"  self-test passed in {elapsed:.1f} s: {line}")
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


def glibc_version() -> str:
    """The glibc of this machine (the build's floor: its binaries need no newer one)."""
    name, version = platform.libc_ver()
    if name != "glibc" or not version:
        raise SystemExit("cannot tell this machine's glibc version")
    return version


def deb_architecture() -> str:
    if shutil.which("dpkg"):
        return subprocess.run(
            ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
        ).stdout.strip()
    machine = platform.machine().lower()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(machine, machine)


def release_date() -> str:
    """The date of the last commit (a rebuild of the same commit gives the same files)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if not epoch:
        result = subprocess.run(
            ["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True
        )
        epoch = result.stdout.strip() if result.returncode == 0 else ""
    when = datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc) if epoch else None
    return (when or datetime.datetime.now(datetime.timezone.utc)).strftime("%Y-%m-%d")


def write_icons(share: Path) -> None:
    """The app icon at every hicolor size under ``share/icons/hicolor``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    source = pygame.image.load(str(ROOT / "assets" / "icons" / "app.png"))
    for px in ICON_SIZES:
        folder = share / "icons" / "hicolor" / f"{px}x{px}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        image = (
            source if source.get_width() == px else pygame.transform.smoothscale(source, (px, px))
        )
        pygame.image.save(image, str(folder / f"{NAME}.png"))


def write_share(share: Path, version: str) -> None:
    """Desktop entry, AppStream metainfo and icons under ``share`` (a /usr/share tree)."""
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy2(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    template = (LINUX / f"{APP_ID}.metainfo.xml.in").read_text(encoding="utf-8")
    metainfo = template.replace("@VERSION@", version).replace("@DATE@", release_date())
    metainfo = re.sub(r"<!-- Template:.*?-->\n", "", metainfo)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo, encoding="utf-8")
    write_icons(share)


def copy_app(folder: Path, target: Path) -> None:
    shutil.copytree(folder, target, symlinks=True)
    for path in [target, *target.rglob("*")]:  # root-owned files need sane modes
        if not path.is_symlink():
            mode = path.stat().st_mode
            path.chmod(0o755 if path.is_dir() or mode & 0o111 else 0o644)


def build_deb(folder: Path, version: str, floor: str, fast: bool = False) -> Path:
    """dist/play-or-pay-<version>-linux-<arch>-glibc<floor>.deb: the app in
    /opt/play-or-pay, /usr/bin/play-or-pay, the desktop entry, icons and metainfo."""
    if not shutil.which("dpkg-deb"):
        raise SystemExit("dpkg-deb is needed for --deb (apt-get install dpkg)")
    arch = deb_architecture()
    target = DIST / f"{NAME}-{version}-linux-{arch}-glibc{floor}.deb"
    with tempfile.TemporaryDirectory(prefix="pop-deb-") as temp:
        root = Path(temp) / "root"
        copy_app(folder, root / "opt" / NAME)
        (root / "usr" / "bin").mkdir(parents=True)
        (root / "usr" / "bin" / NAME).symlink_to(f"/opt/{NAME}/{NAME}")
        share = root / "usr" / "share"
        write_share(share, version)
        doc = share / "doc" / NAME
        doc.mkdir(parents=True)
        shutil.copy2(ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt", doc / "LICENSE-DejaVu.txt")
        (doc / "copyright").write_text(
            "Play or Pay: MIT licence. Fonts: DejaVu (see LICENSE-DejaVu.txt). The bundled\n"
            "Python, pygame-ce, SDL and platformdirs keep their own licences.\n",
            encoding="utf-8",
        )
        for path in [share, *share.rglob("*")]:
            path.chmod(0o755 if path.is_dir() else 0o644)
        installed_kib = (folder_size(root) + 1023) // 1024
        control = root / "DEBIAN" / "control"
        control.parent.mkdir()
        control.write_text(
            f"Package: {NAME}\n"
            f"Version: {version}\n"
            f"Architecture: {arch}\n"
            f"Maintainer: {MAINTAINER}\n"
            f"Installed-Size: {installed_kib}\n"
            f"Depends: libc6 (>= {floor})\n"
            "Section: games\n"
            "Priority: optional\n"
            "Description: pay-to-pass card games with bots and pass-and-play\n"
            " No Thanks!, Nyet! and Play or Pay at one table: every seat a local human\n"
            " or a built-in bot; games are saved after each move and can be replayed.\n",
            encoding="utf-8",
        )
        subprocess.run(
            [
                "dpkg-deb",
                "--root-owner-group",
                "-Zgzip" if fast else "-Zxz",
                "--build",
                str(root),
                str(target),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    print(f"  deb: {target.relative_to(ROOT)} ({folder_size(target) / 1e6:.1f} MB)")
    return target


def build_tarball(folder: Path, version: str, floor: str) -> Path:
    """dist/play-or-pay-<version>-linux-<machine>-glibc<floor>.tar.gz: the one-folder app,
    the same desktop entry, icons and metainfo, and ``install.sh --user``."""
    stem = f"{NAME}-{version}-linux-{platform.machine().lower()}-glibc{floor}"
    target = DIST / f"{stem}.tar.gz"
    with tempfile.TemporaryDirectory(prefix="pop-tar-") as temp:
        top = Path(temp) / f"{NAME}-{version}"
        copy_app(folder, top / NAME)
        write_share(top / "share", version)
        shutil.copy2(LINUX / "install.sh", top / "install.sh")
        (top / "install.sh").chmod(0o755)

        def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
            info.uid = info.gid = 0
            info.uname = info.gname = "root"
            return info

        with tarfile.open(target, "w:gz") as tar:
            tar.add(top, arcname=top.name, filter=owned_by_root)
    print(f"  tar.gz: {target.relative_to(ROOT)} ({folder_size(target) / 1e6:.1f} MB)")
    return target


def build_nsis(folder: Path, version: str, fast: bool) -> Path | None:
    """dist/play-or-pay-<version>-windows-x64-setup.exe when the payload is a Windows build
    (on Windows, or a Windows build made under Wine and packed by this OS's makensis, as
    build/windows-check.sh does). Otherwise: compile the script against this OS's build as
    a stand-in payload (proves the script only) and delete the result."""
    makensis = shutil.which("makensis")
    if not makensis:
        raise SystemExit(
            "makensis is needed for --nsis (NSIS 3: choco install nsis / apt-get install nsis)"
        )
    windows = sys.platform == "win32" or (folder / f"{NAME}.exe").is_file()
    # The installer's stub is amd64 (build/play_or_pay.nsi: Target amd64-unicode).
    target = DIST / f"{NAME}-{version}-windows-x64-setup.exe"
    if not windows:
        target = WORK / "nsis-stand-in-setup.exe"
        target.parent.mkdir(parents=True, exist_ok=True)
    numbers = [n for n in re.split(r"[.+-]", version) if n.isdigit()][:4]
    command = [
        makensis,
        "-V2",
        "-WX",  # warnings are errors
        f"-DVERSION={version}",
        f"-DVI_VERSION={'.'.join([*numbers, '0', '0', '0'][:4])}",
        f"-DSOURCE_DIR={folder.resolve()}",
        f"-DOUTFILE={target.resolve()}",
        f"-DICON={(ROOT / 'assets' / 'icons' / 'app.ico').resolve()}",
    ]
    if fast:
        command.append("-DFAST_CHECK")
    command.append(str(NSIS_SCRIPT))
    started = time.perf_counter()
    subprocess.run(command, check=True)
    took = time.perf_counter() - started
    size = folder_size(target) / 1e6
    if windows:
        print(f"  installer: {target.relative_to(ROOT)} ({size:.1f} MB, {took:.0f} s)")
        return target
    print(
        f"  NSIS script compiled in {took:.0f} s against this OS's build as a stand-in payload "
        f"({size:.1f} MB; not a Windows installer, deleted)"
    )
    target.unlink()
    return None


def build_dmg(version: str) -> Path:
    """macOS: sign dist/Play or Pay.app ad hoc (once, last), verify it, make the .dmg."""
    app = DIST / MAC_APP
    if not app.is_dir():
        raise SystemExit(f"no {app}: --dmg needs the macOS build")
    subprocess.run(["codesign", "--force", "--deep", "--sign", "-", str(app)], check=True)
    subprocess.run(
        ["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)], check=True
    )
    target = DIST / f"{NAME}-{version}-macos-{platform.machine().lower()}.dmg"
    target.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="pop-dmg-") as temp:
        stage = Path(temp) / "Play or Pay"
        stage.mkdir()
        # ditto keeps the bundle's symbolic links, extended attributes and signature.
        subprocess.run(["ditto", str(app), str(stage / MAC_APP)], check=True)
        (stage / "Applications").symlink_to("/Applications")
        command = [
            "hdiutil",
            "create",
            "-volname",
            f"Play or Pay {version}",
            "-srcfolder",
            str(stage),
            "-fs",
            "HFS+",
            "-format",
            "UDZO",
            "-ov",
            str(target),
        ]
        for attempt in range(1, 4):  # hdiutil sometimes reports "Resource busy" on CI
            if subprocess.run(command).returncode == 0:
                break
            if attempt == 3:
                raise SystemExit("hdiutil create failed three times")
            time.sleep(10 * attempt)
    print(f"  dmg: {target.relative_to(ROOT)} ({folder_size(target) / 1e6:.1f} MB)")
    return target


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_sums(files: list[Path]) -> Path:
    """dist/SHA256SUMS in the format ``sha256sum -c`` reads."""
    target = DIST / "SHA256SUMS"
    lines = [f"{sha256(path)}  {path.name}\n" for path in sorted(files)]
    target.write_text("".join(lines), encoding="utf-8")
    print(f"  checksums: {target.relative_to(ROOT)} ({len(lines)} files)")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--onefile", action="store_true", help="also build a one-file exe")
    parser.add_argument("--baseline", action="store_true", help="also build a minimal app")
    parser.add_argument("--no-test", action="store_true", help="skip the self-test")
    parser.add_argument("--archive", action="store_true", help="zip the one-folder build")
    parser.add_argument("--deb", action="store_true", help="Linux: .deb and .tar.gz")
    parser.add_argument("--nsis", action="store_true", help="Windows installer (makensis)")
    parser.add_argument(
        "--fast",
        action="store_true",
        help="quick compression for checks: gzip .deb, zlib NSIS (bigger files)",
    )
    parser.add_argument("--dmg", action="store_true", help="macOS: sign the .app, make a .dmg")
    parser.add_argument("--sums", action="store_true", help="dist/SHA256SUMS of what was made")
    parser.add_argument(
        "--no-build", action="store_true", help="package the existing dist/play-or-pay"
    )
    parser.add_argument("--print-version", action="store_true", help="print the version, exit")
    args = parser.parse_args(argv)

    version = project_version()
    if args.print_version:
        print(version)
        return 0
    DIST.mkdir(exist_ok=True)
    outside = Path(os.environ.get("RUNNER_TEMP", "/tmp" if os.name != "nt" else ROOT.anchor))
    launcher = ROOT / "build" / "launcher.py"

    if args.no_build:
        folder = DIST / NAME
        built = (executable(folder, NAME), folder / f"{NAME}.exe")  # or a Windows build
        if not any(path.is_file() for path in built):
            raise SystemExit(f"--no-build: no build in {folder.relative_to(ROOT)}")
    else:
        compile_catalogues()
        folder = run_pyinstaller(NAME, launcher, False, False, WORK / "app", version)
    size = folder_size(folder)
    print(f"  one-folder: {folder.relative_to(ROOT)} {size / 1e6:.1f} MB")
    if not args.no_test and not args.no_build:
        self_test(executable(folder, NAME), outside)
    if sys.platform == "darwin" and (DIST / MAC_APP).exists():
        print(f"  app bundle: dist/{MAC_APP} {folder_size(DIST / MAC_APP) / 1e6:.1f} MB")

    made: list[Path] = []
    if args.deb:
        if not sys.platform.startswith("linux"):
            raise SystemExit("--deb builds on Linux only")
        floor = glibc_version()
        made += [build_deb(folder, version, floor, args.fast)]
        made.append(build_tarball(folder, version, floor))
    if args.nsis:
        installer = build_nsis(folder, version, args.fast)
        made += [installer] if installer else []
    if args.dmg:
        if sys.platform != "darwin":
            raise SystemExit("--dmg builds on macOS only")
        made.append(build_dmg(version))

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
        bundle = DIST / MAC_APP
        made.append(archive(bundle if bundle.exists() else folder, version))
    if args.sums and made:
        write_sums(made)
    shutil.rmtree(WORK, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
