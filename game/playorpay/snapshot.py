"""One seat's view of a Play or Pay state (the complete data: :mod:`game.playorpay.fields`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.playorpay.cards import DECK_SIZE, NUM_RANKS
from game.playorpay.views import PlayOrPayView

if TYPE_CHECKING:
    from game.playorpay.rules import PlayOrPayState


def view_of(state: PlayOrPayState, player: int) -> PlayOrPayView:
    """Everything ``player`` may know (ValueError for a seat that does not exist)."""
    if not 0 <= player < state.num_players:
        raise ValueError(f"no seat {player} in a {state.num_players}-player game")
    row = state.counts[player]
    hand = tuple(card for card in range(DECK_SIZE) for _ in range(row[card]))
    sequences = tuple(
        tuple((suit * NUM_RANKS + lo, suit * NUM_RANKS + hi) for lo, hi in state.seqs[suit])
        for suit in range(4)
    )
    return PlayOrPayView(
        player=player,
        num_players=state.num_players,
        sevens=state.sevens,
        decks=state.decks,
        round=state.round,
        rounds=state.rounds,
        dealer=state.dealer,
        current_player=state.player,
        hand=hand,
        hand_sizes=tuple(state.sizes),
        sequences=sequences,
        tokens=tuple(state.tokens),
        pot=state.pot,
        starting_tokens=state.start_tokens,
        in_game=tuple(state.in_game),
        dealt=tuple(state.dealt),
        anted=tuple(state.anted),
        cannot_hold=tuple(state.cannot),
        finish_order=tuple(state.finish),
        totals=tuple(state.totals),
        moves=tuple(state.moves),
    )
