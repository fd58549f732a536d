"""Plain-data pictures of a Play or Pay state: one seat's view and the complete data."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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


def data_of(state: PlayOrPayState) -> dict[str, Any]:
    """The complete state as fresh JSON data (no list is shared with the state)."""
    return {
        "game": "playorpay",
        "num_players": state.num_players,
        "options": state.options_data(),
        "rng": state.rng.state,
        "explicit_rounds": [
            {"hands": [list(h) for h in d.hands]}
            if d.hands is not None
            else {"deck": list(d.deck or ())}
            for d in state.deals[state.round :]
        ],
        "round": state.round,
        "dealer": state.dealer,
        "player": state.player,
        "first_seat": state.first_seat,
        "in_game": list(state.in_game),
        "tokens": list(state.tokens),
        "pot": state.pot,
        "totals": list(state.totals),
        "hands": [state.hand(s) for s in range(state.num_players)],
        "sequences": [[list(seq) for seq in seqs] for seqs in state.seqs],
        "dealt": list(state.dealt),
        "anted": list(state.anted),
        "paid": list(state.paid),
        "cannot_hold": list(state.cannot),
        "round_tokens": list(state.round_tokens),
        "finish": list(state.finish),
        "moves": list(state.moves),
        "results": [
            {
                "round": r.number,
                "points": list(r.points),
                "breakdown": [dict(b) for b in r.breakdown],
            }
            for r in state.results
        ],
    }
