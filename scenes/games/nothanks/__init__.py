"""No Thanks!'s own table parts: display model, motions, layout, controls, wording, art.

``UI`` is the game's app-side plugin record (:class:`scenes.plugin.GameUI`)."""

from __future__ import annotations

from game.games.nothanks import RULES_TEXT
from scenes.games.nothanks.breakdown import breakdown_lines
from scenes.games.nothanks.model import model_from_view, reduce
from scenes.games.nothanks.open_hand import hidden_in_view
from scenes.games.nothanks.tutorial import TUTORIAL
from scenes.plugin import GameUI, imported, imported_call, no_faces, total_heading

UI = GameUI(
    game_id="nothanks",
    model_from_view=model_from_view,
    reduce=reduce,
    breakdown_lines=breakdown_lines,
    total_heading=total_heading,
    rules_page=lambda: RULES_TEXT,
    option_words=imported_call("scenes.games.nothanks.review_words", "option_words"),
    decision_words=imported_call("scenes.games.nothanks.review_words", "decision_words"),
    open_hand=hidden_in_view,
    card_text=str,
    card_faces=no_faces,  # the open-hands panel names the Hidden Tiger card
    tutorial=TUTORIAL,
    table=imported("scenes.games.nothanks.kit", "TABLE_KIT"),
    house_art=imported_call("scenes.games.nothanks.art", "CardArt"),
)
