"""How a coach hint or the review names a Nyet! option that has no button of its own (a
box to cover, a card to discard, pass or play), in the table's words."""

from __future__ import annotations

from collections.abc import Callable

from game.contract import Action
from game.games.nyet import actions as nyet
from game.games.nyet.board import FIRST
from scenes.core.i18n import _, pgettext
from scenes.core.phrases import is_you
from scenes.games.nyet.words import box_words, card_name


def option_words(action: Action, text: str, name: Callable[[int | None], str]) -> str:
    """``action`` (notation ``text``) in words; ``name(seat)`` names a seat."""
    if isinstance(action, nyet.Cover):
        # The coach's options are the person's own moves: "You" is the one covering.
        mine = action.line == FIRST and is_you(name(action.box))  # a seat's own box
        actor = action.box if mine else None
        return _("Nyet! to {box}").format(box=box_words(action.line, action.box, name, actor))
    if isinstance(action, nyet.Discard):
        return pgettext("Nyet! coach", "Discard {card}").format(card=card_name(action.card))
    if isinstance(action, nyet.PassLeft):
        return pgettext("Nyet! coach", "Pass {card} left").format(card=card_name(action.card))
    if isinstance(action, nyet.Play):
        return pgettext("Nyet! coach", "Play {card}").format(card=card_name(action.card))
    return text
