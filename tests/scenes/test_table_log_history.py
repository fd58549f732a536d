"""The log written from the moves played (a resumed game) keeps the lines only the lone
human saw, and in pass-and-play only the public lines; a change of language writes the
same lines again from the log's entries, without replaying the game."""

from __future__ import annotations

from game.bots import make_bot
from game.play import bot_move
from game.records import Seat
from scenes.core import i18n
from scenes.core.session import GameSession
from scenes.core.widgets import LogPanel
from scenes.plugins import ui_for
from scenes.registry import table_parts
from scenes.table import flow
from scenes.table.log_book import LogBook, event_lines
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
        entries = flow.history(table.session, table.picture.ui.viewer)
        return [text for e in entries for text, _ in event_lines(table.picture, e).lines]
    finally:
        app.close()


def test_a_lone_human_keeps_their_own_lines_and_pass_and_play_shows_only_public_ones() -> None:
    moves = 60  # past the board, the discards and the passes of a 4-player round
    alone = logged(["human", "random", "random", "random"], 3, moves)
    shared = logged(["human", "human", "random", "random"], 3, moves)
    private = [line for line in alone if line not in shared]
    assert private, "the lone human's own lines (cards passed and received) are kept"
    assert len(shared) < len(alone)


def test_a_change_of_language_writes_the_same_lines_from_the_entries_without_a_replay(
    monkeypatch,
) -> None:
    app = headless_app((1280, 720), "en")
    try:
        session = played(["human", "random", "random", "random"], 3, 60)
        table = TableScene(app, session, *table_parts(ui_for("nyet")))
        table.mode.hold_bots = True
        app.start(table)
        app.frame(1 / 60, [])
        table.chrome.add("a note")
        english = list(table.chrome.log.lines)

        def no_replay(*args: object, **kwargs: object) -> None:
            raise AssertionError("a change of language replayed the game")

        monkeypatch.setattr(flow, "history", no_replay)
        app.set_language("fr")
        app.frame(1 / 60, [])
        french = list(table.chrome.log.lines)
        assert len(french) == len(english) and french != english
        assert french[-1] == ("a note", english[-1][1])  # a fixed note keeps its words
        monkeypatch.undo()
        # The log of the game resumed in French (written, as at the table's start, for
        # its lone person: their own lines too).
        book = LogBook(LogPanel())
        flow.write_log(book, session, table.picture, resumed=session.ply)
        assert french[:-1] == book.panel.lines
        app.set_language("en")
        app.frame(1 / 60, [])
        assert table.chrome.log.lines == english
    finally:
        i18n.activate("en")
        app.close()


def test_the_resumed_note_wraps_with_its_dashes_and_number_kept() -> None:
    from scenes.core import theme

    for lang in ("en", "de", "fr"):
        i18n.activate(lang)
        try:
            note = flow.resumed_note(31)
            for width in range(60, 400, 7):
                lines = theme.wrap_text(note, 15, width)
                assert all(line.strip() not in ("—", "31", "—\u00a0", "\u00a031") for line in lines)
                assert not any(line.startswith("—") and line != lines[0] for line in lines)
        finally:
            i18n.activate("en")


def test_the_log_heading_keeps_the_seed_with_its_word() -> None:
    from scenes.core import theme
    from scenes.table.table_words import log_heading

    session = GameSession.new("nothanks", {}, [Seat("Ann", "human"), Seat("Bo", "easy")] * 2, 4)
    for lang in ("en", "de", "fr"):
        i18n.activate(lang)
        try:
            heading = log_heading(session)
            for width in range(60, 400, 7):
                lines = theme.wrap_text(heading, 15, width)
                assert all(line.strip() != "4" for line in lines), (lang, width, lines)
        finally:
            i18n.activate("en")
