"""Issue 31 for the rules pages, Load, Replays, Learn to play, the review and the replay
viewer: in the pseudo-language (``xx``) they draw no text that skipped the catalogue, and
in German, French and ``xx`` they cut no sentence at 960×540 and 1280×720. Every line
of every game's rules page has a German and a French translation, and the self-test
fails plainly on a missing or broken catalogue.

The game tables' own words (the move list's log lines, the review's decision sentences
and move names, the open hands' notes) come from the tables' plugins and are held to
the scan here too. The table under the replay is scanned with the tables.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date
from functools import cache
from pathlib import Path

import pytest

from game.records import Record
from game.registry import all_games
from game.review import FINE, Review, review_record
from scenes.app import App
from scenes.core import theme
from scenes.core.saves import save_as, write_autosave
from scenes.replay.open import open_replay
from scenes.replay.picker import ReplaysScene
from scenes.replay.review import ReviewScene
from scenes.replay.viewer import ReplayScene
from scenes.screens.learn import LearnScene
from scenes.screens.load import LoadScene
from scenes.screens.rules import RULES_CONTEXT, RulesScene
from scenes.screens.rules_text import rules_text
from tests.scenes.helpers import headless_app
from tests.scenes.test_no_cut_text import GAMES, cut_sentences, finished, in_play, show
from tests.scenes.test_pseudo_language import drawn, unmarked

ROOT = Path(__file__).resolve().parents[2]
SIZES = [(960, 540), (1280, 720)]
CASES = [
    pytest.param((lang, size), id=f"{lang}-{size[0]}x{size[1]}")
    for lang in ("de", "fr", "xx")
    for size in SIZES
]
REVIEW_BUDGET = 30  # search iterations per decision: quick
#: Buttons' key hints that are one key's letter (the same key in every language).
KEYS = {"F2", "O", "P", "R", "S", "T", "V"}
#: Save names as typed.
SAVE_NAMES = {"Friday night", "A rather long name for a saved game"}


def make_app(lang: str, size: tuple[int, int]) -> App:
    return headless_app(size, lang, colourblind=True)


@pytest.fixture
def lang_app(request) -> Iterator[App]:
    app = make_app(*request.param)
    yield app
    app.close()


@pytest.fixture
def pseudo_app() -> Iterator[App]:
    app = make_app("xx", (1280, 720))
    yield app
    app.close()


@cache
def reviewed() -> tuple[Record, Review]:
    """A short finished No Thanks! game with the review of its person's seat."""
    record = finished("nothanks", 3, seed=5).record()
    return record, review_record(record, iterations=REVIEW_BUDGET)


def saves() -> None:
    """An autosave in play and two named saves, one finished."""
    write_autosave(in_play("nyet", 5))
    save_as(finished("nothanks", 4), "Friday night")
    save_as(in_play("playorpay", 8), "A rather long name for a saved game")


def review_screen(app: App, record: Record) -> ReviewScene:
    return ReviewScene(app, record, None, "Friday night", lambda review, step: None)


def finish_review(app: App, screen: ReviewScene) -> None:
    for _ in range(400):
        app.frame(1 / 60, [])
        if screen.run.review is not None:
            break
    app.frame(1 / 60, [])


def open_viewer(app: App, open_hands: bool = True) -> ReplayScene:
    record, review = reviewed()
    rated = [d for d in review.decisions if d.rating != FINE] or review.decisions
    assert open_replay(app, record, "Friday night", rated[0].step, review=review)
    app.frame(1 / 60, [])
    viewer = app.manager.top
    assert isinstance(viewer, ReplayScene)
    if open_hands:
        viewer.toggle_hands()
    return viewer


def viewer_drawn(app: App, viewer: ReplayScene, monkeypatch) -> list[str]:
    """What the viewer draws around its table (the table itself drawn by its plugin)."""
    from scenes.table.scene import TableScene

    monkeypatch.setattr(TableScene, "draw", lambda self, surface: None)
    with theme.record_drawn() as log:
        for _ in range(3):
            app.invalidate()
            app.frame(1 / 60, [])
        viewer.cursor.step_back()
        app.frame(1 / 60, [])
    return log


# Pseudo-language --------------------------------------------------------------------
def test_the_rules_pages_draw_no_unmarked_text(pseudo_app: App) -> None:
    app = pseudo_app
    found = {}
    for game in GAMES:
        scene = RulesScene(app, game)
        found[game] = unmarked(drawn(app, lambda s=scene: s), KEYS)
        # the whole page, in order (a scrolled frame starts inside a wrapped line)
        found[f"{game} page"] = unmarked([text for text, _kind in scene.lines])
    assert {name: texts for name, texts in found.items() if texts} == {}


def test_load_replays_and_learn_draw_no_unmarked_text(pseudo_app: App) -> None:
    app = pseudo_app
    saves()
    found = {"load": unmarked(drawn(app, lambda: LoadScene(app)), KEYS | SAVE_NAMES)}
    replays = ReplaysScene(app)
    found["replays"] = unmarked(drawn(app, lambda: replays, frames=6), KEYS)
    found["learn"] = unmarked(drawn(app, lambda: LearnScene(app)), KEYS)
    assert {name: texts for name, texts in found.items() if texts} == {}


def test_the_review_and_the_viewer_draw_no_unmarked_text(pseudo_app: App, monkeypatch) -> None:
    monkeypatch.setattr(ReviewScene, "default_iterations", REVIEW_BUDGET)
    app = pseudo_app
    record, _review = reviewed()
    screen = review_screen(app, record)
    log = drawn(app, lambda: screen)  # the progress bar
    with theme.record_drawn() as more:
        finish_review(app, screen)
        screen.toggle_all()
        app.frame(1 / 60, [])
    found = {"review": unmarked(log + more, {"Friday night", *KEYS})}
    viewer = open_viewer(app)
    found["viewer"] = unmarked(viewer_drawn(app, viewer, monkeypatch), {"Friday night", *KEYS})
    assert {name: texts for name, texts in found.items() if texts} == {}


def test_the_viewer_and_load_speak_the_new_language_at_once(app: App) -> None:
    """Language changed with the viewer open: its bar and move list are made again."""
    from scenes.core import i18n

    saves()
    app.start(LoadScene(app))
    app.frame(1 / 60, [])
    viewer = open_viewer(app, open_hands=False)
    english = viewer.bar.where(viewer.k)
    try:
        i18n.activate("de")
        app.manager.language_changed()
        assert viewer.bar.close_button.label == "Schließen"
        assert viewer.bar.where(viewer.k).startswith("Zug ")
        assert viewer.moves.rows[0][0] == "Austeilen"
        app.manager.pop()
        app.frame(1 / 60, [])
        load = app.manager.top
        assert isinstance(load, LoadScene)
        assert load.title == "Partie laden"
        assert any(row.title == "Automatisch gespeichert" for row in load.list.rows)
    finally:
        i18n.activate("en")
        app.manager.language_changed()
    assert english.startswith("Move ")


# No cut text ------------------------------------------------------------------------
@pytest.mark.parametrize("lang_app", CASES, indirect=True)
def test_rules_load_replays_and_learn_cut_no_sentence(lang_app: App) -> None:
    app = lang_app
    saves()
    found = {}
    for game in GAMES:
        found[f"rules {game}"] = show(app, lambda g=game: RulesScene(app, g))
    found["load"] = show(app, lambda: LoadScene(app))
    found["replays"] = show(app, lambda: ReplaysScene(app), frames=6)
    found["learn"] = show(app, lambda: LearnScene(app))
    found["load buttons"] = cut_buttons(app, LoadScene(app))
    found["replays buttons"] = cut_buttons(app, ReplaysScene(app))
    found["rules buttons"] = cut_buttons(app, RulesScene(app, "playorpay"))
    assert {name: cut for name, cut in found.items() if cut} == {}


def cut_buttons(app: App, scene: object, start: bool = True) -> list[tuple[str, str]]:
    """In German and French no button's label is shortened, even a one-word one (the
    pseudo-language, 40 % longer than English, may shorten a single word)."""
    from scenes.core.i18n import current
    from scenes.core.widgets import Button

    if start:
        app.start(scene)  # type: ignore[arg-type]
    app.frame(1 / 60, [])
    if current() == "xx":
        return []
    widgets = getattr(scene, "widgets", [])
    return [(w.label, "cut") for w in widgets if isinstance(w, Button) and w.visible and w.cut]


@pytest.mark.parametrize("lang_app", CASES, indirect=True)
def test_the_review_and_the_viewer_cut_no_sentence(lang_app: App, monkeypatch) -> None:
    monkeypatch.setattr(ReviewScene, "default_iterations", REVIEW_BUDGET)
    app = lang_app
    record, _review = reviewed()
    screen = review_screen(app, record)
    cut = show(app, lambda: screen)
    with theme.record_truncations() as log:
        finish_review(app, screen)
        screen.toggle_all()
        app.frame(1 / 60, [])
        cut += cut_buttons(app, screen, start=False)
        viewer = open_viewer(app)
        for _ in range(3):
            app.frame(1 / 60, [])
        cut += cut_buttons(app, viewer, start=False)
    cut += cut_sentences(log)
    assert cut == [], "\n".join(f"{text!r} -> {shown!r}" for text, shown in cut)


# Catalogue ----------------------------------------------------------------------------
def rules_lines(game_id: str) -> list[str]:
    """A game's rules page, line by line, without the ``# `` / ``- `` marks."""
    lines = []
    for raw in rules_text(game_id).strip().split("\n"):
        raw = raw.strip()
        if raw:
            lines.append(raw[2:] if raw.startswith(("# ", "- ")) else raw)
    return lines


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_every_rules_line_of_every_game_is_translated(lang: str) -> None:
    from scenes.core import i18n

    missing = {}
    for spec in all_games():
        lines = rules_lines(spec.id)
        catalogue = i18n.load(lang)  # the shared and each game's catalogue, as the app reads
        assert len(lines) >= 2, f"{spec.id}: a rules page is a heading and at least one line"
        kept = [line for line in lines if catalogue.pgettext(RULES_CONTEXT, line) == line]
        # only names and words every language writes alike may stay as they are
        missing[spec.id] = [line for line in kept if line not in {spec.name, "Notation"}]
    assert {game: lines for game, lines in missing.items() if lines} == {}


def test_the_rules_page_is_drawn_in_the_language(app: App) -> None:
    from scenes.core import i18n

    scene = RulesScene(app, "nothanks")
    app.start(scene)
    app.frame(1 / 60, [])
    assert ("Setting up", "head") in scene.lines
    try:
        i18n.activate("fr")
        app.manager.language_changed()
        app.frame(1 / 60, [])
        assert ("Mise en place", "head") in scene.lines
        assert scene.title == "Règles"
    finally:
        i18n.activate("en")
        app.manager.language_changed()


# Self-test ----------------------------------------------------------------------------
def test_the_self_test_reads_each_catalogue() -> None:
    from scenes import selftest

    assert selftest._check_catalogues() == 2


def copy_locale(tmp_path: Path, edit: Callable[[Path], None]) -> Path:
    import shutil

    folder = tmp_path / "locale"
    shutil.copytree(ROOT / "assets" / "locale", folder)
    edit(folder)
    return folder


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        (lambda f: (f / "fr" / "LC_MESSAGES" / "messages.mo").unlink(), "fr catalogue is missing"),
        (
            lambda f: (f / "de" / "LC_MESSAGES" / "messages.mo").write_bytes(b"not a catalogue"),
            "de catalogue cannot be read",
        ),
        (
            lambda f: (f / "de" / "LC_MESSAGES" / "messages.mo").write_bytes(
                (f / "de" / "LC_MESSAGES" / "messages.mo").read_bytes()[:40]
            ),
            "de catalogue cannot be read",
        ),
    ],
    ids=["missing", "garbage", "truncated"],
)
def test_the_self_test_fails_plainly_on_a_missing_or_broken_catalogue(
    tmp_path: Path, monkeypatch, edit, said: str
) -> None:
    from scenes import selftest
    from scenes.core import i18n

    folder = copy_locale(tmp_path, edit)
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(folder))
    with pytest.raises(RuntimeError, match=said):
        selftest._check_catalogues()


def test_the_self_test_fails_on_a_catalogue_that_translates_nothing(
    tmp_path: Path, monkeypatch
) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    from scenes import selftest
    from scenes.core import i18n

    def empty_german(folder: Path) -> None:
        with (folder / "de" / "LC_MESSAGES" / "messages.mo").open("wb") as file:
            write_mo(file, Catalog(locale="de"))

    folder = copy_locale(tmp_path, empty_german)
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(folder))
    with pytest.raises(RuntimeError, match="de catalogue does not translate"):
        selftest._check_catalogues()


# The daily share line ---------------------------------------------------------------
def test_the_share_line_is_english_in_game_and_translated_in_the_app() -> None:
    from game.daily import DuplicateScore, daily_setup, share_text
    from scenes.core import i18n
    from scenes.screens.share_words import daily_share_text

    setup = daily_setup("nothanks", date(2026, 11, 26))
    score = DuplicateScore(12, 19, 7, 2, 1, 4, True)
    english = (
        "Play or Pay daily 2026-11-26 · No Thanks! · 2nd of 4 · 12 pts (bot 19, +7) · streak 5"
    )
    try:
        i18n.activate("de")
        assert share_text(setup, "No Thanks!", score, 5) == english
        assert daily_share_text(setup, "No Thanks!", score, 5) == (
            "Play or Pay Tagesspiel 2026-11-26 · No Thanks! · 2. von 4 · 12 Pkt. (Bot 19, +7)"
            " · Serie 5"
        )
        i18n.activate("fr")
        assert "· 2e sur 4 · 12 pts (bot 19, +7) · série 5" in daily_share_text(
            setup, "No Thanks!", score, 5
        )
    finally:
        i18n.activate("en")
    assert daily_share_text(setup, "No Thanks!", score, 5) == english


# A file's problem -------------------------------------------------------------------
def test_an_unreadable_save_says_its_problem_in_the_language(app: App) -> None:
    from scenes.core import i18n
    from scenes.core.dialogs import Overlay
    from scenes.core.saves import saves_dir

    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "Broken.json").write_text('{"format": ', encoding="utf-8")
    try:
        i18n.activate("de")
        load = LoadScene(app)
        app.start(load)
        app.frame(1 / 60, [])
        row = next(row for row in load.list.rows if row.title == "Broken")
        assert row.detail.startswith("die Datei ist kein gültiges JSON (Zeile 1, Spalte 12")
        load.open_index(load.list.rows.index(row))
        app.frame(1 / 60, [])
        dialog = app.manager.top
        assert isinstance(dialog, Overlay)
        assert dialog.title == "Dieser Spielstand lässt sich nicht öffnen"
        assert "Broken.json lässt sich nicht öffnen: die Datei ist kein gültiges JSON" in (
            dialog.message
        )
        i18n.activate("fr")
        app.manager.language_changed()
        assert any("n’est pas du JSON valide" in row.detail for row in load.list.rows)
    finally:
        i18n.activate("en")
        app.manager.language_changed()
    assert any(row.detail.startswith("file is not valid JSON") for row in load.list.rows)


def test_the_review_speaks_the_new_language_at_once(app: App, monkeypatch) -> None:
    from scenes.core import i18n

    monkeypatch.setattr(ReviewScene, "default_iterations", REVIEW_BUDGET)
    record, _review = reviewed()
    screen = review_screen(app, record)
    app.start(screen)
    finish_review(app, screen)
    english = [row.detail for row in screen.list.rows]
    try:
        i18n.activate("fr")
        app.manager.language_changed()
        assert screen.title == "Analyse" and screen.all_button.label == "Tous les coups"
        assert all(row.detail.startswith("Coup ") for row in screen.list.rows)
    finally:
        i18n.activate("en")
        app.manager.language_changed()
    assert [row.detail for row in screen.list.rows] == english
