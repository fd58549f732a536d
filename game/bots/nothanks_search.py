"""Information-set MCTS for base-game No Thanks! on the integer model of
:mod:`game.bots.nothanks_fast`.

In the base game (no Hidden Tiger card in play, no special cards) the only thing a seat
cannot see is the order of the unseen cards (chip counts are countable from the public
moves, DECISIONS.md §1), and no seat knows more about it than another. So one tree over
the public history serves every seat: a node is a public position, its two edges are
*take* and *pass*, a pass leads to one child and a take to one child per card flipped
next (a chance outcome). Each iteration draws the unseen order afresh (the
determinisation), walks the tree choosing by UCB1 for the seat to act with that seat's
own mean reward, adds one node, plays the round out with a playout rule and credits
every edge on the path with the reward of the seat that chose it.

:class:`SearchConfig` fixes the reward, the playout rule and the exploration constant:

* ``reward="win"`` — the hard bot's: ``WIN_WEIGHT`` × the seat's share of the win plus
  the rest × ``(1 + tanh(margin / scale)) / 2`` of its lead over the best other seat
  (in [0, 1]); in a round that is not the last, the round's points against the mean of
  the others' (the round decides no winner by itself);
* ``reward="points"`` — points on their own scale: the mean final score of the other
  seats minus the seat's own (a public-style searcher's reward, used by sparring bots).

:func:`search` may start from a tree kept from earlier decisions of the same game (see
:func:`descend`); a decision then depends on the earlier ones, which a caller must want.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.bots.nothanks_bots import counted_chips
from game.bots.nothanks_fast import (
    STRONG,
    THRESHOLD,
    StrongParams,
    ThresholdParams,
    mask_of,
    mask_points,
    policy_playout,
    threshold_playout,
)
from game.bots.search import ActionValue
from game.contract import Action
from game.nothanks.rules import ALL_CARDS, PASS, TAKE, NoThanksView
from game.rng import Rng

WIN_WEIGHT = 0.75


@dataclass(frozen=True)
class Position:
    """A base-game round position seen by ``me``: masks, chips and the unseen pool."""

    me: int
    player: int
    card: int
    pot: int
    hands: tuple[int, ...]
    chips: tuple[int, ...]
    stack_size: int
    pool: tuple[int, ...]  # the cards not seen yet: the stack and the set-aside cards
    totals: tuple[int, ...]
    last_round: bool


def fast_path_applies(view: NoThanksView) -> bool:
    """True when ``view`` is a base-game decision the integer model covers: no special
    cards, no Hidden Tiger card left to play, a card on offer."""
    return (
        not view.specials_on
        and view.card is not None
        and view.my_tiger is None
        and not any(view.holds_tiger)
    )


def position_of(view: NoThanksView) -> Position:
    """The position of a view for which :func:`fast_path_applies`."""
    assert view.card is not None
    known = set(view.removed_open)
    known.add(view.card)
    for cards in view.cards:
        known.update(cards)
    return Position(
        me=view.player,
        player=view.current_player,
        card=view.card,
        pot=view.pot,
        hands=tuple(mask_of(cards) for cards in view.cards),
        chips=tuple(counted_chips(view)),
        stack_size=view.stack_size,
        pool=tuple(c for c in ALL_CARDS if c not in known),
        totals=tuple(view.totals),
        last_round=view.round >= view.rounds,
    )


@dataclass(frozen=True)
class SearchConfig:
    """How :func:`search` values and plays out (see the module docstring)."""

    reward: str = "win"  # "win" or "points"
    playout: str = "strong"  # "strong" or "threshold"
    exploration: float = 0.7
    scale: float = 15.0  # score unit of the margin term of the "win" reward
    win_weight: float = WIN_WEIGHT  # weight of the win share in the "win" reward
    strong: StrongParams = STRONG
    threshold: ThresholdParams = THRESHOLD


class Node:
    """A public position: statistics of *take* (``t*``) and *pass* (``p*``) for the seat
    to act (visits, reward total, the searcher's score total), and the children."""

    __slots__ = ("passed", "pn", "ps", "pw", "takes", "tn", "ts", "tw")

    def __init__(self) -> None:
        self.tn = self.pn = 0
        self.tw = self.pw = self.ts = self.ps = 0.0
        self.takes: dict[int, Node] = {}
        self.passed: Node | None = None


def rewards(
    pos: Position, hands: Sequence[int], chips: Sequence[int], cfg: SearchConfig
) -> tuple[list[float], float]:
    """Per-seat rewards of a finished round and the searcher's final score."""
    points = [mask_points(m) - c for m, c in zip(hands, chips, strict=True)]
    n = len(points)
    if cfg.reward == "points" or not pos.last_round:
        scores = [t + p for t, p in zip(pos.totals, points, strict=True)]
        base = scores if pos.last_round else points
        total = sum(base)
        if cfg.reward == "points":
            return [(total - s) / (n - 1) - s for s in base], scores[pos.me]
        tanh = math.tanh
        return [0.5 + 0.5 * tanh(((total - s) / (n - 1) - s) / cfg.scale) for s in base], scores[
            pos.me
        ]
    scores = [t + p for t, p in zip(pos.totals, points, strict=True)]
    best = min(scores)
    share = 1.0 / scores.count(best)
    result = []
    for seat, mine in enumerate(scores):
        others = min(s for other, s in enumerate(scores) if other != seat)
        shaped = 0.5 + 0.5 * math.tanh((others - mine) / cfg.scale)
        win = share if mine == best else 0.0
        result.append(cfg.win_weight * win + (1.0 - cfg.win_weight) * shaped)
    return result, scores[pos.me]


def _select(node: Node, exploration: float, rng: Rng) -> tuple[bool, bool]:
    """(take?, is a new edge) for the seat to act at ``node`` (both actions legal)."""
    tn, pn = node.tn, node.pn
    if not tn or not pn:
        if not tn and not pn:
            return rng.below(2) == 0, True
        return not tn, True
    log_total = math.log(tn + pn)
    take_score = node.tw / tn + exploration * math.sqrt(log_total / tn)
    pass_score = node.pw / pn + exploration * math.sqrt(log_total / pn)
    return take_score >= pass_score, False


def iterate(root: Node, pos: Position, rng: Rng, cfg: SearchConfig) -> None:
    """One iteration: determinise, descend, add a node, play out, back up."""
    deck = list(pos.pool)
    size = pos.stack_size
    rng.shuffle(deck, len(deck) - size)
    deck = deck[len(deck) - size :]  # the stack, next card last
    hands = list(pos.hands)
    chips = list(pos.chips)
    card, pot, p = pos.card, pos.pot, pos.player
    n = len(hands)
    node = root
    path: list[tuple[Node, bool, int]] = []
    finished = False
    while True:
        if chips[p]:
            take, new = _select(node, cfg.exploration, rng)
        else:
            take, new = True, False
        path.append((node, take, p))
        if take:
            hands[p] |= 1 << card
            chips[p] += pot
            pot = 0
            if not deck:
                finished = True
                break
            card = deck.pop()
            child = node.takes.get(card)
            if child is None:
                child = node.takes[card] = Node()
                new = True
        else:
            chips[p] -= 1
            pot += 1
            p = p + 1 if p + 1 < n else 0
            child = node.passed
            if child is None:
                child = node.passed = Node()
                new = True
        node = child
        if new:
            break
    if not finished:
        if cfg.playout == "strong":
            policy_playout(hands, chips, card, pot, p, deck, rng, cfg.strong)
        else:
            threshold_playout(hands, chips, card, pot, p, deck, cfg.threshold)
    reward, my_score = rewards(pos, hands, chips, cfg)
    for node, take, mover in path:
        if take:
            node.tn += 1
            node.tw += reward[mover]
        else:
            node.pn += 1
            node.pw += reward[mover]
    first, took, _ = path[0]
    if took:
        first.ts += my_score
    else:
        first.ps += my_score


def search(
    pos: Position, iterations: int, rng: Rng, cfg: SearchConfig, root: Node | None = None
) -> Node:
    """Run ``iterations`` iterations from ``pos`` (into ``root`` if given); the root."""
    if root is None:
        root = Node()
    for _ in range(iterations):
        iterate(root, pos, rng, cfg)
    return root


def descend(root: Node, steps: Sequence[tuple[bool, int | None]]) -> Node | None:
    """The node reached from ``root`` by public steps (take?, card flipped after a take),
    or None where the tree was never grown that far."""
    node: Node | None = root
    for take, flipped in steps:
        if node is None:
            return None
        if take:
            if flipped is None:
                return None
            node = node.takes.get(flipped)
        else:
            node = node.passed
    return node


HARD_CONFIG = SearchConfig()


def root_values(root: Node, legal: Sequence[Action]) -> list[ActionValue]:
    """The root's statistics as :class:`ActionValue` in the order of ``legal``."""
    result = []
    for action in legal:
        if action is TAKE:
            visits, total, score = root.tn, root.tw, root.ts
        else:
            visits, total, score = root.pn, root.pw, root.ps
        result.append(
            ActionValue(
                action=action,
                visits=visits,
                value=total / visits if visits else 0.0,
                expected_score=score / visits if visits else 0.0,
            )
        )
    return result


def fast_values_with(cfg: SearchConfig) -> FastValues:
    """A ``SearchGame.custom`` searching base-game decisions with ``cfg`` (returns None
    when the integer model does not cover the view: the generic search then runs)."""

    def values(
        view: NoThanksView, legal: Sequence[Action], rng: Rng, iterations: int
    ) -> list[ActionValue] | None:
        if not fast_path_applies(view) or set(legal) != {TAKE, PASS}:
            return None
        root = search(position_of(view), iterations, rng, cfg)
        return root_values(root, legal)

    return values


FastValues = Callable[[NoThanksView, Sequence[Action], Rng, int], list[ActionValue] | None]
fast_values = fast_values_with(HARD_CONFIG)
