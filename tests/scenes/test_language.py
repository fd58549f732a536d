"""The app's language: Settings → Language applies at once (the next frame is drawn in
it), ``--lang`` overrides the setting for a run, "System" follows SDL's preferred
locales (else English), and numbers are written each language's way."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.core import i18n, theme
from scenes.core.i18n import choices, ngettext, number, ordinal, percent
from scenes.core.saves import Settings, read_settings
from scenes.navigation import ScreenNavigator
from scenes.screens.menu import MainMenu
from scenes.screens.settings import SettingsScene
from tests.scenes.helpers import press


def make_app(language: str | None = None, setting: str = "en") -> App:
    return App(
        (1280, 720),
        headless=True,
        sync_bots=True,
        settings=Settings(animation_speed="instant", language=setting),
        sound=False,
        navigator=ScreenNavigator,
        language=language,
    )


def frame_text(app: App) -> list[str]:
    """The texts of one frame (with the input queued before it)."""
    with theme.record_drawn() as seen:
        app.invalidate()
        app.frame(1 / 60)
    return seen


def test_a_new_language_shows_at_the_next_frame_on_every_open_screen() -> None:
    app = make_app()
    try:
        app.start(MainMenu(app))
        assert "New game" in frame_text(app)
        app.manager.push(SettingsScene(app))
        app.frame(1 / 60, [])
        settings = app.manager.top
        assert isinstance(settings, SettingsScene)
        settings.ring.focus(settings.widgets, settings.language, shown=True)
        press(app, pygame.K_RIGHT, frames=0)  # English -> Deutsch, read by the next frame
        shown = frame_text(app)
        assert {"Einstellungen", "Sprache", "Deutsch", "Fertig"} <= set(shown)
        assert "Settings" not in shown
        assert i18n.current() == "de"
        assert read_settings()[0].language == "de"  # saved at once
        press(app, pygame.K_ESCAPE, frames=1)  # back to the menu, built in English
        shown = frame_text(app)
        assert {"Neues Spiel", "Tagesspiel", "Beenden"} <= set(shown)
        assert "New game" not in shown
    finally:
        app.close()


def test_the_pause_menu_follows_a_language_change() -> None:
    from game.records import Seat
    from scenes.core.session import GameSession
    from scenes.registry import table_for

    app = make_app()
    try:
        session = GameSession.new(
            "nothanks", {}, [Seat("You", "human"), Seat("Bo", "easy"), Seat("Cy", "easy")], 3
        )
        table = table_for(app, session, autosave=False)
        table.mode.hold_bots = True
        app.start(table)
        app.frame(1 / 60, [])
        press(app, pygame.K_ESCAPE)
        assert "Resume" in frame_text(app)
        app.set_language("fr")
        shown = frame_text(app)
        assert {"Pause", "Reprendre", "Accueil"} <= set(shown)
    finally:
        app.close()


def test_lang_on_the_command_line_wins_over_the_setting_for_the_run() -> None:
    from scenes.main import build_parser

    assert build_parser().parse_args(["--lang", "fr"]).lang == "fr"
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--lang", "es"])
    app = make_app(language="fr", setting="de")
    try:
        assert i18n.current() == "fr"
        assert app.settings.language == "de"  # the setting itself is kept
    finally:
        app.close()


def test_the_screenshot_command_draws_in_the_language_asked(tmp_path) -> None:
    from scenes.main import main

    with theme.record_drawn() as seen:
        assert (
            main(["--screenshot", str(tmp_path / "s.png"), "--scene", "menu", "--lang", "de"]) == 0
        )
    assert "Neues Spiel" in seen


def test_system_follows_the_preferred_locales_else_english(monkeypatch) -> None:
    assert i18n.resolve("system", ["pt_BR", "fr_CA", "de"]) == "fr"
    assert i18n.resolve("system", ["de-AT"]) == "de"
    assert i18n.resolve("system", ["ja", "pt"]) == "en"
    assert i18n.resolve("system", []) == "en"
    assert i18n.resolve("de", ["fr"]) == "de"
    monkeypatch.setattr(i18n, "system_languages", lambda: ["de_CH"])
    app = make_app(setting="system")
    try:
        assert i18n.current() == "de"
    finally:
        app.close()
    assert [i18n.choice_name(c) for c in choices()] == ["System", "English", "Deutsch", "Français"]


def test_a_damaged_language_setting_is_system() -> None:
    from scenes.core.saves import _settings_from

    assert _settings_from({"language": "xx"}).language == "system"
    assert _settings_from({"language": 3}).language == "system"
    assert _settings_from({"language": "fr"}).language == "fr"


@pytest.mark.parametrize(
    ("lang", "figures"),
    [
        ("en", ("1,234.5", "40%", "12.5%", "−3", "1st", "2nd", "{count} players")),
        ("de", ("1.234,5", "40\u00a0%", "12,5\u00a0%", "−3", "1.", "2.", "{count} Spieler")),
        ("fr", ("1\u202f234,5", "40\u202f%", "12,5\u202f%", "−3", "1er", "2e", "{count} joueur")),
    ],
)
def test_numbers_are_written_the_languages_way(lang: str, figures: tuple[str, ...]) -> None:
    i18n.activate(lang)
    made = (
        number(1234.5, 1),
        percent(40),
        percent(12.5, 1),
        number(-3),
        ordinal(1),
        ordinal(2),
        ngettext("{count} player", "{count} players", 0),
    )
    assert made == figures
    assert number(-0.0) == "0"


def test_the_bundled_font_has_the_french_spaces() -> None:
    pygame.font.init()
    font = theme.font(20)
    for space in ("\u202f", "\u00a0"):
        assert font.metrics(space)[0] is not None
        assert 0 < font.size(f"40{space}%")[0] - font.size("40%")[0] < font.size("0")[0]


def test_a_long_label_wraps_then_shrinks_then_is_cut_and_shown_whole_on_hover() -> None:
    from scenes.core.widgets import Button

    pygame.font.init()
    text = "Reset statistics for Maximilian"
    one = theme.font(20, True).size(text)[0]
    lines, px, cut = theme.fit_label(text, 20, one + 2, 50)
    assert (lines, px, cut) == ([text], 20, False)
    lines, px, cut = theme.fit_label(text, 20, one * 0.6, 50)
    assert len(lines) == 2 and px == 20 and not cut  # two lines before a smaller size
    lines, px, cut = theme.fit_label(text, 20, one * 0.8, 30)
    assert lines == [text] and px < 20 and not cut  # no room for two lines: smaller
    lines, px, cut = theme.fit_label(text, 20, one * 0.2, 30)
    assert cut and lines[0].endswith("…") and px == 20 * theme.LABEL_FLOOR
    button = Button(text, lambda: None, tip="Asks first")
    button.place((0, 0, int(one * 0.2), 30), 1.0)
    button.draw(pygame.Surface((400, 100)))
    button.hovered = True
    assert button.cut and button.tooltip() == f"{text}\nAsks first"


@pytest.mark.parametrize("damage", [b"", b"\x95\x04\x12\xde\x00", b"not a catalogue at all"])
def test_a_damaged_catalogue_gives_english_and_is_not_offered(
    tmp_path, monkeypatch, capsys, damage: bytes
) -> None:
    """A truncated or foreign ``.mo`` never stops the app: that language reads English,
    Settings does not offer it, and stderr says why."""
    import shutil

    folder = tmp_path / "locale"
    shutil.copytree(i18n.locale_dir(), folder)
    (folder / "de" / "LC_MESSAGES" / "messages.mo").write_bytes(damage)
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(folder))
    try:
        assert i18n.load("de").gettext("New game") == "New game"
        assert "de" not in i18n.languages() and "fr" in i18n.languages()
        assert "de catalogue cannot be read" in capsys.readouterr().err
    finally:
        i18n.activate("en")


def test_the_default_name_is_shown_in_the_language_and_kept_as_you() -> None:
    """ "You" is shown as the language's word at the table, in Setup and in sentences,
    and a seat typed as that word is kept as "You" (statistics stay under one name)."""
    from scenes.core.phrases import about, shown_name, stored_name

    try:
        i18n.activate("de")
        assert shown_name("You") == "Du" and shown_name("Ann") == "Ann"
        assert stored_name("Du") == "You" and stored_name("Ann") == "Ann"
        assert about("Du", "{name} nimmt", "Du nimmst") == "Du nimmst"
        i18n.activate("fr")
        assert shown_name("You") == "Vous" and stored_name("Vous") == "You"
    finally:
        i18n.activate("en")
    assert shown_name("You") == "You" and stored_name("Du") == "Du"
