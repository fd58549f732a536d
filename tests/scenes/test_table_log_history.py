"""The log written again from the moves played (a resumed game, a change of language)
keeps the lines only the lone human saw, and in pass-and-play only the public lines."""

from __future__ import annotations

from game.bots import make_bot
from game.play import bot_move
from game.records import Seat
from scenes.core.session import GameSession
from scenes.plugins import ui_for
from scenes.registry import table_parts
from scenes.table.flow import history
from scenes.table.scene import TableScene
from tests.scenes.helpers import headless_app

NAMES = ("Ann", "Bo", "Cleo", "Dev")


def played(kinds: list[str], seed: int, moves: int) -> GameSession:
    """A Nyet! game ``moves`` moves in, every move by a random stand-in."""
    seats = [Seat(NAMES[i], kind) for i, kind in enumerate(kinds)]
    session = GameSession.new("nyet", {"rounds": "1"}, seats, seed)
    stand_in = make_bot("nyet", "random")
    for _ in range(moves):
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    return session


def logged(kinds: list[str], seed: int, moves: int) -> list[str]:
    app = headless_app((1280, 720), "en")
    try:
        table = TableScene(app, played(kinds, seed, moves), *table_parts(ui_for("nyet")))
        app.start(table)
        app.frame(1 / 60, [])
        return [text for text, _colour in history(table.session, table.picture)]
    finally:
        app.close()


def test_a_lone_human_keeps_their_own_lines_and_pass_and_play_shows_only_public_ones() -> None:
    moves = 60  # past the board, the discards and the passes of a 4-player round
    alone = logged(["human", "random", "random", "random"], 3, moves)
    shared = logged(["human", "human", "random", "random"], 3, moves)
    private = [line for line in alone if line not in shared]
    assert private, "the lone human's own lines (cards passed and received) are kept"
    assert len(shared) < len(alone)
