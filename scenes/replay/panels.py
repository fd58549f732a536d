"""What the replay viewer draws around the table: the move list, the timeline strip and
the open-hands panel. Each is a small widget-like object placed by the viewer; none of
them knows a rule (the steps come from :class:`~scenes.replay.timeline.Timeline`, the
hands from each seat's display model)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame
from typing_extensions import TypeVar

from game.events import GameEvent
from scenes.core import theme
from scenes.core.i18n import _, pgettext
from scenes.replay.timeline import Step
from scenes.table.log_book import move_line

HIGHLIGHT = (70, 120, 96)
MARK = (245, 205, 96)
HAND_CARD_W = 26  # a card face's width in the open-hands panel, at scale 1
#: A game's card (the open-hands panel draws one game's cards with its art or words).
C = TypeVar("C", bound=Hashable)


class MoveList:
    """The record's actions, one per row, round headings between rounds; the row of the
    step shown is highlighted and kept in sight. A click on a row asks ``on_pick`` for
    the step after that action; the wheel scrolls."""

    def __init__(self, on_pick: Callable[[int], None]) -> None:
        self.on_pick = on_pick
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.rows: list[tuple[str, int | None]] = []  # (text, step after it) or heading
        self.scroll = 0
        self.current = 0
        self.marks: dict[int, str] = {}  # step -> a short note (review ratings)

    def set_steps(
        self, steps: Sequence[Step], names: Sequence[str], words: Sequence[str] = ()
    ) -> None:
        """One row per step: ``words[i]`` (the live log's line for step ``i + 1``) when
        given, else the seat's name and the action's notation."""
        rows: list[tuple[str, int | None]] = [(pgettext("move list heading", "Deal"), 0)]
        last_round = 1
        for index, step in enumerate(steps):
            if step.round != last_round:
                rows.append((_("Round {number}").format(number=step.round), None))
                last_round = step.round
            said = words[index] if index < len(words) and words[index] else ""
            text = said or f"{names[step.seat]}: {step.text}"
            rows.append((f"{step.number}. {text}", step.number))
        self.rows = rows

    @property
    def tall(self) -> bool:
        """Rows of two lines, in a narrow column (a move in words needs the room)."""
        return self.rect.width < 280 * self.scale

    @property
    def row_h(self) -> int:
        return max(12, int((36 if self.tall else 24) * self.scale))

    def _room(self) -> int:
        return self.rect.width - int(50 * self.scale)

    def _shared_px(self) -> float:
        """One text size for the rows in view: the largest, down to 0.8 of the list's
        size, at which each of them fits one line (so rows do not change size one to
        the next); rows too long even then wrap at that size."""
        base = 15 * self.scale
        shown = self.rows[self.scroll : self.scroll + self.visible()]
        sizes = [base * (1 - 0.07 * step) for step in range(3)]
        for size in sizes:
            if all(
                theme.font(round(size), step is None).size(text)[0] <= self._room()
                for text, step in shown
            ):
                return size
        return sizes[-1]

    def _lines(self, text: str, heading: bool, px: float) -> tuple[list[str], float]:
        """A row's text at the list's size ``px``: one line, else wrapped (two lines in a
        tall row), shrunk and then shortened only when that is not enough."""
        room, height = self._room(), self.row_h - 2 * self.scale
        lines = theme.wrap_text(text, px, room, heading)
        whole = " ".join(lines).split() == text.split()  # no word cut short
        if whole and len(lines) * px * 1.1 <= height:
            return lines, px
        return theme.fit_block(text, px, room, height, bold=heading, smallest=0.8)

    def visible(self) -> int:
        return max(1, (self.rect.height - int(40 * self.scale)) // self.row_h)

    def place(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.show(self.current)

    def show(self, step: int) -> None:
        """Highlight ``step`` and scroll so its row is in sight."""
        self.current = step
        index = self._row_of(step)
        top, n = self.scroll, self.visible()
        if index < top + 2 or index >= top + n - 2:
            self.scroll = max(0, min(index - n // 2, len(self.rows) - n))

    def _row_of(self, step: int) -> int:
        for index, (_text, row_step) in enumerate(self.rows):
            if row_step == step:
                return index
        return 0

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                limit = max(0, len(self.rows) - self.visible())
                self.scroll = max(0, min(limit, self.scroll - 3 * event.y))
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            y0 = self.rect.y + int(36 * self.scale)
            index = self.scroll + (event.pos[1] - y0) // self.row_h
            if event.pos[1] >= y0 and 0 <= index < len(self.rows):
                step = self.rows[index][1]
                if step is not None:
                    self.on_pick(step)
            return True
        return False

    def tooltip(self, mouse: tuple[int, int]) -> str | None:
        """The whole row under the mouse, when the list shows it cut."""
        if not self.rect.collidepoint(mouse):
            return None
        y0 = self.rect.y + int(36 * self.scale)
        index = self.scroll + (mouse[1] - y0) // self.row_h
        if mouse[1] < y0 or not self.scroll <= index < min(
            len(self.rows), self.scroll + self.visible()
        ):
            return None
        text, step = self.rows[index]
        lines, _px = self._lines(text, step is None, self._shared_px())
        cut = lines[-1].endswith("…") and not text.endswith("…")
        return text if cut else None

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.draw_panel(surface, self.rect, radius=int(10 * s))
        theme.blit_text(
            surface,
            _("Moves"),
            17 * s,
            (self.rect.x + 12 * s, self.rect.y + 18 * s),
            theme.ACCENT,
            bold=True,
            anchor="midleft",
        )
        y = self.rect.y + int(36 * s)
        shared = self._shared_px()
        for text, step in self.rows[self.scroll : self.scroll + self.visible()]:
            row = pygame.Rect(
                self.rect.x + int(6 * s), y, self.rect.width - int(12 * s), self.row_h
            )
            if step is not None and step == self.current:
                pygame.draw.rect(surface, HIGHLIGHT, row, border_radius=int(5 * s))
            colour = theme.TEXT if step is not None else theme.TEXT_DIM
            lines, px = self._lines(text, step is None, shared)
            top = row.centery - len(lines) * px * 1.1 / 2
            for i, line in enumerate(lines):
                theme.blit_text(
                    surface,
                    line,
                    px,
                    (row.x + 6 * s, top + (i + 0.5) * px * 1.1),
                    colour,
                    bold=step is None,
                    anchor="midleft",
                )
            note = self.marks.get(step) if step is not None else None
            if note:
                theme.blit_text(
                    surface,
                    note,
                    14 * s,
                    (row.right - 6 * s, row.centery),
                    MARK,
                    bold=True,
                    anchor="midright",
                )
            y += self.row_h


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
