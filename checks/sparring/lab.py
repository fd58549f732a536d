"""The No Thanks! search lab: the integer-model search of the hard bot with every
setting that was tried while tuning it, for the sparring partners and
``bench/sparring_arena.py`` (the shipped search, :mod:`game.games.nothanks.bots.search`, keeps
only the settings the hard level uses; ``docs/bots.md`` tells what each trial gave).

:class:`LabConfig` adds to the shipped :class:`~game.games.nothanks.bots.reward.SearchConfig`:

* ``reward`` — :attr:`Reward.RELATIVE` (the shipped one: the seat's lead over the mean
  of the others, mixed in the last round with its share of the win, weight
  ``win_share``), :attr:`Reward.WIN` (``win_weight`` × the share of the win plus the rest
  × the shaped lead over the best other seat) or :attr:`Reward.POINTS` (the lead in
  points: a public-style searcher's reward);
* ``playout`` — :attr:`Playout.IMITATION` (shipped), :attr:`Playout.STRONG` or
  :attr:`Playout.THRESHOLD` (:mod:`checks.sparring.playouts`);
* ``paired`` (shipped on), ``flat`` (shipped on: no tree below the root), ``prior`` (a
  progressive bias towards the threshold rule's move), ``infer`` (shipped on),
  ``endgame`` (shipped on) and ``temper`` (the imitation playout's log-odds scaled by
  it before each draw; shipped 1).

:func:`search` may start from a tree kept from earlier decisions (:func:`descend`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from checks.sparring.playouts import STRONG, StrongParams, policy_playout, threshold_playout
from game.bots.search import ActionValue
from game.contract import Action
from game.games.nothanks.bots.endgame import fast_values_with as shipped_values_with
from game.games.nothanks.bots.endgame import solving_ends
from game.games.nothanks.bots.fast import (
    THRESHOLD,
    ThresholdParams,
    imitation_playout,
    mask_points,
    threshold_take,
)
from game.games.nothanks.bots.infer import greedy_odds
from game.games.nothanks.bots.position import Position, fast_path_applies, position_of
from game.games.nothanks.bots.reward import SearchConfig
from game.games.nothanks.bots.search import (
    FastValues,
    Node,
    Sureness,
    back_up,
    draw_stack,
    greedy_seats,
    root_values,
    run_iterations,
)
from game.games.nothanks.rules import PASS, TAKE, NoThanksView
from game.rng import Rng


class Reward(Enum):
    """What a playout's end is worth to each seat (see the module docstring)."""

    WIN = "win"
    RELATIVE = "relative"
    POINTS = "points"


class Playout(Enum):
    """The rule every seat plays in a playout."""

    STRONG = "strong"
    IMITATION = "imitation"
    THRESHOLD = "threshold"


@dataclass(frozen=True)
class LabConfig:
    """Every setting of the lab search (see the module docstring)."""

    reward: Reward = Reward.WIN
    playout: Playout = Playout.STRONG
    exploration: float = 0.7
    scale: float = 15.0
    win_weight: float = 0.75
    strong: StrongParams = STRONG
    threshold: ThresholdParams = THRESHOLD
    paired: bool = False
    win_share: float = 0.0
    prior: float = 0.0
    flat: bool = False
    mix: float = 0.0
    infer: bool = False
    sure: float = 0.0
    least_pairs: int = 250
    endgame: bool = False
    temper: float = 1.0

    def shipped(self) -> SearchConfig | None:
        """The shipped search's config when these settings are the shipped search's
        (relative reward without win share, imitation playouts, paired, flat, no prior,
        inferred mix, endgame, untempered), else None."""
        if (
            self.reward is not Reward.RELATIVE
            or self.playout is not Playout.IMITATION
            or not (self.paired and self.flat and self.infer and self.endgame)
            or self.prior
            or self.win_share
            or self.temper != 1.0
        ):
            return None
        return SearchConfig(
            exploration=self.exploration,
            scale=self.scale,
            mix=self.mix,
            sure=self.sure,
            least_pairs=self.least_pairs,
        )


HARD_LAB = LabConfig(
    reward=Reward.RELATIVE,
    playout=Playout.IMITATION,
    scale=30.0,
    exploration=0.5,
    paired=True,
    flat=True,
    sure=2.5,
    mix=0.3,
    infer=True,
    endgame=True,
)
"""The shipped hard bot's settings as a lab config (``HARD_LAB.shipped()`` is
:data:`game.games.nothanks.bots.search.HARD_CONFIG`)."""


class TreeNode(Node):
    """A node with children: one per card flipped after a take, one after a pass."""

    __slots__ = ("passed", "takes")

    def __init__(self) -> None:
        super().__init__()
        self.takes: dict[int, TreeNode] = {}
        self.passed: TreeNode | None = None


def rewards(
    pos: Position, hands: Sequence[int], chips: Sequence[int], cfg: LabConfig
) -> tuple[list[float], float]:
    """Per-seat rewards of a finished round under ``cfg.reward``, and the searcher's
    final score."""
    points = [mask_points(m) - c for m, c in zip(hands, chips, strict=True)]
    return rewards_of_points(pos, points, cfg)


def rewards_of_points(
    pos: Position, points: Sequence[int], cfg: LabConfig
) -> tuple[list[float], float]:
    """:func:`rewards` from each seat's points in the round (card points − chips)."""
    n = len(points)
    scores = [t + p for t, p in zip(pos.totals, points, strict=True)]
    if cfg.reward is not Reward.WIN or not pos.last_round:
        base = scores if pos.last_round else points
        total = sum(base)
        if cfg.reward is Reward.POINTS:
            return [(total - s) / (n - 1) - s for s in base], scores[pos.me]
        lead = [0.5 + 0.5 * math.tanh(((total - s) / (n - 1) - s) / cfg.scale) for s in base]
        weight = cfg.win_share if pos.last_round else 0.0
        if weight:
            best = min(base)
            share = 1.0 / base.count(best)
            lead = [
                weight * (share if s == best else 0.0) + (1.0 - weight) * r
                for s, r in zip(base, lead, strict=True)
            ]
        return lead, scores[pos.me]
    best = min(scores)
    share = 1.0 / scores.count(best)
    result = []
    for seat, mine in enumerate(scores):
        others = min(s for other, s in enumerate(scores) if other != seat)
        shaped = 0.5 + 0.5 * math.tanh((others - mine) / cfg.scale)
        win = share if mine == best else 0.0
        result.append(cfg.win_weight * win + (1.0 - cfg.win_weight) * shaped)
    return result, scores[pos.me]


def select(
    node: Node, exploration: float, rng: Rng, hint: bool | None = None, prior: float = 0.0
) -> tuple[bool, bool]:
    """(take?, is a new edge) by UCB1; with ``hint`` (the heuristic's move: take when
    True) that move is tried first and its score gets ``prior / (visits + 1)``."""
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


def _playout(
    pos: Position, cfg: LabConfig, rng: Rng, hands: list[int], chips: list[int],
    card: int, pot: int, p: int, deck: list[int],
) -> None:  # fmt: skip
    if cfg.playout is Playout.STRONG:
        policy_playout(hands, chips, card, pot, p, deck, rng, cfg.strong)
    elif cfg.playout is Playout.IMITATION:
        greedy = greedy_seats(pos, cfg.mix, rng)
        imitation_playout(hands, chips, card, pot, p, deck, rng, greedy, temper=cfg.temper)
    else:
        threshold_playout(hands, chips, card, pot, p, deck, cfg.threshold)


def iterate(
    root: TreeNode, pos: Position, rng: Rng, cfg: LabConfig,
    deck: list[int] | None = None, forced: bool | None = None,
) -> None:  # fmt: skip
    """One iteration: determinise (unless ``deck`` is given), descend (with the root's
    action ``forced`` if given: take when True), add a node, play out, back up."""
    if deck is None:
        deck = draw_stack(pos, rng)
    hands, chips = list(pos.hands), list(pos.chips)
    card, pot, p = pos.card, pos.pot, pos.player
    n = len(hands)
    node = root
    path: list[tuple[Node, bool, int]] = []
    while True:
        if forced is not None:
            take, new = forced, not (node.tn if forced else node.pn)
            forced = None
        elif chips[p] and cfg.prior:
            hint = threshold_take(hands[p], card, pot, chips[p], cfg.threshold)
            take, new = select(node, cfg.exploration, rng, hint, cfg.prior)
        elif chips[p]:
            take, new = select(node, cfg.exploration, rng)
        else:
            take, new = True, False
        path.append((node, take, p))
        if take:
            hands[p] |= 1 << card
            chips[p] += pot
            pot = 0
            if not deck:
                back_up(path, *rewards(pos, hands, chips, cfg))
                return
            card = deck.pop()
            if cfg.flat:
                break
            child = node.takes.get(card)
            if child is None:
                child = node.takes[card] = TreeNode()
                new = True
        else:
            chips[p] -= 1
            pot += 1
            p = p + 1 if p + 1 < n else 0
            if cfg.flat:
                break
            child = node.passed
            if child is None:
                child = node.passed = TreeNode()
                new = True
        node = child
        if new:
            break
    _playout(pos, cfg, rng, hands, chips, card, pot, p, deck)
    back_up(path, *rewards(pos, hands, chips, cfg))


def search(
    pos: Position, iterations: int, rng: Rng, cfg: LabConfig, root: TreeNode | None = None
) -> TreeNode:
    """Run ``iterations`` iterations from ``pos`` (into ``root`` if given); the root."""
    paired = cfg.paired and pos.chips[pos.player]
    sure = Sureness(cfg.sure, cfg.least_pairs) if paired else None
    return run_iterations(
        TreeNode() if root is None else root, pos, iterations, rng, cfg, iterate, sure
    )


def descend(root: TreeNode, steps: Sequence[tuple[bool, int | None]]) -> TreeNode | None:
    """The node reached from ``root`` by public steps (take?, card flipped after a take),
    or None where the tree was never grown that far."""
    node: TreeNode | None = root
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


def lab_values_with(cfg: LabConfig) -> FastValues:
    """A ``SearchGame.custom`` searching base-game decisions with ``cfg``: the shipped
    search when ``cfg`` is one of its configs, else the lab search; with ``endgame`` the
    round's last cards are solved exactly for ``cfg``'s reward."""
    shipped = cfg.shipped()
    if shipped is not None:
        return shipped_values_with(shipped)

    def values(
        view: NoThanksView, legal: Sequence[Action], rng: Rng, iterations: int
    ) -> list[ActionValue] | None:
        if not fast_path_applies(view) or set(legal) != {TAKE, PASS}:
            return None
        pos = position_of(view)
        if cfg.infer:
            pos = replace(pos, greedy=greedy_odds(view, cfg.mix))
        return root_values(search(pos, iterations, rng, cfg), legal)

    if cfg.endgame:
        return solving_ends(values, lambda pos, points: rewards_of_points(pos, points, cfg))
    return values
