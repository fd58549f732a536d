"""What decided a reviewed game for a seat: its standing, the game's own account and the
costliest run of its rated decisions (plain facts for the review's headline; no words).

:func:`seat_story` reads the record (replayed: the final scores and winners), the
game's ``GameSpec.review_story`` hook when it declares one (:class:`~game.story.GameStory`:
turns in the game's terms, and points charged to the seat's own play in moves that were
not rated), and the review's rated decisions: the costliest *run* is the stretch of the
seat's consecutive rated decisions, each below fine, whose expected points given up add
up to the most (one decision is a run of one). The turns are ordered by what they cost,
most first (ties: the game's own before the review's, then the earlier). Deterministic:
the same record and review give the same story.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.errors import UnknownGameError
from game.records import Record, replay, start_state
from game.registry import get_game
from game.review.rating import FINE
from game.review.report import Decision, Review
from game.story import COSTLY_DECISION, COSTLY_RUN, GameStory, Turn

__all__ = ["SeatStory", "Standing", "charged_points", "costliest_run", "game_story", "seat_story"]


@dataclass(frozen=True)
class Standing:
    """Where ``seat`` finished: ``place`` (1 = first; tied seats share the better
    place) of ``players``, its ``score``, the ``winners`` and the winners' score
    (``best``); ``lower_wins`` when the lowest score wins."""

    seat: int
    place: int
    players: int
    score: float
    winners: tuple[int, ...]
    best: float
    lower_wins: bool


@dataclass(frozen=True)
class SeatStory:
    """A seat's standing and the turns that cost it most (most first; may be empty)."""

    standing: Standing
    turns: tuple[Turn, ...]


def game_story(record: Record, seat: int) -> GameStory:
    """The game's own account of ``seat`` (an empty one for a game without the hook)."""
    try:
        hook = get_game(record.game).review_story
    except UnknownGameError:
        return GameStory()
    if hook is None:
        return GameStory()
    return hook(start_state(record), tuple(record.actions), seat)


def charged_points(record: Record, seats: Iterable[int]) -> dict[int, float]:
    """Per seat, the points the game charges to its own play in unrated moves (only
    seats charged anything)."""
    charged = {seat: max(0.0, game_story(record, seat).charged) for seat in seats}
    return {seat: points for seat, points in charged.items() if points > 0.0}


def costliest_run(decisions: Sequence[Decision]) -> Turn | None:
    """The stretch of consecutive ``decisions`` (one seat's, in order), each below fine,
    that gave up the most expected points; None if every decision was fine."""
    best: Turn | None = None
    run: list[Decision] = []
    for decision in [*decisions, None]:
        if decision is not None and decision.rating != FINE:
            run.append(decision)
            continue
        if run:
            points = sum(max(0.0, d.score_loss) for d in run)
            if best is None or points > best.points:
                kind = COSTLY_DECISION if len(run) == 1 else COSTLY_RUN
                best = Turn(kind, run[0].step, run[-1].step, points, (), len(run))
        run = []
    return best


def standing(record: Record, seat: int) -> Standing:
    """Where ``seat`` finished the (replayed) game."""
    state = replay(record)
    scores = [float(s) for s in state.scores()]
    try:
        lower = get_game(record.game).lower_score_wins
    except UnknownGameError:
        lower = False
    mine = scores[seat]
    ahead = sum(1 for s in scores if (s < mine if lower else s > mine))
    winners = tuple(state.winners())
    best = min(scores) if lower else max(scores)
    return Standing(seat, ahead + 1, len(scores), mine, winners, best, lower)


def seat_story(record: Record, review: Review, seat: int) -> SeatStory:
    """``seat``'s standing and the turns that cost it most: the game's own and the
    review's costliest run of rated decisions, most costly first."""
    own = game_story(record, seat).turns
    run = costliest_run(review.decisions_of(seat))
    turns = [*own, *([run] if run is not None else [])]
    order = sorted(range(len(turns)), key=lambda i: (-turns[i].points, i >= len(own), i))
    return SeatStory(standing(record, seat), tuple(turns[i] for i in order))
