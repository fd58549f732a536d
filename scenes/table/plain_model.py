"""The plain table's display model: any game's view in words (no pygame).

:func:`plain_model` turns one seat's view into lines of text: the fields that hold one
value per seat (:func:`per_seat_fields`, found from the game's own first views) go to
the seat panels, every other field to the lines. The plain table
(:mod:`scenes.table.plain_table`) draws it; its display kit (:func:`plain_display`) has
no ``reduce``: the table re-reads the model from the view after each move's events.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache, partial
from typing import TypeGuard

from game.errors import GameError
from game.registry import get_game
from scenes.table.display import DisplayKit

#: The view fields the panels draw (whose view, how many seats, whose turn), not written out.
OWN_FIELDS = ("player", "num_players", "current_player")
#: The per-seat fields a seat panel shows (in the view's order; more go to the lines).
PANEL_ROWS = 4


@dataclass(frozen=True)
class PlainModel:
    """One seat's view in words: whose view (``seat``), the seat count, whose turn, each
    seat's own fields (``seat_lines[k]``: "tricks 2"), the rest (``lines``) and how many
    per-seat fields the panels show (``seat_rows``, the same in every view of a game)."""

    seat: int
    num_players: int
    current_player: int
    seat_lines: tuple[tuple[str, ...], ...]
    lines: tuple[str, ...]
    #: How many per-seat fields the panels show (their room).
    seat_rows: int = 0


def words(value: object) -> str:
    """A value of a view or an event in short text: sequences space-separated (nested
    ones in brackets), mappings as ``key value`` pairs, whole floats without ``.0``,
    nothing (None) as a dash."""
    if value is None:
        return "–"
    if isinstance(value, Enum):
        return value.name.lower()
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, Mapping):
        return ", ".join(f"{label(str(k))} {words(v)}" for k, v in value.items()) or "–"
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value, key=str) if isinstance(value, (set, frozenset)) else value
        inner = [f"[{words(v)}]" if _is_sequence(v) else words(v) for v in items]
        return " ".join(inner) or "–"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return " ".join(words(getattr(value, f.name)) for f in dataclasses.fields(value))
    return str(value)


def _is_sequence(value: object) -> bool:
    return isinstance(value, (list, tuple, set, frozenset))


def label(name: str) -> str:
    """A field's name as words ("hand_sizes" -> "hand sizes")."""
    return name.replace("_", " ").strip()


def plain_model(view: object, per_seat: frozenset[str] = frozenset()) -> PlainModel:
    """The model of any game's view (a dataclass, with ``player`` and most often
    ``num_players`` and ``current_player``: without them the panels take the seats
    from the table's names and mark no turn): the first :data:`PANEL_ROWS` fields of
    ``per_seat`` holding one scalar per seat go to the seat panels, every other field to
    the lines."""
    data = _fields(view)
    seats = max(0, _whole(data.get("num_players")))
    per_seat_lines: list[list[str]] = [[] for _ in range(seats)]
    lines: list[str] = []
    panel = [name for name in data if name in per_seat][:PANEL_ROWS]
    for name, value in data.items():
        if name in OWN_FIELDS:
            continue
        if name in panel and _is_per_seat(value, seats):
            for k, item in enumerate(value):
                per_seat_lines[k].append(f"{label(name)} {words(item)}")
        else:
            lines.append(f"{label(name)}: {words(value)}")
    return PlainModel(
        seat=_whole(data.get("player")),
        num_players=seats,
        current_player=_whole(data.get("current_player")),
        seat_lines=tuple(tuple(row) for row in per_seat_lines),
        lines=tuple(lines),
        seat_rows=len(panel),
    )


@cache
def per_seat_fields(game_id: str) -> frozenset[str]:
    """The view fields of ``game_id`` that hold one value per seat: those that, in the
    first view of a new game of every player count (default options), are a sequence of
    one scalar per seat, or None. A list that only happens to have as many items as
    there are seats (the cards played so far) is not one of them."""
    spec = get_game(game_id)
    found: set[str] | None = None
    shaped: set[str] = set()
    for players in range(spec.min_players, spec.max_players + 1):
        try:
            view = spec.new_state(players, {}, 0).view(0)
        except GameError:
            continue  # a count the default options do not allow
        data = _fields(view)
        fits = {k for k, v in data.items() if _is_per_seat(v, players)}
        shaped |= fits
        allowed = fits | {k for k, v in data.items() if v is None}
        found = allowed if found is None else found & allowed
    return frozenset((found or set()) & shaped) - frozenset(OWN_FIELDS)


@cache
def plain_display(game_id: str) -> DisplayKit[object, PlainModel]:
    """The plain table's display kit for ``game_id``: its view in words, re-read after
    every event (no ``reduce``)."""
    return DisplayKit(partial(plain_model, per_seat=per_seat_fields(game_id)), None)


def _fields(view: object) -> dict[str, object]:
    """A view's fields by name, as they are (TypeError for a view not a dataclass)."""
    if not dataclasses.is_dataclass(view) or isinstance(view, type):
        raise TypeError(f"a view is a dataclass instance, not {type(view).__name__}")
    return {f.name: getattr(view, f.name) for f in dataclasses.fields(view)}


def _whole(value: object) -> int:
    """A seat or a count from a view (-1 when the view has none)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else -1


def _is_per_seat(value: object, seats: int) -> TypeGuard[Sequence[object]]:
    scalars = (int, float, str, bool, type(None))
    return (
        isinstance(value, (list, tuple))
        and len(value) == seats
        and all(isinstance(item, scalars) for item in value)
    )
