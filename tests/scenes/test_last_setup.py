"""The New game screen remembers the last game, options, seats and names; a damaged
memory file never stops it (defaults instead)."""

from __future__ import annotations

import json

import pytest

from game.registry import all_games
from scenes.core.last_setup import FORMAT, last_setup_path
from scenes.screens.setup import SetupScene
from scenes.table.scene import TableScene


def pick(scene: SetupScene, label: str, shown: str) -> None:
    """Set the option stepper ``label`` to the value shown as ``shown``."""
    row = next(w for w in scene.rows.options if getattr(w, "label", None) == label)
    row.set_index(row.values.index(shown))


def test_the_last_setup_comes_back(app) -> None:
    scene = SetupScene(app)
    pick(scene, "Game", "Play or Pay")
    scene.rows.count.set_index(0)
    pick(scene, "Tokens", "7")
    name, kind = scene.rows.seats[1]
    name.value = "Zed"
    name.on_change("Zed")
    kind.set_index(0)  # a second human
    seats = list(scene.choice.seats)
    scene.start()
    app.manager.apply_requests()
    assert isinstance(app.manager.top, TableScene)
    again = SetupScene(app)
    assert again.choice.game.id == "playorpay"
    assert again.choice.players == len(seats) and again.choice.seats == seats
    assert again.choice.options["tokens"] == 7
    pick(again, "Game", all_games()[0].name)
    assert again.choice.options == {o.key: o.default for o in all_games()[0].options}
    pick(again, "Game", "Play or Pay")
    assert again.choice.seats == seats and again.choice.options["tokens"] == 7
    saved = json.loads(last_setup_path().read_text(encoding="utf-8"))
    assert saved["format"] == FORMAT and saved["game"] == "playorpay"
    leftovers = [p for p in last_setup_path().parent.iterdir() if p.name.endswith(".tmp")]
    assert not leftovers, "written atomically: no temporary file left"


def good_seats(n: int) -> list[dict[str, str]]:
    return [{"name": f"P{i}", "kind": "human"} for i in range(n)]


DAMAGED = {
    "not json": "\x00{garbage",
    "a list": "[]",
    "another format": json.dumps({"format": "x", "game": "nyet"}),
    "game not a string": json.dumps({"format": FORMAT, "game": 5}),
    "unknown game": json.dumps({"format": FORMAT, "game": "chess"}),
    "too many players": json.dumps(
        {
            "format": FORMAT,
            "game": "nyet",
            "games": {"nyet": {"players": 99, "options": {}, "seats": good_seats(99)}},
        }
    ),
    "bad option": json.dumps(
        {
            "format": FORMAT,
            "game": "nothanks",
            "games": {
                "nothanks": {"players": 3, "options": {"rounds": "many"}, "seats": good_seats(3)}
            },
        }
    ),
    "unknown option": json.dumps(
        {
            "format": FORMAT,
            "game": "nothanks",
            "games": {
                "nothanks": {"players": 3, "options": {"colour": [1]}, "seats": good_seats(3)}
            },
        }
    ),
    "bad seat kind": json.dumps(
        {
            "format": FORMAT,
            "game": "nothanks",
            "games": {
                "nothanks": {
                    "players": 3,
                    "options": {},
                    "seats": [{"name": "A", "kind": "god"}] * 3,
                }
            },
        }
    ),
    "seats not matching": json.dumps(
        {
            "format": FORMAT,
            "game": "nothanks",
            "games": {"nothanks": {"players": 4, "options": {}, "seats": good_seats(3)}},
        }
    ),
    "games not a dict": json.dumps({"format": FORMAT, "game": "nothanks", "games": [1, 2]}),
    "deeply nested": "[" * 100_000 + "]" * 100_000,
}


@pytest.mark.parametrize("content", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_memory_gives_defaults(app, content: str) -> None:
    last_setup_path().parent.mkdir(parents=True, exist_ok=True)
    last_setup_path().write_text(content, encoding="utf-8")
    scene = SetupScene(app)
    spec = scene.choice.game
    assert scene.choice.options == {o.key: o.default for o in spec.options}
    assert scene.choice.seats[0].name == "You" and scene.validate()
    scene.start()  # and the memory is written anew
    assert json.loads(last_setup_path().read_text(encoding="utf-8"))["game"] == spec.id


def test_an_unreadable_memory_gives_defaults(app) -> None:
    last_setup_path().mkdir(parents=True)  # a folder where the file should be
    scene = SetupScene(app)
    assert scene.validate()
    scene.start()  # writing fails quietly
    app.manager.apply_requests()
    assert isinstance(app.manager.top, TableScene)
