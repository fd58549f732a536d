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
They are the game's calibration too: Nyet!'s value thresholds are lower than the other
games' (its values are a round's, narrower than a whole game's).

**Accuracy** is the lower of two readings, each in percent, and never below 0:

* the *points reading*: the share of the points at stake that the seat's decisions kept.
  At each rated decision the points at stake are the gap between the best and the worst
  option's expected score, and the points lost are its score loss (never negative);
  points the game charges to the seat's own earlier play in moves that were not rated
  (``charged``: No Thanks!'s cards taken with no chip left to refuse them, see
  :mod:`game.review.story`) count as both at stake and lost. The reading is
  ``100 × (1 − lost / at stake)``. It is what ties the accuracy to how the game went: a
  seat that ran out of chips and had to take everything lost those points to its own
  play, though each pass on the way looked fine to the search;
* the *severity reading*, per decision (calibrated on bot games, ``bench/review_accuracy.py``,
  table in docs/bench.md, "Review accuracy": in every game random play reads about 50 %
  or less, the hard bot's 90 % or more, and the levels read in their order, random < easy
  < medium < hard; ``tests/test_review_calibration.py`` checks the order on stored
  decisions). The order is the bots' own: the formula is monotone in each decision's
  severity, so a level that reads lower makes the larger losses by the hard search's
  measure. A decision's *severity* is ``min(1, max(value loss / value blunder threshold,
  score loss / points blunder threshold, 0))`` (0 for the best move, 1 for a blunder or
  worse; never negative). Its *stakes* are what the worst legal option would have given
  up, measured the same way (``max(value spread / value blunder threshold, points spread
  / points blunder threshold)``), and its *weight* is the stakes kept within
  [:data:`MIN_WEIGHT`, 1]: a decision where every option is worth the same says little
  about the play. With ``m`` the weighted mean severity, the reading is
  ``100 / (1 + (m / HALF)²)`` (:data:`HALF`: a mean severity of 0.3, about one decision
  in three a blunder, reads 50 %), and at most ``100 − BLUNDER_COST × blunders`` (three
  blunders cannot read 90 %).

Both readings are monotone: a larger loss at any decision, or more points charged, never
reads higher. Forced moves (one legal action) are not rated and do not count, except for
the points the game charges for them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

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
    "points_at_stake",
    "points_reading",
    "severity_reading",
    "stakes",
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


#: The least weight of a rated decision (one where every option is worth the same).
MIN_WEIGHT = 0.05
#: The weighted mean severity that reads 50 %.
HALF = 0.3
#: Accuracy points each blunder takes off the most a seat may read.
BLUNDER_COST = 4.0


class RatedOption(Protocol):
    """What the accuracy reads of an option (a :class:`~game.review.report.OptionStat`)."""

    @property
    def value(self) -> float: ...
    @property
    def expected_score(self) -> float: ...


class Rated(Protocol):
    """What the accuracy reads of a rated decision (a :class:`~game.review.report.Decision`)."""

    @property
    def loss(self) -> float: ...
    @property
    def score_loss(self) -> float: ...
    @property
    def rating(self) -> str: ...
    @property
    def options(self) -> Sequence[RatedOption]: ...


def stakes(decision: Rated, thresholds: Thresholds) -> float:
    """What the worst option would have given up against the best, in blunders (see the
    module docstring); 1 when the options are unknown."""
    if not decision.options:
        return 1.0
    values = [float(o.value) for o in decision.options]
    scores = [float(o.expected_score) for o in decision.options]
    return max(
        (max(values) - min(values)) / thresholds.value[2],
        (max(scores) - min(scores)) / thresholds.points[2],
    )


def points_at_stake(decision: Rated) -> float:
    """The gap between the best and the worst option's expected score (0 when the
    options are unknown)."""
    scores = [float(o.expected_score) for o in decision.options]
    return max(scores) - min(scores) if scores else 0.0


def points_reading(decisions: Sequence[Rated], charged: float = 0.0) -> float:
    """The share of the points at stake the decisions kept, in percent (see the module
    docstring); 100 when nothing was at stake."""
    charged = max(0.0, charged)
    lost = sum(max(0.0, d.score_loss) for d in decisions) + charged
    stake = sum(max(points_at_stake(d), max(0.0, d.score_loss)) for d in decisions) + charged
    return 100.0 if stake <= 0.0 else max(0.0, 100.0 * (1.0 - lost / stake))


def severity_reading(decisions: Sequence[Rated], thresholds: Thresholds) -> float:
    """The calibrated reading of the decisions' weighted mean severity, capped by their
    blunders, in percent (see the module docstring)."""
    weights = [min(1.0, max(MIN_WEIGHT, stakes(d, thresholds))) for d in decisions]
    severities = [thresholds.severity(d.loss, d.score_loss) for d in decisions]
    mean = sum(w * v for w, v in zip(weights, severities, strict=True)) / sum(weights)
    calibrated = 100.0 / (1.0 + (mean / HALF) ** 2)
    blunders = sum(1 for d in decisions if d.rating == BLUNDER)
    return max(0.0, min(calibrated, 100.0 - BLUNDER_COST * blunders))


def accuracy(
    decisions: Iterable[Rated], thresholds: Thresholds, charged: float = 0.0
) -> float | None:
    """A seat's accuracy in percent over its rated ``decisions``, with ``charged`` points
    lost in moves that were not rated; None if there is no rated decision (see the
    module docstring)."""
    rated = list(decisions)
    if not rated:
        return None
    return min(severity_reading(rated, thresholds), points_reading(rated, charged))
