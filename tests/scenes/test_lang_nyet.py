"""The Nyet! table speaks the current language.

* In the pseudo-language (``xx``) every word the Nyet! parts draw or say is marked
  ``⟦…⟧``: the painters' text (board, top bar, seats, trick area, prompts, box tips,
  hand marks, the first player's dialog, toasts, sprites) at every phase of random games
  of 2 to 5 players, the finished table, the log lines of every event (public and
  private), the round banners, the buttons' labels, hints and tips, tooltips, coach and
  review words and the Results breakdown. (The rules page, "At the table" included, is
  translated line by line by the rules screen.)
* In German, French and the pseudo-language no sentence the Nyet! parts draw is cut
  short at 960×540 or 1280×720 (the painters at every phase, toasts, round banners, and
  the team and Bonus dialogs with their buttons in the real table scene).
* The tutorial's words are in the catalogue, and the painters draw the new language
  as soon as it changes.

Names as typed and numbers are left unmarked (see ``tests.scenes.test_pseudo_language``).
The generic table (log panel, menu, coach bar) is not the Nyet! parts' and not scanned.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.events import GameEvent
from game.games.nyet.actions import ChooseTeam, Cover, Discard, GiveBonus, PassLeft, Play
from game.games.nyet.events import NyetRoundScored, TermsSet
from game.records import Seat
from game.registry import get_game
from game.rng import Rng
from scenes.core import i18n, theme
from scenes.core.session import GameSession
from scenes.games.nyet import words
from scenes.games.nyet.breakdown import breakdown_lines
from scenes.games.nyet.coach_words import option_words
from scenes.games.nyet.kit import TABLE_KIT
from scenes.games.nyet.model import NyetModel, model_from_view
from scenes.games.nyet.motion import MOTIONS
from scenes.games.nyet.overlays import round_banner_lines
from scenes.games.nyet.review_words import decision_words
from scenes.games.nyet.top_bar import bar_facts
from scenes.games.nyet.tutorial import TUTORIAL
from scenes.games.nyet.ui import NyetUi
from scenes.registry import table_for
from scenes.table.banner import Banner, draw_banner
from scenes.table.facts import more_label
from scenes.table.pieces import you_mark
from tests.scenes.helpers import headless_app
from tests.scenes.test_no_cut_text import NAMES, cut_sentences
from tests.scenes.test_nyet_parts import FakeStage, ui_for
from tests.scenes.test_pseudo_language import unmarked

SIZES = [(960, 540), (1280, 720)]
LANGS = ("de", "fr", "xx")
#: (players, seed) of the random games looked at.
GAMES = [(2, 4), (3, 6), (4, 3), (5, 9)]


#: One art for every drawing (its faces are cached by size).
ART: list[Any] = []


def draw(model: NyetModel, ui: NyetUi, places: Any) -> pygame.Surface:
    """The Nyet! painters on a fresh surface of the ui's size."""
    if not ART:
        ART.append(TABLE_KIT.new_art())
    surface = pygame.Surface(ui.size)
    for painter in TABLE_KIT.painters:
        painter(surface, model, places, ui, ART[0])
    return surface


@pytest.fixture
def speak():
    """Switch the app's language inside a test (English again afterwards)."""
    yield i18n.activate
    i18n.activate("en")


def moves(players: int, seed: int) -> Iterator[tuple[Any, list[GameEvent], int]]:
    """A random game: the state after each move (one object, changed in place), the
    events of that move and the move's number (0: the deal)."""
    state = get_game("nyet").new_state(players, {}, seed)
    rng = Rng(seed)
    yield state, [], 0
    ply = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        events: list[GameEvent] = []
        state.apply(legal[rng.below(len(legal))], events.append)
        ply += 1
        yield state, events, ply


def worth_drawing(state: Any, ply: int, seen: set[tuple[str, bool]]) -> bool:
    """The first sight of each phase for each "is seat 0 to act", and every 23rd move."""
    phase = state.view(0).phase
    key = (phase, state.current_player == 0)
    if key not in seen:
        seen.add(key)
        return True
    return ply % 23 == 0


def toasts_and_banners(
    events: list[GameEvent],
    before: NyetModel,
    after: NyetModel,
    places: Any,
    ui: NyetUi,
    on_draw: Any = None,
) -> tuple[list[list[str]], list[Banner]]:
    """The toasts and round banners the motions of ``events`` show; ``on_draw(model, ui,
    places)`` is called as each motion starts (toast up, pieces in flight, the trick's
    winner glowing)."""
    toasts, banners = [], []
    for event in events:
        motion = MOTIONS.get(type(event))
        if motion is None:
            continue
        stage = FakeStage(before, after, places, ui)
        motion(event.for_seat(0), stage)
        if on_draw is not None:
            if ui.toast is not None:
                ui.toast.alpha = 255
            on_draw(stage.model, ui, places)
        if ui.toast is not None:
            toasts.append(list(ui.toast.lines))
        if isinstance(event, NyetRoundScored):
            lines = round_banner_lines(ui.name, event)
            banners += [Banner(title, lines, 255) for title in stage.banners]
        stage.run()
        ui.toast = None
        ui.sprites.clear()
    return toasts, banners


def table_views(
    players: int, seed: int, size: tuple[int, int], on_draw: Any, on_banner: Any
) -> Iterator[tuple[list[GameEvent], tuple[NyetModel, NyetUi, Any] | None]]:
    """Draw the Nyet! parts (``on_draw(model, ui, places)``) at the moves worth drawing of
    one random game, seat 0 looking (a spectator too, now and then), a board box under
    the mouse in the Nyet! phase, the motions of the first moves (toasts, pieces in
    flight, a trick's winner) and the finished table; give each round banner to
    ``on_banner(banner, ui, places)``. Yields every move's events, and the model, ui and
    places of the moves drawn (None for the others)."""
    seen: set[tuple[str, bool]] = set()
    before = None
    for state, events, ply in moves(players, seed):
        model = model_from_view(state.view(0))
        motions = before is not None and events and (ply < 50 or state.is_terminal())
        scored = any(isinstance(e, NyetRoundScored) for e in events)
        drawing = worth_drawing(state, ply, seen) or state.is_terminal()
        view = None
        if motions or scored or drawing:
            model, ui, places = ui_for(state, 0, size)
            if before is not None and (motions or scored):
                shown = on_draw if motions else None
                for banner in toasts_and_banners(events, before, model, places, ui, shown)[1]:
                    on_banner(banner, ui, places)
            if drawing:
                on_draw(model, ui, places)
                if model.phase == "nyet" and places.boxes:
                    ui.mouse = places.boxes[(1, 3)].center
                    on_draw(model, ui, places)
                    ui.mouse = (0, 0)
                if ply % 2 and not state.is_terminal():
                    on_draw(*ui_for(state, None, size))
            view = (model, ui, places)
        before = model
        yield events, view


# The pseudo-language ------------------------------------------------------------------


def generic(ui: NyetUi) -> set[str]:
    """Words the generic table parts add to the Nyet! painters' (not scanned here): the
    viewer's "(you)" mark, the title bar's "+2 more", the seat panel's measure "Ag"."""
    seat = ui.bottom
    mark = ui.name(seat) + you_mark(ui.name(seat))
    return {mark, "Ag", *(more_label(k) for k in range(1, 9))}


def said_of_events(events: list[GameEvent], players: int) -> list[str]:
    """The log lines (public, and each seat's private ones), the terms toast and the
    Results breakdown of a move's events."""
    names = ("Ann", "Bo", "Cleo", "Dev", "Eli")

    def name(seat: int | None) -> str:
        return names[seat] if seat is not None and 0 <= seat < players else ""

    out = []
    for event in events:
        out.append(words.describe(event, name, players) or "")
        for seat in range(players):
            out.append(words.describe_private(event.for_seat(seat), seat, players, name) or "")
        if isinstance(event, NyetRoundScored):
            for detail in event.breakdown:
                out += breakdown_lines(detail)
        if isinstance(event, TermsSet):
            title, items = words.terms_toast(event, name)
            out += [title, *items]
    return [text for text in out if text]


def said_of(model: NyetModel, ui: NyetUi) -> list[str]:
    """What the Nyet! parts say of a table beyond what they draw: buttons, tooltips, the
    title bar's facts, coach and review words."""
    out = []
    for control in TABLE_KIT.controls(model, ui.legal, ui):
        out += [control.label, control.hint or "", control.tip or ""]
    for action in ui.legal[:6]:
        out.append(option_words(action, "?", ui.name))
        out.append(decision_words(model, "Ann", action, ui.legal[-1], 2, ui.name))
        out.append(decision_words(model, "You", action, None, 0, ui.name))
    for fact in bar_facts(model):
        out += [fact.text, fact.short]
    for card in model.hand[:4]:
        out.append(words.card_tip(card, model))
    for seat in range(model.num_players):
        out.append(words.pile_tip(model, seat, ui.name))
    return [text for text in out if text]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_nyet_table_draws_and_says_no_unmarked_text(app, speak, players, seed) -> None:
    speak("xx")
    found: list[str] = []
    said: list[str] = []
    banners: list[Banner] = []

    def on_draw(model: NyetModel, ui: NyetUi, places: Any) -> None:
        with theme.record_drawn() as log:
            draw(model, ui, places)
        found.extend(unmarked(log, generic(ui)))

    def on_banner(banner: Banner, ui: NyetUi, places: Any) -> None:
        banners.append(banner)

    for events, view in table_views(players, seed, (1280, 720), on_draw, on_banner):
        said += said_of_events(events, players)
        if view is not None:
            said += said_of(view[0], view[1])
    assert banners, "no round was scored"
    for banner in banners:
        said += [banner.title, *(text for text, _colour, _bold in banner.styled_lines())]
    assert sorted(set(found)) == []
    assert sorted(set(unmarked(said))) == []


def test_the_team_and_bonus_dialogs_draw_no_unmarked_text(app, speak) -> None:
    speak("xx")
    found: list[str] = []
    for players, want in DIALOGS[:3]:
        model, ui, places = ui_for(reached(players, want).state, 0)
        with theme.record_drawn() as log:
            draw(model, ui, places)
        assert any(isinstance(a, (ChooseTeam, GiveBonus)) for a in ui.legal)
        found += unmarked(log, generic(ui)) + unmarked(said_of(model, ui))
    assert found == []


def test_the_tutorial_is_in_the_catalogue(speak) -> None:
    speak("de")
    texts = [step.text for step in TUTORIAL.steps] + [step.refuse for step in TUTORIAL.steps]
    texts = [text for text in texts if text] + [TUTORIAL.ending]
    assert [text for text in texts if i18n._(text) == text] == []


def test_the_painters_speak_the_new_language_at_once(app, speak) -> None:
    state = get_game("nyet").new_state(4, {}, 3)
    model, ui, places = ui_for(state, state.current_player)
    with theme.record_drawn() as english:
        draw(model, ui, places)
    speak("xx")
    with theme.record_drawn() as pseudo:
        draw(model, ui, places)
    assert "THE NYET! BOARD" in english and "THE NYET! BOARD" not in pseudo
    assert unmarked(pseudo, generic(ui)) == []


# No cut text --------------------------------------------------------------------------

CASES = [
    pytest.param(lang, size, id=f"{lang}-{size[0]}x{size[1]}") for lang in LANGS for size in SIZES
]


@pytest.mark.parametrize(("lang", "size"), CASES)
def test_the_nyet_parts_cut_no_sentence(app, speak, lang, size) -> None:
    speak(lang)
    cut: list[tuple[str, str]] = []
    scratch = pygame.Surface(size)

    def on_draw(model: NyetModel, ui: NyetUi, places: Any) -> None:
        with theme.record_truncations() as log:
            draw(model, ui, places)
        cut.extend(log)

    def on_banner(banner: Banner, ui: NyetUi, places: Any) -> None:
        with theme.record_truncations() as log:
            centre, width = TABLE_KIT.banner_frame(places, ui)
            draw_banner(scratch, banner, centre, width, ui.s)
        cut.extend(log)

    for players, seed in (GAMES[0], GAMES[-1]):  # the set-aside cards; the fullest table
        for _view in table_views(players, seed, size, on_draw, on_banner):
            pass
    assert cut_sentences(cut) == []


def reached(players: int, want: Any) -> GameSession:
    """A game with "You" in seat 0 played at random until "You" may choose as ``want``."""
    seats = [
        Seat(NAMES[i] if i else "You", "human" if i == 0 else "random") for i in range(players)
    ]
    for seed in range(1, 40):
        session = GameSession.new("nyet", {}, seats, seed)
        rng = Rng(seed)
        while not session.state.is_terminal():
            legal = session.state.legal_actions()
            if session.state.current_player == 0 and any(want(a) for a in legal):
                return session
            session.apply(legal[rng.below(len(legal))])
    raise AssertionError("never reached")


#: The first player's choices (team of 5 and of 3, the Bonus card), then any other move.
DIALOGS = (
    (5, lambda a: isinstance(a, ChooseTeam)),
    (3, lambda a: isinstance(a, ChooseTeam)),
    (5, lambda a: isinstance(a, GiveBonus)),
    (4, lambda a: isinstance(a, (Cover, Discard, PassLeft, Play))),
)


@pytest.mark.parametrize(("lang", "size"), CASES)
def test_the_dialogs_and_their_buttons_cut_no_sentence(lang, size) -> None:
    app = headless_app(size, lang)
    try:
        cut: list[tuple[str, str]] = []
        for players, want in DIALOGS:
            table = table_for(app, reached(players, want), autosave=False)
            table.mode.hold_bots = True
            with theme.record_truncations() as log:
                app.start(table)
                for _ in range(3):
                    app.frame(1 / 60, [])
            cut.extend(log)
        assert cut_sentences(cut) == []
    finally:
        app.close()
        i18n.activate("en")
