"""Real base-game No Thanks! take/pass decisions, and generators with a known first draw,
for the tests of the hard bot's searches."""

from __future__ import annotations

from typing import cast

from game.games.nothanks.bots.search import FastValues
from game.games.nothanks.rules import PASS, TAKE, NoThanksView
from game.registry import get_game
from game.rng import LCG_INCREMENT, LCG_MULTIPLIER, MASK64, Rng


def decision_views(seed: int, count: int, players: int = 4) -> list[NoThanksView]:
    """Up to ``count`` views of the seat to act at its take/pass decisions in one game of
    ``players`` (seeded; every other decision is kept, and everyone passes while it can,
    with a take every fourth move)."""
    spec = get_game("nothanks")
    state = spec.new_state(players, spec.validate(players, {}), seed)
    views: list[NoThanksView] = []
    ply = 0
    while len(views) < count and not state.is_terminal():
        legal = state.legal_actions()
        if len(legal) > 1 and ply % 2 == 0:
            views.append(state.view(state.current_player))
        state.apply(PASS if PASS in legal and ply % 4 else TAKE)
        ply += 1
    return views


def expected_hard_search(players: int) -> FastValues:
    """The hard bot's base-game search at a table of ``players``, built from its parts:
    the response search where that size's settings (``TABLE_SEARCH``) read the response
    model, the plain one elsewhere, with that size's own rule, shift and best seat's
    share."""
    from dataclasses import replace

    from game.games.nothanks.bots.endgame import fast_values_with
    from game.games.nothanks.bots.response_search import ResponseConfig, response_values_with
    from game.games.nothanks.bots.search import HARD_CONFIG
    from game.games.nothanks.bots.table_search import table_search

    table = table_search(players)
    cfg = replace(HARD_CONFIG, own=table.own, deny=table.deny, rival=table.rival)
    if table.response:
        return response_values_with(ResponseConfig(search=cfg))
    return fast_values_with(cfg)


def assert_shipped_search_differs(players: int, without: FastValues) -> None:
    """At a table of ``players`` the shipped base-game search is
    :func:`expected_hard_search`, and ``without`` (the search lacking one of its settings)
    values at least one of eight real decisions differently."""
    from game.games.nothanks.bots.hard import base_game_values

    shipped = base_game_values()
    expected = expected_hard_search(players)
    legal = [TAKE, PASS]
    differ = 0
    for index, view in enumerate(decision_views(players, 8, players)):
        values = shipped(view, legal, Rng(index), 400)
        assert values == expected(view, legal, Rng(index), 400)
        differ += values != without(view, legal, Rng(index), 400)
    assert differ > 0, players


def assert_setting_matters(field: str, off: object) -> list[int]:
    """At every table size whose shipped settings (``TABLE_SEARCH``) set ``field`` (a
    field of ``TableSearch``) to something other than ``off``, the shipped search is
    :func:`expected_hard_search` and differs from the search with ``off`` at every size
    (:func:`assert_shipped_search_differs`). Returns those sizes (there is one at least)."""
    from game.games.nothanks.bots.hard import base_game_values
    from game.games.nothanks.bots.table_search import TABLE_SEARCH, TableChanges, at_every_size

    sizes = [n for n, table in TABLE_SEARCH.items() if getattr(table, field) != off]
    assert sizes, field
    without = base_game_values(at_every_size(**cast(TableChanges, {field: off})))
    for players in sizes:
        assert_shipped_search_differs(players, without)
    return sizes


def first_draw(value: int) -> Rng:
    """A generator whose first 32-bit draw is ``value`` (the state one step before
    ``value << 32``, by the inverse of the generator's step)."""
    after = value << 32
    before = (after - LCG_INCREMENT) * pow(LCG_MULTIPLIER, -1, 1 << 64) & MASK64
    rng = Rng.from_state(before)
    assert rng.copy().next_u32() == value
    return rng
