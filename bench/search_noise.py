"""Is the hard No Thanks! bot limited by the noise of its search? Its decisions against
the same search with ``--factor`` times the budget and no early stop.

Usage: ``python -m bench.search_noise --games 10 --players 4 [--factor 8] [--seed 77]
[--budgets 5000,4000]``

Plays one-round base games with the hard bot in one seat (seat ``game`` mod the
players) and the imitation rule (``bench.value_data.ImitationBot``, a model of the
ISMCTS sparring partner) in the others. At every other take/pass decision of the hard
seat both searches analyse the view (different decision seeds); prints, per game, the
decisions compared, how many differ, and the reward the shipped choice loses per
decision as the big search values the two moves (the reward is in [0, 1]; near an even
position 0.01 is about 0.6 points of lead). When hardly any decision changes, more
search cannot make the bot stronger: what it lacks is in the model its playouts use.
With ``--budgets``, the hard bot at each of those budgets (iterations with a full
stack; the hard bot plays the game at the first) is compared on the same decisions,
with the same decision seeds: what a smaller budget costs. Both searches are the
shipped one for the table size (:data:`game.games.nothanks.bots.table_search.TABLE_SEARCH`),
the big one without the early stop. Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace

from bench.value_data import ImitationBot
from game.bots.search import SearchBot, best_action
from game.games.nothanks.bots.hard import HARD_ITERATIONS, base_game_values, hard_bot
from game.games.nothanks.bots.position import fast_path_applies
from game.games.nothanks.bots.search import HARD_CONFIG
from game.games.nothanks.rules import PASS, TAKE
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
    parser.add_argument(
        "--budgets",
        default=str(HARD_ITERATIONS),
        help="hard bot budgets to compare, e.g. 5000,4000",
    )
    args = parser.parse_args()
    try:
        budgets = [int(b) for b in args.budgets.split(",")]
    except ValueError:
        raise SystemExit(f"--budgets: numbers separated by commas, not {args.budgets!r}") from None
    spec = get_game("nothanks")
    bots = [hard_bot(b) for b in budgets]
    hard = bots[0]
    unstopped = base_game_values(search=replace(HARD_CONFIG, sure=0.0))
    big = SearchBot(
        replace(hard.game, custom=unstopped),
        HARD_ITERATIONS * args.factor,
        hard.shortcut,
        hard.budget,
    )
    rival = ImitationBot()
    n = args.players
    compared = 0
    differ = [0] * len(bots)
    lost = [0.0] * len(bots)
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
                values = big.analyse(view, legal, Rng(1000 * index + ply + 7))
                value = {v.action: v.value for v in values}
                compared += 1
                for k, bot in enumerate(bots):
                    chosen = best_action(bot.analyse(view, legal, Rng(1000 * index + ply)))
                    if chosen != best_action(values):
                        differ[k] += 1
                        lost[k] += abs(value[TAKE] - value[PASS])
            state.apply(bot_move(state, hard if mine else rival, seed, ply))
            ply += 1
        each = "; ".join(
            f"{b}: {d} differ, reward lost per decision {x / max(compared, 1):.4f}"
            for b, d, x in zip(budgets, differ, lost, strict=True)
        )
        print(
            f"game {index + 1}/{args.games}: {compared} decisions compared; {each}; "
            f"{time.perf_counter() - start:.0f} s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
