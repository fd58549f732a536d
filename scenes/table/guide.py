"""The guided first game: one generic part the table holds (``TableMode.guide``) that
runs a game's :class:`~scenes.table.guide_script.Tutorial`.

It scripts the bots (they play the tutorial's moves), refuses any move of the person
but the one the current callout explains (with a one-line reason: the rules forbid it,
or the step teaches another move), puts the keyboard cursor on that move when the
person's turn starts, draws the callout (:mod:`scenes.table.guide_draw`) pointing at
that move where the person plays it (a note to read: at its anchor, a rectangle of the
game's ``Places``), and ends with a panel offering "Play a real game" (the usual setup
of the same game) or the main menu. Esc leaves at any time. Which step is current
follows from the number of moves played (so undo stays in step), plus the reading steps
already read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.contract import Action
from game.errors import GameError
from scenes.core.i18n import N_, _, pgettext
from scenes.core.session import GameSession
from scenes.core.widgets import ACTIVATE_KEYS, Button, dispatch
from scenes.core.widgets.lists import HEADING_ROW
from scenes.table.guide_draw import Callouts, Shown, Way, Words, draw_end
from scenes.table.guide_script import Tutorial
from scenes.table.guide_steps import anchor_rect, bind_steps
from scenes.table.ports import GuidePort

if TYPE_CHECKING:
    from scenes.table.kit import TableUi

__all__ = ["Guide", "anchor_rect", "bind_steps"]

#: Why a move is refused (translated when shown): a note to read first, the lesson over,
#: a move the rules do not allow now, a legal move other than the one the step teaches
#: (a step's own reason says which move it teaches; this is for a step without one).
READ_FIRST = N_("Read this note first, then press Next (Enter).")
GUIDE_OVER = N_("The guided game is over: play a real game or go to the menu.")
AGAINST_RULES = N_("The rules do not allow that move now.")
NOT_THIS = N_("Not this move: try the one that glows.")


def script_words(text: str) -> str:
    """A tutorial's own text (a callout, a refusal, the ending) in the current language:
    the game's plugin marks it with ``N_`` and it is looked up here, when drawn."""
    return _(text) if text else text


class Guide:
    """Runs a tutorial at the table: scripted bots, allowed moves, callouts, the end.
    It sees the table only through its :class:`~scenes.table.ports.GuidePort`."""

    def __init__(
        self,
        tutorial: Tutorial,
        session: GameSession,
        leave: Callable[[], None],
        real_game: Callable[[], None],
    ) -> None:
        self.tutorial = tutorial
        self.session = session
        self.bound = bind_steps(tutorial, session)
        self.read: set[int] = set()
        #: The last refused move's reason (shown in the callout until the next move).
        self.refusal = ""
        self.refused_ply = -1
        self.redraw: Callable[[], None] = lambda: None
        self.next_button = Button("", self.next, style="good", hint="Enter")
        self.end_buttons = [
            Button("", real_game, style="good", hint="Enter"),
            Button("", leave, style="secondary", hint="Esc"),
        ]
        self.words()
        self.leave = leave
        #: What the last frame showed: (ply, step, finished, refusal).
        self.drawn: tuple[int, int | None, bool, str] | None = None
        #: The callout drawn last (None: none), and what draws it.
        self.shown: Shown | None = None
        self.callouts = Callouts()
        self.port: GuidePort | None = None
        #: The move (ply) whose turn had the keyboard cursor put on its move.
        self.selected_ply = -1

    def words(self) -> None:
        """The buttons' labels in the current language."""
        self.next_button.label = pgettext("tutorial button", "Next")
        self.end_buttons[0].label = _("Play a real game")
        self.end_buttons[1].label = _("Main menu")
        self.next_button.hint = self.end_buttons[0].hint = pgettext("key", "Enter")
        self.end_buttons[1].hint = pgettext("key", "Esc")

    def attach(self, table: GuidePort) -> None:
        """Follow the game of ``table`` (a new one after an undo) and redraw it when the
        guide's words change. The table runs the lesson itself
        (:meth:`scenes.table.scene.TableScene.follow`)."""
        self.session = table.session
        self.redraw = table.request_redraw
        self.port = table
        self.selected_ply = -1

    # Where the lesson stands -------------------------------------------------------------
    def current(self) -> int | None:
        """The index of the first step not done yet (None: every step is done)."""
        ply = self.session.ply
        for index, b in enumerate(self.bound):
            if b.step.moves:
                if ply <= b.last:
                    return index
            elif ply <= b.first and index not in self.read:
                return index
        return None

    def finished(self) -> bool:
        """Every step done and every scripted move played (or the game over)."""
        over = self.session.ply >= len(self.tutorial.moves) or self.session.state.is_terminal()
        return over and self.current() is None

    def reading(self) -> bool:
        """True while a reading step is due now (it holds bots and the person)."""
        index = self.current()
        return (
            index is not None
            and not self.bound[index].step.moves
            and (self.bound[index].first == self.session.ply)
        )

    def bot_move(self, ply: int) -> Action | None:
        """The scripted move of the bot to play ``ply`` (None: hold on — a note to read,
        or the guided part is over)."""
        if ply >= len(self.tutorial.moves) or self.reading():
            return None
        move: Action = self.session.state.find_action(self.tutorial.moves[ply])
        return move

    def expected(self) -> Action | None:
        """The person's move the current step waits for (it glows on the table)."""
        ply = self.session.ply
        if self.reading() or ply >= len(self.tutorial.moves):
            return None
        try:
            move: Action = self.session.state.find_action(self.tutorial.moves[ply])
        except GameError:
            return None
        return move

    def suggest(self, to_act: bool) -> Action | None:
        """The move that glows now (:meth:`expected`). When the person's turn starts
        (``to_act``) the keyboard cursor is put on it, once a turn (they may move it)."""
        expected = self.expected()
        ply = self.session.ply
        due = to_act and expected is not None and self.selected_ply != ply
        if due and expected is not None and self.port is not None and self.port.select(expected):
            self.selected_ply = ply
        return expected

    def refuse(self, action: Action, legal: bool = True) -> str | None:
        """Why the person may not play ``action`` (``legal``: the rules allow it now)
        now (None: they may), the reason also kept in :attr:`refusal` and shown in the
        callout: a note to read first, the lesson over, the rules, or the step's own
        reason (it teaches another move)."""
        expected = self.expected()
        if expected is not None and action == expected:
            self.refusal = ""
            return None
        index = self.current()
        if self.reading():
            self.refusal = READ_FIRST
        elif index is None or expected is None:
            self.refusal = GUIDE_OVER
        elif not legal:
            self.refusal = AGAINST_RULES
        else:
            self.refusal = self.bound[index].step.refuse or NOT_THIS
        self.refused_ply = self.session.ply
        self.redraw()
        return self.refusal

    def _shown(self) -> tuple[int, int | None, bool, str]:
        return (self.session.ply, self.current(), self.finished(), self.refusal)

    def stale(self) -> bool:
        """True if the table changed since the guide last drew (draw once more)."""
        return self.drawn != self._shown()

    # Input ------------------------------------------------------------------------------
    def next(self) -> None:
        """The reading step is read."""
        index = self.current()
        if index is not None and self.reading():
            self.read.add(index)
            self.refusal = ""
            self.redraw()

    def handle(self, event: pygame.event.Event, at_rest: bool) -> bool:
        """Esc leaves; Next and the closing panel's buttons. True if the event was used."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        if not at_rest:
            return False
        if self.finished():
            if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS:
                self.end_buttons[0].on_click()
                return True
            return dispatch(self.end_buttons, event) or event.type in (
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.KEYDOWN,
            )
        if self.reading():
            if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS:
                self.next()
                return True
            return dispatch([self.next_button], event)
        return False

    # Drawing ----------------------------------------------------------------------------
    def draw(
        self, surface: pygame.Surface, places: Any, ui: TableUi, at_rest: bool, to_act: bool
    ) -> None:
        """With the table at rest: the current callout (a note to read, or on the
        person's turn the move it waits for) or the closing panel."""
        self.shown = None
        if places is None or not at_rest:
            return
        self.drawn = self._shown()
        s = ui.s
        if self.finished():
            ending = script_words(self.tutorial.ending)
            draw_end(surface, places.frame.area, ending, self.end_buttons, s)
            return
        index = self.current()
        if index is None or not (to_act or self.reading()):
            return
        b = self.bound[index]
        if b.step.moves and self.session.ply < b.first:
            return  # the bots play on before this step's move
        target, avoid = self.target(places)
        column = places.frame.log.copy()  # under the log's heading row (Skip is there)
        heading = min(column.height // 2, int(HEADING_ROW * s))
        column.y, column.height = column.y + heading, column.height - heading
        way = Way(places.frame.area, column, tuple(avoid))
        button = None if b.step.moves else self.next_button
        self.shown = self.callouts.draw(surface, self._words(index), target, way, button, s)

    def target(self, places: Any) -> tuple[pygame.Rect | None, list[pygame.Rect]]:
        """The part the current callout explains (the move it waits for, where the
        person plays it; else its anchor) and what an arrow to it must not cross: the
        person's other moves and the game's prompt."""
        index = self.current()
        if index is None:
            return None, []
        expected, port = self.expected(), self.port
        target = None
        avoid: list[pygame.Rect] = []
        if port is not None:
            avoid = port.keep_clear()
            if expected is not None:
                target = port.move_rect(expected)
                for action in self.session.legal_actions():
                    rect = port.move_rect(action) if action != expected else None
                    avoid += [rect] if rect is not None else []
        if target is None:
            target = anchor_rect(places, self.bound[index].step.anchor)
        return target, avoid

    def _words(self, index: int) -> Words:
        """The current callout's words in the current language."""
        step = self.bound[index].step
        header = _("Step {number} of {count}").format(number=index + 1, count=len(self.bound))
        refusal = script_words(self.refusal) if self.refused_ply == self.session.ply else ""
        hint = self._hint(index) if step.moves else ""
        return Words(header, script_words(step.text), refusal, hint)

    def _hint(self, index: int) -> str:
        """What the callout waits for: the glowing move (which of several)."""
        b = self.bound[index]
        if len(b.step.moves) == 1:
            return _("Your move: the one that glows")
        done = min(sum(1 for ply in b.plies if ply < self.session.ply), len(b.plies) - 1)
        return _("Your move {number} of {count}: the one that glows").format(
            number=done + 1, count=len(b.step.moves)
        )
