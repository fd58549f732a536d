"""Skip to my turn: while a person waits for the bots, holding Space (or pressing the
"Skip to my turn" button) plays the bots' moves fast until it is a person's turn.

The part only says how fast the table runs: :meth:`SkipAhead.speed` turns the speed
setting's factor into :data:`SKIP_FACTOR` of it while skipping (bot pauses and motions
are scaled by it, so nothing is left out, only quicker). The table calls
:meth:`SkipAhead.stop` when a person's turn begins: the button's skip ends there, and a
Space still held must be pressed again (a held key never plays the person's move).
"""

from __future__ import annotations

import pygame

from scenes.core.i18n import _
from scenes.core.widgets import Button

#: The share of each pause and motion left while skipping.
SKIP_FACTOR = 0.12
SKIP_KEYS = (pygame.K_SPACE,)


class SkipAhead:
    """Whether the bots' moves run fast now, from Space held or the button."""

    def __init__(self) -> None:
        self.held = False
        self.latched = False
        #: Offered while a person at the table waits for a bot (set by the table).
        self.offered = False
        self.button = Button("", self.latch, style="secondary", hint="")
        self.button.visible = False
        self.words()

    def words(self) -> None:
        """The button's label and tip in the current language."""
        self.button.label = _("Skip") + " »"
        self.button.tip = _(
            "Skip to my turn: the bots' moves play fast until your turn (or hold Space)"
        )

    @property
    def active(self) -> bool:
        return self.offered and (self.held or self.latched)

    def latch(self) -> None:
        """The button: skip until a person's turn."""
        self.latched = True

    def stop(self) -> None:
        """A person's turn: skipping ends (Space must be pressed anew)."""
        self.held = self.latched = False

    def offer(self, offered: bool) -> None:
        """Offer skipping (and show the button) only while a person waits for a bot."""
        self.offered = offered
        self.button.visible = offered and not self.latched
        if not offered:
            self.stop()

    def key(self, event: pygame.event.Event) -> bool:
        """Space down starts skipping while offered, Space up ends it; True if used."""
        if event.type == pygame.KEYUP and event.key in SKIP_KEYS:
            was, self.held = self.held, False
            return was
        if event.type == pygame.KEYDOWN and event.key in SKIP_KEYS and self.offered:
            self.held = True
            return True
        return False

    def speed(self, factor: float) -> float:
        """The speed factor to use now (the setting's, or a fraction of it)."""
        return factor * SKIP_FACTOR if self.active else factor

    def place(self, log: pygame.Rect, s: float) -> None:
        """The button sits in the log panel's heading row, at its right end (it never
        covers the table)."""
        width, height = int(156 * s), int(30 * s)
        self.button.place((log.right - width - int(8 * s), log.y + int(6 * s), width, height), s)
        self.button.font_px = 15

    def handle(self, event: pygame.event.Event) -> bool:
        return self.button.visible and self.button.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.button.visible:
            self.button.draw(surface)
