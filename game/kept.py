"""Every finished game kept in the data folder's ``records/`` (no pygame).

A game that reaches its end is written once, at that moment, to
``records/<game>-<when>-<key>.json`` (:func:`kept_name`): the game id, when it ended
(UTC, to the second) and the start of a hash of the game, so two games never share a file
and the same game is never kept twice. Writes are atomic and never replace a file
(:func:`game.records.save_record` with ``overwrite=False``).

A finished record is never rewritten: :func:`may_write` says whether a record may be
written over the file at a path (a file holding a finished game, or a game this record
does not continue, is left as it is).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from game.errors import GameError
from game.records import Record, load_record, save_record
from game.stats.lines import keep_line

#: The data folder's folder of kept games (dailies, finished games, the CLI's records).
RECORDS = "records"


def kept_name(record: Record) -> str:
    """The file name a finished game is kept under: ``nyet-20261128-101500-ab12cd34.json``
    (the time is ``meta["finished_at"]``, else ``saved_at``; digits only)."""
    stamp = record.meta.get("finished_at") or record.meta.get("saved_at") or ""
    digits = "".join(ch for ch in str(stamp) if ch.isdigit())[:14]
    when = f"{digits[:8]}-{digits[8:14]}" if len(digits) == 14 else "undated"
    return f"{record.game}-{when}-{game_hash(record)[:12]}.json"


def game_hash(record: Record) -> str:
    """A hash of what decides the game (game, options, seed, deal, actions): the same
    game always has it, another game has another."""
    identity = [record.game, record.options, record.seed, record.deal, record.actions]
    text = json.dumps(identity, sort_keys=True, ensure_ascii=True, default=repr)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def may_write(path: Path, record: Record) -> bool:
    """True if ``record`` may be written to ``path``: nothing is there, or the game there
    is unfinished and ``record`` continues it (its actions start with the file's). A
    file that cannot be read is never written over."""
    if not os.path.lexists(path):
        return True
    try:
        there = load_record(path)
    except (GameError, OSError):
        return False
    if (there.result or {}).get("finished", False):
        return False
    same_game = (there.game, there.seed, there.options, there.deal) == (
        record.game,
        record.seed,
        record.options,
        record.deal,
    )
    return same_game and record.actions[: len(there.actions)] == there.actions


def keep_finished(data_dir: Path, record: Record) -> Path | None:
    """Write the finished ``record`` to ``data_dir/records/`` under :func:`kept_name`
    (atomic, never over another file), and its statistics line beside
    (:func:`game.stats.lines.keep_line`: the statistics then count it without replaying
    it, even before their index is made); the path, or None if it was kept before or
    could not be written (the autosave still holds the game)."""
    path = data_dir / RECORDS / kept_name(record)
    try:
        save_record(path, record, overwrite=False)
    except (OSError, GameError, UnicodeError):
        return None
    keep_line(data_dir, path)
    return path
