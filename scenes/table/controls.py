"""The human's controls: the buttons the game's kit gives for the legal actions, their
keys, and keys held while the viewer cannot act.

Keys are never lost to an animation: a key pressed while the viewer cannot act yet (a
move animating, a bot's turn) is held, up to :data:`HELD_KEYS` of them, and replayed in
order at the start of the first frame the viewer can act. Esc (the menu) acts at once;
held keys are dropped when the curtain comes down for another player, a banner goes or
the game ends, and keys are not held while a banner is up or just after.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

import pygame

from game.contract import Action
from scenes.core.widgets import Button, dispatch
from scenes.table.components.glow import draw_glow
from scenes.table.kit import Control, TableUi
from scenes.table.picture import TablePicture
from scenes.table.skip import SkipAhead

#: How many keys pressed ahead are kept (more are ignored).
HELD_KEYS = 4
#: Seconds after a banner goes during which keys are not held.
BANNER_GRACE = 0.5
#: Seconds a forced move is shown before it plays itself (auto-play; times the speed).
AUTO_PAUSE = 0.6

Play = Callable[[Action], object]


class TableControls:
    """The action buttons of the human to move, the keys held for their turn, and
    "skip to my turn" while they wait (``skip``).

    ``play(action)`` plays an action the person chose (the table checks it is theirs
    to play and legal)."""

    def __init__(self, play: Play) -> None:
        self._play = play
        self.buttons: list[tuple[Control, Button]] = []
        self.pending: deque[pygame.event.Event] = deque()
        self._forced_ply = -1
        self.skip = SkipAhead()

    def rebuild(self, controls: Sequence[Control], rects: Sequence[pygame.Rect], s: float) -> None:
        """Buttons for ``controls``, placed at ``rects`` (one per control)."""
        self.buttons = []
        for control, rect in zip(controls, rects, strict=False):
            button = Button(
                control.label,
                self._clicker(control.action),
                style=control.style,
                hint=control.hint,
                tip=control.tip,
            )
            if control.font_px:
                button.font_px = control.font_px
            button.place(rect, s)
            self.buttons.append((control, button))

    def clear(self) -> None:
        self.buttons = []

    def sync(self, picture: TablePicture, may_act: bool, force: bool = False) -> bool:
        """The buttons the game's kit gives for the viewer's turn (none unless
        ``may_act`` and the picture is placed), rebuilt when they changed (or ``force``);
        True if they were rebuilt."""
        ui = picture.ui
        wanted: list[Control] = []
        if may_act and picture.places is not None:
            wanted = picture.controls(ui.legal)
        if not force and wanted == [control for control, _ in self.buttons]:
            return False
        rects = picture.place_buttons(len(wanted)) if wanted else []
        self.rebuild(wanted, rects, ui.s)
        return True

    def _clicker(self, action: Action) -> Callable[[], None]:
        def click() -> None:
            self._play(action)

        return click

    def dispatch(self, event: pygame.event.Event) -> bool:
        """Give ``event`` to the buttons (and the skip button); True if one took it."""
        return dispatch([button for _, button in self.buttons], event) or self.skip.handle(event)

    def press_key(self, event: pygame.event.Event) -> bool:
        """Play the control whose key ``event`` is; True if there was one."""
        for control, _button in self.buttons:
            if event.key in control.keys:
                self._play(control.action)
                return True
        return False

    def hold(self, event: pygame.event.Event, banner_up: bool, since_banner: float) -> None:
        """Keep a key pressed ahead for the viewer's turn: not while a banner is up or
        just after it went (a second Enter that closes it must not play a card), and only
        up to :data:`HELD_KEYS`."""
        if banner_up or since_banner < BANNER_GRACE or len(self.pending) >= HELD_KEYS:
            return
        self.pending.append(event)

    def force_later(
        self,
        ui: TableUi,
        ply: int,
        still: Callable[[], bool],
        after: Callable[[float, Callable[[], None]], None],
    ) -> None:
        """Auto-play: the viewer's only legal move (``ui.legal``) is shown in
        ``ui.forced`` and played after :data:`AUTO_PAUSE` (scaled by the speed) if
        ``still()`` holds then; once per move ``ply``."""
        if not ui.to_act or self._forced_ply == ply or len(ui.legal) != 1:
            return
        self._forced_ply = ply
        ui.forced = ui.legal[0]

        def fire() -> None:
            action = ui.forced
            if action is not None and still():
                ui.forced = None
                self._play(action)

        after(AUTO_PAUSE * ui.speed, fire)

    def draw(
        self,
        surface: pygame.Surface,
        suggested: Action | None = None,
        s: float = 1.0,
    ) -> None:
        """The buttons; the one of ``suggested`` (the coach's move) glows."""
        for control, button in self.buttons:
            if suggested is not None and control.action == suggested and button.rect.width:
                draw_glow(surface, button.rect, s)
            button.draw(surface)

    def tooltip(self) -> str | None:
        if self.skip.button.visible and self.skip.button.tooltip():
            return self.skip.button.tooltip()
        for _, button in self.buttons:
            tip = button.tooltip()
            if tip:
                return tip
        return None
