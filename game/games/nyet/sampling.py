"""Dealing unknown cards into hidden places under constraints (for ``resample``).

A player who cannot see some places (other hands, face-down discards, set-aside cards,
cards chosen for passing) knows how many cards each holds and some facts about them: a
hand that did not follow a colour holds none of it; an "except 1" discard is not a 1.
:func:`deal_constrained` redeals the unknown cards into the places so that every place
gets its size and only cards it allows. Each card has a category (0..7) and each place a
bit mask of the categories it allows.

Random greedy deals are tried first (tightest places first, from a fresh shuffle each
time); if they keep failing, a max-flow finds how many cards of each category go to each
place, which always succeeds when some valid deal exists (the real one does).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from game.rng import Rng

ALL_CATEGORIES = 0xFF
GREEDY_ATTEMPTS = 12


def category(suit: int, value: int) -> int:
    """Category of a card from its colour for following (0..3) and whether it is a 1."""
    return suit * 2 + (1 if value == 1 else 0)


def deal_constrained(
    pool: Sequence[int],
    sizes: Sequence[int],
    allowed: Sequence[int],
    cat: Sequence[int],
    rng: Rng,
) -> list[list[int]]:
    """Split ``pool`` into ``len(sizes)`` places: place ``i`` gets ``sizes[i]`` cards whose
    category ``cat[card]`` is in the mask ``allowed[i]``.

    ``sum(sizes)`` must equal ``len(pool)``. ValueError if no valid deal exists.
    """
    if sum(sizes) != len(pool):
        raise ValueError("place sizes do not add up to the number of unknown cards")
    cards = list(pool)
    constrained = [i for i, mask in enumerate(allowed) if mask != ALL_CATEGORIES and sizes[i]]
    if not constrained:
        rng.shuffle(cards)
        return _slices(cards, sizes)
    # Tightest places first: the fewest allowed cards per card needed.
    room = {i: sum(1 for card in cards if allowed[i] >> cat[card] & 1) for i in constrained}
    constrained.sort(key=lambda i: room[i] - sizes[i])
    for _ in range(GREEDY_ATTEMPTS):
        rng.shuffle(cards)
        result = _greedy(cards, sizes, allowed, cat, constrained)
        if result is not None:
            return result
    return _by_flow(cards, sizes, allowed, cat, rng)


def _slices(cards: list[int], sizes: Sequence[int]) -> list[list[int]]:
    result = []
    start = 0
    for size in sizes:
        result.append(cards[start : start + size])
        start += size
    return result


def _greedy(
    cards: list[int],
    sizes: Sequence[int],
    allowed: Sequence[int],
    cat: Sequence[int],
    constrained: Sequence[int],
) -> list[list[int]] | None:
    result: list[list[int]] = [[] for _ in sizes]
    remaining = cards
    for place in constrained:
        mask, size = allowed[place], sizes[place]
        taken: list[int] = []
        rest: list[int] = []
        for card in remaining:
            if len(taken) < size and mask >> cat[card] & 1:
                taken.append(card)
            else:
                rest.append(card)
        if len(taken) < size:
            return None
        result[place] = taken
        remaining = rest
    start = 0
    for place, size in enumerate(sizes):
        if place in constrained:
            continue
        result[place] = remaining[start : start + size]
        start += size
    return result


def _max_flow(capacity: list[list[int]], sink: int, limit: int) -> int:
    """The maximum flow from node 0 to ``sink`` (Edmonds-Karp, at most ``limit`` per
    augmenting path); ``capacity`` is left as the residual graph (a reverse edge holds
    the flow through its edge)."""
    size = len(capacity)
    flow = 0
    while True:
        parent = [-1] * size
        parent[0] = 0
        queue = deque([0])
        while queue and parent[sink] < 0:
            node = queue.popleft()
            for nxt in range(size):
                if parent[nxt] < 0 and capacity[node][nxt] > 0:
                    parent[nxt] = node
                    queue.append(nxt)
        if parent[sink] < 0:
            return flow
        push = limit
        node = sink
        while node:
            push = min(push, capacity[parent[node]][node])
            node = parent[node]
        node = sink
        while node:
            capacity[parent[node]][node] -= push
            capacity[node][parent[node]] += push
            node = parent[node]
        flow += push


def _by_flow(
    cards: list[int],
    sizes: Sequence[int],
    allowed: Sequence[int],
    cat: Sequence[int],
    rng: Rng,
) -> list[list[int]]:
    """Exact deal: max-flow from categories to places, then cards dealt per category."""
    rng.shuffle(cards)
    by_cat: dict[int, list[int]] = {}
    for card in cards:
        by_cat.setdefault(cat[card], []).append(card)
    cats = list(by_cat)
    rng.shuffle(cats)
    places = len(sizes)
    # Nodes: 0 source, 1..C categories, C+1..C+P places, C+P+1 sink.
    n_cat = len(cats)
    sink = n_cat + places + 1
    size = sink + 1
    capacity = [[0] * size for _ in range(size)]
    for ci, c in enumerate(cats):
        capacity[0][1 + ci] = len(by_cat[c])
        for place in range(places):
            if allowed[place] >> c & 1:
                capacity[1 + ci][1 + n_cat + place] = len(by_cat[c])
    for place in range(places):
        capacity[1 + n_cat + place][sink] = sizes[place]
    if _max_flow(capacity, sink, len(cards)) != len(cards):
        raise ValueError("no deal of the unknown cards satisfies what is known")
    result: list[list[int]] = [[] for _ in sizes]
    for ci, c in enumerate(cats):
        stock = by_cat[c]
        for place in range(places):
            count = capacity[1 + n_cat + place][1 + ci]  # reverse edge holds the flow
            for _ in range(count):
                result[place].append(stock.pop())
    return result
