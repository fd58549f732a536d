"""The end-of-round panel on the table: shown with :meth:`BannerHost.show_banner`,
kept until a click, Enter or Space dismisses it (when a human is at the table), drawn
where the table says (``banner_frame``), no wider than its text."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.table.banner import Banner, BannerLine, draw_banner
from scenes.table.base import TableBase


class BannerHost(TableBase):
    """Showing, dismissing and drawing the banner."""

    def show_banner(
        self, title: str, lines: list[BannerLine], seconds: float, done: Callable[[], None]
    ) -> None:
        """Fade in the panel; ``done`` runs when it is dismissed (click, Enter, Space).
        With a human at the table it stays until then, so the round's summary can be
        read; a table of bots only (a demo) goes on by itself after ``seconds`` (scaled
        by the animation speed). At instant speed ``done`` runs at once."""
        if self.speed == 0:
            done()
            return
        banner = Banner(title, list(lines))
        self.banner = banner

        def finish() -> None:
            if self.banner is banner:
                self.banner = None
                self.banner_done = None
                self.banner_closed_at = self.time
                self.pending_keys.clear()
                done()

        self.banner_done = finish
        self.tweens.to(banner, "alpha", 255, 0.3 * self.speed, "out_cubic")
        if not self.session.human_seats:
            self.tweens.after(max(seconds, 1.0) * max(self.speed, 0.6), finish)

    def banner_frame(self, s: float) -> tuple[tuple[int, int], int]:
        """Where the panel goes: its centre and greatest width (tables override)."""
        return (self.size[0] // 2, self.size[1] // 2), int(min(600 * s, self.size[0] * 0.8))

    def draw_banner(self, surface: pygame.Surface, s: float) -> None:
        """Draw the panel if one is up (tables call this at the right layer)."""
        if self.banner is not None:
            center, width = self.banner_frame(s)
            draw_banner(surface, self.banner, center, width, s)

    def dismiss_banner(self, event: pygame.event.Event) -> bool:
        """Dismiss the banner on a left click, Enter or Space; True if it did."""
        if self.banner_done is None:
            return False
        click = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        key = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        )
        if not (click or key):
            return False
        self.banner_done()
        return True
