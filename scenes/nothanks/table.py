"""The No Thanks! table: seats around the felt, the stack, the offered card and its
chips, each player's runs, and an animation for every rules event.

What is drawn comes from the display model (:mod:`scenes.nothanks.model`): built from the
viewer's view on start and resync, and folded forward by each event once its animation
has played; no rule is decided here. The table is built in layers, one module each:
:mod:`~scenes.nothanks.layout` (the layout spec, positions and the model),
:mod:`~scenes.nothanks.seats` (seat panels and displays), :mod:`~scenes.nothanks.centre`
(stack, offer, chips, Peek), :mod:`~scenes.nothanks.motion` (event kind → animation),
:mod:`~scenes.nothanks.controls` (buttons, card choices, prompt, tooltips) and this one
(the frame: top bar, prompt bar, sprites, banner, log); :mod:`~scenes.nothanks.words`
holds the wording.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.events import GameEvent
from scenes.core import theme
from scenes.nothanks import words
from scenes.nothanks.art import flip_surface
from scenes.nothanks.controls import NoThanksControls
from scenes.table.components.prompt_bar import draw_prompt_bar, prompt_rect
from scenes.table.scene import Sprite

__all__ = ["NoThanksTable"]

#: The prompt bar: at most this wide (design pixels), this far above the own seat.
PROMPT_WIDTH = 620
PROMPT_GAP = 10


class NoThanksTable(NoThanksControls):
    """The No Thanks! table scene."""

    # Log ---------------------------------------------------------------------------------
    def describe_event(self, event: GameEvent) -> str | None:
        return words.describe(event, self.session.seat_label)

    def describe_private(self, event: GameEvent, data: Any) -> str | None:
        shared = len(self.session.human_seats) > 1
        return words.describe_private(event, data, shared)

    # Frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if (
            not self.animating
            and not self.queue
            and not self.curtain_up
            and self.synced_ply != self.session.ply
        ):
            # Every action's animations are over: show exactly the viewer's view.
            self.sync_display()
            self.refresh_controls()

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(theme.felt_background(self.size), (0, 0))
        self.card_hits = []
        self.choice_hits = []
        self.score_hits = []
        self.peek_rect = pygame.Rect(0, 0, 0, 0)
        self.draw_top_bar(surface)
        self.draw_stack(surface)
        self.draw_offer(surface)
        for seat, rect in self.seat_rects.items():
            self.draw_seat(surface, seat, rect)
        self.draw_peek(surface)
        self.draw_prompt(surface)
        for sprite in self.sprites:
            self.draw_sprite(surface, sprite)
        self.draw_banner(surface, self.s)
        self.draw_waiting(surface)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        s, m = self.s, self.model
        bar, title = self.draw_title_bar(surface, s, 52, 26)
        bits = words.top_bar_bits(
            m.round, m.rounds, m.stack, self.session.seed, self.session.options
        )
        where = (title.right + 10 * s, bar.centery)
        theme.blit_text(
            surface, "   ·   ".join(bits), 17 * s, where, theme.TEXT_DIM, anchor="midleft"
        )

    def draw_prompt(self, surface: pygame.Surface) -> None:
        """What the table asks of the viewer, in the prompt bar above their seat."""
        prompt = self.prompt()
        own = self.seat_rects.get(self.bottom_seat())
        if prompt is None or own is None:
            return
        s = self.s
        title, detail = prompt
        width = int(min(self.area.width - 24 * s, PROMPT_WIDTH * s))
        anchor = (self.area.centerx, own.y - int(PROMPT_GAP * s))
        draw_prompt_bar(surface, prompt_rect(anchor, width, bool(detail), s), title, detail, s)

    def draw_waiting(self, surface: pygame.Surface) -> None:
        """ "Waiting for …" where the buttons go while a bot decides."""
        p = self.state.current_player
        if (
            self.viewer is None
            or self.controls
            or self.finished
            or p < 0
            or self.animating
            or self.queue
            or self.session.is_human(p) is not False
        ):
            return
        s, r = self.s, self.controls_rect
        theme.blit_text(
            surface,
            "Waiting for",
            16 * s,
            (r.centerx, r.centery - 12 * s),
            theme.TEXT_DIM,
            anchor="center",
        )
        name = theme.fit_text(self.session.seat_label(p), 18 * s, r.width, True)
        where = (r.centerx, r.centery + 12 * s)
        theme.blit_text(surface, name, 18 * s, where, theme.TEXT, bold=True, anchor="center")

    def draw_sprite(self, surface: pygame.Surface, sprite: Sprite) -> None:
        art = self.app.cards
        if sprite.kind == "chip":
            chip = art.chip(int(13 * self.s))
            surface.blit(chip, chip.get_rect(center=(int(sprite.x), int(sprite.y))))
            return
        w = max(8, int(sprite.w))
        if sprite.kind == "flip":
            surf = flip_surface(art.face(sprite.value, w), art.back(sprite.back, w), sprite.p)
        else:
            surf = art.face(sprite.value, w)
        rect = surf.get_rect(center=(int(sprite.x), int(sprite.y)))
        if sprite.alpha < 255:
            surf = surf.copy()
            surf.set_alpha(max(0, int(sprite.alpha)))
        else:
            surface.blit(art.shadow(w), rect.move(5, 8))
        surface.blit(surf, rect)
