"""The rules editions of Play or Pay (option ``rules_version``).

Edition 1 counted the decks once for the whole game and let a broke round's first player
out take the pot; it is kept only so that records made before record format 2 replay
exactly.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.options import OptionValue

#: The current rules edition.
RULES_VERSION = 2
#: Options that edition-1 state data did not hold, with the value they always had then.
EDITION_1_ABSENT: Mapping[str, OptionValue] = {"rules_version": 1, "first_dealer": "random"}


def edition(options: Mapping[str, OptionValue]) -> int:
    """The rules edition the options ask for (the current one if they do not say)."""
    return int(options.get("rules_version", RULES_VERSION))


def stored_options(options: Mapping[str, OptionValue]) -> dict[str, OptionValue]:
    """The options as a state's data stores them: a copy; in edition 1 without the
    options that did not exist then (so its data and record digests stay as they were)."""
    stored = dict(options)
    if edition(options) == 1:
        for key, value in EDITION_1_ABSENT.items():
            if stored.get(key) == value:
                del stored[key]
    return stored
