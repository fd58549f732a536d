"""Game records: small, versioned, human-readable JSON (see docs/records.md).

A record names the game, player count, options, seats, and either a seed or an explicit
deal, then lists the actions in notation and a digest of the state after the last one.
Loading never pickles or evals; every problem becomes one :class:`RecordError` with a
clear message. :func:`replay` rebuilds the state action by action and checks the digest.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.bots.base import SEAT_KINDS
from game.contract import State
from game.errors import GameError, RecordError, UnknownGameError
from game.registry import get_game
from game.rng import MASK64
from game.storage import atomic_write_text

FORMAT = "play-or-pay-record"
#: Format 2 names each game's rules edition (option ``rules_version``); a format-1 record
#: means the editions of its time (each game's ``legacy_options``) and replays exactly.
VERSION = 2
MAX_BYTES = 4 * 1024 * 1024
MAX_ACTIONS = 100_000


@dataclass(frozen=True)
class Seat:
    """A seat at the table: a name and who plays it (``human`` or a bot level)."""

    name: str
    kind: str

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}


@dataclass
class Record:
    """One game, finished or not. ``digest`` is of the state after ``actions``."""

    game: str
    players: int
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    actions: list[str] = field(default_factory=list)
    deal: Any = None
    digest: str | None = None
    result: dict[str, Any] | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "seats": [seat.to_json() for seat in self.seats],
            "seed": self.seed,
        }
        if self.deal is not None:
            data["deal"] = self.deal
        data["actions"] = self.actions
        data["digest"] = self.digest
        if self.result is not None:
            data["result"] = self.result
        if self.meta:
            data["meta"] = self.meta
        return data

    def dumps(self) -> str:
        """The record as JSON text: one top-level field per line, each value compact."""
        fields = (
            f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}"
            for key, value in self.to_json().items()
        )
        return "{\n" + ",\n".join(fields) + "\n}\n"


def result_summary(state: State) -> dict[str, Any]:
    """Informational standings stored in a record (replay recomputes them)."""
    return {
        "finished": state.is_terminal(),
        "scores": state.scores(),
        "winners": state.winners(),
        "rounds": [
            {"round": r.number, "points": list(r.points), "breakdown": list(r.breakdown)}
            for r in state.round_results()
        ],
    }


def make_record(
    state: State,
    game_id: str,
    options: dict[str, Any],
    seats: list[Seat],
    seed: int,
    actions: list[str],
    deal: Any = None,
    meta: dict[str, Any] | None = None,
) -> Record:
    """A record of ``state`` reached from the setup by ``actions``."""
    return Record(
        game=game_id,
        players=state.num_players,
        options=dict(options),
        seats=list(seats),
        seed=seed,
        actions=list(actions),
        deal=deal,
        digest=state.digest(),
        result=result_summary(state),
        meta=dict(meta or {}),
    )


def save_record(path: str | os.PathLike[str], record: Record) -> None:
    """Write the record atomically."""
    atomic_write_text(path, record.dumps())


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise RecordError(message)


def upgrade_options(game: str, version: int, options: dict[str, Any]) -> dict[str, Any]:
    """The options of a record written in format ``version``, as this format writes them:
    what an older record leaves out and means is added (see ``GameSpec.legacy_options``).
    An unknown game is left alone (replaying it reports that)."""
    try:
        implied = get_game(game).implied_options(version)
    except UnknownGameError:
        return options
    return {**implied, **options}


def parse_record(data: Any) -> Record:
    """Validate decoded JSON and build a Record; RecordError on any problem."""
    _expect(isinstance(data, dict), "not a game record (expected a JSON object)")
    _expect(data.get("format") == FORMAT, f"not a game record (format is not '{FORMAT}')")
    version = data.get("version")
    _expect(isinstance(version, int) and not isinstance(version, bool), "record version is missing")
    _expect(
        version <= VERSION,
        f"record format version {version} is newer than this app reads ({VERSION}); "
        "update Play or Pay to open it",
    )
    _expect(version >= 1, f"record format version {version} is not valid")
    game = data.get("game")
    _expect(isinstance(game, str), "record field 'game' must be a game id")
    players = data.get("players")
    _expect(
        isinstance(players, int) and not isinstance(players, bool),
        "record field 'players' must be a whole number",
    )
    options = data.get("options", {})
    _expect(isinstance(options, dict), "record field 'options' must be an object")
    seats_data = data.get("seats")
    _expect(isinstance(seats_data, list), "record field 'seats' must be a list")
    seats = []
    for index, seat in enumerate(seats_data):
        _expect(
            isinstance(seat, dict)
            and isinstance(seat.get("name"), str)
            and isinstance(seat.get("kind"), str),
            f"seat {index + 1} must have a text 'name' and 'kind'",
        )
        _expect(
            seat["kind"] in SEAT_KINDS,
            f"seat {index + 1} has unknown kind '{seat['kind']}' (kinds: {', '.join(SEAT_KINDS)})",
        )
        seats.append(Seat(seat["name"], seat["kind"]))
    _expect(len(seats) == players, f"record has {len(seats)} seats but says {players} players")
    seed = data.get("seed")
    _expect(
        isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= MASK64,
        "record field 'seed' must be a whole number from 0 to 2**64-1",
    )
    actions = data.get("actions")
    _expect(
        isinstance(actions, list) and all(isinstance(a, str) for a in actions),
        "record field 'actions' must be a list of action texts",
    )
    _expect(len(actions) <= MAX_ACTIONS, f"record has more than {MAX_ACTIONS} actions")
    digest = data.get("digest")
    _expect(digest is None or isinstance(digest, str), "record field 'digest' must be text")
    result = data.get("result")
    meta = data.get("meta", {})
    _expect(isinstance(meta, dict), "record field 'meta' must be an object")
    return Record(
        game=game,
        players=players,
        options=upgrade_options(game, version, options),
        seats=seats,
        seed=seed,
        actions=list(actions),
        deal=data.get("deal"),
        digest=digest,
        result=result if isinstance(result, dict) else None,
        meta=meta,
    )


def loads_record(raw: bytes) -> Record:
    """Decode and validate record bytes."""
    _expect(
        len(raw) <= MAX_BYTES,
        f"file is too large for a game record ({len(raw) / 1e6:.1f} MB; "
        f"the limit is {MAX_BYTES // (1024 * 1024)} MB)",
    )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"file is not UTF-8 text (bad byte at position {exc.start})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"file is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}); "
            "it may be truncated or damaged"
        ) from None
    except RecursionError:
        raise RecordError("file is not a game record (nested too deeply)") from None
    return parse_record(data)


def load_record(path: str | os.PathLike[str]) -> Record:
    """Read and validate a record file (read-only; the file is never changed)."""
    target = Path(path)
    try:
        size = target.stat().st_size
        _expect(
            size <= MAX_BYTES,
            f"file is too large for a game record ({size / 1e6:.1f} MB; "
            f"the limit is {MAX_BYTES // (1024 * 1024)} MB)",
        )
        with target.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except IsADirectoryError:
        raise RecordError(f"{target} is a folder, not a record file") from None
    except FileNotFoundError:
        raise RecordError(f"no such file: {target}") from None
    except OSError as exc:
        raise RecordError(f"cannot read {target}: {exc.strerror or exc}") from None
    return loads_record(raw)


def start_state(record: Record) -> State:
    """The initial state of the record's game (options and deal validated)."""
    spec = get_game(record.game)
    return spec.new_state(record.players, record.options, record.seed, record.deal)


def replay(record: Record, check_digest: bool = True) -> State:
    """Replay every action; RecordError naming the first bad one, or a digest mismatch."""
    try:
        state = start_state(record)
    except RecordError:
        raise
    except GameError as exc:
        raise RecordError(f"record setup is invalid: {exc}") from None
    for number, text in enumerate(record.actions, start=1):
        try:
            state.apply(state.find_action(text))
        except GameError as exc:
            raise RecordError(f"action {number} ('{text}') cannot be played: {exc}") from None
    if check_digest and record.digest is not None and record.digest != state.digest():
        raise RecordError(
            "the record's digest does not match its replay: the file was changed or "
            "written by an incompatible version"
        )
    return state
