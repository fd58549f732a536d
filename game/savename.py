"""The one rule that turns a save name into a file name (pure; no file is touched).

A save called ``Müller`` is stored as ``Müller.json``: the file name *is* the name, so
two different names never share a file (letters of every script, digits, spaces and most
punctuation are kept as typed). A name that could not be a file name everywhere is
refused with a message saying why, never silently changed:

* empty, or longer than ``MAX_SAVE_NAME`` characters;
* holding a control character or one of ``< > : " / \\ | ? *`` (not allowed in file
  names on Windows, or a path separator);
* starting with a dot (hidden files, ``..``);
* a name Windows reserves for a device: ``CON``, ``PRN``, ``AUX``, ``NUL``,
  ``COM0``-``COM9``, ``LPT0``-``LPT9`` (also with superscript digits, any case, and with
  anything after a dot, as in ``con.txt``).

Names are compared after Unicode NFC normalisation and with spaces trimmed and runs of
spaces collapsed. Saving never replaces another save without asking: on file systems
that ignore case, ``Game`` and ``game`` are one file, which the app detects because the
file exists (see ``scenes/saves.py``).
"""

from __future__ import annotations

import unicodedata

from game.errors import SaveNameError
from game.text import N_

MAX_SAVE_NAME = 40
EXTENSION = ".json"
FORBIDDEN = '<>:"/\\|?*'
_DEVICE_STEMS = ("CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$")
_NUMBERED = tuple(f"{stem}{digit}" for stem in ("COM", "LPT") for digit in "0123456789¹²³")
RESERVED = frozenset(_DEVICE_STEMS + _NUMBERED)


def normalise_save_name(name: str) -> str:
    """NFC, trimmed, with runs of whitespace made one space (the name as stored)."""
    return " ".join(unicodedata.normalize("NFC", name).split())


_BIDI_CONTROLS = frozenset("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _has_control(name: str) -> bool:
    """Control characters, lone surrogates and bidirectional overrides."""
    return any(unicodedata.category(ch) in ("Cc", "Cs") or ch in _BIDI_CONTROLS for ch in name)


def save_name_issue(name: str) -> tuple[str, dict[str, object]] | None:
    """Why ``name`` cannot be a save name, as an English template (marked for the app's
    catalogue, which translates it before formatting) and its values; None if it can."""
    shown = normalise_save_name(name)
    if not shown:
        return N_("Type a name for the save."), {}
    if len(shown) > MAX_SAVE_NAME:
        return N_("A save name can have at most {count} characters."), {"count": MAX_SAVE_NAME}
    if _has_control(name[: MAX_SAVE_NAME * 4]):
        return N_("A save name cannot contain control characters."), {}
    bad = sorted({ch for ch in shown if ch in FORBIDDEN}, key=FORBIDDEN.index)
    if bad:
        return N_("A save name cannot contain {characters}."), {"characters": " ".join(bad)}
    if shown.startswith("."):
        return N_("A save name cannot start with a dot."), {}
    device = shown.split(".")[0].rstrip(" ").upper()
    if device in RESERVED:
        return N_("“{name}” is reserved on Windows; choose another name."), {"name": device}
    return None


def save_name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a save name (one English sentence for the player), or None."""
    issue = save_name_issue(name)
    return None if issue is None else issue[0].format(**issue[1])


def save_file_name(name: str) -> str:
    """The file name for save ``name`` (``<name>.json``); SaveNameError if refused."""
    problem = save_name_problem(name)
    if problem is not None:
        raise SaveNameError(problem)
    return normalise_save_name(name) + EXTENSION
