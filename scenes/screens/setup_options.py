"""How the setup screen presents a game's options: which options apply, values in words,
and the values a stepper offers (no pygame). Labels, when an option is shown and value
words are the game's own (``GameSpec.option_display``); nothing here knows a game."""

from __future__ import annotations

from collections.abc import Mapping

from game.contract import GameSpec
from game.options import OptionSpec, OptionValue
from game.records import Seat
from scenes.core.i18n import N_, _, game_word

DEFAULT_NAMES = ("Ann", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")
#: Who plays a seat, in words (translated when shown; see :func:`kind_label`).
KIND_LABELS = {
    "human": N_("Human"),
    "random": N_("Bot · random"),
    "easy": N_("Bot · easy"),
    "medium": N_("Bot · medium"),
    "hard": N_("Bot · hard"),
}


def kind_label(kind: str) -> str:
    """A seat's kind (human or a bot level) in the current language."""
    return _(KIND_LABELS[kind]) if kind in KIND_LABELS else kind


def option_values(game: GameSpec, spec: OptionSpec, players: int) -> list[OptionValue]:
    """The values a stepper offers for an option (a seat option: up to the player count)."""
    if spec.kind == "bool":
        return [False, True]
    if spec.kind == "int":
        assert spec.minimum is not None and spec.maximum is not None
        return list(range(spec.minimum, spec.maximum + 1))
    if spec.key in game.seat_options():
        return [c for c in spec.choices if c == "random" or (c.isdigit() and int(c) <= players)]
    return list(spec.choices)


def value_label(game: GameSpec, spec: OptionSpec, value: OptionValue, seats: list[Seat]) -> str:
    """How a setup stepper shows an option's value: in words, seats by name."""
    if spec.kind == "bool":
        return _("On") if value else _("Off")
    shown = game.option_display.get(spec.key)
    words = None if shown is None else shown.value_words.get(value)
    if words is not None:
        return game_word(words)
    if spec.key in game.seat_options() and isinstance(value, str) and value.isdigit():
        index = int(value) - 1
        return f"{value} · {seats[index].name}" if index < len(seats) else value
    if isinstance(value, str) and value.isalpha():
        return game_word(value.capitalize())
    return str(value)


def text_hint(game: GameSpec, key: str) -> str | None:
    """The hint of a free-text option (edited in a text field), None for a stepped one."""
    shown = game.option_display.get(key)
    return None if shown is None or shown.text_hint is None else game_word(shown.text_hint)


def variant_word(name: str) -> str:
    """A variant's name (a game's preset, "Standard" or "Custom") in the current
    language."""
    return _("Custom") if name == "Custom" else game_word(name)


def preset_index(spec: GameSpec, options: Mapping[str, OptionValue]) -> int:
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
        return _("Pass-and-play: a curtain hides private cards between human turns.")
    return _("Watch the bots play.") if humans == 0 else _("You play against the bots.")
