"""Errors raised by the engine. Every one carries a message fit to show a user."""

from __future__ import annotations

import os

from game.text import clean


class GameError(Exception):
    """Base class for every error the engine reports to users."""


class OptionError(GameError):
    """Bad setup: unknown option, wrong type, out of range, bad player count."""


class IllegalActionError(GameError):
    """An action that is not legal in the current state (the state is unchanged)."""


class UnknownGameError(GameError):
    """A game id that is not registered."""


class SaveNameError(GameError):
    """A save name that cannot be used as a file name (see :mod:`game.savename`)."""


class DataFileError(GameError):
    """A file the program reads (record, save, settings) that cannot be used.

    ``reason`` says what is wrong, in plain words, as one short clean line; ``path`` is
    the file when known. ``str()`` names the file first (``"a.json: file is not valid
    JSON (...)"``) and is one clean line whatever the file holds.
    """

    def __init__(self, reason: str, path: str | os.PathLike[str] | None = None) -> None:
        self.reason = clean(reason)
        self.path = None if path is None else os.fspath(path)
        shown = self.reason if self.path is None else f"{clean(self.path)}: {self.reason}"
        super().__init__(shown)

    def at(self, path: str | os.PathLike[str]) -> DataFileError:
        """The same problem, naming ``path`` (same error type)."""
        return type(self)(self.reason, path)


class RecordError(DataFileError):
    """A game record that cannot be read, parsed, validated or replayed."""
