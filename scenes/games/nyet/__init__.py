"""Nyet!'s own table parts: display model, motions, layout, controls, wording, art.

``UI`` is the game's app-side plugin record (:class:`scenes.plugin.GameUI`); its drawing
parts are imported when first used, so the record imports without pygame."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from game.games.nyet import RULES_TEXT
from game.games.nyet.actions import NyetAction
from game.games.nyet.cards import card_text
from game.games.nyet.view import NyetView
from scenes.games.nyet.breakdown import breakdown_lines
from scenes.games.nyet.model import NyetModel, model_from_view, reduce
from scenes.games.nyet.rules_page import table_rules_page
from scenes.games.nyet.tutorial import TUTORIAL
from scenes.plugin import CardFace, GameUI, Names, hand_in_view, imported_kit, total_heading
from scenes.table.display import DisplayKit

# The words and the art draw (pygame): imported on first call.


def option_words(action: NyetAction, text: str, name: Names) -> str:
    """:func:`scenes.games.nyet.coach_words.option_words`."""
    from scenes.games.nyet import coach_words

    return coach_words.option_words(action, text, name)


def decision_words(
    view: NyetView, who: str, chosen: NyetAction, best: NyetAction | None, points: int, name: Names
) -> str:
    """:func:`scenes.games.nyet.review_words.decision_words`."""
    from scenes.games.nyet import review_words

    return review_words.decision_words(view, who, chosen, best, points, name)


@cache
def card_faces() -> CardFace[int] | None:
    """The faces of one :class:`scenes.games.nyet.art.NyetArt`, made on first call."""
    from scenes.games.nyet.art import NyetArt

    return NyetArt().face


def open_hand(data: Mapping[str, object], seat: int) -> tuple[list[int], str]:
    """The cards of the view's ``hand``; no hidden count."""
    cards, note = hand_in_view(data, seat)
    return [card for card in cards if isinstance(card, int)], note


def reason_words(
    view: NyetView, who: str, chosen: NyetAction, best: NyetAction, name: Names
) -> str | None:
    """:func:`scenes.games.nyet.review_words.why_words`."""
    from scenes.games.nyet import review_words

    return review_words.why_words(view, who, chosen, best, name)


UI: GameUI[NyetView, NyetModel, NyetAction, int] = GameUI(
    game_id="nyet",
    display=DisplayKit(model_from_view, reduce),
    breakdown_lines=breakdown_lines,
    total_heading=total_heading,
    rules_page=lambda: table_rules_page(RULES_TEXT),
    option_words=option_words,
    decision_words=decision_words,
    open_hand=open_hand,
    card_text=card_text,
    card_faces=card_faces,
    tutorial=TUTORIAL,
    table=imported_kit("scenes.games.nyet.kit"),
    reason_words=reason_words,
)
