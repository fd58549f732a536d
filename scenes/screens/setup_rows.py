"""The setup screen's rows, built from a :class:`~scenes.screens.setup_choice.SetupChoice`:
game, variant and one row per option that applies; the player count; each seat's name
field and human / bot stepper. Each row changes the choice and then tells the screen
whether the rows must be built again (:data:`Changed`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.options import OptionSpec, OptionValue
from game.records import Seat
from scenes.core.i18n import _, game_word
from scenes.core.phrases import shown_name
from scenes.core.widgets import Stepper, TextInput, Widget
from scenes.screens.setup_choice import SetupChoice
from scenes.screens.setup_options import kind_label, option_values, text_hint, value_label
from scenes.screens.undo_option import UndoChoice

#: Called after a row changed the choice: True when the rows must be built again (the
#: options that apply or the seats changed), False when checking the setup is enough.
Changed = Callable[[bool], None]
#: Called after seat ``index``'s kind changed, with whether the rows were built again.
KindChanged = Callable[[int], None]


@dataclass
class SetupRows:
    """The widgets of one build: option rows (text options also in ``text_rows`` with
    their labels), the player count and each seat's (name, kind) pair."""

    options: list[Widget]
    text_rows: list[tuple[str, TextInput]]
    count: Stepper
    seats: list[tuple[TextInput, Stepper]]


def build_rows(
    choice: SetupChoice, undo: UndoChoice, changed: Changed, kind_changed: KindChanged
) -> SetupRows:
    """Every row for the choice as it stands."""
    spec = choice.game
    text_rows: list[tuple[str, TextInput]] = []
    options = _option_rows(choice, undo, changed, text_rows)

    def set_count(index: int) -> None:
        choice.set_players(spec.min_players + index)
        changed(True)

    count = Stepper(
        _("Players"),
        [str(n) for n in range(spec.min_players, spec.max_players + 1)],
        choice.players - spec.min_players,
        set_count,
        tip=_("{game}: {least} to {most} players").format(
            game=spec.name, least=spec.min_players, most=spec.max_players
        ),
    )
    seats = [
        _seat_widgets(choice, i, seat, changed, kind_changed) for i, seat in enumerate(choice.seats)
    ]
    return SetupRows(options, text_rows, count, seats)


def _option_rows(
    choice: SetupChoice,
    undo: UndoChoice,
    changed: Changed,
    text_rows: list[tuple[str, TextInput]],
) -> list[Widget]:
    """Game, variant and one row per option that applies, then "Undo allowed" when two
    or more people play (with one, undo is always there: nothing to agree)."""
    spec = choice.game

    def select_game(index: int) -> None:
        choice.select_game(choice.games[index])
        changed(True)

    def choose_preset(index: int) -> None:
        choice.choose_preset(index)
        changed(True)

    rows: list[Widget] = [
        Stepper(
            _("Game"),
            [g.name for g in choice.games],
            choice.games.index(spec),
            select_game,
            tip=game_word(spec.summary),
        )
    ]
    if spec.presets:
        names = [game_word(name) for name, _opts in spec.presets] + [_("Custom")]
        tip = _("Ready-made option sets")
        # In line with the other rows: a long variant name takes two lines in its box.
        rows.append(Stepper(_("Variant"), names, choice.preset_index(), choose_preset, tip))
    for option in spec.options:
        if spec.option_shown(option.key, choice.options):
            rows.append(_option_widget(choice, option, changed, text_rows))
    if choice.people() > 1:
        rows.append(undo.row())
    return rows


def _option_widget(
    choice: SetupChoice,
    option: OptionSpec,
    changed: Changed,
    text_rows: list[tuple[str, TextInput]],
) -> Widget:
    """A text field for a free-text option, else a stepper over the option's values."""
    game = choice.game
    label = game_word(game.option_label(option.key))
    hint = text_hint(game, option.key)
    if hint is not None:

        def set_text(value: str) -> None:
            choice.options[option.key] = value.strip()
            changed(False)

        field = TextInput(
            str(choice.options.get(option.key, option.default) or ""),
            set_text,
            max_len=120,
            allowed=lambda ch: ch.isprintable(),
            placeholder=hint,
        )
        text_rows.append((label, field))
        return field
    values: Sequence[OptionValue] = option_values(game, option, choice.players)

    def set_value(index: int) -> None:
        choice.options[option.key] = values[index]
        changed(True)

    current = choice.options.get(option.key, option.default)
    return Stepper(
        label,
        [value_label(game, option, v, choice.seats) for v in values],
        list(values).index(current) if current in values else 0,
        set_value,
        tip=game_word(option.help),
    )


def _seat_widgets(
    choice: SetupChoice, index: int, seat: Seat, changed: Changed, kind_changed: KindChanged
) -> tuple[TextInput, Stepper]:
    """The name field and the human / bot stepper of one seat."""

    def set_name(value: str) -> None:
        choice.seats[index] = Seat(value, choice.seats[index].kind)
        changed(False)

    def set_kind(i: int) -> None:
        people = choice.people()
        choice.seats[index] = Seat(choice.seats[index].name, choice.kinds[i])
        if (people > 1) == (choice.people() > 1):
            changed(False)
            return
        changed(True)  # the "Undo allowed" row comes or goes
        kind_changed(index)

    name = TextInput(
        shown_name(seat.name),
        set_name,
        max_len=14,
        allowed=lambda ch: ch.isprintable(),
        placeholder=_("Seat {number}").format(number=index + 1),
    )
    kind = Stepper(
        "",
        [kind_label(k) for k in choice.kinds],
        choice.kinds.index(seat.kind) if seat.kind in choice.kinds else 0,
        set_kind,
        tip=_("Who plays this seat"),
    )
    kind.label_width = 0.0
    return name, kind
