"""The player profile in the statistics, headless (issue 52 item 2): a kept game carries
the profile's id; ``python -m game stats`` counts it under the profile's current name
(renaming keeps the history), a friend of the same name stays apart, claimed games
join the profile; and bot names are never a person's, nor one letter from it."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from game.contract import GameSpec
from game.events import EventLog
from game.kept import keep_finished, kept_name, may_write
from game.profile import new_profile, owner_meta, read_profile, write_profile
from game.records import Record, Seat, make_record
from game.registry import get_game
from game.review.store import record_key
from game.seatnames import apart, bot_names, near

REPO = Path(__file__).resolve().parent.parent


def finished(game: str, names: list[str], seed: int, meta: dict | None = None) -> Record:
    spec: GameSpec = get_game(game)
    options = spec.validate(len(names), {})
    state = spec.new_state(len(names), options, seed, None)
    rng, actions = random.Random(seed), []
    while not state.is_terminal():
        action = rng.choice(list(state.legal_actions()))
        actions.append(state.action_text(action))
        state.apply(action, EventLog())
    seats = [Seat(names[0], "human")] + [Seat(n, "random") for n in names[1:]]
    stamp = {"finished_at": f"2026-11-{10 + seed:02d}T10:00:00+00:00"}
    return make_record(state, game, options, seats, seed, actions, None, {**stamp, **(meta or {})})


def stats(folder: Path) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "game", "stats", "--data", str(folder), "--json"],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "\\u0000" not in done.stdout
    return json.loads(done.stdout)


def test_the_profile_is_counted_by_its_id_and_renaming_keeps_it(tmp_path: Path) -> None:
    profile = new_profile("Ana")
    write_profile(tmp_path, profile)
    mine = {"profile": owner_meta(profile, 0)}
    keep_finished(tmp_path, finished("nothanks", ["Ana", "Bo", "Cy"], 1, mine))
    keep_finished(tmp_path, finished("nyet", ["Ana", "Bo", "Cy", "Di"], 2, mine))
    friend = finished("nothanks", ["Ana", "Bo", "Cy"], 3)  # another Ana, no profile
    keep_finished(tmp_path, friend)
    players = stats(tmp_path)["players"]
    assert players["Ana (profile)"]["overall"]["games"] == 2
    assert players["Ana"]["overall"]["games"] == 1
    write_profile(tmp_path, profile.renamed("Anna"))
    players = stats(tmp_path)["players"]
    assert players["Anna (profile)"]["overall"]["games"] == 2
    # Claiming the friend's game (one (key, seat) pair) makes it the profile's.
    claimed = read_profile(tmp_path)
    assert claimed is not None
    write_profile(tmp_path, claimed.claiming([(record_key(friend), 0)]))
    players = stats(tmp_path)["players"]
    assert players["Anna (profile)"]["overall"]["games"] == 3 and "Ana" not in players


def test_a_kept_game_is_never_kept_twice_nor_rewritten(tmp_path: Path) -> None:
    record = finished("nothanks", ["Ana", "Bo", "Cy"], 4)
    path = keep_finished(tmp_path, record)
    assert path is not None and path.name == kept_name(record)
    assert keep_finished(tmp_path, record) is None  # the same game: already kept
    assert not may_write(path, record)  # a finished record is never rewritten
    assert may_write(tmp_path / "records" / "new.json", record)


def test_bot_names_keep_apart_from_the_people() -> None:
    assert near("Ana", "Ann") and near("ana", "Anna") and near("Bo", "bo")
    assert not near("Ana", "Bo") and not near("Ann", "Cleo")
    pool = ("Ann", "Bo", "Cleo", "Dev", "Eli")
    assert bot_names(["Ana"], 3, pool) == ["Bo", "Cleo", "Dev"]
    assert bot_names(["Bo"], 2, ("Bo",)) == ["Bot 2", "Bot 3"]
    names = apart(["Ana", "Ann", "Cleo"], [True, False, False], pool)
    assert names[0] == "Ana" and not any(near(n, "Ana") for n in names[1:])
    assert len({n.casefold() for n in names}) == 3
