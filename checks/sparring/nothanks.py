"""No Thanks! sparring partners (base game): a net-cost threshold rule, the strong
playout rule of the earlier hard bot, and a public-style information-set MCTS.

* :class:`ThresholdBot` (``threshold``) — take when the card's net cost (the points it
  adds after run merging, minus the chips on it) is at most a threshold that rises as
  my chips run out (:func:`game.games.nothanks.bots.fast.threshold_take`); must take with no
  chips.
* :class:`StrongBot` (``strong``) — :func:`strong_take`, the strong playout rule with no
  jitter: milks cards that fit its run, takes any other card whose net cost is at most
  8 (more as its chips run low).
* :class:`IsmctsBot` (``ismcts``) — the kind of searcher published for this game:
  single-observer ISMCTS, 2,000 iterations per move, UCB1 with exploration constant 30
  on a *points* reward (the others' mean score minus mine), playouts by the greedy
  net-cost rule, and **a tree kept for the whole game**: at each decision the bot walks
  its previous tree down the public moves and flips since its last decision and keeps
  searching there. The walk is rebuilt from the view alone (moves, displays, the card
  on offer); when the view does not say which card was flipped (a seat that took three
  cards in a row), the bot starts a fresh tree.

Both see only their view (chips are counted from the public moves). Variants outside
the base game (Hidden Tiger cards, special cards) fall back to the medium bot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from checks.sparring.lab import LabConfig, Playout, Reward, TreeNode, descend, search
from checks.sparring.playouts import STRONG, StrongParams, strong_wants
from game.bots.base import make_bot
from game.bots.search import best_action
from game.contract import Action
from game.games.nothanks.bots.fast import threshold_take
from game.games.nothanks.bots.position import Position, fast_path_applies, position_of
from game.games.nothanks.bots.search import root_values, scaled_iterations
from game.games.nothanks.rules import PASS, TAKE, NoThanksView
from game.rng import Rng

ISMCTS_ITERATIONS = 2000
ISMCTS_CONFIG = LabConfig(reward=Reward.POINTS, playout=Playout.THRESHOLD, exploration=30.0)


def _rule_choice(
    view: NoThanksView, legal: Sequence[Action], rng: Rng, rule: Callable[[Position], bool]
) -> Action:
    """``rule``'s move (True: take) in a base-game take/pass decision; the only legal
    move when there is one; the medium bot's outside the base game."""
    if len(legal) == 1:
        return legal[0]
    if not fast_path_applies(view) or set(legal) != {TAKE, PASS}:
        medium: Action = make_bot("nothanks", "medium").choose(view, legal, rng)
        return medium
    return TAKE if rule(position_of(view)) else PASS


class ThresholdBot:
    """The net-cost threshold rule."""

    level = "threshold"

    def choose(self, view: NoThanksView, legal: Sequence[Action], rng: Rng) -> Action:
        return _rule_choice(
            view,
            legal,
            rng,
            lambda pos: threshold_take(pos.hands[pos.me], pos.card, pos.pot, pos.chips[pos.me]),
        )


def strong_take(
    hands: Sequence[int],
    chips: Sequence[int],
    card: int,
    pot: int,
    player: int,
    params: StrongParams = STRONG,
) -> bool:
    """The strong rule of :func:`checks.sparring.playouts.policy_playout` for one
    decision (no jitter): True to take ``card``."""
    if not chips[player]:
        return True
    return strong_wants(list(hands), list(chips), card, pot, player, params.base, params)


class StrongBot:
    """The strong playout rule of the hard bot on its own (no search, no jitter)."""

    level = "strong"

    def choose(self, view: NoThanksView, legal: Sequence[Action], rng: Rng) -> Action:
        return _rule_choice(
            view,
            legal,
            rng,
            lambda pos: strong_take(pos.hands, pos.chips, pos.card, pos.pot, pos.me),
        )


@dataclass
class _Kept:
    """A seat's tree at its last decision, with the public facts needed to walk on."""

    round: int
    moves: tuple[tuple[int, str], ...]
    cards: tuple[tuple[int, ...], ...]
    card: int
    node: TreeNode


def public_steps(kept: _Kept, view: NoThanksView) -> list[tuple[bool, int | None]] | None:
    """The (take?, card flipped next) steps from ``kept`` to ``view``, or None when they
    cannot be told from the view."""
    if view.round != kept.round or view.moves[: len(kept.moves)] != kept.moves:
        return None
    gained = [set(now) - set(before) for now, before in zip(view.cards, kept.cards, strict=True)]
    later = view.moves[len(kept.moves) :]
    card: int | None = kept.card
    steps: list[tuple[bool, int | None]] = []
    for index, (seat, move) in enumerate(later):
        if move == "pass":
            steps.append((False, None))
            continue
        if move != "take" or card not in gained[seat]:
            return None
        gained[seat].discard(card)
        takers = [s for s, m in later[index + 1 :] if m == "take"]
        if not takers:
            card = view.card
        elif len(gained[takers[0]]) == 1:
            card = next(iter(gained[takers[0]]))
        else:
            return None
        steps.append((True, card))
    return steps if card == view.card else None


class IsmctsBot:
    """The public-style ISMCTS sparring partner (see the module docstring)."""

    level = "ismcts"

    def __init__(
        self,
        iterations: int = ISMCTS_ITERATIONS,
        keep_tree: bool = True,
        config: LabConfig = ISMCTS_CONFIG,
        scaled: bool = False,
    ) -> None:
        self.iterations = iterations
        self.scaled = scaled
        self.keep_tree = keep_tree
        self.config = config
        self._kept: dict[int, _Kept] = {}

    def choose(self, view: NoThanksView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        if not fast_path_applies(view) or set(legal) != {TAKE, PASS}:
            medium: Action = make_bot("nothanks", "medium").choose(view, legal, rng)
            return medium
        assert view.card is not None
        root: TreeNode | None = None
        kept = self._kept.get(view.player)
        if self.keep_tree and kept is not None:
            steps = public_steps(kept, view)
            if steps is not None:
                root = descend(kept.node, steps)
        pos = position_of(view)
        iterations = (
            scaled_iterations(pos.stack_size, self.iterations) if self.scaled else self.iterations
        )
        root = search(pos, iterations, rng, self.config, root)
        self._kept[view.player] = _Kept(view.round, view.moves, view.cards, view.card, root)
        choice: Action = best_action(root_values(root, legal))
        return choice
