"""Errors raised by the engine. Every one carries a message fit to show a user."""

from __future__ import annotations


class GameError(Exception):
    """Base class for every error the engine reports to users."""


class OptionError(GameError):
    """Bad setup: unknown option, wrong type, out of range, bad player count."""


class IllegalActionError(GameError):
    """An action that is not legal in the current state (the state is unchanged)."""


class UnknownGameError(GameError):
    """A game id that is not registered."""


class RecordError(GameError):
    """A game record that cannot be read, parsed, validated or replayed."""
