"""Validating decoded JSON into a :class:`Record`: strict types, one clean RecordError
per problem, and the options of an older format upgraded to what they meant."""

from __future__ import annotations

from game.contract import SEAT_KINDS
from game.errors import RecordError, UnknownGameError
from game.json_data import JsonObject, JsonValue
from game.records.model import FORMAT, MAX_ACTIONS, VERSION, Record, Seat
from game.registry import all_games, get_game
from game.rng import MASK64
from game.text import N_, quote, seat_name


def _expect(condition: bool, template: str, **values: object) -> None:
    """RecordError ``template`` (marked for the app's catalogue) with ``values`` unless
    ``condition``."""
    if not condition:
        raise RecordError.of(template, **values)


def upgrade_options(game: str, version: int, options: JsonObject) -> JsonObject:
    """The options of a record written in format ``version``, as this format writes them:
    what an older record leaves out and means is added (see ``GameSpec.legacy_options``).
    An unknown game is left alone (replaying it reports that)."""
    try:
        implied = get_game(game).implied_options(version)
    except UnknownGameError:
        return options
    return {**implied, **options}


def _whole(value: JsonValue) -> int | None:
    """``value`` if it is a JSON whole number (an integer, not true or false), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _parse_version(data: JsonObject) -> int:
    _expect(
        data.get("format") == FORMAT,
        N_("not a game record (format is not '{format}')"),
        format=FORMAT,
    )
    _expect("version" in data, N_("record version is missing"))
    raw = data["version"]
    version = _whole(raw)
    if version is None:
        raise RecordError.of(
            N_("record field 'version' must be a whole number, got {value}"), value=quote(raw)
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
    return version


def _player_range(game: str) -> tuple[int, int]:
    """The players a record of ``game`` may declare: the game's range, or for an unknown
    game (refused when replayed) the widest range of any game."""
    try:
        spec = get_game(game)
        return spec.min_players, spec.max_players
    except UnknownGameError:
        specs = all_games()
        return min(s.min_players for s in specs), max(s.max_players for s in specs)


def _parse_seats(seats_data: JsonValue, players: int) -> list[Seat]:
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
        name, kind = (
            (seat.get("name"), seat.get("kind")) if isinstance(seat, dict) else (None, None)
        )
        if not isinstance(name, str) or not isinstance(kind, str):
            raise RecordError.of(
                N_("seat {number} must have a text 'name' and 'kind'"), number=index + 1
            )
        _expect(
            kind in SEAT_KINDS,
            N_("seat {number} has unknown kind {kind} (kinds: {kinds})"),
            number=index + 1,
            kind=quote(kind),
            kinds=", ".join(SEAT_KINDS),
        )
        seats.append(Seat(seat_name(name, fallback=f"Seat {index + 1}"), kind))
    return seats


def _texts(value: JsonValue) -> list[str] | None:
    """``value`` if it is a list of texts (as a new list), else None."""
    if not isinstance(value, list):
        return None
    texts = [item for item in value if isinstance(item, str)]
    return texts if len(texts) == len(value) else None


def parse_record(data: JsonValue) -> Record:
    """Validate decoded JSON and build a Record; RecordError on any problem.

    Types are strict (a whole number must be a JSON integer, text must be a string);
    seat names are made to follow the seat-name rule. The game, options, deal and
    actions are checked by :func:`replay`.
    """
    if not isinstance(data, dict):
        raise RecordError.of(N_("not a game record (expected a JSON object)"))
    version = _parse_version(data)
    game = data.get("game")
    if not isinstance(game, str):
        raise RecordError.of(N_("record field 'game' must be a game id"))
    players = _whole(data.get("players"))
    if players is None:
        raise RecordError.of(N_("record field 'players' must be a whole number"))
    low, high = _player_range(game)
    _expect(
        low <= players <= high,
        N_("record says {players} players (this game: {low} to {high})"),
        players=players,
        low=low,
        high=high,
    )
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError.of(N_("record field 'options' must be an object"))
    seats = _parse_seats(data.get("seats"), players)
    seed = _whole(data.get("seed"))
    if seed is None or not 0 <= seed <= MASK64:
        raise RecordError.of(N_("record field 'seed' must be a whole number from 0 to 2**64-1"))
    actions = _texts(data.get("actions"))
    if actions is None:
        raise RecordError.of(N_("record field 'actions' must be a list of action texts"))
    _expect(
        len(actions) <= MAX_ACTIONS, N_("record has more than {count} actions"), count=MAX_ACTIONS
    )
    digest = data.get("digest")
    if digest is not None and not isinstance(digest, str):
        raise RecordError.of(N_("record field 'digest' must be text"))
    result = data.get("result")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError.of(N_("record field 'meta' must be an object"))
    undos = _parse_counts(data, "undos", players)
    hints = _parse_counts(data, "hints", players)
    return Record(
        game=game,
        players=players,
        options=upgrade_options(game, version, options),
        seats=seats,
        seed=seed,
        actions=actions,
        deal=data.get("deal"),
        digest=digest,
        result=result if isinstance(result, dict) else None,
        meta=meta,
        undos=undos,
        hints=hints,
    )


def _parse_counts(data: JsonObject, key: str, players: int) -> list[int]:
    """An optional per-seat counter (``undos``, ``hints``): one whole number >= 0 a seat."""
    counts = data.get(key, [])
    if isinstance(counts, list) and len(counts) in (0, players):
        valid = [n for n in map(_whole, counts) if n is not None and 0 <= n <= MAX_ACTIONS]
        if len(valid) == len(counts):
            return valid
    raise RecordError.of(
        N_("record field '{key}' must list one whole number from 0 to {most} a seat"),
        key=key,
        most=MAX_ACTIONS,
    )
