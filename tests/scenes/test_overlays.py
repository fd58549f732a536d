"""Nothing drawn on top hides a control, the prompt or the coach's answer: every table of
every installed game, at its quiet and its most crowded setup, with the coach's answer
up and the "since your turn" strip (or an undo's notice) showing, in English, German,
French and the pseudo-language, at 1280×720 and at the smallest window, at every text
size. Each frame's boxes are read with :func:`scenes.core.boxes.record_boxes`."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import pytest

from game.bots import make_bot
from game.errors import GameError
from game.play import bot_move
from game.records import Seat
from game.registry import get_game
from game.review import Hint, hint
from scenes.app import App
from scenes.core.boxes import Box, overlapping, record_boxes
from scenes.core.session import GameSession
from scenes.registry import table_for
from tests.scenes.game_cases import game_ids
from tests.scenes.helpers import headless_app, pump

SIZES = [(1280, 720), (960, 540)]
LANGUAGES = ["en", "de", "fr", "xx"]
TEXT_SIZES = [100, 125, 150]
NAMES = ["Maximilian", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal"]
#: A strip as long as a busy round makes it.
PARTS = [f"{name}: took the 35 and 11 chips, 12 is turned up" for name in NAMES[1:]]


def setups(game: str) -> list[tuple[int, dict[str, object], int]]:
    """(players, options, moves played before the human's turn): a quiet table early on,
    and the most crowded one (the most players, the richest preset) late in a round."""
    spec = get_game(game)
    allowed = [dict(options) for _name, options in spec.presets if valid(game, dict(options))]
    richest = max(allowed, key=len, default={})
    quiet = min(max(4, spec.min_players), spec.max_players)
    return [(quiet, {}, 3), (spec.max_players, richest, 40), (spec.max_players, richest, 120)]


def valid(game: str, options: dict[str, object]) -> bool:
    """True when ``options`` may be played at the game's largest table."""
    try:
        position(game, get_game(game).max_players, options, 0)
    except GameError:
        return False
    return True


def position(game: str, players: int, options: dict[str, object], moves: int) -> GameSession:
    """The human (seat 0) to move after about ``moves`` random moves (at their last turn
    before the end if the game ends sooner)."""
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "easy") for i in range(1, players)]
    session = GameSession.new(game, options, seats, 5)
    stand_in = make_bot(game, "random")
    actions, last_turn = [], None
    while not session.state.is_terminal():
        if session.state.current_player == 0:
            last_turn = len(actions)
            if len(actions) >= moves:
                return session
        actions.append(bot_move(session.state, stand_in, session.seed, session.ply))
        session.apply(actions[-1])
    assert last_turn is not None, "the human never had a turn"
    session = GameSession.new(game, options, seats, 5)
    for action in actions[:last_turn]:
        session.apply(action)
    return session


@cache
def answer(game: str, players: int, options: tuple[tuple[str, object], ...], moves: int) -> Hint:
    session = position(game, players, dict(options), moves)
    return hint(game, session.state, seed=session.seed, ply=session.ply, iterations=40)


def boxes_of(
    app: App, game: str, setup: tuple[int, dict[str, object], int]
) -> Iterator[tuple[str, list[Box]]]:
    """The boxes of the table at the setup's position: with the coach's answer and the
    strip, then with an undo's notice instead of the strip."""
    players, options, moves = setup
    session = position(game, players, options, moves)
    table = table_for(app, session)
    app.manager.reset(table)
    for _ in range(600):
        pump(app)
        if app.manager.top is table and table.human_to_move():
            break
    assert app.manager.top is table and table.human_to_move(), setup
    coach = table.chrome.coach
    assert coach is not None
    coach.hint = answer(game, players, tuple(sorted(options.items())), moves)
    coach.shown, coach.ply = True, session.ply
    recap = table.chrome.recap
    recap.since[0] = list(PARTS)
    recap.show_for(0)
    for name in ("coach and strip", "coach and notice"):
        if name == "coach and notice":
            recap.notice("Taken back: " + PARTS[0] + " and the 4 moves after it")
        app.invalidate()
        with record_boxes() as boxes:
            pump(app, 1)
        yield name, boxes


def described(pairs: list[tuple[Box, Box]]) -> list[str]:
    return [f"{a.kind} {a.name!r} {a.rect} under {b.kind} {b.name!r} {b.rect}" for a, b in pairs]


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game", game_ids())
def test_nothing_on_a_table_hides_another_box(game, size, language, text_size) -> None:
    # No auto-play: a late setup may leave the person one forced move, shown, not played.
    app = headless_app(size, language, coach_hints=True, text_size=text_size, auto_forced=False)
    try:
        for setup in setups(game):
            for name, boxes in boxes_of(app, game, setup):
                kinds = {box.kind for box in boxes}
                assert {"control", "coach"} <= kinds, (name, kinds)
                assert "recap" in kinds or "notice" not in name
                assert not overlapping(boxes), (setup, name, described(overlapping(boxes)))
    finally:
        app.close()


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_nothing_in_a_tutorial_step_hides_another_box(size, language, text_size) -> None:
    """Every step of every tutorial, its callout drawn over the table."""
    from tests.scenes.test_tutorial_pointing import DRAWN, GAMES, every_step

    app = headless_app(size, language, text_size=text_size)
    found = {}
    try:
        for game in GAMES:
            for step, (table, guide) in enumerate(every_step(app, game)):
                assert any(box.kind == "callout" for box in DRAWN), (game, step)
                pairs = overlapping(list(DRAWN))
                if pairs:
                    found[f"{game} step {step}"] = described(pairs)
                if guide.reading():
                    guide.next()
                else:
                    table.try_move(guide.expected())
    finally:
        app.close()
    assert found == {}


def waiting_for_a_bot(app: App, game: str, setup: tuple[int, dict[str, object], int]) -> bool:
    """The table of the setup's position after the person's move, a bot thinking (held):
    False when the game ends or a person moves next."""
    players, options, moves = setup
    session = position(game, players, options, moves)
    session.apply(session.state.legal_actions()[0])
    seat = session.state.current_player
    if session.state.is_terminal() or session.is_human(seat):
        return False
    table = table_for(app, session)
    table.mode.hold_bots = True
    app.manager.reset(table)
    pump(app, 5)
    assert app.manager.top is table and seat in table.picture.ui.thinking, setup
    return True


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game", game_ids())
def test_a_thinking_bot_hides_nothing(game, size, language, text_size) -> None:
    """A seat panel's "thinking…" label (the bot held to keep it up) over nothing else."""
    app = headless_app(size, language, text_size=text_size, auto_forced=False)
    try:
        checked = 0
        for setup in setups(game):
            if not waiting_for_a_bot(app, game, setup):
                continue
            app.invalidate()
            with record_boxes() as boxes:
                pump(app, 1)
            assert not overlapping(boxes), (setup, described(overlapping(boxes)))
            checked += 1
        assert checked, "no setup left a bot to move"
    finally:
        app.close()
