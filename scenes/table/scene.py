"""The one generic table scene: it runs every game by holding the game's
:class:`~scenes.table.kit.TableKit` and a few parts of its own: ``Picture`` (the model,
places, UiState, art, motions), ``EventFeed`` (events logged and animated one by one),
``BotTurns``, ``TableControls`` (buttons, held keys), ``BannerHost``, ``TableChrome``
(log, Menu, Undo, the coach) and ``TablePorts`` (the coach's and undo's narrow ports,
:mod:`scenes.table.ports`; the scene itself is a guide's port, :meth:`TableScene.follow`).

The scene itself only puts them together: after every action it autosaves and feeds the
action's events; when the feed is empty the seat to move decides (a bot through
:class:`BotTurns`, a human through the controls); pass-and-play raises the opaque curtain
when a decision belongs to a different human whose view differs. It reads the session
for whose turn it is and the legal actions, and hands those to the game's parts through
the UiState; no game rule is decided here.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.contract import Action
from game.errors import GameError
from game.events import GameEvent
from scenes.core import theme
from scenes.core.curtain import CurtainScene
from scenes.core.scene_stack import Scene
from scenes.core.session import GameSession
from scenes.core.widgets import draw_tooltip
from scenes.table import turns
from scenes.table.banner_host import BannerHost
from scenes.table.bot_runner import BotRunner
from scenes.table.bot_turns import THINKING_DOTS_PER_SECOND, BotTurns
from scenes.table.chrome import TableChrome
from scenes.table.coach import Coach
from scenes.table.controls import TableControls
from scenes.table.display import DisplayKit
from scenes.table.flow import EventFeed, write_log
from scenes.table.handover import curtain_for, next_viewer
from scenes.table.kit import Control, SomeTableKit, Sprite
from scenes.table.menu import open_pause_menu, saved
from scenes.table.picture import picture_of
from scenes.table.table_ports import TablePorts
from scenes.table.table_words import not_allowed
from scenes.table.turns import TableMode, TurnStatus, bots_paused
from scenes.table.undo import undo

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.plugin import OptionWords
    from scenes.table.guide import Guide

__all__ = ["Control", "Sprite", "TableMode", "TableScene"]

#: Seconds from the last event of a finished game to the results screen (normal speed).
RESULTS_DELAY = 1.2


class TableScene(Scene):
    """Runs a game session at the table with the game's display kit and table kit (its
    plugin record's ``display`` and ``table()``). ``words`` names the options that have no
    button in the coach's panel (the record's ``option_words``; else their notation)."""

    def __init__(
        self,
        app: Host,
        session: GameSession,
        display: DisplayKit,
        kit: SomeTableKit,
        autosave: bool = True,
        *,
        words: OptionWords | None = None,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.display, self.kit = display, kit
        self.mode = TableMode(autosave=autosave, resume_note=autosave)
        self.status = TurnStatus()
        humans = session.human_seats
        #: Who is looking at the screen: a human seat, or None (spectator / no humans).
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.chrome = TableChrome(session, self.open_menu, lambda: undo(self.ports))
        self.picture = picture_of(display, kit, self.tweens, lambda *args: self.banner.show(*args))
        self.picture.set_sound(app.audio.play)
        self.banner = BannerHost(self.picture.ui, self.tweens, bots_only=not humans)
        self.feed = EventFeed(self.picture, self.chrome.book)
        runner = BotRunner(sync=app.sync_bots, process=app.bot_process)
        self.bots = BotTurns(session, runner, self.play, partial(turns.stop_game, app, self.status))
        self.controls = TableControls(self.try_move)
        self.banner.on_close = self.controls.pending.clear
        self.ports = TablePorts(self, self._reopen, words)
        self.chrome.coach = Coach(self.ports)  # hints, with the setting on
        #: The number of moves played when the table opened (for the resumed note).
        self._resumed_at: int | None = None

    # Lifecycle ----------------------------------------------------------------------
    def enter(self) -> None:
        self._refresh_ui(0.0)
        self.sync_display()  # the viewer first: a lone person's own lines are in the log
        self._write_log()
        self._resumed_at = self.session.ply
        if len(self.session.human_seats) < self.session.num_players:
            self.bots.runner.warm_up()

    def _write_log(self) -> None:
        resumed = self._resumed_at if self._resumed_at is not None else self.session.ply
        note = resumed if self.mode.resume_note else 0
        write_log(self.chrome.book, self.session, self.picture, note)

    def language_changed(self) -> None:
        """Every word of the frame in the new language (the seats' shown names too; the
        log's lines from its entries, no replay; fixed notes and the recap stay)."""
        if self.picture.ui.names:
            turns.seat_words(self.picture.ui, self.session)
        self.chrome.words()
        self.controls.skip.words()
        if self.mode.guide is not None:
            self.mode.guide.words()
        self.chrome.book.rewrite(self.picture)
        self.feed.rewrite()
        self._laid_out = None
        super().language_changed()

    def exit(self) -> None:
        self.bots.runner.shutdown()

    def resume(self) -> None:
        self.picture.ui.speed = self.app.settings.speed_factor()
        self._laid_out = None

    def layout(self) -> None:
        self._refresh_ui(0.0)
        self.picture.relayout()
        frame = self.picture.places.frame if self.picture.places is not None else None
        self.chrome.place(self.size, frame, self.picture.ui.s)
        if frame is not None:
            skip = self.controls.skip  # the log's heading keeps left of Skip, shown or not
            skip.place(frame.log, self.picture.ui.s)
            self.chrome.log.title_room = skip.button.rect.x - frame.log.x - 20 * self.picture.ui.s
        self._sync_controls(force=True)

    def sync_display(self) -> None:
        """Rebuild the picture from the bottom seat's view (start, change of viewer)."""
        ui = self.picture.ui
        ui.viewer = self.viewer
        ui.bottom = self.viewer if self.viewer is not None else 0
        self.picture.sync(self.session.state, ui.bottom)
        self.chrome.book.private_to(self.viewer, self.picture)  # no one else's lines
        self._laid_out = None

    def follow(self, guide: Guide) -> None:
        """Run ``guide``'s lesson here: scripted bots, the one move allowed, callouts,
        its closing panel instead of the results screen, no "resumed" note."""
        guide.attach(self.ports)
        self.mode.guide = guide
        self.mode.resume_note = False
        self.mode.on_game_over = guide.redraw
        self.bots.scripted = guide.bot_move

    def _reopen(self, back: GameSession, note: str) -> None:
        """Go on at a table like this one with ``back`` (an undo), saying ``note``."""
        new = type(self)(
            self.app, back, self.display, self.kit, self.mode.autosave, words=self.ports.words
        )
        new.mode.resume_note = False
        if self.mode.guide is not None:  # a guided game goes on, one step back
            new.follow(self.mode.guide)
        new.chrome.recap.notice(note)
        self.app.manager.replace(new)

    # Playing ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The session's game state (for tests; parts never draw from it)."""
        return self.session.state

    def play(self, action: Action) -> None:
        """Apply an action for the current seat, autosave, and feed its events (their
        log lines also go to the others' "since your turn" recap)."""
        actor = self.session.state.current_player
        try:
            events = list(self.session.apply(action))
        except GameError as exc:
            self.chrome.add(not_allowed(exc), theme.BAD)
            return
        self.ports.autosave(self.session)
        self.show_events(events)
        self.chrome.recap.note(actor, [lines.said or "" for lines in self.feed.pushed])

    def try_move(self, action: Action) -> str | None:
        """The person at the table chose ``action`` (a button, key, card or box): played
        if it is theirs to play now, else why not (:func:`turns.refusal`)."""
        reason = turns.refusal(self.session, action, self.human_to_move(), self.mode.guide)
        if reason is None:
            self.play(action)
        return reason

    def show_events(self, events: Iterable[GameEvent]) -> None:
        """Queue events to be logged and animated in order (what ``play`` does after
        applying an action; a replay viewer that steps the session calls it directly)."""
        self.feed.push(events)
        self.bots.wait = 0.0
        self.controls.clear()

    def human_to_move(self) -> bool:
        """True when the viewer is the human to decide and may act now."""
        busy = self.feed.busy or self.mode.driven
        return not busy and turns.viewer_to_act(self.session, self.viewer, self.status)

    def open_menu(self) -> None:
        """The pause menu over the table (or over its curtain)."""
        top = self.app.manager.top
        if top is self or isinstance(top, CurtainScene):
            open_pause_menu(self.app, self.session, lambda name: self.chrome.add(*saved(name)))

    # Frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._refresh_ui(dt)
        while self.controls.pending and self.human_to_move():  # keys held for this turn
            self._refresh_ui(0.0)
            self._sync_controls()
            self.handle_event(self.controls.pending.popleft())
        super().update(dt)
        self.picture.tick(dt)
        if self.status.error:
            return
        self.feed.step()
        paused = bots_paused(self.mode, self.status)
        self.bots.ask_ahead(paused)
        if self.feed.busy or self.mode.driven:
            return
        if self.session.state.is_terminal():
            if not self.status.finished:
                self.status.finished = True
                self.controls.pending.clear()
                self.controls.clear()
                self.tweens.after(RESULTS_DELAY * self.picture.ui.speed, self._game_over)
            return
        self._decide(dt, paused)

    def _decide(self, dt: float, paused: bool) -> None:
        p = self.session.state.current_player
        if not self.session.is_human(p):
            self.bots.turn(dt, self.picture.ui.speed, paused)
            return
        if p != self.viewer and not self.status.curtain_up:
            viewer = next_viewer(self.session, self.viewer, p)
            if viewer is None:
                self._raise_curtain(p)
                return
            self.viewer = viewer
            self.sync_display()
        self._refresh_ui(0.0)  # the feed may have just emptied: the turn starts now
        self.chrome.show_recap(p)
        if self.kit.plays_forced and self.app.settings.auto_forced and not self.mode.guide:
            ply = self.session.ply
            still = lambda: self.session.ply == ply and self.human_to_move()  # noqa: E731
            self.controls.force_later(self.picture.ui, ply, still, self.tweens.after)
        self._sync_controls()

    def _raise_curtain(self, seat: int) -> None:
        """Hide the table until ``seat``'s player says they are in front of it."""
        self.status.curtain_up = True
        self.controls.pending.clear()  # keys typed by the last player are not the next one's
        self.controls.clear()

        def reveal() -> None:
            self.status.curtain_up = False
            self.viewer = seat
            self.sync_display()

        recap = self.chrome.recap
        curtain = curtain_for(
            self.app, self.session, recap, seat, self.size, reveal, self.open_menu
        )
        self.app.manager.push(curtain)

    def _game_over(self) -> None:
        """The results screen (or ``on_game_over``), once the table is on top."""
        if self.app.manager.top is not self:
            self.tweens.after(0.3, self._game_over)
        elif self.mode.on_game_over is not None:
            self.mode.on_game_over()
        else:
            self.app.audio.play("win")
            self.app.nav.results(self.session)

    def _refresh_ui(self, dt: float) -> None:
        """The generic fields of the UiState, from the session and the scene."""
        ui, session = self.picture.ui, self.session
        ui.time += dt
        ui.size, ui.s = self.size, theme.ui_scale(self.size)
        to_act = self.human_to_move()
        status, skip = self.status, self.controls.skip
        skip.offer(  # a person at the table waits for the bots (no banner up)
            bool(session.human_seats)
            and ui.banner is None
            and not (to_act or status.finished or status.curtain_up or self.mode.driven)
        )
        ui.speed = skip.speed(self.app.settings.speed_factor())
        # A guided game explains each move: no recap strip under its callout.
        self.chrome.recap.enabled = self.app.settings.since_your_turn and not self.mode.guide
        ui.mouse = self.app.mouse
        ui.colourblind = bool(self.app.settings.colourblind)
        ui.finished, ui.driven = self.status.finished, self.mode.driven
        if not ui.names:
            turns.seat_words(ui, session, first=True)
        turns.refresh_turn(ui, session, self.viewer, to_act, self.status)
        guide = self.mode.guide
        ui.suggested = self.chrome.suggested() if guide is None else guide.suggest(to_act)
        busy = self.feed.busy or self.status.finished or self.mode.driven  # no live cue
        held = guide is not None and guide.bot_move(session.ply) is None  # a note, the end
        ui.thinking = {} if busy or held else turns.thinking(session, ui.time)

    def _sync_controls(self, force: bool = False) -> None:
        """The buttons of the viewer's turn (none otherwise), rebuilt when they change."""
        may_act = self.picture.ui.to_act and self.human_to_move()
        if self.controls.sync(self.picture, may_act, force):
            self.request_redraw()

    # Input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        guide = self.mode.guide
        if guide is not None and guide.handle(event, not self.feed.busy and not self.banner.up):
            return
        if self.banner.dismiss(event):
            return
        if self.controls.skip.key(event):  # Space held while the bots play
            return
        if self.controls.dispatch(event) or self.chrome.dispatch(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                undo(self.ports)
                return
            viewer = self.viewer
            if (
                viewer is not None
                and self.session.is_human(viewer)
                and not bots_paused(self.mode, self.status)
                and not self.status.curtain_up
                and not self.human_to_move()
            ):  # a person at the table who cannot act yet: the key waits for their turn
                ui = self.picture.ui
                self.controls.hold(event, self.banner.up, ui.time - self.banner.closed_at)
                return
            if self.controls.press_key(event):
                return
        if self.picture.places is None:
            return
        if event.type == pygame.MOUSEMOTION or self.human_to_move():
            ui = self.picture.ui
            self._refresh_ui(0.0)
            action = self.picture.on_input(event)
            if action is not None:
                self.try_move(action)
            self.request_redraw()

    # Drawing ------------------------------------------------------------------------
    def needs_redraw(self) -> bool:
        """Drawn every frame while anything moves, a bot is to play (its "thinking"
        indicator) or a timer runs; idle (no frames drawn) while a human decides."""
        if super().needs_redraw() or self.feed.busy or self.picture.ui.sprites:
            return True
        if self.banner.up:
            return True
        status = self.status
        if bots_paused(self.mode, status) or status.curtain_up:  # nothing runs by itself
            return False
        if self.bots.waiting(self.picture.ui.speed):
            # Only the "thinking" dots change: draw when they do (the rest is the bot's).
            return int(self.picture.ui.time * THINKING_DOTS_PER_SECOND) != status.dots_drawn
        guide = self.mode.guide
        if guide is not None and guide.bot_move(self.session.ply) is None:
            return guide.stale()  # a note to read, or the lesson's end: drawn once
        return not self.human_to_move()

    def draw(self, surface: pygame.Surface) -> None:
        ui = self.picture.ui
        self.status.dots_drawn = int(ui.time * THINKING_DOTS_PER_SECOND)
        if self.picture.places is None:
            self.layout()
        self.picture.draw(surface)
        if ui.banner is not None:
            self.banner.draw(surface, self.picture.banner_frame())
        self.controls.draw(surface, ui.suggested, ui.s)
        self.chrome.draw(surface, self.mode.driven)
        self.controls.skip.draw(surface)  # over the log panel's heading
        if self.mode.guide is not None:
            at_rest = not self.feed.busy and ui.banner is None
            self.mode.guide.draw(surface, self.picture.places, ui, at_rest, self.human_to_move())
        tip = self.chrome.tooltip() or self.controls.tooltip()
        tip = tip or self.picture.tooltip()
        if tip:
            draw_tooltip(surface, tip, self.app.mouse, ui.s)
