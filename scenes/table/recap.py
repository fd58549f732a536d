""" "Since your turn": what the others did since each person last moved, in the game's own
log words, and the one-line strip that shows it at the start of that person's turn.

:meth:`Recap.note` is told each action's public log lines (``kit.describe``) and who
acted: the actor's list starts afresh, every other person's list grows. At the start of
a person's turn :meth:`Recap.show_for` puts their list on the strip (when the setting is
on and the others did something); the pass-and-play curtain shows the same line
(:meth:`Recap.line_for`). The strip goes when clicked or when the person moves. It also
shows one-off notices (:meth:`Recap.notice`, e.g. what an undo took back). Only public
lines are kept, so the curtain may show them to anyone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import pygame

from scenes.core import theme
from scenes.core.boxes import note_box
from scenes.core.i18n import _
from scenes.core.widgets import Widget
from scenes.table.table_words import before_your_turn, earlier_moves, since_your_turn

#: How many of the latest moves the line names at most (earlier ones are counted).
MOST_PARTS = 6
#: How many moves are kept per person (the line counts only these).
KEPT_PARTS = 60
#: Between two moves on the line.
SEPARATOR = " · "
#: The close mark drawn at the strip's top right.
CLOSE = "×"
#: Rows of text the strip wraps to at most (it sits over the top of the move log), and
#: the most for one long move alone (a round's end: its trick, scores and next deal).
MOST_ROWS = 3
LONGEST_ROWS = 5


def recap_line(parts: Sequence[str], fits: Callable[[str], bool] = lambda line: True) -> str:
    """The moves in ``parts`` as one line: the latest ones that fit (at most
    :data:`MOST_PARTS`), led by how many earlier moves are left out ("" for none)."""
    if not parts:
        return ""
    for shown in range(min(MOST_PARTS, len(parts)), 0, -1):
        left = len(parts) - shown
        lead = "" if not left else earlier_moves(left) + SEPARATOR
        line = lead + SEPARATOR.join(parts[-shown:])
        if fits(line):
            return line
    return parts[-1]


class Recap(Widget):
    """The others' moves since each person's last one, and the strip showing them."""

    def __init__(self, people: Iterable[int]) -> None:
        super().__init__()
        self.people = tuple(people)
        #: The "Since your turn" setting.
        self.enabled = True
        self.since: dict[int, list[str]] = {seat: [] for seat in self.people}
        #: The strip's text ("" when hidden) and its full text for the tooltip.
        self.text = ""
        self.full = ""
        #: The moves the strip shows (to write it again in a new language), or None
        #: for a notice or nothing.
        self.shown: list[str] | None = None
        self.area = pygame.Rect(0, 0, 0, 0)
        #: The people who have moved this game (before that the strip says "Before
        #: your turn:"), and whether the strip shows the first kind.
        self.moved: set[int] = set()
        self.first = False

    # What happened ---------------------------------------------------------------------
    def note(self, actor: int, lines: Iterable[str]) -> None:
        """``actor`` (a seat) made a move whose public log lines are ``lines``: one part
        of the others' recaps ("Cleo takes 8 + 3 chips, 14 is turned up")."""
        part = ", ".join(line.strip() for line in lines if line.strip())
        self.moved.add(actor)
        for seat in self.people:
            if seat == actor:
                self.since[seat] = []
            elif part:
                self.since[seat].append(part)
                del self.since[seat][:-KEPT_PARTS]
        if actor in self.people:
            self.hide()

    def line_for(self, seat: int | None, fits: Callable[[str], bool] = lambda line: True) -> str:
        """``seat``'s recap as one line ("" when off, or nothing happened since)."""
        if not self.enabled or seat is None:
            return ""
        return recap_line(self.since.get(seat, []), fits)

    # The strip -------------------------------------------------------------------------
    def show_for(self, seat: int | None) -> None:
        """At the start of ``seat``'s turn: show what the others did (if anything)."""
        parts = self.since.get(seat, []) if seat is not None else []
        if self.enabled and parts:
            self.shown = list(parts)
            self.first = seat not in self.moved
            self.words()
            self.visible = True
            self.hovered = False  # a new strip is not under the pointer until it moves
            if seat is not None:
                self.since[seat] = []

    def words(self) -> None:
        """The strip's lead in the current language (again on a change of language; the
        moves keep the words they were logged in)."""
        if self.shown:
            lead = self._lead()
            self.text = lead + " " + recap_line(self.shown, self._fits)
            self.full = lead + "\n" + "\n".join(self.shown[-20:])

    def _lead(self) -> str:
        return before_your_turn() if self.first else since_your_turn()

    def notice(self, text: str) -> None:
        """Show a one-off message on the strip (whatever the setting)."""
        self.text = self.full = text
        self.shown = None
        self.visible = bool(text)
        self.hovered = False

    def hide(self) -> None:
        self.text = self.full = ""
        self.shown = None
        self.visible = False
        self.hovered = False  # else the next strip pops its tooltip at the pointer

    def place(self, rect: pygame.Rect | tuple[int, int, int, int], scale: float) -> None:
        """``rect``: the room the strip may take, its top where the strip goes (it is
        drawn as wide and as high as its text; not at all when that is higher)."""
        super().place(rect, scale)
        self.area = pygame.Rect(rect)

    def _px(self) -> float:
        return 16 * self.scale

    def _room(self) -> float:
        return max(1.0, self.area.width - 64 * self.scale)

    def _fits(self, line: str) -> bool:
        rows = theme.wrap_text(self._lead() + " " + line, self._px(), self._room())
        return len(rows) <= MOST_ROWS

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the strip closes it."""
        if not self.visible or not self.text:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.hide()
            return True
        return False

    def tooltip(self) -> str | None:
        if self.visible and self.text and self.hovered:
            return self.full + "\n" + _("(click to close)")
        return None

    def _rows(self) -> tuple[list[str], float]:
        """The strip's rows and their size: smaller, then more rows, before any "…"."""
        px = self._px()
        rows = theme.wrap_text(self.text, px, self._room())
        for smaller in (0.92, 0.85, 0.78):
            if len(rows) <= MOST_ROWS:
                break
            px = self._px() * smaller
            rows = theme.wrap_text(self.text, px, self._room())
        if len(rows) > LONGEST_ROWS:
            rows = [
                *rows[: LONGEST_ROWS - 1],
                theme.fit_text(" ".join(rows[LONGEST_ROWS - 1 :]), px, self._room()),
            ]
        return rows, px

    def height(self) -> int:
        """The strip's height as it would be drawn now (0 when hidden)."""
        if not self.visible or not self.text or self.area.width <= 0:
            return 0
        rows, px = self._rows()
        return theme.pitch(px) * len(rows) + int(10 * self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or not self.text or self.area.width <= 0:
            return
        s = self.scale
        rows, px = self._rows()
        labels = [theme.text(row, px, theme.TEXT) for row in rows]
        close = theme.text(CLOSE, px * 1.2, theme.TEXT_DIM, bold=True)
        pad, pitch = int(12 * s), theme.pitch(px)
        width = max(label.get_width() for label in labels) + close.get_width() + 3 * pad
        height = pitch * len(rows) + int(10 * s)  # as height() says
        rect = pygame.Rect(0, 0, min(width, self.area.width), height)
        rect.midtop = (self.area.centerx, self.area.y)
        if rect.height > self.area.height:  # no room under the coach: back when it closes
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        self.rect = rect
        edge = theme.ACCENT if self.hovered else theme.PANEL_EDGE
        panel = theme.rounded_panel(rect.size, (10, 16, 22, 240), int(10 * s), edge, 1)
        surface.blit(panel, rect)
        note_box("recap", "since your turn", rect)
        y = rect.y + int(5 * s)
        for label in labels:
            surface.blit(label, label.get_rect(topleft=(rect.x + pad, y)))
            y += pitch
        surface.blit(close, close.get_rect(topright=(rect.right - pad, rect.y + int(3 * s))))
