"""The types of JSON data: what a file read by :mod:`game.safe_json` holds, and what
the program writes (records, saves, state data, reports).

:data:`JsonValue` is what :func:`json.loads` returns (lists and string-keyed dicts all
the way down): a reader narrows it with ``isinstance`` as it validates. :data:`JsonOut`
is what may be written (any sequence or string-keyed mapping of JSON values), so a
``list[int]`` or a tuple of dicts fits it as it is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeAlias, cast

#: A decoded JSON value.
JsonValue: TypeAlias = bool | int | float | str | list["JsonValue"] | dict[str, "JsonValue"] | None
#: A decoded JSON object.
JsonObject: TypeAlias = dict[str, JsonValue]
#: A value that can be written as JSON (read-only containers, so any element type fits).
JsonOut: TypeAlias = bool | int | float | str | Sequence["JsonOut"] | Mapping[str, "JsonOut"] | None
#: An object that can be written as JSON.
JsonOutObject: TypeAlias = Mapping[str, JsonOut]


def json_object(value: Mapping[str, object]) -> JsonObject:
    """A copy of ``value``, a mapping of JSON values that mypy sees only as
    ``Mapping[str, object]`` (a ``TypedDict``, such as a round's breakdown)."""
    return cast(JsonObject, dict(value))
