"""What the Daily screen shows and starts, from the engine's daily deals (no pygame).

The deal, its rules and who counts as having played it are :mod:`game.daily`'s; here
they are only gathered for the screen and turned into a session: the person in the
setup's seat, the strongest bots in the others, the daily tag in the record's meta from
the start. A daily's record is also written at once into the data folder's
``records/`` (and again when it ends), so a daily given up half-way still counts as
played: the autosave alone would be replaced by the next game.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from datetime import date, datetime, timezone
from pathlib import Path

from game.bots import available_levels
from game.daily import (
    DAILY_META_KEY,
    DailySetup,
    DailyStatus,
    DuplicateScore,
    daily_games,
    daily_meta,
    daily_setup,
    daily_status,
    daily_tag,
    today_utc,
    yesterday_setup,
)
from game.errors import RecordError
from game.kept import may_write
from game.profile import owner_of
from game.records import Record, Seat, save_record
from game.registry import get_game
from game.seatnames import bot_names
from game.stats import Collection, variant_label
from game.stats.lines import keep_line
from game.storage import user_data_dir
from scenes.core.i18n import _, game_word, ngettext
from scenes.core.profile import app_profile, own_seat
from scenes.core.session import GameSession
from scenes.screens.setup_options import DEFAULT_NAMES, value_label, variant_word
from scenes.screens.share_words import daily_share_text

#: The record meta key holding when the game started (names the daily's file).
STARTED_KEY = "started_at"
DAILY_PREFIX = "daily-"


@dataclass(frozen=True)
class DailyRow:
    """One game's line on the Daily screen."""

    game: str
    name: str
    settings: str
    today: DailySetup
    yesterday: DailySetup
    #: None until the records are read.
    status: DailyStatus | None


def records_folder() -> Path:
    """``<data folder>/records``, where dailies are kept (the Replays screen lists it)."""
    return user_data_dir() / "records"


def settings_words(setup: DailySetup) -> str:
    """The deal's fixed settings in words: the player count and the variant's name (a
    "Custom" one followed by the options that differ from the defaults)."""
    spec = get_game(setup.game)
    variant = variant_word(variant_label(spec, setup.players, setup.options))
    if variant_label(spec, setup.players, setup.options) == "Custom":
        changed = [
            _("{option}: {value}").format(
                option=game_word(spec.option_label(o.key)),
                value=value_label(spec, o, setup.options[o.key], []),
            )
            for o in spec.options
            if o.key in setup.options
            and setup.options[o.key] != o.default
            and spec.option_shown(o.key, setup.options)
        ]
        variant = ", ".join(changed) or variant
    count = ngettext("{count} player", "{count} players", setup.players)
    return _("{players} · {variant}").format(
        players=count.format(count=setup.players), variant=variant
    )


def daily_rows(player: str, tries: Collection | None, today: date | None = None) -> list[DailyRow]:
    """A row per daily game for ``player`` on ``today`` (UTC by default); the ranked
    status and streaks come from ``tries`` (None while the records are being read)."""
    day = today if today is not None else today_utc()
    rows = []
    for game_id in daily_games():
        setup = daily_setup(game_id, day)
        status = None if tries is None else daily_status(tries, player, game_id, day)
        rows.append(
            DailyRow(
                game_id,
                get_game(game_id).name,
                settings_words(setup),
                setup,
                yesterday_setup(game_id, day),
                status,
            )
        )
    return rows


def status_words(status: DailyStatus | None) -> tuple[str, bool]:
    """(what this try is and why, ranked?) for the screen."""
    if status is None:
        return _("Reading your dailies…"), False
    if status.ranked:
        return _("Ranked: your first try today"), True
    if status.clock_behind:
        return _("Practice: this computer's clock is behind your last daily"), False
    if status.played_today:
        return _("Practice: you have played today's ranked try"), False
    if status.reason:
        return _("Practice: {reason}").format(reason=status.reason), False
    return _("Practice"), False


def streak_words(status: DailyStatus | None) -> str:
    """The streak and the best streak in words ("" while unknown)."""
    if status is None:
        return ""
    if status.best_streak == 0:
        return _("No daily played yet: today's ranked try starts your streak")
    return ngettext(
        "Daily streak: {count} day in a row · best {best}",
        "Daily streak: {count} days in a row · best {best}",
        status.streak,
    ).format(count=status.streak, best=status.best_streak)


def daily_session(setup: DailySetup, player: str, ranked: bool) -> GameSession:
    """A new session of the deal: ``player`` in the setup's seat, the strongest bots in
    the others, the daily tag and the start time in the record's meta."""
    seat = 0
    count = setup.players
    level = available_levels(setup.game)[-1]
    others = iter(bot_names([player], count - 1, DEFAULT_NAMES))  # none like the player's
    seats = [
        Seat(player, "human") if i == seat else Seat(next(others), level) for i in range(count)
    ]
    session = GameSession.new(setup.game, dict(setup.options), seats, setup.seed)
    started = datetime.now(timezone.utc).isoformat(timespec="seconds")
    session.tags = {DAILY_META_KEY: daily_meta(setup, seat, ranked), STARTED_KEY: started}
    own_seat(session)  # the profile's, when it carries the profile's name
    session.copy_path = daily_file(session.record())
    return session


def status_key(name: str) -> str:
    """Whose daily tries count for a player called ``name``: the profile's (by its key)
    when ``name`` is the profile's name, else that name's."""
    profile = app_profile()
    return profile.key if profile is not None and name == profile.name else name


def daily_file(record: Record, suffix: str = "") -> Path | None:
    """Where a daily's record is kept (``suffix``: another record of the same try, e.g.
    the bot's game); None for a record that is not a daily."""
    tag = daily_tag(record)
    started = record.meta.get(STARTED_KEY)
    if tag is None or not isinstance(started, str):
        return None
    stamp = "".join(ch for ch in started if ch.isdigit())[:14]
    return records_folder() / f"{DAILY_PREFIX}{tag.date}-{record.game}-{stamp}{suffix}.json"


def keep_daily(session: GameSession) -> None:
    """Write the daily's record to its file in ``records/`` (a failure is ignored: the
    autosave still holds the game). While it is played the autosave also writes it
    there after every move (``GameSession.copy_path``)."""
    record = session.record()
    path = daily_file(record)
    if path is None:
        return
    with contextlib.suppress(OSError, RecordError, UnicodeError):
        if may_write(path, record):  # a finished record is never rewritten
            save_record(path, record)
            if (record.result or {}).get("finished", False):
                keep_line(path.parent.parent, path)  # counted by statistics unreplayed


def reopened_daily(session: GameSession) -> None:
    """Point a daily opened from a save or the autosave at its file in ``records/``. If
    that file holds a finished game, or one this session does not continue (an older
    save of the try), the reopened game is practice: a new try, kept in a new file."""
    path = daily_file(session.record())
    if path is not None and not may_write(path, session.record()):
        tag = session.tags.get(DAILY_META_KEY)
        if isinstance(tag, dict):
            session.tags[DAILY_META_KEY] = {**tag, "ranked": False}
        session.tags[STARTED_KEY] = datetime.now(timezone.utc).isoformat(timespec="seconds")
        path = daily_file(session.record())
        while path is not None and os.path.lexists(path):  # a second within the same one
            path = path.with_name(path.stem + "-2.json")
    session.copy_path = path


def share_for(record: Record, score: DuplicateScore, tries: Collection) -> str:
    """The share text of a finished daily: its deal, the score and the player's streak
    (from the daily tries in ``tries``)."""
    tag = daily_tag(record)
    if tag is None:
        return ""
    setup = daily_setup(record.game, tag.date)
    profile, owner = app_profile(), owner_of(record.meta)
    mine = profile is not None and owner == (profile.id, tag.seat)
    player = profile.key if mine and profile is not None else tag.player
    status = daily_status(tries, player, record.game, today_utc())
    return daily_share_text(setup, get_game(record.game).name, score, status.streak)
