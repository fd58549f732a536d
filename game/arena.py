"""Tournament arena: bot levels rotated over every seat, win rates with confidence.

A *lineup* gives one level per seat. ``--levels hard,medium`` with four players is the
lineup ``hard, medium, medium, medium`` (the last level fills the remaining seats); a
list as long as the player count is used as given (``hard,medium,hard,medium`` puts a
level on alternate seats, e.g. for partnership games). Game ``i`` seats the lineup
rotated by ``i`` places, so every level sits in every seat equally often.

For each level the arena reports:

* ``win rate`` — the share of games the level won: a game's win is split equally among
  its winning seats and credited to their levels (so with one seat of a level this is
  that seat's win rate, and with a team of one level it is the team's win rate), with a
  95% Wilson score interval over the games;
* ``per seat`` — the win rate of one seat of that level (``win rate`` divided by the
  number of seats the level holds), comparable with the ``1 / players`` of equal bots;
* ``mean score`` — the mean final score of the level's seats.

Results depend only on the arguments (seeded games, iteration-budget bots).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context

from game.bots.base import BOT_LEVELS, Bot, make_bot
from game.errors import GameError
from game.json_data import JsonOut
from game.options import OptionValue
from game.play import play_out
from game.registry import get_game
from game.sim import game_seed

Z95 = 1.959963984540054


def lineup(levels: Sequence[str], players: int) -> list[str]:
    """One level per seat: the levels as given, the last one filling the other seats."""
    if not levels:
        raise GameError("--levels needs at least one level")
    for level in levels:
        if level not in BOT_LEVELS:
            raise GameError(f"unknown bot level '{level}' (levels: {', '.join(BOT_LEVELS)})")
    if len(levels) > players:
        raise GameError(f"{len(levels)} levels given but only {players} seats")
    return [*levels, *[levels[-1]] * (players - len(levels))]


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion (``successes`` may be fractional)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class LevelResult:
    level: str
    seats: int
    wins: float
    games: int
    score_total: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def per_seat(self) -> float:
        return self.win_rate / self.seats if self.seats else 0.0

    @property
    def mean_score(self) -> float:
        count = self.games * self.seats
        return self.score_total / count if count else 0.0

    def to_json(self) -> dict[str, JsonOut]:
        low, high = self.interval
        return {
            "level": self.level,
            "seats": self.seats,
            "wins": round(self.wins, 6),
            "win_rate": round(self.win_rate, 6),
            "ci95": [round(low, 6), round(high, 6)],
            "per_seat_win_rate": round(self.per_seat, 6),
            "mean_score": round(self.mean_score, 6),
        }


@dataclass
class ArenaResult:
    game: str
    players: int
    options: dict[str, OptionValue]
    lineup: list[str]
    seed: int
    games: int
    levels: list[LevelResult]

    def to_json(self) -> dict[str, JsonOut]:
        return {
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "lineup": self.lineup,
            "seed": self.seed,
            "games": self.games,
            "levels": [level.to_json() for level in self.levels],
        }


_WORKER_BOTS: dict[tuple[str, str], Bot] = {}


def _bot(game_id: str, level: str) -> Bot:
    """One bot per (game, level) per process (bots keep no state between decisions)."""
    key = (game_id, level)
    if key not in _WORKER_BOTS:
        _WORKER_BOTS[key] = make_bot(game_id, level)
    return _WORKER_BOTS[key]


def play_arena_game(
    game_id: str,
    players: int,
    options: Mapping[str, OptionValue],
    seed: int,
    table: Sequence[str],
) -> tuple[list[int], list[float]]:
    """Play one arena game with ``table[seat]`` bots; its winners and final scores."""
    spec = get_game(game_id)
    bots = [_bot(game_id, level) for level in table]
    state, _ = play_out(spec, players, options, seed, bots)
    return list(state.winners()), list(state.scores())


def rotations(seats: list[str], games: int) -> list[list[str]]:
    """The lineup of each game: ``seats`` turned one seat further every game."""
    players = len(seats)
    return [seats[players - i % players :] + seats[: players - i % players] for i in range(games)]


def run_arena(
    game_id: str,
    players: int,
    levels: Sequence[str],
    options: Mapping[str, object] | None = None,
    games: int = 100,
    seed: int = 1,
    progress: Callable[[int, int], None] | None = None,
    jobs: int = 1,
) -> ArenaResult:
    """Play ``games`` seeded games with the lineup rotated over the seats.

    With ``jobs`` > 1 the games are played in that many worker processes; every game
    depends only on its own seed and results are added up in game order, so the result
    is the same for any ``jobs``.
    """
    spec = get_game(game_id)
    full_options = spec.validate(players, options or {})
    if games < 1:
        raise GameError("--games must be at least 1")
    if jobs < 1:
        raise GameError("--jobs must be at least 1")
    seats = lineup(levels, players)
    distinct = list(dict.fromkeys(seats))
    results = {level: LevelResult(level, seats.count(level), 0.0, games, 0.0) for level in distinct}
    tables = rotations(seats, games)
    args = [
        (spec.id, players, full_options, game_seed(seed, index), tables[index])
        for index in range(games)
    ]
    outcomes: Iterator[tuple[list[int], list[float]]]
    pool: ProcessPoolExecutor | None = None
    if jobs == 1 or games == 1:
        outcomes = (play_arena_game(*arg) for arg in args)
    else:
        pool = ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("spawn"))
        outcomes = pool.map(play_arena_game, *zip(*args, strict=True))
    try:
        for index, (winners, scores) in enumerate(outcomes):
            table = tables[index]
            for seat in winners:
                results[table[seat]].wins += 1.0 / len(winners)
            for seat, score in enumerate(scores):
                results[table[seat]].score_total += score
            if progress is not None:
                progress(index + 1, games)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    return ArenaResult(
        game=spec.id,
        players=players,
        options=full_options,
        lineup=seats,
        seed=seed,
        games=games,
        levels=[results[level] for level in distinct],
    )


def format_result(result: ArenaResult, name: str) -> list[str]:
    """Human-readable lines of an arena result."""
    lines = [
        f"{name} · {result.players} players · {result.games} games · seed {result.seed}",
        "lineup: " + ", ".join(result.lineup) + " (rotated over the seats)",
    ]
    options = " ".join(f"{k}={_text(v)}" for k, v in result.options.items())
    lines.append(f"options: {options}")
    lines.append(
        f"{'level':<8}{'seats':>6}{'win rate':>10}{'95% CI':>18}{'per seat':>10}{'mean score':>12}"
    )
    for level in result.levels:
        low, high = level.interval
        ci = f"[{100 * low:.1f}, {100 * high:.1f}]"
        lines.append(
            f"{level.level:<8}{level.seats:>6}{100 * level.win_rate:>9.1f}%{ci:>18}"
            f"{100 * level.per_seat:>9.1f}%{level.mean_score:>12.2f}"
        )
    return lines


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
