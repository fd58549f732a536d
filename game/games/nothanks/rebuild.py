"""Rebuilding a No Thanks! state from one seat's view (``SPEC.rebuild``).

:func:`rebuild` gives a state whose view for ``view.player`` is ``view``; what that seat
cannot see is drawn from ``rng`` consistently with the view: the order and faces of the
stack (publicly known backs keep their colour), the set-aside cards (only their order for
a seat that peeked), the other seats' unplayed Hidden Tiger cards, the special cards a
random draw left unused, and the generator of later rounds. Chips hidden in the view are
recounted from the public move list (chip movements are public, docs/rulings.md §1).

Options that are not part of the view are inferred: Hidden Tiger from the tigers held or
played, Amigo from the cards removed openly; later rounds start at random and draw their
special cards at random from the pool (a pick list is not part of the view).

A template state is built once per view (the work every sample shares) and each call
draws one sample from it with the engine's ``resample``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.nothanks.actions import BID, DECLINE, SIT_OUT, CardChoice, NoThanksAction
from game.games.nothanks.core import NoThanksCore
from game.games.nothanks.rules import (
    ALL_CARDS,
    AMIGO_REMOVALS,
    PASS,
    TAKE,
    TIGER,
    NoThanksState,
    NoThanksView,
)
from game.games.nothanks.special_rules import SpecialState
from game.games.nothanks.specials import (
    BY_NAME,
    GREEN_IDS,
    GREEN_POOL,
    RED_POOL,
    SITOUT_ID,
    SPECIAL_BASE,
    card_text,
)
from game.games.nothanks.view import SpecialsView, counted_chips
from game.options import OptionValue
from game.rng import Rng

_SIMPLE_MOVES: dict[str, NoThanksAction] = {
    move.value: move for move in (TAKE, PASS, TIGER, BID, DECLINE, SIT_OUT)
}
_TEXT_TO_ID = {card_text(c): c for c in (*ALL_CARDS, *GREEN_POOL, *RED_POOL)}

# The template of the last view rebuilt (views are immutable, so a search that samples
# one view many times builds its template once). Replaced as a whole, never mutated.
_last: tuple[NoThanksView | None, NoThanksCore | None] = (None, None)


def rebuild(view: NoThanksView, rng: Rng) -> NoThanksCore:
    """A state whose view for ``view.player`` is ``view``, the unseen part drawn from
    ``rng`` (see the module docstring)."""
    global _last
    seen, template = _last
    if seen is not view or template is None:
        template = base_template(view) if view.specials is None else special_template(view)
        _last = (view, template)
    return template.resample(view.player, rng)


def _options(view: NoThanksView) -> dict[str, OptionValue]:
    """The options a view shows (see the module docstring for the inferred ones)."""
    removed = tuple(view.removed_open)
    amigo_removed = "10-20-30"
    for name, cards in AMIGO_REMOVALS.items():
        if tuple(cards) == removed:
            amigo_removed = name
    return {
        "rounds": view.rounds,
        "first_player": "random",
        "chips": "open" if view.chips_open else "hidden",
        "hidden_tiger": any(view.holds_tiger) or any(m == "tiger" for _, m in view.moves),
        "amigo": bool(removed),
        "amigo_removed": amigo_removed,
    }


def _common(state: NoThanksCore, view: NoThanksView, options: dict[str, OptionValue]) -> None:
    """Set the attributes every No Thanks! state has from the view (cards and moves
    excepted)."""
    state.num_players = view.num_players
    state.options = options
    state.rng = Rng(0)
    state.deals = None
    state.rounds = view.rounds
    state.amigo = bool(options["amigo"])
    state.hidden_tiger = bool(options["hidden_tiger"])
    state.chips_open = view.chips_open
    state.start_chips = view.starting_chips
    state.round_first = view.moves[0][0] if view.moves else view.current_player
    state.round = view.round
    state.totals = list(view.totals)
    state.finished = []
    state.player = view.current_player
    state.pot = view.pot
    state.removed_open = list(view.removed_open)
    state.chips = counted_chips(view)
    state.taken = list(view.taken)


def base_template(view: NoThanksView) -> NoThanksState:
    """A base-game state fitting ``view``; the unknown cards in any order (stack, then
    set-aside, then other seats' tigers: ``resample`` redraws them all)."""
    state = object.__new__(NoThanksState)
    _common(state, view, _options(view))
    n = view.num_players
    state.card = view.card
    state.hands = [list(cards) for cards in view.cards]
    state.moves = [(seat, _SIMPLE_MOVES[text]) for seat, text in view.moves]
    known: set[int] = set(view.removed_open)
    for cards in view.cards:
        known.update(cards)
    if view.card is not None:
        known.add(view.card)
    if view.my_tiger is not None:
        known.add(view.my_tiger)
    pool = [c for c in ALL_CARDS if c not in known]
    tiger_seats = [s for s in range(n) if s != view.player and view.holds_tiger[s]]
    size = view.stack_size
    rest = len(pool) - len(tiger_seats)
    state.stack = pool[:size]
    state.unseen = pool[size:rest]
    state.tigers = [view.my_tiger if s == view.player else None for s in range(n)]
    for index, seat in enumerate(tiger_seats):
        state.tigers[seat] = pool[rest + index]
    return state


@dataclass
class _Unseen:
    """Where a special-cards template puts the cards the view does not show."""

    stack: list[int]
    unseen: list[int]
    tigers: list[int | None]
    unused: list[int]
    round_specials: list[int]
    green_total: int
    red_total: int


def _place_unseen(view: NoThanksView, sp: SpecialsView, known: list[int]) -> _Unseen:
    """Place the unknown cards so that they fit the stack size, the green and red cards
    left, the publicly known backs (on top) and the set-aside pile (``sp``: the view's
    special cards part)."""
    known_specials = {c for c in known if c >= SPECIAL_BASE}
    spare_greens = [c for c in GREEN_POOL if c not in known_specials]
    spare_reds = [c for c in RED_POOL if c not in known_specials]
    stack_greens = spare_greens[: sp.green_left]
    stack_reds = spare_reds[: sp.red_left]
    known_numbers = {c for c in known if c < SPECIAL_BASE} | set(view.removed_open)
    if view.my_tiger is not None:
        known_numbers.add(view.my_tiger)
    peeked = list(sp.peeked) if sp.peeked is not None else []
    known_numbers.update(peeked)
    pool = [c for c in ALL_CARDS if c not in known_numbers]
    stack_numbers = view.stack_size - sp.green_left - sp.red_left
    n = view.num_players
    tigers: list[int | None] = [view.my_tiger if s == view.player else None for s in range(n)]
    rest = stack_numbers
    for seat in (s for s in range(n) if s != view.player and view.holds_tiger[s]):
        tigers[seat] = pool[rest]
        rest += 1
    greens = list(stack_greens)
    plain = pool[:stack_numbers] + stack_reds
    top = [greens.pop() if back == "green" else plain.pop() for back in sp.known_backs]
    green_total = sum(1 for c in known_specials if c in GREEN_IDS) + sp.green_left
    return _Unseen(
        stack=greens + plain + top[::-1],
        unseen=peeked if sp.peeked is not None else pool[rest:],
        tigers=tigers,
        unused=sorted(spare_greens[sp.green_left :] + spare_reds[sp.red_left :]),
        round_specials=sorted(known_specials | set(stack_greens) | set(stack_reds)),
        green_total=green_total,
        red_total=len(known_specials) + sp.green_left + sp.red_left - green_total,
    )


def special_template(view: NoThanksView) -> SpecialState:
    """A special-cards state fitting ``view`` (unknown cards placed by
    :func:`_place_unseen`)."""
    n, sp = view.num_players, view.specials
    assert sp is not None
    ids = {name: card.id for name, card in BY_NAME.items()}
    hands = [
        sorted([*numbers, *(ids[name] for name in specials)])
        for numbers, specials in zip(view.cards, sp.held, strict=True)
    ]
    card = view.card if view.card is not None else ids.get(sp.special or "")
    out = [_TEXT_TO_ID[text] for text in sp.out_of_game]
    limbo = [(seat, SITOUT_ID) for seat in range(n) if sp.sitting_out[seat]]
    known = [c for hand in hands for c in hand] + out + [c for _, c in limbo]
    if card is not None:
        known.append(card)
    placed = _place_unseen(view, sp, known)
    options = _options(view) | {
        "specials": True,
        "green": placed.green_total,
        "red": placed.red_total,
        "special_cards": "",
    }
    state = object.__new__(SpecialState)
    _common(state, view, options)
    state.card = card
    state.hands = hands
    state.moves = [(seat, _special_move(text)) for seat, text in view.moves]
    state.stack, state.unseen, state.tigers = placed.stack, placed.unseen, placed.tigers
    state.picks = ()
    state.green_count, state.red_count = placed.green_total, placed.red_total
    state.bidder = sp.last_bidder
    state.sitting = list(sp.sitting_out)
    state.active = n - sum(sp.sitting_out)
    state.limbo = limbo
    state.sits = list(sp.sitouts_held)
    state.pending = sp.pending
    state.peekers = [sp.peeked is not None and s == view.player for s in range(n)]
    state.known = len(sp.known_backs)
    state.out = out
    state.unused = placed.unused
    state.round_specials = placed.round_specials
    return state


def _special_move(text: str) -> NoThanksAction:
    """A move of the view's move list as the engine stores it."""
    simple = _SIMPLE_MOVES.get(text)
    if simple is not None:
        return simple
    kind, _, name = text.partition(":")
    return CardChoice(kind, _TEXT_TO_ID[name])
