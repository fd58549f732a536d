"""Reviewing a record: replay it and rate every decision of the chosen seats.

For each decision with more than one legal action, the hard search
(:func:`game.bots.analysis.analyse`) is run on the deciding seat's view at that moment —
what that seat could know, nothing more — with the hard bot's budget (or
``iterations``). If the chosen action is not the search's best, a second search of just
those two actions (half the budget) sharpens the comparison, and its statistics are
pooled into theirs: an action the first search tried only a few times is otherwise
valued on a handful of playouts. The loss and rating follow :mod:`game.review.rating`.
The first search stops early once the chosen action is clearly the best
(:mod:`game.review.early`: then the decision is fine and the rest would only confirm it).

Deterministic: the generator of the decision at step ``k`` is seeded from the record's
seed and ``k`` alone (not the seed the bots played with), so the same record, seats and
budget give the same review, decision by decision, in any order and on any number of
processes (:mod:`game.review.parallel`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial

from game.bots.analysis import analyse, budget, recommended
from game.bots.search import ActionValue, SeatView
from game.contract import Action, State
from game.errors import GameError
from game.records import Record, replay, start_state
from game.registry import get_game
from game.review.early import fine_stop
from game.review.parallel import rated_in_order
from game.review.rating import thresholds_for
from game.review.report import Decision, OptionStat, Review
from game.review.story import charged_points
from game.rng import Rng, derive_seed

#: ``progress(done, total)``: called after each rated decision (and once with 0 first).
ProgressFn = Callable[[int, int], None]
#: ``cancel()``: True to stop; checked before each decision (``threading.Event().is_set``
#: works).
CancelFn = Callable[[], bool]


class ReviewError(GameError):
    """A review that cannot be made (no seat to review, a seat not at the table)."""


class ReviewCancelled(Exception):
    """Raised by :func:`review_record` when ``cancel()`` said to stop."""


@dataclass(frozen=True)
class DecisionPoint:
    """A decision to rate: the state's view for ``seat`` before ``record.actions[step]``."""

    step: int
    seat: int
    view: SeatView
    legal: tuple[Action, ...]
    texts: tuple[str, ...]
    chosen: Action


def human_seats(record: Record) -> list[int]:
    """The seats a person played."""
    return [i for i, seat in enumerate(record.seats) if seat.kind == "human"]


def resolve_seats(record: Record, seats: Iterable[int] | None) -> tuple[int, ...]:
    """``seats`` checked against the table, or the human seats (ReviewError if none)."""
    chosen = human_seats(record) if seats is None else sorted(set(seats))
    for seat in chosen:
        if not 0 <= seat < record.players:
            raise ReviewError(f"seat {seat + 1} is not at this table (1 to {record.players})")
    if not chosen:
        raise ReviewError("the record has no human seat: choose a seat to review")
    return tuple(chosen)


def decision_points(record: Record, seats: Sequence[int]) -> list[DecisionPoint]:
    """Every decision of ``seats`` in the record with more than one legal action."""
    state: State = start_state(record)
    points = []
    for step, text in enumerate(record.actions):
        seat = state.current_player
        action = state.find_action(text)
        legal = tuple(state.legal_actions())
        if seat in seats and len(legal) > 1:
            texts = tuple(state.action_text(a) for a in legal)
            points.append(DecisionPoint(step, seat, state.view(seat), legal, texts, action))
        state.apply(action)
    return points


def _pooled(a: ActionValue, b: ActionValue) -> ActionValue:
    visits = a.visits + b.visits
    if visits == 0:
        return a
    return ActionValue(
        a.action,
        visits,
        (a.value * a.visits + b.value * b.visits) / visits,
        (a.expected_score * a.visits + b.expected_score * b.visits) / visits,
    )


def rate_decision(
    game_id: str,
    point: DecisionPoint,
    seed: int,
    iterations: int | None = None,
    *,
    early: bool = True,
) -> Decision:
    """Search ``point`` and rate the chosen action (see the module docstring); with
    ``early`` the search stops once the chosen action is clearly the best
    (:mod:`game.review.early`)."""
    rng = Rng(derive_seed(seed, "review", point.step))
    full = iterations if iterations is not None else budget(game_id, point.view, point.legal)
    stop = None
    if early:
        margin = thresholds_for(game_id).value[0]
        stop = fine_stop(point.chosen, len(point.legal), full, margin)
    values = analyse(game_id, point.view, point.legal, rng, iterations, stop)
    best_action = recommended(values)
    if best_action != point.chosen:
        pair = [best_action, point.chosen]
        extra_rng = Rng(derive_seed(seed, "review-pair", point.step))
        extra = {v.action: v for v in analyse(game_id, point.view, pair, extra_rng, full // 2)}
        values = [_pooled(v, extra[v.action]) if v.action in extra else v for v in values]
    by_action = {v.action: v for v in values}
    best, chosen = by_action[best_action], by_action[point.chosen]
    sign = -1.0 if get_game(game_id).lower_score_wins else 1.0
    loss = max(0.0, best.value - chosen.value)
    score_loss = sign * (best.expected_score - chosen.expected_score) if loss else 0.0
    decision = Decision(
        step=point.step,
        seat=point.seat,
        chosen=point.texts[point.legal.index(point.chosen)],
        best=point.texts[point.legal.index(best_action)],
        loss=loss,
        score_loss=score_loss,
        rating=thresholds_for(game_id).rate(loss, score_loss),
        options=tuple(
            OptionStat(text, v.visits, v.value, v.expected_score)
            for text, v in zip(point.texts, values, strict=True)
        ),
    )
    return Decision.from_json(decision.to_json())  # rounded as stored: a stored one is equal


def review_record(
    record: Record,
    seats: Iterable[int] | None = None,
    *,
    iterations: int | None = None,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    skip_steps: Iterable[int] = (),
    workers: int = 1,
) -> Review:
    """Review ``seats`` (default: the human seats) of ``record``.

    The record is replayed first (RecordError if it does not replay or its digest does
    not match). ``progress(done, total)`` is called as decisions are rated; ``cancel()``
    is checked before each one and stops the review with :class:`ReviewCancelled`.
    Steps in ``skip_steps`` are left out (already rated elsewhere). Decisions with one
    legal action are not rated. With ``workers`` > 1 the decisions are rated on that
    many processes (:mod:`game.review.parallel`; the same review, in the same order).
    """
    chosen_seats = resolve_seats(record, seats)
    final = replay(record)
    skip = set(skip_steps)
    points = [p for p in decision_points(record, chosen_seats) if p.step not in skip]
    review = Review(record.game, final.digest(), len(record.actions), chosen_seats, iterations)
    total = len(points)
    if progress is not None:
        progress(0, total)
    rate = partial(_rate_point, record.game, record.seed, iterations)
    for done, decision in enumerate(rated_in_order(rate, points, workers, cancel), start=1):
        review.decisions.append(decision)
        if progress is not None:
            progress(done, total)
    if len(review.decisions) < total:
        raise ReviewCancelled
    review.charged = charged_points(record, chosen_seats)
    return review


def _rate_point(game_id: str, seed: int, iterations: int | None, point: DecisionPoint) -> Decision:
    """:func:`rate_decision` with the point last (a picklable partial for the pool)."""
    return rate_decision(game_id, point, seed, iterations)
