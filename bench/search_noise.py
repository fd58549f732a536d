"""Is the hard No Thanks! bot limited by the noise of its search? Its decisions against
the same search with ``--factor`` times the budget and no early stop.

Usage: ``python -m bench.search_noise --games 10 --players 4 [--factor 8] [--seed 77]``

Plays one-round base games with the hard bot in one seat (seat ``game`` mod the
players) and the imitation rule (``bench.value_data.ImitationBot``, a model of the
ISMCTS sparring partner) in the others. At every other take/pass decision of the hard
seat both searches analyse the view (different decision seeds); prints, per game, the
decisions compared, how many differ, and the reward the shipped choice loses per
decision as the big search values the two moves (the reward is in [0, 1]; near an even
position 0.01 is about 0.6 points of lead). When hardly any decision changes, more
search cannot make the bot stronger: what it lacks is in the model its playouts use.
Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace

from bench.value_data import ImitationBot
from checks.sparring.lab import HARD_LAB, lab_values_with
from game.bots.search import SearchBot, best_action
from game.nothanks.bots.hard import hard_bot
from game.nothanks.bots.position import fast_path_applies
from game.nothanks.rules import PASS, TAKE
from game.play import bot_move
from game.registry import get_game
from game.rng import Rng
from game.sim import game_seed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--factor", type=int, default=8)
    parser.add_argument("--seed", type=int, default=77)
    args = parser.parse_args()
    spec = get_game("nothanks")
    hard = hard_bot()
    unstopped = lab_values_with(replace(HARD_LAB, sure=0.0))
    big = SearchBot(
        replace(hard.game, custom=unstopped),
        hard.iterations * args.factor,
        hard.shortcut,
        hard.budget,
    )
    rival = ImitationBot()
    n = args.players
    compared = differ = 0
    lost = 0.0
    start = time.perf_counter()
    for index in range(args.games):
        seed = game_seed(args.seed, index)
        state = spec.new_state(n, spec.validate(n, {}), seed)
        ply = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            seat = state.current_player
            view = state.view(seat)
            mine = seat == index % n
            if mine and ply % 2 == 0 and set(legal) == {TAKE, PASS} and fast_path_applies(view):
                shipped = best_action(hard.analyse(view, legal, Rng(1000 * index + ply)))
                values = big.analyse(view, legal, Rng(1000 * index + ply + 7))
                compared += 1
                if best_action(values) != shipped:
                    differ += 1
                    value = {v.action: v.value for v in values}
                    lost += abs(value[TAKE] - value[PASS])
            state.apply(bot_move(state, hard if mine else rival, seed, ply))
            ply += 1
        print(
            f"game {index + 1}/{args.games}: {compared} decisions compared, {differ} differ, "
            f"reward lost per decision {lost / max(compared, 1):.4f}, "
            f"{time.perf_counter() - start:.0f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
