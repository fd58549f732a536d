"""A monkey: 20,000 random clicks, keys and wheel turns across every scene and game.

After 12,000 events from the main menu, and 16,000, the monkey is put at the setup
screen of Nyet! and then of Play or Pay and starts that game, so each table is reached;
at 19,000 it is put on the results of a finished game.
"""

from __future__ import annotations

import random

import pygame

from game.records import Seat
from scenes.core.session import GameSession
from scenes.core.widgets import Widget
from scenes.registry import table_for
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.table.scene import TableScene

KEYS = [
    pygame.K_t, pygame.K_n, pygame.K_h, pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE,
    pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB,
    pygame.K_BACKSPACE, pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_a, pygame.K_1,
]  # fmt: skip


def widget_targets(scene: object) -> list[tuple[int, int]]:
    """Centres of the visible widgets of a scene (so the monkey finds the buttons)."""
    found: list[Widget] = []
    for name in ("widgets", "buttons", "extra"):
        found.extend(w for w in getattr(scene, name, []) or [] if isinstance(w, Widget))
    if isinstance(scene, TableScene):
        found.extend(button for _, button in scene.controls.buttons)
        found.extend(scene.chrome.widgets())
    for name in ("button", "menu_button"):
        w = getattr(scene, name, None)
        if isinstance(w, Widget):
            found.append(w)
    return [w.rect.center for w in found if w.visible and w.rect.width > 0]


def test_monkey(app, monkeypatch) -> None:
    monkeypatch.setattr(
        "scenes.screens.setup_choice.available_levels", lambda game_id: ("random", "easy")
    )
    monkeypatch.setattr("scenes.app.App.set_fullscreen", lambda self, on: None)
    rng = random.Random(20240607)
    # The setup screen draws a new seed each time: seed that too, so the walk is the same
    # on every run (who deals first, and so where the monkey goes, depends on it).
    monkeypatch.setattr("scenes.screens.setup_choice.random", random.Random(20240608))
    monkeypatch.setattr("scenes.screens.results.random", random.Random(20240609))  # Play again
    app.start(MainMenu(app))
    w, h = app.size
    seen: set[str] = set()
    events = 0
    restarts = iter(("nyet", "playorpay"))
    next_restart = 12_000
    results_at = 19_000
    while events < 20_000:
        if events >= results_at:
            results_at = 10**9
            seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cy", "random")]
            finished = GameSession.new("nothanks", {"rounds": 2}, seats, 3)
            while not finished.state.is_terminal():
                finished.apply(finished.state.legal_actions()[0])
            app.start(ResultsScene(app, finished))
        elif events >= next_restart:
            next_restart += 4_000
            # That game's table at once (its setup screen may hold whatever the walk
            # left in the last setup), then keep monkeying.
            game_id = next(restarts)
            seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cy", "random")]
            seats += [Seat("Dee", "random")] if game_id == "nyet" else []
            app.start(table_for(app, GameSession.new(game_id, {}, seats, events)))
        top = app.manager.top
        if top is None:
            app.start(MainMenu(app))
            top = app.manager.top
        session = getattr(top, "session", None)
        table = isinstance(top, TableScene) and session is not None
        seen.add(f"table:{session.spec.id}" if table else type(top).__name__)
        batch = []
        for _ in range(4):
            roll = rng.random()
            if isinstance(top, TableScene) and rng.random() < 0.3:
                batch.append(
                    pygame.event.Event(
                        pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="", scancode=0
                    )
                )
            elif roll < 0.55:
                targets = widget_targets(top)
                if targets and rng.random() < 0.8:
                    x, y = rng.choice(targets)
                    pos = (x + rng.randint(-5, 5), y + rng.randint(-5, 5))
                else:
                    pos = (rng.randrange(w), rng.randrange(h))
                button = 1 if rng.random() < 0.9 else 3
                batch.append(
                    pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                )
                batch.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
                batch.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
            elif roll < 0.9:
                key = rng.choice(KEYS)
                batch.append(
                    pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
                )
            elif roll < 0.95:
                batch.append(
                    pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
                )
            else:
                batch.append(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("ab7 Z")))
        events += len(batch)
        app.running = True  # "Quit" ends the real loop; the monkey keeps going
        app.frame(rng.choice((0.0, 0.016, 0.3)), batch)
    print("scenes visited:", sorted(seen))
    tables = {"table:nothanks", "table:nyet", "table:playorpay"}
    assert {"MainMenu", "SetupScene", "ResultsScene"} | tables <= seen, seen
