"""No English left on any screen (issue 55 item 11), names filled into sentences included.

The pseudo-language scan of ``test_pseudo_language.py`` finds text drawn outside
``⟦…⟧``; a value filled into a translated sentence is inside its marks, so a stored
English name shown there ("⟦You & Bo win!⟧", "⟦Hard bot (hard)⟧") passed it. Here the
pseudo-language also writes every letter of the English text in its full-width form
(``Ｎｅｗ ｇａｍｅ``, placeholders kept), so a plain letter left on screen is one that
never went through the catalogue, wherever it is drawn: the scan fails on it unless it
belongs to a name as typed (:data:`KEPT`: the seats' names, the games' and the app's
titles) or a key's letter.

The screens: the menu, Settings, New game, the rules pages, Learn to play, Load,
Statistics, the dialogs, every game's table, Results, a daily's results (its headline
names the person and a partner: "You & Cleo win!"), Replays with a daily and its
duplicate (the hard bot's game), the replay viewer of every game and of the hard bot's
game (the table under it included), and the review. Every seat of the person is the
stored default name "You", shown through :func:`scenes.core.phrases.shown_name`. A game
played at the plain table (no table of its own) shows its engine's words there: its
table and replay are left out.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from functools import partial

import pygame
import pytest

from game.daily import DUPLICATE_SEAT_NAME, daily_setup, play_duplicate, today_utc
from game.registry import get_game
from scenes.app import App
from scenes.core import i18n, theme
from scenes.core.dialogs import SaveAsDialog, confirm
from scenes.core.phrases import shown_name
from scenes.core.saves import save_as, write_autosave
from scenes.core.scene_stack import Scene
from scenes.registry import table_for
from tests.scenes.game_cases import own_table_ids
from tests.scenes.helpers import headless_app, press
from tests.scenes.test_no_cut_text import GAMES, finished, in_play
from tests.scenes.test_pseudo_language import KEPT

#: A letter of the source text as the strict pseudo-language writes it (full width).
FULL_WIDTH = str.maketrans(
    {c: chr(ord(c) + 0xFEE0) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"}
)
PLACEHOLDER = re.compile(r"(\{[^{}]*\})")
#: A plain (untranslated) letter.
PLAIN = re.compile(r"[A-Za-z]")
#: Texts drawn as they are: a key's letter on a button ("V", "F2"), a card's corner
#: index (the pseudo-language keeps the English one: its marks would not fit).
KEYS_AND_CORNERS = re.compile(r"(?:[A-Z]|F\d+|\d+[A-Z]?)")
#: Names as typed and titles, each a whole word or words.
NAMES = re.compile(r"\b(?:" + "|".join(re.escape(word) for word in KEPT) + r")(?!\w)")
SAVE_NAMES = ("Friday night",)
#: The games whose tables and replays are scanned: those with a table of their own (the
#: plain table writes the engine's own words, the view's fields and the notation).
OWN_TABLES = own_table_ids()


def strict_pseudo(message: str) -> str:
    """The pseudo-language's marks around ``message`` with its letters (not its
    placeholders) in full width."""
    parts = PLACEHOLDER.split(message)
    shown = "".join(p if PLACEHOLDER.fullmatch(p) else p.translate(FULL_WIDTH) for p in parts)
    return ORIGINAL_PSEUDO(shown)


ORIGINAL_PSEUDO = i18n.pseudo


def english_left(drawn: list[str], allowed: tuple[str, ...] = ()) -> list[str]:
    """The texts of ``drawn`` holding a plain letter once names, titles, ``allowed``
    words and keys' letters are taken out."""
    found = []
    for text in drawn:
        rest = NAMES.sub(" ", text)
        for word in allowed:
            rest = rest.replace(word, " ")
        if KEYS_AND_CORNERS.fullmatch(rest.strip()):
            continue
        if PLAIN.search(rest):
            found.append(text)
    return sorted(set(found))


@pytest.fixture
def strict_app(monkeypatch) -> Iterator[App]:
    monkeypatch.setattr(i18n, "pseudo", strict_pseudo)
    app = headless_app((1280, 720), "xx")
    yield app
    app.close()


def frames(app: App, count: int = 3) -> None:
    for _ in range(count):
        app.invalidate()
        app.frame(1 / 60, [])


def drawn(app: App, make: Callable[[], Scene], count: int = 3, push: bool = False) -> list[str]:
    """What a screen draws in its first frames (started, or pushed over the stack)."""
    with theme.record_drawn() as log:
        scene = make()
        if push:
            app.manager.push(scene)
        else:
            app.start(scene)
        frames(app, count)
    return log


def first_screens(app: App) -> dict[str, list[str]]:
    from scenes.screens.learn import LearnScene
    from scenes.screens.load import LoadScene
    from scenes.screens.menu import MainMenu
    from scenes.screens.results import ResultsScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.setup import SetupScene

    write_autosave(in_play("nyet", 4))
    save_as(finished("nothanks", 4), SAVE_NAMES[0])
    found = {
        "menu": english_left(drawn(app, lambda: MainMenu(app))),
        "settings": english_left(drawn(app, lambda: SettingsScene(app))),
        "learn": english_left(drawn(app, lambda: LearnScene(app))),
        "load": english_left(drawn(app, lambda: LoadScene(app)), SAVE_NAMES),
    }
    for game in GAMES:
        spec = get_game(game)
        found[f"setup {game}"] = english_left(
            drawn(app, lambda g=game, n=spec.min_players: SetupScene(app, g, n))
        )
        found[f"rules {game}"] = english_left(drawn(app, lambda g=game: RulesScene(app, g)))
        found[f"results {game}"] = english_left(
            drawn(app, lambda g=game, n=spec.min_players: ResultsScene(app, finished(g, n)))
        )
        if game not in OWN_TABLES:
            continue  # the plain table: the engine's own words, as they are
        table = table_for(app, in_play(game, spec.min_players + 1, actions=6))
        table.mode.hold_bots = True
        found[f"table {game}"] = english_left(drawn(app, lambda t=table: t))
    return found


def dialogs(app: App) -> dict[str, list[str]]:
    table = table_for(app, in_play("nothanks", 4, actions=0))
    table.mode.hold_bots = True
    app.start(table)
    frames(app, 1)
    with theme.record_drawn() as log:
        press(app, pygame.K_ESCAPE)  # the pause menu
    found = {"pause menu": english_left(log)}
    found["save as"] = english_left(
        drawn(app, lambda: SaveAsDialog(app, SAVE_NAMES[0], lambda name: None), 1, push=True),
        SAVE_NAMES,
    )
    found["confirm"] = english_left(
        drawn(app, lambda: confirm(app, i18n._("Leave the game?"), "", lambda: None), 1, True),
        SAVE_NAMES,  # the dialog under it
    )
    return found


def daily_won_with_a_partner() -> object:
    """Today's Nyet! daily played to its end by random moves, one where "You" wins with
    a partner (the headline names both)."""
    from scenes.screens.daily_data import daily_session

    for seed in range(60):
        session = daily_session(daily_setup("nyet", today_utc()), "You", ranked=True)
        rng = random.Random(seed)
        while not session.state.is_terminal():
            session.apply(rng.choice(session.state.legal_actions()))
        scores = session.state.scores()
        winners = [seat for seat, score in enumerate(scores) if score == max(scores)]
        if 0 in winners and len(winners) > 1:
            return session
    raise AssertionError("no daily won by You and a partner")


def daily_screens(app: App, monkeypatch) -> dict[str, list[str]]:
    import scenes.screens.daily_data as daily_data
    import scenes.screens.duplicate_run as duplicate_run
    from scenes.replay.picker import ReplaysScene, records_dir
    from scenes.screens.daily import DailyScene
    from scenes.screens.daily_results import DailyResultsScene
    from scenes.screens.statistics import StatisticsScene

    monkeypatch.setattr(daily_data, "available_levels", lambda game_id: ("random",))
    monkeypatch.setattr(duplicate_run, "play_duplicate", partial(play_duplicate, iterations=4))
    found = {"daily": english_left(drawn(app, lambda: DailyScene(app)))}
    session = daily_won_with_a_partner()
    results = DailyResultsScene(app, session)  # keeps the daily and plays its duplicate
    found["daily results"] = english_left(drawn(app, lambda: results))
    assert results.title.startswith(i18n._("You & {names} win!")[:4])  # "You" and a partner
    assert results.run.bot_record is not None
    with theme.record_drawn() as log:
        results.show_bot_game()
        frames(app)
    found["the hard bot's game"] = english_left(log)
    folder = str(records_dir())  # "Records are also read from <folder>"
    log = drawn(app, lambda: ReplaysScene(app), 6)
    hard_bot = shown_name(DUPLICATE_SEAT_NAME)
    assert any(hard_bot in text for text in log)  # the duplicate's row is listed
    found["replays"] = english_left(log, (folder, *SAVE_NAMES))
    found["statistics"] = english_left(drawn(app, lambda: StatisticsScene(app)))
    return found


def replays(app: App) -> dict[str, list[str]]:
    from scenes.replay.open import open_replay
    from scenes.screens.menu import MainMenu

    found = {}
    for game in OWN_TABLES:  # the plain table shows the engine's own words
        session = finished(game, get_game(game).min_players + 1)
        app.start(MainMenu(app))
        with theme.record_drawn() as log:
            assert open_replay(app, session.record(), SAVE_NAMES[0], session.ply // 2)
            frames(app)
            viewer = app.manager.top
            viewer.toggle_hands()
            viewer.cursor.step_forward()
            frames(app)
        found[f"replay {game}"] = english_left(log, SAVE_NAMES)
    return found


def review(app: App, monkeypatch) -> list[str]:
    """The review of a finished game, every decision listed."""
    from scenes.replay.review import ReviewScene

    monkeypatch.setattr(ReviewScene, "default_iterations", 20)
    record = finished("nothanks", 3, seed=5).record()
    screen = ReviewScene(app, record, None, SAVE_NAMES[0], lambda review, step: None)
    with theme.record_drawn() as log:
        app.start(screen)
        for _ in range(400):
            app.frame(1 / 60, [])
            if screen.run.review is not None:
                break
        screen.toggle_all()
        frames(app)
    return english_left(log, SAVE_NAMES)


def test_no_screen_shows_english_in_the_strict_pseudo_language(strict_app, monkeypatch) -> None:
    app = strict_app
    found = first_screens(app)
    found |= dialogs(app)
    found |= daily_screens(app, monkeypatch)
    found |= replays(app)
    bad = {name: texts for name, texts in found.items() if texts}
    assert bad == {}, "\n".join(f"{name}: {texts}" for name, texts in bad.items())


def test_the_review_shows_no_english_in_the_strict_pseudo_language(strict_app, monkeypatch) -> None:
    assert review(strict_app, monkeypatch) == []


def test_the_strict_scan_finds_a_stored_name_in_a_sentence(strict_app) -> None:
    said = i18n._("{names} win!").format(names="You & Bo")
    assert english_left([said]) == [said]
    assert english_left([i18n._("Game over"), "Ann", "No Thanks!", "V", "F2", "10"]) == []
