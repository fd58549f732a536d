"""Option schemas for game setup: declared once per game, validated in one place.

An option has a key, a kind (``bool``, ``int`` or ``choice``), a default, bounds or
choices, and a one-line help text. :func:`validate_options` turns typed values (from JSON
or Python; types are strict) into a complete option dict, and
:func:`options_from_text` first converts ``KEY=VALUE`` text from the command line. Every
problem is an :class:`OptionError` with one clear message that names the option
(``option rounds: must be a whole number from 1 to 10, got '--1'``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from game.errors import OptionError
from game.text import quote

OptionValue = bool | int | str
OptionKind = Literal["bool", "int", "choice"]
TRUE_WORDS = ("true", "yes", "on", "1")
FALSE_WORDS = ("false", "no", "off", "0")
# ASCII digits only ("²" is a digit to str.isdigit but not a number), at most 18 of them.
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,18}")


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

    def error(self, problem: str) -> OptionError:
        """An OptionError naming this option: ``option rounds: <problem>``."""
        return OptionError(f"option {self.key}: {problem}")

    def coerce(self, value: object) -> OptionValue:
        """Check one typed value (from JSON or Python) and return it; OptionError otherwise.

        Types are strict: a bool option takes only ``true`` / ``false``, an int option
        only a whole number (not ``1.0``, not ``true``, not ``"3"``), a choice only text.
        """
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise self.error(f"must be true or false, got {quote(value)}")
        if self.kind == "int":
            assert self.minimum is not None and self.maximum is not None
            if isinstance(value, bool) or not isinstance(value, int):
                raise self.error(
                    f"must be a whole number from {self.minimum} to {self.maximum}, "
                    f"got {quote(value)}"
                )
            if not self.minimum <= value <= self.maximum:
                raise self.error(
                    f"must be between {self.minimum} and {self.maximum}, got {quote(value)}"
                )
            return value
        if not isinstance(value, str) or value not in self.choices:
            raise self.error(f"must be one of {', '.join(self.choices)}, got {quote(value)}")
        return value

    def from_text(self, text: str) -> OptionValue:
        """Convert command-line text (``true``, ``12``, ``open``) and check it."""
        word = text.strip()
        if self.kind == "bool":
            if word.lower() in TRUE_WORDS:
                return self.coerce(True)
            if word.lower() in FALSE_WORDS:
                return self.coerce(False)
            raise self.error(f"must be true or false, got {quote(word)}")
        if self.kind == "int":
            if _WHOLE_NUMBER.fullmatch(word):
                return self.coerce(int(word))
            return self.coerce(word)  # the message names the range
        return self.coerce(word)


@dataclass(frozen=True)
class DailySettings:
    """The fixed setup of a game's daily deal (``GameSpec.daily``): the player count and
    the options (any left out take their defaults). :mod:`game.daily` validates them.

    ``duplicate_share`` is the share of its shipped iterations a search bot gets for
    each decision it makes in the daily's duplicate game (:func:`game.daily.
    play_duplicate`; 1: the shipped budget; a game that plays less says why)."""

    players: int
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    duplicate_share: float = 1.0


def validate_options(
    specs: Sequence[OptionSpec], given: Mapping[str, object]
) -> dict[str, OptionValue]:
    """Return every option with defaults filled in; raise OptionError on bad input."""
    by_key = {spec.key: spec for spec in specs}
    for key in given:
        if key not in by_key:
            known = ", ".join(by_key) or "none"
            raise OptionError(f"unknown option {quote(key)} (known options: {known})")
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
            raise OptionError(f"option must look like KEY=VALUE, got {quote(arg)}")
        result[key.strip()] = value.strip()
    return result


def options_from_text(
    specs: Sequence[OptionSpec], texts: Mapping[str, str]
) -> dict[str, OptionValue]:
    """Typed values for ``KEY=VALUE`` texts (see :meth:`OptionSpec.from_text`); an unknown
    key is kept as text, for :func:`validate_options` to report."""
    by_key = {spec.key: spec for spec in specs}
    return {
        key: by_key[key].from_text(text) if key in by_key else text for key, text in texts.items()
    }
