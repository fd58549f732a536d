"""Validating decoded JSON into a :class:`Record`: strict types, one clean RecordError
per problem, and the options of an older format upgraded to what they meant."""

from __future__ import annotations

from itertools import repeat
from typing import Any

from game.contract import SEAT_KINDS
from game.errors import RecordError, UnknownGameError
from game.records.model import FORMAT, MAX_ACTIONS, VERSION, Record, Seat
from game.registry import all_games, get_game
from game.rng import MASK64
from game.text import N_, quote, seat_name


def _expect(condition: bool, template: str, **values: object) -> None:
    """RecordError ``template`` (marked for the app's catalogue) with ``values`` unless
    ``condition``."""
    if not condition:
        raise RecordError.of(template, **values)


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
    _expect(
        data.get("format") == FORMAT,
        N_("not a game record (format is not '{format}')"),
        format=FORMAT,
    )
    _expect("version" in data, N_("record version is missing"))
    version = data["version"]
    _expect(
        _is_int(version),
        N_("record field 'version' must be a whole number, got {value}"),
        value=quote(version),
    )
    _expect(
        version <= VERSION,
        N_(
            "record format version {version} is newer than this app reads ({newest}); "
            "update Play or Pay to open it"
        ),
        version=version,
        newest=VERSION,
    )
    _expect(version >= 1, N_("record format version {version} is not valid"), version=version)
    return int(version)


def _player_range(game: str) -> tuple[int, int]:
    """The players a record of ``game`` may declare: the game's range, or for an unknown
    game (refused when replayed) the widest range of any game."""
    try:
        spec = get_game(game)
        return spec.min_players, spec.max_players
    except UnknownGameError:
        specs = all_games()
        return min(s.min_players for s in specs), max(s.max_players for s in specs)


def _parse_seats(seats_data: object, players: int) -> list[Seat]:
    if not isinstance(seats_data, list):
        raise RecordError.of(N_("record field 'seats' must be a list"))
    _expect(
        len(seats_data) == players,
        N_("record has {seats} seats but says {players} players"),
        seats=len(seats_data),
        players=players,
    )
    seats = []
    for index, seat in enumerate(seats_data):
        _expect(
            isinstance(seat, dict)
            and isinstance(seat.get("name"), str)
            and isinstance(seat.get("kind"), str),
            N_("seat {number} must have a text 'name' and 'kind'"),
            number=index + 1,
        )
        _expect(
            seat["kind"] in SEAT_KINDS,
            N_("seat {number} has unknown kind {kind} (kinds: {kinds})"),
            number=index + 1,
            kind=quote(seat["kind"]),
            kinds=", ".join(SEAT_KINDS),
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
    _expect(isinstance(data, dict), N_("not a game record (expected a JSON object)"))
    version = _parse_version(data)
    game = data.get("game")
    _expect(isinstance(game, str), N_("record field 'game' must be a game id"))
    players = data.get("players")
    _expect(_is_int(players), N_("record field 'players' must be a whole number"))
    low, high = _player_range(game)
    _expect(
        low <= players <= high,
        N_("record says {players} players (this game: {low} to {high})"),
        players=players,
        low=low,
        high=high,
    )
    options = data.get("options", {})
    _expect(isinstance(options, dict), N_("record field 'options' must be an object"))
    seats = _parse_seats(data.get("seats"), players)
    seed = data.get("seed")
    _expect(
        _is_int(seed) and 0 <= seed <= MASK64,
        N_("record field 'seed' must be a whole number from 0 to 2**64-1"),
    )
    actions = data.get("actions")
    _expect(
        isinstance(actions, list) and all(map(isinstance, actions, repeat(str))),
        N_("record field 'actions' must be a list of action texts"),
    )
    _expect(
        len(actions) <= MAX_ACTIONS, N_("record has more than {count} actions"), count=MAX_ACTIONS
    )
    digest = data.get("digest")
    _expect(digest is None or isinstance(digest, str), N_("record field 'digest' must be text"))
    result = data.get("result")
    meta = data.get("meta", {})
    _expect(isinstance(meta, dict), N_("record field 'meta' must be an object"))
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
        N_("record field '{key}' must list one whole number from 0 to {most} a seat"),
        key=key,
        most=MAX_ACTIONS,
    )
    return list(counts)
