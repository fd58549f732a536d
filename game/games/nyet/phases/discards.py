"""Discards: from the first player on, each seat discards face down the cards the terms
ask (one, two, or one that is not a 1); with "pass" the passes phase runs instead, with
"none" the tricks start at once."""

from __future__ import annotations

from game.events import EventSink, drop
from game.games.nyet.actions import DISCARDS, NyetAction
from game.games.nyet.board import DISCARD_EXCEPT_ONE, DISCARD_NONE, DISCARD_PASS, DISCARD_TWO
from game.games.nyet.data import NyetData
from game.games.nyet.events import CardDiscarded, PhaseStarted
from game.games.nyet.fields import DISCARDING, PASSING, PHASES
from game.games.nyet.phases.passes import legal_passes
from game.games.nyet.phases.tricks import start_tricks


def start_discards(state: NyetData, emit: EventSink) -> None:
    """After the teams: the discards (or passes) from the first player, or the tricks."""
    mode = state.discard_mode
    state.player = state.first
    state.decided = 0
    if mode == DISCARD_NONE:
        start_tricks(state, emit)
        return
    if mode == DISCARD_PASS:
        state.phase = PASSING
        state._legal = legal_passes(state)
    else:
        state.phase = DISCARDING
        state.owed = 2 if mode == DISCARD_TWO else 1
        state._legal = legal_discards(state)
    if emit is not drop:
        emit(PhaseStarted(player=state.player, phase=PHASES[state.phase]))


def legal_discards(state: NyetData) -> tuple[NyetAction, ...]:
    """The seat to move's distinct cards (not its 1s when the terms say so, unless it
    holds only 1s)."""
    cards = dict.fromkeys(state.hands[state.player])
    if state.discard_mode == DISCARD_EXCEPT_ONE:
        not_ones = [card for card in cards if card & 15 != 1]
        if not_ones:  # a hand of only 1s discards a 1 (see RULES_TEXT)
            return tuple(DISCARDS[card] for card in not_ones)
    return tuple(DISCARDS[card] for card in cards)


def discard(state: NyetData, card: int, emit: EventSink) -> None:
    """The seat to move discards ``card``; the next seat when it owes no more."""
    p = state.player
    hand, discards = state.hands[p], state.discards[p]
    hand.remove(card)
    discards.append(card)
    state.owed -= 1
    done = False
    if state.owed:
        state._legal = legal_discards(state)
    else:
        state.decided += 1
        done = state.decided == state.num_players
        if not done:
            state.player = (p + 1) % state.num_players
            state.owed = 2 if state.discard_mode == DISCARD_TWO else 1
            state._legal = legal_discards(state)
    if emit is not drop:
        emit(
            CardDiscarded(
                player=p,
                hand_size=len(hand),
                discarded=len(discards),
                to_move=state.player,
                private={p: {"card": card}},
            )
        )
    if done:
        start_tricks(state, emit)
