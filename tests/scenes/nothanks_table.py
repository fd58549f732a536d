"""What the No Thanks! table shows, read from its parts (for the No Thanks! scene tests)."""

from __future__ import annotations

from typing import Any

from scenes.games.nothanks.bars import prompt
from scenes.games.nothanks.kit import shown
from scenes.games.nothanks.layout import NoThanksUi, display_rects
from scenes.games.nothanks.model import NoThanksModel
from scenes.games.nothanks.panel_words import seat_panel
from scenes.games.nothanks.seats import choices, selected
from scenes.table.scene import TableScene


def ui_of(table: TableScene) -> NoThanksUi:
    ui = table.picture.ui
    assert isinstance(ui, NoThanksUi)
    return ui


def model_of(table: TableScene) -> NoThanksModel:
    """The model the painters draw (a watcher's, when nobody sits at the screen)."""
    return shown(table.picture.model, ui_of(table))


def labels(table: TableScene) -> list[str]:
    return [button.label for _, button in table.controls.buttons]


def prompt_of(table: TableScene) -> tuple[str, str] | None:
    return prompt(model_of(table), ui_of(table))


def choice_rects(table: TableScene) -> dict[Any, Any]:
    """The viewer's choosable cards and where they are drawn."""
    ui = ui_of(table)
    if ui.viewer is None or table.picture.places is None:
        return {}
    cards = {card for card, _ in choices(ui)}
    rects = display_rects(table.picture.places, model_of(table), ui.viewer, ui, selected(ui))
    return {card: rect for card, rect, _ in rects if card in cards}


def panel_numbers(table: TableScene) -> list[int | None]:
    model = model_of(table)
    return [seat_panel(model, seat).score for seat in range(model.num_players)]
