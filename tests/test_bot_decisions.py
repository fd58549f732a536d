"""The bots decide exactly as before: every game of :mod:`tests.bot_decisions` gives the
stored actions and final digest (so refactors of the engine and the bots are proved to
keep the same seeds' games and decisions)."""

from __future__ import annotations

import json

import pytest

from tests.bot_decisions import DATA, play

STORED = json.loads(DATA.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "stored", STORED, ids=[f"{s['game']}-{s['preset']}-{s['players']}p" for s in STORED]
)
def test_bots_decide_as_stored(stored: dict) -> None:
    case = {k: stored[k] for k in ("game", "preset", "players", "options", "seed", "iterations")}
    assert play(case) == stored
