"""How the setup screen presents a game's options: labels, which options apply, values
in words, and the values a stepper offers (no pygame)."""

from __future__ import annotations

from typing import Any

from game.options import OptionSpec
from game.records import Seat

DEFAULT_NAMES = ("Ann", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")
OPTION_LABELS = {
    "rounds": "Rounds",
    "first_player": "First player",
    "chips": "Chip counts",
    "hidden_tiger": "Hidden Tiger",
    "amigo": "Amigo variant",
    "amigo_removed": "Amigo removes",
    "specials": "Special cards",
    "green": "Green specials",
    "red": "Red specials",
    "special_cards": "Pick list",
    "end": "Game ends",
    "target": "Target score",
    "first_dealer": "First dealer",
}
#: Sub-options shown only while their parent option is on.
PARENT_OPTION = {
    "amigo_removed": "amigo",
    "green": "specials",
    "red": "specials",
    "special_cards": "specials",
}
#: Options shown only while another option has a given value (if the game has it).
SHOWN_WHEN: dict[str, tuple[str, Any]] = {
    "target": ("end", "target"),
    "rounds": ("end", "rounds"),
}
#: Words for option values that would read badly as they are.
VALUE_WORDS: dict[tuple[str, Any], str] = {
    ("end", "rounds"): "After the rounds",
    ("end", "target"): "At the target",
    ("rounds", "standard"): "Standard",
    ("rounds", 0): "One per player",
}
#: Options that pick a seat: offered only up to the player count, shown with the name.
SEAT_OPTIONS = ("first_player", "first_dealer")
#: Options left at their default and not shown: the rules edition (older editions exist
#: only to replay older records).
HIDDEN_OPTIONS = ("rules_version",)
#: Free-text options (edited in a text field rather than stepped through).
TEXT_OPTIONS = {"special_cards": "empty: random draw"}
KIND_LABELS = {
    "human": "Human",
    "random": "Bot · random",
    "easy": "Bot · easy",
    "medium": "Bot · medium",
    "hard": "Bot · hard",
}


def option_values(spec: OptionSpec, players: int) -> list[Any]:
    """The values a stepper offers for an option."""
    if spec.kind == "bool":
        return [False, True]
    if spec.kind == "int":
        assert spec.minimum is not None and spec.maximum is not None
        return list(range(spec.minimum, spec.maximum + 1))
    if spec.key in SEAT_OPTIONS:
        return [c for c in spec.choices if c == "random" or (c.isdigit() and int(c) <= players)]
    return list(spec.choices)


def value_label(spec: OptionSpec, value: Any, seats: list[Seat]) -> str:
    """How a setup stepper shows an option's value: in words, seats by name."""
    if spec.kind == "bool":
        return "On" if value else "Off"
    words = VALUE_WORDS.get((spec.key, value))
    if words is not None:
        return words
    if spec.key in SEAT_OPTIONS and isinstance(value, str) and value.isdigit():
        index = int(value) - 1
        return f"{value} · {seats[index].name}" if index < len(seats) else value
    if isinstance(value, str) and value.isalpha():
        return value.capitalize()
    return str(value)


def option_shown(key: str, options: dict[str, Any]) -> bool:
    """False for an option that does not apply to the other choices (a sub-option of
    something off, a target while the game ends by rounds...)."""
    if key in HIDDEN_OPTIONS:
        return False
    parent = PARENT_OPTION.get(key)
    if parent is not None and parent in options and not options[parent]:
        return False
    rule = SHOWN_WHEN.get(key)
    return rule is None or rule[0] not in options or options[rule[0]] == rule[1]


def preset_index(spec: Any, options: dict[str, Any]) -> int:
    """Index of the game's preset that these options are (``len(presets)``: Custom)."""
    for i, (_name, opts) in enumerate(spec.presets):
        full = {o.key: o.default for o in spec.options}
        full.update(opts)
        if full == options:
            return i
    return len(spec.presets)


def seats_note(seats: list[Seat]) -> str:
    """The line under the setup: who plays (bots only, one human, pass-and-play)."""
    humans = sum(1 for seat in seats if seat.kind == "human")
    if humans > 1:
        return "Pass-and-play: a curtain hides private cards between human turns."
    return "Watch the bots play." if humans == 0 else "You play against the bots."
