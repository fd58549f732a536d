"""The human's controls: one button per legal action (each table says which, through
``controls_for``), their keys, and the table's keyboard and mouse handling."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.contract import Action
from scenes.core import theme
from scenes.core.widgets import Button, dispatch
from scenes.table.base import TableBase


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
            if event.key == pygame.K_SPACE and not self.queue and self.animating:
                return
            for control, _button in self.controls:
                if event.key in control.keys:
                    self._clicker(control.action)()
                    return
        self.handle_table_event(event)
