"""A rated No Thanks! decision in game terms: the card, the chips on it, the chips held,
and what the better move was worth ("You passed 19 with 6 chips on it, holding 1 chip;
taking was about 27 points better"). Pure text from the deciding seat's view."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.contract import Action
from game.nothanks.rules import PASS, TAKE, TIGER
from scenes.core.phrases import plural, subject

Names = Callable[[int | None], str]

_DONE: dict[Action, str] = {TAKE: "took", PASS: "passed", TIGER: "played the tiger on"}
_DOING: dict[Action, str] = {TAKE: "taking", PASS: "passing", TIGER: "playing the tiger"}


def decision_words(
    view: Any, who: str, chosen: Action, best: Action | None, points: int, name: Names
) -> str:
    """``who`` chose ``chosen`` at ``view``; ``best`` (None when the move was as good)
    was about ``points`` expected points better."""
    card = view.card if view.card is not None else "the card"
    done = _DONE.get(chosen, str(chosen))
    sentence = f"{subject(who)} {done} {card} with {plural(view.pot, 'chip')} on it"
    held = view.chips[view.player] if view.player < len(view.chips) else None
    if held is not None:
        sentence += f", holding {plural(held, 'chip')}"
    if best is None:
        return sentence + "; as good as the coach's move"
    return sentence + f"; {_DOING.get(best, str(best))} was {about(points)}"


def about(points: int) -> str:
    """ "about 3 points better", or "slightly better" under a point."""
    return "slightly better" if points < 1 else f"about {plural(points, 'point')} better"
