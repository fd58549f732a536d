"""Regenerate the records of ``tests/test_review_early.py`` in ``tests/data/review_early/``.

Run from the repository root: ``PYTHONPATH=. python tests/data/make_review_early.py``.
Seeded 4-player games in which seat 1 plays the easy bot's moves (so the review has
mistakes to find as well as fine moves) and the other seats the medium bot's: two
rounds of Nyet! and a full game of Play or Pay, the games whose review searches may
stop early (No Thanks!'s base game is rated by its own table search, which never does).
"""

from __future__ import annotations

from pathlib import Path

from game.bots.base import make_bot
from game.play import play_out
from game.records import Seat, make_record, save_record
from game.registry import get_game

HERE = Path(__file__).parent / "review_early"
GAMES: tuple[tuple[str, dict[str, str], int], ...] = (
    ("nyet", {"rounds": "2"}, 11),
    ("playorpay", {}, 12),
)


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for game_id, options, seed in GAMES:
        spec = get_game(game_id)
        full = spec.validate(4, options)
        bots = [make_bot(game_id, "easy")] + [make_bot(game_id, "medium") for _ in range(3)]
        state, actions = play_out(spec, 4, full, seed, bots)
        seats = [Seat("Ann", "human")] + [Seat(f"Bot {n}", "medium") for n in (2, 3, 4)]
        save_record(
            HERE / f"{game_id}.json", make_record(state, game_id, full, seats, seed, actions)
        )


if __name__ == "__main__":
    main()
