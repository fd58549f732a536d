"""No Thanks! playout rules that the shipped bots no longer use, kept for the sparring
partners and the search lab (:mod:`checks.sparring.lab`).

* :func:`policy_playout` — the *strong* rule of the earlier hard bot's playouts: a card
  that fits the mover's run is milked while no rival would take it before it comes back;
  any other card is taken when its net cost (points it adds after run merging, minus the
  pot) is at most the mover's limit, which rises by ``pressure`` per chip below
  ``comfort``; a card that would join a rival's run is taken ``rival_bonus`` points sooner.
* :func:`threshold_playout` — the *greedy net-cost* rule
  (:func:`game.games.nothanks.bots.fast.threshold_take`) for a whole round (also the
  threshold sparring rule).

Both use the integer model of :mod:`game.games.nothanks.bots.fast` and apply exactly the
engine's rules (the bot tests check them against the engine).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.nothanks.bots.fast import THRESHOLD, ThresholdParams, added
from game.rng import Rng


@dataclass(frozen=True)
class StrongParams:
    """Constants of :func:`policy_playout` (see the module docstring)."""

    base: float = 8.0
    pressure: float = 1.5
    comfort: int = 9
    rival_take: float = 15.0
    rival_bonus: float = 0.0
    jitter: int = 2  # each seat's limit is drawn from base ± jitter per playout


STRONG = StrongParams()


def threshold_playout(
    hands: list[int],
    chips: list[int],
    card: int,
    pot: int,
    player: int,
    deck: list[int],
    params: ThresholdParams = THRESHOLD,
) -> None:
    """Play the round to its end with the greedy net-cost rule (``hands`` and ``chips``
    are updated in place; ``deck`` holds the cards still to flip, next card last, and is
    emptied)."""
    n = len(hands)
    base, pressure, comfort = params.base, params.pressure, params.comfort
    p = player
    while True:
        c = chips[p]
        if c:
            m = hands[p]
            if m >> (card + 1) & 1:
                cost = (-(card + 1) if m >> (card - 1) & 1 else -1) - pot
            else:
                cost = (0 if m >> (card - 1) & 1 else card) - pot
            limit = base + pressure * (comfort - c) if c < comfort else base
            if cost > limit:
                chips[p] = c - 1
                pot += 1
                p = (p + 1) % n
                continue
        hands[p] |= 1 << card
        chips[p] = c + pot
        pot = 0
        if not deck:
            return
        card = deck.pop()


def strong_wants(
    hands: list[int],
    chips: list[int],
    card: int,
    pot: int,
    p: int,
    limit: float,
    params: StrongParams,
) -> bool:
    """The strong rule's take decision for seat ``p`` (who has chips) at ``limit``."""
    c = chips[p]
    m = hands[p]
    mine = added(m, card)
    n = len(hands)
    if mine > 0:
        limit += params.pressure * (params.comfort - c) if c < params.comfort else 0.0
        if params.rival_bonus:
            for other in hands:
                if other != m and (other >> (card + 1) & 1 or other >> (card - 1) & 1):
                    limit += params.rival_bonus
                    break
        return mine - pot <= limit
    # Milk a card that fits my run while no rival takes it before it returns.
    q = p
    for step in range(1, n):
        q = q + 1 if q + 1 < n else 0
        if not chips[q] or added(hands[q], card) - pot - step <= params.rival_take:
            return True
    return False


def policy_playout(
    hands: list[int],
    chips: list[int],
    card: int,
    pot: int,
    player: int,
    deck: list[int],
    rng: Rng,
    params: StrongParams = STRONG,
) -> None:
    """Play the round to its end with the strong rule (see the module docstring);
    arguments as for :func:`threshold_playout`."""
    n = len(hands)
    spread = 2 * params.jitter + 1
    limits = [params.base + rng.below(spread) - params.jitter for _ in range(n)]
    p = player
    while True:
        c = chips[p]
        if c and not strong_wants(hands, chips, card, pot, p, limits[p], params):
            chips[p] = c - 1
            pot += 1
            p = p + 1 if p + 1 < n else 0
            continue
        hands[p] |= 1 << card
        chips[p] = c + pot
        pot = 0
        if not deck:
            return
        card = deck.pop()
