"""What decided a game for one seat, as plain facts (no words; no pygame).

A game may declare ``GameSpec.review_story`` (:data:`~game.contract.ReviewStory`): from
the start state and the actions of a finished game, the :class:`GameStory` of one seat —
the turns of the game that cost it most, in the game's own terms (No Thanks!: the move
it ran out of chips and the cards it then had to take), and the points its own earlier
play cost it in moves that were not rated (``charged``, read by the review's accuracy,
:mod:`game.review.rating`). The review adds the costliest run of rated decisions
(:mod:`game.review.story`); each game's app side puts the turns into words. Everything
here is deterministic: read from the actions, never from timing.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The generic turns the review itself finds (a game's own kinds are its own strings).
COSTLY_DECISION = "costly_decision"
COSTLY_RUN = "costly_run"


@dataclass(frozen=True)
class Turn:
    """One thing that cost a seat, as facts for words.

    ``kind`` says what it was (:data:`COSTLY_DECISION`, :data:`COSTLY_RUN`, or a game's
    own kind); ``step`` is the index in the record's actions of the move it starts at
    and ``last`` of the move it ends at (the same for one move); ``points`` what it
    cost in the game's own score (never negative: points in No Thanks!, tokens in Play
    or Pay); ``cards`` the notation of the cards it names, in order; ``count`` a count
    the kind needs (decisions in a run, tokens paid, the round).
    """

    kind: str
    step: int
    last: int
    points: float
    cards: tuple[str, ...] = ()
    count: int = 0


@dataclass(frozen=True)
class GameStory:
    """A game's own account of one seat: ``turns`` that cost it, most telling first, and
    ``charged``, the points its own earlier play cost it in moves that were not rated
    (0: none; never negative)."""

    turns: tuple[Turn, ...] = ()
    charged: float = 0.0
