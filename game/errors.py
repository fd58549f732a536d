"""Errors raised by the engine. Every one carries a message fit to show a user."""

from __future__ import annotations

import os
from collections.abc import Mapping

from typing_extensions import Self

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

    def __init__(
        self,
        reason: str,
        path: str | os.PathLike[str] | None = None,
        *,
        template: str | None = None,
        values: Mapping[str, object] | None = None,
    ) -> None:
        self.reason = clean(reason)
        self.path = None if path is None else os.fspath(path)
        #: ``reason`` as an English template (marked for the app's catalogue) and its
        #: values: the app shows the problem in its language (``game/`` stays English).
        self.template = reason if template is None else template
        self.values: dict[str, object] = dict(values or {})
        shown = self.reason if self.path is None else f"{clean(self.path)}: {self.reason}"
        super().__init__(shown)

    @classmethod
    def of(
        cls, template: str, path: str | os.PathLike[str] | None = None, /, **values: object
    ) -> Self:
        """The problem ``template.format(**values)``, keeping the template and values."""
        return cls(template.format(**values), path, template=template, values=values)

    def at(self, path: str | os.PathLike[str]) -> Self:
        """The same problem, naming ``path`` (same error type)."""
        return type(self)(self.reason, path, template=self.template, values=self.values)

    def like(self, kind: type[DataFileError]) -> DataFileError:
        """The same problem (and file) as another error type."""
        return kind(self.reason, self.path, template=self.template, values=self.values)


class RecordError(DataFileError):
    """A game record that cannot be read, parsed, validated or replayed."""
