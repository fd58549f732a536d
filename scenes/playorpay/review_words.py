"""A rated Play or Pay decision in game terms: the card and the sequence it went on, or
the token paid ("You played 8♦ on 5♦–7♦; playing 8♣ on 6♣–7♣ was about 3 points
better"). Pure text from the deciding seat's view."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.contract import Action
from game.playorpay.actions import PASS, PAY, Play
from game.playorpay.cards import suit_of
from scenes.core.phrases import plural, subject
from scenes.playorpay.art import card_label

Names = Callable[[int | None], str]


def _where(view: Any, play: Play) -> str:
    runs = view.sequences[suit_of(play.card)] if view.sequences else ()
    if play.target < len(runs):
        low, high = runs[play.target]
        shown = card_label(low) if low == high else f"{card_label(low)}–{card_label(high)}"
        return f"{card_label(play.card)} on {shown}"
    return f"{card_label(play.card)} to start a sequence"


def _done(view: Any, action: Action) -> str:
    if isinstance(action, Play):
        return "played " + _where(view, action)
    if action == PAY:
        held = view.tokens[view.player] if view.player < len(view.tokens) else 0
        return f"paid a token into the pot of {view.pot}, holding {plural(held, 'token')}"
    if action == PASS:
        return "passed"
    return str(action)


def _doing(view: Any, action: Action) -> str:
    if isinstance(action, Play):
        return "playing " + _where(view, action)
    doing: dict[Action, str] = {PAY: "paying", PASS: "passing"}
    return doing.get(action, str(action))


def decision_words(
    view: Any, who: str, chosen: Action, best: Action | None, points: int, name: Names
) -> str:
    """``who`` chose ``chosen`` at ``view``; ``best`` (None when the move was as good)
    was about ``points`` expected points better."""
    sentence = f"{subject(who)} {_done(view, chosen)}"
    if best is None:
        return sentence + "; as good as the coach's move"
    better = "slightly better" if points < 1 else f"about {plural(points, 'point')} better"
    return sentence + f"; {_doing(view, best)} was {better}"
