"""Generic search for every game: single-observer information-set MCTS (SO-ISMCTS).

The searcher sees one player's view. Each iteration it *determinises*: it draws a full
state consistent with the view (everything the player cannot see redrawn from the
seeded generator), then walks one shared tree with that state:

* the tree's edges are actions; after an action the game may reveal something public
  (a flipped card): ``SearchGame.public_key`` names it and the edge keeps one child node
  per outcome, so the search does not mix what happens after different flips;
* at a node the actions legal in *this* determinisation compete by UCB1 with
  availability counts (an action's "parent visits" are the iterations in which it was
  legal), as in Cowling, Powley and Whitehouse's ISMCTS;
* a new node is added per iteration, then the game is played on by the game's playout
  policy (usually a cheap form of the medium heuristic) to the end, or for multi-round
  games to the end of the round in play, and every edge on the path is credited with
  the reward of the seat that chose it;
* optionally (``prior_weight``) the heuristic's move is tried first at every node and
  gets a progressive-bias bonus, so with a small budget the search follows the
  heuristic's line and leaves it only where the samples say so.

The reward of a playout's end is :func:`game.bots.rewards.rewards` (or the game's own).

Budgets are counted in iterations, and the only randomness is the :class:`Rng` passed
in, so a decision depends only on (view, legal actions, generator state).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol

from typing_extensions import TypeVar

from game.bots.rewards import WIN_WEIGHT as WIN_WEIGHT  # re-exported for the games' bots
from game.bots.rewards import rewards as rewards
from game.contract import Action, State
from game.rng import Rng


class SeatView(Protocol):
    """What the search needs of a view: whose it is."""

    @property
    def player(self) -> int: ...


#: The view the search starts from and the actions it compares (unparameterised: any).
V = TypeVar("V", bound=SeatView, default=Any)
A = TypeVar("A", bound=Hashable, default=Any)
#: The keys of a node's edges (its actions).
K = TypeVar("K", bound=Hashable)

EXPLORATION = 0.7
#: How often (in iterations) a search that may stop early looks whether it may.
SETTLE_CHECK = 8


@dataclass(frozen=True)
class SearchGame(Generic[V, A]):
    """What the searcher needs to know about one game.

    ``determiniser(view, legal)`` returns a sampler: ``sampler(rng)`` is a fresh state whose
    ``view(view.player)`` equals ``view``, with everything hidden from that player drawn
    from ``rng`` (the work shared by all samples is done once, in ``determiniser``).
    ``playout_policy(state, legal, rng)`` picks moves in playouts (it may read the
    determinised state: it is a sample, not the truth). ``public_key(state)``, if given,
    names what became public after the last action (e.g. the card just flipped).
    ``score_scale`` is the score unit of the margin term of the reward.
    ``prior(view, legal)``, if given, names the heuristic's choice at the root (below
    the root the playout policy names it): with ``prior_weight`` > 0 that move is tried
    first at every node and its UCB score gets a bonus ``prior_weight / (visits + 1)``
    (progressive bias), so the search leaves the heuristic's line only on evidence.
    ``exploration`` is the UCB1 constant of this game's searches.
    ``reward(state, score_scale, start)``, if given, replaces :func:`rewards` (same
    contract: per-seat rewards in [0, 1] of a playout's end; e.g. team games credit a
    seat with its team's result).
    ``custom(view, legal, rng, iterations)``, if given, may replace the whole search for
    a decision: when it returns statistics (one per legal action, in their order, whose
    visits add up to ``iterations``) those are the result; when it returns None the
    generic search runs.
    ``playout`` optionally replaces the generic playout loop (for speed, or to stop
    early: a playout may stop before the end, e.g. at the end of the round in play;
    the reward is then computed from the scores reached, see :func:`rewards`).
    """

    determiniser: Callable[[V, Sequence[A]], Callable[[Rng], State[V, A]]]
    playout_policy: Callable[[State[V, A], Sequence[A], Rng], A]
    score_scale: float
    public_key: Callable[[State[V, A]], Hashable] | None = None
    playout: Callable[[State[V, A], Rng], None] | None = None
    prior: Callable[[V, Sequence[A]], A] | None = None
    prior_weight: float = 0.0
    exploration: float = EXPLORATION
    custom: Callable[[V, Sequence[A], Rng, int], list[ActionValue[A]] | None] | None = None
    reward: Callable[[State[V, A], float, Sequence[float] | None], list[float]] | None = None


class Edge:
    """Statistics of one action at a node, for the seat that chooses it."""

    __slots__ = ("avail", "outcomes", "score_total", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.score_total = 0.0
        self.outcomes: dict[Hashable, Node] = {}


class Node:
    """A tree node: the edges tried from here, keyed by action."""

    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[Action, Edge] = {}


@dataclass(frozen=True)
class ActionValue(Generic[A]):
    """One root action's search statistics.

    ``value`` is the searching seat's mean reward after this action (see the module
    docstring; it is what the search maximises); ``expected_score`` is the searching
    seat's mean final game score after it; ``visits`` is how often it was searched.
    """

    action: A
    visits: int
    value: float
    expected_score: float


def default_playout(
    state: State[V, A], policy: Callable[[State[V, A], Sequence[A], Rng], A], rng: Rng
) -> None:
    """Play ``state`` to the end with ``policy``."""
    while not state.is_terminal():
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else policy(state, legal, rng)
        state.apply(action)


def search(
    game: SearchGame[V, A],
    view: V,
    legal: Sequence[A],
    rng: Rng,
    iterations: int,
    exploration: float | None = None,
    *,
    stop_early: bool = False,
    stop: Callable[[dict[Action, Edge], int], bool] | None = None,
) -> list[ActionValue[A]]:
    """Run ``iterations`` ISMCTS iterations from ``view``; statistics of each legal action
    in the order of ``legal`` (``exploration`` defaults to the game's).

    With ``stop_early`` the search ends as soon as the most visited action can no longer
    be caught by the iterations left (:func:`settled`, looked at every
    ``SETTLE_CHECK`` iterations): :func:`best_action` of the result is then exactly that
    of the full search (each iteration adds one visit to one root action), only the
    statistics are cut short. For choosing a move, never for an analysis.
    ``stop(root_edges, done)``, if given, is asked at the same moments (after ``done``
    iterations) and ends the search when it says True (a review's confidence bound,
    :mod:`game.review.early`): the statistics are then exactly those of the full search
    after ``done`` iterations, since the iterations draw from ``rng`` in the same order.

    Each iteration draws a state, walks the tree (:func:`descend`), plays on to the end
    (or the game's ``playout`` stop) and credits the path (:func:`back_up`)."""
    if game.custom is not None:
        values = game.custom(view, legal, rng, iterations)
        if values is not None:
            return values
    if exploration is None:
        exploration = game.exploration
    me: int = view.player
    root = Node()
    root_edges = root.edges
    sample = game.determiniser(view, legal)
    favourite = game.prior(view, legal) if game.prior is not None else None
    reward_of = game.reward if game.reward is not None else rewards
    start: list[float] | None = None
    for done in range(iterations):
        if done % SETTLE_CHECK == 0 and (
            (stop_early and settled(root_edges, iterations - done))
            or (stop is not None and stop(root_edges, done))
        ):
            break
        state = sample(rng)
        if start is None:
            start = state.scores()
        path = descend(game, root, state, legal, favourite, exploration, rng)
        if not state.is_terminal():
            if game.playout is not None:
                game.playout(state, rng)
            else:
                default_playout(state, game.playout_policy, rng)
        reward = reward_of(state, game.score_scale, start)
        back_up(path, reward, state.scores()[me])
    return root_values(root_edges, legal)


def descend(
    game: SearchGame[V, A],
    root: Node,
    state: State[V, A],
    legal: Sequence[A],
    favourite: A | None,
    exploration: float,
    rng: Rng,
) -> list[tuple[Edge, int]]:
    """Walk one determinised ``state`` down the tree from ``root`` (whose actions are
    ``legal``), applying each chosen action, until a node is added or the game ends; the
    path taken as (edge, seat that chose it). At the root the heuristic's move is
    ``favourite``; below it the playout policy's (only with a ``prior_weight``)."""
    policy = game.playout_policy
    public_key = game.public_key
    weight = game.prior_weight
    path: list[tuple[Edge, int]] = []
    node = root
    choices: Sequence[A] = legal
    while not state.is_terminal():
        if node is root:
            fav = favourite
        else:
            choices = state.legal_actions()
            fav = policy(state, choices, rng) if weight and len(choices) > 1 else None
        action, edge, expanded = select(node.edges, choices, fav, exploration, weight, rng)
        actor = state.current_player
        state.apply(action)
        path.append((edge, actor))
        key = public_key(state) if public_key is not None else None
        child = edge.outcomes.get(key)
        if child is None:
            child = Node()
            edge.outcomes[key] = child
            expanded = True
        if expanded:
            break
        node = child
    return path


def select(
    edges: dict[Action, Edge],
    choices: Sequence[A],
    fav: A | None,
    exploration: float,
    weight: float,
    rng: Rng,
) -> tuple[A, Edge, bool]:
    """The action to take at a node with these ``edges`` among the legal ``choices``, its
    edge and whether the edge is new: an untried action first (``fav`` if untried, else
    one drawn from ``rng``), else the best by UCB1 with availability counts (``fav``
    gets the progressive-bias bonus ``weight / (visits + 1)``). Counts each legal action
    that has an edge as available."""
    untried = [a for a in choices if a not in edges]
    if untried:
        if fav is not None and fav in untried:
            action = fav
        elif len(untried) > 1:
            action = untried[rng.below(len(untried))]
        else:
            action = untried[0]
        edge = Edge()
        edges[action] = edge
        for other in choices:
            seen = edges.get(other)
            if seen is not None:
                seen.avail += 1
        return action, edge, True
    log, sqrt = math.log, math.sqrt
    best_score = -1.0
    action = choices[0]
    edge = edges[action]
    for candidate in choices:
        e = edges[candidate]
        e.avail += 1
        score = e.total / e.visits + exploration * sqrt(log(e.avail) / e.visits)
        if candidate == fav:
            score += weight / (e.visits + 1)
        if score > best_score:
            best_score = score
            action = candidate
            edge = e
    return action, edge, False


def back_up(path: list[tuple[Edge, int]], reward: Sequence[float], my_score: float) -> None:
    """Credit every edge of ``path`` with a visit and its chooser's ``reward``, and the
    first (a root action) with the searching seat's final score ``my_score``."""
    for edge, actor in path:
        edge.visits += 1
        edge.total += reward[actor]
    if path:
        path[0][0].score_total += my_score


def root_values(root_edges: dict[Action, Edge], legal: Sequence[A]) -> list[ActionValue[A]]:
    """The statistics of each legal action at the root, in the order of ``legal``."""
    result = []
    for action in legal:
        e = root_edges.get(action) or Edge()
        result.append(
            ActionValue(
                action=action,
                visits=e.visits,
                value=e.total / e.visits if e.visits else 0.0,
                expected_score=e.score_total / e.visits if e.visits else 0.0,
            )
        )
    return result


def settled(edges: Mapping[K, Edge], remaining: int) -> bool:
    """True when the most visited of ``edges`` stays strictly the most visited whatever
    the ``remaining`` iterations do (an action never tried has no visits)."""
    first = second = 0
    for edge in edges.values():
        visits = edge.visits
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    return first > second + remaining


def best_action(values: Sequence[ActionValue[A]]) -> A:
    """The most visited action (ties: the higher value, then the earlier one)."""
    best = values[0]
    for item in values[1:]:
        if (item.visits, item.value) > (best.visits, best.value):
            best = item
    return best.action


class SearchBot(Generic[V, A]):
    """The ``hard`` level: ISMCTS with a fixed iteration budget.

    ``budget(view, legal)`` may scale the iterations with the decision (e.g. fewer when
    the game is nearly over); it must depend on the view only.
    """

    level = "hard"

    def __init__(
        self,
        game: SearchGame[V, A],
        iterations: int,
        shortcut: Callable[[V, Sequence[A]], A | None] | None = None,
        budget: Callable[[V, Sequence[A], int], int] | None = None,
    ) -> None:
        self.game = game
        self.iterations = iterations
        self.shortcut = shortcut
        self.budget = budget

    def iterations_for(self, view: V, legal: Sequence[A]) -> int:
        if self.budget is None:
            return self.iterations
        return max(1, self.budget(view, legal, self.iterations))

    def choose(self, view: V, legal: Sequence[A], rng: Rng) -> A:
        if len(legal) == 1:
            return legal[0]
        if self.shortcut is not None:
            forced = self.shortcut(view, legal)
            if forced is not None:
                return forced
        iterations = self.iterations_for(view, legal)
        values = search(self.game, view, legal, rng, iterations, stop_early=True)
        return best_action(values)

    def analyse(self, view: V, legal: Sequence[A], rng: Rng) -> list[ActionValue[A]]:
        """Every legal action's statistics (no shortcut: every action is searched)."""
        return search(self.game, view, legal, rng, self.iterations_for(view, legal))
