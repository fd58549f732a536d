"""Where each guided game points, over every step of every tutorial of a registered game
(the registry's plugins, the test run's canary among them): the arrow ends on the part
the step explains (for a move, where the person plays it), nothing covers that part, the
keyboard cursor starts on the move, and a refusal names its real reason (the step
teaches another move, or the rules forbid it)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from itertools import pairwise

import pygame
import pytest

from game.contract import Action
from game.records import Seat
from scenes.core.boxes import Box, record_boxes
from scenes.core.session import GameSession
from scenes.plugins import installed
from scenes.registry import tutorial_for
from scenes.table.components.callout import visible_part
from scenes.table.components.route import route
from scenes.table.guide import AGAINST_RULES, NOT_THIS, Guide
from scenes.table.guide_script import Tutorial
from scenes.table.scene import TableScene
from tests.scenes.helpers import press, pump

GAMES = [ui.game_id for ui in installed() if ui.tutorial is not None]
#: What the last frame of :func:`every_step` drew on top of the table.
DRAWN: list[Box] = []
#: The kinds of box that lie over the table (the game's own texts do not).
OVER = ("control", "prompt", "coach", "recap", "callout", "banner", "badge")
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


def settle(app, table: TableScene, guide: Guide) -> None:
    """Frames until a note is due, the person is to move or the lesson is over."""
    for _ in range(4000):
        if not table.feed.busy and (guide.reading() or table.human_to_move() or guide.finished()):
            return
        pump(app)
    raise AssertionError(f"the table never came to rest (ply {table.session.ply})")


def every_step(app, game_id: str) -> Iterator[tuple[TableScene, Guide]]:
    """The tutorial's table at the start of each callout (each of the person's moves of
    a step with several), drawn; the caller moves on (Enter, or the move)."""
    table = tutorial_for(app, game_id)
    app.start(table)
    guide = table.mode.guide
    assert guide is not None
    for _ in range(200):
        settle(app, table, guide)
        if guide.finished():
            return
        ply = table.session.ply
        with record_boxes() as boxes:
            table.draw(app.screen)
        DRAWN[:] = boxes
        yield table, guide
        assert table.session.ply > ply or not guide.reading(), "the caller moves on"


def enter_move(table: TableScene) -> Action | None:
    """What Enter plays at the table now (the game's keyboard cursor, or a button
    that Enter presses), tried on a copy of the table's UiState."""
    picture = table.picture
    real = picture.ui
    picture.ui = copy.copy(real)
    try:
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        action = picture.on_input(key)
    finally:
        picture.ui = real
    if action is not None:
        return action
    pressed = (c.action for c, _ in table.controls.buttons if set(c.keys) & set(ENTER))
    return next(pressed, None)


def every_action(tutorial: Tutorial, game_id: str) -> list[Action]:
    """Every move legal at some point of the tutorial's script (for moves the rules do
    not allow at another)."""
    seats = [Seat(name, "human" if k == 0 else "easy") for k, name in enumerate(tutorial.names)]
    session = GameSession.new(
        game_id, dict(tutorial.options), seats, tutorial.seed, dict(tutorial.deal)
    )
    state, seen = session.state.clone(), []
    for text in tutorial.moves:
        seen += [a for a in state.legal_actions() if a not in seen]
        state.apply(state.find_action(text))
    return seen


def crosses(points: tuple[tuple[int, int], ...], rect: pygame.Rect) -> bool:
    """True if a segment of the arrow passes through ``rect``'s inside."""
    inner = rect.inflate(-4, -4)
    return any(inner.clipline(a, b) for a, b in pairwise(points))


def check_pointing(table: TableScene, guide: Guide) -> None:
    """The callout's arrow ends on its target, a move's own place; nothing lies over it."""
    shown = guide.shown
    assert shown is not None and shown.target is not None, "every step points somewhere"
    target = shown.target
    expected = guide.expected()
    if expected is not None:
        assert target == table.ports.move_rect(expected)  # the move's own place
    tip = shown.arrow[-1] if shown.arrow else shown.box.center
    assert target.collidepoint(tip), (tip, target)
    over = [shown.box]
    over += [w.rect for w in table.chrome.widgets() if w.visible]
    skip = table.controls.skip.button
    over += [skip.rect] if skip.visible else []
    over += [b.rect for c, b in table.controls.buttons if c.action != expected and b.visible]
    over += [pygame.Rect(b.rect) for b in DRAWN if b.kind in OVER and b.rect != tuple(target)]
    assert table.picture.ui.banner is None
    assert not [rect for rect in over if rect.colliderect(target)], target
    if expected is not None:
        for action in table.session.legal_actions():
            rect = table.ports.move_rect(action) if action != expected else None
            assert rect is None or not crosses(shown.arrow, rect), (action, rect)


def check_refusals(table: TableScene, guide: Guide, others: list[Action]) -> tuple[int, int]:
    """A legal move other than the step's is refused with the step's own reason, a move
    the rules forbid with the rules' reason; neither is played. The numbers tried."""
    ply, expected = table.session.ply, guide.expected()
    legal, index = table.session.legal_actions(), guide.current()
    assert index is not None
    step = guide.bound[index].step
    wrong = [a for a in legal if a != expected][:1]
    illegal = [a for a in others if a not in legal][:1]
    for action in wrong:
        reason = table.try_move(action)
        assert reason == (step.refuse or NOT_THIS) and reason != AGAINST_RULES
        assert guide.refusal == reason and table.session.ply == ply
    for action in illegal:
        assert table.try_move(action) == AGAINST_RULES == guide.refusal
        assert table.session.ply == ply
    return len(wrong), len(illegal)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_points_at_its_part_and_the_cursor_starts_on_the_move(app, game_id: str) -> None:
    others = every_action(table_tutorial(game_id), game_id)
    steps = wrong = illegal = 0
    for table, guide in every_step(app, game_id):
        steps += 1
        check_pointing(table, guide)
        if guide.reading():
            press(app, pygame.K_RETURN)
            continue
        expected = guide.expected()
        assert expected is not None
        keyed = enter_move(table)
        if keyed is None:  # no keyboard cursor at this table: the move has its own key
            control = next(c for c, _ in table.controls.buttons if c.action == expected)
            assert control.keys
        else:
            assert keyed == expected  # the cursor starts on the move
        w, i = check_refusals(table, guide, others)
        wrong, illegal = wrong + w, illegal + i
        ply = table.session.ply
        press(app, ENTER[0] if keyed is not None else control.keys[0], frames=1)
        assert table.session.ply > ply, "the move the cursor is on (or its key) plays"
    assert steps >= len(table_tutorial(game_id).steps)
    assert wrong, "some step was offered another legal move"


def table_tutorial(game_id: str) -> Tutorial:
    """The tutorial of ``game_id``'s plugin."""
    tutorial = next(ui.tutorial for ui in installed() if ui.game_id == game_id)
    assert tutorial is not None
    return tutorial


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_points_hold_in_every_language(language: str) -> None:
    """The same pointing checks with the callout's words in German and French."""
    from tests.scenes.helpers import headless_app

    app = headless_app((1280, 720), language)
    try:
        for game_id in GAMES:
            for table, guide in every_step(app, game_id):
                check_pointing(table, guide)
                if guide.reading():
                    guide.next()
                else:
                    table.try_move(guide.expected())
    finally:
        app.close()


def test_a_legal_card_other_than_the_steps_is_refused_for_the_step_not_a_rule(app) -> None:
    """Nyet! step 8 teaches the red 2: the red 1 follows red too, so its refusal says
    which card the step plays, not that red must be followed."""
    if "nyet" not in GAMES:
        pytest.skip("no Nyet! tutorial")
    from game.games.nyet.actions import Play

    for table, guide in every_step(app, "nyet"):
        if guide.reading():
            guide.next()
            continue
        red = [a for a in table.session.legal_actions() if isinstance(a, Play)]
        if red and guide.current() == len(guide.bound) - 1:
            one = next(a for a in red if a != guide.expected())
            reason = table.try_move(one)
            assert reason is not None and "must" not in reason and "red 2" in reason
            return
        table.try_move(guide.expected())
    raise AssertionError("the trick step never came")


def test_a_fanned_cards_uncovered_part_is_left_of_the_next_card() -> None:
    card = pygame.Rect(100, 500, 70, 100)
    assert visible_part(card, [pygame.Rect(120, 490, 70, 100)]) == pygame.Rect(100, 500, 20, 100)
    assert visible_part(card, [pygame.Rect(300, 500, 70, 100)]) == card  # nothing over it


def test_an_arrow_goes_round_what_it_must_not_cross() -> None:
    """Straight when the way is clear; round a prompt in the way; the tip inside."""
    area = pygame.Rect(0, 50, 1000, 650)
    target = pygame.Rect(100, 400, 60, 60)
    clear = route(target, 1010, (60, 690), area, [], 1.0)
    assert clear is not None and len(clear) == 2 and clear[0][1] == clear[1][1]
    prompt = pygame.Rect(300, 380, 600, 100)
    around = route(target, 1010, (60, 690), area, [prompt], 1.0)
    assert around is not None and target.collidepoint(around[-1])
    assert not crosses(tuple(around), prompt)
