"""The statistics line kept beside each kept game (``stats-lines/``): a folder without
an index is counted from those lines without replaying a record, to the same figures as
a replay of every record; a line that is missing, damaged, forged, foreign or stale only
costs the replay; the lines stay, but not those of records that are gone."""

from __future__ import annotations

import importlib
import json
import os
from pathlib import Path

import pytest

from game.kept import keep_finished
from game.records import save_record
from game.review import reviewed
from game.review.store import record_key, save_review
from game.stats import INDEX_NAME, collect, stats_json
from game.stats.index import KEY_NAME, VERSION, seal_text, sealed_text
from game.stats.lines import LINES, line_names
from tests.review_fixtures import blunder_record
from tests.test_stats import person_game

lines_module = importlib.import_module("game.stats.lines")


def kept_folder(folder: Path) -> list[Path]:
    """Four finished games kept as the app keeps them, and one save."""
    kept = [keep_finished(folder, person_game("Ann" if n % 2 else "Bo", n)) for n in range(4)]
    save_record(folder / "saves" / "mine.json", person_game("Cy", 7))
    assert all(path is not None for path in kept)
    return [path for path in kept if path is not None]


def replayed(folder: Path) -> dict:
    """The statistics with every record replayed (no index, no kept line)."""
    moved = folder / "kept-lines-aside"
    os.rename(folder / LINES, moved)
    try:
        (folder / INDEX_NAME).unlink(missing_ok=True)
        return stats_json(collect(folder))
    finally:
        (folder / INDEX_NAME).unlink(missing_ok=True)
        os.rename(moved, folder / LINES)


def count_scans(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    scanned: list[str] = []
    real = lines_module.scan_record

    def counting(path: Path, name: str, accuracy: object) -> object:
        scanned.append(name)
        return real(path, name, accuracy)

    monkeypatch.setattr(lines_module, "scan_record", counting)
    return scanned


def test_kept_games_are_counted_from_their_lines_without_a_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept = kept_folder(tmp_path)
    assert line_names(tmp_path) == {path.name for path in kept}
    expected = replayed(tmp_path)
    scanned = count_scans(monkeypatch)
    assert stats_json(collect(tmp_path)) == expected
    assert scanned == ["saves/mine.json"]  # the save was not kept: read and replayed
    assert line_names(tmp_path) == {path.name for path in kept}  # they stay
    assert stats_json(collect(tmp_path)) == expected and scanned == ["saves/mine.json"]
    (tmp_path / INDEX_NAME).unlink()  # an index lost: the lines again, still no replay
    assert stats_json(collect(tmp_path)) == expected
    assert scanned == ["saves/mine.json"] * 2


def line_file(seal: str, text: str) -> str:
    """A line's file as :func:`game.stats.lines.line_text` writes it."""
    return f'["play-or-pay-stats-line",{VERSION},"{seal}",{text}]\n'


def damaged_lines(folder: Path, damage: str) -> None:
    beside = folder / LINES
    files = sorted(beside.iterdir())
    key = bytes.fromhex(json.loads((folder / KEY_NAME).read_text())["key"])
    for path in files:
        raw = path.read_text(encoding="ascii")
        _format, _version, seal, (name, body) = json.loads(raw)
        text = raw[raw.index(seal) + len(seal) + 2 : -2]
        assert raw == line_file(seal, text) and text == sealed_text(name, body)
        if damage == "garbage":
            path.write_bytes(b"\x00{not json")
        elif damage == "huge":
            path.write_bytes(b" " * (lines_module.MAX_BYTES + 1))
        elif damage == "unsealed":  # invented figures, the old seal
            path.write_text(line_file(seal, text.replace('"scores": [', '"scores": [99.0, ', 1)))
        elif damage == "foreign key":  # sealed under another folder's key
            path.write_text(line_file(seal_text(b"k" * 32, text), text))
        elif damage == "spaced":  # the same JSON written otherwise: not what was sealed
            path.write_text(json.dumps(["play-or-pay-stats-line", VERSION, seal, [name, body]]))
        elif damage == "other name":  # a line moved to another record's name
            os.rename(path, beside / f"other-{path.name}")
        elif damage == "other record":  # a sealed line of other bytes
            body["digest"] = "0" * 64
            forged = sealed_text(name, body)
            path.write_text(line_file(seal_text(key, forged), forged))
        elif damage == "sealed forgery":  # who holds the key still cannot pass bad fields
            body["entry"]["names"][0] = "\x1b[31mAnn"
            forged = sealed_text(name, body)
            path.write_text(line_file(seal_text(key, forged), forged))
        elif damage == "sealed bad json":  # sealed, but not strict JSON (a NaN)
            forged = text.replace('"scores": [', '"scores": [NaN, ', 1)
            path.write_text(line_file(seal_text(key, forged), forged))
        elif damage == "not ascii":
            path.write_text(line_file(seal, text.replace("nothanks", "nöthanks")))
        elif damage == "version":
            path.write_text(line_file(seal, text).replace(f",{VERSION},", ",99,", 1))
        elif damage == "folder":
            path.unlink()
            path.mkdir()
        elif damage == "link":
            path.unlink()
            path.symlink_to("/dev/zero")


DAMAGES = [
    "garbage",
    "huge",
    "unsealed",
    "foreign key",
    "spaced",
    "other name",
    "other record",
    "sealed forgery",
    "sealed bad json",
    "not ascii",
    "version",
    "folder",
    "link",
]


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_or_forged_line_only_costs_the_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    kept = kept_folder(tmp_path)
    expected = replayed(tmp_path)
    damaged_lines(tmp_path, damage)
    scanned = count_scans(monkeypatch)
    assert stats_json(collect(tmp_path)) == expected
    assert sorted(scanned) == sorted([f"records/{p.name}" for p in kept] + ["saves/mine.json"])


def test_a_review_stored_after_the_game_was_kept_is_read(tmp_path: Path) -> None:
    record = blunder_record()
    path = keep_finished(tmp_path, record)
    assert path is not None and line_names(tmp_path) == {path.name}
    (tmp_path / "reviews").mkdir()
    save_review(tmp_path / "reviews" / f"{record_key(record)}.json", reviewed(record))
    (game,) = collect(tmp_path).games
    assert game.accuracy[0] is not None  # the kept line (no review then) was stale


def test_without_a_key_no_line_is_kept(tmp_path: Path) -> None:
    (tmp_path / KEY_NAME).write_text("not ours")  # a key file that is not a key
    path = keep_finished(tmp_path, person_game("Ann", 1))
    assert path is not None and path.is_file()
    assert line_names(tmp_path) == set()
    assert [game.names[0] for game in collect(tmp_path).games] == ["Ann"]


def test_the_line_of_a_removed_record_is_removed(tmp_path: Path) -> None:
    kept = kept_folder(tmp_path)
    kept[0].unlink()
    collection = collect(tmp_path)
    assert len(collection.games) == 4
    assert line_names(tmp_path) == {path.name for path in kept[1:]}


def test_the_record_key_is_the_reviews_key() -> None:
    from game.review.store import record_key as reviews_key
    from game.stats.scan import record_key

    records = [person_game("Ann", n, game, players) for n, game, players in SAMPLES]
    records.append(blunder_record())  # an explicit deal
    for record in records:
        assert record_key(record) == reviews_key(record)


SAMPLES = [(1, "nothanks", 3), (2, "nyet", 4), (3, "playorpay", 5), (4, "nothanks", 7)]


def test_no_line_is_kept_for_a_game_already_reviewed(tmp_path: Path) -> None:
    record = blunder_record()
    (tmp_path / "reviews").mkdir()
    save_review(tmp_path / "reviews" / f"{record_key(record)}.json", reviewed(record))
    assert keep_finished(tmp_path, record) is not None
    assert line_names(tmp_path) == set()  # its review is read when the games are
    (game,) = collect(tmp_path).games
    assert game.accuracy[0] is not None
