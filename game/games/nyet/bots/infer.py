"""Reading the other seats' hands from their plays (the hard Nyet! bot's tricks).

A search sample redeals the hidden cards consistently with what the view shows (sizes,
shown voids, discards, the card passed left) but not with *how* the others played. Here
a sample is weighed by how well the plays of the round fit it: the round's tricks are
replayed from the sample's hands, and at every play by another seat the medium trick
rule is asked what it would play from that hand; a play it agrees with counts 1, any
other ``DISAGREE`` (people and bots do not play the medium rule exactly, so a
disagreement makes a sample less likely, not impossible).

:func:`weighted_sampler` draws a pool of samples once per decision and then hands out
copies of them in proportion to their weights.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable

from game.games.nyet.bots.heuristics import medium_play
from game.games.nyet.rules import NyetState
from game.games.nyet.tricks import playable
from game.rng import Rng

DISAGREE = 0.1  # weight of a play the medium rule would not have made
POOL = 96  # samples weighed per decision


def play_weight(state: NyetState, me: int) -> float:
    """How well the plays of the round in play fit the hands of ``state`` (a sample in
    the tricks phase): the product over the other seats' plays of 1 (the medium rule
    agrees) or ``DISAGREE``."""
    t = state.tables
    assert t is not None
    suit, power = t.suit, t.power
    n = state.num_players
    played: list[tuple[int, tuple[int, ...]]] = [(tr.leader, tr.cards) for tr in state.tricks]
    if state.trick:
        played.append((state.leader, tuple(state.trick)))
    hands = [list(hand) for hand in state.hands]
    for leader, cards in played:
        for index, card in enumerate(cards):
            hands[(leader + index) % n].append(card)
    asking = 0  # the seat whose rule is asked: ``top`` counts the other hands

    def top() -> list[int]:
        best = [-1, -1, -1, -1]  # top_outstanding of the other hands
        for other in range(n):
            if other != asking:
                for c in hands[other]:
                    if power[c] > best[suit[c]]:
                        best[suit[c]] = power[c]
        return best

    weight = 1.0
    team, value = state.team, state.value
    for leader, cards in played:
        for index, card in enumerate(cards):
            seat = (leader + index) % n
            hand = hands[seat]
            if seat != me:
                trick = list(cards[:index])
                legal = playable(hand, trick, t)
                if len(legal) > 1:
                    asking = seat
                    if medium_play(seat, legal, trick, leader, team, value, t, top) != card:
                        weight *= DISAGREE
            hand.remove(card)
    return weight


def weighted_sampler(
    sampler: Callable[[Rng], NyetState], me: int, pool: int = POOL
) -> Callable[[Rng], NyetState]:
    """A sampler that, on its first call, draws ``pool`` samples from ``sampler`` (with
    the generator of that call) and weighs them by :func:`play_weight`; every call
    returns a copy of one of them, chosen with probability proportional to its weight."""
    samples: list[NyetState] = []
    cumulative: list[float] = []

    def fill(draw: Rng) -> None:
        samples.extend(sampler(draw) for _ in range(pool))
        weights = [play_weight(sample, me) for sample in samples]
        total = sum(weights)
        running = 0.0
        for weight in weights:
            running += weight / total
            cumulative.append(running)

    def sample(draw: Rng) -> NyetState:
        if not samples:
            fill(draw)
        index = bisect_right(cumulative, draw.random())
        return samples[min(index, len(samples) - 1)].clone()

    return sample
