"""Information-set MCTS for base-game No Thanks! on the integer model of
:mod:`game.games.nothanks.bots.fast` (the hard bot's search).

In the base game (no Hidden Tiger card in play, no special cards) the only thing a seat
cannot see is the order of the unseen cards (chip counts are countable from the public
moves, docs/rulings.md §1), and no seat knows more about it than another. Each
iteration draws the unseen order afresh (the determinisation), makes one of the two
root moves (*take* or *pass*), plays the round out with the imitation rule
(:func:`game.games.nothanks.bots.fast.imitation_playout`; each opponent plays the greedy rule
instead with the chance its moves this round give, :mod:`game.games.nothanks.bots.infer`),
and credits the root move with the searcher's reward
(:func:`game.games.nothanks.bots.reward.rewards`).

The iterations run in pairs: *take* and *pass* on the same determinisation and the same
playout draws (common random numbers: the luck of the draw cancels out of the
difference between the two), and the search stops early once the two differ by
``SearchConfig.sure`` standard errors. No tree is grown below the root.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TypeVar

from game.bots.search import ActionValue
from game.contract import Action
from game.games.nothanks.bots.fast import imitation_playout
from game.games.nothanks.bots.infer import greedy_odds
from game.games.nothanks.bots.position import Position, fast_path_applies, position_of
from game.games.nothanks.bots.reward import SearchConfig, rewards
from game.games.nothanks.rules import PASS, TAKE, NoThanksView
from game.rng import Rng


class Node:
    """The root's statistics: *take* (``t*``) and *pass* (``p*``) for the seat to act
    (visits, reward total, the searcher's final score total)."""

    __slots__ = ("pn", "ps", "pw", "tn", "ts", "tw")

    def __init__(self) -> None:
        self.tn = self.pn = 0
        self.tw = self.pw = self.ts = self.ps = 0.0


def ucb_take(node: Node, exploration: float, rng: Rng) -> bool:
    """True to take at ``node`` by UCB1 (both actions legal): an untried action first,
    a coin when neither was tried."""
    tn, pn = node.tn, node.pn
    if not tn or not pn:
        if not tn and not pn:
            return rng.below(2) == 0
        return not tn
    log_total = math.log(tn + pn)
    take_score = node.tw / tn + exploration * math.sqrt(log_total / tn)
    pass_score = node.pw / pn + exploration * math.sqrt(log_total / pn)
    return take_score >= pass_score


def draw_stack(pos: Position, rng: Rng) -> list[int]:
    """A determinisation: the stack drawn from the unseen cards, next card last."""
    deck = list(pos.pool)
    size = pos.stack_size
    rng.shuffle(deck, len(deck) - size)
    return deck[len(deck) - size :]


def iterate(
    root: Node,
    pos: Position,
    rng: Rng,
    cfg: SearchConfig,
    deck: list[int] | None = None,
    forced: bool | None = None,
) -> None:
    """One iteration: determinise (unless ``deck`` is given), make the root move
    (``forced`` if given: take when True; else by UCB1), play the round out, back up."""
    if deck is None:
        deck = draw_stack(pos, rng)
    hands = list(pos.hands)
    chips = list(pos.chips)
    card, pot, p = pos.card, pos.pot, pos.player
    # the root move: ``forced``, else must take without chips, else by UCB1
    take = forced if forced is not None else not chips[p] or ucb_take(root, cfg.exploration, rng)
    if take:
        hands[p] |= 1 << card
        chips[p] += pot
        pot = 0
        finished = not deck
        if deck:
            card = deck.pop()
    else:
        chips[p] -= 1
        pot += 1
        p = p + 1 if p + 1 < len(hands) else 0
        finished = False
    if not finished:
        greedy = greedy_seats(pos, cfg.mix, rng)
        imitation_playout(
            hands, chips, card, pot, p, deck, rng, greedy, own=cfg.own, me=pos.me, deny=cfg.deny
        )
    back_up(((root, take, pos.player),), *rewards(pos, hands, chips, cfg))


def greedy_seats(pos: Position, mix: float, rng: Rng) -> list[bool]:
    """Which seats play the greedy rule in one imitation playout: each with its chance
    in ``pos.greedy``, else each other seat with chance ``mix`` (none when 0)."""
    if pos.greedy:
        return rng.below_each(pos.greedy)
    if not mix:
        return []
    return [rng.random() < mix and seat != pos.me for seat in range(len(pos.hands))]


def back_up(path: Sequence[tuple[Node, bool, int]], reward: Sequence[float], score: float) -> None:
    """Credit every edge on ``path`` (node, took?, mover) with its mover's reward, and
    the root's edge with the searcher's final ``score``."""
    for node, take, mover in path:
        if take:
            node.tn += 1
            node.tw += reward[mover]
        else:
            node.pn += 1
            node.pw += reward[mover]
    root, took, _ = path[0]
    if took:
        root.ts += score
    else:
        root.ps += score


FULL_STACK = 24  # cards flipped in a base-game round
STACK_WEIGHT = 4  # a playout's fixed cost, in flipped cards


def scaled_iterations(stack_size: int, base: int) -> int:
    """``base`` iterations for a full stack, more as the stack shrinks: a playout's cost
    is about ``STACK_WEIGHT`` + the cards left to flip, so every decision takes about
    the same time and the late ones, which decide most, are searched deepest."""
    return base * (FULL_STACK + STACK_WEIGHT) // (min(stack_size, FULL_STACK) + STACK_WEIGHT)


class Sureness:
    """The early stop of paired searches: after ``least`` pairs (and every
    ``CHECK_EVERY`` pairs after that), enough once the mean paired difference of the
    searcher's rewards (take minus pass) is more than ``sure`` standard errors from 0
    (never with ``sure`` 0)."""

    __slots__ = ("count", "least", "squares", "sure", "total")

    def __init__(self, sure: float, least: int) -> None:
        self.sure = sure
        self.least = least
        self.count = 0
        self.total = self.squares = 0.0

    def enough(self, difference: float) -> bool:
        """Count one pair's difference; True when the search may stop."""
        if not self.sure:
            return False
        self.count = count = self.count + 1
        self.total += difference
        self.squares += difference * difference
        if count < self.least or count % CHECK_EVERY:
            return False
        mean = self.total / count
        spread = max(self.squares / count - mean * mean, 1e-12)
        return mean * mean * count > self.sure * self.sure * spread


CHECK_EVERY = 50  # pairs between two early-stop checks


def search(pos: Position, iterations: int, rng: Rng, cfg: SearchConfig) -> Node:
    """Run ``iterations`` iterations from ``pos`` (in pairs when the seat to act has a
    chip, stopping early when sure); the root's statistics."""
    sure = Sureness(cfg.sure, cfg.least_pairs) if pos.chips[pos.player] else None
    return run_iterations(Node(), pos, iterations, rng, cfg, iterate, sure)


NodeT = TypeVar("NodeT", bound=Node)
CfgT = TypeVar("CfgT")
#: One iteration: ``iterate(root, pos, rng, cfg, deck, forced)`` (see :func:`iterate`).
Iterate = Callable[[NodeT, Position, Rng, CfgT, list[int] | None, bool | None], None]


def run_iterations(
    root: NodeT,
    pos: Position,
    iterations: int,
    rng: Rng,
    cfg: CfgT,
    iterate: Iterate[NodeT, CfgT],
    sure: Sureness | None,
) -> NodeT:
    """Run ``iterations`` iterations of ``iterate`` into ``root``. With ``sure``, in pairs
    (common random numbers: both root actions meet the same stack and the same playout
    draws, so the difference of their means is far less noisy), stopping early once
    ``sure`` is; else one by one. Returns ``root``."""
    if sure is not None:
        for _ in range(iterations // 2):
            deck = draw_stack(pos, rng)
            twin = rng.copy()
            before = root.tw - root.pw
            iterate(root, pos, rng, cfg, list(deck), True)
            iterate(root, pos, twin, cfg, deck, False)
            rng = twin
            if sure.enough(root.tw - root.pw - before):
                return root
        if iterations % 2:
            iterate(root, pos, rng, cfg, None, None)
        return root
    for _ in range(iterations):
        iterate(root, pos, rng, cfg, None, None)
    return root


HARD_CONFIG = SearchConfig(exploration=0.5, scale=30.0, mix=0.3, sure=2.5)
"""The hard bot's settings (chosen with ``bench/sparring_arena.py``; docs/bots.md tells
what was tried)."""


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


def values_with(
    search_cfg: SearchConfig,
    new_root: Callable[[], NodeT],
    step: Iterate[NodeT, CfgT],
    cfg: CfgT,
) -> FastValues:
    """A ``SearchGame.custom`` running ``step`` (with ``cfg``) from ``new_root()`` on
    base-game take/pass decisions: the position with each seat's inferred greedy share
    (``search_cfg.mix``), paired iterations stopping early by ``search_cfg.sure`` when
    the seat to act has a chip (returns None when the integer model does not cover the
    view: the generic search then runs)."""

    def values(
        view: NoThanksView, legal: Sequence[Action], rng: Rng, iterations: int
    ) -> list[ActionValue] | None:
        if not fast_path_applies(view) or set(legal) != {TAKE, PASS}:
            return None
        pos = replace(position_of(view), greedy=greedy_odds(view, search_cfg.mix))
        chips = pos.chips[pos.player]
        sure = Sureness(search_cfg.sure, search_cfg.least_pairs) if chips else None
        root = run_iterations(new_root(), pos, iterations, rng, cfg, step, sure)
        return root_values(root, legal)

    return values


FastValues = Callable[[NoThanksView, Sequence[Action], Rng, int], list[ActionValue] | None]
