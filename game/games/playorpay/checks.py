"""Why a Play or Pay play is refused: the checks
:meth:`~game.games.playorpay.rules.PlayOrPayState.apply` makes before it changes anything.
Each raises IllegalActionError with a message in plain words.
"""

from __future__ import annotations

from game.errors import IllegalActionError
from game.games.playorpay.cards import (
    CARD_TEXT,
    DECK_SIZE,
    SEVEN,
    SEVEN_OF_DIAMONDS,
    SUIT_NAMES,
    rank_of,
    suit_of,
)
from game.games.playorpay.data import PlayOrPayData
from game.games.playorpay.settle import settle_round


def check_play(state: PlayOrPayData, p: int, card: int, target: int) -> list[int] | None:
    """Raise IllegalActionError unless ``p`` may play ``card`` onto ``target``; return
    the sequence it extends (None when it starts one)."""
    if not state.counts[p][card]:
        raise IllegalActionError(f"you do not hold {CARD_TEXT[card]}")
    if state.sevens and state.first_seat < 0 and card != SEVEN_OF_DIAMONDS:
        raise IllegalActionError("in Sevens the 7 of diamonds opens the round")
    seqs = state.seqs[suit_of(card)]
    rank = rank_of(card)
    if target < len(seqs):
        seq = seqs[target]
        if rank == seq[0] - 1 or rank == seq[1] + 1:
            return seq
        raise IllegalActionError(
            f"{CARD_TEXT[card]} does not fit onto that sequence (it runs from "
            f"{CARD_TEXT[card - rank + seq[0]]} to {CARD_TEXT[card - rank + seq[1]]})"
        )
    if target == len(seqs) < state.decks:
        if state.sevens and rank != SEVEN:
            raise IllegalActionError("in Sevens a new sequence must start with a 7")
        return None
    suit = SUIT_NAMES[suit_of(card)]
    if target >= state.decks == 1:
        raise IllegalActionError(
            f"a suit has one sequence with one deck: {CARD_TEXT[card]} cannot start "
            f"a second {suit} sequence"
        )
    if target >= state.decks:
        raise IllegalActionError(
            f"a suit has at most {state.decks} sequences with {state.decks} decks: "
            f"{CARD_TEXT[card]} cannot start another {suit} sequence"
        )
    raise IllegalActionError(
        f"{suit} has {len(seqs)} sequence(s) so far: {CARD_TEXT[card]} cannot go "
        f"onto sequence {target + 1}"
    )


def check_next_deal(state: PlayOrPayData, p: int) -> None:
    """``p`` is about to go out first: if the explicit deal gives the next round's
    deck, it must hold the decks dealt to the players then still in (else
    IllegalActionError, before anything changes)."""
    if state.round >= min(len(state.deals), state.rounds):
        return
    deck = state.deals[state.round].deck
    if deck is None:
        return
    outcome = settle_round(p, state.tokens, state.pot, state.in_game, state.rules_version)
    if outcome.game_over:
        return
    players = sum(state.in_game) - len(outcome.eliminated)
    decks = state.decks_in_play(players)
    if len(deck) != DECK_SIZE * decks:
        raise IllegalActionError(
            f"the explicit deal's round {state.round + 1} deck has {len(deck)} cards, but "
            f"{decks} deck(s) ({DECK_SIZE * decks} cards) are dealt to {players} players"
        )
