"""Two tries of one daily deal each keep their margin in the statistics (found by the
kill soak, ``checks/kill_soak.py``): the hard bot's duplicate game of a deal is the same
game whichever try it repeats, so both tries' bot games share one record key, and the
statistics, grouping files by key, dropped the second try's duplicate."""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path

from game.daily import DAILY_META_KEY, daily_meta, daily_setup, play_duplicate
from game.json_data import JsonObject
from game.records import Record, Seat, loads_record, make_record, save_record
from game.registry import get_game
from game.review.store import record_key
from game.stats import collect

DAY = date(2026, 11, 26)
BUDGET = 6


def a_try(chooser_seed: int, ranked: bool) -> Record:
    """A finished try of the No Thanks! daily of ``DAY``: a person in seat 0, random
    moves (different for each ``chooser_seed``)."""
    setup = daily_setup("nothanks", DAY)
    spec = get_game("nothanks")
    state = spec.new_state(setup.players, dict(setup.options), setup.seed)
    chooser = random.Random(chooser_seed)
    actions = []
    while not state.is_terminal():
        action = chooser.choice(list(state.legal_actions()))
        actions.append(state.action_text(action))
        state.apply(action)
    seats = [Seat("Ann", "human")] + [Seat(f"Bot {i}", "hard") for i in range(1, setup.players)]
    meta: JsonObject = {
        DAILY_META_KEY: daily_meta(setup, 0, ranked),
        "started_at": f"2026-11-26T10:0{chooser_seed}:00+00:00",
    }
    return make_record(
        state, "nothanks", dict(setup.options), seats, setup.seed, actions, None, meta
    )


def test_two_tries_of_one_deal_each_have_their_margin(tmp_path: Path) -> None:
    records = tmp_path / "records"
    tries = [a_try(1, True), a_try(2, False)]
    assert record_key(tries[0]) != record_key(tries[1])
    bot_keys = set()
    for number, mine in enumerate(tries):
        save_record(records / f"daily-try-{number}.json", mine)
        bot = loads_record(play_duplicate(mine.dumps(), 0, iterations=BUDGET).encode("utf-8"))
        bot_keys.add(record_key(bot))
        save_record(records / f"daily-try-{number}-hard-bot.json", bot)
    assert len(bot_keys) == 1  # the same bot's game for both tries
    collection = collect(tmp_path)
    assert {entry.key for entry in collection.games} == {record_key(t) for t in tries}
    assert set(collection.duplicates) == {record_key(t) for t in tries}
