"""What a review holds: rated decisions, per-seat summaries, and their JSON form.

Everything here is plain data. Seats and steps are 0-based: ``Decision.step`` is the
index in ``record.actions`` of the action the seat chose (the state before it is the
replay of ``record.actions[:step]``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from game.review.rating import RATINGS, Thresholds, accuracy, thresholds_for

#: Bumped whenever the method changes (thresholds, budget, seeding): older stored
#: reviews are then computed again. What is derived from the stored decisions when a
#: review is read (the accuracy, the points charged for forced moves, the headline's
#: story) is never read back from the file, so changing it needs no new version.
#: 2: Nyet!'s value thresholds; 3: early stopping (game.review.early); 4: it may stop
#: from a fifth of the budget (was a quarter).
METHOD_VERSION = 4


class OptionJson(TypedDict):
    """An :class:`OptionStat` as JSON."""

    action: str
    visits: int
    value: float
    expected_score: float


class DecisionJson(TypedDict):
    """A :class:`Decision` as JSON."""

    step: int
    seat: int
    chosen: str
    best: str
    loss: float
    score_loss: float
    rating: str
    options: list[OptionJson]


class SummaryJson(TypedDict):
    """A :class:`SeatSummary` as JSON."""

    seat: int
    decisions: int
    counts: dict[str, int]
    accuracy: float | None
    mean_loss: float
    charged: float


class ReviewData(TypedDict):
    """What :meth:`Review.from_json` reads (of a stored review: checked first by
    :func:`game.review.check.checked_review`)."""

    game: str
    record_digest: str
    actions: int
    method: int
    iterations: int | None
    seats: list[int]
    decisions: list[DecisionJson]


class ReviewJson(ReviewData):
    """A :class:`Review` as JSON: what it is rebuilt from, its thresholds and one
    summary per seat (for other readers)."""

    thresholds: dict[str, list[float]]
    summaries: list[SummaryJson]


@dataclass(frozen=True)
class OptionStat:
    """One legal action at a decision, as the search valued it for the deciding seat.

    ``value`` is the mean reward in [0, 1] (what the rating compares); ``expected_score``
    the seat's mean score at the end of the searched playouts (the game's end, or in
    Nyet! the round's); ``visits`` how often the search tried it.
    """

    action: str
    visits: int
    value: float
    expected_score: float

    def to_json(self) -> OptionJson:
        return {
            "action": self.action,
            "visits": self.visits,
            "value": round(self.value, 6),
            "expected_score": round(self.expected_score, 4),
        }

    @staticmethod
    def from_json(data: OptionJson) -> OptionStat:
        return OptionStat(
            str(data["action"]),
            int(data["visits"]),
            float(data["value"]),
            float(data["expected_score"]),
        )


@dataclass(frozen=True)
class Decision:
    """One rated decision: ``seat`` chose ``chosen`` at ``step``; ``best`` is the hard
    bot's move; ``loss`` is the value given up (0 if ``chosen`` is as good);
    ``score_loss`` the expected points given up (positive is worse, whichever way the
    game counts); ``options`` every legal action, in the game's order."""

    step: int
    seat: int
    chosen: str
    best: str
    loss: float
    score_loss: float
    rating: str
    options: tuple[OptionStat, ...]

    def option(self, action: str) -> OptionStat | None:
        """The statistics of ``action`` (notation), if it was legal here."""
        return next((o for o in self.options if o.action == action), None)

    def to_json(self) -> DecisionJson:
        return {
            "step": self.step,
            "seat": self.seat,
            "chosen": self.chosen,
            "best": self.best,
            "loss": round(self.loss, 6),
            "score_loss": round(self.score_loss, 4),
            "rating": self.rating,
            "options": [o.to_json() for o in self.options],
        }

    @staticmethod
    def from_json(data: DecisionJson) -> Decision:
        rating = str(data["rating"])
        if rating not in RATINGS:
            raise ValueError("unknown rating")
        return Decision(
            step=int(data["step"]),
            seat=int(data["seat"]),
            chosen=str(data["chosen"]),
            best=str(data["best"]),
            loss=float(data["loss"]),
            score_loss=float(data["score_loss"]),
            rating=rating,
            options=tuple(OptionStat.from_json(o) for o in data["options"]),
        )


@dataclass(frozen=True)
class SeatSummary:
    """One seat's totals: decisions rated, how many of each rating, accuracy in percent
    (None with no rated decision; formula in :mod:`game.review.rating`) and the points
    the game charged to its play in unrated moves (``charged``)."""

    seat: int
    decisions: int
    counts: dict[str, int]
    accuracy: float | None
    mean_loss: float
    charged: float = 0.0

    def to_json(self) -> SummaryJson:
        return {
            "seat": self.seat,
            "decisions": self.decisions,
            "counts": dict(self.counts),
            "accuracy": None if self.accuracy is None else round(self.accuracy, 1),
            "mean_loss": round(self.mean_loss, 6),
            "charged": round(self.charged, 4),
        }


@dataclass
class Review:
    """The review of one record for some seats.

    ``record_digest`` and ``actions`` identify the record reviewed (the digest of its
    replayed final state and its number of actions); ``iterations`` is the search budget
    per decision (None: the hard bot's own). ``decisions`` are in step order.
    ``charged`` holds, per seat, the points the game charges to that seat's own play in
    moves that were not rated (:func:`game.review.story.charged_points`, read from the
    record whenever a review is made or read; a seat not in it: none); the accuracy
    counts them.
    """

    game: str
    record_digest: str
    actions: int
    seats: tuple[int, ...]
    iterations: int | None
    decisions: list[Decision] = field(default_factory=list)
    method: int = METHOD_VERSION
    charged: dict[int, float] = field(default_factory=dict)

    @property
    def thresholds(self) -> Thresholds:
        return thresholds_for(self.game)

    def decisions_of(self, seat: int) -> list[Decision]:
        """``seat``'s rated decisions, in step order."""
        return [d for d in self.decisions if d.seat == seat]

    def at_step(self, step: int) -> Decision | None:
        """The rated decision at ``step`` (None if that step was not rated)."""
        return next((d for d in self.decisions if d.step == step), None)

    def summary(self, seat: int) -> SeatSummary:
        """Counts and accuracy of ``seat``'s decisions."""
        mine = self.decisions_of(seat)
        counts = {rating: sum(1 for d in mine if d.rating == rating) for rating in RATINGS}
        losses = [d.loss for d in mine]
        charged = self.charged.get(seat, 0.0)
        return SeatSummary(
            seat=seat,
            decisions=len(mine),
            counts=counts,
            accuracy=accuracy(mine, self.thresholds, charged),
            mean_loss=sum(losses) / len(losses) if losses else 0.0,
            charged=charged,
        )

    def summaries(self) -> list[SeatSummary]:
        """One summary per reviewed seat, in seat order."""
        return [self.summary(seat) for seat in self.seats]

    def to_json(self) -> ReviewJson:
        return {
            "game": self.game,
            "record_digest": self.record_digest,
            "actions": self.actions,
            "method": self.method,
            "iterations": self.iterations,
            "thresholds": self.thresholds.to_json(),
            "seats": list(self.seats),
            "summaries": [s.to_json() for s in self.summaries()],
            "decisions": [d.to_json() for d in self.decisions],
        }

    @staticmethod
    def from_json(data: ReviewData) -> Review:
        """Rebuild from :meth:`to_json` data; KeyError/TypeError/ValueError if malformed."""
        iterations = data["iterations"]
        return Review(
            game=str(data["game"]),
            record_digest=str(data["record_digest"]),
            actions=int(data["actions"]),
            seats=tuple(int(s) for s in data["seats"]),
            iterations=None if iterations is None else int(iterations),
            decisions=[Decision.from_json(d) for d in data["decisions"]],
            method=int(data["method"]),
        )
