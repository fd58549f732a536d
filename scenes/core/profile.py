"""The player's profile in the app (no pygame): read, named, claimed, and given to games.

The profile itself (:mod:`game.profile`) lives in the data folder's ``profile.json``.
Here: the profile of the data folder (:func:`app_profile`), naming it (the first start
asks once; Settings renames), claiming earlier games, and :func:`own_seat`, which tags
a new or opened game with the profile's id for the seat that carries its name, so
statistics follow the profile whatever the seat is called later.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.profile import (
    PROFILE_META_KEY,
    Profile,
    new_profile,
    owner_meta,
    read_profile,
    shown_person,
    write_profile,
)
from game.storage import user_data_dir
from scenes.core.phrases import shown_name

if TYPE_CHECKING:
    from scenes.core.session import GameSession

#: The name offered when the first start asks for one.
DEFAULT_NAME = "You"


def app_profile() -> Profile | None:
    """The data folder's profile (None before the first start has named one)."""
    return read_profile(user_data_dir())


def name_profile(name: str) -> Profile:
    """Give the profile the name ``name`` (made at the first call); OSError if it cannot
    be written. Renaming keeps the id, so the statistics keep their history."""
    profile = app_profile()
    profile = new_profile(name) if profile is None else profile.renamed(name)
    write_profile(user_data_dir(), profile)
    return profile


def claim(games: Iterable[tuple[str, int]]) -> Profile | None:
    """Add earlier games, as (record key, seat), to the profile; OSError if it cannot be
    written, None without a profile."""
    profile = app_profile()
    if profile is None:
        return None
    profile = profile.claiming(games)
    write_profile(user_data_dir(), profile)
    return profile


def player_name(default: str = DEFAULT_NAME) -> str:
    """The name games seat the person under: the profile's, else ``default``."""
    profile = app_profile()
    return profile.name if profile is not None else default


def person_words(name: str, profile: Profile | None) -> str:
    """A statistics name as shown: the profile's key as its name, "You" in the current
    language (:func:`scenes.core.phrases.shown_name`)."""
    return shown_name(shown_person(name, profile, mark=""))


def own_seat(session: GameSession, profile: Profile | None = None) -> None:
    """Tag ``session`` as the profile's in the first human seat carrying its name,
    unless it names a profile already."""
    profile = profile if profile is not None else app_profile()
    if profile is None or PROFILE_META_KEY in session.tags:
        return
    humans = session.human_seats
    named = [seat for seat in humans if session.seats[seat].name == profile.name]
    if named:
        session.tags[PROFILE_META_KEY] = owner_meta(profile, named[0])
