"""How a decision is rated: the loss against the best move, per-game thresholds, accuracy.

**Losses.** The hard search (:func:`game.bots.analysis.analyse`) gives every legal action
a *value*, the deciding seat's mean reward after it in [0, 1] (three quarters its share
of the win, one quarter a squashed score margin; see :mod:`game.bots.search`; in Nyet!
a search looks to the end of the round in play, so there it is the round's points
against the other seats'), and an *expected score*. The *best* action is the one the
hard bot would play (the most searched). A decision's *value loss* is
``max(0, value(best) − value(chosen))`` (0.10: about a tenth of a win given up) and its
*score loss* the expected points given up, ``expected score(best) − expected
score(chosen)`` turned so that positive is worse (0 when the value loss is 0). Both
count: in a game already lost or won the value barely moves, yet giving away twelve
points is still a blunder a player wants to hear about.

**Ratings.** Each loss is rated against the game's thresholds (``GameSpec.review_thresholds``,
three per loss: inaccuracy, mistake, blunder): below the first *fine*, from it an
*inaccuracy*, from the second a *mistake*, from the third a *blunder*; the decision
gets the worse of the two ratings. The thresholds sit above the search's own noise:
the hard bot's own moves, reviewed with a fresh generator, come out fine almost always.

**Accuracy.** A decision's *severity* is
``min(1, max(value loss / value blunder threshold, score loss / points blunder
threshold))``; a seat's accuracy is ``100 × (1 − mean severity)`` over its rated
decisions: a move as good as the best counts 100, a blunder (or worse) 0, anything
between in proportion. Forced moves (one legal action) are not rated and do not count.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.errors import UnknownGameError
from game.registry import get_game
from game.thresholds import (
    BLUNDER,
    DEFAULT_THRESHOLDS,
    FINE,
    INACCURACY,
    MISTAKE,
    RATINGS,
    Thresholds,
)

__all__ = [
    "BLUNDER",
    "DEFAULT_THRESHOLDS",
    "FINE",
    "INACCURACY",
    "MISTAKE",
    "RATINGS",
    "Thresholds",
    "accuracy",
    "thresholds_for",
]


def thresholds_for(game_id: str) -> Thresholds:
    """The thresholds ``game_id``'s spec declares (``GameSpec.review_thresholds``; points
    in the game's own score), or :data:`DEFAULT_THRESHOLDS` for a game that declares none
    or is not registered."""
    try:
        declared = get_game(game_id).review_thresholds
    except UnknownGameError:
        return DEFAULT_THRESHOLDS
    return declared if declared is not None else DEFAULT_THRESHOLDS


def accuracy(losses: Iterable[tuple[float, float]], thresholds: Thresholds) -> float | None:
    """A seat's accuracy in percent over these (value loss, score loss) pairs; None if
    there are none (see the module docstring)."""
    shares = [1.0 - thresholds.severity(loss, points) for loss, points in losses]
    if not shares:
        return None
    return 100.0 * sum(shares) / len(shares)
