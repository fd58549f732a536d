"""Batches of seeded bot games: wins per seat (shared wins split) and mean scores."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from game.bots.base import make_bot
from game.errors import GameError
from game.json_data import JsonOut
from game.options import OptionValue
from game.records import Record, Seat, make_record, save_record
from game.registry import get_game
from game.rng import derive_seed
from game.storage import remove_stale_temp_files
from game.text import clean


@dataclass
class SimResult:
    """Totals of a batch: per-seat wins (fractions for shared wins) and mean scores."""

    game: str
    players: int
    seats: list[str]
    options: dict[str, OptionValue]
    seed: int
    games: int
    wins: list[float]
    mean_scores: list[float]

    def to_json(self) -> dict[str, JsonOut]:
        return {
            "game": self.game,
            "players": self.players,
            "seats": self.seats,
            "options": self.options,
            "seed": self.seed,
            "games": self.games,
            "wins": [round(w, 6) for w in self.wins],
            "mean_scores": [round(s, 6) for s in self.mean_scores],
        }


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a batch started from ``seed``."""
    return derive_seed(seed, "game", index)


def records_folder(text: str) -> Path:
    """The folder named by ``--records``: an existing folder, or a new one made in an
    existing folder. GameError (one clear line) if it is a file or its parent is missing."""
    path = Path(text)
    shown = clean(text)
    if path.exists() and not path.is_dir():
        raise GameError(f"--records: {shown} is a file, not a folder")
    if not path.exists():
        parent = path.absolute().parent
        if not parent.is_dir():
            raise GameError(f"--records: the folder {clean(str(parent))} does not exist")
        try:
            path.mkdir()
        except OSError as exc:
            raise GameError(f"--records: cannot make {shown}: {exc.strerror or exc}") from None
    return path


def _write_record(path: Path, record: Record) -> None:
    try:
        save_record(path, record)
    except OSError as exc:
        raise GameError(f"cannot write {clean(str(path))}: {exc.strerror or exc}") from None


def simulate(
    game_id: str,
    players: int,
    seat_kinds: Sequence[str],
    options: Mapping[str, object],
    games: int,
    seed: int,
    records_dir: Path | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> SimResult:
    """Play ``games`` seeded games; write a record per game if ``records_dir`` is set
    (first removing the app's own temporary files that a killed run left there)."""
    from game.play import play_out

    spec = get_game(game_id)
    full_options = spec.validate(players, options)
    if len(seat_kinds) != players:
        raise ValueError(f"{players} players need {players} seats, got {len(seat_kinds)}")
    bots = [make_bot(game_id, kind) for kind in seat_kinds]
    if records_dir is not None:  # temporary files of an earlier run that was killed
        remove_stale_temp_files(records_dir)
    wins = [0.0] * players
    totals = [0.0] * players
    for index in range(games):
        this_seed = game_seed(seed, index)
        state, actions = play_out(spec, players, full_options, this_seed, bots)
        winners = state.winners()
        for seat in winners:
            wins[seat] += 1.0 / len(winners)
        for seat, score in enumerate(state.scores()):
            totals[seat] += score
        if records_dir is not None:
            seats = [Seat(f"Seat {i + 1} ({kind})", kind) for i, kind in enumerate(seat_kinds)]
            record = make_record(state, game_id, full_options, seats, this_seed, actions)
            _write_record(records_dir / f"{game_id}-{seed}-{index + 1:05d}.json", record)
        if progress is not None:
            progress(index + 1, games)
    return SimResult(
        game=game_id,
        players=players,
        seats=list(seat_kinds),
        options=full_options,
        seed=seed,
        games=games,
        wins=wins,
        mean_scores=[t / games if games else 0.0 for t in totals],
    )
