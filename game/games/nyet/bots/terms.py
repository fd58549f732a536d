"""Covers chosen by weighing the round's terms (the hard Nyet! bot, partnerships known).

With 4 players the partnerships follow the seats (partners sit opposite: the medium
and hard convention) and with 2 players there is one seat a side, so a seat can weigh
the terms still open on the board before anyone picks teams:

1. **Trial rounds.** ``samples`` times, the hidden hands are redealt consistently with
   the view; each sample is played under every open pair (trump, supertrump), the same
   hands for every pair (common random numbers), led by one of the open first-player
   seats in turn, with the medium trick rule, no discards. Each trial records the
   seat's team lead (tricks plus loot, ours minus theirs) and our tricks plus loot.
2. **Terms utility.** For a pair whose mean lead is ``mu`` (``sigma``: the spread of
   the leads around their pair's mean, pooled), a positive points value wins with
   probability ``Phi(mu / sigma)`` and −2 with ``Phi(-mu / sigma)``; an open
   first-player box of our team adds ``FIRST_BONUS``.
3. **Cover choice.** Each line's surviving box is modelled as uniform over its open
   boxes, independently of the others; a cover's value is the expected utility of the
   board it leaves, and the bot covers the best (ties: the medium cover score). The
   discard line does not enter the utility: it is covered when nothing else gains.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.bots.search import ActionValue
from game.contract import Action
from game.games.nyet.actions import Cover
from game.games.nyet.board import EMPTY, FIRST, POINT_VALUES, POINTS, SUPER, TRUMP
from game.games.nyet.bots.heuristics import cover_score, medium_trick_chooser
from game.games.nyet.rules import NyetState, NyetView
from game.games.nyet.trial import team_counts, trial_tricks
from game.rng import Rng

TERMS_SAMPLES = 24
FIRST_BONUS = 0.12  # win chance of choosing the partnerships (and leading the first trick)
MIN_SPREAD = 1.5  # floor of the lead's spread (tricks plus loot), against tiny samples

Pair = tuple[int, int]  # (trump colour, supertrump box)


def terms_apply(view: NyetView) -> bool:
    """True when the partnerships are known before the teams are picked (2 players, or
    4 players with partners opposite)."""
    return view.num_players in (2, 4)


def teams_by_seat(n: int) -> list[int]:
    """The assumed teams (0/1 per seat): partners opposite with 4 players, one seat a
    side with 2."""
    return [seat % 2 for seat in range(n)]


def open_boxes(view: NyetView, line: int) -> list[int]:
    return [box for box, holder in enumerate(view.board[line]) if holder == EMPTY]


@dataclass(frozen=True)
class Trials:
    """Per open (trump, supertrump) pair, one entry per trial round: our team's lead
    (``leads``) and our tricks plus loot (``ours``)."""

    leads: dict[Pair, list[int]]
    ours: dict[Pair, list[int]]


def trial_rounds(
    view: NyetView, sampler: Callable[[Rng], NyetState], rng: Rng, samples: int
) -> Trials:
    """Play ``samples`` redeals under every open pair (see the module docstring)."""
    team = teams_by_seat(view.num_players)
    side = team[view.player]
    firsts = open_boxes(view, FIRST)
    pairs = [(t, s) for t in open_boxes(view, TRUMP) for s in open_boxes(view, SUPER)]
    leads: dict[Pair, list[int]] = {pair: [] for pair in pairs}
    ours: dict[Pair, list[int]] = {pair: [] for pair in pairs}
    for k in range(samples):
        sample = sampler(rng)
        first = firsts[k % len(firsts)]
        for pair in pairs:
            trial = trial_tricks(sample, first, pair[0], pair[1], team)
            trial.play_tricks(medium_trick_chooser(trial))
            mine, theirs = team_counts(trial, side)
            leads[pair].append(mine - theirs)
            ours[pair].append(mine)
    return Trials(leads, ours)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def win_chances(leads: dict[Pair, list[int]]) -> dict[Pair, float]:
    """Per pair, the chance that a positive points value wins (normal approximation of
    the lead, one pooled spread)."""
    means = {pair: sum(v) / len(v) for pair, v in leads.items()}
    squares = [(x - means[pair]) ** 2 for pair, v in leads.items() for x in v]
    spread = max(MIN_SPREAD, math.sqrt(sum(squares) / max(1, len(squares) - 1)))
    return {pair: _phi(mean / spread) for pair, mean in means.items()}


@dataclass(frozen=True)
class Board:
    """The open boxes of the lines that matter: trump and supertrump boxes, points
    boxes, first-player seats."""

    trumps: list[int]
    supers: list[int]
    points: list[int]
    firsts: list[int]

    def without(self, cover: Cover) -> Board:
        def drop(line: int, boxes: list[int]) -> list[int]:
            return [b for b in boxes if not (cover.line == line and cover.box == b)]

        return Board(
            drop(TRUMP, self.trumps),
            drop(SUPER, self.supers),
            drop(POINTS, self.points),
            drop(FIRST, self.firsts),
        )


def expected_utility(board: Board, chances: dict[Pair, float], ours: Sequence[int]) -> float:
    """The expected utility when each line's box survives uniformly among its open
    boxes (see the module docstring)."""
    positive = sum(1 for box in board.points if POINT_VALUES[box] > 0) / len(board.points)
    total = 0.0
    for t in board.trumps:
        for s in board.supers:
            win = chances[(t, s)]
            total += positive * win + (1.0 - positive) * (1.0 - win)
    first = FIRST_BONUS * sum(1 for seat in board.firsts if seat in ours) / len(board.firsts)
    return total / (len(board.trumps) * len(board.supers)) + first


def expected_points(board: Board, ours: dict[Pair, list[int]]) -> float:
    """Our team's expected round score (per player) on ``board``."""
    value = sum(POINT_VALUES[box] for box in board.points) / len(board.points)
    counts = [sum(ours[(t, s)]) / len(ours[(t, s)]) for t in board.trumps for s in board.supers]
    return value * sum(counts) / len(counts)


def cover_values(
    view: NyetView,
    legal: Sequence[Action],
    sampler: Callable[[Rng], NyetState],
    rng: Rng,
    iterations: int,
    samples: int = TERMS_SAMPLES,
) -> list[ActionValue]:
    """Every legal cover's statistics: ``value`` the expected utility of the board it
    leaves, ``expected_score`` the seat's score plus our expected round points; the
    best cover (ties: the medium cover score) gets the most of ``iterations`` visits."""
    return values_from_trials(view, legal, trial_rounds(view, sampler, rng, samples), iterations)


def values_from_trials(
    view: NyetView, legal: Sequence[Action], trials: Trials, iterations: int
) -> list[ActionValue]:
    """:func:`cover_values` from trial rounds already played (:func:`trial_rounds`)."""
    chances = win_chances(trials.leads)
    team = teams_by_seat(view.num_players)
    ours = [seat for seat in range(view.num_players) if team[seat] == team[view.player]]
    board = Board(
        open_boxes(view, TRUMP),
        open_boxes(view, SUPER),
        open_boxes(view, POINTS),
        open_boxes(view, FIRST),
    )
    score = float(view.totals[view.player])
    values: list[tuple[float, float, float]] = []
    for action in legal:
        assert isinstance(action, Cover)
        left = board.without(action)
        values.append(
            (
                expected_utility(left, chances, ours),
                cover_score(action.line, action.box, view.player, view.hand),
                score + expected_points(left, trials.ours),
            )
        )
    best = max(range(len(legal)), key=lambda i: (round(values[i][0], 9), values[i][1]))
    base = iterations // (len(legal) + 1)
    return [
        ActionValue(
            action,
            iterations - base * (len(legal) - 1) if i == best else base,
            values[i][0],
            values[i][2],
        )
        for i, action in enumerate(legal)
    ]
