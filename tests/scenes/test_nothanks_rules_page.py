"""The No Thanks! rules page states docs/rulings.md §1 and the special-card rulings of §2."""

from __future__ import annotations

from game.games.nothanks.specials import POOL
from scenes.games.nothanks.specials import display_title
from scenes.screens.rules import RulesScene
from scenes.screens.rules_text import rules_text
from tests.scenes.helpers import pump


def test_rules_page_states_the_special_card_rulings(app) -> None:
    text = rules_text("nothanks")
    for phrase in ("put 9 aside", "11 each", "Hidden Tiger", "Amigo", "Ties share the win"):
        assert phrase.lower() in text.lower(), phrase
    assert "# Special cards (option, off by default)" in text
    for title in {display_title(card) for card in POOL}:
        name = "Bonus −5" if title.startswith("Bonus") else title
        assert f"- {name}" in text, title
    assert "Chip value = your chips, halved" in text
    assert "Minus per card" not in text and "Plus per card" not in text
    scene = RulesScene(app, "nothanks")
    app.start(scene)
    pump(app, 2)
    assert scene.max_scroll() > 0 and len(scene.lines) > 60
