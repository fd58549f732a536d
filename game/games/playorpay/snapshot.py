"""One seat's view of a Play or Pay state: every view field is a copy the field table
declares (:data:`game.games.playorpay.fields.POP_FIELDS`; the complete data too)."""

from __future__ import annotations

from game.games.playorpay.data import PlayOrPayData
from game.games.playorpay.fields import POP_FIELDS
from game.games.playorpay.views import PlayOrPayView


def view_of(state: PlayOrPayData, player: int) -> PlayOrPayView:
    """Everything ``player`` may know (ValueError for a seat that does not exist)."""
    if not 0 <= player < state.num_players:
        raise ValueError(f"no seat {player} in a {state.num_players}-player game")
    return PlayOrPayView(player=player, **POP_FIELDS.view_values(state, player))
