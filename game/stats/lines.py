"""The statistics line kept beside each kept game.

:func:`game.kept.keep_finished` keeps each finished game in ``records/``; with it,
:func:`keep_line` writes that record's index line (:mod:`game.stats.index`: its stamp,
digest, entry and seal under the folder's key) to ``stats-lines/<file name>``, once,
like the record. :func:`game.stats.collect` takes such a line where the index has none
(no index yet, or a lost one), exactly as it takes an index line: only if it is sealed
under this folder's key, every field holds and the record's size, time, bytes and
stored review still match it; otherwise the record is read and replayed as before.

So the games kept here are counted without replaying them even before an index is
made. A line file is read with the strict reader's parts and written atomically; a
missing, damaged or foreign one only costs the replay. The lines stay (the index is
read instead of them once it holds them): removing thousands of files would cost the
first reading of the statistics more than reading them; the line of a record that is
gone is removed.
"""

from __future__ import annotations

import contextlib
import hmac
import json
import os
from collections.abc import Iterable
from pathlib import Path

from game.errors import DataFileError
from game.safe_json import loads_json, read_regular_file
from game.stats.index import (
    BODY,
    VERSION,
    Cached,
    Stamp,
    checked_line,
    digest_of,
    folder_key,
    seal_bytes,
    seal_text,
    sealed_text,
    stamp_of,
)
from game.stats.scan import Accuracy, scan_record
from game.storage import atomic_write_text, temp_folder

#: The folder of kept lines in the data folder, and the folder whose files get them.
LINES = "stats-lines"
RECORDS = "records"
FORMAT = "play-or-pay-stats-line"
MAX_BYTES = 1024 * 1024


def record_name(file_name: str) -> str:
    """The index name (path in the data folder) of the file ``file_name`` in ``records/``."""
    return f"{RECORDS}/{file_name}"


def fresh_line(
    name: str,
    path: str | os.PathLike[str],
    reviews: Path,
    stamp: Stamp,
    digest: str,
    accuracy: Accuracy | None,
) -> Cached:
    """The line of the file ``name`` at ``path`` read now (``stamp`` and ``digest`` just
    taken; the record is read and replayed by :func:`game.stats.scan.scan_record`, its
    stored review in ``reviews`` read by ``accuracy``)."""
    entry = scan_record(Path(path), name, accuracy) if digest else None
    review = None if entry is None else stamp_of(os.path.join(reviews, f"{entry.key}.json"))
    return Cached(stamp, review, entry, digest)


def current(
    line: Cached, stamp: Stamp, digest: str, reviews: Path, listed: set[str] | None = None
) -> bool:
    """True if ``line`` still holds for a file of ``stamp`` and ``digest`` (its size, time
    and bytes) and its stored review did not change (``listed``: the names in the
    reviews folder, if listed; a review not there has no stamp)."""
    if line.stamp != stamp or not digest or not hmac.compare_digest(line.digest, digest):
        return False
    if line.entry is None:
        return True
    review = f"{line.entry.key}.json"
    if listed is not None and review not in listed:
        return line.review is None
    return line.review == stamp_of(os.path.join(reviews, review))


def listing(folder: Path) -> set[str] | None:
    """The names in ``folder`` (empty if there is no such folder; None if it cannot be
    listed)."""
    try:
        with os.scandir(folder) as entries:
            return {entry.name for entry in entries}
    except FileNotFoundError:
        return set()
    except OSError:
        return None


def line_names(data_dir: Path) -> set[str]:
    """The file names in the folder of kept lines (empty if there is none)."""
    return listing(data_dir / LINES) or set()


def _head(seal: str) -> str:
    """The start of a line's file up to its text (see below)."""
    return json.dumps([FORMAT, VERSION, seal], separators=(",", ":"))[:-1] + ","


#: A line's file: ``["play-or-pay-stats-line",2,"<seal>",TEXT]`` and a new line, where
#: TEXT is the very text the seal is made of (:func:`game.stats.index.sealed_text`, the
#: JSON of ``[name, line]``): the seal is checked on those bytes as they are, before the
#: file is decoded at all, and the whole file is then decoded strictly, as every file.
_SEAL_AT = len(_head("")) - 2
_TEXT_AT = len(_head("0" * 64))


def read_line(data_dir: Path, key: bytes, file_name: str) -> Cached | None:
    """The kept line of ``records/<file_name>`` if it is usable (sealed under ``key``,
    every field holds), else None; it goes into the index with its seal."""
    try:
        raw = read_regular_file(os.path.join(data_dir, LINES, file_name), MAX_BYTES)
        seal = raw[_SEAL_AT : _SEAL_AT + 64].decode("ascii")
        if not raw.endswith(b"]\n") or not raw.startswith(_head(seal).encode("ascii")):
            return None
        if not hmac.compare_digest(seal, seal_bytes(key, raw[_TEXT_AT:-2])):
            return None
        data = loads_json(raw, MAX_BYTES)
    except (DataFileError, OSError, ValueError):  # ValueError: bytes that are not ASCII
        return None
    name = record_name(file_name)
    if not isinstance(data, list) or len(data) != 4 or data[:3] != [FORMAT, VERSION, seal]:
        return None
    found = data[3]
    if not isinstance(found, list) or len(found) != 2 or found[0] != name:
        return None
    body = found[1]
    if not isinstance(body, dict) or set(body) != set(BODY):
        return None
    line = checked_line(body, seal)
    return line if line is not None and (line.entry is None or line.entry.path == name) else None


def line_text(key: bytes, name: str, line: Cached) -> str:
    """The file of the line ``line`` of the file ``name``, sealed under ``key``."""
    text = sealed_text(name, line.body())
    return _head(seal_text(key, text)) + text + "]\n"


def kept_line(data_dir: Path, path: Path) -> tuple[Path, str] | None:
    """(where, text) of the line file of the record at ``path`` in ``records/``, or
    None: no key can be kept, the file is elsewhere or cannot be read, or a review of
    the game is stored already (its accuracy is read by :func:`game.stats.collect`,
    which reads the stored reviews). The record is read and replayed here, once, as
    :func:`game.stats.collect` would."""
    if path.parent != data_dir / RECORDS:
        return None
    key = folder_key(data_dir, make=True)
    stamp = stamp_of(path)
    digest = digest_of(path)
    if key is None or stamp is None or not digest:
        return None
    name = record_name(path.name)
    line = fresh_line(name, path, data_dir / "reviews", stamp, digest, None)
    if line.review is not None:  # a review stored already: its accuracy is read later
        return None
    return data_dir / LINES / path.name, line_text(key, name, line)


def keep_line(data_dir: Path, path: Path) -> None:
    """Write the line of the record just kept at ``path`` (atomic; any failure is
    ignored: the record is then read and replayed when the statistics are next read)."""
    with contextlib.suppress(OSError, UnicodeError, ValueError):
        made = kept_line(data_dir, path)
        if made is not None:
            atomic_write_text(made[0], made[1], temp_dir=temp_folder(data_dir))


def remove_lines(data_dir: Path, file_names: Iterable[str]) -> None:
    """Remove these line files (their records are gone)."""
    folder = data_dir / LINES
    for file_name in file_names:
        with contextlib.suppress(OSError):
            (folder / file_name).unlink()
