"""Rebuilding a Play or Pay state from one seat's view (``SPEC.rebuild``).

What the seat knows is copied from the view; this round's bookkeeping that the view
implies (who paid how often, who played the first card, the tokens at the deal) is read
from its move list; the other seats' hands are drawn from the cards the seat cannot see,
each keeping its size and never holding a card it has shown it lacks (``cannot_hold``).
Later rounds are shuffled from a generator forked from ``rng``.
"""

from __future__ import annotations

from collections import Counter

from game.games.playorpay.cards import DECK_SIZE, NUM_RANKS, full_deck
from game.games.playorpay.rules import PlayOrPayState
from game.games.playorpay.views import PlayOrPayView
from game.rng import Rng


def rebuild(view: PlayOrPayView, rng: Rng) -> PlayOrPayState:
    """A state whose view for ``view.player`` is ``view``; the hidden hands are drawn
    from ``rng`` (see :meth:`PlayOrPayState.resample`)."""
    return _template(view).resample(view.player, rng)


def _template(view: PlayOrPayView) -> PlayOrPayState:
    """A state with the view's public data and the hidden cards dealt in card order
    (a placeholder that :meth:`PlayOrPayState.resample` redraws)."""
    n = view.num_players
    state = object.__new__(PlayOrPayState)
    state.num_players = n
    state.options = {"sevens": view.sevens, "tokens": view.starting_tokens, "rounds": view.rounds}
    state.sevens = view.sevens
    state.decks = view.decks
    state.rounds = view.rounds
    state.start_tokens = view.starting_tokens
    state.rng = Rng(0)
    state.deals = ()
    state.dealer = view.dealer
    state.round = view.round
    state.in_game = list(view.in_game)
    state.tokens = list(view.tokens)
    state.pot = view.pot
    state.totals = list(view.totals)
    state.results = []
    state.player = view.current_player
    state.first_seat, state.paid = _from_moves(view)
    state.seqs = [[[lo % NUM_RANKS, hi % NUM_RANKS] for lo, hi in seqs] for seqs in view.sequences]
    state.sizes = list(view.hand_sizes)
    state.dealt = list(view.dealt)
    state.anted = list(view.anted)
    state.cannot = list(view.cannot_hold)
    state.round_tokens = [
        view.tokens[s] + state.paid[s] + (1 if view.anted[s] else 0) for s in range(n)
    ]
    state.finish = list(view.finish_order)
    state.moves = list(view.moves)
    state._legal = None
    _set_hands(state, _placeholder_hands(view))
    return state


def _from_moves(view: PlayOrPayView) -> tuple[int, list[int]]:
    """The seat that played this round's first card (-1 if none yet) and the tokens each
    seat paid this round, read from the view's moves."""
    first_seat = -1
    paid = [0] * view.num_players
    for move in view.moves:
        seat_text, _, notation = move.partition(":")
        seat = int(seat_text)
        if notation == "pay":
            paid[seat] += 1
        elif notation != "pass" and first_seat < 0:
            first_seat = seat
    return first_seat, paid


def _placeholder_hands(view: PlayOrPayView) -> list[list[int]]:
    """The seat's own hand, and the unseen cards dealt in card order to the others."""
    unknown = Counter(full_deck(view.decks))
    unknown.subtract(view.hand)
    for seqs in view.sequences:
        for low, high in seqs:
            unknown.subtract(range(low, high + 1))
    pool = sorted(unknown.elements())
    hands: list[list[int]] = []
    for seat in range(view.num_players):
        if seat == view.player:
            hands.append(list(view.hand))
        else:
            size = view.hand_sizes[seat]
            hands.append(pool[:size])
            del pool[:size]
    return hands


def _set_hands(state: PlayOrPayState, hands: list[list[int]]) -> None:
    """Store ``hands`` as the state's per-seat card counts and rank masks."""
    state.counts = []
    state.masks = []
    for hand in hands:
        row = [0] * DECK_SIZE
        mask = [0, 0, 0, 0]
        for card in hand:
            row[card] += 1
            mask[card // NUM_RANKS] |= 1 << (card % NUM_RANKS)
        state.counts.append(row)
        state.masks.append(mask)
