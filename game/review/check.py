"""Checking a stored review against its record: a review file is hostile like any other.

:func:`checked_review` turns decoded JSON into a :class:`~game.review.report.Review`
only if every field has its exact type (a whole number is a JSON integer, never a bool,
text or fraction; a number is finite) and the review fits the record it claims to be
of: the same game, final digest and number of actions, seats at the table, and exactly
the record's decisions of those seats (:func:`~game.review.run.decision_points`), each
with the action the record played, a best action and options that were all legal at
that step, in the game's order. Anything else gives None (the caller recomputes), so no
text read from the file can reach the table, the rules or a terminal unchecked.
"""

from __future__ import annotations

import math
from typing import TypeGuard

from game.errors import GameError
from game.json_data import JsonObject
from game.records import Record
from game.review.rating import RATINGS
from game.review.report import METHOD_VERSION, Review, ReviewData
from game.review.run import decision_points
from game.review.story import charged_points

_BROKEN = (GameError, ValueError, TypeError, KeyError, IndexError, AttributeError)


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: object) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    return _int(value)


def _typed_option(data: object) -> bool:
    return (
        isinstance(data, dict)
        and isinstance(data.get("action"), str)
        and _int(data.get("visits"))
        and data["visits"] >= 0
        and _number(data.get("value"))
        and _number(data.get("expected_score"))
    )


def _typed_decision(data: object) -> bool:
    return (
        isinstance(data, dict)
        and _int(data.get("step"))
        and _int(data.get("seat"))
        and isinstance(data.get("chosen"), str)
        and isinstance(data.get("best"), str)
        and _number(data.get("loss"))
        and _number(data.get("score_loss"))
        and data.get("rating") in RATINGS
        and isinstance(data.get("options"), list)
        and all(map(_typed_option, data["options"]))
    )


def _typed(data: JsonObject) -> TypeGuard[ReviewData]:
    iterations = data.get("iterations")
    seats, decisions = data.get("seats"), data.get("decisions")
    return (
        isinstance(data.get("game"), str)
        and isinstance(data.get("record_digest"), str)
        and _int(data.get("actions"))
        and _int(data.get("method"))
        and (iterations is None or _int(iterations))
        and isinstance(seats, list)
        and all(map(_int, seats))
        and isinstance(decisions, list)
        and all(map(_typed_decision, decisions))
    )


def checked_review(
    data: object, record: Record, digest: str, iterations: int | None
) -> Review | None:
    """The review in ``data`` if it is well typed and of ``record`` (final-state
    ``digest``, the current method, budget ``iterations``); else None. Never raises."""
    if not isinstance(data, dict) or not _typed(data):
        return None
    if (
        data["game"] != record.game
        or data["record_digest"] != digest
        or data["actions"] != len(record.actions)
        or data["method"] != METHOD_VERSION
        or data["iterations"] != iterations
    ):
        return None
    seats = data["seats"]
    at_table = all(0 <= seat < record.players for seat in seats)
    if not seats or len(set(seats)) != len(seats) or not at_table:
        return None
    try:
        review = Review.from_json(data)
        points = decision_points(record, sorted(seats))
    except _BROKEN:
        return None
    if len(points) != len(review.decisions):
        return None
    for point, decision in zip(points, review.decisions, strict=True):
        chosen = point.texts[point.legal.index(point.chosen)]
        if (
            decision.step != point.step
            or decision.seat != point.seat
            or decision.chosen != chosen
            or decision.best not in point.texts
            or tuple(o.action for o in decision.options) != point.texts
        ):
            return None
    try:
        review.charged = charged_points(record, review.seats)
    except _BROKEN:
        return None
    return review
