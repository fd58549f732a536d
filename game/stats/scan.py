"""Reading one record file into a :class:`~game.stats.entry.GameEntry`.

The file goes through the one strict record reader and is replayed (the scores, winners
and "finished" come from the replay, never from the file's own ``result``). A file that
cannot be read or does not replay is skipped (None), never an error. A stored review's
accuracy comes from the reader given (:func:`game.stats.reviews.stored_accuracy`); no
review is ever computed here.

This module does not import the reviews (whose search imports the bots): keeping a
finished game (:mod:`game.kept`, used by ``scenes.core``) reads its record here too.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from datetime import datetime, timezone
from pathlib import Path

from game.contract import GameSpec, State
from game.daily.tag import DUPLICATE_META_KEY, daily_tag
from game.errors import GameError
from game.profile import owner_of
from game.records import Record, load_record, replay
from game.records.identity import record_key as record_key
from game.registry import get_game
from game.stats.entry import DailyInfo, DuplicateInfo, GameEntry, OwnerInfo

#: (record, its final state) -> each seat's accuracy in the stored review (None: none).
Accuracy = Callable[[Record, State], tuple[float | None, ...]]

#: What a damaged record may raise beyond GameError while it is replayed.
_BROKEN = (
    GameError,
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    AttributeError,
    RecursionError,
    OverflowError,
)


def variant_label(spec: GameSpec, players: int, options: Mapping[str, object]) -> str:
    """A readable name for the options: the first preset they match (hidden options
    such as the rules edition aside), else "Standard" for the defaults, else "Custom"."""
    try:
        full = spec.validate(players, options)
    except _BROKEN:
        return "Custom"

    def shown(values: Mapping[str, object]) -> dict[str, object]:
        return {key: value for key, value in values.items() if spec.option_shown(key, {})}

    mine = shown(full)
    for name, preset in spec.presets:
        try:
            if shown(spec.validate(players, preset)) == mine:
                return name
        except _BROKEN:
            continue
    defaults = {option.key: option.default for option in spec.options}
    return "Standard" if shown(defaults) == mine else "Custom"


#: The first and last moments a game may be dated (what Load and Replays show too).
FIRST_WHEN = datetime(1970, 1, 2, tzinfo=timezone.utc)
LAST_WHEN = datetime(9999, 12, 31, 23, 59, tzinfo=timezone.utc)


def _clamped(moment: datetime) -> str:
    """``moment`` in UTC, clamped to FIRST_WHEN..LAST_WHEN (never raises)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    try:
        moment = moment.astimezone(timezone.utc)
    except (OverflowError, ValueError):  # year 1 east of UTC, year 9999 west of it
        moment = FIRST_WHEN if moment.year < 5000 else LAST_WHEN
    return min(max(moment, FIRST_WHEN), LAST_WHEN).isoformat(timespec="seconds")


def _when(record: Record, path: Path) -> str:
    """When the game was played: its ``finished_at``, else its file's time (clamped)."""
    stamp = record.meta.get("finished_at")
    if isinstance(stamp, str):
        try:
            return _clamped(
                datetime.fromisoformat(stamp[:-1] + "+00:00" if stamp.endswith("Z") else stamp)
            )
        except (OverflowError, ValueError):
            pass
    mtime = os.stat(path).st_mtime
    try:
        return _clamped(datetime.fromtimestamp(mtime, timezone.utc))
    except (OverflowError, OSError, ValueError):
        return (LAST_WHEN if mtime > 0 else FIRST_WHEN).isoformat(timespec="seconds")


def _duplicate(record: Record) -> DuplicateInfo | None:
    meta = record.meta.get(DUPLICATE_META_KEY)
    if not isinstance(meta, dict):
        return None
    of, seat = meta.get("of"), meta.get("seat")
    if not isinstance(of, str) or isinstance(seat, bool) or not isinstance(seat, int):
        return None
    return DuplicateInfo(of[:64], seat) if 0 <= seat < record.players else None


def _owner(record: Record) -> OwnerInfo | None:
    found = owner_of(record.meta)
    return OwnerInfo(*found) if found is not None and found[1] < record.players else None


def scan_record(path: Path, name: str, accuracy: Accuracy | None = None) -> GameEntry | None:
    """The entry of the record file at ``path`` (``name``: its path in the data folder),
    or None if it cannot be read, does not replay, or is an unfinished game that is not
    a daily try with at least one move. ``accuracy`` reads a finished game's stored
    review (without it, the game is taken as not reviewed)."""
    try:
        record = load_record(path)
        state = replay(record)
        tag = daily_tag(record)
        if not state.is_terminal() and (tag is None or not record.actions):
            return None
        spec = get_game(record.game)
        return GameEntry(
            key=record_key(record),
            path=name,
            game=record.game,
            variant=variant_label(spec, record.players, record.options),
            players=record.players,
            names=tuple(seat.name for seat in record.seats),
            kinds=tuple(seat.kind for seat in record.seats),
            scores=tuple(float(s) for s in state.scores()),
            winners=tuple(state.winners()),
            finished=state.is_terminal(),
            actions=len(record.actions),
            when=_when(record, path),
            lower_wins=spec.lower_score_wins,
            hints=tuple(record.hints_of(s) for s in range(record.players)),
            undos=tuple(record.undos_of(s) for s in range(record.players)),
            accuracy=accuracy(record, state)
            if accuracy is not None and state.is_terminal()
            else (None,) * record.players,
            daily=None if tag is None else DailyInfo(tag.date.isoformat(), tag.seat, tag.ranked),
            duplicate=_duplicate(record),
            owner=_owner(record),
        )
    except (*_BROKEN, OSError):
        return None
