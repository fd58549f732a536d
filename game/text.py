"""The one text sanitiser for everything the program draws or echoes (pure, no pygame).

Text that comes from files, command lines or other programs may hold anything: NUL and
other control characters, ANSI escape sequences, lone surrogates, bidirectional
overrides, newlines, or megabytes. :func:`clean` turns any string into one printable
line of bounded length, in time bounded by that length (never by the input's):

* ANSI escape sequences (``ESC [ ... m`` and the like) are removed;
* line breaks, tabs and other separators become one space;
* other control characters and lone surrogates become U+FFFD (``�``), so a reader sees
  that something was there; bidirectional embedding / override / isolate controls are
  removed (they could reorder the rest of the line);
* text longer than the limit is cut and ends with ``…``.

:func:`quote` shows any value from a file inside a message; :func:`seat_name` is the
seat-name rule used by records and setup.
"""

from __future__ import annotations

import re

ELLIPSIS = "…"
REPLACEMENT = "\ufffd"
#: Longest message echoed to a user (a terminal line, a dialog).
MESSAGE_LIMIT = 400
#: Longest piece of file content quoted inside a message.
QUOTE_LIMIT = 60
#: Longest seat name (longer names are shortened with an ellipsis).
MAX_SEAT_NAME = 24

_ANSI = re.compile(
    r"\x1b(?:\[[0-?]*[ -/]*[@-~]"  # CSI: ESC [ parameters intermediates final
    r"|\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC: ESC ] ... BEL or ESC \
    r"|[ -/]*[0-~])"  # two- and three-character escapes
)
_SEPARATORS = re.compile(r"[\t\n\v\f\r\x1c-\x1f\x85\u2028\u2029]+")
_HIDDEN = re.compile(r"[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def clean(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` as one printable line of at most ``limit`` characters (see the module)."""
    if len(text) <= limit and text.isprintable():
        return text
    window = text[: limit * 4 + 64]
    line = _ANSI.sub("", window)
    line = _SEPARATORS.sub(" ", line)
    line = _HIDDEN.sub("", line)
    line = _UNSAFE.sub(REPLACEMENT, line)
    if len(line) > limit or len(window) < len(text):
        line = line[: max(0, limit - 1)].rstrip() + ELLIPSIS
    return line


def describe_value(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A short, clean rendering of any value read from a file (text is quoted)."""
    if isinstance(value, str):
        return f"'{clean(value, limit)}'"
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, int):
        digits = len(str(abs(value))) if value.bit_length() < 4000 else None
        if digits is None or digits > limit:
            return "a number too large to show"
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "a list"
    return f"a {clean(type(value).__name__, limit)}"


def quote(value: object) -> str:
    """``describe_value`` with the default limit: for messages that repeat file content."""
    return describe_value(value)


def seat_name(name: str, fallback: str = "") -> str:
    """The seat-name rule: one clean line, spaces collapsed, at most ``MAX_SEAT_NAME``
    characters (longer names end with ``…``); ``fallback`` if nothing is left."""
    shown = " ".join(clean(name, MAX_SEAT_NAME * 4).split())
    if len(shown) > MAX_SEAT_NAME:
        shown = shown[: MAX_SEAT_NAME - 1].rstrip() + ELLIPSIS
    return shown or fallback


def N_(message: str) -> str:
    """Mark ``message`` for the app's catalogue and return it unchanged. ``game/`` speaks
    English (the CLI, records); ``python build/i18n.py extract`` collects these marks, and
    the app translates the English text where it draws it (``scenes.core.i18n._``)."""
    return message


def ordinal(number: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``12th``, ``13th``, ``21st``..."""
    suffix = (
        "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    )
    return f"{number}{suffix}"


def number_text(value: float) -> str:
    """A score as text: whole numbers without a decimal point, others to one decimal."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.1f}"
