"""Every game's state declares its fields once (:mod:`game.fields`): every attribute of
the state is a declared field, every field is either in ``to_data`` or says why not, the
data holds nothing else, and a clone shares no mutable value with its original."""

from __future__ import annotations

from typing import Any

import pytest

from game.fields import StateFields, shared
from game.rng import Rng
from tests.conformance import setups

# One setup per game and edition of its state class (the base and special-card No Thanks!).
CASES: dict[tuple[str, bool], tuple[Any, int, Any]] = {}
for _spec, _players, _name, _options in setups():
    _key = (_spec.id, bool(_options.get("specials")))
    CASES.setdefault(_key, (_spec, _players, _options))


def slots_of(cls: type) -> set[str]:
    return {name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ())}


def played(spec, players, options, steps: int):
    state = spec.new_state(players, options, 3)
    rng = Rng(5)
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


@pytest.mark.parametrize("key", list(CASES), ids=[f"{g}{'-specials' * s}" for g, s in CASES])
def test_to_data_covers_every_field(key) -> None:
    spec, players, options = CASES[key]
    state = played(spec, players, options, 40)
    fields: StateFields = type(state).FIELDS
    assert not hasattr(state, "__dict__")  # no attribute outside the declared fields
    assert slots_of(type(state)) == set(fields.names)
    data = state.to_data()
    keys = {"game"}
    for field in fields.fields:
        if field.data is None:
            assert field.why, field.name
            continue
        where = data[field.group] if field.group else data
        assert field.data_key in where, field.name
        keys.add(field.group or field.data_key)
    assert set(data) == keys


@pytest.mark.parametrize("key", list(CASES), ids=[f"{g}{'-specials' * s}" for g, s in CASES])
def test_a_clone_shares_no_mutable_value(key) -> None:
    spec, players, options = CASES[key]
    state = played(spec, players, options, 40)
    copy = state.clone()
    assert copy.to_data() == state.to_data()
    for field in type(state).FIELDS.fields:
        value = getattr(state, field.name)
        if field.copy is shared:
            assert not isinstance(value, (list, dict, set, bytearray)), field.name
        elif value is not None:
            assert getattr(copy, field.name) is not value, field.name
