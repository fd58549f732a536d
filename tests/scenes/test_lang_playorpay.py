"""The Play or Pay table in German, French and the pseudo-language.

* Pseudo-language (``xx``, every translated string marked ``⟦…⟧``): the table's own
  painters (top bar facts, board and lane labels, pot or Sevens order, the seats' panels,
  the own panel and its prompts) draw no unmarked text in many states of the token game,
  two decks and Sevens; its buttons, tooltips, every log line and round panel of whole
  games, the results breakdown and total heading, the review's and the coach's words are
  all marked. Names and numbers may stay unmarked, and so may the generic table's own
  words (the level pills, the "(you)" mark), which are not this table's.
* No cut sentence: the same table states, and every round panel of a game, drawn in
  de, fr and xx at 960×540 and 1280×720.
* The tutorial's callouts are in the catalogue, translated in German and French.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.bots import make_bot
from game.events import EventLog
from game.games.playorpay.actions import PASS, PAY, Play
from game.games.playorpay.events import RoundEnded
from game.play import bot_move
from game.records import Seat
from game.rng import Rng
from scenes.app import App
from scenes.core import i18n, theme
from scenes.core.i18n import activate, current
from scenes.core.session import GameSession
from scenes.games.playorpay import words
from scenes.games.playorpay.board import board_tip
from scenes.games.playorpay.card_names import card_label, rank_label, suit_name
from scenes.games.playorpay.choices import controls, own_message, plays_by_card
from scenes.games.playorpay.places import SUIT_ROWS, lane_rect, lanes_of
from scenes.games.playorpay.review_words import decision_words
from scenes.games.playorpay.seats import seat_tip
from scenes.games.playorpay.tutorial import TUTORIAL
from scenes.plugins import ui_for
from scenes.registry import table_for
from scenes.screens.results import ResultsScene
from scenes.table.components.seat_panel import level_pill
from scenes.table.pieces import you_mark
from scenes.table.scene import TableScene
from tests.scenes.helpers import headless_app
from tests.scenes.test_no_cut_text import banner_cuts, cut_sentences, finished
from tests.scenes.test_pseudo_language import unmarked

GAME = "playorpay"
NAMES = ("You", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")
LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"


def make_app(lang: str, size: tuple[int, int]) -> App:
    return headless_app(size, lang, colourblind=True, auto_forced=False)


@pytest.fixture
def pseudo_app() -> Iterator[App]:
    app = make_app("xx", (1280, 720))
    yield app
    app.close()


# Table states -------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """A table state: the human seat 0 (named ``first``) at a moment ``wanted`` says."""

    name: str
    players: int
    options: dict[str, Any]
    wanted: Callable[[GameSession], bool]
    first: str = "You"
    seed: int = 11


def _to_act(session: GameSession) -> bool:
    return not session.state.is_terminal() and session.state.current_player == 0


def _plays(session: GameSession) -> bool:
    return _to_act(session) and isinstance(session.state.legal_actions()[0], Play)


def _must(action: Any) -> Callable[[GameSession], bool]:
    return lambda session: _to_act(session) and session.state.legal_actions()[0] == action


def _later(ply: int, then: Callable[[GameSession], bool]) -> Callable[[GameSession], bool]:
    return lambda session: session.ply >= ply and then(session)


def _sevens_order(session: GameSession) -> bool:
    return _plays(session) and bool(session.state.view(0).finish_order)


CASES = (
    Case("start", 4, {}, lambda session: True),
    Case("start, seat named Ann", 3, {}, lambda session: True, first="Ann"),
    Case("your turn", 4, {}, _later(8, _plays)),
    Case("pay", 4, {}, _must(PAY)),
    Case("pass with no tokens", 3, {"tokens": 1, "rounds": 12}, _must(PASS)),
    Case("two decks", 8, {}, _later(20, _plays)),
    Case("sevens", 4, {"sevens": True}, _later(4, _plays)),
    Case("sevens pass", 3, {"sevens": True}, _must(PASS)),
    Case("sevens order", 6, {"sevens": True}, _sevens_order),
    Case("waiting", 5, {}, _later(30, lambda session: not _to_act(session))),
)


def session_at(case: Case) -> GameSession:
    """A game played by random moves (the human's too) up to the case's moment."""
    names = (case.first, *NAMES[1 : case.players])
    kinds = ["human"] + ["easy", "medium", "hard", "random"] * 2
    seats = [Seat(name, kinds[i]) for i, name in enumerate(names)]
    stand_in = make_bot(GAME, "random")
    for seed in range(case.seed, case.seed + 40):
        session = GameSession.new(GAME, dict(case.options), seats, seed)
        while not session.state.is_terminal():
            if case.wanted(session):
                return session
            session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    raise AssertionError(f"{case.name}: never reached")


def open_table(app: App, case: Case) -> TableScene:
    table = table_for(app, session_at(case), autosave=False)
    table.mode.hold_bots = True
    app.start(table)
    for _ in range(3):
        app.frame(1 / 60, [])
    return table


def picked_twice(table: TableScene) -> None:
    """Select a card that fits two places, if there is one (its prompt asks which)."""
    ui = table.picture.ui
    for card, plays in plays_by_card(ui).items():
        if len(plays) > 1:
            ui.selected = card  # type: ignore[attr-defined]
            return


def generic_words(table: TableScene) -> set[str]:
    """What the generic table draws in a seat panel (not this table's words)."""
    ui = table.picture.ui
    kinds = ("human", "random", "easy", "medium", "hard")
    allowed = {pill.text for pill in map(level_pill, kinds)}
    allowed |= {pill.short for pill in map(level_pill, kinds)}
    allowed |= {name + you_mark(name) for name in ui.names}
    allowed |= set(ui.thinking.values())
    return allowed | {"Ag", "thinking..."}  # the seat panel's measures


def painted(table: TableScene, app: App) -> list[str]:
    """Every text this table's painters draw (fresh art: nothing drawn from a cache)."""
    picture = table.picture
    surface = pygame.Surface(app.screen.get_size())
    art = table.kit.new_art()
    with theme.record_drawn() as log:
        for paint in table.kit.painters:
            paint(surface, picture.model, picture.places, picture.ui, art)
    return log


def said(table: TableScene) -> list[str]:
    """The table's words that are not painted: buttons and their tips, the prompt, and
    the tooltips of every lane, seat, the pot and the top bar."""
    picture = table.picture
    model, places, ui = picture.model, picture.places, picture.ui
    out: list[str] = []
    for control in controls(model, ui.legal, ui):
        out += [control.label, control.tip or "", control.hint or ""]
    out.append(own_message(model, ui)[0])
    geo = lanes_of(places, model)
    for row in range(len(SUIT_ROWS)):
        for lane in range(model.decks):
            out.append(board_tip(model, places, lane_rect(places, geo, row, lane).center) or "")
    out += [seat_tip(model, ui, seat) for seat in range(model.num_players)]
    for rect in (places.pot, *places.seats.values(), places.frame.bar):
        ui.mouse = rect.center
        out.append(table.kit.tooltip(model, places, ui) or "")
    return [text for text in out if text]


def test_the_table_draws_no_unmarked_text(pseudo_app: App) -> None:
    app = pseudo_app
    found: dict[str, list[str]] = {}
    for case in CASES:
        table = open_table(app, case)
        picked_twice(table)
        allowed = generic_words(table)
        found[case.name] = unmarked(painted(table, app), allowed)
        found[f"{case.name}: tips"] = unmarked(said(table))
    bad = {name: texts for name, texts in found.items() if texts}
    assert bad == {}, "\n".join(f"{name}: {texts}" for name, texts in bad.items())


# Log lines, round panels, results, review: whole games --------------------------------


def play_out(players: int, options: dict[str, Any], first: str, seed: int) -> tuple[Any, EventLog]:
    names = [first, *NAMES[1:players]]
    session = GameSession.new(GAME, options, [Seat(n, "random") for n in names], seed)
    events = EventLog()
    rng = Rng(seed)
    state = session.state
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))], events)
    return names, events


GAMES = (
    (4, {}, "You", 3),
    (5, {}, "Ann", 4),
    (3, {"tokens": 2, "rounds": 12}, "You", 5),
    (4, {"sevens": True}, "You", 6),
    (6, {"sevens": True}, "Ann", 7),
)


def game_words() -> Iterator[str]:
    """Every log line and round panel of a few whole games (each variant, one and two
    decks, a seat named You and not)."""
    for players, options, first, seed in GAMES:
        names, events = play_out(players, dict(options), first, seed)
        for event in events:
            yield words.event_line(event, names.__getitem__) or ""
            if isinstance(event, RoundEnded):
                title, lines = words.round_end_banner(event, names.__getitem__, (True,) * players)
                yield title
                yield from (text for text, _ in lines)


def test_log_lines_and_round_panels_are_marked(pseudo_app: App) -> None:
    wrong = [line for line in game_words() if unmarked([line])]
    assert wrong == []


def test_results_breakdown_total_and_review_words_are_marked(pseudo_app: App) -> None:
    app = pseudo_app
    found: list[str] = []
    for options in ({}, {"sevens": True}):
        session = finished(GAME, 3, options=dict(options))
        results = ResultsScene(app, session)
        with theme.record_drawn() as log:
            app.start(results)
            app.frame(1 / 60, [])
        found += unmarked(log)
        for k in range(len(results.standings.rounds)):
            for seat in range(session.num_players):
                found += unmarked(results.standings.lines_for(k, seat))
        found += unmarked([ui_for(GAME).total_heading(options)])
    state = session_at(CASES[2]).state
    view = state.view(0)
    legal = state.legal_actions()
    plug = ui_for(GAME)
    name = NAMES.__getitem__
    for who in ("You", "Ann"):
        for chosen in (*legal[:2], PAY, PASS):
            for best, points in ((None, 0), (legal[-1], 0), (PAY, 3), (PASS, 1)):
                found += unmarked([decision_words(view, who, chosen, best, points, name)])
    for action in (*legal, PAY, PASS):
        found += unmarked([plug.option_words(action, str(action), name)])
    assert found == []


def test_card_names_follow_the_language() -> None:
    before = current()
    try:
        activate("de")
        assert [rank_label(r) for r in (0, 10, 11, 12)] == ["A", "B", "D", "K"]
        assert card_label(13 + 10) == "B♦"  # the jack of diamonds
        assert suit_name(0) == "Kreuz"
        activate("fr")
        assert [rank_label(r) for r in (0, 10, 11, 12)] == ["A", "V", "D", "R"]
        assert suit_name(2) == "cœur"
        activate("en")
        assert card_label(13 + 10) == "J♦" and suit_name(3) == "spades"
    finally:
        activate(before)


def test_sentences_about_you_use_the_second_person_in_german_and_french() -> None:
    before = current()
    try:
        for lang, you in (("de", "Du "), ("fr", "Vous ")):
            activate(lang)
            said = [line for line in game_words() if not line.startswith("You  ")]  # a row
            lines = [line for line in said if line.startswith(("You ", "Du ", "Vous "))]
            assert lines and all(line.startswith(you) for line in lines), lang
    finally:
        activate(before)


def test_the_tutorial_is_translated() -> None:
    texts = [TUTORIAL.ending]
    for step in TUTORIAL.steps:
        texts += [step.text, *([step.refuse] if step.refuse else [])]
    for lang in ("de", "fr"):
        catalogue = i18n.load(lang)  # the shared and each game's catalogue, as the app reads
        missing = [text for text in texts if catalogue.gettext(text) == text]
        assert missing == [], lang


# No cut text in German, French and the pseudo-language ----------------------------------

SIZES = [(960, 540), (1280, 720)]
LANG_CASES = [
    pytest.param(lang, size, id=f"{lang}-{size[0]}x{size[1]}")
    for lang in ("de", "fr", "xx")
    for size in SIZES
]


@pytest.mark.parametrize(("lang", "size"), LANG_CASES)
def test_the_table_cuts_no_sentence(lang: str, size: tuple[int, int]) -> None:
    app = make_app(lang, size)
    found: dict[str, list[tuple[str, str]]] = {}
    try:
        for case in CASES:
            table = open_table(app, case)
            picked_twice(table)
            with theme.record_truncations() as log:
                table.picture.art = table.kit.new_art()
                for _ in range(2):
                    app.invalidate()
                    app.frame(1 / 60, [])
            found[case.name] = cut_sentences(log)
    finally:
        app.close()
    assert {name: cut for name, cut in found.items() if cut} == {}


@pytest.mark.parametrize("lang", ["de", "fr", "xx"])
def test_round_panels_cut_no_sentence(lang: str) -> None:
    """Every round panel of a short token game and a Sevens game, at 960×540."""
    app = make_app(lang, (960, 540))
    app.settings.animation_speed = "fast"
    try:
        found = []
        for players, options in ((8, {"rounds": 2}), (4, {"sevens": True, "rounds": 2})):
            seats = [Seat(NAMES[i] if i else "Maximilian", "random") for i in range(players)]
            found += banner_cuts(app, GameSession.new(GAME, options, seats, 5))
    finally:
        app.close()
    assert found == []


def test_the_board_and_the_faces_redraw_in_a_new_language(pseudo_app: App) -> None:
    """The board's cached layers and the card faces are kept per language: after a
    change the same art draws the lanes' rank letters anew."""
    app = pseudo_app
    table = open_table(app, CASES[2])
    picture = table.picture
    surface = pygame.Surface(app.screen.get_size())
    art = table.kit.new_art()
    before = current()
    faces = []
    try:
        for lang, jack in (("en", "J"), ("de", "B"), ("fr", "V")):
            faces.append(art.face(10, 60))
            activate(lang)
            with theme.record_drawn() as log:
                for paint in table.kit.painters:
                    paint(surface, picture.model, picture.places, picture.ui, art)
            assert jack in log, lang
    finally:
        activate(before)
    assert len({id(face) for face in faces}) == 3  # a face per language
