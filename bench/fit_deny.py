"""How often the cards the hard No Thanks! bot passes come back to it, against what its
playout models expect, and the shift ``deny`` that makes them agree.

Usage: ``python -m bench.fit_deny --data decisions.jsonl [--net]``

The decisions are the hard seat's, as ``bench.fit_own_rule --save`` writes them (one
seat's decisions of each game, in order). For every pass followed by that seat's next
decision in the same game, the card *came back* when the next decision is on the same
card with one more chip per seat on it. The model's chance of that is the product, over
the other seats in turn, of their chance to pass it (the imitation rule's log-odds, or
the response network's with ``--net``, each seat paying its chip as the card goes
round). The tool prints, for cards next to one of the passer's cards and for the
others, the predicted and the actual share per band of the prediction, and the shift of
the other seats' log-odds for cards next to the passer's (the search's
``SearchConfig.deny``) that fits the came-back events best (maximum likelihood on a grid
of 0.1).

Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

from game.games.nothanks.bots.fast import imitation_logit
from game.games.nothanks.bots.response import default_response_net, response_logit

Event = tuple[bool, list[float], bool]  # next to the passer's cards?, log-odds, came back?


def events(rows: Sequence[dict[str, Any]], net: bool) -> list[Event]:
    """The came-back events of the rows: for each pass, whether the card is next to one
    of the passer's cards, the other seats' take log-odds in turn, and whether it came
    back (passes after which some seat had no chip to pay are left out)."""
    model = default_response_net() if net else None
    found: list[Event] = []
    for a, b in pairwise(rows):
        n, p, card = a["n"], a["p"], a["card"]
        if a["take"] or not a["chips"][p]:
            continue
        same_game = b["n"] == n and b["stack"] <= a["stack"]
        if not same_game or sum(b["chips"]) + b["pot"] != sum(a["chips"]) + a["pot"]:
            continue
        back = b["card"] == card and b["stack"] == a["stack"] and b["pot"] == a["pot"] + n
        hands, chips, pot = list(a["hands"]), list(a["chips"]), a["pot"] + 1
        chips[p] -= 1
        logits: list[float] = []
        for k in range(1, n):
            seat = (p + k) % n
            if not chips[seat]:
                break
            if model is not None:
                z = response_logit(model, hands, chips, card, pot, seat, a["stack"])
            else:
                z = imitation_logit(hands, chips, card, pot, seat, a["stack"])
            logits.append(z)
            chips[seat] -= 1
            pot += 1
        if len(logits) == n - 1:
            next_to = bool(hands[p] >> (card - 1) & 5)
            found.append((next_to, logits, back))
    return found


def back_chance(logits: Sequence[float], shift: float) -> float:
    """The chance every other seat passes, each with its log-odds shifted by ``shift``."""
    chance = 1.0
    for z in logits:
        chance /= 1.0 + math.exp(z + shift)
    return chance


def log_likelihood(found: Sequence[Event], shift: float) -> float:
    """The came-back events' log-likelihood with every log-odds shifted by ``shift``."""
    total = 0.0
    for _, logits, back in found:
        q = min(max(back_chance(logits, shift), 1e-12), 1.0 - 1e-12)
        total += math.log(q if back else 1.0 - q)
    return total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", nargs="+", required=True, help="JSON-lines decision files")
    parser.add_argument("--net", action="store_true", help="the response network's odds")
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    for name in args.data:
        with open(name, encoding="utf-8") as handle:
            rows += [json.loads(line) for line in handle if line.strip()]
    found = events(rows, args.net)
    print(f"{len(found)} passes with a known outcome ({'network' if args.net else 'imitation'})")
    for next_to in (True, False):
        group = [e for e in found if e[0] is next_to]
        label = "next to the passer's cards" if next_to else "other cards"
        print(f"{label}: {len(group)}")
        for band in range(5):
            inside = [e for e in group if min(int(back_chance(e[1], 0.0) * 5), 4) == band]
            if inside:
                predicted = sum(back_chance(e[1], 0.0) for e in inside) / len(inside)
                actual = sum(e[2] for e in inside) / len(inside)
                print(f"  predicted {predicted:.3f}  came back {actual:.3f}  ({len(inside)})")
        if next_to and group:
            grid = [k / 10 for k in range(-10, 31)]
            best = max(grid, key=lambda shift: log_likelihood(group, shift))
            gain = log_likelihood(group, best) - log_likelihood(group, 0.0)
            print(f"  best deny {best:.1f} (log-likelihood {gain:+.1f} over 0)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
