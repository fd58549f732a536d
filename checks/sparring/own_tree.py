"""The hard No Thanks! search with a tree over the searcher's own later decisions
(experimental: not a shipped level; ``hard_tree`` in ``bench/sparring_arena.py``).

The shipped search (:mod:`game.games.nothanks.bots.search`) compares *take* and *pass* at the
root and then lets every seat, the searcher included, play the imitation rule to the
round's end. Its own later moves are therefore those of a model of the ISMCTS partner,
not its own best ones. Here the searcher's later decisions are searched too:

* after the root move the round is played offer by offer while the searcher may still
  meet a decision of its own in the tree: every other seat plays exactly as in the
  shipped playouts (the imitation rule, or the greedy rule with the chance
  :mod:`game.games.nothanks.bots.infer` gives);
* each decision of the searcher's (with chips) is a node keyed by the public position
  (card, pot, every seat's cards and chips): the stack order is all a seat cannot see,
  so the key is exactly its information set, and every determinisation that reaches it
  shares it. A node with fewer than ``prior`` visits decides by the imitation rule
  (what the shipped playout would do); from then on by UCB1 on its own statistics with
  exploration ``exploration``;
* one new node per iteration; after ``depth`` decisions of its own in the tree, after a
  node is created, or once another seat takes a card, the rest of the round is the
  shipped imitation playout.

Everything else is the shipped search: paired root iterations on the same draws, the
early stop, the reward, the endgame solve with at most one card left to flip.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.bots.search import SearchBot
from game.games.nothanks.bots.endgame import solved_values_with
from game.games.nothanks.bots.fast import imitation_logit, imitation_playout, threshold_take
from game.games.nothanks.bots.hard import hard_bot
from game.games.nothanks.bots.position import Position
from game.games.nothanks.bots.reward import SearchConfig, rewards
from game.games.nothanks.bots.search import (
    HARD_CONFIG,
    FastValues,
    Node,
    draw_stack,
    greedy_seats,
    ucb_take,
)
from game.rng import Rng

Key = tuple[int, int, tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True)
class TreeConfig:
    """The own-decision tree's settings (see the module docstring)."""

    search: SearchConfig = HARD_CONFIG
    depth: int = 6
    prior: int = 20
    exploration: float = 0.25


class TreeRoot(Node):
    """The root's statistics and the table of the searcher's later decisions."""

    __slots__ = ("table",)

    def __init__(self) -> None:
        super().__init__()
        self.table: dict[Key, Node] = {}


def _imitation_takes(
    hands: Sequence[int], chips: Sequence[int], card: int, pot: int, seat: int, stack: int, rng: Rng
) -> bool:
    """The imitation rule's random take decision (as the playout makes it)."""
    z = imitation_logit(hands, chips, card, pot, seat, stack)
    return z >= 30.0 or rng.next_u32() * (1.0 + math.exp(-z)) < 4294967296.0


def iterate(
    root: TreeRoot,
    pos: Position,
    rng: Rng,
    cfg: TreeConfig,
    deck: list[int] | None = None,
    forced: bool | None = None,
) -> None:
    """One iteration (see the module docstring). One function on purpose: the search's
    hot loop."""
    if deck is None:
        deck = draw_stack(pos, rng)
    hands, chips = list(pos.hands), list(pos.chips)
    card, pot, p = pos.card, pos.pot, pos.player
    me, n = pos.me, len(hands)
    greedy = greedy_seats(pos, cfg.search.mix, rng) or [False] * n
    path: list[tuple[Node, bool]] = []
    own = 0
    in_tree = True
    first = True
    while True:
        if first:
            first = False
            node: Node = root
            take = (
                forced
                if forced is not None
                else not chips[p] or ucb_take(root, cfg.search.exploration, rng)
            )
            path.append((node, take))
            own += 1
        elif not chips[p]:
            take = True
        elif p == me and in_tree:
            key = (card, pot, tuple(hands), tuple(chips))
            found = root.table.get(key)
            if found is None:
                found = root.table[key] = Node()
                in_tree = False
            node = found
            if node.tn + node.pn < cfg.prior:
                take = _imitation_takes(hands, chips, card, pot, p, len(deck), rng)
            else:
                take = ucb_take(node, cfg.exploration, rng)
            path.append((node, take))
            own += 1
            if own >= cfg.depth:
                in_tree = False
        elif in_tree:
            if greedy[p]:
                take = threshold_take(hands[p], card, pot, chips[p])
            else:
                take = _imitation_takes(hands, chips, card, pot, p, len(deck), rng)
        else:
            imitation_playout(hands, chips, card, pot, p, deck, rng, greedy)
            break
        if take:
            hands[p] |= 1 << card
            chips[p] += pot
            pot = 0
            if p != me:
                in_tree = False
            if not deck:
                break
            card = deck.pop()
        else:
            chips[p] -= 1
            pot += 1
            p = p + 1 if p + 1 < n else 0
    reward, score = rewards(pos, hands, chips, cfg.search)
    mine = reward[me]
    for node, took in path:
        if took:
            node.tn += 1
            node.tw += mine
        else:
            node.pn += 1
            node.pw += mine
    if path[0][1]:
        root.ts += score
    else:
        root.ps += score


def tree_values_with(cfg: TreeConfig) -> FastValues:
    """A ``SearchGame.custom`` searching base-game decisions with the own-decision tree
    (None where the integer model does not cover the view), with the round's last cards
    solved exactly as the shipped search does."""
    return solved_values_with(cfg.search, TreeRoot, iterate, cfg)


def hard_tree_bot(cfg: TreeConfig = TreeConfig(), iterations: int = 5000) -> SearchBot:
    """The hard bot with :func:`tree_values_with` as its base-game search, at the hard
    bot's budgets; Hidden Tiger and special cards keep the hard bot's generic search."""
    hard = hard_bot(iterations)
    game = replace(hard.game, custom=tree_values_with(cfg))
    return SearchBot(game, iterations, hard.shortcut, hard.budget)
