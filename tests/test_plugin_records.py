"""Every registered game fills every required field of both plugin records: its
engine-side ``GameSpec`` (bot levels, review thresholds, option display, preview, deal
groups) and its app-side ``GameUI`` (docs/adding-a-game.md); each failure says what is
missing."""

from __future__ import annotations

import dataclasses

import pytest

from game.contract import BOT_LEVELS, GameSpec
from game.registry import all_games
from scenes.plugin import GameUI
from scenes.plugins import CONTAINER, installed, ui_for
from scenes.replay.hands import hidden_of

SPECS = list(all_games())
IDS = [spec.id for spec in SPECS]
#: The ``GameUI`` fields a game may leave at None: the guided first game (Learn to play
#: leaves the game out), the house card art (another game lends it), and the review's
#: reasons and headline turns in game terms (the review's own words then).
OPTIONAL_UI = {"tutorial", "house_art", "reason_words", "turn_words", "open_hand"}
#: Given both or neither (neither: the game is played at the plain table).
TABLE_UI = {"display", "table"}


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_the_spec_declares_every_plugin_field(spec: GameSpec) -> None:
    levels = set(BOT_LEVELS) - {"random"}
    assert set(spec.bot_levels) in (levels, set()), (
        f"{spec.id}: bot_levels must name {sorted(levels)}, or nothing for the generic bots"
    )
    for level in BOT_LEVELS:
        assert spec.bot_factory(level) is not None, f"{spec.id}: the {level} bot does not import"
        assert spec.make_bot(level).level == level, f"{spec.id}: the {level} bot's level"
    assert spec.review_thresholds is not None, f"{spec.id}: no review_thresholds"
    keys = {option.key for option in spec.options}
    assert keys <= set(spec.option_display), (
        f"{spec.id}: no option_display for {keys - set(spec.option_display)}"
    )
    for key, shown in spec.option_display.items():
        assert shown.label, f"{spec.id}: option {key} has no label"
        if shown.shown_when is not None:
            assert shown.shown_when[0] in keys, f"{spec.id}: {key} is shown when no option"
    assert callable(spec.preview), f"{spec.id}: no preview (it may return None)"
    assert spec.deal_groups is not None, f"{spec.id}: no deal_groups (see game/deal_groups.py)"
    state = spec.new_state(spec.min_players, {}, 0)
    seat = state.current_player
    for action in state.legal_actions():
        figure = spec.preview(state.view(seat), action)
        assert figure is None or isinstance(figure, int), f"{spec.id}: preview gave {figure!r}"


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_every_registered_game_has_a_ui_record_with_every_field(spec: GameSpec) -> None:
    ui = ui_for(spec.id)
    assert ui in installed(), f"{spec.id} has no plugin: add the package {CONTAINER}.{spec.id}"
    assert ui.game_id == spec.id
    for field in dataclasses.fields(GameUI):
        if field.name not in OPTIONAL_UI | TABLE_UI:
            assert getattr(ui, field.name) is not None, f"{spec.id}: GameUI.{field.name} is None"
    assert (ui.display is None) == (ui.table is None), f"{spec.id}: give display and table"
    assert ui.rules_page().startswith("# "), f"{spec.id}: the rules page starts with a # heading"
    assert ui.total_heading({option.key: option.default for option in spec.options})
    assert isinstance(hidden_of(spec.id, {}, 0), tuple)


def test_the_plugin_list_matches_the_registry() -> None:
    assert [ui.game_id for ui in installed()] == IDS
