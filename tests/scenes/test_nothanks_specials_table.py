"""No Thanks! special cards at the table, driven by posted events: green auctions (B/D),
Give left and Remove choices on the cards, Sit out (S), and Peek drawn for its owner only."""

from __future__ import annotations

import pygame

from game.records import Seat
from scenes.core.curtain import CurtainScene
from scenes.core.session import GameSession
from scenes.games.nothanks.specials import SpecialFace
from scenes.registry import table_for
from scenes.screens.results import ResultsScene
from scenes.table.scene import TableScene
from tests.scenes.helpers import click, press, pump
from tests.scenes.nothanks_table import choice_rects, labels, model_of, prompt_of, ui_of

STACK = ["giveleft", "sitout", 10, "remove", "peek", 20, 30]
UNSEEN_A = [3, 4, 5, 6, 7, 8, 9, 11, 12]
UNSEEN_B = [13, 14, 15, 16, 17, 18, 19, 21, 22]


def three_humans(unseen: list[int]) -> GameSession:
    deal = {"rounds": [{"stack": STACK, "unseen": unseen}]}
    seats = [Seat("Ann", "human"), Seat("Bo", "human"), Seat("Cleo", "human")]
    options = {"specials": True, "chips": "open", "first_player": "1"}
    return GameSession.new("nothanks", options, seats, 11, deal)


def table_of(app) -> TableScene:
    top = app.manager.top
    assert isinstance(top, TableScene), top
    return top


def act(app, key: int) -> TableScene:
    press(app, key, frames=4)
    return table_of(app)


def play_to_peek(app, unseen: list[int]) -> TableScene:
    """Ann, Bo and Cleo play up to Cleo receiving Peek; returns the table."""
    session = three_humans(unseen)
    app.start(table_for(app, session, autosave=False))
    pump(app, 3)
    press(app, pygame.K_RETURN, frames=3)  # the first curtain (nobody has looked yet)
    table = table_of(app)
    assert table.viewer == 0
    # Give left (green): Ann must bid; the table says so and offers no Decline.
    prompt = prompt_of(table)
    assert prompt is not None and prompt[0].startswith("Green card")
    assert labels(table) == ["Bid a chip"]
    act(app, pygame.K_b)
    assert table.viewer == 1 and labels(table) == ["Bid a chip", "Decline"]
    act(app, pygame.K_d)  # Bo declines: Give left goes to Ann, the last bidder
    assert session.state.view(0).specials.pending == "give"
    assert table.viewer == 0 and labels(table) == []
    assert prompt_of(table) == (
        "Choose a card to give to Bo",
        "Click a highlighted card of your display, or use ← → and Enter.",
    )
    pump(app, 2)
    assert list(choice_rects(table)) == [SpecialFace("giveleft")]  # highlighted, clickable
    act(app, pygame.K_RETURN)
    assert session.actions[-1] == "give:giveleft"
    assert session.state.view(1).specials.held[1] == ("giveleft",)
    # Sit out (green): Ann and Bo bid, Cleo declines: Bo receives Sit out.
    act(app, pygame.K_b)
    act(app, pygame.K_b)
    act(app, pygame.K_d)
    assert session.actions[-3:] == ["bid", "bid", "decline"]
    # 10 is offered to Bo, who may now sit out (button and key S).
    assert table.viewer == 1 and "Sit out" in labels(table)
    act(app, pygame.K_s)
    assert session.state.view(0).specials.sitting_out == (False, True, False)
    assert model_of(table).special_part.sitting_out[1]
    act(app, pygame.K_n)  # Cleo pays; Bo is skipped
    assert table.viewer == 0
    act(app, pygame.K_t)  # Ann takes 10 + 1 chip; the Sit out card is discarded
    assert session.state.view(0).cards[0] == (10,)
    assert "sitout" in session.state.view(0).specials.out_of_game
    # Remove (green): Ann and Bo bid, Cleo declines: Bo must remove a card, by mouse.
    act(app, pygame.K_b)
    act(app, pygame.K_b)
    act(app, pygame.K_d)
    assert table.viewer == 1 and session.state.view(1).specials.pending == "remove"
    pump(app, 2)
    targets = {card: rect.center for card, rect in choice_rects(table).items()}
    assert set(targets) == {SpecialFace("giveleft"), SpecialFace("remove")}
    click(app, targets[SpecialFace("giveleft")], frames=4)
    assert session.actions[-1] == "remove:giveleft"
    # Peek (green): Bo and Cleo bid, Ann declines: Cleo receives Peek.
    act(app, pygame.K_b)
    act(app, pygame.K_b)
    press(app, pygame.K_d, frames=4)  # Cleo decides next, with private knowledge
    assert session.state.view(2).specials.peeked == tuple(sorted(unseen))
    return table


def test_specials_game_through_events(app) -> None:
    table = play_to_peek(app, UNSEEN_A)
    session = table.session
    # Cleo decides next and now knows something the others do not: a curtain.
    assert isinstance(app.manager.top, CurtainScene)
    press(app, pygame.K_RETURN, frames=3)
    assert table.viewer == 2 and model_of(table).special_part.peeked == tuple(UNSEEN_A)
    pump(app, 2)
    assert ui_of(table).viewer == 2  # the Peek panel is drawn for its owner
    press(app, pygame.K_n, frames=4)  # Cleo pays on 20; Ann is next, behind the curtain
    assert isinstance(app.manager.top, CurtainScene)
    press(app, pygame.K_RETURN, frames=3)
    assert table.viewer == 0 and model_of(table).special_part.peeked is None
    pump(app, 2)
    act(app, pygame.K_t)
    press(app, pygame.K_t, frames=4)
    pump(app, 10)
    assert session.state.is_terminal()
    assert isinstance(app.manager.top, ResultsScene)


def ann_after_peek(app, unseen: list[int]) -> tuple[bytes, bytes]:
    """Cleo's and then Ann's screen after Cleo peeked (the same moves, any set-aside)."""
    table = play_to_peek(app, unseen)
    press(app, pygame.K_RETURN, frames=3)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
    )
    pump(app, 3)
    cleo = pygame.image.tobytes(app.screen, "RGB")
    press(app, pygame.K_n, frames=4)
    press(app, pygame.K_RETURN, frames=3)
    assert table.viewer == 0
    pump(app, 3)
    return cleo, pygame.image.tobytes(app.screen, "RGB")


def test_peek_is_never_drawn_for_another_seat(app) -> None:
    cleo_a, ann_a = ann_after_peek(app, UNSEEN_A)
    cleo_b, ann_b = ann_after_peek(app, UNSEEN_B)
    assert cleo_a != cleo_b  # Cleo sees her Peek panel: the set-aside cards differ
    assert ann_a == ann_b  # Ann's screen shows nothing of them


def test_spectator_never_sees_peek(app) -> None:
    """A bots-only table (no viewer) never draws a Peek panel."""
    seats = [Seat("Ann", "random"), Seat("Bo", "random"), Seat("Cleo", "random")]
    deal = {"rounds": [{"stack": ["peek", 10, 20], "unseen": UNSEEN_A}]}
    options = {"specials": True, "first_player": "1"}
    session = GameSession.new("nothanks", options, seats, 5, deal)
    table = table_for(app, session, autosave=False)
    app.start(table)
    for _ in range(60):
        pump(app, 1)
        assert model_of(table).special_part.peeked is None  # nothing for the Peek panel
