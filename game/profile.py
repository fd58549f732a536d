"""The player's profile: who plays at this computer (no pygame).

``profile.json`` in the data folder holds the profile's ``id`` (random, never shown),
its ``name`` (changeable) and its ``claims``: the (record key, seat) of earlier games
the person said were theirs. A game played under the profile carries its id in the
record's ``meta["profile"]`` (``{"id": ..., "seat": ...}``, :func:`owner_meta`), so the
statistics follow the id, not the name: renaming keeps the history.

In the statistics a seat that belongs to the profile is named by :func:`person_key`,
a key no seat name can be (seat names never hold control characters), so a friend who
once sat under the same name is never counted as the profile.

The file is read with the strict reader and written atomically; a missing or damaged
file means no profile yet (the app then asks for a name once).
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeGuard

from game.errors import DataFileError
from game.safe_json import check_writable, read_json_file
from game.storage import atomic_write_text
from game.text import seat_name

PROFILE_NAME = "profile.json"
FORMAT = "play-or-pay-profile"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
#: The record meta key naming the profile that played a seat.
PROFILE_META_KEY = "profile"
#: How a profile's seat is named in the statistics (followed by the profile's id).
PERSON_PREFIX = "\x00profile:"
_ID = re.compile(r"[0-9a-f]{32}")
_KEY = re.compile(r"[0-9a-f]{1,64}")


@dataclass(frozen=True)
class Profile:
    """The person at this computer: an id, a name and the earlier games claimed."""

    id: str
    name: str
    claims: frozenset[tuple[str, int]] = field(default_factory=frozenset)

    @property
    def key(self) -> str:
        """The profile's name in the statistics (:func:`person_key`)."""
        return person_key(self.id)

    def renamed(self, name: str) -> Profile:
        """The same profile (id, claims) under another name."""
        return Profile(self.id, seat_name(name, self.name), self.claims)

    def claiming(self, games: Iterable[tuple[str, int]]) -> Profile:
        """The profile with ``games`` ((record key, seat) pairs) claimed too."""
        return Profile(self.id, self.name, self.claims | frozenset(games))


def new_profile(name: str) -> Profile:
    """A profile with a new random id."""
    return Profile(secrets.token_hex(16), seat_name(name, "You"))


def person_key(profile_id: str) -> str:
    """The statistics' name of a profile's seats."""
    return PERSON_PREFIX + profile_id


def is_person_key(name: str) -> bool:
    """True for a profile's key (:func:`person_key`), never for a seat name."""
    return name.startswith(PERSON_PREFIX)


def shown_person(name: str, profile: Profile | None, mark: str = " (profile)") -> str:
    """A statistics name as a person reads it: the profile's key as the profile's name
    followed by ``mark`` (another profile's key as "another profile"), any other name
    as it is."""
    if not is_person_key(name):
        return name
    if profile is not None and name == profile.key:
        return profile.name + mark
    return "another profile"


def read_profile(data_dir: Path) -> Profile | None:
    """The profile of the data folder, or None (missing, damaged or foreign file)."""
    try:
        data = read_json_file(data_dir / PROFILE_NAME, MAX_BYTES)
    except (DataFileError, OSError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    pid, name, claims = data.get("id"), data.get("name"), data.get("claims")
    if not isinstance(pid, str) or not _ID.fullmatch(pid) or not isinstance(name, str):
        return None
    found: set[tuple[str, int]] = set()
    for item in claims if isinstance(claims, list) else []:
        if isinstance(item, list) and len(item) == 2:
            key, seat = item
            if isinstance(key, str) and _KEY.fullmatch(key) and _seat_number(seat):
                found.add((key, seat))
    return Profile(pid, seat_name(name, "You"), frozenset(found))


def write_profile(data_dir: Path, profile: Profile) -> None:
    """Replace ``profile.json`` atomically (OSError if it cannot be written)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "id": profile.id,
        "name": profile.name,
        "claims": sorted([key, seat] for key, seat in profile.claims),
    }
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    try:
        check_writable(text, MAX_BYTES)
    except DataFileError as exc:
        raise OSError(exc.reason) from None
    atomic_write_text(data_dir / PROFILE_NAME, text)


def owner_meta(profile: Profile, seat: int) -> dict[str, str | int]:
    """What a record's ``meta["profile"]`` holds for a seat played under ``profile``."""
    return {"id": profile.id, "seat": seat}


def _seat_number(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 64


def owner_of(meta: Mapping[str, object]) -> tuple[str, int] | None:
    """(profile id, seat) from a record's meta, or None if it has none that holds."""
    owner = meta.get(PROFILE_META_KEY)
    if not isinstance(owner, dict):
        return None
    pid, seat = owner.get("id"), owner.get("seat")
    if not isinstance(pid, str) or not _ID.fullmatch(pid) or not _seat_number(seat):
        return None
    assert isinstance(seat, int)
    return pid, seat
