"""Per-person statistics resets: ``stats-resets.json`` lists, per seat name, the record
keys (:func:`game.review.store.record_key`) hidden from that person's statistics. The
records stay. The file is read with the strict reader and written atomically; a damaged,
huge or foreign file counts as no reset (and is replaced by the next reset)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from game.errors import DataFileError
from game.safe_json import read_json_file
from game.storage import atomic_write_text

RESETS_NAME = "stats-resets.json"
FORMAT = "play-or-pay-stats-resets"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
_KEY = re.compile(r"[0-9a-f]{1,64}")


def read_resets(data_dir: Path) -> dict[str, frozenset[str]]:
    """name -> hidden record keys (empty when the file is missing or cannot be used;
    names or keys of the wrong shape are skipped)."""
    try:
        data = read_json_file(data_dir / RESETS_NAME, MAX_BYTES)
    except (DataFileError, OSError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return {}
    players = data.get("players")
    if data.get("version") != VERSION or not isinstance(players, dict):
        return {}
    resets = {}
    for name, keys in players.items():
        if isinstance(keys, list):
            resets[name] = frozenset(k for k in keys if isinstance(k, str) and _KEY.fullmatch(k))
    return resets


def write_resets(data_dir: Path, resets: dict[str, frozenset[str]]) -> None:
    """Replace the resets file (atomic; OSError if it cannot be written)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "players": {name: sorted(keys) for name, keys in sorted(resets.items())},
    }
    atomic_write_text(data_dir / RESETS_NAME, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
