"""Dealing hidden cards consistently with what a seat knows (for resampling and rebuilding
a state from a view)."""

from __future__ import annotations

from typing import TypeVar

from game.games.playorpay.cards import DECK_SIZE, NUM_RANKS
from game.games.playorpay.data import PlayOrPayData
from game.games.playorpay.fields import POP_FIELDS
from game.rng import Rng

Data = TypeVar("Data", bound=PlayOrPayData)


def assign_hands(
    pool: list[int], seats: list[int], sizes: list[int], cannot: list[int], rng: Rng
) -> list[list[int]]:
    """Deal ``pool`` (already shuffled) to ``seats`` with these hand ``sizes`` so that no
    seat gets a card in its ``cannot`` mask. Cards go to a random seat that may take them;
    when every such seat is full, an augmenting path moves cards along to make room (a
    valid deal exists: the real one)."""
    k = len(seats)
    hands: list[list[int]] = [[] for _ in range(k)]
    free = list(sizes)
    banned = [cannot[s] for s in seats]
    for card in pool:
        bit = 1 << card
        open_seats = [i for i in range(k) if free[i] and not banned[i] & bit]
        if open_seats:
            i = open_seats[rng.below(len(open_seats))] if len(open_seats) > 1 else open_seats[0]
            hands[i].append(card)
            free[i] -= 1
            continue
        # Breadth-first search over seats: seat a can pass one of its cards x to seat b.
        start = [i for i in range(k) if not banned[i] & bit]
        parent: dict[int, tuple[int, int] | None] = dict.fromkeys(start)
        queue = list(start)
        found = -1
        while queue and found < 0:
            a = queue.pop(0)
            for x in hands[a]:
                xbit = 1 << x
                for b in range(k):
                    if b in parent or banned[b] & xbit:
                        continue
                    parent[b] = (a, x)
                    if free[b]:
                        found = b
                        break
                    queue.append(b)
                if found >= 0:
                    break
        if found < 0:
            raise AssertionError("no deal fits what this player knows (inconsistent state)")
        b = found
        free[b] -= 1
        step = parent[b]
        while step is not None:
            a, x = step
            hands[a].remove(x)
            hands[b].append(x)
            b = a
            step = parent[b]
        hands[b].append(card)
    return hands


def resample_hands(state: Data, player: int, rng: Rng) -> Data:
    """Redraw the other players' hands (each keeps its size, and no seat gets a card
    it is known not to hold: see ``cannot_hold`` in the view) and the generator of
    later rounds (explicit deals of later rounds are dropped). The hidden cards are
    pooled in card order before the draw, so the result depends only on what ``player``
    knows and on ``rng``."""
    other = POP_FIELDS.clone(state)
    other.rng = rng.fork()
    other.deals = state.deals[: state.round]
    seats = [s for s in range(state.num_players) if s != player and state.sizes[s]]
    if not seats:
        return other
    pool = sorted(card for s in seats for card in state.hand(s))
    rng.shuffle(pool)
    hands = assign_hands(pool, seats, [state.sizes[s] for s in seats], state.cannot, rng)
    for seat, hand in zip(seats, hands, strict=True):
        row = [0] * DECK_SIZE
        mask = [0, 0, 0, 0]
        for card in hand:
            row[card] += 1
            mask[card // NUM_RANKS] |= 1 << (card % NUM_RANKS)
        other.counts[seat] = row
        other.masks[seat] = mask
    other._legal = None
    return other
