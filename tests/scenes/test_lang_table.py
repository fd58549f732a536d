"""The table's own frame in every language: in the pseudo-language (``xx``) everything the
frame draws is marked ``⟦…⟧`` (top bar buttons, the log's heading and its own lines, the
banner's hint, the recap strip, what an undo took back, the coach's panel and its "try it
again" note, the Skip button, the guided game's callouts and closing panel, the curtain,
the seat badges, "thinking"), and in German, French and the pseudo-language no sentence
of the frame is cut at 960×540 or 1280×720.

The games' own words (their log lines, banner titles and lines, buttons, seat panels and
everything their painters draw) are other modules' and are converted there. Here they are
set apart in one place, :data:`GAME_PARTS`: each named part is either taken as marked
(its words are wrapped in ``⟦…⟧`` as if translated, so whatever the frame builds around
them is still checked) or, for ``picture``, every text the game's painters draw is
allowed. Remove a name from :data:`GAME_PARTS` to hold that part to the scan too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game.bots import make_bot
from game.play import bot_move
from game.records import Seat
from game.registry import get_game
from scenes.app import App
from scenes.core import theme
from scenes.core.curtain import CurtainScene
from scenes.core.i18n import CLOSE_MARK, OPEN_MARK, pseudo
from scenes.core.phrases import shown_name
from scenes.core.session import GameSession
from scenes.plugins import ui_for
from scenes.registry import table_parts
from scenes.table.components.seat_panel import level_pill
from scenes.table.display import DisplayKit
from scenes.table.kit import TableKit
from scenes.table.scene import TableScene
from scenes.table.table_words import round_totals, taken_back_words, thinking
from scenes.table.turns import stop_game
from scenes.table.undo import undo
from tests.scenes.game_cases import own_table_ids
from tests.scenes.helpers import headless_app
from tests.scenes.test_no_cut_text import GAMES, NAMES, cut_sentences
from tests.scenes.test_pseudo_language import unmarked as unmarked_nested

#: The games with a guided first game (a tutorial is optional).
GUIDED = [game for game in GAMES if ui_for(game).tutorial is not None]

#: The games' own words, not this frame's (see the module's docstring). ``describe``:
#: the games' log lines (also in the recap and the undo notice); ``banner``: the titles
#: and lines of their banners; ``controls``: their action buttons (also named by the
#: coach); ``options``: the coach's names of options without a button; ``tooltip``: the
#: games' tooltips; ``picture``: everything the games' painters draw (seat panels, title
#: bar facts, prompts, toasts).
GAME_PARTS: frozenset[str] = frozenset()


#: Whether the games' words are marked: only for the pseudo-language scan (the no-cut
#: checks measure them as they are drawn).
MARKING = {"on": True}


def mark(text: str) -> str:
    """A game's words taken as translated (empty stays empty)."""
    return f"{OPEN_MARK}{text}{CLOSE_MARK}" if text and MARKING["on"] else text


def marked(parts: tuple[DisplayKit, TableKit]) -> tuple[DisplayKit, TableKit]:
    """A game's table parts (:func:`scenes.registry.table_parts`), its words marked."""
    display, kit = parts
    return display, marked_kit(kit)


def marked_kit(kit: TableKit) -> TableKit:
    """``kit`` with the game's words of :data:`GAME_PARTS` taken as translated."""
    changes: dict[str, Any] = {}
    if "describe" in GAME_PARTS:
        changes["describe"] = lambda event, ui, f=kit.describe: _marked(f(event, ui))
        changes["describe_private"] = lambda event, data, ui, f=kit.describe_private: _marked(
            f(event, data, ui)
        )
    if "controls" in GAME_PARTS:
        changes["controls"] = lambda model, legal, ui, f=kit.controls: [
            dataclasses.replace(
                c, label=mark(c.label), hint=mark(c.hint), tip=c.tip and mark(c.tip)
            )
            for c in f(model, legal, ui)
        ]
    if "tooltip" in GAME_PARTS:
        changes["tooltip"] = lambda *args, f=kit.tooltip: _marked(f(*args))
    return dataclasses.replace(kit, **changes)


class Frame:
    """One table whose game parts are set apart (:data:`GAME_PARTS`)."""

    def __init__(self, app: App, session: GameSession, table: TableScene | None = None) -> None:
        self.app = app
        ui = ui_for(session.spec.id)
        self.table = table or TableScene(
            app, session, *marked(table_parts(ui)), words=ui.option_words
        )
        self.allowed: set[str] = set()
        #: The record of the frames being drawn (see :meth:`frames`).
        self.log: list[str] | None = None
        self.wrap(self.table)

    @classmethod
    def guided(cls, app: App, game: str) -> Frame:
        """The guided first game of ``game`` (its table's game parts set apart too)."""
        from scenes.table.lesson import open_tutorial

        ui = ui_for(game)
        assert ui.tutorial is not None
        table = open_tutorial(
            app, game, ui.tutorial, *marked(table_parts(ui)), words=ui.option_words
        )
        return cls(app, table.session, table)

    def wrap(self, table: TableScene) -> None:
        """Set the game's parts of ``table`` apart (a new table after an undo too)."""
        if "banner" in GAME_PARTS:
            show = table.banner.show

            def marked_show(title: str, lines: list[Any], seconds: float, done: Any) -> None:
                def line(item: Any) -> Any:
                    return mark(item) if isinstance(item, str) else (mark(item[0]), *item[1:])

                show(mark(title), [line(item) for item in lines], seconds, done)

            table.banner.show = marked_show  # type: ignore[method-assign]
        if "picture" in GAME_PARTS:
            draw = table.picture.draw

            def recorded_draw(surface: pygame.Surface) -> None:
                log = self.log  # (a second record_drawn inside one is not supported)
                start = len(log) if log is not None else 0
                draw(surface)
                if log is not None:
                    self.allowed.update(log[start:])

            table.picture.draw = recorded_draw  # type: ignore[method-assign]
        if "options" in GAME_PARTS:
            label = table.chrome.coach.option_label  # type: ignore[union-attr]
            table.chrome.coach.option_label = lambda action, text: mark(  # type: ignore
                label(action, text)
            )

    def frames(self, count: int = 3) -> list[str]:
        """Draw ``count`` frames; what was drawn, in order."""
        with theme.record_drawn() as log:
            self.log = log
            for _ in range(count):
                self.app.invalidate()
                self.app.frame(1 / 60, [])
        self.log = None
        return log

    def found(self, log: list[str]) -> list[str]:
        return unmarked_nested(log, self.allowed)


def _marked(text: str | None) -> str | None:
    return mark(text) if text else text


#: Short games for the runs to the end (two rounds: a round's banner and the game's end).
SHORT = {"nyet": {"rounds": "2"}, "playorpay": {"rounds": 2}}


def session_of(game: str, kinds: list[str], actions: int, seed: int = 11) -> GameSession:
    seats = [Seat("You" if i == 0 else NAMES[i], kind) for i, kind in enumerate(kinds)]
    session = GameSession.new(game, dict(SHORT.get(game, {})), seats, seed)
    stand_in = make_bot(game, "random")
    for _ in range(actions):
        if session.state.is_terminal():
            break
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    return session


def human_turn(game: str, players: int, kinds: list[str] | None = None) -> GameSession:
    """A game some moves in, at the first seat's ("You") turn."""
    kinds = kinds or ["human"] + ["random"] * (players - 1)
    stand_in = make_bot(game, "random")
    seats = [Seat("You" if i == 0 else NAMES[i], kind) for i, kind in enumerate(kinds)]

    def fresh() -> GameSession:
        return GameSession.new(game, {}, seats, 11)

    # The first turn of "You" from move 6 on (a short game: its last turn of "You").
    turns, session = [], fresh()
    while not session.state.is_terminal():
        if session.state.current_player == 0:
            turns.append(session.ply)
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    stop = next((ply for ply in turns if ply >= 6), turns[-1])
    session = fresh()
    while session.ply < stop:
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    return session


def make_app(size: tuple[int, int], lang: str, speed: str = "instant") -> App:
    return headless_app(size, lang, animation_speed=speed, coach_hints=True, colourblind=True)


@pytest.fixture
def pseudo_app() -> Iterator[App]:
    app = make_app((1280, 720), "xx")
    yield app
    app.close()


# What the frame shows, state by state ---------------------------------------------------


def at_a_turn(app: App, game: str, players: int) -> Iterator[tuple[str, Frame, list[str]]]:
    """A person's turn: top bar, log, coach panel, then the recap strip; the undo's note."""
    frame = Frame(app, human_turn(game, players))
    table = frame.table
    table.mode.hold_bots = True
    app.start(table)
    yield "turn", frame, frame.frames()
    table.chrome.coach.toggle()  # type: ignore[union-attr]
    yield "coach", frame, frame.frames()
    table.chrome.coach.toggle()  # type: ignore[union-attr]
    table.chrome.recap.note(0, [mark("You take 5")])
    table.chrome.recap.note(1, [mark("Bo takes 8")])
    table.chrome.recap.note(2, [mark("Cleo: No thanks!")])
    table.chrome.recap.show_for(0)
    yield "recap", frame, frame.frames()
    table.chrome.recap.notice(taken_back_words(mark("You take 8"), 2))
    yield "undo note", frame, frame.frames()


def coach_try_again(app: App, game: str, players: int) -> tuple[Frame, list[str]]:
    """A decision tried again from the review: the coach's "Try it again" note."""
    session = human_turn(game, players)
    legal = session.state.legal_actions()
    session.suggested = (session.ply, session.state.action_text(legal[-1]))
    frame = Frame(app, session)
    frame.table.mode.hold_bots = True
    app.start(frame.table)
    return frame, frame.frames()


def whole_game(app: App, game: str, players: int) -> tuple[Frame, list[str]]:
    """A person against bots to the end at normal speed: the bots' "thinking", the Skip
    button, the log with its round totals, every banner (its hint); the game end."""
    kinds = ["human"] + ["random"] * (players - 1)
    session = session_of(game, kinds, 0)
    frame = Frame(app, session)
    table = frame.table
    over: list[bool] = []
    table.mode.on_game_over = lambda: over.append(True)  # the results are not the frame's
    app.start(table)
    stand_in = make_bot(game, "random")
    log: list[str] = []
    for _ in range(4000):
        if over or app.manager.top is not table:
            break
        with theme.record_drawn() as drawn:
            frame.log = drawn
            app.invalidate()
            app.frame(0.4, [])
        frame.log = None
        log += drawn
        if table.banner.up:
            table.banner.close()
        elif table.human_to_move():
            table.play(bot_move(session.state, stand_in, session.seed, session.ply))
    assert session.state.is_terminal()
    return frame, log


def guided_game(app: App, game: str) -> tuple[Frame, list[str]]:
    """The guided first game played through: its callouts, Next, the closing panel."""
    frame = Frame.guided(app, game)
    table = frame.table
    guide = table.mode.guide
    assert guide is not None
    app.start(table)
    log: list[str] = []
    for _ in range(400):
        with theme.record_drawn() as drawn:
            frame.log = drawn
            app.invalidate()
            app.frame(0.25, [])
        frame.log = None
        log += drawn
        if guide.finished():
            break
        if guide.reading():
            guide.next()
        elif table.human_to_move() and guide.expected() is not None:
            table.try_move(guide.expected())  # type: ignore[arg-type]
    log += frame.frames(1)
    assert guide.finished(), game
    return frame, log


def test_the_frames_words_are_marked_in_the_pseudo_language(pseudo_app: App) -> None:
    app = pseudo_app
    found: dict[str, list[str]] = {}
    for game in own_table_ids():  # the plain table writes the engine's words as they are
        spec = get_game(game)
        for name, frame, log in at_a_turn(app, game, spec.max_players):
            found[f"{name} {game}"] = frame.found(log)
        frame, log = coach_try_again(app, game, spec.min_players)
        found[f"try again {game}"] = frame.found(log)
    frame, log = whole_game(app, "nothanks", 3)
    found["whole game nothanks"] = frame.found(log)
    bad = {name: texts for name, texts in found.items() if texts}
    assert bad == {}, "\n".join(f"{name}: {texts}" for name, texts in bad.items())


def test_rounds_banners_and_the_game_end_are_marked(pseudo_app: App) -> None:
    app = pseudo_app
    app.settings.animation_speed = "fast"
    found = {}
    for game in ("nyet", "playorpay"):
        frame, log = whole_game(app, game, get_game(game).min_players)
        found[game] = frame.found(log)
        assert pseudo("Click or press Enter to continue") in log, game  # a banner was up
    assert {name: texts for name, texts in found.items() if texts} == {}


def test_the_curtain_undo_guide_and_errors_are_marked(pseudo_app: App) -> None:
    app = pseudo_app
    found: dict[str, list[str]] = {}
    # Pass and play: two people, so the curtain hides the table between them.
    frame = Frame(app, session_of("nothanks", ["human", "human", "random", "random"], 0))
    frame.table.mode.hold_bots = True
    app.start(frame.table)
    log = frame.frames()
    frame.table.chrome.recap.note(1, [mark("Bo takes 8")])
    frame.table._raise_curtain(1)
    log = frame.frames()
    assert isinstance(app.manager.top, CurtainScene)
    found["curtain"] = frame.found(log)
    app.manager.pop()
    frame.table.chrome.recap.note(2, [mark("Cleo: No thanks!")])
    frame.table._raise_curtain(0)  # the seat named "You": its own words, the name shown
    log = frame.frames()
    assert pseudo("Next to play") in log and shown_name("You") in log
    found["curtain, You"] = frame.found(log)
    # A real undo: the new table says what it took back.
    frame = Frame(app, human_turn("nothanks", 3))
    app.start(frame.table)
    frame.frames()
    assert frame.table.human_to_move()
    legal = frame.table.session.state.legal_actions()
    frame.table.play(legal[0])
    frame.frames(6)
    old = frame.table
    assert undo(old.ports)
    app.manager.apply_requests()
    new = app.manager.top
    assert isinstance(new, TableScene) and new is not old and new.chrome.recap.text
    frame.wrap(new)
    new.mode.hold_bots = True
    found["after undo"] = frame.found(frame.frames())
    # The guided first game: a callout, then the closing panel.
    for game in GUIDED:
        frame, log = guided_game(app, game)
        found[f"guide {game}"] = frame.found(log)
    # A stopped game.
    table = TableScene(app, human_turn("nothanks", 3), *table_parts(ui_for("nothanks")))
    app.start(table)
    app.frame(1 / 60, [])
    stop_game(app, table.status, pseudo("why"))
    with theme.record_drawn() as log:
        app.frame(1 / 60, [])
    found["error"] = unmarked_nested(log[log.index(pseudo("Something went wrong")) :])
    assert {name: texts for name, texts in found.items() if texts} == {}


def test_the_words_the_games_draw_for_the_frame_are_marked(pseudo_app: App) -> None:
    """Seat badges, "thinking", the shown default name and the round totals are the
    frame's words, drawn by the games' painters: each is marked on its own."""
    words = [
        level_pill("human").text,
        level_pill("hard").text,
        level_pill("hard").short,
        thinking(3),
        shown_name("You"),
        round_totals(2, ["You", "Bo"], [5, -2], [12, 7]),
    ]
    assert unmarked_nested(words) == []
    assert shown_name("Bo") == "Bo"


def test_the_default_name_is_shown_in_each_language() -> None:
    from scenes.core import i18n

    try:
        shown = {}
        for lang in ("en", "de", "fr"):
            i18n.activate(lang)
            shown[lang] = (shown_name("You"), round_totals(1, ["You", "Bo"], [-2, 1.5], [3, 4.5]))
    finally:
        i18n.activate("en")
    assert shown["en"] == ("You", "Totals after round 1: You 3 (−2), Bo 4.5 (+1.5)")
    assert shown["de"] == ("Du", "Stand nach Runde 1: Du 3 (−2), Bo 4,5 (+1,5)")
    assert shown["fr"][0] == "Vous" and "Vous 3 (−2), Bo 4,5 (+1,5)" in shown["fr"][1]


def test_a_change_of_language_writes_the_table_again(pseudo_app: App) -> None:
    from scenes.core import i18n

    app = pseudo_app
    table = TableScene(app, human_turn("nothanks", 3), *table_parts(ui_for("nothanks")))
    table.mode.hold_bots = True
    app.start(table)
    app.frame(1 / 60, [])
    table.chrome.recap.note(0, ["You take 5"])
    table.chrome.recap.note(1, ["Bo takes 8"])
    table.chrome.recap.show_for(0)
    try:
        app.set_language("de")
        app.frame(1 / 60, [])
        assert table.chrome.recap.text == "Seit deinem Zug: Bo takes 8"
        assert table.chrome.menu_button.label.endswith("Menü")
        assert table.chrome.log.title == "Züge"
        assert table.chrome.log.lines[0][0].startswith("No Thanks! — Startwert")
    finally:
        i18n.activate("xx")


# No cut sentence ------------------------------------------------------------------------

SIZES = [(960, 540), (1280, 720)]
CASES = [
    pytest.param((lang, size), id=f"{lang}-{size[0]}x{size[1]}")
    for lang in ("de", "fr", "xx")
    for size in SIZES
]


@pytest.fixture
def lang_app(request: pytest.FixtureRequest) -> Iterator[App]:
    lang, size = request.param
    app = make_app(size, lang)
    MARKING["on"] = False
    try:
        yield app
    finally:
        MARKING["on"] = True
        app.close()


def cuts(app: App, steps: Callable[[], None]) -> list[tuple[str, str]]:
    with theme.record_truncations() as log:
        steps()
    return cut_sentences(log)


@pytest.mark.parametrize("lang_app", CASES, indirect=True)
def test_the_frame_cuts_no_sentence(lang_app: App) -> None:
    app = lang_app
    found: dict[str, list[tuple[str, str]]] = {}
    for game in GAMES:
        spec = get_game(game)

        def turn(game: str = game, players: int = spec.max_players) -> None:
            for _name, _frame, _log in at_a_turn(app, game, players):
                pass

        found[f"turn {game}"] = cuts(app, turn)
        found[f"try again {game}"] = cuts(app, lambda g=game: coach_try_again(app, g, 3))
    found["game"] = cuts(app, lambda: whole_game(app, "nothanks", 3))
    frame = Frame(app, session_of("nothanks", ["human", "human", "random"], 0))

    def curtain() -> None:
        frame.table.mode.hold_bots = True
        app.start(frame.table)
        frame.frames(1)
        frame.table.chrome.recap.note(1, [mark("Bo takes 8 and 3 chips")])
        frame.table._raise_curtain(1)
        frame.frames(2)
        app.manager.pop()
        frame.table.chrome.recap.note(2, [mark("Cleo: No thanks! (pot 3)")])
        frame.table._raise_curtain(0)
        frame.frames(2)

    found["curtain"] = cuts(app, curtain)
    assert {name: cut for name, cut in found.items() if cut} == {}


@pytest.mark.parametrize("lang_app", CASES, indirect=True)
def test_the_banner_and_guide_cut_no_sentence(lang_app: App) -> None:
    app = lang_app
    app.settings.animation_speed = "fast"
    found = {}
    if app.size[0] < 1280:  # the banners are as wide as their words, up to the table's
        found["nyet"] = cuts(app, lambda: whole_game(app, "nyet", 3))
    for game in GUIDED:
        found[f"guide {game}"] = cuts(app, lambda g=game: guided_game(app, g))
    assert {name: cut for name, cut in found.items() if cut} == {}
