"""Records written by earlier versions of the app still replay exactly (digest checked)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.records import load_record, replay

HERE = Path(__file__).parent
REPO = HERE.parent
OLD_RECORDS = sorted((HERE / "data" / "records_v1").glob("*.json"))
EXAMPLES = sorted((REPO / "docs" / "examples").glob("*.json"))


def test_the_old_records_are_there():
    games = {load_record(path).game for path in OLD_RECORDS}
    assert games == {"nothanks", "nyet", "playorpay"}


@pytest.mark.parametrize("path", OLD_RECORDS + EXAMPLES, ids=lambda p: p.name)
def test_old_records_and_examples_replay_exactly(path):
    record = load_record(path)
    state = replay(record)
    assert state.digest() == record.digest
    assert len(record.actions) > 0
