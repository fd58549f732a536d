"""The Nyet! table as the parts the generic :class:`~scenes.table.scene.TableScene` holds
(see :mod:`scenes.table.kit`).

The person looking sits at the bottom with their hand; the other seats are in a row
across the top; the board is on the left, the trick in the middle. Input: click a box or
a card, or choose with the arrow keys and press Enter; the team and Bonus choices are
buttons (number keys).
"""

from __future__ import annotations

from game.events import GameEvent
from scenes.games.nyet import controls, pointing, words
from scenes.games.nyet.art import NyetArt
from scenes.games.nyet.board_view import draw_board
from scenes.games.nyet.hand_view import draw_hand
from scenes.games.nyet.layout import NyetPlaces, banner_frame, place, place_buttons
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.motion import MOTIONS
from scenes.games.nyet.overlays import draw_dialog, draw_sprites, draw_toast
from scenes.games.nyet.seats import draw_seats
from scenes.games.nyet.top_bar import draw_top_bar, facts_tooltip
from scenes.games.nyet.trick_area import draw_trick
from scenes.games.nyet.ui import NyetUi, tick
from scenes.table.components.felt import draw_felt
from scenes.table.kit import TableKit

__all__ = ["TABLE_KIT"]


def describe(event: GameEvent, ui: NyetUi) -> str | None:
    """The public log line of an event."""
    return words.describe(event, ui.name, len(ui.names))


def describe_private(event: GameEvent, data: object, ui: NyetUi) -> str | None:
    """The viewer-only log line of an event's private part (read from the typed event,
    so ``data``, that part by key, is not needed)."""
    if ui.viewer is None:
        return None
    return words.describe_private(event, ui.viewer, len(ui.names), ui.name)


def tooltip(model: NyetModel, places: NyetPlaces, ui: NyetUi) -> str | None:
    """A card or pile under the mouse, else every term of the round on the title bar."""
    return controls.tooltip(model, places, ui) or facts_tooltip(model, places, ui)


TABLE_KIT: TableKit[NyetModel, NyetPlaces, NyetUi, NyetArt] = TableKit(
    place=place,
    new_ui=NyetUi,
    new_art=NyetArt,
    painters=(
        draw_felt,
        draw_top_bar,
        draw_board,
        draw_seats,
        draw_trick,
        draw_hand,
        draw_dialog,
        draw_toast,
        draw_sprites,
    ),
    motions=MOTIONS,
    controls=controls.controls,
    place_buttons=place_buttons,
    banner_frame=banner_frame,
    describe=describe,
    describe_private=describe_private,
    on_input=controls.on_input,
    tooltip=tooltip,
    tick=tick,
    locate=pointing.locate,
    select=pointing.select,
    keep_clear=pointing.keep_clear,
)
