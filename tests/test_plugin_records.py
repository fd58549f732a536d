"""Every registered game fills every field of both plugin records: its engine-side
``GameSpec`` (bot levels, review thresholds, option display, preview) and its app-side
``GameUI`` (docs/adding-a-game.md)."""

from __future__ import annotations

import dataclasses

import pytest

from game.contract import BOT_LEVELS, GameSpec
from game.registry import all_games
from scenes.plugin import GameUI
from scenes.plugins import CONTAINER, installed, ui_for

SPECS = list(all_games())
IDS = [spec.id for spec in SPECS]


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_the_spec_declares_every_plugin_field(spec: GameSpec) -> None:
    assert set(spec.bot_levels) == set(BOT_LEVELS) - {"random"}
    for level in BOT_LEVELS:
        assert spec.bot_factory(level) is not None, level
        assert spec.make_bot(level).level == level
    assert spec.review_thresholds is not None
    assert {option.key for option in spec.options} <= set(spec.option_display)
    for key, shown in spec.option_display.items():
        assert shown.label, key
        if shown.shown_when is not None:
            assert shown.shown_when[0] in {option.key for option in spec.options}, key
    assert callable(spec.preview)
    state = spec.new_state(spec.min_players, {}, 0)
    seat = state.current_player
    for action in state.legal_actions():
        figure = spec.preview(state.view(seat), action)
        assert figure is None or isinstance(figure, int)


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_every_registered_game_has_a_ui_record_with_every_field(spec: GameSpec) -> None:
    ui = ui_for(spec.id)
    assert ui in installed(), f"{spec.id} has no plugin: add the package {CONTAINER}.{spec.id}"
    assert ui.game_id == spec.id
    for field in dataclasses.fields(GameUI):
        assert getattr(ui, field.name) is not None, field.name
    assert ui.rules_page().startswith("# ")
    assert ui.total_heading({option.key: option.default for option in spec.options})
    assert isinstance(ui.open_hand({}, 0), tuple)


def test_the_plugin_list_matches_the_registry() -> None:
    assert [ui.game_id for ui in installed()] == IDS
