"""The hard No Thanks! search with the learned value function at its leaves
(experimental: not a shipped level; ``hard_net`` in ``bench/sparring_arena.py``).

The search is the shipped one (:mod:`game.games.nothanks.bots.search`: the unseen order
redrawn every iteration, *take* and *pass* paired on the same draws, no tree below the
root, the early stop once the two differ clearly, the endgame solve with at most one
card left to flip) except for what an iteration does after the root move:

* the imitation playout runs for ``depth`` more takes only (0: none), then the
  network (:mod:`game.games.nothanks.bots.value_net`) predicts every seat's points at the
  round's end from the position reached, seen from the searcher's seat; that
  prediction is scored like a finished playout (the shipped reward: the seat's lead over
  the others' mean, through ``tanh``);
* with ``mix`` below 1 the playout then goes on to the round's end too, and the leaf's
  reward is ``mix`` × the network's + (1 − ``mix``) × the playout's (``mix`` 0 is the
  shipped search with a cut-off point that changes nothing).

A round that ends within ``depth`` takes is scored exactly.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from game.bots.search import SearchBot
from game.contract import Action
from game.games.nothanks.bots.endgame import solved_values_with
from game.games.nothanks.bots.fast import imitation_playout, mask_of, mask_points
from game.games.nothanks.bots.hard import hard_bot
from game.games.nothanks.bots.position import Position, fast_path_applies
from game.games.nothanks.bots.reward import SearchConfig, rewards_of_points
from game.games.nothanks.bots.search import (
    HARD_CONFIG,
    FastValues,
    Node,
    back_up,
    draw_stack,
    greedy_seats,
    ucb_take,
)
from game.games.nothanks.bots.value_net import ValueNet, default_net, predicted_points
from game.games.nothanks.rules import NoThanksView
from game.rng import Rng


@dataclass(frozen=True)
class NetConfig:
    """The net search's settings (see the module docstring); ``net`` None is the
    trained network of :mod:`game.games.nothanks.bots.value_weights`."""

    search: SearchConfig = HARD_CONFIG
    depth: int = 2
    mix: float = 1.0
    net: ValueNet | None = field(default=None, compare=False)


def leaf_reward(pos: Position, points: Sequence[float], scale: float) -> tuple[float, float]:
    """The searcher's reward and final score for every seat's round ``points`` (floats:
    a prediction), as :func:`game.games.nothanks.bots.reward.rewards_of_points` scores them."""
    n = len(points)
    scores = [t + p for t, p in zip(pos.totals, points, strict=True)]
    base = scores if pos.last_round else list(points)
    mine = base[pos.me]
    lead = (sum(base) - mine) / (n - 1) - mine
    return 0.5 + 0.5 * math.tanh(lead / scale), scores[pos.me]


def iterate(
    root: Node,
    pos: Position,
    rng: Rng,
    cfg: NetConfig,
    deck: list[int] | None = None,
    forced: bool | None = None,
) -> None:
    """One iteration (see the module docstring): determinise unless ``deck`` is given,
    make the root move (``forced`` if given, else by UCB1), play ``cfg.depth`` takes,
    value the leaf with the network (and the playout's end with ``mix`` < 1), back up.
    One function on purpose: the search's hot loop, run thousands of times a decision.
    """
    if deck is None:
        deck = draw_stack(pos, rng)
    hands, chips = list(pos.hands), list(pos.chips)
    card, pot, p = pos.card, pos.pot, pos.player
    take = (
        forced
        if forced is not None
        else not chips[p] or ucb_take(root, cfg.search.exploration, rng)
    )
    if take:
        hands[p] |= 1 << card
        chips[p] += pot
        pot = 0
        if not deck:
            back_up(
                ((root, True, pos.me),), *rewards_of_points(pos, _points(hands, chips), cfg.search)
            )
            return
        card = deck.pop()
    else:
        chips[p] -= 1
        pot += 1
        p = p + 1 if p + 1 < len(hands) else 0
    greedy = greedy_seats(pos, cfg.search.mix, rng)
    if cfg.depth > 0:
        until = max(len(deck) - (cfg.depth - 1), 0)
        last = deck[until] if until < len(deck) else card  # the last card it takes
        imitation_playout(hands, chips, card, pot, p, deck, rng, greedy, until)
        p = next(seat for seat, mask in enumerate(hands) if mask >> last & 1)
        if not deck:
            back_up(
                ((root, take, pos.me),), *rewards_of_points(pos, _points(hands, chips), cfg.search)
            )
            return
        card, pot = deck.pop(), 0
    net = cfg.net if cfg.net is not None else default_net()
    pool = mask_of(pos.pool) & ~(1 << card)
    for mask in hands:
        pool &= ~mask
    points = predicted_points(
        net, pos.me, p, card, pot, hands, chips, len(deck), pool, pos.totals, pos.last_round
    )
    value, score = leaf_reward(pos, points, cfg.search.scale)
    if cfg.mix < 1.0:
        imitation_playout(hands, chips, card, pot, p, deck, rng, greedy)
        played, end = rewards_of_points(pos, _points(hands, chips), cfg.search)
        value = cfg.mix * value + (1.0 - cfg.mix) * played[pos.me]
        score = cfg.mix * score + (1.0 - cfg.mix) * end
    back_up(((root, take, pos.me),), [value] * len(hands), score)


def _points(hands: Sequence[int], chips: Sequence[int]) -> list[int]:
    """Every seat's round points (card points − chips)."""
    return [mask_points(m) - c for m, c in zip(hands, chips, strict=True)]


def net_values_with(cfg: NetConfig) -> FastValues:
    """A ``SearchGame.custom`` searching base-game decisions with the network at the
    leaves (None where the integer model does not cover the view), with the round's
    last cards solved exactly as the shipped search does."""

    return solved_values_with(cfg.search, Node, iterate, cfg)


def hard_net_bot(cfg: NetConfig = NetConfig(), iterations: int = 1000) -> SearchBot:
    """The hard bot with :func:`net_values_with` as its base-game search; Hidden Tiger
    and special cards keep the hard bot's generic search at its budget. With leaves
    valued by the network alone (``mix`` 1) an iteration costs about the same at every
    stack size, so every base-game decision gets ``iterations``; with playouts to the
    end, ``iterations`` scaled as the hard bot's (more as the stack shrinks)."""
    hard = hard_bot()
    game = replace(hard.game, custom=net_values_with(cfg))
    scaled = hard.budget
    assert scaled is not None

    def budget(view: NoThanksView, legal: Sequence[Action], base: int) -> int:
        if not fast_path_applies(view):  # the hard bot's generic search, its budget
            return scaled(view, legal, hard.iterations)
        return base if cfg.mix >= 1.0 else scaled(view, legal, base)

    return SearchBot(game, iterations, hard.shortcut, budget)
