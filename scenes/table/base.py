"""The state every part of the table shares, and the hooks a game's table overrides.

:class:`TableBase` holds the session, the viewer, the event queue, the controls, the
sprites in flight and the banner, and declares the hooks (``sync_display``,
``animate_event``, ``describe_event``, ``controls_for``, ``draw_table``, ...). The parts of
the table (turn flow, bot turns, controls, menu, banner) are mixins over this base and
:class:`~scenes.table.scene.TableScene` puts them together.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.contract import Action
from game.events import GameEvent, RoundScored
from scenes.core import phrases, theme
from scenes.core.scene_stack import Scene
from scenes.core.session import GameSession
from scenes.core.widgets import Button, LogPanel, Widget
from scenes.table.banner import Banner
from scenes.table.bot_runner import BotRunner
from scenes.table.pieces import Control, Sprite

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class TableBase(Scene):
    """A game session at the table: shared state, hooks, derived state and flights."""

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
        # The end-of-round panel (see show_banner); banner_done dismisses it.
        self.banner: Banner | None = None
        self.banner_done: Callable[[], None] | None = None
        #: When True, bots do not act (screenshots show a settled table).
        self.hold_bots = False
        #: When True, something other than live play drives the table (a replay viewer
        #: feeding events with ``show_events``): no bot is asked, no control is offered,
        #: the curtain and the results screen never come.
        self.driven = False
        #: Whether the rebuilt log of a resumed game ends with a "resumed" note (off for
        #: tables without autosave: screenshots, demos, tests).
        self.resume_note = autosave
        self._anim_token: object = None
        #: The bot's answer for the move ``bot_asked_for`` once it came back: (action or
        #: None, error). Asked as soon as the move is the bot's, even while the last
        #: move still animates, and played after the pause.
        self.bot_answer: tuple[Action | None, str | None] | None = None
        #: Keys pressed while the viewer could not act (an animation, a bot's turn),
        #: replayed in order once they can (see :mod:`scenes.table.controls`).
        self.pending_keys: deque[pygame.event.Event] = deque()
        #: ``time`` when the last banner went away (keys right after it are not held).
        self.banner_closed_at = float("-inf")

    # Hooks for game tables -------------------------------------------------------
    def sync_display(self) -> None:
        """Rebuild what is shown from the viewer's current view (no animation)."""

    def animate_event(self, event: GameEvent, done: Callable[[], None]) -> None:
        """Animate one event; call ``done()`` when finished (default: at once)."""
        done()

    def describe_event(self, event: GameEvent) -> str | None:
        """A log line for an event (None: nothing to log)."""
        return None

    def describe_private(self, event: GameEvent, data: Any) -> str | None:
        """A log line (only for the viewer) for an event's private part."""
        return None

    def describe_scores(self, event: RoundScored) -> str | None:
        """The log line of a round's scores, after the game's own line for its round
        end (default: every seat's total and change, read from the event)."""
        names = [self.session.seat_label(seat) for seat in range(len(event.totals))]
        return phrases.round_totals(event.round, names, event.points, event.totals)

    def log_event(self, event: GameEvent) -> None:
        """Add an event's log lines: the game's line, and a round's scores."""
        line = self.describe_event(event)
        if line:
            self.log.add(line, theme.TEXT)
        if isinstance(event, RoundScored):
            scores = self.describe_scores(event)
            if scores:
                self.log.add(scores, theme.INFO)

    def controls_for(self, legal: list[Action]) -> list[Control]:
        """Buttons for the human's legal actions (default: one per action, by notation)."""
        state = self.session.state
        return [Control(action, state.action_text(action)) for action in legal]

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the game (everything except the shared chrome). The generic version
        lists the seats with their scores and whose turn it is."""
        s = theme.ui_scale(self.size)
        surface.blit(theme.felt_background(self.size), (0, 0))
        name = self.session.spec.name
        theme.blit_text(
            surface, name, 28 * s, (20 * s, 26 * s), theme.ACCENT, bold=True, anchor="midleft"
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

    def handle_table_event(self, event: pygame.event.Event) -> None:
        """Game-specific input (hover, clicks on cards)."""

    # Parts provided by the mixins (declared here so each part may call the others) --
    def refresh_controls(self) -> None:
        """Rebuild the action buttons (:class:`~scenes.table.controls.TableControls`)."""
        raise NotImplementedError

    def open_menu(self) -> None:
        """The pause menu (:class:`~scenes.table.menu.TableMenu`)."""
        raise NotImplementedError

    def take_back(self) -> None:
        """Undo the person's last decision (:class:`~scenes.table.scene.TableScene`)."""

    def play(self, action: Action) -> None:
        """Apply an action for the current seat (:class:`~scenes.table.flow.TurnFlow`)."""
        raise NotImplementedError

    def fail(self, text: str) -> None:
        """Stop the game with a message (:class:`~scenes.table.flow.TurnFlow`)."""
        raise NotImplementedError

    def dismiss_banner(self, event: pygame.event.Event) -> bool:
        """Dismiss the banner if ``event`` does; True if it did
        (:class:`~scenes.table.banner_host.BannerHost`)."""
        return False

    def bot_turn(self, dt: float) -> None:
        """Pace and play the bot's move (:class:`~scenes.table.bot_turns.BotTurns`)."""
        raise NotImplementedError

    def ask_bot_ahead(self) -> None:
        """Start the bot's decision early (:class:`~scenes.table.bot_turns.BotTurns`)."""

    def replay_keys(self) -> None:
        """Replay held keys (:class:`~scenes.table.controls.TableControls`)."""

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
            and not self.driven
            and not self.animating
            and not self.queue
            and not self.curtain_up
            and p >= 0
            and self.session.is_human(p)
            and p == self.viewer
        )

    # Flights ------------------------------------------------------------------------
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
