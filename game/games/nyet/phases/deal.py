"""A round's start: the cards dealt (from the explicit deal, or shuffled by the state's
generator), every round field reset, and the Nyet! phase opened by the dealer. The
rules start the first round, and the next one after each round that does not end the
game (:func:`next_round`)."""

from __future__ import annotations

from game.events import EventSink, drop
from game.games.nyet.cards import hand_size, removed_for, round_deck, unseen_count
from game.games.nyet.data import NyetData
from game.games.nyet.events import NyetRoundStarted
from game.games.nyet.fields import NYET, NYET_FIELDS
from game.games.nyet.phases.covers import legal_covers


def deal_cards(state: NyetData) -> tuple[list[list[int]], list[int]]:
    """This round's hands and set-aside cards: from the explicit deal if it has this
    round, else shuffled from the state's generator."""
    if state.deals is not None and state.round <= len(state.deals):
        deal = state.deals[state.round - 1]
        return [sorted(hand) for hand in deal.hands], sorted(deal.aside)
    n = state.num_players
    cards = round_deck(n)
    size = hand_size(n)
    unseen = unseen_count(n)
    # Only the dealt cards need a random order; the unseen rest is one set.
    state.rng.shuffle(cards, unseen)
    hands = [sorted(cards[unseen + seat * size : unseen + (seat + 1) * size]) for seat in range(n)]
    aside = sorted(cards[:unseen]) if unseen else removed_for(n)
    return hands, aside


def start_round(state: NyetData, emit: EventSink) -> None:
    """Deal the next round (the round count goes up) and open its Nyet! phase."""
    state.round += 1
    NYET_FIELDS.clear(state, state.num_players)
    state.hands, state.aside = deal_cards(state)
    state.phase = NYET
    state.player = state.dealer
    state._legal = legal_covers(state)
    if emit is not drop:
        emit(
            NyetRoundStarted(
                player=state.dealer,
                round=state.round,
                first_player=state.dealer,
                dealer=state.dealer,
                board=tuple(tuple(line) for line in state.board),
                covers_left=state.covers_left,
                hand_sizes=tuple(len(hand) for hand in state.hands),
                private={seat: {"hand": tuple(hand)} for seat, hand in enumerate(state.hands)},
            )
        )


def next_round(state: NyetData, emit: EventSink) -> None:
    """After a round that did not end the game: the deal passes left, then
    :func:`start_round`."""
    state.dealer = (state.dealer + 1) % state.num_players
    start_round(state, emit)
