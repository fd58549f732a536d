"""Nyet!'s own table parts: display model, motions, layout, controls, wording, art.

``UI`` is the game's app-side plugin record (:class:`scenes.plugin.GameUI`); its drawing
parts are imported when first used, so the record imports without pygame."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from game.contract import Action
from game.nyet import RULES_TEXT
from game.nyet.cards import card_text
from scenes.nyet.breakdown import breakdown_lines
from scenes.nyet.model import model_from_view, reduce
from scenes.nyet.rules_page import table_rules_page
from scenes.plugin import CardFace, GameUI, hand_in_view, total_heading

if TYPE_CHECKING:
    from scenes.table.kit import TableKit


def _rules_page() -> str:
    return table_rules_page(RULES_TEXT)


def _option_words(action: Action, text: str, name: Callable[[int | None], str]) -> str:
    from scenes.nyet.coach_words import option_words

    return option_words(action, text, name)


@cache
def _card_faces() -> CardFace | None:
    from scenes.nyet.art import NyetArt

    art: Any = NyetArt()
    face: CardFace = art.face
    return face


def _table() -> TableKit:
    from scenes.nyet.kit import TABLE_KIT

    return TABLE_KIT


UI = GameUI(
    game_id="nyet",
    model_from_view=model_from_view,
    reduce=reduce,
    breakdown_lines=breakdown_lines,
    total_heading=total_heading,
    rules_page=_rules_page,
    option_words=_option_words,
    open_hand=hand_in_view,
    card_text=card_text,
    card_faces=_card_faces,
    table=_table,
)
