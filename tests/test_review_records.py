"""Record support for undo and hints: per-seat counters, and games played on from a step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.errors import RecordError
from game.records import (
    Seat,
    load_record,
    loads_record,
    played_on_record,
    replay,
    start_state,
)
from tests.review_fixtures import blunder_record

OLD = Path(__file__).parent / "data" / "records_v1" / "nothanks-3p-hidden-tiger-2-rounds.json"


def test_counters_round_trip_and_are_left_out_while_zero():
    record = blunder_record()
    assert "undos" not in record.to_json() and "hints" not in record.to_json()
    assert record.undos_of(0) == 0 and record.hints_of(2) == 0
    record.count_undo(0)
    record.count_undo(0)
    record.count_hint(2)
    data = json.loads(record.dumps())
    assert data["undos"] == [2, 0, 0] and data["hints"] == [0, 0, 1]
    again = loads_record(record.dumps().encode("utf-8"))
    assert again.undos_of(0) == 2 and again.hints_of(2) == 1 and again.hints_of(0) == 0
    assert replay(again).digest() == record.digest
    with pytest.raises(ValueError):
        record.count_hint(3)


def test_old_records_load_with_no_counters():
    record = load_record(OLD)
    assert record.undos == [] and record.hints == []
    assert record.undos_of(1) == 0


@pytest.mark.parametrize(
    "bad", [[1, 2], [1, -1, 0], [1, 1.0, 0], [True, 0, 0], "3", {"0": 1}, [0, 0, 10**9]]
)
def test_bad_counters_are_refused_in_one_line(bad):
    data = json.loads(blunder_record().dumps())
    data["undos"] = bad
    with pytest.raises(RecordError) as caught:
        loads_record(json.dumps(data).encode("utf-8"))
    assert "undos" in str(caught.value) and "\n" not in str(caught.value)


def test_played_on_from_a_step_keeps_the_setup_and_the_first_actions():
    record = blunder_record()
    record.count_undo(0)
    seats = [Seat("Ann", "human"), Seat("Bo", "hard"), Seat("Dee", "human")]
    new = played_on_record(record, 5, seats)
    assert new.actions == record.actions[:5]
    assert (new.game, new.players, new.seed, new.deal) == (
        record.game,
        record.players,
        record.seed,
        record.deal,
    )
    assert new.options == record.options and new.seats == seats
    assert new.undos == [] and new.meta["played_on_from"] == 5
    state = start_state(record)
    for text in record.actions[:5]:
        state.apply(state.find_action(text))
    assert replay(new).digest() == state.digest() == new.digest
    assert played_on_record(record, 0).actions == []
    assert played_on_record(record, len(record.actions)).digest == record.digest
    with pytest.raises(RecordError):
        played_on_record(record, len(record.actions) + 1)
    with pytest.raises(RecordError):
        played_on_record(record, 3, seats[:2])
