"""Nyet!'s own table parts: display model, motions, layout, controls, wording, art.

``UI`` is the game's app-side plugin record (:class:`scenes.plugin.GameUI`); its drawing
parts are imported when first used, so the record imports without pygame."""

from __future__ import annotations

from game.games.nyet import RULES_TEXT
from game.games.nyet.cards import card_text
from scenes.games.nyet.breakdown import breakdown_lines
from scenes.games.nyet.model import model_from_view, reduce
from scenes.games.nyet.rules_page import table_rules_page
from scenes.games.nyet.tutorial import TUTORIAL
from scenes.plugin import (
    GameUI,
    art_faces,
    hand_in_view,
    imported,
    imported_call,
    total_heading,
)

UI = GameUI(
    game_id="nyet",
    model_from_view=model_from_view,
    reduce=reduce,
    breakdown_lines=breakdown_lines,
    total_heading=total_heading,
    rules_page=lambda: table_rules_page(RULES_TEXT),
    option_words=imported_call("scenes.games.nyet.coach_words", "option_words"),
    decision_words=imported_call("scenes.games.nyet.review_words", "decision_words"),
    open_hand=hand_in_view,
    card_text=card_text,
    card_faces=art_faces("scenes.games.nyet.art", "NyetArt"),
    tutorial=TUTORIAL,
    table=imported("scenes.games.nyet.kit", "TABLE_KIT"),
)
