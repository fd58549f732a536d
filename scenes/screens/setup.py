"""New game setup, driven by the registry: game, variant (presets), options (from the
game's option schema), seats (name, human or an available bot level), first player and
seed. Works for any registered game; the game's own validation decides what is allowed.
The screen opens at the game set up last, and each game with its last players, options
and seats (see :mod:`scenes.core.last_setup`); the seed is new every time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.errors import GameError
from scenes.core import theme
from scenes.core.i18n import _, pgettext
from scenes.core.last_setup import remember
from scenes.core.page import PageScene
from scenes.core.session import GameSession
from scenes.core.widgets import Button, TextInput
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.setup_choice import SetupChoice, new_seed
from scenes.screens.setup_layout import SetupGeometry, place_options, place_seats
from scenes.screens.setup_options import seats_note
from scenes.screens.setup_rows import build_rows
from scenes.screens.undo_option import UndoChoice

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class SetupScene(PageScene):
    """Choose everything about a new game, then Start."""

    def __init__(self, app: Host, game_id: str | None = None, players: int | None = None) -> None:
        super().__init__(app)
        self.choice = SetupChoice(game_id, players)
        self.error = ""
        self.undo = UndoChoice()  # with two or more people (scenes.screens.undo_option)
        self.start_button = Button("", self.start, style="good", hint="Enter")
        self.back_button = Button("", self.back, style="secondary", hint="Esc")
        self.seed_field = TextInput(
            self.choice.seed_text, self._seed_changed, max_len=12, allowed=str.isdigit
        )
        self.dice = Button("", self._new_seed, style="secondary")
        self.words()
        self.rebuild()

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
    def _new_seed(self) -> None:
        self.choice.seed_text = new_seed()
        self.seed_field.value = self.choice.seed_text

    def _seed_changed(self, value: str) -> None:
        self.choice.seed_text = value
        self.validate()

    def _changed(self, rebuild: bool) -> None:
        """A row changed the choice: build the rows again, or only check the setup."""
        if rebuild:
            self.rebuild()
        else:
            self.validate()

    def _kind_changed(self, index: int) -> None:
        """The rows were built again after seat ``index``'s kind changed: the focus stays
        on its stepper."""
        self.ring.focus(self.widgets, self.rows.seats[index][1], self.ring.shown)

    def rebuild(self) -> None:
        """Recreate the option and seat widgets from the current choices."""
        self.rows = build_rows(self.choice, self.undo, self._changed, self._kind_changed)
        self.widgets = [
            *self.rows.options,
            self.rows.count,
            *[w for pair in self.rows.seats for w in pair],
            self.seed_field,
            self.dice,
            self.start_button,
            self.back_button,
        ]
        self._laid_out = None
        self.validate()

    def validate(self) -> bool:
        """Check the setup with the game's own validation; show the problem if any."""
        self.error = self.choice.problem()
        self.start_button.enabled = not self.error
        return not self.error

    def start(self) -> None:
        if not self.validate():
            return
        choice = self.choice
        seats = choice.final_seats()
        try:
            session = GameSession.new(choice.game.id, dict(choice.options), seats, choice.seed())
        except GameError as exc:
            self.error = str(exc)
            return
        session.undo_agreed = self.undo.agreed
        remember(choice.game.id, choice.options, seats)
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
        labelled = {id(field): label for label, field in self.rows.text_rows}
        placed = place_options(g, self.rows.options, labelled)
        self.text_labels = placed.text_labels
        self.seed_label = placed.seed_label
        self.seed_field.place(placed.seed_rect, s)
        self.dice.place(placed.dice_rect, s)
        self.dice.font_px = 17
        place_seats(g, self.rows.count, self.rows.seats)

    def note_rect(self) -> pygame.Rect:
        """Where the hint or error line under the options is drawn."""
        s = theme.ui_scale(self.size)
        text = self.error or self.note_text()
        width = theme.text(text, 18 * s, theme.TEXT).get_width() if text else 0
        rect = pygame.Rect(0, 0, width, int(22 * s))
        rect.center = (self.size[0] // 2, self.note_y)
        return rect

    def note_text(self) -> str:
        return seats_note(self.choice.seats)

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
        for i, (name, _kind) in enumerate(self.rows.seats):
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
