"""No bot ever chooses an illegal action: seeded games over every game, preset and
player count, with easy, medium and random seats and some hard decisions. The default
run plays every setup's 40 games (2,480 in all); ``-m slow`` plays the full 10,000 (the
same games, plus 7,520 more No Thanks! games).

Kept quick: most seats are the cheap heuristic levels, Nyet! plays one-round games
(except its "play to a target" preset, which ends by itself), and one game in twenty
seats a bot that makes a quarter of its decisions with a small hard search.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from game.bots.base import Bot, make_bot
from game.bots.search import SearchBot
from game.contract import Action
from game.play import play_out
from game.rng import Rng, derive_seed
from tests.conformance import setups

TOTAL_GAMES = 10_000
BASE_GAMES = 40  # every setup; the rest go to the (fast) No Thanks! setups
HEURISTIC_LEVELS = ("easy", "medium", "random")


class SometimesHard:
    """Medium, except for a quarter of the decisions: a small hard search."""

    level = "hard"

    def __init__(self, game_id: str) -> None:
        hard = make_bot(game_id, "hard")
        assert isinstance(hard, SearchBot)
        self.hard = SearchBot(hard.game, 8, hard.shortcut, hard.budget)
        self.medium = make_bot(game_id, "medium")

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        if rng.below(4) == 0:
            return self.hard.choose(view, legal, rng)
        return self.medium.choose(view, legal, rng)


def plan(total: int | None = TOTAL_GAMES) -> list[tuple[str, int, dict[str, Any], int]]:
    """(game id, players, options, games) for every setup: ``BASE_GAMES`` each, and the
    rest of ``total`` (when given) spread over the No Thanks! setups."""
    rows = []
    for spec, players, _, options in setups():
        opts = dict(options)
        if spec.id == "nyet" and opts.get("end") != "target":
            opts["rounds"] = "1"
        rows.append((spec.id, players, opts))
    fast = [i for i, row in enumerate(rows) if row[0] == "nothanks"] or list(range(len(rows)))
    counts = [BASE_GAMES] * len(rows)
    extra = 0 if total is None else total - sum(counts)
    for k in range(extra):
        counts[fast[k % len(fast)]] += 1
    return [(*row, count) for row, count in zip(rows, counts, strict=True)]


@pytest.mark.parametrize("total", [None, pytest.param(TOTAL_GAMES, marks=pytest.mark.slow)])
def test_no_bot_chooses_an_illegal_action(total: int | None) -> None:
    from game.registry import get_game

    played = 0
    setups = plan(total)
    seats_seen: Counter[tuple[str, str]] = Counter()
    bots: dict[tuple[str, str], Bot] = {}
    for row, (game_id, players, options, games) in enumerate(setups):
        spec = get_game(game_id)
        full = spec.validate(players, options)
        for index in range(games):
            seed = derive_seed(2024, row, index)
            lineup = [HEURISTIC_LEVELS[(index + seat) % 3] for seat in range(players)]
            if index % 20 == 0:
                lineup[index % players] = "hard"
            seat_bots = []
            for level in lineup:
                key = (game_id, level)
                if key not in bots:
                    bots[key] = SometimesHard(game_id) if level == "hard" else make_bot(*key)
                seat_bots.append(bots[key])
                seats_seen[key] += 1
            # play_out checks every chosen action against the legal ones (GameError).
            state, actions = play_out(spec, players, full, seed, seat_bots)
            assert state.is_terminal() and actions
            played += 1
    assert played == sum(row[3] for row in setups) == (total or BASE_GAMES * len(setups))
    for game_id in {key[0] for key in seats_seen}:
        for level in ("easy", "medium", "random", "hard"):
            assert seats_seen[game_id, level] > 0
