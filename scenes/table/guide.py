"""The guided first game: one generic part the table holds (``TableMode.guide``) that
runs a game's :class:`~scenes.table.guide_script.Tutorial`.

It scripts the bots (they play the tutorial's moves), refuses any move of the person
but the one the current callout explains (with a one-line reason), draws the callout
anchored to a rectangle of the game's ``Places`` (a glow on it, an arrow from the box),
and ends with a panel offering "Play a real game" (the usual setup of the same game) or
the main menu. Esc leaves at any time. Which step is current follows from the number of
moves played (so undo stays in step), plus the reading steps already read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.contract import Action
from game.errors import GameError
from scenes.core import theme
from scenes.core.i18n import N_, _, pgettext
from scenes.core.session import GameSession
from scenes.core.widgets import ACTIVATE_KEYS, Button, dispatch
from scenes.table.components.callout import ARROW, draw_arrow, draw_ring, place_box
from scenes.table.guide_script import Step, Tutorial
from scenes.table.guide_steps import anchor_rect, bind_steps
from scenes.table.ports import GuidePort

if TYPE_CHECKING:
    from scenes.table.kit import TableUi

#: Why a move is refused (translated when shown).
READ_FIRST = N_("Read this note first, then press Next (Enter).")
GUIDE_OVER = N_("The guided game is over: play a real game or go to the menu.")
NOT_THIS = N_("Not this move: try the one that glows.")


def script_words(text: str) -> str:
    """A tutorial's own text (a callout, a refusal, the ending) in the current language:
    the game's plugin marks it with ``N_`` and it is looked up here, when drawn."""
    return _(text) if text else text


#: Callout text size and box width (before the window's scale).
TEXT_PX = 19
BOX_WIDTH = 400


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

    def refuse(self, action: Action) -> str | None:
        """Why the person may not play ``action`` now (None: they may), the reason also
        kept in :attr:`refusal` and shown in the callout."""
        expected = self.expected()
        if expected is not None and action == expected:
            self.refusal = ""
            return None
        index = self.current()
        if self.reading():
            self.refusal = READ_FIRST
        elif index is None or expected is None:
            self.refusal = GUIDE_OVER
        else:
            step = self.bound[index].step
            self.refusal = step.refuse or NOT_THIS
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
        if places is None or not at_rest:
            return
        self.drawn = self._shown()
        s = ui.s
        area: pygame.Rect = places.frame.area
        if self.finished():
            self._draw_end(surface, area, s)
            return
        index = self.current()
        if index is None or not (to_act or self.reading()):
            return
        b = self.bound[index]
        if b.step.moves and self.session.ply < b.first:
            return  # the bots play on before this step's move
        target = anchor_rect(places, b.step.anchor)
        if target is not None:
            draw_ring(surface, target, s)
        self._draw_callout(surface, places.frame.log, target, index, s)

    def _hint(self, index: int) -> str:
        """What the callout waits for: the glowing move (which of several)."""
        b = self.bound[index]
        if len(b.step.moves) == 1:
            return _("Your move: the one that glows")
        done = min(sum(1 for ply in b.plies if ply < self.session.ply), len(b.plies) - 1)
        return _("Your move {number} of {count}: the one that glows").format(
            number=done + 1, count=len(b.step.moves)
        )

    def _box_lines(self, step: Step, width: int, s: float) -> tuple[list[str], list[str]]:
        px = TEXT_PX * s
        lines = theme.wrap_text(script_words(step.text), px, width)
        refusal = script_words(self.refusal) if self.refused_ply == self.session.ply else ""
        bad = theme.wrap_text(refusal, px * 0.9, width, bold=True) if refusal else []
        return lines, bad

    def _draw_callout(
        self,
        surface: pygame.Surface,
        column: pygame.Rect,
        target: pygame.Rect | None,
        index: int,
        s: float,
    ) -> None:
        step = self.bound[index].step
        pad = int(14 * s)
        width = int(min(BOX_WIDTH * s, column.width - 16 * s))
        lines, bad = self._box_lines(step, width - 2 * pad, s)
        px = TEXT_PX * s
        head = 15 * s
        hints = theme.wrap_text(self._hint(index), head, width - 2 * pad) if step.moves else []
        foot = 44 * s if not step.moves else len(hints) * head * 1.3 + 6 * s
        height = int(pad * 2 + head * 1.5 + len(lines) * px * 1.25 + len(bad) * px * 1.15 + foot)
        box = place_box((width, height), target, column, int(8 * s))
        if target is not None:
            draw_arrow(surface, box, target, s)
        theme.draw_panel(surface, box, (24, 32, 44), int(12 * s), ARROW, max(2, int(2 * s)), 6)
        y = box.y + pad
        theme.blit_text(
            surface,
            _("Step {number} of {count}").format(number=index + 1, count=len(self.bound)),
            head,
            (box.x + pad, y),
            theme.TEXT_DIM,
        )
        theme.blit_text(
            surface, _("Esc: leave"), head, (box.right - pad, y), theme.TEXT_DIM, anchor="topright"
        )
        y += int(head * 1.5)
        for line in lines:
            theme.blit_text(surface, line, px, (box.x + pad, y), theme.TEXT)
            y += int(px * 1.25)
        for line in bad:
            theme.blit_text(surface, line, px * 0.9, (box.x + pad, y), theme.BAD, bold=True)
            y += int(px * 1.15)
        if step.moves:
            y = box.bottom - pad - int(len(hints) * head * 1.3)
            for line in hints:
                theme.blit_text(surface, line, head, (box.x + pad, y), theme.GOOD)
                y += int(head * 1.3)
        else:
            bw, bh = int(120 * s), int(34 * s)
            self.next_button.place((box.right - pad - bw, box.bottom - pad - bh, bw, bh), s)
            self.next_button.font_px = 18
            self.next_button.draw(surface)

    def _draw_end(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        pad = int(22 * s)
        width = int(min(560 * s, area.width * 0.8))
        px = TEXT_PX * s
        lines = theme.wrap_text(script_words(self.tutorial.ending), px, width - 2 * pad)
        bh = int(46 * s)
        height = int(pad * 3 + 30 * s + len(lines) * px * 1.25 + bh)
        box = pygame.Rect(0, 0, width, height)
        box.center = area.center
        surface.blit(theme.dim_overlay(area.size, 110), area.topleft)
        theme.draw_panel(surface, box, (24, 32, 44), int(14 * s), ARROW, max(2, int(2 * s)), 8)
        y = box.y + pad
        theme.blit_text(surface, _("Well played!"), 26 * s, (box.centerx, y), ARROW, True, "midtop")
        y += int(40 * s)
        for line in lines:
            theme.blit_text(surface, line, px, (box.x + pad, y), theme.TEXT)
            y += int(px * 1.25)
        bw = (width - 3 * pad) // 2
        for k, button in enumerate(self.end_buttons):
            button.place((box.x + pad + k * (bw + pad), box.bottom - pad - bh, bw, bh), s)
            button.font_px = 20
            button.draw(surface)
