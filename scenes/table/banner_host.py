"""The end-of-round panel on the table: shown with :meth:`BannerHost.show`, kept until a
click, Enter or Space dismisses it (when a human is at the table), drawn where the game
says (its kit's ``banner_frame``), no wider than its text."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.core.tween import Tweener
from scenes.table.banner import Banner, BannerLine, draw_banner
from scenes.table.kit import TableUi


class BannerHost:
    """Showing, dismissing and drawing the banner; the banner shown is ``ui.banner``."""

    def __init__(self, ui: TableUi, tweens: Tweener, bots_only: bool) -> None:
        self._ui = ui
        self._tweens = tweens
        self._bots_only = bots_only
        self._done: Callable[[], None] | None = None
        #: ``ui.time`` when the last banner went away (keys right after it are not held).
        self.closed_at = float("-inf")
        #: Called when a banner goes (the table drops keys held meanwhile).
        self.on_close: Callable[[], None] = lambda: None

    @property
    def up(self) -> bool:
        return self._ui.banner is not None

    def show(
        self, title: str, lines: list[BannerLine], seconds: float, done: Callable[[], None]
    ) -> None:
        """Fade in the panel; ``done`` runs when it is dismissed (click, Enter, Space).
        With a human at the table it stays until then, so the round's summary can be
        read; a table of bots only (a demo) goes on by itself after ``seconds`` (scaled
        by the animation speed). At instant speed ``done`` runs at once."""
        speed = self._ui.speed
        if speed == 0:
            done()
            return
        banner = Banner(title, list(lines))
        self._ui.banner = banner

        def finish() -> None:
            if self._ui.banner is banner:
                self._ui.banner = None
                self._done = None
                self.closed_at = self._ui.time
                self.on_close()
                done()

        self._done = finish
        self._tweens.to(banner, "alpha", 255, 0.3 * speed, "out_cubic")
        if self._bots_only:
            self._tweens.after(max(seconds, 1.0) * max(speed, 0.6), finish)

    def dismiss(self, event: pygame.event.Event) -> bool:
        """Dismiss the banner on a left click, Enter or Space; True if it did."""
        if self._done is None:
            return False
        click = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        key = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        )
        if not (click or key):
            return False
        self._done()
        return True

    def close(self) -> None:
        """Dismiss the banner now, if one is up (a replay viewer moving on)."""
        if self._done is not None:
            self._done()

    def draw(self, surface: pygame.Surface, frame: tuple[tuple[int, int], int]) -> None:
        """Draw the panel, if one is up, centred at ``frame[0]``, at most ``frame[1]``
        wide."""
        if self._ui.banner is not None:
            draw_banner(surface, self._ui.banner, frame[0], frame[1], self._ui.s)
