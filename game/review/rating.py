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

**Ratings.** Each loss is rated against the game's thresholds (:data:`THRESHOLDS`,
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
from dataclasses import dataclass

FINE = "fine"
INACCURACY = "inaccuracy"
MISTAKE = "mistake"
BLUNDER = "blunder"
#: The ratings, best first.
RATINGS = (FINE, INACCURACY, MISTAKE, BLUNDER)


@dataclass(frozen=True)
class Thresholds:
    """Losses from which a move is rated worse: ``value`` in reward units and ``points``
    in expected score, each as (inaccuracy, mistake, blunder)."""

    value: tuple[float, float, float]
    points: tuple[float, float, float]

    def rate(self, loss: float, score_loss: float = 0.0) -> str:
        """The rating of a decision that lost ``loss`` (value) and ``score_loss``
        (expected points) against the best move: the worse of the two ratings."""
        level = max(_level(loss, self.value), _level(score_loss, self.points))
        return RATINGS[level]

    def severity(self, loss: float, score_loss: float = 0.0) -> float:
        """How far towards a blunder the move went: 0 for the best move, 1 for a blunder."""
        return min(1.0, max(loss / self.value[2], score_loss / self.points[2], 0.0))

    def to_json(self) -> dict[str, list[float]]:
        return {"value": list(self.value), "points": list(self.points)}


def _level(loss: float, limits: tuple[float, float, float]) -> int:
    return sum(1 for limit in limits if loss >= limit)


#: Per-game thresholds (points in each game's own score: No Thanks! points, Nyet!
#: points, Play or Pay tokens).
THRESHOLDS: dict[str, Thresholds] = {
    "nothanks": Thresholds(value=(0.04, 0.10, 0.20), points=(3.0, 6.0, 10.0)),
    "nyet": Thresholds(value=(0.04, 0.10, 0.20), points=(2.0, 4.0, 7.0)),
    "playorpay": Thresholds(value=(0.04, 0.10, 0.20), points=(2.0, 4.0, 7.0)),
}
DEFAULT_THRESHOLDS = Thresholds(value=(0.04, 0.10, 0.20), points=(3.0, 6.0, 10.0))


def thresholds_for(game_id: str) -> Thresholds:
    """The thresholds of ``game_id`` (a default for a game without its own)."""
    return THRESHOLDS.get(game_id, DEFAULT_THRESHOLDS)


def accuracy(losses: Iterable[tuple[float, float]], thresholds: Thresholds) -> float | None:
    """A seat's accuracy in percent over these (value loss, score loss) pairs; None if
    there are none (see the module docstring)."""
    shares = [1.0 - thresholds.severity(loss, points) for loss, points in losses]
    if not shares:
        return None
    return 100.0 * sum(shares) / len(shares)
