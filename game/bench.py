"""Random playouts per second through the public contract (no bots, no views)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Mapping
from dataclasses import dataclass

from game.json_data import JsonOut
from game.options import OptionValue
from game.registry import get_game
from game.rng import Rng


@dataclass
class BenchResult:
    """Totals of a benchmark run, measured in windows of about half a CPU second.

    ``games_per_second`` is the median window's rate (robust against other load on a
    shared machine); ``best_games_per_second`` the fastest window's.
    """

    game: str
    players: int
    options: dict[str, OptionValue]
    games: int
    actions: int
    seconds: float
    window_rates: list[float]

    @property
    def games_per_second(self) -> float:
        return statistics.median(self.window_rates) if self.window_rates else 0.0

    @property
    def best_games_per_second(self) -> float:
        return max(self.window_rates, default=0.0)

    @property
    def actions_per_second(self) -> float:
        return self.games_per_second * self.actions / self.games if self.games else 0.0

    def to_json(self) -> dict[str, JsonOut]:
        return {
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "games": self.games,
            "actions": self.actions,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 1),
            "best_games_per_second": round(self.best_games_per_second, 1),
            "actions_per_second": round(self.actions_per_second, 1),
            "actions_per_game": round(self.actions / self.games, 2) if self.games else 0.0,
            "windows": len(self.window_rates),
        }


WINDOW_SECONDS = 0.5


def bench(
    game_id: str, players: int, options: Mapping[str, OptionValue], seconds: float, seed: int = 1
) -> BenchResult:
    """Play uniformly random games for about ``seconds`` of CPU time on one core.

    Each game starts with ``GameSpec.new_state`` (options validated) and runs through
    ``legal_actions`` and ``apply`` only, exactly as a search bot's playouts do.
    """
    spec = get_game(game_id)
    spec.validate(players, options)
    rng = Rng(seed)
    below = rng.below
    games = actions = 0
    rates: list[float] = []
    clock = time.process_time
    start = clock()
    deadline = start + seconds
    while True:
        window_start = clock()
        window_games = 0
        while True:
            for _ in range(20):
                state = spec.new_state(players, options, rng.next_u64())
                legal = state.legal_actions
                apply = state.apply
                # legal_actions() is empty exactly when the game is over.
                while choices := legal():
                    apply(choices[below(len(choices))])
                    actions += 1
            window_games += 20
            now = clock()
            if now - window_start >= WINDOW_SECONDS:
                break
        games += window_games
        rates.append(window_games / (now - window_start))
        if now >= deadline:
            break
    return BenchResult(game_id, players, dict(options), games, actions, clock() - start, rates)
