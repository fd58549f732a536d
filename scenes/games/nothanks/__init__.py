"""No Thanks!'s own table parts: display model, motions, layout, controls, wording, art.

``UI`` is the game's app-side plugin record (:class:`scenes.plugin.GameUI`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.nothanks import RULES_TEXT
from game.games.nothanks.actions import NoThanksAction
from game.games.nothanks.view import NoThanksView
from game.story import Turn
from scenes.games.nothanks.breakdown import breakdown_lines
from scenes.games.nothanks.model import NoThanksModel, model_from_view, reduce
from scenes.games.nothanks.open_hand import Card, hidden_in_view
from scenes.games.nothanks.tutorial import TUTORIAL
from scenes.plugin import GameUI, Names, imported_kit, no_faces, total_heading
from scenes.table.display import DisplayKit

if TYPE_CHECKING:
    from scenes.core.card_surfaces import HouseArt

# The words and the art draw (pygame): imported on first call.


def option_words(action: NoThanksAction, text: str, name: Names) -> str:
    """:func:`scenes.games.nothanks.review_words.option_words`."""
    from scenes.games.nothanks import review_words

    return review_words.option_words(action, text, name)


def decision_words(
    view: NoThanksView,
    who: str,
    chosen: NoThanksAction,
    best: NoThanksAction | None,
    points: int,
    name: Names,
) -> str:
    """:func:`scenes.games.nothanks.review_words.decision_words`."""
    from scenes.games.nothanks import review_words

    return review_words.decision_words(view, who, chosen, best, points, name)


def turn_words(turn: Turn, who: str) -> str | None:
    """:func:`scenes.games.nothanks.review_reasons.turn_words`."""
    from scenes.games.nothanks import review_reasons

    return review_reasons.turn_words(turn, who)


def house_art(colourblind: bool) -> HouseArt:
    """No Thanks!' card art (:class:`scenes.games.nothanks.art.CardArt`), the app's own."""
    from scenes.games.nothanks.art import CardArt

    return CardArt(colourblind)


def rules_page() -> str:
    """The rules page (the engine's rules text)."""
    return RULES_TEXT


def reason_words(
    view: NoThanksView, who: str, chosen: NoThanksAction, best: NoThanksAction, name: Names
) -> str | None:
    """:func:`scenes.games.nothanks.review_reasons.why_words`."""
    from scenes.games.nothanks import review_reasons

    return review_reasons.why_words(view, who, chosen, best, name)


UI: GameUI[NoThanksView, NoThanksModel, NoThanksAction, Card] = GameUI(
    game_id="nothanks",
    display=DisplayKit(model_from_view, reduce),
    breakdown_lines=breakdown_lines,
    total_heading=total_heading,
    rules_page=rules_page,
    option_words=option_words,
    decision_words=decision_words,
    open_hand=hidden_in_view,
    card_text=str,
    card_faces=no_faces,  # the open-hands panel names the Hidden Tiger card
    tutorial=TUTORIAL,
    table=imported_kit("scenes.games.nothanks.kit"),
    house_art=house_art,
    turn_words=turn_words,
    reason_words=reason_words,
)
