"""Where the cards of a special-cards game lie: each round's deal (the special cards
shuffled into the stack) and the redraw of what one seat cannot see (for search and
the leak tests). Functions of a :class:`~game.games.nothanks.special_data.SpecialData`."""

from __future__ import annotations

from typing import TypeVar

from game.games.nothanks.core import ALL_CARDS, AMIGO_REMOVALS, SET_ASIDE
from game.games.nothanks.special_data import SpecialData
from game.games.nothanks.specials import GREEN_IDS, GREEN_POOL, RED_POOL, SPECIAL_BASE
from game.rng import Rng

Data = TypeVar("Data", bound=SpecialData)


def deal_round(state: SpecialData) -> tuple[list[int], list[int], list[int], list[int | None]]:
    """Stack (top last) with the special cards shuffled in, set-aside pile (top last),
    cards removed openly, Hidden Tiger cards. Also sets ``unused`` and
    ``round_specials``."""
    n = state.num_players
    if state.deals is not None:
        deal = state.deals[state.round - 1]
        tigers: list[int | None] = list(deal.tigers) if deal.tigers else [None] * n
        state.unused = []
        state.round_specials = [c for c in deal.stack if c >= SPECIAL_BASE]
        return (
            list(reversed(deal.stack)),
            list(reversed(deal.unseen)),
            list(deal.removed_open),
            tigers,
        )
    rng = state.rng
    removed_open: tuple[int, ...] = ()
    cards = list(ALL_CARDS)
    if state.amigo:
        removed_open = AMIGO_REMOVALS[str(state.options["amigo_removed"])]
        cards = [c for c in cards if c not in removed_open]
    aside = SET_ASIDE - len(removed_open)
    rng.shuffle(cards)  # the whole order matters: Take hidden may draw a set-aside card
    stack = cards[aside:]
    set_aside = cards[:aside]
    tigers = [None] * n
    if state.hidden_tiger:
        tigers = list(set_aside[:n])
        set_aside = set_aside[n:]
    if state.picks:
        chosen = list(state.picks)
        state.unused = []
    else:
        # A random ordered draw of g greens and r reds: the last g (r) positions.
        greens = list(GREEN_POOL)
        reds = list(RED_POOL)
        keep_green = len(greens) - state.green_count
        keep_red = len(reds) - state.red_count
        rng.shuffle(greens, keep_green)
        rng.shuffle(reds, keep_red)
        chosen = greens[keep_green:] + reds[keep_red:]
        state.unused = greens[:keep_green] + reds[:keep_red]
    state.round_specials = sorted(chosen)
    # Each special card goes to a uniformly random place in the shuffled stack.
    below = rng.below
    for card in chosen:
        stack.insert(below(len(stack) + 1), card)
    return stack, set_aside, list(removed_open), tigers


def resample(state: Data, player: int, rng: Rng) -> Data:
    """Redraw what ``player`` cannot see: the faces of the stack cards (the publicly
    known backs stay: green where green), the special cards left unused by a random
    draw, the set-aside pile (only its order if ``player`` has peeked), the other
    players' unplayed Hidden Tiger cards and the generator of later rounds."""
    other = state.clone()
    other.rng = rng.fork()
    other.deals = None
    stack = state.stack
    numbers = [c for c in stack if c < SPECIAL_BASE]
    stack_greens = [c for c in stack if c in GREEN_IDS]
    stack_reds = [c for c in stack if c >= SPECIAL_BASE and c not in GREEN_IDS]
    tiger_seats = [
        seat for seat, tiger in enumerate(state.tigers) if tiger is not None and seat != player
    ]
    peeked = state.peekers[player]
    unknown = numbers + [t for s in tiger_seats if (t := state.tigers[s]) is not None]
    if not peeked:
        unknown += state.unseen
    rng.shuffle(unknown)
    spare_greens = [c for c in state.unused if c in GREEN_IDS]
    spare_reds = [c for c in state.unused if c not in GREEN_IDS]
    greens = stack_greens + spare_greens
    reds = stack_reds + spare_reds
    rng.shuffle(greens)
    rng.shuffle(reds)
    new_greens = greens[: len(stack_greens)]
    new_backs = unknown[: len(numbers)] + reds[: len(stack_reds)]
    rng.shuffle(new_backs)
    other.unused = sorted(greens[len(stack_greens) :] + reds[len(stack_reds) :])
    rest = len(numbers)
    for seat in tiger_seats:
        other.tigers[seat] = unknown[rest]
        rest += 1
    if peeked:
        other.unseen = list(state.unseen)
        rng.shuffle(other.unseen)
    else:
        other.unseen = unknown[rest:]
    # Top cards with known backs keep their colour; below them any order.
    size = len(stack)
    known = max(state.known, 1) if size else 0
    top: list[int] = []
    for c in reversed(stack[size - known :]):
        top.append(new_greens.pop() if c in GREEN_IDS else new_backs.pop())
    below = new_greens + new_backs
    rng.shuffle(below)
    other.stack = below + top[::-1]
    dealt = list(state.round_specials)
    for c in stack:
        if c >= SPECIAL_BASE:
            dealt.remove(c)
    other.round_specials = sorted(dealt + [c for c in other.stack if c >= SPECIAL_BASE])
    return other
