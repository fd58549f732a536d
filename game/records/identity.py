"""A record's identity: one key for every record of the same game (game, players,
options, seed, deal, actions), whatever its seat names, meta or file. Stored reviews,
statistics lines and a duplicate's link to its daily are filed under it."""

from __future__ import annotations

import hashlib
import json

from game.records.model import Record


def record_key(record: Record) -> str:
    """A hash of what decides ``record``'s game (game, players, options, seed, deal,
    actions): records of the same game share it, any other record has another."""
    identity = [
        record.game,
        record.players,
        record.options,
        record.seed,
        record.deal,
        record.actions,
    ]
    text = json.dumps(identity, sort_keys=True, ensure_ascii=True, default=repr)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:40]
