"""The No Thanks! table speaks the app's language: in the pseudo-language (``xx``) every
word the No Thanks! modules give the table is marked ``⟦…⟧`` (log lines of every event
kind in both editions, with Hidden Tiger, Amigo and the special cards; prompts, buttons
and their hints and tooltips, the round banner, the title bar, the seat panels, the
special cards' tooltips, the Results breakdown, the review's words and the tutorial),
and in German, French and the pseudo-language no sentence of the table is cut at
960×540 or 1280×720.

The table's generic frame (title bar chrome, log panel, menu, level pills, "(you)")
belongs to :mod:`scenes.table`: the scan of the drawn table looks only at what the No
Thanks! painters draw (:data:`scenes.games.nothanks.kit.TABLE_KIT`'s painters, called one by
one), and allows the frame's own seat-panel words (:func:`frame_words`).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pygame
import pytest

from game.bots import make_bot
from game.events import EventLog, GameEvent
from game.games.nothanks.actions import CardChoice
from game.games.nothanks.rules import TIGER
from game.games.nothanks.special_rules import BID, DECLINE, SIT_OUT
from game.games.nothanks.specials import POOL
from game.play import bot_move
from game.records import Seat
from scenes.app import App
from scenes.core import i18n, theme
from scenes.core.saves import Settings
from scenes.core.session import GameSession
from scenes.games.nothanks import prompts, words
from scenes.games.nothanks.bars import prompt
from scenes.games.nothanks.breakdown import breakdown_lines
from scenes.games.nothanks.controls import controls, tooltip
from scenes.games.nothanks.kit import TABLE_KIT, shown
from scenes.games.nothanks.open_hand import hidden_in_view
from scenes.games.nothanks.panel_words import seat_panel
from scenes.games.nothanks.review_words import decision_words, option_words
from scenes.games.nothanks.specials import SpecialFace, short_label
from scenes.games.nothanks.specials import tooltip as special_tip
from scenes.games.nothanks.tutorial import TUTORIAL
from scenes.navigation import ScreenNavigator
from scenes.plugins import ui_for
from scenes.registry import table_for
from scenes.table.components.seat_panel import level_pill
from scenes.table.facts import more_label
from scenes.table.pieces import you_mark
from scenes.table.scene import TableScene
from tests.scenes.helpers import headless_app
from tests.scenes.test_no_cut_text import NAMES, banner_cuts, bots_only, cut_sentences
from tests.scenes.test_pseudo_language import unmarked

#: (options, players, seed): the editions and variants whose events and tables are read.
GAMES: list[tuple[dict[str, Any], int, int]] = [
    ({}, 3, 3),
    ({"hidden_tiger": True, "amigo": True, "rounds": 2}, 5, 4),
    ({"specials": True, "green": 16, "red": 6, "chips": "open"}, 4, 5),
    ({"specials": True, "green": 16, "red": 6, "hidden_tiger": True}, 3, 6),
    ({"specials": True, "green": 16, "red": 6}, 5, 7),
]


@pytest.fixture
def pseudo() -> Iterator[None]:
    i18n.activate("xx")
    yield
    i18n.activate("en")


def session_of(options: dict[str, Any], players: int, seed: int, you: bool = True) -> GameSession:
    first = "You" if you else "Maximilian"
    kinds = ["human"] + ["medium"] * (players - 1)
    seats = [Seat(first if i == 0 else NAMES[i], kind) for i, kind in enumerate(kinds)]
    return GameSession.new("nothanks", dict(options), seats, seed)


def played(session: GameSession, plies: int | None = None) -> list[GameEvent]:
    """Random moves (to the end, or ``plies`` of them); the events they made."""
    stand_in = make_bot("nothanks", "random")
    events: list[GameEvent] = []
    while not session.state.is_terminal() and (plies is None or session.ply < plies):
        log: EventLog = session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
        events.extend(log)
    return events


# Words, without drawing ---------------------------------------------------------------------


def test_every_log_line_of_every_edition_is_marked(pseudo: None) -> None:
    seen: set[str] = set()
    lines: list[str] = []
    # Seed 31 of the 22-card game: a green card nobody bid on leaves the game (CardLeft).
    for options, players, seed in [*GAMES, (GAMES[4][0], 5, 31)]:
        for you in (True, False):
            session = session_of(options, players, seed, you)
            names = [seat.name for seat in session.seats]
            for event in played(session):
                seen.add(type(event).__name__)
                line = words.describe(event, names.__getitem__)
                if line is not None:
                    lines.append(line)
                for seat in range(players):
                    mine = words.describe_private(event.for_seat(seat), seat, shared=False)
                    if mine is not None:
                        lines.append(mine)
            lines += breakdown_words(session)
    wanted = {kind.__name__ for kind in words._WORDING}  # every kind the log words
    assert wanted <= seen, sorted(wanted - seen)
    assert lines and unmarked(lines) == []


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_german_and_french_log_lines_are_translated(lang: str) -> None:
    """Each log line differs from the English one (the catalogue has every sentence,
    the second person of a seat named You too)."""
    same = []
    try:
        for options, players, seed in GAMES:
            session = session_of(options, players, seed)
            names = [seat.name for seat in session.seats]
            for event in played(session):
                i18n.activate("en")
                english = words.describe(event, names.__getitem__)
                i18n.activate(lang)
                if english is not None and words.describe(event, names.__getitem__) == english:
                    same.append(english)
    finally:
        i18n.activate("en")
    assert same == []


def breakdown_words(session: GameSession) -> list[str]:
    """Every round's breakdown of every seat (the Results rows and their tooltips)."""
    out: list[str] = []
    for result in session.state.round_results():
        for seat in range(session.num_players):
            out += breakdown_lines(result.breakdown[seat])
    return out


def test_prompts_banners_bars_tips_and_cards_are_marked(pseudo: None) -> None:
    texts: list[str] = []
    for you, other in (("You", "Bo"), ("Ann", "You"), ("Ann", "Bo")):
        for pending in ("give", "remove"):
            for mine in (True, False):
                texts += prompts.choice_prompt(pending, you, other, mine)
    for active, pot, mine, bidder in ((1, 0, 3, None), (3, 0, 3, None), (3, 2, 0, "Bo")):
        texts += prompts.green_prompt(active, pot, mine, bidder)
    for bidder in ("You", "Bo", None):
        texts += prompts.green_prompt(3, 2, 4, bidder)
    for last in (1, 2):
        title, lines = prompts.round_banner(last, 2, [3, -1], [10, 1], ["You", "Bo"].__getitem__)
        texts += [title, *lines]
    options = {"chips": "open", "hidden_tiger": True, "amigo": True, "specials": True}
    for fact in prompts.top_bar_bits(1, 2, 1, 7, options) + prompts.top_bar_bits(2, 2, 9, 7, {}):
        texts += [fact.text, fact.short] if fact.short else [fact.text]
    texts += [i18n._(prompts.PEEK_TIP), *(i18n._(tip) for tip in prompts.STACK_TIPS.values())]
    texts += [prompts.tiger_tip(12), hidden_in_view({"chips": [3, 4], "chips_open": False}, 0)[1]]
    for card in POOL:
        face = SpecialFace(card.name)
        texts += [short_label(face), *special_tip(face).split("\n")]
        texts.append(words.card_words(card.name, colour=True))
    texts += [i18n._(step.text) for step in TUTORIAL.steps]
    texts += [i18n._(step.refuse) for step in TUTORIAL.steps if step.refuse]
    texts.append(i18n._(TUTORIAL.ending))
    assert unmarked([text for text in texts if text]) == []


def test_review_words_are_marked(pseudo: None) -> None:
    session = session_of({}, 3, 3)
    played(session, 6)
    view = session.state.view(session.state.current_player)
    legal = list(session.state.legal_actions())
    said = []
    for who in ("You", "Bo"):
        for chosen in legal:
            for best in (None, *legal):
                for points in (0, 1, 7):
                    said.append(decision_words(view, who, chosen, best, points, str))
    moves = [*legal, TIGER, BID, DECLINE, SIT_OUT, CardChoice("give", 17)]
    moves.append(CardChoice("remove", POOL[0].id))
    said += [option_words(move, "notation", str) for move in moves]
    assert unmarked(said) == []


# The drawn table -----------------------------------------------------------------------------


def frame_words(table: TableScene) -> set[str]:
    """What the table frame puts in a No Thanks! seat panel (its level pills, "(you)"),
    and the bots' "thinking" labels: :mod:`scenes.table`'s words, not this area's."""
    ui = table.picture.ui
    allowed = {ui.name(seat) + you_mark(ui.name(seat)) for seat in range(len(ui.names))}
    for kind in ("human", "random", "easy", "medium", "hard"):
        pill = level_pill(kind)
        allowed |= {pill.text, pill.short}
    # A name shortened to fit ("C…"), and the height probe of a panel's score line.
    allowed |= {name[:k] + "…" for name in ui.names for k in range(1, len(name))} | {"Ag"}
    return allowed | set(ui.thinking.values())


def without_frame_marks(text: str) -> str:
    """``text`` without the title bar's "+2 more" (the frame's word for facts left out)."""
    for count in range(1, 12):
        text = text.replace(more_label(count), "")
    return text


def table_texts(app: App, table: TableScene) -> list[str]:
    """Everything the No Thanks! parts give the table now: what its painters draw, its
    buttons (labels, key hints, tooltips), its prompt and its tooltips all over the
    window."""
    picture = table.picture
    model, places, ui, art = picture.model, picture.places, picture.ui, picture.art
    scratch = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    with theme.record_drawn() as drawn:
        for painter in TABLE_KIT.painters:
            painter(scratch, model, places, ui, art)
    frame = frame_words(table)
    texts = [without_frame_marks(text) for text in drawn if text not in frame]
    for control in controls(shown(model, ui), ui.legal, ui) if ui.to_act else ():
        texts += [control.label, control.hint, control.tip or ""]
    asked = prompt(shown(model, ui), ui)
    texts += list(asked or ())
    width, height = app.screen.get_size()
    mouse = ui.mouse
    for x in range(0, width, 32):
        for y in range(0, height, 32):
            ui.mouse = (x, y)
            tip = tooltip(shown(model, ui), places, ui)
            texts += without_frame_marks(tip).split("\n") if tip else []
    ui.mouse = mouse
    for seat in range(model.num_players):
        panel = seat_panel(shown(model, ui), seat)
        texts += [panel.headline, panel.tip, panel.detail]
    return [text for text in texts if text]


def moments(options: dict[str, Any], players: int, seed: int) -> dict[str, int]:
    """Plies worth a look, by name: the start; the human's turns with a green card (bid
    or decline), a card of the display to choose, or a Hidden Tiger to play; the human
    sitting out or holding a Peek; the middle."""
    session = session_of(options, players, seed)
    stand_in = make_bot("nothanks", "random")
    found: dict[str, int] = {"start": 0}
    state = session.state
    while not state.is_terminal():
        model = ui_for("nothanks").display.model_from_view(state.view(0))
        if model.special_part.sitting_out[0]:
            found.setdefault("sitting out", session.ply)
        if model.special_part.peeked is not None:
            found.setdefault("peek", session.ply)
        if state.current_player == 0:
            legal = list(state.legal_actions())
            kinds = {getattr(action, "kind", None) for action in legal}
            if BID in legal or DECLINE in legal:
                found.setdefault("green", session.ply)
            if kinds & {"give", "remove"}:
                found.setdefault("choice", session.ply)
            if TIGER in legal:
                found.setdefault("tiger", session.ply)
            if session.ply > 20:
                found.setdefault("middle", session.ply)
        session.apply(bot_move(state, stand_in, session.seed, session.ply))
    return found


def moments_of(game: tuple[dict[str, Any], int, int]) -> list[tuple[int, int]]:
    """(seed, ply) of each moment of ``game``."""
    options, players, seed = game
    return [(seed, ply) for ply in sorted(set(moments(options, players, seed).values()))]


def special_moments() -> list[tuple[int, int]]:
    """(seed, ply) of a special-cards game (all 22, 5 players) for each moment only that
    edition has: a card of the display to choose, sitting out, a Peek held."""
    options, players, _seed = GAMES[4]
    wanted = {"choice", "sitting out", "peek"}
    out: dict[str, tuple[int, int]] = {}
    for seed in range(1, 60):
        for name, ply in moments(options, players, seed).items():
            if name in wanted and name not in out:
                out[name] = (seed, ply)
        if set(out) == wanted:
            break
    assert set(out) == wanted, sorted(wanted - set(out))
    return sorted(set(out.values()))


def table_at(app: App, options: dict[str, Any], players: int, seed: int, ply: int) -> TableScene:
    session = session_of(options, players, seed)
    played(session, ply)
    table = table_for(app, session)
    assert isinstance(table, TableScene)
    table.mode.hold_bots = True
    app.start(table)
    for _ in range(3):
        app.frame(1 / 60, [])
    return table


@pytest.fixture
def lang_app(request) -> Iterator[App]:
    lang, size = getattr(request, "param", ("xx", (1280, 720)))
    app = headless_app(size, lang, colourblind=True)
    yield app
    app.close()
    i18n.activate("en")


def test_the_table_draws_no_unmarked_words(lang_app: App) -> None:
    app = lang_app
    found: dict[str, list[str]] = {}
    for options, players, seed, ply in looks():
        table = table_at(app, options, players, seed, ply)
        found[f"{options} seed {seed} ply {ply}"] = unmarked(table_texts(app, table))
    table = table_at(app, *GAMES[2], 10_000)  # the game over
    found["game over"] = unmarked(table_texts(app, table))
    assert {name: texts for name, texts in found.items() if texts} == {}


def test_a_language_change_redraws_the_table_words(lang_app: App) -> None:
    app = lang_app
    table = table_at(app, *GAMES[2], 0)
    assert unmarked(table_texts(app, table)) == []
    i18n.activate("de")
    with theme.record_drawn() as drawn:
        app.invalidate()
        app.frame(1 / 60, [])
    assert "Nehmen" in drawn and "Nein danke!" in drawn  # the buttons, in the frame
    german = table_texts(app, table)
    assert not any(i18n.OPEN_MARK in text for text in german)
    assert any("Runde" in text for text in german), german


SIZES = [(960, 540), (1280, 720)]
CASES = [
    pytest.param((lang, size), id=f"{lang}-{size[0]}x{size[1]}")
    for lang in ("de", "fr", "xx")
    for size in SIZES
]


@cache
def looks() -> list[tuple[dict[str, Any], int, int, int]]:
    """(options, players, seed, ply) of every moment looked at: Hidden Tiger with Amigo,
    the special cards with open chips and with Hidden Tiger, and the special-cards-only
    moments (a card to choose, sitting out, a Peek held)."""
    out = []
    for options, players, seed in GAMES[1:4]:
        out += [(options, players, s, ply) for s, ply in moments_of((options, players, seed))]
    options, players, _seed = GAMES[4]
    return out + [(options, players, seed, ply) for seed, ply in special_moments()]


@pytest.mark.parametrize("lang_app", CASES, indirect=True)
def test_the_table_cuts_no_sentence(lang_app: App) -> None:
    app = lang_app
    found: dict[str, list[tuple[str, str]]] = {}
    for options, players, seed, ply in looks():
        with theme.record_truncations() as log:
            table_at(app, options, players, seed, ply)  # drawn a few frames
        found[f"{options} seed {seed} ply {ply}"] = cut_sentences(log)
    assert {name: cut for name, cut in found.items() if cut} == {}


@pytest.mark.parametrize("lang", ["de", "fr", "xx"])
def test_the_round_banners_cut_no_sentence(lang: str) -> None:
    """A whole two-round game of seven bots at 960×540, every round banner drawn."""
    app = App(
        (960, 540),
        headless=True,
        sync_bots=True,
        settings=Settings(animation_speed="fast"),
        sound=False,
        navigator=ScreenNavigator,
        language=lang,
    )
    try:
        assert banner_cuts(app, bots_only("nothanks", 7, {"rounds": 2})) == []
    finally:
        app.close()
        i18n.activate("en")
