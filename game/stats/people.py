"""Who sat in a seat: the profile (by its id) or a name (no pygame).

The statistics count per seat name. :func:`identified` renames every seat the profile
played (its id in the record, or a game it claimed) to the profile's key
(:func:`game.profile.person_key`), so its history follows the id whatever the seat was
called, and a friend who once used the same name stays apart. :func:`claimable` lists
the other names that sat in human seats, with their games, for the profile to claim.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from game.daily.status import DailyTry
from game.profile import Profile
from game.stats.entry import GameEntry

HUMAN = "human"


@dataclass(frozen=True)
class Claimable:
    """A name that sat in human seats of games the profile does not hold yet: the
    (record key, seat) of each, finished games and daily tries alike."""

    name: str
    games: tuple[tuple[str, int], ...]


def identified(entries: Iterable[GameEntry], profile: Profile | None) -> list[GameEntry]:
    """``entries`` with the profile's seats named by the profile's key (unchanged
    without a profile)."""
    if profile is None:
        return list(entries)
    claimed: dict[str, set[int]] = {}
    for key, seat in profile.claims:
        claimed.setdefault(key, set()).add(seat)
    found = []
    for entry in entries:
        seats = set(claimed.get(entry.key, ()))
        if entry.owner is not None and entry.owner.id == profile.id:
            seats.add(entry.owner.seat)
        mine = {s for s in seats if s < entry.players and entry.kinds[s] == HUMAN}
        if mine:
            names = tuple(profile.key if i in mine else n for i, n in enumerate(entry.names))
            entry = replace(entry, names=names)
        found.append(entry)
    return found


def claimable(
    entries: Iterable[GameEntry], tries: Iterable[DailyTry], profile: Profile
) -> list[Claimable]:
    """Every name (not the profile's) in a human seat of the finished games ``entries``
    or the daily ``tries``, with its games, by name (case-insensitive)."""
    seats = [
        (name, entry.key, seat)
        for entry in entries
        if entry.duplicate is None
        for seat, (name, kind) in enumerate(zip(entry.names, entry.kinds, strict=True))
        if kind == HUMAN
    ]
    seats += [(t.tag.player, t.key, t.tag.seat) for t in tries if t.key]
    games: dict[str, list[tuple[str, int]]] = {}
    for name, key, seat in seats:
        if name != profile.key and (key, seat) not in profile.claims:
            games.setdefault(name, []).append((key, seat))
    return [
        Claimable(name, tuple(dict.fromkeys(found)))
        for name, found in sorted(games.items(), key=lambda item: (item[0].casefold(), item[0]))
    ]
