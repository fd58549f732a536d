"""Play or Pay's own table parts: display model, motions, layout, controls, wording, art.

``UI`` is the game's app-side plugin record (:class:`scenes.plugin.GameUI`); its drawing
parts are imported when first used, so the record imports without pygame."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.games.playorpay import RULES_TEXT
from scenes.core.i18n import pgettext
from scenes.games.playorpay.card_names import card_label
from scenes.games.playorpay.model import model_from_view, reduce
from scenes.games.playorpay.tutorial import TUTORIAL
from scenes.plugin import GameUI, art_faces, hand_in_view, imported, imported_call


def total_heading(options: Mapping[str, Any]) -> str:
    """ "Tokens" in the token game (each round column is a token change and the total is
    the tokens held at the end), "Total" in Sevens (the sum of the round columns)."""
    if options.get("sevens"):
        return pgettext("the results' total column", "Total")
    return pgettext("the results' total column", "Tokens")


UI = GameUI(
    game_id="playorpay",
    model_from_view=model_from_view,
    reduce=reduce,
    breakdown_lines=imported_call("scenes.games.playorpay.words", "playorpay_breakdown"),
    total_heading=total_heading,
    rules_page=lambda: RULES_TEXT,
    option_words=imported_call("scenes.games.playorpay.words", "option_words"),
    decision_words=imported_call("scenes.games.playorpay.review_words", "decision_words"),
    open_hand=hand_in_view,
    card_text=card_label,
    card_faces=art_faces("scenes.games.playorpay.art", "PlayingCardArt"),
    tutorial=TUTORIAL,
    table=imported("scenes.games.playorpay.kit", "TABLE_KIT"),
)
