"""Round-4 items 8, 9, 13, 16 and 17 through ``python -m game stats`` (and the
collection the app's screens read): a file name that is not UTF-8, dates outside the
calendar, thousands of seat names, a forged index and temporary files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from game.cli import main as cli_main
from game.records import save_record
from game.stats import INDEX_NAME, Collection, GameEntry, collect, stats_json
from game.storage import temp_folder
from tests.test_stats import person_game

ROOT = Path(__file__).resolve().parent.parent
BAD_NAME = os.fsdecode(b"bad-\xff\xfe.json")  # a name that is not UTF-8


def stats(folder: Path, capsys: pytest.CaptureFixture[str], *more: str) -> tuple[int, str, str]:
    code = cli_main(["stats", "--data", str(folder), *more])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for n in range(3):
        save_record(tmp_path / "records" / f"g{n}.json", person_game("Ann", n))
    return tmp_path


# 8: a name that is not UTF-8 ----------------------------------------------------------
@pytest.mark.skipif(sys.platform == "win32", reason="Windows file names are always Unicode")
def test_a_file_name_that_is_not_utf8_breaks_nothing(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save_record(folder / "saves" / BAD_NAME, person_game("Bo", 7))
    save_record(folder / "records" / BAD_NAME, person_game("Cy", 8))
    for _ in range(2):  # cold, then warm
        code, out, err = stats(folder, capsys)
        assert code == 0 and err == ""
        assert out.startswith("5 finished games") and "Bo:" in out and "Cy:" in out
        code, out, _ = stats(folder, capsys, "--json")
        assert code == 0 and json.loads(out)["games"] == 5
    index = json.loads((folder / INDEX_NAME).read_text(encoding="utf-8"))
    assert sorted(index["files"]) == ["records/g0.json", "records/g1.json", "records/g2.json"]


# 9: dates outside the calendar -------------------------------------------------------
@pytest.mark.parametrize("stamp", ["0001-01-01T00:00:00+01:00", "9999-12-31T23:30:00-05:00"])
def test_a_finish_time_outside_datetime_is_clamped(
    folder: Path, stamp: str, capsys: pytest.CaptureFixture[str]
) -> None:
    record = person_game("Dee", 11)
    record.meta["finished_at"] = stamp
    save_record(folder / "saves" / "edge.json", record)
    code, out, err = stats(folder, capsys, "--json")
    assert code == 0 and err == ""
    assert json.loads(out)["players"]["Dee"]["overall"]["games"] == 1
    (entry,) = [e for e in collect(folder).games if "Dee" in e.names]
    assert entry.when[:4] in ("1970", "9999")


@pytest.mark.parametrize("mtime_ns", [2**62, -(2**62)])
def test_a_file_time_outside_datetime_is_clamped_not_dropped(
    folder: Path, mtime_ns: int, capsys: pytest.CaptureFixture[str]
) -> None:
    path = folder / "saves" / "old.json"
    save_record(path, person_game("Eve", 12))
    try:
        os.utime(path, ns=(mtime_ns, mtime_ns))
    except (OSError, OverflowError, ValueError):
        pytest.skip("this file system cannot hold that time")
    code, out, err = stats(folder, capsys, "--json")
    assert code == 0 and err == ""
    assert json.loads(out)["players"]["Eve"]["overall"]["games"] == 1


# 13: many seat names ------------------------------------------------------------------
def test_statistics_of_many_names_take_one_pass() -> None:
    """4,000 games with 16,000 distinct names: every name's statistics in seconds (each
    name scanned every game before: minutes)."""
    template = collect_one()
    games = [
        replace(
            template,
            key=f"{n:040x}",
            names=tuple(f"P{n}-{seat}" for seat in range(template.players)),
        )
        for n in range(4_000)
    ]
    collection = Collection(games=games)
    started = time.process_time()
    data = stats_json(collection)
    assert len(data["players"]) == 4_000 * template.players
    assert time.process_time() - started < 20


def collect_one() -> GameEntry:
    from game.stats.reviews import stored_accuracy
    from game.stats.scan import scan_record

    path = Path(os.environ["PLAY_OR_PAY_HOME"]) / "one.json"
    save_record(path, person_game("Ann", 1, players=4))
    entry = scan_record(path, "records/one.json", stored_accuracy(path.parent / "reviews"))
    assert entry is not None
    return entry


# 16: a forged index -------------------------------------------------------------------
FORGERIES = {
    "numbers": lambda entry: entry.update(scores=[999.0, 1.0, 2.0], winners=[0]),
    "escape": lambda entry: entry["names"].__setitem__(0, "\x1b[2J\x1b]0;owned\a"),
    "variant": lambda entry: entry.update(variant="\x1b[31mred"),
    "game": lambda entry: entry.update(game="chess"),
}


@pytest.mark.parametrize("forge", sorted(FORGERIES))
def test_a_forged_index_is_never_trusted(
    folder: Path, forge: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _, cold, _ = stats(folder, capsys)
    _, cold_json, _ = stats(folder, capsys, "--json")
    data = json.loads((folder / INDEX_NAME).read_text(encoding="utf-8"))
    for line in data["files"].values():
        FORGERIES[forge](line["entry"])  # stamps, digests and seals left as they were
    (folder / INDEX_NAME).write_text(json.dumps(data), encoding="utf-8")
    code, out, err = stats(folder, capsys)
    assert (code, out, err) == (0, cold, "")
    assert "\x1b" not in out
    assert stats(folder, capsys, "--json")[1] == cold_json


def test_an_index_from_another_folder_or_a_swapped_file_is_not_trusted(
    folder: Path, tmp_path_factory: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path_factory.mktemp("other")
    save_record(other / "records" / "g0.json", person_game("Zed", 40))
    stats(other, capsys)
    _, cold, _ = stats(folder, capsys)
    (folder / INDEX_NAME).write_bytes((other / INDEX_NAME).read_bytes())
    assert stats(folder, capsys)[1] == cold
    # the same size and time, other bytes: read again
    path = folder / "records" / "g0.json"
    info = path.stat()
    text = path.read_text(encoding="utf-8").replace('"Ann"', '"Amy"')
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert path.stat().st_size == info.st_size
    assert "Amy:" in stats(folder, capsys)[1]


# 17: temporary files -----------------------------------------------------------------
def test_stats_keeps_its_temporary_files_in_the_folder_and_tidies_them(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    left = [
        temp_folder(folder) / f".play-or-pay-{dead.pid}-abcdefgh.tmp",
        folder / f".play-or-pay-{dead.pid}-ijklmnop.tmp",
    ]
    temp_folder(folder).mkdir()
    for path in left:
        path.write_text("{", encoding="utf-8")
    mine = folder / "notes.tmp"
    mine.write_text("mine", encoding="utf-8")
    assert stats(folder, capsys)[0] == 0
    assert not any(path.exists() for path in left) and mine.exists()
    assert [p.name for p in folder.iterdir() if p.name.startswith(".")] == []


def test_a_killed_stats_run_leaves_nothing_outside_the_folder(
    folder: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    system_temp = tmp_path_factory.mktemp("system-temp")
    env = {**os.environ, "TMPDIR": str(system_temp), "TEMP": str(system_temp)}
    for n in range(3, 40):
        save_record(folder / "records" / f"g{n}.json", person_game("Ann", n))
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "stats", "--data", str(folder)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
    )
    time.sleep(1.0)
    proc.kill()
    proc.wait(timeout=30)
    assert list(system_temp.iterdir()) == []
    done = subprocess.run(
        [sys.executable, "-m", "game", "stats", "--data", str(folder)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0 and done.stdout.startswith("40 finished games")
    assert list(system_temp.iterdir()) == []
    assert [p.name for p in folder.iterdir() if p.name.startswith(".")] == []
    assert list(temp_folder(folder).iterdir()) == []
