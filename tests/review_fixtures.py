"""Records shared by the review tests: a scripted No Thanks! blunder and seeded bot games."""

from __future__ import annotations

from game.bots.base import make_bot
from game.json_data import JsonObject, JsonValue
from game.play import play_out
from game.records import Record, Seat, make_record, replay
from game.registry import get_game

#: Seat 1 takes 20 and 22; then 21 goes round and round. Seat 1 passes on it at steps
#: 6, 9 and 12 (2, 5 and 8 chips on it: milking it while the others would pay too much
#: for it) and again at step 15 (11 chips on it): 21 closes the run 20-21-22, so taking
#: it costs no points and gains every chip on it, while the next seat now gets it for
#: 9 points net and breaks the run (it does, at step 16).
BLUNDER_DEAL: JsonValue = {"rounds": [{"stack": [20, 22, 30, 21, 10, 33], "unseen": [3, 4, 5]}]}
BLUNDER_ACTIONS = ["take", "take", "pass", "take"] + ["pass"] * 12 + ["take", "take"]
BLUNDER_ACTIONS += ["pass", "pass", "pass", "take"]
BLUNDER_STEP = 15


def blunder_record() -> Record:
    """The scripted No Thanks! game above, seat 1 human, replayed and digested."""
    spec = get_game("nothanks")
    options: JsonObject = dict(spec.validate(3, {"rounds": 1, "first_player": "1"}))
    seats = [Seat("Ann", "human"), Seat("Bo", "medium"), Seat("Cy", "medium")]
    record = Record("nothanks", 3, options, seats, 5, list(BLUNDER_ACTIONS), BLUNDER_DEAL)
    state = replay(record)
    return make_record(state, "nothanks", options, seats, 5, record.actions, BLUNDER_DEAL)


def bot_game(game_id: str, kinds: list[str], seed: int, options: dict[str, object]) -> Record:
    """A finished seeded game with these seat kinds, as a record."""
    spec = get_game(game_id)
    full = spec.validate(len(kinds), options)
    state, actions = play_out(spec, len(kinds), full, seed, [make_bot(game_id, k) for k in kinds])
    seats = [Seat(f"Seat {i + 1}", kind) for i, kind in enumerate(kinds)]
    return make_record(state, game_id, full, seats, seed, actions)
