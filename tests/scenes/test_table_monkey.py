"""One monkey for every table: random clicks (on the table's own hit areas, on buttons,
anywhere) and keys, from the start of a game through its results, game after game.

Each case names how a game starts (from the setup screen, or a session with drawn
options), the keys the monkey presses, where the table's hit areas are, and what must
have happened by the end (tables seen, games finished, kinds of action played).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pytest

from game.records import Seat
from scenes.app import App
from scenes.core.session import GameSession
from scenes.games.nyet.layout import hand_layout
from scenes.games.playorpay.choices import hand_cards, target_hits
from scenes.registry import table_for
from scenes.screens.results import ResultsScene
from scenes.screens.setup import SetupScene
from scenes.table.scene import TableScene
from tests.scenes.helpers import button_center, click, pump
from tests.scenes.nothanks_table import choice_rects
from tests.scenes.test_monkey import widget_targets

Point = tuple[int, int]


def from_setup(game_id: str) -> Callable[[App, random.Random], GameSession]:
    """Start ``game_id`` from its setup screen with the default seats."""

    def start(app: App, rng: random.Random) -> GameSession:
        app.start(SetupScene(app, game_id))
        pump(app)
        click(app, button_center(app.manager.top, "Start game"))
        top = app.manager.top
        assert isinstance(top, TableScene), top
        return top.session

    return start


def specials_game(app: App, rng: random.Random) -> GameSession:
    """A special-cards No Thanks! game with drawn options: one human, random bots."""
    players = rng.randint(3, 6)
    seats = [Seat("You", "human")] + [Seat(f"Bot{i}", "random") for i in range(1, players)]
    options = {
        "specials": True,
        "green": rng.randint(3, 16),
        "red": rng.randint(0, 6),
        "hidden_tiger": rng.random() < 0.3,
        "chips": rng.choice(("hidden", "open")),
    }
    session = GameSession.new("nothanks", options, seats, rng.randrange(1 << 30))
    app.start(table_for(app, session, autosave=False))
    return session


def nyet_spots(table: TableScene) -> list[Point]:
    places = table.picture.places
    spots = [r.center for r in places.boxes.values()]
    return spots + [(r.x + 8, r.y + 10) for r, _ in hand_layout(places, table.picture.model.hand)]


def playorpay_spots(table: TableScene) -> list[Point]:
    parts = (table.picture.model, table.picture.places, table.picture.ui)
    spots = [(r.x + 4, r.y + 12) for r, *_ in hand_cards(*parts)]
    return spots + [r.center for r, _ in target_hits(*parts)]


def nothanks_spots(table: TableScene) -> list[Point]:
    spots = [b.rect.center for _, b in table.controls.buttons]
    return spots + [rect.center for rect in choice_rects(table).values()]


@dataclass(frozen=True)
class Case:
    """One table's monkey: ``start`` a game, press ``keys``, click ``spots`` of the
    table with chance ``spot_share`` (else a widget with ``widget_share``, else a key),
    for ``steps`` frames (wherever the clicks lead: menus, results, a new game; the
    app's Quit ends the walk). With ``games``, a finished game's results (or a Quit)
    start the next game until at least ``games`` have ended and every action kind in
    ``kinds`` has been played (a special card may not come up in a few random games;
    ``steps`` bounds the walk)."""

    game: str
    start: Callable[[App, random.Random], GameSession]
    keys: tuple[int, ...]
    spots: Callable[[TableScene], list[Point]]
    seed: int
    steps: int
    games: int = 0
    spot_share: float = 0.5
    widget_share: float = 0.25
    kinds: frozenset[str] = frozenset()


K = pygame
CASES = {
    "nyet": Case(
        "nyet",
        from_setup("nyet"),
        (K.K_LEFT, K.K_RIGHT, K.K_UP, K.K_DOWN, K.K_RETURN, K.K_1, K.K_2, K.K_SPACE,
         K.K_TAB, K.K_ESCAPE),
        nyet_spots,
        seed=8,
        steps=2000,
    ),
    "playorpay": Case(
        "playorpay",
        from_setup("playorpay"),
        (K.K_LEFT, K.K_RIGHT, K.K_UP, K.K_DOWN, K.K_RETURN, K.K_p, K.K_SPACE, K.K_TAB,
         K.K_ESCAPE, K.K_t),
        playorpay_spots,
        seed=11,
        steps=2000,
    ),
    "nothanks-specials": Case(
        "nothanks",
        specials_game,
        (K.K_t, K.K_n, K.K_b, K.K_d, K.K_s, K.K_h, K.K_SPACE, K.K_RETURN, K.K_LEFT,
         K.K_RIGHT, K.K_UP, K.K_TAB),
        nothanks_spots,
        seed=77,
        steps=12000,
        games=4,
        widget_share=0.0,
        kinds=frozenset({"bid", "decline", "sitout", "give", "remove"}),
    ),
}  # fmt: skip


def random_input(app: App, case: Case, rng: random.Random) -> list[pygame.event.Event]:
    """One frame's input: a click on a table spot, on a widget or anywhere, or a key."""
    top = app.manager.top
    w, h = app.size
    at_table = isinstance(top, TableScene) and top.session.spec.id == case.game
    # No draw for the click-or-key roll where only a key can follow (keeps each case's
    # walk the one it was tuned on).
    roll = rng.random() if at_table or case.widget_share else 1.0
    targets: list[Point] | None = None
    if at_table and roll < case.spot_share:
        targets = case.spots(top)
    elif roll < case.spot_share + case.widget_share:
        targets = widget_targets(top)
    if targets is None:
        key = rng.choice(case.keys)
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)]
    pos = rng.choice(targets) if targets else (rng.randrange(w), rng.randrange(h))
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


@pytest.mark.parametrize("name", list(CASES))
def test_monkey_at_the_table(app, monkeypatch, name: str) -> None:
    case = CASES[name]
    monkeypatch.setattr("scenes.screens.setup_choice.available_levels", lambda game_id: ("random",))
    monkeypatch.setattr("scenes.app.App.set_fullscreen", lambda self, on: None)
    # The setup screen and Play again draw seeds: seeded too, so the walk is the same on
    # every run, whatever ran before in this process.
    monkeypatch.setattr("scenes.screens.setup_choice.random", random.Random(case.seed + 1))
    monkeypatch.setattr("scenes.screens.results.random", random.Random(case.seed + 2))
    rng = random.Random(case.seed)
    session = case.start(app, rng)
    assert isinstance(app.manager.top, TableScene)
    seen: set[str] = set()
    kinds: set[str] = set()
    finished = 0
    for _ in range(case.steps):
        top = app.manager.top
        if top is None and not case.games:
            break
        if top is None or (case.games and isinstance(top, ResultsScene)):
            finished += 1
            kinds.update(text.split(":")[0] for text in session.actions)
            if finished >= case.games and case.kinds <= kinds:
                break
            session = case.start(app, rng)
            continue
        at_table = isinstance(top, TableScene)
        seen.add(f"table:{top.session.spec.id}" if at_table else type(top).__name__)
        app.running = True  # "Quit" ends the real loop; the monkey keeps going
        app.frame(rng.choice((0.0, 0.016, 0.3)), random_input(app, case, rng))
    print(f"{name} monkey visited:", sorted(seen), "actions:", sorted(kinds))
    assert f"table:{case.game}" in seen, seen
    assert finished >= case.games, (finished, session.ply)
    assert case.kinds <= kinds, kinds
