"""The statistics index is only a cache: a missing, damaged, huge or foreign index, or
a stale or forged entry, is rebuilt from the records; hostile record and resets files
are skipped without a crash."""

from __future__ import annotations

import importlib
import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.records import save_record
from game.safe_json import read_json_file
from game.stats import INDEX_NAME, RESETS_NAME, collect, player_stats, reset_player, stats_json
from game.stats import index as index_module
from tests.test_stats import person_game

lines_module = importlib.import_module("game.stats.lines")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for n in range(4):
        save_record(tmp_path / "saves" / f"g{n}.json", person_game("Ann" if n % 2 else "Bo", n))
    return tmp_path


def forbid_scans(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object) -> None:
        raise AssertionError("a record was read although the index had it")

    monkeypatch.setattr(lines_module, "scan_record", refuse)


def test_a_warm_collect_reads_the_index_only(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cold = stats_json(collect(folder))
    index = read_json_file(folder / INDEX_NAME, index_module.MAX_BYTES)
    assert index["format"] == "play-or-pay-stats-index" and len(index["files"]) == 4
    forbid_scans(monkeypatch)
    assert stats_json(collect(folder)) == cold


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"{not json",
        b"\xff\xfe\x00",
        b"[]",
        b'{"format": "something-else", "version": 1, "files": {}}',
        b'{"format": "play-or-pay-stats-index", "version": 99, "files": {}}',
        b'{"format": "play-or-pay-stats-index", "version": 1, "files": []}',
    ],
)
def test_a_damaged_or_foreign_index_is_rebuilt(folder: Path, damage: bytes) -> None:
    cold = stats_json(collect(folder))
    (folder / INDEX_NAME).write_bytes(damage)
    assert stats_json(collect(folder)) == cold
    assert (
        read_json_file(folder / INDEX_NAME, index_module.MAX_BYTES)["format"]
        == "play-or-pay-stats-index"
    )


def test_a_missing_or_huge_index_is_rebuilt(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cold = stats_json(collect(folder))
    os.unlink(folder / INDEX_NAME)
    assert stats_json(collect(folder)) == cold
    monkeypatch.setattr(index_module, "MAX_BYTES", 100)
    assert stats_json(collect(folder)) == cold
    assert (folder / INDEX_NAME).stat().st_size > 100  # the too-large index was not trusted


FORGERIES = {
    "scores": lambda line: line["entry"].update(scores=["many", 1, 2]),
    "winner": lambda line: line["entry"].update(winners=[7]),
    "winners": lambda line: line["entry"].update(winners=5),
    "names": lambda line: line["entry"].update(names="Ann"),
    "escape": lambda line: line["entry"]["names"].__setitem__(0, "\x1b[31mAnn"),
    "key": lambda line: line["entry"].update(key="../../etc"),
    "when": lambda line: line["entry"].update(when="yesterday"),
    "daily": lambda line: line["entry"].update(
        daily={"date": "2026-11-26", "seat": 9, "ranked": True}
    ),
    "stale": lambda line: line.update(stamp=[1, 2], entry={**line["entry"], "scores": [0, 0, 0]}),
    "stamp": lambda line: line.update(stamp="now"),
    "line": lambda line: line.clear(),
}


@pytest.mark.parametrize("forge", sorted(FORGERIES))
def test_forged_mistyped_or_stale_entries_are_recomputed(folder: Path, forge: str) -> None:
    cold = stats_json(collect(folder))
    data = json.loads((folder / INDEX_NAME).read_text(encoding="utf-8"))
    for line in data["files"].values():
        FORGERIES[forge](line)
    (folder / INDEX_NAME).write_text(json.dumps(data), encoding="utf-8")
    assert stats_json(collect(folder)) == cold


def test_a_changed_or_removed_record_is_read_again(folder: Path) -> None:
    collect(folder)
    save_record(folder / "saves" / "g0.json", person_game("Cy", 9))
    os.unlink(folder / "saves" / "g1.json")
    collection = collect(folder)
    assert set(collection.players()) == {"Ann", "Bo", "Cy"}
    assert player_stats(collection, "Ann").overall.games == 1
    assert len(json.loads((folder / INDEX_NAME).read_text(encoding="utf-8"))["files"]) == 3


def test_hostile_record_files_are_skipped(folder: Path) -> None:
    saves = folder / "saves"
    good = (saves / "g0.json").read_text(encoding="utf-8")
    (saves / "garbage.json").write_bytes(b"\x00\x01not json")
    (saves / "list.json").write_text("[1, 2, 3]")
    (saves / "latin1.json").write_bytes('{"name": "caf\xe9"}'.encode("latin-1"))
    (saves / "deep.json").write_text("[" * 10000 + "]" * 10000)
    (saves / "huge.json").write_bytes(b" " * (4 * 1024 * 1024 + 10))
    (saves / "folder.json").mkdir()
    forged = json.loads(good)
    forged["actions"] = [*forged["actions"][:-1], "take-all-the-chips"]
    (saves / "illegal.json").write_text(json.dumps(forged))
    claims = json.loads(good)
    claims["actions"] = claims["actions"][:3]
    claims["digest"] = None
    claims["result"] = {"finished": True, "scores": [0, 99, 99], "winners": [0]}
    (saves / "claims-a-win.json").write_text(json.dumps(claims))
    (saves / "link.json").symlink_to("/dev/zero")
    collection = collect(folder)
    assert len(collection.games) == 4
    assert player_stats(collection, "Ann").overall.games == 2


def test_hostile_resets_files_count_as_no_reset(folder: Path) -> None:
    cold = stats_json(collect(folder))
    for damage in [
        b"{",
        b"[]",
        b'{"format": "play-or-pay-stats-resets", "version": 1, "players": {"Ann": "all"}}',
    ]:
        (folder / RESETS_NAME).write_bytes(damage)
        assert stats_json(collect(folder)) == cold
    odd_keys = {"format": "play-or-pay-stats-resets", "version": 1, "players": {"Ann": [1, "../x"]}}
    (folder / RESETS_NAME).write_text(json.dumps(odd_keys))
    assert stats_json(collect(folder)) == cold
    reset_player(folder, "Ann")  # replaces the damaged file
    assert player_stats(collect(folder), "Ann").overall.games == 0


def test_a_missing_data_folder_is_an_error(tmp_path: Path) -> None:
    from game.errors import GameError

    with pytest.raises(GameError, match="does not exist"):
        collect(tmp_path / "nowhere")


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=300), st.binary(max_size=300))
def test_any_bytes_in_the_index_or_resets_never_change_the_statistics(
    index: bytes, resets: bytes
) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        save_record(folder / "saves" / "g.json", person_game("Ann", 1))
        cold = stats_json(collect(folder))
        (folder / INDEX_NAME).write_bytes(index)
        (folder / RESETS_NAME).write_bytes(resets)
        assert stats_json(collect(folder)) == cold
