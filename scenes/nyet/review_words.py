"""A rated Nyet! decision in game terms: the box and its line for a Nyet!, the card and
the trick for a play ("You said Nyet! to trump red (Trump line); Nyet! to −2 points was
about 2 points better"). Pure text from the deciding seat's view."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.contract import Action
from game.nyet import actions as nyet
from scenes.core.phrases import plural, subject
from scenes.nyet.art import card_name
from scenes.nyet.words import LINE_TITLES, box_words

Names = Callable[[int | None], str]


def _done(view: Any, action: Action, name: Names) -> str:
    if isinstance(action, nyet.Cover):
        line = LINE_TITLES[action.line]
        return f"said Nyet! to {box_words(action.line, action.box, name)} ({line} line)"
    if isinstance(action, nyet.Play):
        trick = getattr(view, "trick", ())
        if trick:
            led = card_name(trick[0])
            return f"played {card_name(action.card)} on a trick led with {led}"
        return f"led {card_name(action.card)}"
    if isinstance(action, nyet.Discard):
        return f"discarded {card_name(action.card)}"
    if isinstance(action, nyet.PassLeft):
        return f"passed {card_name(action.card)} left"
    return str(action)


def _doing(action: Action, name: Names) -> str:
    if isinstance(action, nyet.Cover):
        return f"Nyet! to {box_words(action.line, action.box, name)}"
    if isinstance(action, nyet.Play):
        return f"playing {card_name(action.card)}"
    if isinstance(action, nyet.Discard):
        return f"discarding {card_name(action.card)}"
    if isinstance(action, nyet.PassLeft):
        return f"passing {card_name(action.card)}"
    return str(action)


def decision_words(
    view: Any, who: str, chosen: Action, best: Action | None, points: int, name: Names
) -> str:
    """``who`` chose ``chosen`` at ``view``; ``best`` (None when the move was as good)
    was about ``points`` expected points better; ``name(seat)`` names a seat."""
    sentence = f"{subject(who)} {_done(view, chosen, name)}"
    if best is None:
        return sentence + "; as good as the coach's move"
    better = "slightly better" if points < 1 else f"about {plural(points, 'point')} better"
    return sentence + f"; {_doing(best, name)} was {better}"
