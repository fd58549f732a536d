"""The human's controls: one button per legal action (each table says which, through
``controls_for``), their keys, and the table's keyboard and mouse handling.

Keys are never lost to an animation: a key pressed while the viewer cannot act yet (a
move animating, a bot's turn) is held, up to :data:`HELD_KEYS` of them, and replayed in
order at the start of the first frame the viewer can act. Esc (the menu) acts at once;
held keys are dropped when the curtain comes down for another player, a banner goes
or the game ends, and keys are not held while a banner is up or just after.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.contract import Action
from scenes.core import theme
from scenes.core.widgets import Button, dispatch
from scenes.table.base import TableBase

#: How many keys pressed ahead are kept (more are ignored).
HELD_KEYS = 4
#: Seconds after a banner goes during which keys are not held.
BANNER_GRACE = 0.5


class TableControls(TableBase):
    """Buttons for the human to move and the input handling of the table."""

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

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dismiss_banner(event):
            return
        if dispatch([button for _, button in self.controls], event):
            return
        if dispatch(self.widgets, event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.take_back()
                return
            if self.holds_keys():
                if self.takes_key_ahead():
                    self.pending_keys.append(event)
                return
            for control, _button in self.controls:
                if event.key in control.keys:
                    self._clicker(control.action)()
                    return
        self.handle_table_event(event)

    def holds_keys(self) -> bool:
        """True while a human viewer is at the table but cannot act yet (a move is
        animating or another seat decides): their keys wait for their turn."""
        viewer = self.viewer
        if viewer is None or not self.session.is_human(viewer):
            return False
        if self.finished or self.curtain_up or self.driven or self.error:
            return False
        return not self.human_to_move()

    def takes_key_ahead(self) -> bool:
        """Whether a key pressed now is held: not while a banner is up or just after it
        went (a second Enter that closes it must not play a card), and only up to
        :data:`HELD_KEYS`."""
        if self.banner is not None or self.time - self.banner_closed_at < BANNER_GRACE:
            return False
        return len(self.pending_keys) < HELD_KEYS

    def replay_keys(self) -> None:
        """Replay held keys in order while the viewer may act (one that plays an action
        ends the turn: the rest wait for the next one)."""
        while self.pending_keys and self.human_to_move():
            if not self.controls:
                self.refresh_controls()
            self.handle_event(self.pending_keys.popleft())
