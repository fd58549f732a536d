"""What a No Thanks! action would do to the deciding seat's score, from its view alone
(the spec's ``preview``; the table shows it on the Take and Decline buttons).

The figures are the engine's scoring (:mod:`game.games.nothanks.scoring`, with special cards
:mod:`game.games.nothanks.special_scoring`) applied to the seat's display and chips as the view
shows them; no rule is re-enacted and nothing hidden is read.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from game.games.nothanks import scoring, special_scoring
from game.games.nothanks.rules import TAKE
from game.games.nothanks.special_rules import DECLINE
from game.games.nothanks.specials import BY_NAME, GIVELEFT, HIDDEN, REMOVE
from game.games.nothanks.view import NoThanksView

#: Special cards whose effect on the taker's score the view cannot tell (it depends on
#: what happens next or on a choice still to be made).
NO_PREVIEW = (HIDDEN, GIVELEFT, REMOVE)


def preview(view: NoThanksView, action: Hashable) -> int | None:
    """The change in ``view.player``'s round score if it took ``action`` now: Take (the
    card on offer and its chips) or Decline (a green card's chips). None for any other
    action and when the view cannot tell (a special card in :data:`NO_PREVIEW`)."""
    if action is TAKE:
        return take_change(view)
    if action is DECLINE:
        return decline_change(view)
    return None


def _display(view: NoThanksView) -> list[int]:
    """The seat's display as engine card ids (numbers, then special cards by pool id)."""
    me = view.player
    specials: Sequence[str] = view.specials.held[me] if view.specials is not None else ()
    return [*view.cards[me], *(BY_NAME[name].id for name in specials)]


def _score(cards: list[int], chips: int) -> int:
    return special_scoring.score(sorted(cards), chips)


def take_change(view: NoThanksView) -> int | None:
    """Score change for taking the card on offer with its chips (None: see :func:`preview`)."""
    me = view.player
    special = view.specials.special if view.specials is not None else None
    if view.card is not None and view.specials is None:
        return scoring.added_points(view.cards[me], view.card) - view.pot
    chips = view.chips[me] if me < len(view.chips) else None
    if view.card is not None:
        offered = view.card
    elif special is not None:
        info = BY_NAME[special]
        if info.kind in NO_PREVIEW:
            return None
        offered = info.id
    else:
        return None
    if chips is None:
        return None
    cards = _display(view)
    return _score([*cards, offered], chips + view.pot) - _score(cards, chips)


def decline_change(view: NoThanksView) -> int:
    """Score change for declining a green card: its chips come to the seat."""
    mine = view.chips[view.player] or 0
    cards = _display(view)
    return _score(cards, mine + view.pot) - _score(cards, mine)
