"""The bots' decisions on a fixed set of seeded games, kept in ``tests/data/`` so that a
change to the engine or the bots that alters any decision is seen (refactors must keep
every game identical).

Every preset of every game is played once at one player count by a lineup of hard,
medium, easy and random seats (the hard bot at a small budget, so the check is quick;
its code paths are those of the full budget), plus base-game No Thanks! games with the
hard bot at its full budget. Run ``python -m tests.bot_decisions`` to write the file
again, and only when a change of decisions is intended.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from game.bots.base import Bot, make_bot
from game.bots.search import SearchBot
from game.play import play_out
from game.registry import all_games, get_game
from game.rng import derive_seed

DATA = Path(__file__).parent / "data" / "bot_decisions.json"
SMALL_BUDGET = 40
LEVELS = ("hard", "medium", "easy", "random")


def lineup_bots(game_id: str, players: int, iterations: int | None) -> list[Bot]:
    """Seats cycling through hard, medium, easy and random; the hard bot searches
    ``iterations`` (its own budget when None)."""
    bots: list[Bot] = []
    for seat in range(players):
        bot = make_bot(game_id, LEVELS[seat % len(LEVELS)])
        if isinstance(bot, SearchBot) and iterations is not None:
            bot = SearchBot(bot.game, iterations, bot.shortcut, bot.budget)
        bots.append(bot)
    return bots


def cases() -> list[dict[str, Any]]:
    """The games: (game, players, options, seed, hard budget) as plain data."""
    rows: list[dict[str, Any]] = []
    for spec in all_games():
        for index, (name, preset) in enumerate(spec.presets or (("", {}),)):
            options = dict(preset)
            if spec.id == "nyet" and options.get("end") != "target":
                options["rounds"] = "1"
            players = min(spec.max_players, spec.min_players + index % 3)
            seed = derive_seed(2811, spec.id, index)
            rows.append(
                {"game": spec.id, "preset": name, "players": players, "options": options,
                 "seed": seed, "iterations": SMALL_BUDGET}
            )  # fmt: skip
    for players in (3, 4):
        rows.append(
            {"game": "nothanks", "preset": "full budget", "players": players, "options": {},
             "seed": derive_seed(2811, "full", players), "iterations": None}
        )  # fmt: skip
    return rows


def play(case: dict[str, Any]) -> dict[str, Any]:
    """One case played: its actions (in notation) and the final state's digest."""
    spec = get_game(case["game"])
    full = spec.validate(case["players"], case["options"])
    bots = lineup_bots(case["game"], case["players"], case["iterations"])
    state, actions = play_out(spec, case["players"], full, case["seed"], bots)
    text = " ".join(actions)
    return {
        **case,
        "actions_sha256": hashlib.sha256(text.encode()).hexdigest(),
        "plies": len(actions),
        "digest": state.digest(),
    }


def main() -> None:
    results = [play(case) for case in cases()]
    DATA.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(results)} games to {DATA}")


if __name__ == "__main__":
    main()
