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

:class:`SearchConfig` (with the rewards, in :mod:`game.bots.nothanks_reward`) fixes the
reward, the playout rule and the exploration constant:

* ``reward="win"`` — the hard bot's: ``WIN_WEIGHT`` × the seat's share of the win plus
  the rest × ``(1 + tanh(margin / scale)) / 2`` of its lead over the best other seat
  (in [0, 1]); in a round that is not the last, the round's points against the mean of
  the others' (the round decides no winner by itself);
* ``reward="relative"`` — ``(1 + tanh(lead / scale)) / 2`` of the seat's lead over the
  mean final score of the other seats (in [0, 1]; dense, every point counts), mixed in
  the last round with the seat's share of the win (weight ``win_share``);
* ``reward="points"`` — that lead on its own scale, in points (a public-style
  searcher's reward, used by sparring bots).

``paired`` runs the iterations in pairs, *take* and *pass* at the root on the same
determinisation and the same playout draws (common random numbers: the luck of the
draw cancels out of the difference between the two). ``prior`` tries the threshold
rule's move first at every node and adds ``prior / (visits + 1)`` to its score
(progressive bias), so a node searched little assumes sensible play, not a coin flip.
``flat`` grows no tree below the root (every iteration plays out after its first move);
``sure`` stops a paired search once take and pass differ by that many standard errors.
The ``imitation`` playout (:func:`game.bots.nothanks_fast.imitation_playout`) lets each
opponent play the greedy rule instead, with chance ``mix``, or with the chance its moves
this round give when ``infer`` is on (:mod:`game.bots.nothanks_infer`).

:func:`search` may start from a tree kept from earlier decisions of the same game (see
:func:`descend`); a decision then depends on the earlier ones, which a caller must want.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace

from game.bots.nothanks_fast import (
    imitation_playout,
    policy_playout,
    threshold_playout,
    threshold_take,
)
from game.bots.nothanks_infer import greedy_odds
from game.bots.nothanks_position import Position, fast_path_applies, position_of
from game.bots.nothanks_reward import SearchConfig, rewards
from game.bots.search import ActionValue
from game.contract import Action
from game.nothanks.rules import PASS, TAKE, NoThanksView
from game.rng import Rng


class Node:
    """A public position: statistics of *take* (``t*``) and *pass* (``p*``) for the seat
    to act (visits, reward total, the searcher's score total), and the children."""

    __slots__ = ("passed", "pn", "ps", "pw", "takes", "tn", "ts", "tw")

    def __init__(self) -> None:
        self.tn = self.pn = 0
        self.tw = self.pw = self.ts = self.ps = 0.0
        self.takes: dict[int, Node] = {}
        self.passed: Node | None = None


def _select(
    node: Node, exploration: float, rng: Rng, hint: bool | None = None, prior: float = 0.0
) -> tuple[bool, bool]:
    """(take?, is a new edge) for the seat to act at ``node`` (both actions legal).

    With ``hint`` (the heuristic's move: take when True) that move is tried first and
    its score gets ``prior / (visits + 1)`` (progressive bias)."""
    tn, pn = node.tn, node.pn
    if not tn or not pn:
        if not tn and not pn:
            if hint is not None:
                return hint, True
            return rng.below(2) == 0, True
        return not tn, True
    log_total = math.log(tn + pn)
    take_score = node.tw / tn + exploration * math.sqrt(log_total / tn)
    pass_score = node.pw / pn + exploration * math.sqrt(log_total / pn)
    if hint is not None:
        if hint:
            take_score += prior / (tn + 1)
        else:
            pass_score += prior / (pn + 1)
    return take_score >= pass_score, False


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
    """One iteration: determinise (unless ``deck`` is given), descend (with the root's
    action ``forced`` if given: take when True), add a node, play out, back up."""
    if deck is None:
        deck = draw_stack(pos, rng)
    hands = list(pos.hands)
    chips = list(pos.chips)
    card, pot, p = pos.card, pos.pot, pos.player
    prior = cfg.prior
    flat = cfg.flat
    n = len(hands)
    node = root
    path: list[tuple[Node, bool, int]] = []
    finished = False
    while True:
        if forced is not None:
            take, new = forced, not (node.tn if forced else node.pn)
            forced = None
        elif chips[p] and prior:
            hint = threshold_take(hands[p], card, pot, chips[p], cfg.threshold)
            take, new = _select(node, cfg.exploration, rng, hint, prior)
        elif chips[p]:
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
            if flat:
                break
            child = node.takes.get(card)
            if child is None:
                child = node.takes[card] = Node()
                new = True
        else:
            chips[p] -= 1
            pot += 1
            p = p + 1 if p + 1 < n else 0
            if flat:
                break
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
        elif cfg.playout == "imitation":
            greedy = _greedy_seats(pos, cfg, rng)
            imitation_playout(hands, chips, card, pot, p, deck, rng, greedy)
        else:
            threshold_playout(hands, chips, card, pot, p, deck, cfg.threshold)
    _back_up(path, *rewards(pos, hands, chips, cfg))


def _greedy_seats(pos: Position, cfg: SearchConfig, rng: Rng) -> list[bool]:
    """Which seats play the greedy rule in one imitation playout: each with its chance
    in ``pos.greedy``, else each other seat with chance ``cfg.mix`` (none when 0)."""
    if pos.greedy:
        return [rng.random() < odds for odds in pos.greedy]
    if not cfg.mix:
        return []
    return [rng.random() < cfg.mix and seat != pos.me for seat in range(len(pos.hands))]


def _back_up(path: Sequence[tuple[Node, bool, int]], reward: Sequence[float], score: float) -> None:
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


class _Sureness:
    """The early stop of paired searches: after ``cfg.least_pairs`` pairs (and every
    ``CHECK_EVERY`` pairs after that), enough once the mean paired difference of the
    searcher's rewards (take minus pass) is more than ``cfg.sure`` standard errors from
    0 (never with ``sure`` 0)."""

    __slots__ = ("count", "least", "squares", "sure", "total")

    def __init__(self, cfg: SearchConfig) -> None:
        self.sure = cfg.sure
        self.least = cfg.least_pairs
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


def search(
    pos: Position, iterations: int, rng: Rng, cfg: SearchConfig, root: Node | None = None
) -> Node:
    """Run ``iterations`` iterations from ``pos`` (into ``root`` if given); the root."""
    if root is None:
        root = Node()
    if cfg.paired and pos.chips[pos.player]:
        # Common random numbers: both root actions meet the same stack and the same
        # playout draws, so the difference of their means is far less noisy.
        sure = _Sureness(cfg)
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
            iterate(root, pos, rng, cfg)
        return root
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


HARD_CONFIG = SearchConfig(
    reward="relative",
    scale=30.0,
    exploration=0.5,
    paired=True,
    playout="imitation",
    flat=True,
    sure=2.5,
    mix=0.3,
    infer=True,
    endgame=True,
)
"""The hard bot's settings, tuned with bench/sparring_arena.py against the sparring
partners: take and pass compared on the same draws with no tree below the root, every
seat then playing the imitation rule (a tree below the root, whose opponents choose by
their own UCB statistics, won 22% of 4-player games against three ISMCTS sparring
partners where the flat search won 33%), stopping once the two differ by 2.5 standard
errors (most decisions are clear: the close ones get the budget). In a playout each
opponent plays the greedy rule instead with the chance that its moves this round give
(from a prior of 0.3, :mod:`game.bots.nothanks_infer`): against three medium bots a
fixed 0.3 won 58% of 60 games where 0 won 46% of 40, and the inferred share 61.5% of
100."""


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
        pos = position_of(view)
        if cfg.infer:
            pos = replace(pos, greedy=greedy_odds(view, cfg.mix))
        root = search(pos, iterations, rng, cfg)
        return root_values(root, legal)

    return values


FastValues = Callable[[NoThanksView, Sequence[Action], Rng, int], list[ActionValue] | None]
