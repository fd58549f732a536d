"""Every setup the conformance tests play: each registered game at each player count
with each of its presets that it accepts (shared by the tests and the bench scripts)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.contract import GameSpec
from game.errors import OptionError
from game.registry import all_games


def setups() -> Iterator[tuple[GameSpec, int, str, dict[str, Any]]]:
    """(spec, players, preset name, options) for every game, player count and preset
    that the game accepts."""
    for spec in all_games():
        presets = spec.presets or (("Default", {}),)
        for players in range(spec.min_players, spec.max_players + 1):
            for name, options in presets:
                try:
                    spec.validate(players, options)
                except OptionError:
                    continue
                yield spec, players, name, dict(options)


def setup_id(setup: tuple[GameSpec, int, str, dict[str, Any]]) -> str:
    spec, players, name, _ = setup
    return f"{spec.id}-{players}p-{name}"
