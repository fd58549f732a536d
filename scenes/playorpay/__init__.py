"""Play or Pay's own table parts: display model, motions, layout, controls, wording, art.

``UI`` is the game's app-side plugin record (:class:`scenes.plugin.GameUI`); its drawing
parts are imported when first used, so the record imports without pygame."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from game.contract import Action
from game.playorpay import RULES_TEXT
from game.playorpay.cards import card_text
from scenes.playorpay.model import model_from_view, reduce
from scenes.plugin import CardFace, GameUI, hand_in_view

if TYPE_CHECKING:
    from scenes.table.kit import TableKit


def _breakdown_lines(breakdown: Mapping[str, Any]) -> list[str]:
    from scenes.playorpay.words import playorpay_breakdown

    return playorpay_breakdown(dict(breakdown))


def total_heading(options: Mapping[str, Any]) -> str:
    """ "Tokens" in the token game (each round column is a token change and the total is
    the tokens held at the end), "Total" in Sevens (the sum of the round columns)."""
    return "Total" if options.get("sevens") else "Tokens"


def _rules_page() -> str:
    return RULES_TEXT


def _option_words(action: Action, text: str, name: Callable[[int | None], str]) -> str:
    from scenes.playorpay.coach_words import option_words

    return option_words(action, text, name)


@cache
def _card_faces() -> CardFace | None:
    from scenes.playorpay.art import PlayingCardArt

    face: CardFace = PlayingCardArt().face
    return face


def _table() -> TableKit:
    from scenes.playorpay.kit import TABLE_KIT

    return TABLE_KIT


UI = GameUI(
    game_id="playorpay",
    model_from_view=model_from_view,
    reduce=reduce,
    breakdown_lines=_breakdown_lines,
    total_heading=total_heading,
    rules_page=_rules_page,
    option_words=_option_words,
    open_hand=hand_in_view,
    card_text=card_text,
    card_faces=_card_faces,
    table=_table,
)
