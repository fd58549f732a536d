"""Where the app keeps its files, and reading / writing them (no pygame).

* ``autosave.json``: the game in play, rewritten atomically after every action;
* ``saves/*.json``: games saved with "Save as…" (and saved records of finished games);
* ``settings.json``: the player's settings.

All files live in :func:`game.storage.user_data_dir` (``PLAY_OR_PAY_HOME`` overrides it).
A file that cannot be read becomes a :class:`SaveError` with one clear message, and is
never changed or deleted.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import asdict, dataclass, fields
from datetime import datetime
from pathlib import Path

from game.errors import GameError
from game.records import Record, load_record, save_record
from game.registry import get_game
from game.storage import atomic_write_text, user_data_dir
from scenes.core.session import GameSession

SPEEDS = ("slow", "normal", "fast", "instant")


class SaveError(Exception):
    """A save file that cannot be used; the message says why, in plain words."""


def autosave_path() -> Path:
    return user_data_dir() / "autosave.json"


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def settings_path() -> Path:
    return user_data_dir() / "settings.json"


# Games ----------------------------------------------------------------------------
def write_autosave(session: GameSession) -> None:
    """Replace the autosave with the session's current game (atomic)."""
    save_record(autosave_path(), session.record())


def load_session(path: Path) -> GameSession:
    """Load and replay a saved game; SaveError (file untouched) if it cannot be used."""
    try:
        record = load_record(path)
        return GameSession.from_record(record)
    except GameError as exc:
        raise SaveError(f"{path.name} cannot be opened: {exc}") from None
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise SaveError(
            f"{path.name} cannot be opened: it is damaged ({type(exc).__name__})"
        ) from None


def autosave_resumable() -> bool:
    """True if an autosave exists whose game is not over (read cheaply, not replayed)."""
    path = autosave_path()
    if not path.is_file():
        return False
    try:
        record = load_record(path)
    except GameError:
        return True  # let Continue report the problem
    return not (record.result or {}).get("finished", False)


def safe_name(name: str) -> str:
    """A file-name-safe version of ``name`` (letters, digits, dash, underscore, space)."""
    cleaned = re.sub(r"[^A-Za-z0-9 _-]+", "", name).strip()
    return cleaned[:40] or "game"


def save_as(session: GameSession, name: str) -> Path:
    """Save the session under ``saves/<name>.json`` (replacing a file of that name)."""
    path = saves_dir() / f"{safe_name(name)}.json"
    save_record(path, session.record())
    return path


def save_finished_record(session: GameSession) -> Path:
    """Save a record of the game under a dated, unused name."""
    stamp = datetime.now().strftime("%Y-%m-%d %H-%M-%S")
    base = f"{session.spec.name} {stamp}"
    path = saves_dir() / f"{safe_name(base)}.json"
    counter = 2
    while path.exists():
        path = saves_dir() / f"{safe_name(base)} {counter}.json"
        counter += 1
    save_record(path, session.record())
    return path


def keep_autosave(name: str) -> Path:
    """Copy the autosave, as it is, to ``saves/<name>.json`` under a name not yet used
    (so Load lists it and a new game may replace the autosave). OSError if it fails."""
    text = autosave_path().read_text(encoding="utf-8")
    base = safe_name(name)
    path = saves_dir() / f"{base}.json"
    counter = 2
    while path.exists():
        path = saves_dir() / f"{base} {counter}.json"
        counter += 1
    atomic_write_text(path, text)
    return path


@dataclass(frozen=True)
class SaveInfo:
    """One line of the Load list."""

    path: Path
    title: str
    detail: str
    date: str
    error: str | None = None


def describe(record: Record) -> tuple[str, str]:
    """(title, detail) for a record: game and round; seats."""
    try:
        game = get_game(record.game).name
    except GameError:
        game = record.game
    finished = (record.result or {}).get("finished", False)
    rnd = record.meta.get("round") if isinstance(record.meta, dict) else None
    rounds = record.options.get("rounds") if isinstance(record.options, dict) else None
    if finished:
        where = "finished"
    elif isinstance(rnd, int):
        where = f"round {rnd}" + (f" of {rounds}" if isinstance(rounds, int) else "")
    else:
        where = "in play"
    seats = ", ".join(
        seat.name + ("" if seat.kind == "human" else f" ({seat.kind})") for seat in record.seats
    )
    return f"{game} · {where}", seats


def list_saves() -> list[SaveInfo]:
    """The autosave and every saved game, newest first; unreadable files are listed with
    their problem (and left alone)."""
    paths: list[Path] = []
    if autosave_path().is_file():
        paths.append(autosave_path())
    if saves_dir().is_dir():
        paths.extend(p for p in saves_dir().glob("*.json") if p.is_file())
    infos: list[tuple[float, SaveInfo]] = []
    for path in paths:
        try:
            mtime = path.stat().st_mtime
        except OSError:
            continue
        date = datetime.fromtimestamp(mtime).strftime("%Y-%m-%d %H:%M")
        label = "Autosave" if path == autosave_path() else path.stem
        try:
            record = load_record(path)
            title, detail = describe(record)
            infos.append((mtime, SaveInfo(path, f"{label} — {title}", detail, date)))
        except GameError as exc:
            infos.append((mtime, SaveInfo(path, f"{label} — unreadable", str(exc), date, str(exc))))
    infos.sort(key=lambda item: -item[0])
    return [info for _, info in infos]


# Settings -------------------------------------------------------------------------
@dataclass
class Settings:
    """The player's settings (persisted as JSON)."""

    animation_speed: str = "normal"
    volume: int = 70
    fullscreen: bool = False
    colourblind: bool = False

    def speed_factor(self) -> float:
        """Multiplier for animation durations (0 means instant)."""
        return {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}.get(
            self.animation_speed, 1.0
        )


def load_settings() -> Settings:
    """The saved settings; defaults for anything missing or unreadable."""
    settings = Settings()
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return settings
    if not isinstance(data, dict):
        return settings
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
    return settings


def save_settings(settings: Settings) -> None:
    """Write the settings atomically (errors are ignored: settings are not precious)."""
    with contextlib.suppress(OSError):
        atomic_write_text(settings_path(), json.dumps(asdict(settings), indent=1) + "\n")
