"""Helpers shared by the generic conformance tests (every registered game, every preset;
the setups themselves are :mod:`checks.setups`)."""

from __future__ import annotations

import json
from typing import Any

from checks.setups import setup_id, setups
from game.contract import GameSpec, State, view_data
from game.records import Record, Seat, loads_record, make_record, replay
from game.rng import Rng


def random_playout(state: State, rng: Rng, limit: int = 100_000) -> list[str]:
    """Play uniformly random legal actions to the end; return their notation."""
    actions: list[str] = []
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, "legal actions must never be empty before the end"
        assert len(actions) < limit, "game did not end"
        action = legal[rng.below(len(legal))]
        actions.append(state.action_text(action))
        state.apply(action)
    return actions


def record_for(
    spec: GameSpec, state: State, options: dict[str, Any], seed: int, actions: list[str]
) -> Record:
    seats = [Seat(f"P{i + 1}", "random") for i in range(state.num_players)]
    return make_record(
        state, spec.id, spec.validate(state.num_players, options), seats, seed, actions
    )


def round_trip(record: Record) -> State:
    """Serialise, parse and replay a record (digest checked)."""
    return replay(loads_record(record.dumps().encode("utf-8")))


def json_plain(value: Any) -> str:
    """Canonical JSON (raises if the value is not plain data)."""
    return json.dumps(value, sort_keys=True)


def view_json(state: State, player: int) -> str:
    return json_plain(view_data(state.view(player)))


def scramble(value: Any) -> None:
    """Change every list and dict inside ``value`` in place, innermost first (what a
    careless caller of ``to_data()`` might do); tuples and scalars cannot change."""
    if isinstance(value, list):
        for item in value:
            scramble(item)
        value[:] = ["scrambled"] * (len(value) + 1)
    elif isinstance(value, dict):
        for item in value.values():
            scramble(item)
        for key in list(value):
            value[key] = "scrambled"
        value["scrambled"] = True


__all__ = [
    "json_plain",
    "random_playout",
    "record_for",
    "round_trip",
    "scramble",
    "setup_id",
    "setups",
    "view_json",
]
