"""Game records: small, versioned, human-readable JSON (see docs/records.md).

A record names the game, player count, options, seats, and either a seed or an explicit
deal, then lists the actions in notation and a digest of the state after the last one.
Loading never pickles or evals: files go through the one strict reader
(:mod:`game.safe_json`), and every problem becomes one :class:`RecordError` with one
clean line that never repeats more than a short, sanitised piece of the file. Seat names
follow the seat-name rule (:func:`game.text.seat_name`). :func:`replay` rebuilds the
state action by action and checks the digest.

One module a job: :mod:`.model` (the record and its JSON form), :mod:`.parse`
(validation), :mod:`.files` (bytes and files in and out), :mod:`.replaying`.
"""

from game.records.files import load_record, loads_record, save_record
from game.records.model import (
    FORMAT,
    MAX_ACTIONS,
    MAX_BYTES,
    VERSION,
    Record,
    Seat,
    make_record,
    result_summary,
)
from game.records.parse import parse_record, upgrade_options
from game.records.replaying import played_on_record, replay, start_state

__all__ = [
    "FORMAT",
    "MAX_ACTIONS",
    "MAX_BYTES",
    "VERSION",
    "Record",
    "Seat",
    "load_record",
    "loads_record",
    "make_record",
    "parse_record",
    "played_on_record",
    "replay",
    "result_summary",
    "save_record",
    "start_state",
    "upgrade_options",
]
