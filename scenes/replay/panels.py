"""What the replay viewer draws around the table: the timeline strip and the open-hands
panel (the move list is :mod:`scenes.replay.move_list`), and the move list's words. Each
is a small widget-like object placed by the viewer; none of them knows a rule (the steps
come from :class:`~scenes.replay.timeline.Timeline`, the hands from each seat's display
model)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame
from typing_extensions import TypeVar

from game.events import GameEvent
from scenes.core import theme
from scenes.core.i18n import _
from scenes.table.log_book import move_line

HAND_CARD_W = 26  # a card face's width in the open-hands panel, at scale 1
#: A game's card (the open-hands panel draws one game's cards with its art or words).
C = TypeVar("C", bound=Hashable)


def step_words(
    events: Sequence[Sequence[GameEvent]], describe: Callable[[GameEvent], str | None]
) -> list[str]:
    """Each step's first line in the table's log words (``describe(event)``, the game
    kit's log line), or "" when none of its events has one."""
    return [move_line(step_events, describe) for step_events in events]


class TimelineStrip:
    """A bar of the whole game: filled up to the step shown, a tick at each round's
    start. A click or drag asks ``on_pick`` for the step under the pointer."""

    def __init__(self, length: int, round_starts: Sequence[int], on_pick: Callable[[int], None]):
        self.length = max(1, length)
        self.round_starts = list(round_starts)
        self.on_pick = on_pick
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.dragging = False
        self.current = 0
        self.marks: dict[int, tuple[int, int, int]] = {}

    def place(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale

    def step_at(self, x: int) -> int:
        share = (x - self.rect.x) / max(1, self.rect.width)
        return max(0, min(self.length, round(share * self.length)))

    def x_of(self, step: int) -> int:
        return self.rect.x + round(self.rect.width * step / self.length)

    def handle(self, event: pygame.event.Event) -> bool:
        grab = self.rect.inflate(0, int(12 * self.scale))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if grab.collidepoint(event.pos):
                self.dragging = True
                self.on_pick(self.step_at(event.pos[0]))
                return True
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self.on_pick(self.step_at(event.pos[0]))
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        radius = self.rect.height // 2
        pygame.draw.rect(surface, (20, 44, 36), self.rect, border_radius=radius)
        filled = pygame.Rect(
            self.rect.x, self.rect.y, self.x_of(self.current) - self.rect.x, self.rect.height
        )
        if filled.width > 0:
            pygame.draw.rect(surface, (60, 150, 110), filled, border_radius=radius)
        for start in self.round_starts[1:]:
            x = self.x_of(start)
            pygame.draw.line(
                surface,
                theme.TEXT_DIM,
                (x, self.rect.y - int(4 * s)),
                (x, self.rect.bottom + int(4 * s)),
                max(1, int(2 * s)),
            )
        for step, colour in self.marks.items():
            pygame.draw.circle(
                surface, colour, (self.x_of(step), self.rect.centery), max(2, int(4 * s))
            )
        knob = (self.x_of(self.current), self.rect.centery)
        pygame.draw.circle(surface, theme.ACCENT, knob, max(4, int(9 * s)))
        pygame.draw.circle(surface, (20, 30, 26), knob, max(4, int(9 * s)), max(1, int(2 * s)))


def draw_open_hands(
    surface: pygame.Surface,
    rect: pygame.Rect,
    hands: Sequence[tuple[str, Sequence[C], str]],
    face: Callable[[C, int], pygame.Surface] | None,
    card_text: Callable[[C], str],
    scale: float,
) -> None:
    """A panel with each seat's hidden hand (seat name, then its cards as small faces,
    or as text when the table has no card art)."""
    s = scale
    theme.draw_panel(surface, rect, radius=int(10 * s), shadow=int(4 * s))
    theme.blit_text(
        surface,
        _("Every hand open"),
        16 * s,
        (rect.x + 12 * s, rect.y + 16 * s),
        theme.ACCENT,
        bold=True,
        anchor="midleft",
    )
    card_w = int(HAND_CARD_W * s)
    row = pygame.Rect(rect.x, rect.y + int(32 * s), rect.width, int(card_w * 1.45) + int(6 * s))
    for name, cards, note in hands:
        theme.blit_text(
            surface,
            theme.fit_text(name, 14 * s, 110 * s),
            14 * s,
            (row.x + 12 * s, row.centery),
            theme.TEXT,
            anchor="midleft",
        )
        x = row.x + int(128 * s)
        if note:
            theme.blit_text(
                surface, note, 14 * s, (x, row.centery), theme.ACCENT, bold=True, anchor="midleft"
            )
            x += int(90 * s)
        if not cards and not note:
            theme.blit_text(
                surface,
                _("no hidden cards"),
                13 * s,
                (x, row.centery),
                theme.TEXT_DIM,
                anchor="midleft",
            )
        elif cards:
            _draw_cards(surface, row, x, cards, face, card_text, s)
        row.y += row.height


def _draw_cards(
    surface: pygame.Surface,
    row: pygame.Rect,
    x: int,
    cards: Sequence[C],
    face: Callable[[C, int], pygame.Surface] | None,
    card_text: Callable[[C], str],
    s: float,
) -> None:
    """One seat's hidden cards in ``row`` from ``x`` on: small faces overlapping to fit
    when there is card art, else the cards' names on one line, cut to fit."""
    if face is not None:
        cw = int(HAND_CARD_W * s)
        step = min(cw + int(3 * s), (row.right - x - cw - int(8 * s)) // max(1, len(cards)))
        for i, card in enumerate(cards):
            surface.blit(face(card, cw), (x + i * step, row.y + int(2 * s)))
        return
    line = ", ".join(card_text(card) for card in cards)
    shown = theme.fit_text(line, 13 * s, row.right - x - 10 * s)
    theme.blit_text(surface, shown, 13 * s, (x, row.centery), theme.TEXT, anchor="midleft")
