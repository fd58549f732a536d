"""The No Thanks! table as parts of the one generic table (:class:`TABLE_KIT`).

Places and the table's own state are in :mod:`~scenes.games.nothanks.layout`; the painters in
:mod:`~scenes.games.nothanks.bars` (title bar facts, prompt, "Waiting for …"),
:mod:`~scenes.games.nothanks.centre` (felt, stack, offer, chips, Peek, pieces in flight) and
:mod:`~scenes.games.nothanks.seats` (seat panels and displays); the motions in
:mod:`~scenes.games.nothanks.motion`; buttons, card choices and tooltips in
:mod:`~scenes.games.nothanks.controls`; the wording in :mod:`~scenes.games.nothanks.words`.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.events import GameEvent
from scenes.games.nothanks import model as display
from scenes.games.nothanks import words
from scenes.games.nothanks.art import CardArt
from scenes.games.nothanks.bars import draw_prompt, draw_top_bar
from scenes.games.nothanks.centre import (
    draw_offer,
    draw_peek,
    draw_pot,
    draw_sprites,
    draw_stack,
)
from scenes.games.nothanks.controls import controls, on_input, tooltip
from scenes.games.nothanks.layout import NoThanksUi, Places, banner_frame, place, place_buttons
from scenes.games.nothanks.motion import MOTIONS
from scenes.games.nothanks.seats import draw_seats
from scenes.games.nothanks.zoom import draw_zoom
from scenes.table.components.felt import draw_felt
from scenes.table.kit import Painter, TableKit

__all__ = ["TABLE_KIT"]


_spectator = lru_cache(maxsize=2)(display.as_spectator)


def shown(model: display.NoThanksModel, ui: NoThanksUi) -> display.NoThanksModel:
    """What may be drawn: when nobody sits at the screen, a watcher's model (the scene
    folds the bottom seat's events: their hidden chips, tiger and Peek go)."""
    return _spectator(model) if ui.viewer is None else model


#: A painter of this table.
NoThanksPainter = Painter[display.NoThanksModel, Places, NoThanksUi, CardArt]


def spectating(painter: NoThanksPainter) -> NoThanksPainter:
    """``painter`` drawing the :func:`shown` model."""

    def draw(
        surface: pygame.Surface,
        model: display.NoThanksModel,
        places: Places,
        ui: NoThanksUi,
        art: CardArt,
    ) -> None:
        painter(surface, shown(model, ui), places, ui, art)

    return draw


def shown_tooltip(model: display.NoThanksModel, places: Places, ui: NoThanksUi) -> str | None:
    return tooltip(shown(model, ui), places, ui)


def reset_ui(ui: NoThanksUi) -> None:
    """A rebuild from the view: no card is in flight."""
    ui.hidden_card, ui.tiger_away = None, False


def describe(event: GameEvent, ui: NoThanksUi) -> str | None:
    return words.describe(event, ui.name)


def describe_private(event: GameEvent, data: object, ui: NoThanksUi) -> str | None:
    """The viewer's line for its private part of ``event`` (read from the typed event,
    so ``data``, that part by key, is not needed)."""
    if ui.viewer is None:
        return None
    return words.describe_private(event, ui.viewer, shared=sum(ui.humans) > 1)


TABLE_KIT: TableKit[display.NoThanksModel, Places, NoThanksUi, CardArt] = TableKit(
    place=place,
    new_ui=NoThanksUi,
    new_art=CardArt,
    painters=tuple(
        spectating(painter)
        for painter in (
            draw_felt,
            draw_top_bar,
            draw_stack,
            draw_offer,
            draw_pot,
            draw_seats,
            draw_peek,
            draw_prompt,
            draw_zoom,
            draw_sprites,
        )
    ),
    motions=MOTIONS,
    controls=controls,
    place_buttons=place_buttons,
    banner_frame=banner_frame,
    describe=describe,
    describe_private=describe_private,
    on_input=on_input,
    tooltip=shown_tooltip,
    reset_ui=reset_ui,
)
