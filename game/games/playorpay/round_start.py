"""The start of a Play or Pay game (every field at its first value, the first dealer) and
of each round: the deal (explicit or shuffled), the antes and the first player."""

from __future__ import annotations

from game.contract import TERMINAL
from game.events import EventSink, drop
from game.games.playorpay.cards import (
    DECK_SIZE,
    RANK_OF,
    SEVEN_OF_DIAMONDS,
    SUIT_OF,
    decks_for,
    full_deck,
)
from game.games.playorpay.data import PlayOrPayData
from game.games.playorpay.deal import ExplicitDeal, deal_hands, deal_order
from game.games.playorpay.events import Ante, RoundDealt
from game.options import OptionValue
from game.rng import Rng


def rounds_to_play(option: int, num_players: int) -> int:
    """The ``rounds`` option resolved: 0 means one round per player."""
    return option if option > 0 else num_players


def start_game(
    state: PlayOrPayData,
    num_players: int,
    options: dict[str, OptionValue],
    seed: int,
    deal: ExplicitDeal | None,
) -> None:
    """Fill a new ``state`` for ``num_players`` with these (validated) ``options``, its
    generator seeded with ``seed`` and the explicit ``deal`` if any; then the first round
    (:func:`start_round`, no events)."""
    n = state.num_players = num_players
    state.options = dict(options)
    state.sevens = bool(options["sevens"])
    state.decks = decks_for(num_players)
    state.rounds = rounds_to_play(int(options["rounds"]), num_players)
    state.start_tokens = 0 if state.sevens else int(options["tokens"])
    state.rng = Rng(seed)
    state.deals = deal.rounds if deal is not None else ()
    first = str(options.get("first_dealer", "random"))
    if deal is not None and deal.dealer is not None:
        state.dealer = deal.dealer
    elif first != "random":
        state.dealer = int(first) - 1
    else:
        state.dealer = state.rng.below(n)
    state.round = 0
    state.in_game = [True] * n
    state.tokens = [state.start_tokens] * n
    state.pot = 0
    state.totals = [0] * n
    state.results = []
    state.player = TERMINAL
    state.first_seat = -1
    state.counts = []
    state.masks = []
    state.sizes = [0] * n
    state.seqs = [[], [], [], []]
    state.dealt = [0] * n
    state.anted = [False] * n
    state.paid = [0] * n
    state.cannot = [0] * n
    state.round_tokens = [0] * n
    state.finish = []
    state.moves = []
    state._legal = None
    start_round(state, drop)


def hands_for_round(state: PlayOrPayData, order: list[int]) -> list[list[int]]:
    """This round's hands: from the explicit deal if it covers the round, else shuffled
    from the state's generator and dealt from the dealer's left."""
    if state.round <= len(state.deals):
        entry = state.deals[state.round - 1]
        if entry.hands is not None:
            return [list(hand) for hand in entry.hands]
        assert entry.deck is not None
        return deal_hands(entry.deck, order, state.num_players)
    deck = full_deck(state.decks)
    state.rng.shuffle(deck)
    return deal_hands(deck, order, state.num_players)


def start_round(state: PlayOrPayData, emit: EventSink) -> None:
    """Deal the next round to the players still in (from the dealer's left), reset the
    round's fields, take the antes (token game) and give the turn to the first player
    (Sevens: the holder of the 7 of diamonds)."""
    state.round += 1
    n = state.num_players
    order = deal_order(state.dealer, state.in_game)
    state.decks = state.decks_in_play(len(order))
    hands = hands_for_round(state, order)
    state.counts = counts = [[0] * DECK_SIZE for _ in range(n)]
    state.masks = masks = [[0, 0, 0, 0] for _ in range(n)]
    for seat, hand in enumerate(hands):
        row = counts[seat]
        mask = masks[seat]
        for card in hand:
            row[card] += 1
            mask[SUIT_OF[card]] |= 1 << RANK_OF[card]
    state.sizes = [len(hand) for hand in hands]
    state.dealt = list(state.sizes)
    state.seqs = [[], [], [], []]
    state.first_seat = -1
    state.paid = [0] * n
    state.cannot = [0] * n
    state.finish = []
    state.moves = []
    state.round_tokens = list(state.tokens)
    state.anted = [False] * n
    if not state.sevens:
        fewest = min(state.sizes[seat] for seat in order)
        for seat in order:
            if state.sizes[seat] == fewest:
                state.anted[seat] = True
                state.tokens[seat] -= 1
                state.pot += 1
    if state.sevens:
        state.player = next(s for s in order if counts[s][SEVEN_OF_DIAMONDS])
    else:
        state.player = order[0]
    state._legal = None
    if emit is not drop:
        emit_deal(state, emit, order, hands)


def emit_deal(
    state: PlayOrPayData, emit: EventSink, order: list[int], hands: list[list[int]]
) -> None:
    """The deal and the antes as events (see :mod:`game.games.playorpay.events`)."""
    emit(
        RoundDealt(
            player=state.player,
            round=state.round,
            first_player=state.player,
            dealer=state.dealer,
            dealt=tuple(state.dealt),
            decks=state.decks,
            private={s: {"hand": tuple(sorted(hands[s]))} for s in order},
        )
    )
    pot = state.pot - sum(state.anted)
    for seat in order:
        if state.anted[seat]:
            pot += 1
            emit(
                Ante(
                    player=seat,
                    count=1,
                    source="seat",
                    target="pot",
                    pot=pot,
                    tokens=state.tokens[seat],
                )
            )
