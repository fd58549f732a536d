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
  :meth:`StateFields.clear`).

The data is the record digest's input: a table keeps each game's data exactly as its
hand-written ``to_data`` made it (same keys, same values).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

S = TypeVar("S")


def shared(value: Any) -> Any:
    """Copy of a value never mutated in place: the value itself."""
    return value


def rows(value: Iterable[Iterable[Any]]) -> list[list[Any]]:
    """A list of lists, copied one level down."""
    return [list(row) for row in value]


@dataclass(frozen=True)
class Field:
    """One field of a state (see the module docstring)."""

    name: str
    copy: Callable[[Any], Any] = shared
    data: Callable[[Any], Any] | None = shared
    key: str = ""
    group: str = ""
    why: str = ""
    fresh: Callable[[int], Any] | None = None
    whole: bool = False

    @property
    def data_key(self) -> str:
        """The key of the field in the state data."""
        return self.key or self.name


class StateFields:
    """The field table of one state class: its slots, clone, data and round reset.

    ``game`` is the data's ``"game"`` value. Fields keep their order; a field named twice
    is an error, and so is a field with neither data nor a ``why``.
    """

    def __init__(self, game: str, *fields: Field) -> None:
        names = [f.name for f in fields]
        if len(set(names)) != len(names):
            raise ValueError(f"a field is declared twice in {names}")
        for f in fields:
            if f.data is None and not f.why:
                raise ValueError(f"field {f.name!r} is neither state data nor says why")
        self.game = game
        self.fields = tuple(fields)
        self.names = tuple(names)
        self._shared = tuple(f.name for f in fields if f.copy is shared)
        self._copied = tuple((f.name, f.copy) for f in fields if f.copy is not shared)
        self._data = tuple(
            (f.name, f.data, f.data_key, f.group, f.whole) for f in fields if f.data is not None
        )
        self._fresh = tuple((f.name, f.fresh) for f in fields if f.fresh is not None)

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

    def to_data(self, state: object) -> dict[str, Any]:
        """The state data: ``{"game": …}`` and every data field by its key (fields of a
        group inside that group's object)."""
        data: dict[str, Any] = {"game": self.game}
        for name, form, key, group, whole in self._data:
            assert form is not None
            value = form(state if whole else getattr(state, name))
            if group:
                data.setdefault(group, {})[key] = value
            else:
                data[key] = value
        return data

    def clear(self, state: object, num_players: int) -> None:
        """Set every field that has a ``fresh`` value to it (a new round's state)."""
        for name, fresh in self._fresh:
            assert fresh is not None
            setattr(state, name, fresh(num_players))
