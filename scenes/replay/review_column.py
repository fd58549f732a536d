"""The review in the replay viewer: once a review is attached, the move list carries its
marks (?!, ?, ??) and a note above the list tells of the rated decision at the step shown
(or the one just made): the move played and the better one. Words and drawing come from
:mod:`scenes.replay.review_note`; the ratings from :mod:`game.review`."""

from __future__ import annotations

import pygame

from game.records import Record
from game.review import Review
from scenes.replay.review_note import ReviewWords, draw_note, marks, review_words

COLUMN_FILL = (10, 24, 20)  # behind the note and the list, over the table's own log
NOTE_H = 132  # the note's height, at scale 1
GAP = 8  # between the note and the list, at scale 1


class ReviewColumn:
    """The review of ``record`` shown beside the table. Until :meth:`attach` there is no
    review: nothing is drawn and the move list keeps its whole rect."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.review: Review | None = None
        self.words = ReviewWords()
        self.rect = pygame.Rect(0, 0, 0, 0)  # the note's, once placed

    def attach(self, review: Review) -> dict[int, str]:
        """Show ``review``; returns its marks for the move list (step -> ?!, ?, ??)."""
        self.review = review
        self.words = review_words(self.record, review)
        return marks(review)

    def place(self, column: pygame.Rect, s: float) -> pygame.Rect:
        """Put the note at the top of ``column``; returns what is left for the move list
        (all of ``column`` when there is no review)."""
        if self.review is None:
            return pygame.Rect(column)
        self.rect = pygame.Rect(column.x, column.y, column.width, int(NOTE_H * s))
        taken = self.rect.height + int(GAP * s)
        return pygame.Rect(column.x, column.y + taken, column.width, column.height - taken)

    def draw_backing(self, surface: pygame.Surface, list_rect: pygame.Rect, s: float) -> None:
        """An opaque ground under the note and the list (drawn before the list)."""
        if self.review is not None:
            column = self.rect.union(list_rect).inflate(int(8 * s), int(8 * s))
            pygame.draw.rect(surface, COLUMN_FILL, column)

    def draw_note(self, surface: pygame.Surface, k: int, s: float) -> None:
        """The note on the rated decision at step ``k``, or else the one just made."""
        if self.review is not None:
            decision = self.review.at_step(k) or self.review.at_step(k - 1)
            draw_note(surface, self.rect, self.record, decision, self.words, s)
