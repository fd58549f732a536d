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


#: A 3-player No Thanks! deal where Ann (seat 1, human, first to play) passes every card
#: while she holds a chip and Bo and Cy take a card once two chips are on it. Ann pays
#: her last chip on move 41; she then has to take 14 (2 chips on it: 12 points), pays
#: those 2 chips on the next cards, and has to take 28 (2 chips on it: 26 points).
#: Final scores: Ann 40, Bo 6, Cy 16.
STARVED_DEAL: JsonValue = {
    "rounds": [
        {"stack": [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 31, 28], "unseen": [33, 34, 35]}
    ]
}
STARVED_ACTIONS = ["pass", "pass", "take"] * 2 + ["pass", "pass", "pass", "take"] * 9
STARVED_ACTIONS += ["pass", "pass", "take"] * 4


def starved_record() -> Record:
    """The scripted No Thanks! game above, seat 1 human, replayed and digested."""
    spec = get_game("nothanks")
    options: JsonObject = dict(spec.validate(3, {"rounds": 1, "first_player": "1"}))
    seats = [Seat("Ann", "human"), Seat("Bo", "medium"), Seat("Cy", "medium")]
    record = Record("nothanks", 3, options, seats, 7, list(STARVED_ACTIONS), STARVED_DEAL)
    return make_record(replay(record), "nothanks", options, seats, 7, record.actions, STARVED_DEAL)


#: A 4-player No Thanks! game the hard bots played from seed 334 (written as its deal),
#: with Ann's seat the hard bot's own moves: the review finds every one of her decisions
#: fine, yet she pays her last chip on move 58 and has to take 35 (32 points), and later
#: 20 (19 points), and finishes last with 68 (Di wins with 18).
HARD_STACK = "29 27 16 3 4 6 13 18 25 5 14 32 35 11 34 31 30 17 12 8 33 26 19 20"
HARD_STARVED_DEAL: JsonValue = {
    "rounds": [
        {
            "stack": [int(card) for card in HARD_STACK.split()],
            "unseen": [24, 28, 21, 23, 7, 15, 9, 10, 22],
        }
    ]
}

#: The moves, t for take and p for pass.
HARD_MOVES = (
    "pppppppptpppptppppptpttpptpppptppppptpppppppttppptppp"
    "ppppptppptpppptppppptpppppppptpppptpptptppptpptptptpt"
)
HARD_STARVED_ACTIONS = ["take" if move == "t" else "pass" for move in HARD_MOVES]


def hard_starved_record() -> Record:
    """The game above, seat 1 human (its moves were the hard bot's), replayed."""
    spec = get_game("nothanks")
    options: JsonObject = dict(spec.validate(4, {"rounds": 1, "first_player": "3"}))
    seats = [Seat("Ann", "human"), Seat("Bo", "hard"), Seat("Cy", "hard"), Seat("Di", "hard")]
    actions = list(HARD_STARVED_ACTIONS)
    record = Record("nothanks", 4, options, seats, 334, actions, HARD_STARVED_DEAL)
    return make_record(replay(record), "nothanks", options, seats, 334, actions, HARD_STARVED_DEAL)
