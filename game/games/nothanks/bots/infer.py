"""What the public moves of a No Thanks! round say about how each seat plays.

The hard bot's playouts model every seat by the imitation rule (a model of a patient,
strong searcher, :func:`game.games.nothanks.bots.fast.imitation_logit`) or, for a share of
the playouts, by the greedy net-cost rule (:func:`game.games.nothanks.bots.fast.threshold_take`:
take whatever costs little). Which is closer for a given opponent shows in its moves:
this module replays the round's public moves (``view.moves`` with ``view.taken``, the
card each take took) and weighs each seat's real decisions under both models.

:func:`greedy_odds` is, per seat, the chance that the seat plays the greedy rule:
Bayes' rule from a prior share ``prior`` with the imitation rule's probabilities on one
side and, on the other, the greedy rule's move made with probability ``GREEDY_AGREE``.
Only base-game rounds are read (a Hidden Tiger move, or moves that do not match the
taken cards, leave every seat at the prior); the searching seat itself gets 0.
"""

from __future__ import annotations

import math

from game.games.nothanks.bots.fast import imitation_logit, threshold_take
from game.games.nothanks.rules import NoThanksView

GREEDY_AGREE = 0.9  # how often a greedy player makes the greedy rule's move
LOG_ODDS_CAP = 30.0  # evidence is capped so a posterior never becomes exactly 0 or 1


def past_decisions(view: NoThanksView) -> list[tuple[int, float, bool, bool]] | None:
    """Every real decision of this round so far, as (seat, imitation log-odds of a take,
    the greedy rule's take?, took?), or None when the moves cannot be replayed."""
    n = view.num_players
    takes = sum(1 for _, move in view.moves if move == "take")
    if takes != len(view.taken) or any(move not in ("take", "pass") for _, move in view.moves):
        return None
    hands = [0] * n
    chips = [view.starting_chips] * n
    pot = 0
    flipped = 0
    found = []
    for seat, move in view.moves:
        card = view.taken[flipped] if flipped < takes else view.card
        if card is None:
            return None
        if chips[seat]:
            stack = view.stack_size + takes - flipped
            z = imitation_logit(hands, chips, card, pot, seat, stack)
            greedy = threshold_take(hands[seat], card, pot, chips[seat])
            found.append((seat, z, greedy, move == "take"))
        if move == "take":
            hands[seat] |= 1 << card
            chips[seat] += pot
            pot = 0
            flipped += 1
        else:
            if not chips[seat]:
                return None
            chips[seat] -= 1
            pot += 1
    return found


def greedy_odds(view: NoThanksView, prior: float) -> tuple[float, ...]:
    """Per seat, the chance it plays the greedy rule (see the module docstring)."""
    n = view.num_players
    odds = [prior] * n
    odds[view.player] = 0.0
    decisions = past_decisions(view)
    if not decisions or not 0.0 < prior < 1.0:
        return tuple(odds)
    evidence = [math.log(prior / (1.0 - prior))] * n
    agree, disagree = math.log(GREEDY_AGREE), math.log(1.0 - GREEDY_AGREE)
    for seat, z, greedy, took in decisions:
        imitation = _log_sigmoid(z if took else -z)
        evidence[seat] += (agree if greedy == took else disagree) - imitation
    for seat in range(n):
        if seat != view.player:
            e = max(-LOG_ODDS_CAP, min(LOG_ODDS_CAP, evidence[seat]))
            odds[seat] = 1.0 / (1.0 + math.exp(-e))
    return tuple(odds)


def _log_sigmoid(z: float) -> float:
    """log(1 / (1 + e^-z)), stable for large |z|."""
    if z >= 0:
        return -math.log1p(math.exp(-z))
    return z - math.log1p(math.exp(z))
