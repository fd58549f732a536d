"""The hard No Thanks! bot's settings per table size
(:mod:`game.games.nothanks.bots.table_search`)."""

from __future__ import annotations

from dataclasses import replace

from game.games.nothanks import SPEC
from game.games.nothanks.bots.own_rule import OWN_RULES
from game.games.nothanks.bots.table_search import (
    PLAIN,
    TABLE_SEARCH,
    TABLE_SIZES,
    TableSearch,
    at_every_size,
    table_search,
)


def test_the_settings_name_only_table_sizes_of_the_game() -> None:
    assert set(TABLE_SEARCH) <= set(TABLE_SIZES)
    assert TABLE_SIZES[0] == SPEC.min_players and TABLE_SIZES[-1] == SPEC.max_players
    for table in TABLE_SEARCH.values():
        assert table.own is None or table.own in OWN_RULES.values()
        assert table.deny >= 0 and 0 <= table.rival <= 1


def test_a_size_without_settings_plays_the_plain_search() -> None:
    unnamed = [n for n in TABLE_SIZES if n not in TABLE_SEARCH]
    assert unnamed
    for n in unnamed:
        assert table_search(n) == PLAIN
    assert TableSearch(response=False, own=None, deny=0.0, rival=0.0) == PLAIN


def test_one_change_at_every_size_keeps_the_other_settings() -> None:
    changed = at_every_size(deny=0.5)
    assert set(changed) == set(TABLE_SIZES)
    for n in TABLE_SIZES:
        assert changed[n] == replace(table_search(n), deny=0.5)
    custom = {4: TableSearch(rival=1.0)}
    assert at_every_size(custom, response=True)[4] == TableSearch(response=True, rival=1.0)
    assert at_every_size(custom, response=True)[6] == TableSearch(response=True)
