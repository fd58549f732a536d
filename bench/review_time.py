"""How long a post-game review takes, and how well it tells weak moves from strong ones.

Run from the repository root (``nice -n 10`` it: the quality part takes minutes)::

    python -m bench.review_time [--games N] [--skip-quality] [--skip-time]

**Time**: a seeded 4-player No Thanks! game and a full 4-player Nyet! game (8 rounds),
every seat played by the medium bot; seat 1 is reviewed at the hard bot's budget, as
the app reviews one human seat (targets: under 10 s and under 2 minutes). Wall-clock
and CPU seconds are printed; nothing is stored.

**Quality**: per game, ``--games`` seeded 4-player games in which seat 1 plays the easy
bot's moves and the same number in which it plays the hard bot's (the other seats
medium); seat 1 is reviewed at the hard budget. Printed per game and kind: decisions
rated, inaccuracies / mistakes / blunders per decision, mean loss and accuracy.
"""

from __future__ import annotations

import argparse
import time

from game.bots.base import make_bot
from game.play import play_out
from game.records import Record, Seat, make_record
from game.registry import get_game
from game.review import BLUNDER, INACCURACY, MISTAKE, Review, review_record
from game.rng import derive_seed

GAMES = ("nothanks", "nyet", "playorpay")


def played(game_id: str, kinds: list[str], seed: int) -> Record:
    """A finished seeded game with these seat kinds, as a record."""
    spec = get_game(game_id)
    options = spec.validate(len(kinds), {})
    bots = [make_bot(game_id, kind) for kind in kinds]
    state, actions = play_out(spec, len(kinds), options, seed, bots)
    seats = [Seat(f"Seat {i + 1} ({kind})", kind) for i, kind in enumerate(kinds)]
    return make_record(state, game_id, options, seats, seed, actions)


def timed_review(record: Record) -> tuple[Review, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    review = review_record(record, [0])
    return review, time.perf_counter() - wall, time.process_time() - cpu


def time_part() -> None:
    print("Review time (seat 1 of 4, hard budget):")
    for game_id, seed in (("nothanks", 1), ("nyet", 1)):
        record = played(game_id, ["medium"] * 4, derive_seed(seed, "review-bench", game_id))
        review, wall, cpu = timed_review(record)
        played_rounds = record.result.get("rounds") if record.result else None
        rounds = len(played_rounds) if isinstance(played_rounds, list) else 0
        print(
            f"  {game_id}: {len(record.actions)} actions, {rounds} rounds, "
            f"{len(review.decisions)} decisions rated: {wall:.1f} s wall, {cpu:.1f} s CPU"
        )


def quality_part(games: int, game_ids: tuple[str, ...] = GAMES) -> None:
    print(f"Easy vs hard moves, seat 1 of 4 against medium bots, {games} games each:")
    print(
        f"  {'game':<10}{'moves':<6}{'rated':>6}{'inacc/dec':>10}{'mist/dec':>10}"
        f"{'blund/dec':>10}{'M+B/dec':>9}{'mean loss':>10}{'accuracy':>9}"
    )
    for game_id in game_ids:
        for kind in ("easy", "hard"):
            counts = {INACCURACY: 0, MISTAKE: 0, BLUNDER: 0}
            decisions = 0
            losses = 0.0
            accuracy = 0.0
            for index in range(games):
                seed = derive_seed(7, "review-quality", game_id, index)
                review = review_record(played(game_id, [kind] + ["medium"] * 3, seed), [0])
                summary = review.summary(0)
                decisions += summary.decisions
                losses += summary.mean_loss * summary.decisions
                accuracy += (summary.accuracy or 0.0) * summary.decisions
                for rating in counts:
                    counts[rating] += summary.counts[rating]
            per = max(decisions, 1)
            print(
                f"  {game_id:<10}{kind:<6}{decisions:>6}{counts[INACCURACY] / per:>10.3f}"
                f"{counts[MISTAKE] / per:>10.3f}{counts[BLUNDER] / per:>10.3f}"
                f"{(counts[MISTAKE] + counts[BLUNDER]) / per:>9.3f}{losses / per:>10.4f}"
                f"{accuracy / per:>8.1f}%",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per game and kind")
    parser.add_argument("--game", choices=GAMES, action="append", help="quality: these games")
    parser.add_argument("--skip-time", action="store_true")
    parser.add_argument("--skip-quality", action="store_true")
    args = parser.parse_args()
    if not args.skip_time:
        time_part()
    if not args.skip_quality:
        quality_part(args.games, tuple(args.game or GAMES))


if __name__ == "__main__":
    main()
