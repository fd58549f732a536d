"""The Play or Pay table as the parts the generic table holds (:data:`TABLE_KIT`)."""

from __future__ import annotations

from scenes.games.playorpay import model, pointing
from scenes.games.playorpay.art import PlayingCardArt
from scenes.games.playorpay.board import draw_board
from scenes.games.playorpay.choices import controls
from scenes.games.playorpay.input import (
    banner_frame,
    describe,
    on_input,
    place_buttons,
    tick,
    tooltip,
)
from scenes.games.playorpay.motion import MOTIONS
from scenes.games.playorpay.places import Places, place
from scenes.games.playorpay.seats import (
    draw_own,
    draw_pot,
    draw_seats,
    draw_sprites,
    draw_top_bar,
)
from scenes.games.playorpay.ui import PlayOrPayUi
from scenes.table.components.felt import draw_felt
from scenes.table.kit import TableKit

TABLE_KIT: TableKit[model.PlayOrPayModel, Places, PlayOrPayUi, PlayingCardArt] = TableKit(
    place=place,
    new_ui=PlayOrPayUi,
    new_art=PlayingCardArt,
    painters=(
        draw_felt,
        draw_top_bar,
        draw_board,
        draw_pot,
        draw_seats,
        draw_own,
        draw_sprites,
    ),
    motions=MOTIONS,
    controls=controls,
    place_buttons=place_buttons,
    banner_frame=banner_frame,
    describe=describe,
    on_input=on_input,
    tooltip=tooltip,
    tick=tick,
    locate=pointing.locate,
    select=pointing.select,
    keep_clear=pointing.keep_clear,
    plays_forced=True,
)
