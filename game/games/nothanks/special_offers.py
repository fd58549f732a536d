"""How a card on offer is settled with special cards: taken, declined (green cards go
to the last bidder), sat out, and the effects of gaining a special card (Sit out held,
Give left and Remove choices, Peek, Take hidden); then the next card or the round's end.
Functions of a :class:`~game.games.nothanks.special_data.SpecialData`, called by its
``apply``."""

from __future__ import annotations

from bisect import insort

from game.events import EventSink, drop
from game.games.nothanks import narration
from game.games.nothanks.actions import DECLINE, GIVE, REMOVE_CHOICE, SIT_OUT, TAKE, CardChoice
from game.games.nothanks.special_data import SpecialData
from game.games.nothanks.specials import (
    GIVELEFT,
    GREEN_IDS,
    HIDDEN,
    KIND,
    PEEK,
    REMOVE,
    SITOUT,
    SITOUT_ID,
    SPECIAL_BASE,
)


def sit_out(state: SpecialData, p: int, emit: EventSink) -> None:
    """``p`` plays a Sit out card on the card on offer (it waits in limbo)."""
    state.sits[p] -= 1
    state.hands[p].remove(SITOUT_ID)
    state.limbo.append((p, SITOUT_ID))
    state.sitting[p] = True
    state.active -= 1
    state.moves.append((p, SIT_OUT))
    state.player = next_active(state, p)
    if emit is not drop:
        emit(narration.sat_out(state, p))


def next_active(state: SpecialData, p: int) -> int:
    n = state.num_players
    q = p + 1 if p + 1 < n else 0
    if state.active < n:
        sitting = state.sitting
        while sitting[q]:
            q = q + 1 if q + 1 < n else 0
    return q


def end_offer(state: SpecialData, emit: EventSink) -> None:
    """The current card is settled: Sit out cards played on it are discarded."""
    state.bidder = None
    if state.limbo:
        for seat, card in state.limbo:
            state.out.append(card)
            if emit is not drop:
                emit(narration.sitout_discarded(state, seat, card))
        state.limbo = []
        state.sitting = [False] * state.num_players
        state.active = state.num_players


def take(state: SpecialData, p: int, emit: EventSink) -> None:
    """``p`` takes the card on offer and its chips (a number or red card, or a green
    card as the last player still in)."""
    card = state.card
    assert card is not None
    insort(state.hands[p], card)
    pot = state.pot
    if pot:
        state.chips[p] += pot
        state.pot = 0
    state.moves.append((p, TAKE))
    state.taken.append(card)
    if emit is not drop:
        emit(narration.took(state, p, card, pot))
    if state.limbo or state.bidder is not None:
        end_offer(state, emit)
    if card >= SPECIAL_BASE:
        on_gain(state, p, card, emit)
    stack = state.stack
    if stack and state.pending is None:
        # p is the current player and decides on the next card (_flip, inlined)
        state.card = stack.pop()
        if state.known:
            state.known -= 1
        if emit is not drop:
            emit(narration.flipped(state))
    else:
        go_on(state, p, emit)


def decline(state: SpecialData, p: int, emit: EventSink) -> None:
    card = state.card
    assert card is not None
    chips = state.pot
    state.chips[p] += chips
    state.pot = 0
    receiver = state.bidder
    state.moves.append((p, DECLINE))
    if emit is not drop:
        emit(narration.declined(state, p, card, chips, receiver))
    end_offer(state, emit)
    if receiver is None:
        state.out.append(card)
        if emit is not drop:
            emit(narration.left(state, card))
        go_on(state, p, emit)
        return
    insort(state.hands[receiver], card)
    if emit is not drop:
        emit(narration.received(state, receiver, card))
    on_gain(state, receiver, card, emit)
    go_on(state, receiver, emit)


def on_gain(state: SpecialData, p: int, card: int, emit: EventSink) -> None:
    """Effects on taking or receiving a special card from the table."""
    kind = KIND[card]
    if kind == SITOUT:
        state.sits[p] += 1
    elif kind == GIVELEFT:
        state.pending = GIVE
    elif kind == REMOVE:
        state.pending = REMOVE_CHOICE
    elif kind == PEEK:
        state.peekers[p] = True
        if emit is not drop:
            emit(narration.peeked(state, p, state.unseen))
    elif kind == HIDDEN:
        take_hidden(state, p, emit)


def take_hidden(state: SpecialData, p: int, emit: EventSink) -> None:
    stack = state.stack
    index = len(stack) - 1
    while index >= 0 and stack[index] in GREEN_IDS:
        index -= 1
    skipped = len(stack) - 1 - index
    source = "stack"
    if index >= 0:
        card: int | None = stack.pop(index)
        state.known = max(skipped, state.known - 1)
    else:
        state.known = len(stack)
        source = "set_aside"
        card = state.unseen.pop() if state.unseen else None
    if card is not None:
        insort(state.hands[p], card)
        if card == SITOUT_ID:  # only possible with extra copies in an explicit deal
            state.sits[p] += 1
    if emit is not drop:
        emit(narration.took_hidden(state, p, card, source, skipped))


def choose(state: SpecialData, p: int, choice: CardChoice, emit: EventSink) -> None:
    card = choice.card
    state.hands[p].remove(card)
    if card == SITOUT_ID:
        state.sits[p] -= 1
    state.pending = None
    state.moves.append((p, choice))
    if choice.kind == GIVE:
        left = (p + 1) % state.num_players
        insort(state.hands[left], card)
        if card == SITOUT_ID:
            state.sits[left] += 1
        if emit is not drop:
            emit(narration.gave(state, p, card, left))
    else:
        state.out.append(card)
        if emit is not drop:
            emit(narration.removed(state, p, card))
    go_on(state, p, emit)


def go_on(state: SpecialData, p: int, emit: EventSink) -> None:
    """After a card is settled ``p`` goes on: first any choice it must make, then the
    next card (or the end of the round)."""
    state.player = p
    if state.pending is not None:
        state.card = None
        if emit is not drop:
            emit(narration.choice(state, p, state.pending))
        return
    if state.stack:
        state._flip(emit)
    else:
        state._end_round(emit)
