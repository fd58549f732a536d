"""The statistics index: a cache of :class:`~game.stats.entry.GameEntry` per record file.

``stats-index.json`` in the data folder maps each record file's path (relative to the
folder) to its size, modification time (ns), the stored review's size and time, the
SHA-256 of the file's bytes, its entry (or null: nothing to count) and a seal. It is only
a cache: it is read with the strict reader (:mod:`game.safe_json`), and a missing,
damaged, huge or foreign index, or a line whose file changed, whose fields do not hold or
whose seal does not match, is ignored and rebuilt from the records.

The seal is an HMAC-SHA256 of the whole line under a random key of this data folder
(``stats-key.json``, made on first use): an index copied from elsewhere, edited or
forged (invented numbers, another game, escape sequences in a name) is never trusted,
and the file's digest ties each entry to the exact bytes it was computed from. A folder
where the key cannot be kept (read-only) gets no index: every record is read each time.
Both files are written atomically (:func:`game.storage.atomic_write_text`), their
temporary files in the data folder's own temporary folder.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import re
import secrets
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.errors import DataFileError
from game.records import MAX_BYTES as RECORD_BYTES
from game.safe_json import read_json_file, read_regular_file
from game.stats.entry import GameEntry, entry_from_json
from game.storage import atomic_write_text, temp_folder

INDEX_NAME = "stats-index.json"
KEY_NAME = "stats-key.json"
FORMAT = "play-or-pay-stats-index"
KEY_FORMAT = "play-or-pay-stats-key"
#: Bumped whenever what an entry holds is computed otherwise (3: the review's accuracy
#: counts the points at stake and the points charged for forced moves), so cached
#: entries are made again from the records and their stored reviews.
VERSION = 3
MAX_BYTES = 64 * 1024 * 1024
_HEX64 = re.compile(r"[0-9a-f]{64}")

BODY = ("stamp", "review", "digest", "entry")

#: (size, mtime_ns) of a file, or None when it does not exist.
Stamp = tuple[int, int] | None


@dataclass(frozen=True)
class Cached:
    """One file's index line: its stamp, its stored review's stamp, the SHA-256 of its
    bytes ("" when unknown), its entry and the line's seal ("" before sealing).

    A line read back and found sealed keeps the JSON it was read from (``read``), so it
    is written again as it is, neither rebuilt nor sealed again."""

    stamp: Stamp
    review: Stamp
    entry: GameEntry | None
    digest: str = ""
    seal: str = ""
    read: dict[str, Any] | None = field(default=None, compare=False, repr=False)

    def body(self) -> dict[str, Any]:
        """The line without its seal, as JSON data."""
        if self.read is not None:
            return self.read
        return {
            "stamp": None if self.stamp is None else list(self.stamp),
            "review": None if self.review is None else list(self.review),
            "digest": self.digest,
            "entry": None if self.entry is None else self.entry.to_json(),
        }

    def to_json(self) -> dict[str, Any]:
        return {**self.body(), "seal": self.seal}


def stamp_of(path: str | os.PathLike[str]) -> Stamp:
    """(size, mtime_ns) of the file at ``path``, or None if there is no such file."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return (info.st_size, info.st_mtime_ns)


def digest_of(path: str | os.PathLike[str]) -> str:
    """The SHA-256 (hex) of the bytes of the file at ``path``; "" if it cannot be read."""
    try:
        return hashlib.sha256(read_regular_file(path, RECORD_BYTES)).hexdigest()
    except (DataFileError, OSError, ValueError):
        return ""


def sealed_text(name: str, body: dict[str, Any]) -> str:
    """What the seal of the line ``body`` of the file ``name`` is made of (ASCII)."""
    return json.dumps([name, body], sort_keys=True, ensure_ascii=True)


def seal_text(key: bytes, text: str) -> str:
    """The seal of :func:`sealed_text` ``text`` under ``key`` (ValueError unless ASCII)."""
    return seal_bytes(key, text.encode("ascii"))


def seal_bytes(key: bytes, text: bytes) -> str:
    """The seal of the ASCII bytes of :func:`sealed_text` ``text`` under ``key``."""
    return hmac.new(key, text, hashlib.sha256).hexdigest()


def _seal(key: bytes, name: str, body: dict[str, Any]) -> str:
    return seal_text(key, sealed_text(name, body))


def folder_key(data_dir: Path, make: bool) -> bytes | None:
    """The data folder's index key; with ``make``, one is made if there is none. None
    when it cannot be read or kept (the index is then neither trusted nor written)."""
    path = data_dir / KEY_NAME
    for _ in range(2):
        with contextlib.suppress(DataFileError, OSError):
            data = read_json_file(path, 1024)
            if isinstance(data, dict) and data.get("format") == KEY_FORMAT:
                value = data.get("key")
                if isinstance(value, str) and _HEX64.fullmatch(value):
                    return bytes.fromhex(value)
            return None  # there, but not ours: never replaced
        if not make:
            return None
        text = json.dumps({"format": KEY_FORMAT, "key": secrets.token_hex(32)}) + "\n"
        with contextlib.suppress(OSError):  # another writer may have made it first
            atomic_write_text(path, text, overwrite=False, temp_dir=temp_folder(data_dir))
    return None


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


def sealed_line(key: bytes, name: str, value: Any) -> Cached | None:
    """The line ``value`` (JSON data) of the file ``name`` if it is sealed under ``key``
    and every field holds (None otherwise). The seal is checked first, on the line as it
    was read (the writer sealed exactly that), so an unsealed line costs no more."""
    if not isinstance(value, dict):
        return None
    seal = value.get("seal")
    body = {part: value.get(part) for part in BODY}
    if not isinstance(seal, str) or not hmac.compare_digest(seal, _seal(key, name, body)):
        return None
    return checked_line(body, seal)


def checked_line(body: dict[str, Any], seal: str) -> Cached | None:
    """The line of the sealed JSON data ``body`` (the four parts of :meth:`Cached.body`)
    if every field holds, else None."""
    try:
        entry, digest = body["entry"], body["digest"]
        if not isinstance(digest, str) or not _HEX64.fullmatch(digest):
            return None
        return Cached(
            _stamp(body["stamp"]),
            _stamp(body["review"]),
            None if entry is None else entry_from_json(entry),
            digest,
            seal,
            body,
        )
    except (ValueError, TypeError, KeyError):
        return None


def read_index(data_dir: Path, key: bytes | None = None) -> dict[str, Cached]:
    """The usable lines of the index: well formed and sealed under this folder's key
    (``key`` if given, else read; an empty dict when the index or the key cannot be
    used)."""
    if key is None:
        key = folder_key(data_dir, make=False)
    if key is None:
        return {}
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
        line = sealed_line(key, name, value)
        if line is not None and (line.entry is None or line.entry.path == name):
            lines[name] = line
    return lines


def _writable(name: str) -> bool:
    """True if ``name`` can be kept in the index (a file name that is not UTF-8 cannot:
    its file is read each time instead)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def kept(lines: dict[str, Cached]) -> dict[str, Cached]:
    """The lines the index keeps: those with a file digest and a UTF-8 name."""
    return {name: line for name, line in lines.items() if line.digest and _writable(name)}


def sealed_json(key: bytes, name: str, line: Cached) -> dict[str, Any]:
    """``line`` as JSON data with its seal under ``key`` (a line read sealed under the
    folder's key is kept as it was read)."""
    body = line.body()
    sealed = line.seal if line.seal and line.read is not None else _seal(key, name, body)
    return {**body, "seal": sealed}


#: Lines written per call of the JSON writer (a call holds the interpreter lock: the
#: screen reading the statistics keeps drawing between calls).
CHUNK = 256


def _index_text(key: bytes, lines: dict[str, Cached]) -> str:
    """The index's text: the lines sealed under ``key``, by name, as one JSON object
    written a chunk of lines at a time (the same text as in one call)."""
    ordered = sorted(lines.items())
    parts = []
    for start in range(0, len(ordered), CHUNK):
        chunk = {
            name: sealed_json(key, name, line) for name, line in ordered[start : start + CHUNK]
        }
        parts.append(json.dumps(chunk, ensure_ascii=False, separators=(",", ":"))[1:-1])
    head = {"format": FORMAT, "version": VERSION, "files": {}}
    start_text = json.dumps(head, ensure_ascii=False, separators=(",", ":"))[:-2]
    return start_text + ",".join(parts) + "}}\n"


def write_index(data_dir: Path, lines: dict[str, Cached], key: bytes | None = None) -> bool:
    """Replace the index with the :func:`kept` ``lines``, each sealed under the folder's
    key (``key``: the one the lines were read under, if any); True once written (atomic;
    a failure is ignored: it is a cache)."""
    made = folder_key(data_dir, make=True)
    if made is None:
        return False
    if key is not None and not hmac.compare_digest(key, made):  # never a line sealed
        lines = {name: replace(line, seal="", read=None) for name, line in lines.items()}
    text = _index_text(made, kept(lines))
    with contextlib.suppress(OSError, UnicodeError):
        if len(text.encode("utf-8")) <= MAX_BYTES:
            atomic_write_text(data_dir / INDEX_NAME, text, temp_dir=temp_folder(data_dir))
            return True
    return False
