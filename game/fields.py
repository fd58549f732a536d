"""A game state's fields, declared once.

A rules state lists its fields in one :class:`StateFields` table; its ``__slots__``,
``clone`` and ``to_data`` (and, for games that clear a round, the round's fresh values)
all derive from that table, so a new field cannot be forgotten in one of them:

* ``copy`` — how a clone gets its own value (:func:`shared` for values never mutated in
  place: numbers, strings, tuples, frozen data; :func:`list`, :func:`rows` … for
  containers);
* ``data`` — the field's JSON form in :meth:`~game.contract.State.to_data` (under
  ``key``, inside the object ``group`` if given; a function of the field's value, or of
  the whole state with ``whole``: for a form that reads other fields too), or None for
  a field that is not state data, in which case ``why`` must say what it is instead
  (derived from the options or the data, a cache, …): the conformance tests check that
  every field is one or the other;
* ``fresh`` — its value at the start of a round, from the player count (for
  :meth:`StateFields.clear`);
* ``view`` — how it appears in a seat's view (:meth:`~game.contract.State.view`), one
  route or several: :class:`Public` (copied into every seat's view, by its copy
  function), :class:`Own` (a value per seat, of which a seat sees only its own entry),
  :class:`Derived` (the game's ``view`` works out the view fields it names from it) or
  :class:`Hidden` (in no view, with ``why``). Every field declares one; the public and
  own copies are made by :meth:`StateFields.view_values`, so a game's ``view`` adds only
  what is truly special. A view field ``"part.name"`` is the field ``name`` of the view's
  part ``part`` (a frozen dataclass held by the view, e.g. No Thanks!' special cards).

The data is the record digest's input: a table keeps each game's data exactly as its
hand-written ``to_data`` made it (same keys, same values).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from typing_extensions import Never

from game.json_data import JsonOut

S = TypeVar("S")
T = TypeVar("T")

#: A function of one field's value (its copy, or its form in a view): the table holds
#: fields of every type, so any function of one argument fits (the field's value is
#: passed as read by name).
ValueForm = Callable[[Never], object]
#: A field's JSON form in the state data (of the field's value, or of the whole state).
DataForm = Callable[[Never], JsonOut]


def shared(value: T) -> T:
    """Copy of a value never mutated in place: the value itself."""
    return value


def rows(value: Iterable[Iterable[T]]) -> list[list[T]]:
    """A list of lists, copied one level down."""
    return [list(row) for row in value]


def frozen_rows(value: Iterable[Iterable[T]]) -> tuple[tuple[T, ...], ...]:
    """A tuple of tuples (a view's copy of a list of lists)."""
    return tuple(tuple(row) for row in value)


@dataclass(frozen=True)
class Public:
    """The field is in every seat's view as ``key`` (default: the field's name), copied
    by ``form`` (default: the value itself, for values never mutated in place)."""

    key: str = ""
    form: ValueForm = shared


@dataclass(frozen=True)
class Own:
    """The field holds one value per seat; a seat's view has only its own,
    ``form(value[seat])``, as ``key``."""

    key: str
    form: ValueForm = shared


@dataclass(frozen=True, init=False)
class Derived:
    """The game's ``view`` works out the view fields ``into`` from the field (with other
    fields, or differently per seat): what a table cannot copy."""

    into: tuple[str, ...]

    def __init__(self, *into: str) -> None:
        if not into:
            raise ValueError("a derived view route names the view fields it feeds")
        object.__setattr__(self, "into", into)


@dataclass(frozen=True)
class Hidden:
    """The field is in no seat's view; ``why`` says what it is (secret, or known some
    other way)."""

    why: str


#: How a field appears in a seat's view (see the module docstring).
ViewRoute = Public | Own | Derived | Hidden


#: The view routes several games' fields share: the setup (options) and what decides
#: the cards to come (the generator, an explicit deal).
SETUP = Hidden("the setup, known to every seat: the view holds what it decides")
TO_COME = Hidden("the cards to come")


@dataclass(frozen=True)
class Field:
    """One field of a state (see the module docstring)."""

    name: str
    copy: ValueForm = shared
    data: DataForm | None = shared
    key: str = ""
    group: str = ""
    why: str = ""
    fresh: Callable[[int], object] | None = None
    whole: bool = False
    view: ViewRoute | tuple[ViewRoute, ...] | None = None

    @property
    def data_key(self) -> str:
        """The key of the field in the state data."""
        return self.key or self.name

    @property
    def view_routes(self) -> tuple[ViewRoute, ...]:
        """The field's routes into a view (none if it declares no ``view``)."""
        if self.view is None:
            return ()
        return self.view if isinstance(self.view, tuple) else (self.view,)

    def view_keys(self) -> tuple[str, ...]:
        """The view fields this field reaches (``"part.name"`` in a view part)."""
        keys: list[str] = []
        for route in self.view_routes:
            if isinstance(route, (Public, Own)):
                keys.append(route.key or self.name)
            elif isinstance(route, Derived):
                keys.extend(route.into)
        return tuple(keys)


class StateFields:
    """The field table of one state class: its slots, clone, data and round reset.

    ``game`` is the data's ``"game"`` value. Fields keep their order; a field named twice
    is an error, and so is a field with neither data nor a ``why``, or with no ``view``
    route (or a :class:`Hidden` one without a ``why``).
    """

    def __init__(self, game: str, *fields: Field) -> None:
        names = [f.name for f in fields]
        if len(set(names)) != len(names):
            raise ValueError(f"a field is declared twice in {names}")
        for f in fields:
            if f.data is None and not f.why:
                raise ValueError(f"field {f.name!r} is neither state data nor says why")
            if not f.view_routes or any(isinstance(r, Hidden) and not r.why for r in f.view_routes):
                raise ValueError(f"field {f.name!r} declares no view route (or hides no why)")
        self.game = game
        self.fields = tuple(fields)
        self.names = tuple(names)
        self._shared = tuple(f.name for f in fields if f.copy is shared)
        self._copied = tuple((f.name, f.copy) for f in fields if f.copy is not shared)
        self._data = tuple(
            (f.name, f.data, f.data_key, f.group, f.whole) for f in fields if f.data is not None
        )
        self._fresh = tuple((f.name, f.fresh) for f in fields if f.fresh is not None)
        copies: dict[str, list[tuple[str, str, ValueForm, bool]]] = {}
        for f, route in self.routes():
            if isinstance(route, (Public, Own)):
                part, _, key = (route.key or f.name).rpartition(".")
                copies.setdefault(part, []).append(
                    (f.name, key, route.form, isinstance(route, Own))
                )
        self._views = {part: tuple(entries) for part, entries in copies.items()}

    def routes(self) -> Iterator[tuple[Field, ViewRoute]]:
        """Every (field, view route) pair, in the table's order."""
        for f in self.fields:
            for route in f.view_routes:
                yield f, route

    def view_values(self, state: object, player: int, part: str = "") -> dict[str, Any]:
        """The copies that seat ``player``'s view holds (in the view part ``part``):
        every :class:`Public` field by its ``form``, every :class:`Own` field's entry for
        ``player``, by view field name. The game's ``view`` adds the derived fields.
        (The values are of each view field's own type, which only the view's class
        knows: the game passes them on as its keyword arguments.)"""
        values: dict[str, Any] = {}
        for name, key, form, own in self._views.get(part, ()):
            value = getattr(state, name)
            values[key] = form(value[player] if own else value)
        return values

    def slots(self, *extra: str) -> tuple[str, ...]:
        """The ``__slots__`` of a class holding these fields (``extra`` names: cached
        values that are no fields, e.g. ``__weakref__``)."""
        return (*self.names, *extra)

    def clone(self, state: S) -> S:
        """An independent copy of ``state`` (every field copied by its ``copy``)."""
        other = object.__new__(type(state))
        get, put = getattr, setattr
        for name in self._shared:
            put(other, name, get(state, name))
        for name, copy in self._copied:
            put(other, name, copy(get(state, name)))
        return other

    def to_data(self, state: object) -> dict[str, JsonOut]:
        """The state data: ``{"game": …}`` and every data field by its key (fields of a
        group inside that group's object)."""
        data: dict[str, JsonOut] = {"game": self.game}
        for name, form, key, group, whole in self._data:
            assert form is not None
            value = form(state if whole else getattr(state, name))  # type: ignore[arg-type]
            if group:
                cast("dict[str, JsonOut]", data.setdefault(group, {}))[key] = value
            else:
                data[key] = value
        return data

    def clear(self, state: object, num_players: int) -> None:
        """Set every field that has a ``fresh`` value to it (a new round's state)."""
        for name, fresh in self._fresh:
            assert fresh is not None
            setattr(state, name, fresh(num_players))


def legal_cache() -> Field:
    """The field of a state that keeps its legal actions, worked out once per decision."""
    return Field(
        "_legal",
        data=None,
        why="the legal actions, worked out once per decision",
        view=Hidden("the legal actions: a seat gets them with its view"),
    )
