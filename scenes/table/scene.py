"""The generic table scene: turn flow, bots, pass-and-play, autosave, log and menu.

A game's table subclasses :class:`TableScene` and supplies only presentation: how to lay
out and draw its view, how to animate each rules event, which buttons the human's legal
actions get, and how to describe events in the log. The base class runs the game:

* after every action it autosaves, queues the action's events and animates them one by
  one (``animate_event`` calls ``done`` when its animation ends) — :mod:`.flow`;
* when the queue is empty it re-reads the viewer's view (the display never drifts from
  the rules) and lets the current seat decide: a bot through the :class:`BotRunner` after
  a short, speed-dependent pause (:mod:`.bot_turns`), a human through the buttons and
  keys (:mod:`.controls`);
* pass-and-play: when a decision belongs to a different human than the one looking, and
  their views differ, the opaque :class:`CurtainScene` hides the table until they click;
* the pause menu and "Save as…" (:mod:`.menu`), the end-of-round banner
  (:mod:`.banner_host`); the shared state and the hooks are in :mod:`.base`.

The table reads views and events only; it never decides a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.core.session import GameSession
from scenes.core.widgets import Button, Widget, draw_tooltip
from scenes.table.banner_host import BannerHost
from scenes.table.bot_turns import BOT_PAUSE, THINKING_DOTS_PER_SECOND, BotTurns
from scenes.table.coach import Coach
from scenes.table.controls import TableControls
from scenes.table.menu import TableMenu
from scenes.table.pieces import Control, Sprite, you_mark
from scenes.table.undo import undo, undo_allowed, undo_target

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

__all__ = ["BOT_PAUSE", "Control", "Sprite", "TableScene", "you_mark"]


class TableScene(BotTurns, TableControls, TableMenu, BannerHost):
    """Runs a game session at the table; subclasses draw and animate it."""

    #: The "thinking" dots last drawn (see ``needs_redraw``).
    _dots_drawn = -1

    def __init__(self, app: Host, session: GameSession, autosave: bool = True) -> None:
        super().__init__(app, session, autosave)
        self.undo_button = Button(
            "↶ Undo", self.take_back, style="secondary", hint="", tip="Take back your move (Ctrl+Z)"
        )
        self.undo_button.visible = undo_allowed(session)
        self._undo_checked = -1
        self.coach = Coach(self)  # hints, with the setting on (scenes.table.coach)
        self.widgets: list[Widget] = [self.menu_button, self.undo_button, self.coach, self.log]

    def take_back(self) -> None:
        """Undo: back to the person's previous decision (see :mod:`scenes.table.undo`)."""
        if not self.driven and self.app.manager.top is self:
            undo(self)

    # Lifecycle ----------------------------------------------------------------------
    def enter(self) -> None:
        self.log.add(f"{self.session.spec.name} — seed {self.session.seed}", theme.TEXT_DIM)
        if self.session.ply:
            self.rebuild_log()
        self.sync_display()
        self.refresh_controls()
        if len(self.session.human_seats) < self.session.num_players:
            self.runner.warm_up()

    def exit(self) -> None:
        self.runner.shutdown()

    def resume(self) -> None:
        self.speed = self.app.settings.speed_factor()
        self._laid_out = None

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        self.menu_button.place(
            (self.size[0] - int(128 * s), int(8 * s), int(116 * s), int(38 * s)), s
        )
        self.menu_button.font_px = 18
        self.undo_button.place(
            (self.size[0] - int(250 * s), int(8 * s), int(114 * s), int(38 * s)), s
        )
        self.undo_button.font_px = 18
        self.layout_table()
        self.refresh_controls()

    def needs_redraw(self) -> bool:
        """Drawn every frame while anything moves, a bot is to play (its "thinking"
        indicator) or a timer runs; idle (no frames drawn) while a human decides."""
        if super().needs_redraw() or self.animating or self.queue or self.sprites:
            return True
        if self.banner is not None:
            return True
        if self.finished or self.error or self.curtain_up or self.hold_bots or self.driven:
            return False
        if self.waiting_for_bot():
            # Only the "thinking" dots change: draw when they do, and leave the rest of
            # the time to the bot's search (frames still run, at the idle rate).
            return int(self.time * THINKING_DOTS_PER_SECOND) != self._dots_drawn
        return not self.human_to_move()

    def waiting_for_bot(self) -> bool:
        """True while the table only waits for a bot's answer: asked, the pause over,
        nothing moving."""
        return (
            self.bot_asked_for == self.session.ply
            and self.bot_answer is None
            and self.bot_wait >= BOT_PAUSE * self.speed
            and not self.session.is_human(self.state.current_player)
        )

    # Drawing ------------------------------------------------------------------------
    def draw_title_bar(
        self, surface: pygame.Surface, s: float, height: float, title_px: float
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """The strip across the top with the game's name; returns (bar, title) rects so
        a table can add its own facts after the title."""
        bar = pygame.Rect(0, 0, self.size[0], int(height * s))
        pygame.draw.rect(surface, (10, 30, 24), bar)
        pygame.draw.line(surface, (40, 90, 70), bar.bottomleft, bar.bottomright, max(1, int(2 * s)))
        title = theme.blit_text(
            surface,
            self.session.spec.name,
            title_px * s,
            (16 * s, bar.centery),
            theme.ACCENT,
            bold=True,
            anchor="midleft",
        )
        return bar, title

    def draw(self, surface: pygame.Surface) -> None:
        self._dots_drawn = int(self.time * THINKING_DOTS_PER_SECOND)
        self.draw_table(surface)
        s = theme.ui_scale(self.size)
        for _, button in self.controls:
            button.draw(surface)
        self.log.draw(surface)
        self.menu_button.draw(surface)
        if self.undo_button.visible and self._undo_checked != self.session.ply:
            self._undo_checked = self.session.ply  # a replay from the seed: once a move
            self.undo_button.enabled = not self.driven and undo_target(self.session) is not None
        self.undo_button.draw(surface)
        self.coach.draw(surface)
        tip = self.coach.tooltip()
        for _, button in self.controls:
            tip = tip or button.tooltip()
        tip = tip or self.table_tooltip()
        if tip:
            draw_tooltip(surface, tip, self.app.mouse, s)
