"""The hard Play or Pay bot's playouts: the round in play to its end with the medium
rule, one tenth of the choices uniformly random (:func:`playout`).

A playout is where the hard bot spends most of its time (a round of a two-deck game is
about a hundred moves, played out a few hundred times per decision), so it works on the
engine's play codes (``card * 2 + target``, :mod:`game.games.playorpay.legal`) instead of
action objects, and moves a card by hand instead of through
:meth:`~game.games.playorpay.rules.PlayOrPayState.apply`: no legality checks (the codes are
the legal plays), no notation, no move history (a playout's state is only scored, and
the next deal clears the round's history). The play that ends the round goes through
``apply`` (settling, the next deal and its antes are the engine's). The choices, the
generator's draws and the state at the end are exactly those of the same loop over
``legal_actions()`` and ``apply`` (:func:`reference_playout`, which the tests compare
it with); Sevens games take that loop.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.contract import Action, State
from game.events import drop
from game.games.playorpay import turns
from game.games.playorpay.actions import PASS, PAY, PLAYS, Play
from game.games.playorpay.bots.heuristics import medium_choice
from game.games.playorpay.cards import NUM_RANKS
from game.games.playorpay.legal import play_codes
from game.games.playorpay.rules import PlayOrPayState
from game.rng import Rng

_KING = NUM_RANKS - 1


def policy(state: State, legal: Sequence[Action], rng: Rng) -> Action:
    """The medium rule for the seat to move (the search's playout policy)."""
    assert isinstance(state, PlayOrPayState)
    if len(legal) == 1 or not isinstance(legal[0], Play):
        return legal[0]
    return medium_choice(state.masks[state.player], legal, state.seqs)


def reference_playout(state: PlayOrPayState, rng: Rng) -> None:
    """The playout through the engine's public surface (the definition of
    :func:`playout`; Sevens games use it)."""
    start = state.round
    while state.player >= 0 and state.round == start:
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
        elif rng.below(10) == 0:
            state.apply(legal[rng.below(len(legal))])
        else:
            state.apply(policy(state, legal, rng))


def medium_code(codes: Sequence[int], masks: Sequence[int], seqs: Sequence[list[list[int]]]) -> int:
    """:func:`~game.games.playorpay.bots.heuristics.medium_choice` over play codes: the first
    code with the best score (the same scores, in the same order)."""
    best = codes[0]
    best_score = -1e9
    for code in codes:
        card = code >> 1
        target = code & 1
        suit, rank = divmod(card, NUM_RANKS)
        mask = masks[suit]
        mine = mask & ~(1 << rank)
        ends = seqs[suit]
        if target < len(ends):
            if rank < ends[target][0]:
                beyond = (mine & ((1 << rank) - 1)).bit_count()
                nxt = rank - 1
            else:
                beyond = (mine >> (rank + 1)).bit_count()
                nxt = rank + 1
            if 0 <= nxt < NUM_RANKS:
                bonus = 1.5 if mask >> nxt & 1 else -1.2
                score = beyond + bonus + 0.1 * abs(rank - 6)
            else:
                score = beyond + 0.1 * abs(rank - 6)
        else:
            score = 0.8 * mine.bit_count() - 0.5
            if rank > 0:
                score += 1.5 if mask >> (rank - 1) & 1 else -1.2
            if rank < _KING:
                score += 1.5 if mask >> (rank + 1) & 1 else -1.2
        if score > best_score:
            best, best_score = code, score
    return best


def _move_card(state: PlayOrPayState, p: int, code: int) -> None:
    """Seat ``p`` plays the legal ``code`` and keeps at least one card (see the module
    docstring for what is left out)."""
    card = code >> 1
    suit, rank = divmod(card, NUM_RANKS)
    row = state.counts[p]
    row[card] -= 1
    if not row[card]:
        state.masks[p][suit] &= ~(1 << rank)
    state.sizes[p] -= 1
    ends = state.seqs[suit]
    if code & 1 < len(ends):
        seq = ends[code & 1]
        if rank < seq[0]:
            seq[0] = rank
        else:
            seq[1] = rank
    else:
        ends.append([rank, rank])
    if state.first_seat < 0:
        state.first_seat = p
    state._legal = None
    turns.advance(state, p)


def playout(state: State, rng: Rng) -> None:
    """Play the round in play to its end (see the module docstring)."""
    assert isinstance(state, PlayOrPayState)
    if state.sevens:
        reference_playout(state, rng)
        return
    start = state.round
    masks, seqs, sizes, decks = state.masks, state.seqs, state.sizes, state.decks
    below = rng.below
    while state.player >= 0 and state.round == start:
        p = state.player
        mine = masks[p]
        codes = play_codes(mine, seqs, decks, False)
        count = len(codes)
        if not count:
            turns.no_play(state, p, PAY if state.tokens[p] > 0 else PASS, drop)
            continue
        if count == 1:
            code = codes[0]
        elif below(10) == 0:
            code = codes[below(count)]
        else:
            code = medium_code(codes, mine, seqs)
        if sizes[p] == 1:
            state.apply(PLAYS[code])  # the round ends: the engine settles and deals
            masks, seqs, sizes = state.masks, state.seqs, state.sizes
        else:
            _move_card(state, p, code)
