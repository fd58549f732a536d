"""Option schemas for game setup: declared once per game, validated in one place.

An option has a key, a kind (``bool``, ``int`` or ``choice``), a default, bounds or
choices, and a one-line help text. :func:`validate_options` turns user input (JSON values,
or ``KEY=VALUE`` text from the command line) into a complete, typed option dict, or raises
:class:`OptionError` with one clear message.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from game.errors import OptionError

OptionValue = bool | int | str
OptionKind = Literal["bool", "int", "choice"]


@dataclass(frozen=True)
class OptionSpec:
    """One setup option of a game."""

    key: str
    kind: OptionKind
    default: OptionValue
    help: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()

    def describe_range(self) -> str:
        """Human-readable allowed values, e.g. ``1..10`` or ``hidden|open``."""
        if self.kind == "bool":
            return "true|false"
        if self.kind == "int":
            return f"{self.minimum}..{self.maximum}"
        return "|".join(self.choices)

    def to_json(self) -> dict[str, object]:
        """Plain-data description for ``list --json`` and the setup screen."""
        data: dict[str, object] = {
            "key": self.key,
            "kind": self.kind,
            "default": self.default,
            "help": self.help,
        }
        if self.kind == "int":
            data["min"] = self.minimum
            data["max"] = self.maximum
        if self.kind == "choice":
            data["choices"] = list(self.choices)
        return data

    def coerce(self, value: object) -> OptionValue:
        """Check and convert one value (JSON value or command-line text)."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "yes", "on", "1"):
                return True
            if isinstance(value, str) and value.lower() in ("false", "no", "off", "0"):
                return False
            raise OptionError(f"option '{self.key}' must be true or false, got {value!r}")
        if self.kind == "int":
            number: int
            if isinstance(value, bool):
                raise OptionError(f"option '{self.key}' must be a whole number, got {value!r}")
            if isinstance(value, int):
                number = value
            elif isinstance(value, str) and value.strip().lstrip("-").isdigit():
                number = int(value.strip())
            else:
                raise OptionError(f"option '{self.key}' must be a whole number, got {value!r}")
            assert self.minimum is not None and self.maximum is not None
            if not self.minimum <= number <= self.maximum:
                raise OptionError(
                    f"option '{self.key}' must be between {self.minimum} and {self.maximum}, "
                    f"got {number}"
                )
            return number
        if not isinstance(value, str) or value not in self.choices:
            raise OptionError(
                f"option '{self.key}' must be one of {', '.join(self.choices)}, got {value!r}"
            )
        return value


def validate_options(
    specs: Sequence[OptionSpec], given: Mapping[str, object]
) -> dict[str, OptionValue]:
    """Return every option with defaults filled in; raise OptionError on bad input."""
    by_key = {spec.key: spec for spec in specs}
    for key in given:
        if key not in by_key:
            known = ", ".join(by_key) or "none"
            raise OptionError(f"unknown option '{key}' (known options: {known})")
    return {
        spec.key: spec.coerce(given[spec.key]) if spec.key in given else spec.default
        for spec in specs
    }


def parse_option_args(args: Sequence[str]) -> dict[str, str]:
    """Parse ``KEY=VALUE`` strings from the command line (values stay text)."""
    result: dict[str, str] = {}
    for arg in args:
        key, sep, value = arg.partition("=")
        if not sep or not key.strip():
            raise OptionError(f"option must look like KEY=VALUE, got {arg!r}")
        result[key.strip()] = value.strip()
    return result
