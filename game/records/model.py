"""The record itself: a seat, a record and its JSON form, and a record of a state."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field

from game.contract import State
from game.json_data import JsonObject, JsonValue, json_object
from game.text import seat_name

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
    options: JsonObject
    seats: list[Seat]
    seed: int
    actions: list[str] = field(default_factory=list)
    deal: JsonValue = None
    digest: str | None = None
    result: JsonObject | None = None
    meta: JsonObject = field(default_factory=dict)
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

    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "seats": [dict(seat.to_json()) for seat in self.seats],
            "seed": self.seed,
        }
        if self.deal is not None:
            data["deal"] = self.deal
        data["actions"] = list(self.actions)
        data["digest"] = self.digest
        if self.result is not None:
            data["result"] = self.result
        if self.meta:
            data["meta"] = self.meta
        if any(self.undos):
            data["undos"] = list(self.undos)
        if any(self.hints):
            data["hints"] = list(self.hints)
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
    counts[seat] = min(MAX_ACTIONS, counts[seat] + 1)  # the reader's cap: it stays there
    return counts


def result_summary(state: State) -> JsonObject:
    """Informational standings stored in a record (replay recomputes them)."""
    return {
        "finished": state.is_terminal(),
        "scores": list(state.scores()),
        "winners": list(state.winners()),
        "rounds": [
            {
                "round": r.number,
                "points": list(r.points),
                "breakdown": [json_object(b) for b in r.breakdown],
            }
            for r in state.round_results()
        ],
    }


def make_record(
    state: State,
    game_id: str,
    options: Mapping[str, JsonValue],
    seats: list[Seat],
    seed: int,
    actions: list[str],
    deal: JsonValue = None,
    meta: Mapping[str, JsonValue] | None = None,
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
