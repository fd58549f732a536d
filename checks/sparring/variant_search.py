"""What the experimental hard No Thanks! searches share: the shipped search's frame
(base-game take/pass decisions only, the inferred greedy share per seat, paired
iterations with the early stop, the endgame solve) around their own ``iterate``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from game.bots.search import ActionValue
from game.contract import Action
from game.nothanks.bots.endgame import solving_ends
from game.nothanks.bots.infer import greedy_odds
from game.nothanks.bots.position import fast_path_applies, position_of
from game.nothanks.bots.reward import SearchConfig, rewards_of_points
from game.nothanks.bots.search import (
    CfgT,
    FastValues,
    Iterate,
    NodeT,
    Sureness,
    root_values,
    run_iterations,
)
from game.nothanks.rules import PASS, TAKE, NoThanksView
from game.rng import Rng


def iterated_values_with(
    search: SearchConfig, new_root: Callable[[], NodeT], iterate: Iterate[NodeT, CfgT], cfg: CfgT
) -> FastValues:
    """A ``SearchGame.custom`` running ``iterate`` (with ``cfg``) from ``new_root()`` in
    the shipped search's frame, ``search`` its settings (None where the integer model
    does not cover the view); the round's last cards solved exactly for its reward."""

    def values(
        view: NoThanksView, legal: Sequence[Action], rng: Rng, iterations: int
    ) -> list[ActionValue] | None:
        if not fast_path_applies(view) or set(legal) != {TAKE, PASS}:
            return None
        pos = replace(position_of(view), greedy=greedy_odds(view, search.mix))
        sure = Sureness(search.sure, search.least_pairs) if pos.chips[pos.me] else None
        root = run_iterations(new_root(), pos, iterations, rng, cfg, iterate, sure)
        return root_values(root, legal)

    return solving_ends(values, lambda pos, points: rewards_of_points(pos, points, search))
