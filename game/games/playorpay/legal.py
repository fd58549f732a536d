"""Which cards can be played where, from the sequence ends (bit masks, no hand scans).

A seat's hand is summarised per suit by a bit mask of the ranks it holds; ``seqs[suit]``
lists that suit's sequences as ``[low rank, high rank]`` in the order they were started.
A play's code is ``card * 2 + target`` (see :data:`game.games.playorpay.actions.PLAYS`).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.games.playorpay.cards import NUM_RANKS, SEVEN

_SUIT_MASK = (1 << NUM_RANKS) - 1
_KING = NUM_RANKS - 1


def play_codes(
    masks: Sequence[int], seqs: Sequence[Sequence[Sequence[int]]], decks: int, sevens: bool
) -> list[int]:
    """The codes of every legal play for a hand with these rank ``masks``, in increasing
    order: a card one rank beyond an end of a sequence of its suit, or (while the suit has
    fewer sequences than ``decks``) any card of the suit, only a 7 in Sevens, starting the
    next one. The Sevens opening lead is the caller's business."""
    codes: list[int] = []
    for suit in range(4):
        m = masks[suit]
        if not m:
            continue
        base = suit * NUM_RANKS
        target = 0
        for lo, hi in seqs[suit]:
            if lo and (m >> (lo - 1)) & 1:
                codes.append((base + lo - 1) * 2 + target)
            if hi < _KING and (m >> (hi + 1)) & 1:
                codes.append((base + hi + 1) * 2 + target)
            target += 1
        if target < decks:
            if sevens:
                if (m >> SEVEN) & 1:
                    codes.append((base + SEVEN) * 2 + target)
            else:
                while m:
                    low = m & -m
                    codes.append((base + low.bit_length() - 1) * 2 + target)
                    m ^= low
    codes.sort()
    return codes


def playable_mask(seqs: Sequence[Sequence[Sequence[int]]], decks: int, sevens: bool) -> int:
    """Every card (52-bit mask) that could be played now by whoever held it."""
    mask = 0
    for suit in range(4):
        shift = suit * NUM_RANKS
        suit_seqs = seqs[suit]
        for lo, hi in suit_seqs:
            if lo:
                mask |= 1 << (shift + lo - 1)
            if hi < _KING:
                mask |= 1 << (shift + hi + 1)
        if len(suit_seqs) < decks:
            mask |= (1 << (shift + SEVEN)) if sevens else (_SUIT_MASK << shift)
    return mask
