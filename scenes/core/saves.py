"""Where the app keeps its files, and reading / writing them (no pygame).

* ``autosave.json``: the game in play, rewritten atomically after every action;
* ``saves/*.json``: games saved with "Save as…" (and saved records of finished games);
* ``settings.json``: the player's settings.

All files live in :func:`game.storage.user_data_dir` (``PLAY_OR_PAY_HOME`` overrides it)
and are read through the one strict reader (:mod:`game.safe_json`). A game file that
cannot be read becomes a :class:`SaveError` with one clear message, and is never changed
or deleted; a damaged settings.json gives the defaults, a message, and is kept as
``settings.json.bad`` before new settings are written. Saving never replaces another
save without the caller asking for it (``replace=True``).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from datetime import datetime
from pathlib import Path

from game.errors import DataFileError, GameError
from game.json_data import JsonObject
from game.kept import keep_finished, may_write
from game.records import MAX_BYTES as MAX_RECORD_BYTES
from game.records import Record, load_record, save_record
from game.safe_json import check_writable, read_json_file, read_regular_file
from game.savename import save_file_name
from game.storage import (
    atomic_write_text,
    data_folders,
    remove_stale_temp_files,
    user_data_dir,
)
from game.text import clean
from scenes.core.fonts import TEXT_SIZES
from scenes.core.i18n import _
from scenes.core.i18n import choices as language_choices
from scenes.core.save_list import SaveInfo, read_rows
from scenes.core.session import GameSession

SPEEDS = ("slow", "normal", "fast", "instant")
SETTINGS_MAX_BYTES = 64 * 1024
BACKUP_SUFFIX = ".bad"
_DAMAGED = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)
# What the autosave held, by file identity (a memo of one entry, not shared state).
_AUTOSAVE_STATES: dict[tuple[str, int, int, int], str] = {}


class SaveError(Exception):
    """A save file that cannot be used; the message says why, in plain words."""


def autosave_path() -> Path:
    return user_data_dir() / "autosave.json"


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def settings_path() -> Path:
    return user_data_dir() / "settings.json"


def tidy_data_folder() -> None:
    """Remove temporary files left by killed writes in every folder the app writes to
    (the data folder, ``saves/``, ``reviews/``, and ``records/`` where earlier versions
    kept reviews); never through a link out of the data folder."""
    for folder in data_folders():
        remove_stale_temp_files(folder, root=user_data_dir())


# Games ----------------------------------------------------------------------------
def _write(
    path: Path, session: GameSession, overwrite: bool = True, record: Record | None = None
) -> None:
    """Write the session's record (or ``record``, made of it) atomically; OSError
    (nothing written) on failure."""
    try:
        save_record(path, record or session.record(), overwrite=overwrite)
    except UnicodeError:
        raise OSError(errno.EINVAL, "the game holds text that cannot be saved") from None
    except DataFileError as exc:  # the reader would refuse it: nothing is written
        raise OSError(errno.EINVAL, f"the game cannot be saved: {exc.reason}") from None


def write_autosave(session: GameSession) -> None:
    """Replace the autosave with the session's current game (atomic; OSError on failure),
    and its copy at ``session.copy_path`` if it has one and may be written there (a
    finished record is never rewritten: :func:`game.kept.may_write`); a game that has
    just ended without a copy is kept in ``records/`` (:func:`game.kept.keep_finished`).
    A failure of the copy is ignored: the autosave holds the game."""
    record = session.record()
    _write(autosave_path(), session, record=record)
    if session.copy_path is not None:
        with contextlib.suppress(OSError):
            if may_write(session.copy_path, record):
                _write(session.copy_path, session, record=record)
    elif session.state.is_terminal():
        keep_finished(user_data_dir(), record)


def load_session(path: Path) -> GameSession:
    """Load and replay a saved game; SaveError (file untouched) if it cannot be used.

    A save must have a digest (games saved by the app always do), so a changed file is
    always noticed. The message is one clean line naming the file.
    """
    name = clean(path.name, 80)
    try:
        record = load_record(path)
        return GameSession.from_record(record, require_digest=True)
    except DataFileError as exc:
        raise SaveError(f"{name} cannot be opened: {exc.reason}") from None
    except GameError as exc:
        raise SaveError(f"{name} cannot be opened: {clean(str(exc))}") from None
    except _DAMAGED as exc:
        raise SaveError(f"{name} cannot be opened: it is damaged ({type(exc).__name__})") from None


def autosave_state() -> str:
    """What the autosave holds, found by replaying it (the file's own ``finished`` flag is
    informational and not trusted): ``"none"``, ``"in play"``, ``"finished"`` or
    ``"damaged"`` (Continue then says why)."""
    path = autosave_path()
    try:
        info = path.stat()
    except OSError:
        return "none" if not os.path.lexists(path) else "damaged"
    key = (str(path), info.st_ino, info.st_size, info.st_mtime_ns)
    if key not in _AUTOSAVE_STATES:  # replay once per version of the file
        try:
            session = load_session(path)
            state = "finished" if session.state.is_terminal() else "in play"
        except SaveError:
            state = "damaged"
        _AUTOSAVE_STATES.clear()
        _AUTOSAVE_STATES[key] = state
    return _AUTOSAVE_STATES[key]


def save_path(name: str) -> Path:
    """Where the save called ``name`` is stored (SaveNameError if the name is refused;
    see :mod:`game.savename`)."""
    return saves_dir() / save_file_name(name)


def save_as(session: GameSession, name: str, replace: bool = False) -> Path:
    """Save the session as ``saves/<name>.json``.

    SaveNameError if the name is refused; FileExistsError if a save of that name exists
    and ``replace`` is False (ask the player, then call again with ``replace=True``);
    OSError if it cannot be written.
    """
    path = save_path(name)
    _write(path, session, overwrite=replace)
    return path


def default_save_name(game_name: str, when: datetime | None = None) -> str:
    """The one naming scheme of saves and records: the game's name and the date and time
    to the minute ("Nyet! 2026-11-26 10-55"), with " 2", " 3"... if a save has it."""
    base = f"{game_name} {(when or datetime.now()).strftime('%Y-%m-%d %H-%M')}"
    for counter in range(1, 1000):
        name = base if counter == 1 else f"{base} {counter}"
        try:
            if not os.path.lexists(save_path(name)):
                return name
        except GameError:  # a game name the save-name rule refuses: the date alone
            return default_save_name("Game", when)
    return base


def save_finished_record(session: GameSession) -> Path:
    """Save a record of the game under the default name (:func:`default_save_name`), one
    no other save has."""
    base = default_save_name(session.spec.name)
    for counter in range(1, 1000):
        path = save_path(base if counter == 1 else f"{base} {counter}")
        try:
            _write(path, session, overwrite=False)
        except FileExistsError:
            continue
        return path
    raise OSError(errno.EEXIST, "too many saves with the same name", str(path))


def keep_autosave(name: str) -> Path:
    """Copy the autosave, as it is, to ``saves/<name>.json`` under a name not yet used
    (so Load lists it and a new game may replace the autosave). OSError if it fails."""
    try:
        raw = read_regular_file(autosave_path(), MAX_RECORD_BYTES)
    except DataFileError as exc:
        raise OSError(errno.EINVAL, exc.reason, str(autosave_path())) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        problem = "the autosave is not UTF-8 text"
        raise OSError(errno.EINVAL, problem, str(autosave_path())) from None
    for counter in range(1, 1000):
        path = save_path(name if counter == 1 else f"{name} {counter}")
        try:
            atomic_write_text(path, text, overwrite=False)
        except FileExistsError:
            continue
        return path
    raise OSError(errno.EEXIST, "too many saves with the same name", name)


def rename_save(path: Path, name: str, replace: bool = False) -> Path:
    """Give the save at ``path`` (in ``saves/``) the name ``name``; the new path.

    SaveNameError if the name is refused (the save-as rule, :mod:`game.savename`);
    FileExistsError if another save has that name and ``replace`` is False (ask, then
    call again with ``replace=True``); OSError if it cannot be renamed (nothing changed).
    A change of case only, or the same name, is not "another save".
    """
    target = save_path(name)
    if target == path:
        return path
    if not replace and os.path.lexists(target) and not _same_file(path, target):
        raise FileExistsError(errno.EEXIST, "a save of that name exists", str(target))
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(path, target)
    return target


def _same_file(a: Path, b: Path) -> bool:
    """True if ``a`` and ``b`` are one file (a name differing only in case, on a file
    system that ignores case)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def delete_save(path: Path) -> None:
    """Delete the save (or autosave) at ``path``; OSError if it cannot be deleted."""
    os.unlink(path)
    _AUTOSAVE_STATES.clear()


def save_files() -> list[tuple[Path, str]]:
    """The autosave and ``saves/*.json`` with their labels (anything but folders: a
    file that is not a regular file is listed, and its problem shown)."""
    files: list[tuple[Path, str]] = []
    if os.path.lexists(autosave_path()):
        files.append((autosave_path(), _("Autosave")))
    with contextlib.suppress(OSError):
        if saves_dir().is_dir():
            files.extend(
                (p, clean(p.stem, 60)) for p in saves_dir().glob("*.json") if not p.is_dir()
            )
    return files


def list_saves() -> list[SaveInfo]:
    """The autosave and every saved game, newest first; unreadable files are listed with
    their problem (and left alone), files holding a review are not listed. Reads each
    file that changed since it was last listed, never replays it."""
    return read_rows(save_files())


# Settings -------------------------------------------------------------------------
@dataclass
class Settings:
    """The player's settings (persisted as JSON)."""

    animation_speed: str = "normal"
    volume: int = 70
    fullscreen: bool = False
    colourblind: bool = False
    #: Play a human's forced move (one legal move) by itself after a short pause.
    auto_forced: bool = True
    #: "?" at the table shows the hard bot's advice (scenes.table.coach).
    coach_hints: bool = False
    #: At the start of a person's turn, a one-line recap of the others' moves.
    since_your_turn: bool = True
    #: "Learn to play" was offered on a first launch (it is offered once).
    tutorial_offered: bool = False
    #: The app's language: "system" (the system's preferred, else English) or a code of
    #: :func:`scenes.core.i18n.choices`.
    language: str = "system"
    #: Every text's size, per cent of the design size: 100, 125 or 150
    #: (:data:`scenes.core.fonts.TEXT_SIZES`).
    text_size: int = 100

    def speed_factor(self) -> float:
        """Multiplier for animation durations (0 means instant)."""
        return {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}.get(
            self.animation_speed, 1.0
        )


def _read_settings_file(path: Path) -> JsonObject:
    """settings.json as an object (DataFileError if it cannot be used)."""
    data = read_json_file(path, SETTINGS_MAX_BYTES)
    if not isinstance(data, dict):
        raise DataFileError("it is not a settings object (expected {...})", path)
    return data


def _settings_from(data: Mapping[str, object]) -> Settings:
    """Settings from a decoded object: the default for each missing or mistyped field."""
    settings = Settings()
    for f in fields(Settings):
        value = data.get(f.name)
        default = getattr(settings, f.name)
        if isinstance(value, type(default)) and not (
            isinstance(value, bool) and not isinstance(default, bool)
        ):
            setattr(settings, f.name, value)
    if settings.animation_speed not in SPEEDS:
        settings.animation_speed = "normal"
    settings.volume = max(0, min(100, settings.volume))
    if settings.language not in language_choices():
        settings.language = "system"
    if settings.text_size not in TEXT_SIZES:
        settings.text_size = 100
    return settings


def settings_problem(reason: str) -> str:
    """What the player is told when settings.json cannot be used (in the language active
    when called: the app asks again once its language is set)."""
    text = _(
        "settings.json cannot be used: {reason}.\n\nThe default settings are in use. The "
        "file was left as it is; when a setting changes it is kept as {backup}."
    )
    return text.format(reason=reason, backup=f"settings.json{BACKUP_SUFFIX}")


def read_settings() -> tuple[Settings, str | None]:
    """The saved settings, and a message for the player if settings.json exists but
    cannot be used: then every setting is at its default and the file is left as it is
    (the next :func:`save_settings` keeps it as ``settings.json.bad``)."""
    path = settings_path()
    if not os.path.lexists(path):
        return Settings(), None
    try:
        data = _read_settings_file(path)
    except DataFileError as exc:
        return Settings(), settings_problem(exc.reason)
    return _settings_from(data), None


def load_settings() -> Settings:
    """The saved settings; defaults for anything missing or unreadable."""
    return read_settings()[0]


def _keep_damaged_settings(path: Path) -> None:
    """Move a settings.json that cannot be used to a free backup name
    (``settings.json.bad``, ``settings.json.bad-2``, ...); OSError if none is free."""
    if not os.path.lexists(path):
        return
    try:
        _read_settings_file(path)
        return
    except DataFileError:
        pass
    for number in range(1, 100):
        backup = path.with_name(path.name + BACKUP_SUFFIX + ("" if number == 1 else f"-{number}"))
        if not os.path.lexists(backup):
            os.replace(path, backup)
            return
    raise OSError(errno.EEXIST, "no free backup name", str(path))


def save_settings(settings: Settings) -> None:
    """Write the settings atomically. A settings.json that cannot be used is first kept
    under a backup name, never overwritten. Errors are ignored (settings are not
    precious): then nothing is written."""
    path = settings_path()
    text = json.dumps(asdict(settings), indent=1) + "\n"
    with contextlib.suppress(OSError, DataFileError, UnicodeError):
        check_writable(text, SETTINGS_MAX_BYTES)  # never write what the reader refuses
        _keep_damaged_settings(path)
        atomic_write_text(path, text)
