"""The generic table scene: turn flow, bots, pass-and-play, autosave, log and menu.

A game's table subclasses :class:`TableScene` and supplies only presentation: how to lay
out and draw its view, how to animate each rules event, which buttons the human's legal
actions get, and how to describe events in the log. The base class runs the game:

* after every action it autosaves, queues the action's events and animates them one by
  one (``animate_event`` calls ``done`` when its animation ends);
* when the queue is empty it re-reads the viewer's view (the display never drifts from
  the rules) and lets the current seat decide: a bot through the :class:`BotRunner` after
  a short, speed-dependent pause, a human through the buttons and keys;
* pass-and-play: when a decision belongs to a different human than the one looking, and
  their views differ, the opaque :class:`CurtainScene` hides the table until they click.

The table reads views and events only; it never decides a rule.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.contract import Action
from game.errors import GameError
from game.events import EventLog, GameEvent
from game.savename import normalise_save_name, save_name_problem
from scenes.core import theme
from scenes.core.saves import save_as, write_autosave
from scenes.core.scene_stack import Scene
from scenes.core.session import GameSession
from scenes.core.widgets import Button, LogPanel, Widget, dispatch, draw_tooltip
from scenes.screens.curtain import CurtainScene
from scenes.screens.dialogs import Overlay, SaveAsDialog, confirm, message
from scenes.table.banner import Banner, BannerLine, draw_banner
from scenes.table.bot_runner import BotRunner

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

BOT_PAUSE = 0.75  # seconds before a bot acts, at normal speed


@dataclass
class Sprite:
    """A moving piece (card, back, chip, token...) centred at (x, y), ``w`` pixels wide.

    ``kind`` and ``value`` say what to draw (each table's ``draw_sprite`` decides how);
    ``p`` is a flip's progress and ``back`` the back shown while it flips.
    """

    kind: str
    value: Any
    x: float
    y: float
    w: float
    p: float = 1.0
    alpha: float = 255.0
    back: str = "normal"


def you_mark(name: str) -> str:
    """The "(you)" added to the viewer's seat name, unless the name already says it."""
    return "" if name.strip().lower() in ("you", "me") else "  (you)"


@dataclass
class Control:
    """A button for one legal action of the human to move."""

    action: Action
    label: str
    keys: tuple[int, ...] = ()
    hint: str = ""
    style: str = "primary"
    tip: str | None = None


class TableScene(Scene):
    """Runs a game session at the table; subclasses draw and animate it."""

    def __init__(self, app: Host, session: GameSession, autosave: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.autosave = autosave
        self.runner = BotRunner(sync=app.sync_bots, process=app.bot_process)
        self.log = LogPanel("Moves")
        self.queue: deque[GameEvent] = deque()
        self.animating = False
        self.bot_wait = 0.0
        self.bot_asked_for = -1
        self.finished = False
        self.curtain_up = False
        self.error: str | None = None
        humans = session.human_seats
        # Who is looking at the screen: a human seat, or None (spectator / no humans).
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.controls: list[tuple[Control, Button]] = []
        self.menu_button = Button("☰ Menu", self.open_menu, style="secondary", hint="")
        self.widgets: list[Widget] = [self.menu_button, self.log]
        self.time = 0.0
        self.speed = app.settings.speed_factor()
        self.on_game_over: Callable[[], None] | None = None
        # Pieces in flight, drawn by the table over everything else on it.
        self.sprites: list[Sprite] = []
        # The end-of-round panel (see show_banner); banner_done dismisses it early.
        self.banner: Banner | None = None
        self.banner_done: Callable[[], None] | None = None
        #: When True, bots do not act (screenshots show a settled table).
        self.hold_bots = False
        #: Whether the rebuilt log of a resumed game ends with a "resumed" note (off for
        #: tables without autosave: screenshots, demos, tests).
        self.resume_note = autosave

    # Hooks for game tables -------------------------------------------------------
    def sync_display(self) -> None:
        """Rebuild what is shown from the viewer's current view (no animation)."""

    def animate_event(self, event: GameEvent, done: Callable[[], None]) -> None:
        """Animate one event; call ``done()`` when finished (default: at once)."""
        done()

    def describe_event(self, event: GameEvent) -> str | None:
        """A log line for an event (None: nothing to log)."""
        return None

    def controls_for(self, legal: list[Action]) -> list[Control]:
        """Buttons for the human's legal actions (default: one per action, by notation)."""
        state = self.session.state
        return [Control(action, state.action_text(action)) for action in legal]

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the game (everything except the shared chrome). The generic version
        lists the seats with their scores and whose turn it is."""
        s = theme.ui_scale(self.size)
        surface.blit(theme.felt_background(self.size), (0, 0))
        theme.blit_text(
            surface,
            self.session.spec.name,
            28 * s,
            (20 * s, 26 * s),
            theme.ACCENT,
            bold=True,
            anchor="midleft",
        )
        scores = self.state.scores()
        current = self.state.current_player
        y = 80 * s
        for seat in range(self.session.num_players):
            turn = seat == current
            marker = "▶ " if turn else "   "
            label = f"{marker}{self.session.seat_label(seat)}  ({self.session.seats[seat].kind})"
            theme.blit_text(
                surface, label, 20 * s, (30 * s, y), theme.ACCENT if turn else theme.TEXT, bold=turn
            )
            theme.blit_text(
                surface, f"{scores[seat]:g}", 20 * s, (420 * s, y), theme.TEXT, anchor="topright"
            )
            y += 32 * s

    def layout_table(self) -> None:
        """Place the game's elements for ``self.size``."""
        s = theme.ui_scale(self.size)
        w, h = self.size
        log_w = int(min(300 * s, w * 0.24))
        self.log.place((w - log_w - int(12 * s), int(56 * s), log_w, h - int(68 * s)), s)

    def table_tooltip(self) -> str | None:
        """Tooltip for whatever game element is under the mouse."""
        return None

    # Derived state ------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def view(self) -> Any:
        """The viewer's view (seat 0's, masked by the table, for a spectator)."""
        return self.state.view(self.viewer if self.viewer is not None else 0)

    def sees_private(self, seat: int) -> bool:
        """True if the person looking may see ``seat``'s private information."""
        return self.viewer is not None and seat == self.viewer

    def human_to_move(self) -> bool:
        """True when the viewer is the human to decide and may act now."""
        p = self.state.current_player
        return (
            not self.finished
            and not self.animating
            and not self.queue
            and not self.curtain_up
            and p >= 0
            and self.session.is_human(p)
            and p == self.viewer
        )

    # Lifecycle ----------------------------------------------------------------------
    def enter(self) -> None:
        self.log.add(f"{self.session.spec.name} — seed {self.session.seed}", theme.TEXT_DIM)
        if self.session.ply:
            self.rebuild_log()
        self.sync_display()
        self.refresh_controls()

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
        self.layout_table()
        self.refresh_controls()

    def needs_redraw(self) -> bool:
        """Drawn every frame while anything moves, a bot is to play (its "thinking"
        indicator) or a timer runs; idle (no frames drawn) while a human decides."""
        if super().needs_redraw() or self.animating or self.queue or self.sprites:
            return True
        if self.banner is not None:
            return True
        if self.finished or self.error or self.curtain_up or self.hold_bots:
            return False
        return not self.human_to_move()

    # Playing ------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        """Apply an action for the current seat, autosave, and queue its animation."""
        try:
            events = self.session.apply(action)
        except GameError as exc:
            self.log.add(f"Not allowed: {exc}", theme.BAD)
            return
        if self.autosave:
            try:
                write_autosave(self.session)
            except OSError as exc:
                self.log.add(f"Autosave failed: {exc.strerror or exc}", theme.BAD)
        self.queue.extend(events)
        self.bot_wait = 0.0
        self.refresh_controls()

    def _next_event(self) -> None:
        if not self.queue:
            return
        event = self.queue.popleft()
        line = self.describe_event(event)
        if line:
            self.log.add(line, theme.TEXT)
        if self.viewer is not None and self.viewer in event.private:
            detail = self.describe_private(event, event.private[self.viewer])
            if detail:
                self.log.add(detail, theme.INFO)
        self.animating = True
        token = object()
        self._anim_token = token

        def done() -> None:
            if getattr(self, "_anim_token", None) is token:
                self.animating = False
                self._anim_token = None

        self.animate_event(event, done)

    def rebuild_log(self) -> None:
        """Fill the log with the public events of the moves played so far (a resumed
        game shows its history). Replays the actions on a fresh state."""
        session = self.session
        try:
            state = session.spec.new_state(
                session.num_players, session.options, session.seed, session.deal
            )
            events = EventLog()
            for text in session.actions:
                state.apply(state.find_action(text), events)
        except GameError:
            return
        for event in events[-150:]:
            line = self.describe_event(event)
            if line:
                self.log.add(line, theme.TEXT)
        if self.resume_note:
            self.log.add(f"— resumed after {session.ply} moves —", theme.TEXT_DIM)

    def describe_private(self, event: GameEvent, data: Any) -> str | None:
        """A log line (only for the viewer) for an event's private part."""
        return None

    def update(self, dt: float) -> None:
        self.time += dt
        super().update(dt)
        if self.error:
            return
        # Animate queued events, one at a time (all at once at instant speed).
        guard = 0
        while not self.animating and self.queue and guard < 1000:
            self._next_event()
            guard += 1
        if self.animating or self.queue:
            return
        if self.state.is_terminal():
            if not self.finished:
                self.finished = True
                self.sync_display()
                self.refresh_controls()
                self.tweens.after(1.2 * self.speed, self.show_results)
            return
        self._decide(dt)

    def _decide(self, dt: float) -> None:
        p = self.state.current_player
        if self.session.is_human(p):
            if p != self.viewer and not self.curtain_up:
                if self.viewer is None and len(self.session.human_seats) == 1:
                    self.viewer = p
                elif self.viewer is None or self.session.has_private_info(p, self.viewer):
                    self.raise_curtain(p)
                    return
                else:
                    self.viewer = p
                self.sync_display()
                self.refresh_controls()
            elif not self.controls:
                self.refresh_controls()
            return
        # A bot's turn: wait a readable moment, then ask off the main thread.
        if self.hold_bots:
            return
        if self.bot_asked_for != self.session.ply:
            self.bot_wait += dt
            if self.bot_wait >= BOT_PAUSE * self.speed:
                try:
                    bot, view, legal, rng = self.session.bot_request()
                except GameError as exc:
                    self.fail(f"Seat {p + 1} cannot be played by a bot: {exc}")
                    return
                self.bot_asked_for = self.session.ply
                self.runner.request(self.session.ply, bot, view, legal, rng, self.session.spec.id)
        result = self.runner.poll()
        if result is not None:
            key, action, err = result
            if key != self.session.ply:
                return
            if action is None:
                self.fail(f"A bot failed: {err}")
                return
            self.play(action)

    def fail(self, text: str) -> None:
        """Stop the game with a message (the autosave stays as it is)."""
        self.error = text
        self.app.manager.push(message(self.app, "Something went wrong", text, self.app.go_to_menu))

    def raise_curtain(self, seat: int) -> None:
        self.curtain_up = True
        self.refresh_controls()

        def reveal() -> None:
            self.curtain_up = False
            self.viewer = seat
            self.sync_display()
            self.refresh_controls()

        self.app.manager.push(
            CurtainScene(
                self.app,
                self.session.seat_label(seat),
                self.session.spec.name,
                reveal,
                self.open_menu,
            )
        )

    def show_results(self) -> None:
        if self.app.manager.top is not self:
            self.tweens.after(0.3, self.show_results)
            return
        if self.on_game_over is not None:
            self.on_game_over()
            return
        self.app.audio.play("win")
        self.app.nav.results(self.session)

    # Controls -----------------------------------------------------------------------
    def refresh_controls(self) -> None:
        """Rebuild the action buttons for the human to move (none otherwise)."""
        self.controls = []
        if self.human_to_move():
            legal = list(self.state.legal_actions())
            for control in self.controls_for(legal):
                button = Button(
                    control.label,
                    self._clicker(control.action),
                    style=control.style,
                    hint=control.hint,
                    tip=control.tip,
                )
                self.controls.append((control, button))
        self.place_controls([button for _, button in self.controls])

    def place_controls(self, buttons: list[Button]) -> None:
        """Position the action buttons (generic: a row along the bottom, wrapping)."""
        s = theme.ui_scale(self.size)
        bw, bh, gap = int(170 * s), int(52 * s), int(10 * s)
        right = self.log.rect.x - int(16 * s) if self.log.rect.width else self.size[0]
        per_row = max(1, (right - int(20 * s)) // (bw + gap))
        for i, button in enumerate(buttons):
            row, col = divmod(i, per_row)
            y = self.size[1] - int(20 * s) - (row + 1) * (bh + gap)
            button.place((int(20 * s) + col * (bw + gap), y, bw, bh), s)

    def _clicker(self, action: Action) -> Callable[[], None]:
        def click() -> None:
            if self.human_to_move() and action in self.state.legal_actions():
                self.play(action)

        return click

    def open_menu(self) -> None:
        """The pause menu over the table."""
        if self.app.manager.top is not self and not isinstance(self.app.manager.top, CurtainScene):
            return

        def leave() -> None:
            self.app.manager.push(
                confirm(
                    self.app,
                    "Leave the game?",
                    "It is saved: choose Continue in the main menu to carry on.",
                    self.app.go_to_menu,
                    yes="Main menu",
                )
            )

        def save() -> None:
            default = f"{self.session.spec.name} {self.session.seed % 10000}"
            self.app.manager.push(
                SaveAsDialog(self.app, default, self._save_as, check=save_name_problem)
            )

        choices = [
            ("Resume", lambda: None, "good"),
            ("Save as…", save, "primary"),
            (
                "Rules",
                lambda: self.app.nav.rules(self.session.spec.id),
                "primary",
            ),
            ("Settings", self.app.nav.settings, "primary"),
            ("Main menu", leave, "secondary"),
            ("Quit", self.app.quit, "danger"),
        ]
        self.app.manager.push(
            Overlay(self.app, "Paused", "", choices, vertical=True, width=440, cancel_index=0)
        )

    def _save_as(self, name: str, replace: bool = False) -> None:
        try:
            path = save_as(self.session, name, replace=replace)
        except FileExistsError:
            shown = normalise_save_name(name)
            question = confirm(
                self.app,
                "Replace the saved game?",
                f"A saved game called “{shown}” already exists. Replace it with this game?",
                lambda: self._save_as(name, replace=True),
                yes="Replace",
                danger=True,
            )
            question.initial_focus = 1  # Enter keeps the other save; replacing takes a choice
            self.app.manager.push(question)
            return
        except GameError as exc:  # a name the save-name rule refuses
            self.app.manager.push(message(self.app, "Not saved", str(exc)))
            return
        except OSError as exc:
            self.app.manager.push(
                message(
                    self.app, "Not saved", f"The game could not be saved: {exc.strerror or exc}"
                )
            )
            return
        self.log.add(f"Saved as “{path.stem}”.", theme.GOOD)

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

    def dur(self, seconds: float) -> float:
        """An animation length at the current speed setting (0 at instant speed)."""
        return seconds * self.speed

    def fly(
        self,
        sprite: Sprite,
        to: tuple[float, float] | tuple[float, float, float],
        seconds: float,
        ease: str = "out_cubic",
        *,
        delay: float = 0.0,
        then: Callable[[], None] | None = None,
        keep: bool = False,
    ) -> None:
        """Put ``sprite`` on the table and move its centre (and its width, with a third
        value) to ``to`` over ``seconds`` at the speed setting, after ``delay`` seconds.

        The table owns the sprite: it is drawn over the table while it flies and removed
        when it lands (``keep`` leaves it there until the display is rebuilt); then
        ``then`` runs. At instant speed it lands at once."""
        if sprite not in self.sprites:
            self.sprites.append(sprite)
        ends = {"x": to[0], "y": to[1]}
        if len(to) > 2:
            ends["w"] = to[2]

        def landed() -> None:
            if not keep and sprite in self.sprites:
                self.sprites.remove(sprite)
            if then is not None:
                then()

        self.tweens.to_many(sprite, ends, self.dur(seconds), ease, self.dur(delay), landed)

    def thinking_label(self, seat: int) -> str | None:
        """ "thinking" with moving dots while ``seat``'s bot decides; None otherwise."""
        if (
            self.session.is_human(seat)
            or self.session.state.current_player != seat
            or self.queue
            or self.animating
        ):
            return None
        return "thinking" + "." * (1 + int(self.time * 3) % 3)

    # The end-of-round panel ---------------------------------------------------------
    def show_banner(
        self, title: str, lines: list[BannerLine], seconds: float, done: Callable[[], None]
    ) -> None:
        """Fade in the panel; ``done`` runs when it is dismissed (click, Enter, Space) or
        after ``seconds`` (scaled by the animation speed; at once at instant speed)."""
        if self.speed == 0:
            done()
            return
        banner = Banner(title, list(lines))
        self.banner = banner

        def finish() -> None:
            if self.banner is banner:
                self.banner = None
                self.banner_done = None
                done()

        self.banner_done = finish
        self.tweens.to(banner, "alpha", 255, 0.3 * self.speed, "out_cubic")
        self.tweens.after(max(seconds, 1.0) * max(self.speed, 0.6), finish)

    def banner_frame(self, s: float) -> tuple[tuple[int, int], int]:
        """Where the panel goes: its centre and greatest width (tables override)."""
        return (self.size[0] // 2, self.size[1] // 2), int(min(600 * s, self.size[0] * 0.8))

    def draw_banner(self, surface: pygame.Surface, s: float) -> None:
        """Draw the panel if one is up (tables call this at the right layer)."""
        if self.banner is not None:
            center, width = self.banner_frame(s)
            draw_banner(surface, self.banner, center, width, s)

    def _dismisses_banner(self, event: pygame.event.Event) -> bool:
        if self.banner_done is None:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return True
        return event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if self._dismisses_banner(event):
            assert self.banner_done is not None
            self.banner_done()
            return
        if dispatch([button for _, button in self.controls], event):
            return
        if dispatch(self.widgets, event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return
            if event.key == pygame.K_SPACE and self.queue == deque() and self.animating:
                return
            for control, _button in self.controls:
                if event.key in control.keys:
                    self._clicker(control.action)()
                    return
        self.handle_table_event(event)

    def handle_table_event(self, event: pygame.event.Event) -> None:
        """Game-specific input (hover, clicks on cards)."""

    # Drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        s = theme.ui_scale(self.size)
        for _, button in self.controls:
            button.draw(surface)
        self.log.draw(surface)
        self.menu_button.draw(surface)
        tip = None
        for _, button in self.controls:
            tip = tip or button.tooltip()
        tip = tip or self.table_tooltip()
        if tip:
            draw_tooltip(surface, tip, self.app.mouse, s)
