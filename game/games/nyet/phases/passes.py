"""Passes: from the first player on, each seat chooses a card for its left neighbour;
once all have chosen, the cards arrive together and the tricks start."""

from __future__ import annotations

from game.events import EventSink, drop
from game.games.nyet.actions import PASSES, NyetAction
from game.games.nyet.data import NyetData
from game.games.nyet.events import PassChosen, PassesDelivered
from game.games.nyet.phases.tricks import start_tricks


def legal_passes(state: NyetData) -> tuple[NyetAction, ...]:
    """The seat to move's distinct cards."""
    return tuple(PASSES[card] for card in dict.fromkeys(state.hands[state.player]))


def pass_left(state: NyetData, card: int, emit: EventSink) -> None:
    """The seat to move chooses ``card`` to pass; after the last choice, delivery."""
    p, n = state.player, state.num_players
    hand = state.hands[p]
    hand.remove(card)
    state.passing[p] = card
    state.decided += 1
    if state.decided < n:
        state.player = (p + 1) % n
        state._legal = legal_passes(state)
        if emit is not drop:
            emit(
                PassChosen(
                    player=p,
                    hand_size=len(hand),
                    to_move=state.player,
                    private={p: {"card": card}},
                )
            )
        return
    if emit is not drop:
        emit(PassChosen(player=p, hand_size=len(hand), to_move=p, private={p: {"card": card}}))
    # Everyone chose: the passed cards arrive together.
    for seat, given in enumerate(state.passing):
        receiver = state.hands[(seat + 1) % n]
        receiver.append(given)
        receiver.sort()
    state.passed = state.passing
    state.passing = [-1] * n
    if emit is not drop:
        emit(delivery(state))
    start_tricks(state, emit)


def delivery(state: NyetData) -> PassesDelivered:
    """The event of the passed cards arriving (each seat sees its own two cards)."""
    n, passed, hands = state.num_players, state.passed, state.hands
    return PassesDelivered(
        hand_sizes=tuple(len(hand) for hand in hands),
        private={
            seat: {
                "passed": passed[seat],
                "received": passed[(seat - 1) % n],
                "hand": tuple(hands[seat]),
            }
            for seat in range(n)
        },
    )
