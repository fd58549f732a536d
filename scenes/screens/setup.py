"""New game setup, driven by the registry: game, variant (presets), options (from the
game's option schema), seats (name, human or an available bot level), first player and
seed. Works for any registered game; the game's own validation decides what is allowed.
The screen opens at the game set up last, and each game with its last players, options
and seats (see :mod:`scenes.core.last_setup`); the seed is new every time.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

from game.bots import available_levels
from game.errors import GameError
from game.options import OptionSpec
from game.records import Seat
from game.registry import all_games, get_game
from game.seatnames import apart, bot_names
from scenes.core import theme
from scenes.core.i18n import _, game_word, pgettext
from scenes.core.last_setup import remember, remembered, remembered_game
from scenes.core.page import PageScene
from scenes.core.phrases import shown_name, stored_name
from scenes.core.profile import app_profile, player_name
from scenes.core.session import GameSession
from scenes.core.widgets import Button, Stepper, TextInput, Widget
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.setup_layout import SetupGeometry, place_options, place_seats
from scenes.screens.setup_options import (
    DEFAULT_NAMES,
    kind_label,
    option_values,
    preset_index,
    seats_note,
    text_hint,
    value_label,
)
from scenes.screens.undo_option import UndoChoice

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class SetupScene(PageScene):
    """Choose everything about a new game, then Start."""

    def __init__(self, app: Host, game_id: str | None = None, players: int | None = None) -> None:
        super().__init__(app)
        games = all_games()
        self.games = list(games)
        game_id = game_id or remembered_game()
        self.game = get_game(game_id) if game_id else self.games[0]
        self.players = 0
        self.options: dict[str, Any] = {}
        self.seats: list[Seat] = []
        self.seed_text = str(random.randrange(1, 10**6))
        self.error = ""
        self.rows: list[Widget] = []
        self.undo = UndoChoice()  # with two or more people (scenes.screens.undo_option)
        self.start_button = Button("", self.start, style="good", hint="Enter")
        self.back_button = Button("", self.back, style="secondary", hint="Esc")
        self.seed_field = TextInput(
            self.seed_text, self._seed_changed, max_len=12, allowed=str.isdigit
        )
        self.dice = Button("", self._new_seed, style="secondary")
        self.words()
        self._select_game(self.game, players)

    def words(self) -> None:
        """The fixed words in the current language (the rows take theirs in
        :meth:`rebuild`)."""
        self.title = _("New game")
        self.start_button.label = _("Start game")
        self.back_button.label = _("Back")
        self.start_button.hint = pgettext("key", "Enter")
        self.back_button.hint = pgettext("key", "Esc")
        self.seed_field.placeholder = _("seed")
        self.dice.label = _("New seed")
        self.dice.tip = _("A random seed")

    def language_changed(self) -> None:
        """Every word again in the new language."""
        self.words()
        self.rebuild()
        super().language_changed()

    # State changes ------------------------------------------------------------------
    def _select_game(self, spec: Any, players: int | None = None) -> None:
        self.game = spec
        count = players if players is not None else max(spec.min_players, min(spec.max_players, 4))
        self.players = max(spec.min_players, min(spec.max_players, count))
        self.options = {o.key: o.default for o in spec.options}
        levels = available_levels(spec.id)
        self.kinds = ["human", *levels]
        bot = levels[-1]
        me = player_name()  # the profile's name: the first seat starts with it
        others = bot_names([me], self.players - 1, DEFAULT_NAMES[1:])
        self.seats = [Seat(me, "human"), *(Seat(name, bot) for name in others)]
        memory = remembered(spec.id, self.kinds)
        if memory is not None:
            self.options = {**self.options, **memory.options}
            self.seats = list(memory.seats)
            if self.seats and self.seats[0].kind == "human" and app_profile() is not None:
                self.seats[0] = Seat(me, "human")
            self.players = memory.players
            if players is not None and players != memory.players:
                self._set_players(max(spec.min_players, min(spec.max_players, players)))
                return
        self.rebuild()

    def _set_players(self, count: int) -> None:
        levels = self.kinds[1:]
        while len(self.seats) < count:
            self.seats.append(Seat(DEFAULT_NAMES[len(self.seats) % len(DEFAULT_NAMES)], levels[-1]))
        self.seats = self.seats[:count]
        self.players = count
        for key in self.game.seat_options():
            seat = self.options.get(key)
            if isinstance(seat, str) and seat.isdigit() and int(seat) > count:
                self.options[key] = "random"
        self.rebuild()

    def _new_seed(self) -> None:
        self.seed_text = str(random.randrange(1, 10**6))
        self.seed_field.value = self.seed_text

    def _seed_changed(self, value: str) -> None:
        self.seed_text = value
        self.validate()

    def preset_index(self) -> int:
        """Index of the preset matching the options (len(presets) = Custom)."""
        return preset_index(self.game, self.options)

    def rebuild(self) -> None:
        """Recreate the option and seat widgets from the current choices."""
        self.option_rows = self._option_widgets()
        spec = self.game
        self.count_row = Stepper(
            _("Players"),
            [str(n) for n in range(spec.min_players, spec.max_players + 1)],
            self.players - spec.min_players,
            lambda i: self._set_players(spec.min_players + i),
            tip=_("{game}: {least} to {most} players").format(
                game=spec.name, least=spec.min_players, most=spec.max_players
            ),
        )
        self.seat_rows = [self._seat_widgets(i, seat) for i, seat in enumerate(self.seats)]
        self.widgets = [
            *self.option_rows,
            self.count_row,
            *[w for pair in self.seat_rows for w in pair],
            self.seed_field,
            self.dice,
            self.start_button,
            self.back_button,
        ]
        self._laid_out = None
        self.validate()

    def _option_widgets(self) -> list[Widget]:
        """Game, variant and one row per option that applies (text options as fields,
        listed in ``text_rows`` with their labels)."""
        spec = self.game
        rows: list[Widget] = [
            Stepper(
                _("Game"),
                [g.name for g in self.games],
                self.games.index(spec),
                lambda i: self._select_game(self.games[i]),
                tip=game_word(spec.summary),
            )
        ]
        if spec.presets:
            names = [game_word(name) for name, _opts in spec.presets] + [_("Custom")]
            tip = _("Ready-made option sets")
            variant = Stepper(_("Variant"), names, self.preset_index(), self._choose_preset, tip)
            variant.label_width = 0.24  # room for the longest variant name
            rows.append(variant)
        self.text_rows: list[tuple[str, TextInput]] = []
        for option in spec.options:
            if spec.option_shown(option.key, self.options):
                rows.append(self._option_widget(option))
        if self.people() > 1:  # with one person undo is always there: nothing to agree
            rows.append(self.undo.row())
        return rows

    def people(self) -> int:
        """How many seats are played by people."""
        return sum(1 for seat in self.seats if seat.kind == "human")

    def _option_widget(self, option: OptionSpec) -> Widget:
        label = game_word(self.game.option_label(option.key))
        hint = text_hint(self.game, option.key)
        if hint is not None:
            field = TextInput(
                str(self.options.get(option.key, option.default) or ""),
                self._text_setter(option.key),
                max_len=120,
                allowed=lambda ch: ch.isprintable(),
                placeholder=hint,
            )
            self.text_rows.append((label, field))
            return field
        values = option_values(self.game, option, self.players)
        current = self.options.get(option.key, option.default)
        return Stepper(
            label,
            [value_label(self.game, option, v, self.seats) for v in values],
            values.index(current) if current in values else 0,
            self._option_setter(option, values),
            tip=game_word(option.help),
        )

    def _seat_widgets(self, index: int, seat: Seat) -> tuple[TextInput, Stepper]:
        """The name field and the human / bot stepper of one seat."""
        name = TextInput(
            shown_name(seat.name),
            self._namer(index),
            max_len=14,
            allowed=lambda ch: ch.isprintable(),
            placeholder=_("Seat {number}").format(number=index + 1),
        )
        kind = Stepper(
            "",
            [kind_label(k) for k in self.kinds],
            self.kinds.index(seat.kind) if seat.kind in self.kinds else 0,
            self._kinder(index),
            tip=_("Who plays this seat"),
        )
        kind.label_width = 0.0
        return name, kind

    def _choose_preset(self, index: int) -> None:
        if index < len(self.game.presets):
            self.options = {o.key: o.default for o in self.game.options}
            self.options.update(self.game.presets[index][1])
            if not self.game.min_players <= self.players <= self.game.max_players:
                self._set_players(self.game.min_players)
        self.rebuild()

    def _option_setter(self, option: OptionSpec, values: list[Any]) -> Any:
        def set_value(index: int) -> None:
            self.options[option.key] = values[index]
            self.rebuild()

        return set_value

    def _text_setter(self, key: str) -> Any:
        def set_text(value: str) -> None:
            self.options[key] = value.strip()
            self.validate()

        return set_text

    def _namer(self, index: int) -> Any:
        def set_name(value: str) -> None:
            self.seats[index] = Seat(value, self.seats[index].kind)
            self.validate()

        return set_name

    def _kinder(self, index: int) -> Any:
        def set_kind(i: int) -> None:
            people = self.people()
            self.seats[index] = Seat(self.seats[index].name, self.kinds[i])
            if (people > 1) == (self.people() > 1):
                self.validate()
                return
            self.rebuild()  # the "Undo allowed" row comes or goes; the focus stays here
            self.ring.focus(self.widgets, self.seat_rows[index][1], self.ring.shown)

        return set_kind

    def validate(self) -> bool:
        """Check the setup with the game's own validation; show the problem if any."""
        self.error = ""
        try:
            self.game.validate(self.players, self.options)
        except GameError as exc:
            self.error = str(exc)
        names = [s.name.strip() for s in self.seats]
        if not self.error and any(not n for n in names):
            self.error = _("Every seat needs a name.")
        elif not self.error and len(set(names)) != len(names):
            self.error = _("Two seats have the same name.")
        if not self.error and not self.seed_text.isdigit():
            self.error = _("The seed must be a whole number.")
        self.start_button.enabled = not self.error
        return not self.error

    def start(self) -> None:
        if not self.validate():
            return
        names = [stored_name(s.name.strip()) for s in self.seats]
        humans = [s.kind == "human" for s in self.seats]
        names = apart(names, humans, DEFAULT_NAMES)  # no bot named like a person
        seats = [Seat(name, s.kind) for name, s in zip(names, self.seats, strict=True)]
        try:
            session = GameSession.new(
                self.game.id, dict(self.options), seats, int(self.seed_text) % (1 << 63)
            )
        except GameError as exc:
            self.error = str(exc)
            return
        session.undo_agreed = self.undo.agreed
        remember(self.game.id, self.options, seats)
        open_new_game(self.app, session)

    # Scene --------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def submit(self) -> None:
        """Enter (unless a focused button or list takes it) starts the game."""
        self.start()

    def layout(self) -> None:
        g = SetupGeometry.of(self.size)
        s = g.scale
        self.start_button.place(g.start_rect, s)
        self.back_button.place(g.back_rect, s)
        self.note_y = g.note_y
        self.left_heading = (g.left_x, g.top)
        self.right_heading = (g.right_x, g.top)
        labelled = {id(field): label for label, field in self.text_rows}
        placed = place_options(g, self.option_rows, labelled)
        self.text_labels = placed.text_labels
        self.seed_label = placed.seed_label
        self.seed_field.place(placed.seed_rect, s)
        self.dice.place(placed.dice_rect, s)
        self.dice.font_px = 17
        place_seats(g, self.count_row, self.seat_rows)

    def note_rect(self) -> pygame.Rect:
        """Where the hint or error line under the options is drawn."""
        s = theme.ui_scale(self.size)
        text = self.error or self.note_text()
        width = theme.text(text, 18 * s, theme.TEXT).get_width() if text else 0
        rect = pygame.Rect(0, 0, width, int(22 * s))
        rect.center = (self.size[0] // 2, self.note_y)
        return rect

    def note_text(self) -> str:
        return seats_note(self.seats)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        theme.blit_text(
            surface, _("Game and options"), 22 * s, self.left_heading, theme.TEXT, bold=True
        )
        theme.blit_text(
            surface,
            _("Seats (play passes in this order)"),
            22 * s,
            self.right_heading,
            theme.TEXT,
            bold=True,
        )
        theme.blit_text(
            surface, _("Seed"), 19 * s, self.seed_label, theme.TEXT_DIM, anchor="midleft"
        )
        for label, pos in getattr(self, "text_labels", []):
            theme.blit_text(surface, label, 19 * s, pos, theme.TEXT_DIM, anchor="midleft")
        for i, (name, _kind) in enumerate(self.seat_rows):
            theme.blit_text(
                surface,
                f"{i + 1}",
                19 * s,
                (name.rect.x - 24 * s, name.rect.centery),
                theme.ACCENT,
                bold=True,
                anchor="center",
            )
        if self.error:
            theme.blit_text(
                surface,
                theme.fit_text(self.error, 18 * s, self.size[0] - 40 * s),
                18 * s,
                (self.size[0] // 2, self.note_y),
                theme.BAD,
                anchor="center",
            )
        else:
            theme.blit_text(
                surface,
                self.note_text(),
                17 * s,
                (self.size[0] // 2, self.note_y),
                theme.TEXT_DIM,
                anchor="center",
            )
