"""What a seat knows about the hidden cards, and redealing them consistently.

Used by :meth:`game.games.nyet.rules.NyetState.resample` and
:func:`game.games.nyet.rebuild.rebuild`. A seat cannot see the other hands, their face-down
discards, cards chosen for passing that have not arrived and (with 2 players) the 30
unseen cards. It knows every size, the card it
passed (it sits in the left neighbour's hand until that seat plays such a card), the
colours a hand showed it lacks by not following, and that "except 1" discards are not 1s.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.games.nyet.board import DISCARD_EXCEPT_ONE, NO_SUPERTRUMP
from game.games.nyet.cards import removed_for, unseen_count
from game.games.nyet.data import NyetData
from game.games.nyet.sampling import ALL_CATEGORIES, category, deal_constrained
from game.games.nyet.tricks import tables
from game.games.nyet.view import NyetView, TrickView, unseen_pool
from game.rng import Rng

NOT_ONES = 0x55  # sampling categories of cards that are not 1s


def played_by(state: NyetData, seat: int, card: int) -> bool:
    """True if ``seat`` played a card equal to ``card`` in the round in play."""
    n = state.num_players
    for trick in state.tricks:
        if trick.cards[(seat - trick.leader) % n] == card:
            return True
    if not state.trick:
        return False
    index = (seat - state.leader) % n
    return index < len(state.trick) and state.trick[index] == card


def voids_shown(
    tricks: Sequence[TrickView], trick: Sequence[int], leader: int, suit: Sequence[int], n: int
) -> list[int]:
    """Per seat, a bit mask of the colours (for following) it showed it lacks."""
    voids = [0] * n
    played = [(t.leader, t.cards) for t in tricks]
    if trick:
        played.append((leader, tuple(trick)))
    for first, cards in played:
        led = suit[cards[0]]
        for index in range(1, len(cards)):
            if suit[cards[index]] != led:
                voids[(first + index) % n] |= 1 << led
    return voids


def known_with_left(state: NyetData, player: int) -> list[int]:
    """The cards ``player`` knows are in the left neighbour's hand (the one it passed)."""
    given = state.passed[player]
    if given >= 0 and not played_by(state, (player + 1) % state.num_players, given):
        return [given]
    return []


def redeal_unknown(state: NyetData, player: int, rng: Rng) -> None:
    """Redeal, in place, every card ``player`` cannot see, keeping what it knows."""
    n = state.num_players
    t = state.tables or tables(0, NO_SUPERTRUMP)
    cat = [category(t.suit[card], card & 15) for card in range(len(t.suit))]
    left = (player + 1) % n
    known_left = known_with_left(state, player)
    places, pool, sizes, allowed = _hidden_places(state, player, known_left)
    try:
        dealt = deal_constrained(pool, sizes, allowed, cat, rng)
    except ValueError:
        # Only when a hand of nothing but 1s had to discard a 1 under "except 1".
        allowed = [ALL_CATEGORIES if mask == NOT_ONES else mask for mask in allowed]
        dealt = deal_constrained(pool, sizes, allowed, cat, rng)
    for (kind, seat), cards in zip(places, dealt, strict=True):
        if kind == "hand":
            state.hands[seat] = sorted(cards + known_left if seat == left else cards)
        elif kind == "discards":
            state.discards[seat] = cards
        elif kind == "passing":
            state.passing[seat] = cards[0]
        else:
            state.aside = sorted(cards)
    # Passes between other seats: what each gave sits in the receiver's hand until played.
    for seat in range(n):
        receiver = (seat + 1) % n
        given = state.passed[seat]
        if given >= 0 and player not in (seat, receiver) and not played_by(state, receiver, given):
            hand = state.hands[receiver]
            if hand:
                state.passed[seat] = hand[rng.below(len(hand))]


def _hidden_places(
    state: NyetData, player: int, known_left: list[int]
) -> tuple[list[tuple[str, int]], list[int], list[int], list[int]]:
    """Where the cards ``player`` cannot see lie: the places (``("hand", seat)``,
    ``("discards", seat)``, ``("passing", seat)``, ``("aside", -1)``), the cards in them
    (the left neighbour's hand less the cards ``player`` knows it holds), each place's
    size and the sampling categories each place allows (no colour a seat showed void in;
    no 1s among "except 1" discards)."""
    except_one = state.discard_mode == DISCARD_EXCEPT_ONE
    left = (player + 1) % state.num_players
    places: list[tuple[str, int]] = []
    pool: list[int] = []
    sizes: list[int] = []
    allowed: list[int] = []

    def add(place: tuple[str, int], cards: list[int], mask: int) -> None:
        places.append(place)
        pool.extend(cards)
        sizes.append(len(cards))
        allowed.append(mask)

    for seat in range(state.num_players):
        if seat == player:
            continue
        hand = list(state.hands[seat])
        if seat == left:
            for card in known_left:
                hand.remove(card)
        mask = ALL_CATEGORIES
        for suit in range(4):
            if state.voids[seat] >> suit & 1:
                mask &= ~(3 << (2 * suit))
        add(("hand", seat), hand, mask)
        if state.discards[seat]:
            add(
                ("discards", seat), state.discards[seat], NOT_ONES if except_one else ALL_CATEGORIES
            )
        if state.passing[seat] >= 0:
            add(("passing", seat), [state.passing[seat]], ALL_CATEGORIES)
    if unseen_count(state.num_players):
        add(("aside", -1), state.aside, ALL_CATEGORIES)
    return places, pool, sizes, allowed


def place_unknown_cards(state: NyetData, view: NyetView) -> None:
    """Fill a state rebuilt from ``view`` with the player's own cards and the unknown ones
    (placed in any order that fits the sizes; :func:`redeal_unknown` then fixes them)."""
    n, me = view.num_players, view.player
    pool = unseen_pool(view)
    left = (me + 1) % n
    delivered = view.passed is not None and view.received is not None
    if delivered:
        assert view.passed is not None and view.received is not None
        state.passed = [-1] * n
        state.passed[me] = view.passed
        state.passed[(me - 1) % n] = view.received
    known_left = known_with_left(state, me) if delivered else []
    pool.subtract(known_left)
    unknown = sorted(pool.elements())
    state.hands[me] = list(view.hand)
    state.discards[me] = list(view.discarded)
    state.passing[me] = -1 if view.passing is None else view.passing
    for seat in range(n):
        if seat == me:
            continue
        extra = known_left if seat == left else []
        size = view.hand_sizes[seat] - len(extra)
        state.hands[seat] = sorted(unknown[:size] + extra)
        del unknown[:size]
        count = view.discard_counts[seat]
        state.discards[seat] = unknown[:count]
        del unknown[:count]
        if view.passes_chosen[seat] and seat != me:
            state.passing[seat] = unknown.pop()
    if delivered:
        # Other seats' passes: any card of the receiver's hand (redeal_unknown redraws it).
        for seat in range(n):
            receiver = (seat + 1) % n
            if state.passed[seat] < 0 and state.hands[receiver]:
                state.passed[seat] = state.hands[receiver][0]
    state.aside = sorted(unknown) if unseen_count(n) else removed_for(n)
