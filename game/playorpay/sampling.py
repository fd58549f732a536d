"""Dealing hidden cards consistently with what a seat knows (for resampling and rebuilding
a state from a view)."""

from __future__ import annotations

from game.rng import Rng


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
