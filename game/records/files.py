"""Record bytes and files in and out: the strict reader (at most MAX_BYTES, never
pickled or evaluated) and the atomic writer, which writes only what the reader accepts."""

from __future__ import annotations

import os

from game.errors import DataFileError, RecordError
from game.records.model import MAX_BYTES, Record
from game.records.parse import parse_record
from game.safe_json import loads_json, read_json_file
from game.storage import atomic_write_text


def save_record(path: str | os.PathLike[str], record: Record, overwrite: bool = True) -> None:
    """Write the record atomically (``overwrite=False``: FileExistsError if ``path``
    exists, and nothing is written). What :func:`load_record` would refuse is never
    written: RecordError (or UnicodeEncodeError for text that cannot be UTF-8) instead."""
    raw = record.dumps().encode("utf-8")
    loads_record(raw)  # the reader's own checks, on the very bytes to be written
    atomic_write_text(path, raw.decode("utf-8"), overwrite=overwrite)


def loads_record(raw: bytes) -> Record:
    """Decode and validate record bytes (strict JSON, at most MAX_BYTES)."""
    try:
        return parse_record(loads_json(raw, MAX_BYTES))
    except DataFileError as exc:
        raise exc.like(RecordError) from None


def load_record(path: str | os.PathLike[str]) -> Record:
    """Read and validate a record file (read-only; the file is never changed).

    Only a regular file of at most MAX_BYTES is read; every problem is a RecordError
    whose message names the file (``exc.reason`` holds the problem alone).
    """
    try:
        return parse_record(read_json_file(path, MAX_BYTES))
    except DataFileError as exc:
        raise exc.at(path).like(RecordError) from None
