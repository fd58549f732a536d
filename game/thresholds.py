"""Review thresholds: from which loss a decision is rated an inaccuracy, a mistake or a
blunder (plain data; each game's :class:`~game.contract.GameSpec` declares its own, the
review in :mod:`game.review.rating` applies them)."""

from __future__ import annotations

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


#: Thresholds of a game that declares none (points in No Thanks!-sized scores).
DEFAULT_THRESHOLDS = Thresholds(value=(0.04, 0.10, 0.20), points=(3.0, 6.0, 10.0))
