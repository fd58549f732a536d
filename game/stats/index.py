"""The statistics index: a cache of :class:`~game.stats.entry.GameEntry` per record file.

``stats-index.json`` in the data folder maps each record file's path (relative to the
folder) to its size, modification time (ns), the stored review's size and time, and its
entry (or null: nothing to count). It is only a cache: it is read with the strict reader
(:mod:`game.safe_json`), and a missing, damaged, huge or foreign index, or an entry whose
file changed or whose fields do not hold, is ignored and rebuilt from the records. It is
written atomically (:func:`game.storage.atomic_write_text`).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.errors import DataFileError
from game.safe_json import read_json_file
from game.stats.entry import GameEntry, entry_from_json
from game.storage import atomic_write_text

INDEX_NAME = "stats-index.json"
FORMAT = "play-or-pay-stats-index"
VERSION = 1
MAX_BYTES = 64 * 1024 * 1024

#: (size, mtime_ns) of a file, or None when it does not exist.
Stamp = tuple[int, int] | None


@dataclass(frozen=True)
class Cached:
    """One file's index line: its stamp, its stored review's stamp and its entry."""

    stamp: Stamp
    review: Stamp
    entry: GameEntry | None

    def to_json(self) -> dict[str, Any]:
        return {
            "stamp": None if self.stamp is None else list(self.stamp),
            "review": None if self.review is None else list(self.review),
            "entry": None if self.entry is None else self.entry.to_json(),
        }


def stamp_of(path: Path) -> Stamp:
    """(size, mtime_ns) of the file at ``path``, or None if there is no such file."""
    try:
        info = path.stat()
    except (OSError, ValueError):
        return None
    return (info.st_size, info.st_mtime_ns)


def _stamp(value: Any) -> Stamp:
    if value is None:
        return None
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return (value[0], value[1])
    raise ValueError("stamp")


def _line(value: Any) -> Cached | None:
    if not isinstance(value, dict):
        return None
    try:
        entry = value.get("entry")
        return Cached(
            _stamp(value.get("stamp")),
            _stamp(value.get("review")),
            None if entry is None else entry_from_json(entry),
        )
    except (ValueError, TypeError, KeyError):
        return None


def read_index(data_dir: Path) -> dict[str, Cached]:
    """The usable lines of the index (an empty dict when it cannot be used)."""
    try:
        data = read_json_file(data_dir / INDEX_NAME, MAX_BYTES)
    except (DataFileError, OSError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return {}
    if data.get("version") != VERSION or not isinstance(data.get("files"), dict):
        return {}
    lines = {}
    for name, value in data["files"].items():
        line = _line(value)
        if line is not None and (line.entry is None or line.entry.path == name):
            lines[name] = line
    return lines


def write_index(data_dir: Path, lines: dict[str, Cached]) -> None:
    """Replace the index with ``lines`` (atomic; a failure is ignored: it is a cache)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "files": {name: line.to_json() for name, line in sorted(lines.items())},
    }
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
    if len(text.encode("utf-8")) > MAX_BYTES:
        return
    with contextlib.suppress(OSError, UnicodeError):
        atomic_write_text(data_dir / INDEX_NAME, text)
