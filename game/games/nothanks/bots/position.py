"""A base-game No Thanks! decision as plain integers, for the integer-model searches.

:class:`Position` is what a searcher needs of a round (hands as bit masks, chips counted
from the public moves, the unseen pool); :func:`fast_path_applies` says when a view is
such a decision and :func:`position_of` builds it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.nothanks.bots.fast import mask_of
from game.games.nothanks.rules import ALL_CARDS, NoThanksView
from game.games.nothanks.view import counted_chips


@dataclass(frozen=True)
class Position:
    """A base-game round position seen by ``me``: masks, chips and the unseen pool."""

    me: int
    player: int
    card: int
    pot: int
    hands: tuple[int, ...]
    chips: tuple[int, ...]
    stack_size: int
    pool: tuple[int, ...]  # the cards not seen yet: the stack and the set-aside cards
    totals: tuple[int, ...]
    last_round: bool
    greedy: tuple[float, ...] = ()  # per seat: chance it plays the greedy rule in playouts


def fast_path_applies(view: NoThanksView) -> bool:
    """True when ``view`` is a base-game decision the integer model covers: no special
    cards, no Hidden Tiger card left to play, a card on offer."""
    return (
        view.specials is None
        and view.card is not None
        and view.my_tiger is None
        and not any(view.holds_tiger)
    )


def position_of(view: NoThanksView) -> Position:
    """The position of a view for which :func:`fast_path_applies`."""
    assert view.card is not None
    known = set(view.removed_open)
    known.add(view.card)
    for cards in view.cards:
        known.update(cards)
    return Position(
        me=view.player,
        player=view.current_player,
        card=view.card,
        pot=view.pot,
        hands=tuple(mask_of(cards) for cards in view.cards),
        chips=tuple(counted_chips(view)),
        stack_size=view.stack_size,
        pool=tuple(c for c in ALL_CARDS if c not in known),
        totals=tuple(view.totals),
        last_round=view.round >= view.rounds,
    )
