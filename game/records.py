"""Game records: small, versioned, human-readable JSON (see docs/records.md).

A record names the game, player count, options, seats, and either a seed or an explicit
deal, then lists the actions in notation and a digest of the state after the last one.
Loading never pickles or evals: files go through the one strict reader
(:mod:`game.safe_json`), and every problem becomes one :class:`RecordError` with one
clean line that never repeats more than a short, sanitised piece of the file. Seat names
follow the seat-name rule (:func:`game.text.seat_name`). :func:`replay` rebuilds the
state action by action and checks the digest.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any

from game.bots.base import SEAT_KINDS
from game.contract import State
from game.errors import DataFileError, GameError, IllegalActionError, RecordError, UnknownGameError
from game.registry import all_games, get_game
from game.rng import MASK64
from game.safe_json import loads_json, read_json_file
from game.storage import atomic_write_text
from game.text import clean, quote, seat_name

FORMAT = "play-or-pay-record"
#: Format 2 names each game's rules edition (option ``rules_version``); a format-1 record
#: means the editions of its time (each game's ``legacy_options``) and replays exactly.
VERSION = 2
MAX_BYTES = 4 * 1024 * 1024
MAX_ACTIONS = 100_000


@dataclass(frozen=True)
class Seat:
    """A seat at the table: a name and who plays it (``human`` or a bot level).

    The name always follows the seat-name rule (one clean line, at most
    ``MAX_SEAT_NAME`` characters), whatever it was built from.
    """

    name: str
    kind: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", seat_name(self.name))

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
    #: Per seat, how often a human took a move back / asked for a hint (empty: none).
    undos: list[int] = field(default_factory=list)
    hints: list[int] = field(default_factory=list)

    def count_undo(self, seat: int) -> None:
        """Count one undo by ``seat`` (the actions themselves are edited by the caller)."""
        self.undos = _bumped(self.undos, self.players, seat)

    def count_hint(self, seat: int) -> None:
        """Count one hint shown to ``seat``."""
        self.hints = _bumped(self.hints, self.players, seat)

    def undos_of(self, seat: int) -> int:
        """Undos counted for ``seat`` (0 if none)."""
        return self.undos[seat] if seat < len(self.undos) else 0

    def hints_of(self, seat: int) -> int:
        """Hints counted for ``seat`` (0 if none)."""
        return self.hints[seat] if seat < len(self.hints) else 0

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
        if any(self.undos):
            data["undos"] = self.undos
        if any(self.hints):
            data["hints"] = self.hints
        return data

    def dumps(self) -> str:
        """The record as JSON text: one top-level field per line, each value compact."""
        fields = (
            f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}"
            for key, value in self.to_json().items()
        )
        return "{\n" + ",\n".join(fields) + "\n}\n"


def _bumped(counts: list[int], players: int, seat: int) -> list[int]:
    if not 0 <= seat < players:
        raise ValueError(f"seat {seat} is not at this table")
    counts = list(counts) + [0] * (players - len(counts))
    counts[seat] += 1
    return counts


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


def save_record(path: str | os.PathLike[str], record: Record, overwrite: bool = True) -> None:
    """Write the record atomically (``overwrite=False``: FileExistsError if ``path``
    exists, and nothing is written)."""
    atomic_write_text(path, record.dumps(), overwrite=overwrite)


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


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_version(data: dict[str, Any]) -> int:
    _expect(data.get("format") == FORMAT, f"not a game record (format is not '{FORMAT}')")
    _expect("version" in data, "record version is missing")
    version = data["version"]
    _expect(
        _is_int(version), f"record field 'version' must be a whole number, got {quote(version)}"
    )
    _expect(
        version <= VERSION,
        f"record format version {version} is newer than this app reads ({VERSION}); "
        "update Play or Pay to open it",
    )
    _expect(version >= 1, f"record format version {version} is not valid")
    return int(version)


def _parse_seats(seats_data: object, players: int) -> list[Seat]:
    if not isinstance(seats_data, list):
        raise RecordError("record field 'seats' must be a list")
    _expect(
        len(seats_data) == players, f"record has {len(seats_data)} seats but says {players} players"
    )
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
            f"seat {index + 1} has unknown kind {quote(seat['kind'])} "
            f"(kinds: {', '.join(SEAT_KINDS)})",
        )
        name = seat_name(seat["name"], fallback=f"Seat {index + 1}")
        seats.append(Seat(name, seat["kind"]))
    return seats


def parse_record(data: Any) -> Record:
    """Validate decoded JSON and build a Record; RecordError on any problem.

    Types are strict (a whole number must be a JSON integer, text must be a string);
    seat names are made to follow the seat-name rule. The game, options, deal and
    actions are checked by :func:`replay`.
    """
    _expect(isinstance(data, dict), "not a game record (expected a JSON object)")
    version = _parse_version(data)
    game = data.get("game")
    _expect(isinstance(game, str), "record field 'game' must be a game id")
    players = data.get("players")
    _expect(_is_int(players), "record field 'players' must be a whole number")
    options = data.get("options", {})
    _expect(isinstance(options, dict), "record field 'options' must be an object")
    seats = _parse_seats(data.get("seats"), players)
    seed = data.get("seed")
    _expect(
        _is_int(seed) and 0 <= seed <= MASK64,
        "record field 'seed' must be a whole number from 0 to 2**64-1",
    )
    actions = data.get("actions")
    _expect(
        isinstance(actions, list) and all(map(isinstance, actions, repeat(str))),
        "record field 'actions' must be a list of action texts",
    )
    _expect(len(actions) <= MAX_ACTIONS, f"record has more than {MAX_ACTIONS} actions")
    digest = data.get("digest")
    _expect(digest is None or isinstance(digest, str), "record field 'digest' must be text")
    result = data.get("result")
    meta = data.get("meta", {})
    _expect(isinstance(meta, dict), "record field 'meta' must be an object")
    undos = _parse_counts(data, "undos", players)
    hints = _parse_counts(data, "hints", players)
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
        undos=undos,
        hints=hints,
    )


def _parse_counts(data: dict[str, Any], key: str, players: int) -> list[int]:
    """An optional per-seat counter (``undos``, ``hints``): one whole number >= 0 a seat."""
    counts = data.get(key, [])
    _expect(
        isinstance(counts, list)
        and len(counts) in (0, players)
        and all(_is_int(n) and 0 <= n <= MAX_ACTIONS for n in counts),
        f"record field '{key}' must list one whole number from 0 to {MAX_ACTIONS} a seat",
    )
    return list(counts)


def loads_record(raw: bytes) -> Record:
    """Decode and validate record bytes (strict JSON, at most MAX_BYTES)."""
    try:
        return parse_record(loads_json(raw, MAX_BYTES))
    except DataFileError as exc:
        raise RecordError(exc.reason) from None


def load_record(path: str | os.PathLike[str]) -> Record:
    """Read and validate a record file (read-only; the file is never changed).

    Only a regular file of at most MAX_BYTES is read; every problem is a RecordError
    whose message names the file (``exc.reason`` holds the problem alone).
    """
    try:
        return parse_record(read_json_file(path, MAX_BYTES))
    except DataFileError as exc:
        raise RecordError(exc.reason, path) from None


def start_state(record: Record) -> State:
    """The initial state of the record's game (options and deal validated)."""
    try:
        spec = get_game(record.game)
    except UnknownGameError:
        known = ", ".join(spec.id for spec in all_games())
        raise RecordError(
            f"record is for an unknown game {quote(record.game)} (known games: {known})"
        ) from None
    return spec.new_state(record.players, record.options, record.seed, record.deal)


_BROKEN_DATA = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)


def _legal_texts(state: State) -> str:
    return clean(", ".join(state.action_text(a) for a in state.legal_actions()) or "none")


def replay(record: Record, check_digest: bool = True, require_digest: bool = False) -> State:
    """Replay every action; RecordError naming the first bad one, or a digest mismatch.

    With ``require_digest`` a record without a digest is refused (its final state could
    not be checked); the app requires it for saves.
    """
    if require_digest and record.digest is None:
        raise RecordError(
            "the record has no digest, so its replay cannot be checked "
            "(games saved by Play or Pay always have one)"
        )
    try:
        state = start_state(record)
    except RecordError:
        raise
    except GameError as exc:
        raise RecordError(f"record setup is invalid: {exc}") from None
    except _BROKEN_DATA as exc:  # a deal shaped in a way the game did not foresee
        raise RecordError(f"record setup is invalid ({type(exc).__name__})") from None
    for number, text in enumerate(record.actions, start=1):
        try:
            state.apply(state.find_action(text))
        except IllegalActionError:
            raise RecordError(
                f"action {number} ({quote(text)}) cannot be played: it is not legal there "
                f"(legal: {_legal_texts(state)})"
            ) from None
        except GameError as exc:
            raise RecordError(f"action {number} ({quote(text)}) cannot be played: {exc}") from None
    if check_digest and record.digest is not None and record.digest != state.digest():
        raise RecordError(
            "the record's digest does not match its replay: the file was changed or "
            "written by an incompatible version"
        )
    return state


def played_on_record(record: Record, step: int, seats: list[Seat] | None = None) -> Record:
    """A new game "played on from step ``step``" of ``record``: the same game, options,
    seed and deal, its first ``step`` actions, and ``seats`` (default: the record's).

    The record is replayed to check it (RecordError if it does not replay); the new
    record's digest and result are of the state after those ``step`` actions, its
    counters start at zero and ``meta`` notes where it came from.
    """
    if not 0 <= step <= len(record.actions):
        raise RecordError(
            f"step {step} is not in the record (it has {len(record.actions)} actions)"
        )
    chosen = list(record.seats if seats is None else seats)
    _expect(
        len(chosen) == record.players, f"a game of {record.players} players needs as many seats"
    )
    prefix = Record(
        game=record.game,
        players=record.players,
        options=dict(record.options),
        seats=chosen,
        seed=record.seed,
        actions=list(record.actions[:step]),
        deal=record.deal,
    )
    state = replay(prefix)
    origin = {"played_on_from": step, "record_digest": record.digest}
    return make_record(
        state, record.game, prefix.options, chosen, record.seed, prefix.actions, record.deal, origin
    )
