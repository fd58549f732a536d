"""How a decision is rated: the loss against the best move, per-game thresholds, accuracy.

**Loss.** The hard search (:func:`game.bots.analysis.analyse`) gives every legal action a
*value*: the deciding seat's mean reward after it, in [0, 1], three quarters its share of
the win and one quarter a squashed score margin (see :mod:`game.bots.search`; in Nyet!
a search looks to the end of the round in play, so there it is the round's points
against the other seats'). The *best* action is the one the hard bot would play (the
most searched). A decision's loss is ``max(0, value(best) − value(chosen))``: 0.10 means
the chosen move gave up about a tenth of a win.

**Ratings.** A loss below the game's ``inaccuracy`` threshold is *fine*; from it,
an *inaccuracy*; from ``mistake``, a *mistake*; from ``blunder``, a *blunder*. The
thresholds are per game (:data:`THRESHOLDS`), set above the search's own noise: the hard
bot's own moves, reviewed with a fresh generator, come out fine almost always.

**Accuracy.** A seat's accuracy is ``100 × mean over its rated decisions of
(1 − min(loss, blunder) / blunder)``: a move as good as the best scores 100, a blunder
(or worse) scores 0, and anything between in proportion. Forced moves (one legal action)
are not rated and do not count.
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
    """Losses (in reward units, see the module docstring) from which a move is rated worse."""

    inaccuracy: float
    mistake: float
    blunder: float

    def rate(self, loss: float) -> str:
        """The rating of a decision that lost ``loss`` against the best move."""
        if loss >= self.blunder:
            return BLUNDER
        if loss >= self.mistake:
            return MISTAKE
        if loss >= self.inaccuracy:
            return INACCURACY
        return FINE

    def to_json(self) -> dict[str, float]:
        return {"inaccuracy": self.inaccuracy, "mistake": self.mistake, "blunder": self.blunder}


#: Per-game thresholds.
THRESHOLDS: dict[str, Thresholds] = {
    "nothanks": Thresholds(inaccuracy=0.04, mistake=0.10, blunder=0.20),
    "nyet": Thresholds(inaccuracy=0.04, mistake=0.10, blunder=0.20),
    "playorpay": Thresholds(inaccuracy=0.04, mistake=0.10, blunder=0.20),
}
DEFAULT_THRESHOLDS = Thresholds(inaccuracy=0.04, mistake=0.10, blunder=0.20)


def thresholds_for(game_id: str) -> Thresholds:
    """The thresholds of ``game_id`` (a default for a game without its own)."""
    return THRESHOLDS.get(game_id, DEFAULT_THRESHOLDS)


def decision_accuracy(loss: float, thresholds: Thresholds) -> float:
    """One decision's share of accuracy, in [0, 1] (see the module docstring)."""
    return 1.0 - min(max(loss, 0.0), thresholds.blunder) / thresholds.blunder


def accuracy(losses: Iterable[float], thresholds: Thresholds) -> float | None:
    """A seat's accuracy in percent over these losses; None if there are none."""
    shares = [decision_accuracy(loss, thresholds) for loss in losses]
    if not shares:
        return None
    return 100.0 * sum(shares) / len(shares)
