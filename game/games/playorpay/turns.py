"""A turn of Play or Pay: play a card onto a sequence (or start one), or pay a token
(pass for free without tokens) when no card can be played."""

from __future__ import annotations

from game.contract import TERMINAL
from game.events import EventSink, drop
from game.games.playorpay.actions import PAY, Move, play_text
from game.games.playorpay.cards import RANK_OF, SEVEN, SUIT_OF
from game.games.playorpay.data import PlayOrPayData
from game.games.playorpay.events import CardPlayed, Paid, Passed, PlayerOut
from game.games.playorpay.legal import playable_mask


def ways(state: PlayOrPayData, card: int) -> int:
    """In how many places ``card`` could go now (ignoring who holds it)."""
    rank = RANK_OF[card]
    seqs = state.seqs[SUIT_OF[card]]
    ways = 0
    for lo, hi in seqs:
        if rank == lo - 1 or rank == hi + 1:
            ways += 1
    if len(seqs) < state.decks and (not state.sevens or rank == SEVEN):
        ways += 1
    return ways


def play_card(
    state: PlayOrPayData, p: int, card: int, target: int, seq: list[int] | None, emit: EventSink
) -> bool:
    """Seat ``p`` plays ``card`` (checked) onto ``seq`` (None: it starts a sequence). True
    when that ends the round: its hand is empty (Sevens: one player is left holding cards);
    the caller then ends it (:func:`game.games.playorpay.round_end.end_round`)."""
    qualified = state.decks > 1 and ways(state, card) > 1
    suit = SUIT_OF[card]
    rank = RANK_OF[card]
    row = state.counts[p]
    row[card] -= 1
    if not row[card]:
        state.masks[p][suit] &= ~(1 << rank)
    state.sizes[p] -= 1
    if seq is None:
        seq = [rank, rank]
        state.seqs[suit].append(seq)
    elif rank < seq[0]:
        seq[0] = rank
    else:
        seq[1] = rank
    if state.first_seat < 0:
        state.first_seat = p
    text = play_text(card, target, qualified)
    state.moves.append(f"{p}:{text}")
    state._legal = None
    left = state.sizes[p]
    ends = False
    if not left:
        state.finish.append(p)
        ends = not state.sevens or sum(1 for size in state.sizes if size) <= 1
    if not ends:
        advance(state, p)
    if emit is not drop:
        base = card - rank
        emit(
            CardPlayed(
                player=p,
                card=card,
                target=target,
                low=base + seq[0],
                high=base + seq[1],
                started=seq[0] == seq[1],
                cards_left=left,
                text=text,
                next_player=TERMINAL if ends else state.player,
            )
        )
        if not left and state.sevens:
            emit(PlayerOut(player=p, place=len(state.finish), finish_order=tuple(state.finish)))
    if ends and state.sevens:
        state.finish.extend(s for s in range(state.num_players) if state.sizes[s])
    return ends


def no_play(state: PlayOrPayData, p: int, action: Move, emit: EventSink) -> None:
    """Seat ``p`` cannot play: it pays a token (``PAY``) or passes for free."""
    state.cannot[p] |= playable_mask(state.seqs, state.decks, state.sevens)
    if action is PAY:
        state.tokens[p] -= 1
        state.pot += 1
        state.paid[p] += 1
    state.moves.append(f"{p}:{action.value}")
    state._legal = None
    advance(state, p)
    if emit is drop:
        return
    if action is PAY:
        emit(
            Paid(
                player=p,
                count=1,
                source="seat",
                target="pot",
                pot=state.pot,
                tokens=state.tokens[p],
                next_player=state.player,
            )
        )
    else:
        emit(Passed(player=p, next_player=state.player))


def advance(state: PlayOrPayData, p: int) -> None:
    """The turn passes to the next seat after ``p`` that still holds cards."""
    n = state.num_players
    sizes = state.sizes
    q = (p + 1) % n
    while not sizes[q]:
        q = (q + 1) % n
    state.player = q
