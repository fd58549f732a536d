"""A monkey at special-card tables: random keys and clicks (on buttons and cards) in
specials games, one human against random bots, until several games have ended."""

from __future__ import annotations

import random

import pygame

from game.records import Seat
from scenes.core.session import GameSession
from scenes.registry import table_for
from scenes.screens.results import ResultsScene
from scenes.table.scene import TableScene
from tests.scenes.nothanks_table import choice_rects

KEYS = [
    pygame.K_t, pygame.K_n, pygame.K_b, pygame.K_d, pygame.K_s, pygame.K_h, pygame.K_SPACE,
    pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_TAB,
]  # fmt: skip


def new_game(app, rng: random.Random) -> GameSession:
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


def test_monkey_plays_specials_games(app) -> None:
    rng = random.Random(77)
    w, h = app.size
    session = new_game(app, rng)
    finished = 0
    kinds: set[str] = set()
    for _ in range(6000):
        top = app.manager.top
        if isinstance(top, ResultsScene) or top is None:
            finished += 1
            kinds.update(text.split(":")[0] for text in session.actions)
            if finished >= 4:
                break
            session = new_game(app, rng)
            continue
        batch = []
        if isinstance(top, TableScene) and rng.random() < 0.5:
            targets = [b.rect.center for _, b in top.controls.buttons]
            targets += [rect.center for rect in choice_rects(top).values()]
            pos = rng.choice(targets) if targets else (rng.randrange(w), rng.randrange(h))
            batch.append(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
            batch.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            batch.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        else:
            key = rng.choice(KEYS)
            batch.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        app.frame(rng.choice((0.0, 0.016, 0.3)), batch)
    assert finished >= 4, (finished, session.ply)
    # The games went through the special-card decisions.
    assert {"bid", "decline", "sitout", "give", "remove"} <= kinds, kinds
    print("special actions seen:", sorted(kinds))
