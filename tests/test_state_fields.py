"""Every game's state declares its fields once (:mod:`game.fields`): every attribute of
the state is a declared field, every field is either in ``to_data`` or says why not, the
data holds nothing else, a clone shares no mutable value with its original, and every
field is in a seat's view by a declared route (or hidden, saying why) while every field
of the view comes from some state field."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.fields import Hidden, Own, StateFields, shared
from game.rng import Rng
from tests.conformance import setups

# One setup per game and state class it deals (e.g. the base and special-card No Thanks!).
CASES: dict[tuple[str, str], tuple[Any, int, Any]] = {}
for _spec, _players, _name, _options in setups():
    _key = (_spec.id, type(_spec.new_state(_players, _options, 3)).__name__)
    CASES.setdefault(_key, (_spec, _players, _options))
IDS = [f"{game}-{cls}" for game, cls in CASES]


def slots_of(cls: type) -> set[str]:
    return {name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ())}


def fields_of(state: Any) -> StateFields:
    """The state class's field table, its class attribute ``FIELDS`` (required)."""
    fields = getattr(type(state), "FIELDS", None)
    assert isinstance(fields, StateFields), (
        f"{type(state).__name__} has no class attribute FIELDS: declare the state's fields "
        "once in a game.fields.StateFields (docs/adding-a-game.md)"
    )
    return fields


def played(spec, players, options, steps: int):
    state = spec.new_state(players, options, 3)
    rng = Rng(5)
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


@pytest.mark.parametrize("key", list(CASES), ids=IDS)
def test_to_data_covers_every_field(key) -> None:
    spec, players, options = CASES[key]
    state = played(spec, players, options, 40)
    fields = fields_of(state)
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


@pytest.mark.parametrize("key", list(CASES), ids=IDS)
def test_a_clone_shares_no_mutable_value(key) -> None:
    spec, players, options = CASES[key]
    state = played(spec, players, options, 40)
    copy = state.clone()
    assert copy.to_data() == state.to_data()
    for field in fields_of(state).fields:
        value = getattr(state, field.name)
        if field.copy is shared:
            assert not isinstance(value, (list, dict, set, bytearray)), field.name
        elif value is not None:
            assert getattr(copy, field.name) is not value, field.name


def view_fields(view: Any) -> set[str]:
    """The view's field names, a part's fields as ``"part.name"`` (parts present only)."""
    names: set[str] = set()
    for f in dataclasses.fields(view):
        value = getattr(view, f.name)
        if dataclasses.is_dataclass(value):
            names.update(f"{f.name}.{sub.name}" for sub in dataclasses.fields(value))
        else:
            names.add(f.name)
    return names


@pytest.mark.parametrize("key", list(CASES), ids=IDS)
def test_every_field_is_in_the_view_by_a_declared_route_or_hidden_saying_why(key) -> None:
    spec, players, options = CASES[key]
    state = played(spec, players, options, 40)
    fields = fields_of(state)
    view = state.view(0)
    shown = view_fields(view)
    reached: set[str] = set()
    for field in fields.fields:
        routes = field.view_routes
        assert routes, f"{field.name}: no view route"
        for route in routes:
            if isinstance(route, Hidden):
                assert route.why, f"{field.name}: hidden without a why"
            if isinstance(route, Own):
                assert len(getattr(state, field.name)) == players, f"{field.name}: not per seat"
        keys = set(field.view_keys())
        assert keys <= shown, f"{field.name} reaches no such view field: {keys - shown}"
        reached |= keys
    # Every view field comes from some state field; only the viewing seat is the view's
    # own, and a field this edition does not fill (a part it does not have, the take
    # order in the special-cards edition) keeps its default.
    parts = {key.partition(".")[0] for key in reached if "." in key}
    defaults = {f.name: f.default for f in dataclasses.fields(view)}
    for name in shown - reached - parts - {"player"}:
        unfed = (
            f"view field {name} comes from no state field: name it in a field's view route "
            "(Public, Own or Derived), or give it a default that this edition leaves as is"
        )
        assert name in defaults, unfed
        assert getattr(view, name) == defaults[name], unfed
