"""Reading one compiled catalogue as a hostile file, and every message of it checked
when it is loaded (no pygame here).

:func:`read_catalogue` finds ``<folder>/<code>/LC_MESSAGES/<domain>.mo`` the way
:mod:`gettext` does, reads it through the safe reader (a regular file, at most
:data:`MO_BYTES`), parses it and checks it; each problem is said once on stderr (the
app's log) and the catalogue is left out or its bad messages read English.

A ``.mo`` can be well formed and still hold text that would crash when drawn: a
misspelt ``{placeholder}``, a stray ``}``, a plural rule that divides by zero. Each
message is checked against its English: the same placeholders (name, conversion and
format), braces balanced. A message that fails is removed from the catalogue, so it
reads English; a plural rule is evaluated for 0 to 200 and must give a form the
catalogue has, else the whole catalogue is not used (:func:`problems` says which).
"""

from __future__ import annotations

import gettext
import io
import re
import string
import struct
import sys
from collections.abc import Callable
from functools import cache

from game.errors import GameError
from game.safe_json import read_regular_file
from game.text import clean

#: The domain of the shared catalogue (``messages.mo``); a game's is its id.
DOMAIN = "messages"
#: The largest catalogue read (each is a few hundred kilobytes).
MO_BYTES = 32 * 1024 * 1024

#: The counts a plural rule is tried with.
PLURAL_COUNTS = range(201)
_NPLURALS = re.compile(r"nplurals\s*=\s*(\d+)")
_MAGIC = 0x950412DE
Fields = frozenset[tuple[str, str, str | None]]


def fields(text: str) -> Fields | None:
    """The replacement fields of a format string (name, format spec, conversion), or
    None if its braces do not parse (a stray ``}`` or an unclosed ``{``)."""
    try:
        return frozenset(
            (name, spec or "", conversion)
            for _literal, name, spec, conversion in string.Formatter().parse(text)
            if name is not None
        )
    except ValueError:
        return None


def plural_ids(data: bytes) -> dict[str, str]:
    """msgid (with its context) -> plural msgid of every plural message in the ``.mo``
    bytes ``data`` (the standard reader keeps only the first)."""
    order = "<" if struct.unpack("<I", data[:4])[0] == _MAGIC else ">"
    count, originals = struct.unpack(order + "II", data[8:16])
    found = {}
    for k in range(count):
        length, offset = struct.unpack(
            order + "II", data[originals + 8 * k : originals + 8 * k + 8]
        )
        text = data[offset : offset + length]
        if b"\x00" in text:
            first, second = text.split(b"\x00", 1)
            found[first.decode("utf-8", "replace")] = second.decode("utf-8", "replace")
    return found


def plural_problem(translation: gettext.GNUTranslations) -> str | None:
    """Why the catalogue's plural rule cannot be used, or None if it gives a form it
    has (0 to nplurals - 1) for every count of :data:`PLURAL_COUNTS`."""
    header = translation.info().get("plural-forms", "")
    match = _NPLURALS.search(header)
    forms = int(match.group(1)) if match else 2
    rule: Callable[[int], object] | None = getattr(translation, "plural", None)
    if rule is None:
        return None
    for n in PLURAL_COUNTS:
        try:
            form = rule(n)
        except Exception as exc:
            return f"its plural rule fails for {n} ({type(exc).__name__})"
        if isinstance(form, bool) or not isinstance(form, int) or not 0 <= form < forms:
            return f"its plural rule gives form {form!r} for {n} (it has {forms})"
    return None


def _english(key: str | tuple[str, int], plurals: dict[str, str]) -> list[str]:
    """The English texts a catalogue entry stands for (context removed)."""
    texts = [key[0], plurals.get(key[0], key[0])] if isinstance(key, tuple) else [key]
    return [text.split("\x04", 1)[-1] for text in texts]


def drop_bad_messages(translation: gettext.GNUTranslations, data: bytes) -> list[str]:
    """Remove every message whose text does not fit its English (see the module); the
    English ids of those removed."""
    catalog: dict[str | tuple[str, int], str] = getattr(translation, "_catalog", {})
    plurals = plural_ids(data)
    bad = []
    for key, text in list(catalog.items()):
        if key == "":
            continue  # the header
        english = [fields(source) for source in _english(key, plurals)]
        wanted = frozenset().union(*(f for f in english if f is not None))
        found = fields(text)
        if found is None or (found != wanted and not (isinstance(key, tuple) and found <= wanted)):
            del catalog[key]
            bad.append(_english(key, plurals)[0])
    return bad


@cache
def read_catalogue(folder: str, code: str, domain: str = DOMAIN) -> gettext.GNUTranslations | None:
    """``code``'s compiled catalogue of ``domain`` in ``folder``, checked, or None if it is
    missing or cannot be read or used (each is read once; a problem is said once)."""
    path = gettext.find(domain, folder, [code])
    if path is None:
        return None
    try:
        data = read_regular_file(path, MO_BYTES)
        return _checked(gettext.GNUTranslations(io.BytesIO(data)), data, _name(code, domain))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, LookupError, struct.error, GameError) as exc:
        _say(_name(code, domain), f"cannot be read ({clean(str(exc), 120)}); using English")
        return None


def _name(code: str, domain: str) -> str:
    """How the log names a catalogue: "de catalogue", "de catalogue of nyet"."""
    own = "" if domain == DOMAIN else f" of {clean(domain, 40)}"
    return f"{clean(code, 20)} catalogue{own}"


def _say(name: str, problem: str) -> None:
    """One line on stderr (the app's log) about the catalogue ``name``."""
    print(f"play-or-pay: the {name} {problem}", file=sys.stderr)


def _checked(
    translation: gettext.GNUTranslations, data: bytes, name: str
) -> gettext.GNUTranslations | None:
    """``translation`` with every message that does not fit its English removed, or
    None if its plural rule cannot be used; each problem is said once, when the
    catalogue is first read."""
    problem = plural_problem(translation)
    if problem is not None:
        _say(name, f"cannot be used: {clean(problem, 120)}; using English")
        return None
    bad = drop_bad_messages(translation, data)
    if bad:
        shown = ", ".join(repr(clean(text, 40)) for text in bad[:3])
        _say(
            name,
            f"has {len(bad)} message(s) that do not fit the English, shown in English: {shown}",
        )
    return translation
