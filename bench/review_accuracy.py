"""Review accuracy by bot level: does the accuracy track the quality of play?

Run from the repository root (``nice -n 10`` it: it takes minutes)::

    python -m bench.review_accuracy [--games N] [--game ID ...] [--out FILE] [--from FILE]

Per game and level (random, easy, medium, hard), ``--games`` seeded 4-player games in
which seat 1 plays that level against three medium bots; seat 1 is reviewed (the hard
bot's budget, or ``--iterations``) and its accuracy computed with the app's formula
(:func:`game.review.rating.accuracy`, with the points the game charged to seat 1's play in
unrated moves, :func:`game.review.story.charged_points`). Nyet! plays one round per game (its review
searches whole rounds). Printed: decisions rated, blunders per game, and the accuracy
(mean over the games, and the lowest and highest game).

The rated decisions (and each game's charged points) are written to ``--out`` (JSON), so
``--from`` (repeatable: the files are merged; files from before the charge was stored
read as none charged) reprints the table from them without searching again (e.g. after a
change to the accuracy formula; each decision is rated again on the game's thresholds
now, so a change to them is read too). ``--fixture FILE`` writes the first ``--fixture-games``
games of each level, each decision cut to what the accuracy reads of it (its losses,
rating and the spread of its options' values and expected scores): the stored
decisions of ``tests/test_review_calibration.py``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.bots.base import make_bot
from game.play import play_out
from game.records import Record, Seat, make_record
from game.registry import get_game
from game.review import BLUNDER, Decision, review_record
from game.review.rating import Thresholds, accuracy, thresholds_for
from game.review.report import DecisionJson
from game.review.story import charged_points
from game.rng import derive_seed

GAMES = ("nothanks", "nyet", "playorpay")
LEVELS = ("random", "easy", "medium", "hard")
OPTIONS: dict[str, dict[str, object]] = {"nyet": {"rounds": "1"}}


def played(game_id: str, kinds: list[str], seed: int) -> Record:
    """A finished seeded game with these seat kinds, as a record."""
    spec = get_game(game_id)
    options = spec.validate(len(kinds), OPTIONS.get(game_id, {}))
    bots = [make_bot(game_id, kind) for kind in kinds]
    state, actions = play_out(spec, len(kinds), options, seed, bots)
    seats = [Seat(f"Seat {i + 1} ({kind})", kind) for i, kind in enumerate(kinds)]
    return make_record(state, game_id, options, seats, seed, actions)


def collect(games: int, game_ids: tuple[str, ...], iterations: int | None) -> dict[str, object]:
    """game -> level -> [one list of decision JSON per game]."""
    data: dict[str, object] = {}
    for game_id in game_ids:
        levels: dict[str, list[dict[str, Any]]] = {}
        for level in LEVELS:
            start = time.perf_counter()
            levels[level] = []
            for index in range(games):
                seed = derive_seed(11, "review-accuracy", game_id, index)
                record = played(game_id, [level] + ["medium"] * 3, seed)
                review = review_record(record, [0], iterations=iterations)
                charged = charged_points(record, [0]).get(0, 0.0)
                decisions = [d.to_json() for d in review.decisions]
                levels[level].append({"charged": charged, "decisions": decisions})
            took = time.perf_counter() - start
            print(f"  {game_id} {level}: {took:.0f} s", file=sys.stderr, flush=True)
        data[game_id] = levels
    return data


def game_parts(game: Any) -> tuple[list[DecisionJson], float]:
    """One stored game's rated decisions and the points charged to seat 1's play in
    moves that were not rated (files written before the charge was stored: none)."""
    if isinstance(game, dict):
        return game["decisions"], float(game.get("charged", 0.0))
    return game, 0.0


def rerated(decision: Decision, limits: Thresholds) -> Decision:
    """``decision`` rated on ``limits`` (the game's thresholds now: a stored run is read
    again after a change to them)."""
    return replace(decision, rating=limits.rate(decision.loss, decision.score_loss))


def table(data: dict[str, dict[str, list[Any]]]) -> None:
    print(
        f"{'game':<10}{'level':<8}{'games':>6}{'rated':>7}{'blund/game':>11}"
        f"{'accuracy':>10}{'lowest':>8}{'highest':>8}"
    )
    for game_id, levels in data.items():
        limits = thresholds_for(game_id)
        for level, per_game in levels.items():
            scores, rated, blunders = [], 0, 0
            for game in per_game:
                decisions, charged = game_parts(game)
                rows = [rerated(Decision.from_json(d), limits) for d in decisions]
                rated += len(rows)
                blunders += sum(d.rating == BLUNDER for d in rows)
                value = accuracy(rows, limits, charged)
                if value is not None:
                    scores.append(value)
            if not scores:
                continue
            mean = sum(scores) / len(scores)
            print(
                f"{game_id:<10}{level:<8}{len(per_game):>6}{rated:>7}"
                f"{blunders / len(per_game):>11.1f}{mean:>9.0f}%{min(scores):>7.0f}%"
                f"{max(scores):>7.0f}%"
            )


def _row(decision: DecisionJson, limits: Thresholds) -> list[object]:
    """A decision as all the accuracy reads of it: ``[loss, score loss, rating, lowest
    value, highest value, lowest expected score, highest expected score]``."""
    values = [float(o["value"]) for o in decision["options"]]
    scores = [float(o["expected_score"]) for o in decision["options"]]
    return [
        decision["loss"],
        decision["score_loss"],
        limits.rate(decision["loss"], decision["score_loss"]),
        min(values),
        max(values),
        min(scores),
        max(scores),
    ]


def fixture(data: dict[str, dict[str, list[Any]]], games: int) -> object:
    """The first ``games`` games of each game and level, each decision as a row
    (:func:`_row`)."""
    cut: dict[str, object] = {}
    for game_id, levels in data.items():
        limits = thresholds_for(game_id)
        cut[game_id] = {
            level: [[_row(d, limits) for d in game_parts(game)[0]] for game in per_game[:games]]
            for level, per_game in levels.items()
        }
    return cut


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per game and level")
    parser.add_argument("--game", choices=GAMES, action="append", help="only these games")
    parser.add_argument("--iterations", type=int, help="review budget (default: hard bot's)")
    parser.add_argument("--out", type=Path, help="write the rated decisions here")
    parser.add_argument(
        "--from", dest="source", type=Path, action="append", help="reprint from this file"
    )
    parser.add_argument("--fixture", type=Path, help="write the test fixture here")
    parser.add_argument("--fixture-games", type=int, default=3, help="games per level in it")
    args = parser.parse_args()
    if args.source:
        data = {}
        for source in args.source:
            data.update(json.loads(source.read_text()))
    else:
        data = collect(args.games, tuple(args.game or GAMES), args.iterations)
        if args.out is not None:
            args.out.write_text(json.dumps(data))
    if args.fixture is not None:
        cut = fixture(data, args.fixture_games)
        args.fixture.write_text(json.dumps(cut, separators=(",", ":")) + "\n")
    table(data)


if __name__ == "__main__":
    main()
