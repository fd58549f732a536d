"""One hash of what the engines do: seeded random games of every game, preset and player
count, through the public contract, with every event, legal-action list, view and the
state data digested along the way.

Run it before and after an engine change that must not change behaviour; the two hashes
must be equal (a different hash means some event, view, legal list or state changed)::

    python bench/playout_identity.py [--games N] [--lines FILE]

``--lines`` writes the digested lines too, to find the first difference with ``diff``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections.abc import Iterator
from dataclasses import asdict, is_dataclass

from game.contract import GameSpec
from game.errors import OptionError
from game.options import OptionValue
from game.registry import all_games
from game.rng import Rng


def _event_text(event: object) -> str:
    data = asdict(event) if is_dataclass(event) and not isinstance(event, type) else event
    return f"{type(event).__name__} {data!r}"


def game_lines(
    spec: GameSpec, players: int, options: dict[str, OptionValue], seed: int
) -> Iterator[str]:
    """The digested lines of one seeded random game."""
    state = spec.new_state(players, options, seed)
    rng = Rng(seed ^ 0x5EED)
    events: list[object] = []
    yield json.dumps(state.to_data(), sort_keys=True)
    while legal := state.legal_actions():
        yield " ".join(state.action_text(a) for a in legal)
        seat = state.current_player
        yield repr(state.view(seat))
        state.apply(legal[rng.below(len(legal))], events.append)
        yield from (_event_text(e) for e in events)
        events.clear()
        if rng.below(8) == 0:
            yield json.dumps(state.to_data(), sort_keys=True)
            yield repr(state.clone().resample(seat, Rng(seed)).to_data())
    yield repr(state.scores())
    yield repr(state.round_results())


def all_lines(games: int) -> Iterator[str]:
    """Every game id, preset and player count, ``games`` seeds each."""
    for spec in all_games():
        for name, preset in (("default", {}), *spec.presets):
            for players in range(spec.min_players, spec.max_players + 1):
                try:
                    spec.validate(players, dict(preset))
                except OptionError:
                    continue  # a preset for fewer seats
                for seed in range(games):
                    yield f"# {spec.id} {name} {players} {seed}"
                    yield from game_lines(spec, players, dict(preset), seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="seeds per setup (default 4)")
    parser.add_argument("--lines", help="also write the lines to this file")
    args = parser.parse_args()
    digest = hashlib.sha256()
    count = 0
    out = open(args.lines, "w", encoding="utf-8") if args.lines else None  # noqa: SIM115
    try:
        for line in all_lines(args.games):
            digest.update(line.encode() + b"\n")
            count += 1
            if out is not None:
                out.write(line + "\n")
    finally:
        if out is not None:
            out.close()
    print(f"{count:,} lines, sha256 {digest.hexdigest()}")


if __name__ == "__main__":
    main()
