"""The setup screen shows only the options that apply, with values in words."""

from __future__ import annotations

from scenes.core.widgets import Stepper
from scenes.screens.setup import SetupScene


def steppers(scene: SetupScene) -> dict[str, Stepper]:
    return {w.label: w for w in scene.rows.options if isinstance(w, Stepper)}


def shown_value(row: Stepper) -> str:
    return row.values[row.index]


def test_nyet_shows_rounds_or_target_as_the_end_rule_says(app) -> None:
    scene = SetupScene(app, "nyet")
    rows = steppers(scene)
    assert shown_value(rows["Game ends"]) == "After the rounds"
    assert "Rounds" in rows and "Target score" not in rows
    assert shown_value(rows["Rounds"]) == "Standard"
    rows["Game ends"].set_index(rows["Game ends"].values.index("At the target"))
    rows = steppers(scene)
    assert "Target score" in rows and "Rounds" not in rows
    assert scene.choice.options["end"] == "target"


def test_play_or_pay_rounds_zero_reads_one_per_player(app) -> None:
    scene = SetupScene(app, "playorpay")
    rows = steppers(scene)
    assert scene.choice.options["rounds"] == 0
    assert shown_value(rows["Rounds"]) == "One per player"
    rows["Rounds"].set_index(rows["Rounds"].index + 1)
    assert shown_value(steppers(scene)["Rounds"]) == "1"


def test_choice_values_read_as_words(app) -> None:
    scene = SetupScene(app, "nothanks", players=3)
    rows = steppers(scene)
    assert shown_value(rows["First player"]) == "Random"
    assert shown_value(rows["Chip counts"]) == "Hidden"
    rows["First player"].set_index(1)
    assert shown_value(steppers(scene)["First player"]) == f"1 · {scene.choice.seats[0].name}"
