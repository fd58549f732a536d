"""The Play or Pay table as the parts the generic table holds (:data:`TABLE_KIT`)."""

from __future__ import annotations

from scenes.playorpay import model
from scenes.playorpay.art import PlayingCardArt
from scenes.playorpay.board import draw_board
from scenes.playorpay.choices import controls
from scenes.playorpay.input import banner_frame, describe, on_input, place_buttons, tick, tooltip
from scenes.playorpay.motion import MOTIONS
from scenes.playorpay.places import place
from scenes.playorpay.seats import (
    draw_own,
    draw_pot,
    draw_seats,
    draw_sprites,
    draw_top_bar,
)
from scenes.playorpay.ui import PlayOrPayUi
from scenes.table.components.felt import draw_felt
from scenes.table.display import DisplayKit
from scenes.table.kit import TableKit

TABLE_KIT = TableKit(
    display=DisplayKit("playorpay", model.model_from_view, model.reduce),
    place=place,
    new_ui=PlayOrPayUi,
    new_art=PlayingCardArt,
    painters=(draw_felt, draw_top_bar, draw_board, draw_pot, draw_seats, draw_own, draw_sprites),
    motions=MOTIONS,
    controls=controls,
    place_buttons=place_buttons,
    banner_frame=banner_frame,
    describe=describe,
    on_input=on_input,
    tooltip=tooltip,
    tick=tick,
    plays_forced=True,
)
