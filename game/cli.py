"""Headless command line: ``python -m game list | sim | arena | replay | review | bench |
daily | stats``.

Every user error ends as one line on stderr and a non-zero exit code, never a traceback;
text from files and arguments is echoed only through :func:`game.text.clean` (one
printable line, shortened). Output of ``list``, ``sim`` and ``replay`` depends only on
the arguments (byte-identical on a second run); progress goes to stderr, and only when
stderr is a terminal.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from game.cli_args import build_parser, check_numbers
from game.cli_daily import cmd_daily, cmd_stats
from game.contract import GameSpec
from game.errors import GameError
from game.options import OptionValue, options_from_text, parse_option_args
from game.registry import all_games, get_game
from game.text import clean

EXIT_ERROR = 1


def _options(spec: GameSpec, texts: Sequence[str] | None) -> dict[str, OptionValue]:
    """Typed options from ``--option KEY=VALUE`` texts (OptionError names the option)."""
    return options_from_text(spec.options, parse_option_args(texts or []))


def _print_json(data: object) -> None:
    print(json.dumps(data, indent=2, sort_keys=False))


def _format_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class Progress:
    """A one-line progress bar on stderr (silent unless stderr is a terminal)."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.enabled = sys.stderr.isatty()
        self.last = -1

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or total <= 0:
            return
        percent = done * 100 // total
        if percent == self.last and done != total:
            return
        self.last = percent
        width = 30
        filled = width * done // total
        bar = "#" * filled + "-" * (width - filled)
        end = "\n" if done == total else ""
        sys.stderr.write(f"\r{self.label} [{bar}] {done}/{total}{end}")
        sys.stderr.flush()


def cmd_list(args: argparse.Namespace) -> int:
    games = all_games()
    if args.json:
        _print_json({"games": [spec.to_json() for spec in games]})
        return 0
    for spec in games:
        direction = "lowest score wins" if spec.lower_score_wins else "highest score wins"
        print(
            f"{spec.id}  {spec.name}  ({spec.min_players}-{spec.max_players} players, {direction})"
        )
        if spec.summary:
            print(f"    {spec.summary}")
        for option in spec.options:
            print(
                f"    {option.key}={_format_value(option.default)}  "
                f"[{option.describe_range()}]  {option.help}"
            )
        print()
    return 0


def _seat_kinds(text: str | None, players: int) -> list[str]:
    if text is None:
        return ["random"] * players
    kinds = [kind.strip() for kind in text.split(",") if kind.strip()]
    if len(kinds) == 1 and players > 1:
        kinds = kinds * players
    if len(kinds) != players:
        raise GameError(f"--seats lists {len(kinds)} seats but --players is {players}")
    if "human" in kinds:
        raise GameError("sim plays bots only: seats must be random, easy, medium or hard")
    return kinds


def cmd_sim(args: argparse.Namespace) -> int:
    from game.sim import records_folder, simulate

    spec = get_game(args.game)
    options = _options(spec, args.option)
    spec.validate(args.players, options)  # the player count first: it sizes everything
    kinds = _seat_kinds(args.seats, args.players)
    if args.games < 1:
        raise GameError("--games must be at least 1")
    records_dir = records_folder(args.records) if args.records else None
    result = simulate(
        spec.id,
        args.players,
        kinds,
        options,
        args.games,
        args.seed,
        records_dir,
        progress=Progress(f"{spec.name}"),
    )
    if args.json:
        _print_json(result.to_json())
        return 0
    print(f"{spec.name} · {args.players} players · {result.games} games · seed {args.seed}")
    print("options: " + " ".join(f"{k}={_format_value(v)}" for k, v in result.options.items()))
    print(f"{'seat':<6}{'kind':<9}{'wins':>9}{'win %':>9}{'mean score':>13}")
    for seat, kind in enumerate(kinds):
        wins = result.wins[seat]
        print(
            f"{seat + 1:<6}{kind:<9}{wins:>9.2f}{100 * wins / result.games:>8.1f}%"
            f"{result.mean_scores[seat]:>13.2f}"
        )
    if records_dir is not None:
        print(f"records written to {clean(str(records_dir))}")
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from game.arena import format_result, run_arena

    spec = get_game(args.game)
    options = _options(spec, args.option)
    spec.validate(args.players, options)
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    result = run_arena(
        spec.id,
        args.players,
        levels,
        options,
        args.games,
        args.seed,
        progress=Progress(f"{spec.name} arena"),
        jobs=min(args.jobs, os.cpu_count() or 1) if args.jobs >= 1 else args.jobs,
    )
    if args.json:
        _print_json(result.to_json())
        return 0
    for line in format_result(result, spec.name):
        print(line)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from game.errors import RecordError
    from game.records import load_record, replay, result_summary

    try:
        record = load_record(args.file)
        state = replay(record)
    except RecordError as exc:
        raise exc.at(args.file) from None
    spec = get_game(record.game)
    summary = result_summary(state)
    if args.json:
        _print_json(
            {
                "game": record.game,
                "players": record.players,
                "seats": [seat.to_json() for seat in record.seats],
                "actions": len(record.actions),
                "digest": state.digest(),
                **summary,
            }
        )
        return 0
    status = "finished" if state.is_terminal() else "in progress"
    print(f"{spec.name} · {record.players} players · {len(record.actions)} actions · {status}")
    if record.digest is None:
        print("record replays, but it has no digest: its final state was not checked")
    else:
        print("record is valid: replay matches its digest")
    order = sorted(
        range(record.players),
        key=lambda s: state.scores()[s] if spec.lower_score_wins else -state.scores()[s],
    )
    winners = set(state.winners())
    for place, seat in enumerate(order, start=1):
        mark = "  winner" if seat in winners else ""
        name = record.seats[seat].name
        print(f"{place}. {name:<24}{state.scores()[seat]:>8g}{mark}")
    return 0


def _review_seats(texts: Sequence[str] | None, players: int) -> list[int] | None:
    """0-based seats from ``--seat`` texts (1-based numbers, repeated or comma-separated)."""
    if not texts:
        return None
    seats = []
    for part in (p.strip() for text in texts for p in text.split(",")):
        if not part.isdigit() or not 1 <= int(part) <= players:
            raise GameError(f"--seat: {clean(part)} is not a seat number from 1 to {players}")
        seats.append(int(part) - 1)
    return seats


def _count(number: int, rating: str) -> str:
    plural = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}
    return f"{number} {rating if number == 1 else plural.get(rating, rating)}"


def cmd_review(args: argparse.Namespace) -> int:
    from game.errors import RecordError
    from game.records import load_record
    from game.review import RATINGS, human_seats, review_record, reviewed
    from game.review.parallel import default_workers

    try:
        record = load_record(args.file)
        seats = _review_seats(args.seat, record.players)
        if seats is None and not human_seats(record):
            raise GameError("the record has no human seat: choose seats with --seat N")
        if args.iterations is not None and args.iterations < 2:
            raise GameError("--iterations must be at least 2")
        progress = Progress("review")
        workers = default_workers()
        if args.no_store:
            review = review_record(
                record, seats, iterations=args.iterations, progress=progress, workers=workers
            )
        else:
            review = reviewed(
                record, True, seats, iterations=args.iterations, progress=progress, workers=workers
            )
    except RecordError as exc:
        raise exc.at(args.file) from None
    if args.json:
        _print_json(review.to_json())
        return 0
    spec = get_game(record.game)
    names = [seat.name for seat in record.seats]
    print(f"{spec.name} · {record.players} players · {len(record.actions)} actions")
    print(f"{'action':>6}  {'seat':<24}  {'chose':<10}{'best':<10}{'loss':>6}{'points':>8}  rating")
    for d in review.decisions:
        print(
            f"{d.step + 1:>6}  {names[d.seat]:<24}  {clean(d.chosen):<10}{clean(d.best):<10}"
            f"{d.loss:>6.3f}{d.score_loss:>+8.1f}  {d.rating}"
        )
    for summary in review.summaries():
        counts = ", ".join(_count(summary.counts[r], r) for r in RATINGS)
        shown = "-" if summary.accuracy is None else f"{summary.accuracy:.1f}%"
        print(
            f"{names[summary.seat]}: {summary.decisions} decisions rated · {counts} · "
            f"accuracy {shown}"
        )
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from game.bench import bench

    if args.suite:
        return _bench_suite(args)
    games = [get_game(args.game)] if args.game else list(all_games())
    options = _options(games[0], args.option) if args.game else {}
    results = []
    for spec in games:
        players = args.players or min(max(4, spec.min_players), spec.max_players)
        result = bench(spec.id, players, options, args.seconds)
        results.append(result)
        if not args.json:
            print(
                f"{spec.id}: {result.games_per_second:,.0f} random {players}-player games/s "
                f"(median of {len(result.window_rates)} windows; best "
                f"{result.best_games_per_second:,.0f}; {result.actions_per_second:,.0f} "
                f"actions/s; {result.games} games in {result.seconds:.2f} s of CPU)"
            )
    if args.json:
        if len(results) == 1:
            _print_json(results[0].to_json())
        else:
            _print_json({"results": [r.to_json() for r in results]})
    return 0


def _bench_suite(args: argparse.Namespace) -> int:
    """``bench --suite``: the figures of :mod:`game.bench_suite`, as a table or JSON."""
    from game.bench_report import print_report, report_json, run_parts
    from game.bench_suite import PART_NAMES, suite_parts

    games = [get_game(args.game).id] if args.game else [spec.id for spec in all_games()]
    if args.players is not None or args.option:
        raise GameError("--suite plays 4-player games with default options")
    unknown = sorted(set(args.part or ()) - set(PART_NAMES))
    if unknown:
        raise GameError(f"unknown part {unknown[0]!r} (parts: {', '.join(PART_NAMES)})")

    def log(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    result = run_parts(suite_parts(games, args.seconds, args.part), log)
    if args.json:
        _print_json(report_json(result))
    else:
        print_report(result)
    return 0


def _error(message: str) -> int:
    print(f"error: {clean(message)}", file=sys.stderr)
    return EXIT_ERROR


def main(argv: Sequence[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):  # never fail on a character the console lacks
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    parser = build_parser(
        {
            "list": cmd_list,
            "sim": cmd_sim,
            "arena": cmd_arena,
            "replay": cmd_replay,
            "review": cmd_review,
            "bench": cmd_bench,
            "daily": cmd_daily,
            "stats": cmd_stats,
        }
    )
    args = parser.parse_args(argv)
    try:
        check_numbers(args)
        return int(args.func(args))
    except GameError as exc:
        return _error(str(exc))
    except ValueError as exc:
        return _error(str(exc))
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            return EXIT_ERROR
        where = f": {exc.filename}" if exc.filename else ""
        return _error(f"{exc.strerror or exc}{where}")
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
