"""The app reads every game's own catalogue beside the shared one
(:mod:`scenes.core.i18n`): each message of each catalogue reads as its ``.po`` says
through the app's lookup, a language change switches a game's words too, the
pseudo-language marks them, a game catalogue added later is read at once, and a damaged
game catalogue leaves only that game's words in English, said once on stderr."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

import scenes.games  # noqa: F401  (tells i18n every game's catalogue, as any game import does)
from game.registry import get_game
from scenes.core import i18n
from scenes.plugins import installed
from tests.i18n.test_catalogues import LANGUAGES, read, texts, units


@pytest.fixture
def speak() -> Iterator[None]:
    """Every game's catalogue added (its plugin found), English again afterwards."""
    installed()
    yield
    i18n.activate("en")


@pytest.fixture
def own_added(monkeypatch: pytest.MonkeyPatch) -> None:
    """Catalogues a test adds are forgotten after it."""
    monkeypatch.setattr(i18n._STATE, "added", list(i18n._STATE.added))


@pytest.mark.usefixtures("speak")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_of_every_catalogue_reads_as_its_po_says(lang: str) -> None:
    looked_up = i18n.load(lang)
    wrong = []
    for unit in units():
        for message in read(unit.po(lang), lang):
            if not message.id:
                continue
            english, translated = texts(message.id), texts(message.string)
            if len(english) == 1:
                got = (
                    looked_up.pgettext(message.context, english[0])
                    if message.context
                    else (looked_up.gettext(english[0]))
                )
                wrong += [(unit.domain, english[0], got)] if got != translated[0] else []
                continue
            for n in (0, 1, 2, 5, 1_000_000):
                args = (english[0], english[1], n)
                got = (
                    looked_up.npgettext(message.context, *args)
                    if message.context
                    else looked_up.ngettext(*args)
                )
                if got not in translated:
                    wrong.append((unit.domain, english[0], got))
    assert wrong == []


@pytest.mark.usefixtures("speak")
def test_a_language_change_switches_every_games_words() -> None:
    summaries = {ui.game_id: get_game(ui.game_id).summary for ui in installed()}
    shown = {}
    for lang in ("de", "fr", "en", "xx"):
        i18n.activate(lang)
        shown[lang] = {game: i18n.game_word(text) for game, text in summaries.items()}
    assert shown["en"] == summaries
    for game, text in summaries.items():
        assert len({shown["de"][game], shown["fr"][game], text}) == 3, game
        assert shown["xx"][game] == i18n.pseudo(text)


def compiled(folder: Path, domain: str, lang: str, words: dict[str, str]) -> Path:
    """A ``.mo`` of ``lang`` with ``words`` in ``folder`` (a game catalogue's layout)."""
    catalog = Catalog(locale=lang, domain=domain)
    for english, text in words.items():
        catalog.add(english, text)
    out = io.BytesIO()
    write_mo(out, catalog)
    path = folder / lang / "LC_MESSAGES" / f"{domain}.mo"
    path.parent.mkdir(parents=True)
    path.write_bytes(out.getvalue())
    return path


@pytest.mark.usefixtures("speak", "own_added")
def test_a_catalogue_added_later_is_read_at_once_and_once(tmp_path: Path) -> None:
    compiled(tmp_path, "probe", "de", {"Probe word": "Probewort"})
    i18n.activate("de")
    assert i18n.gettext("Probe word") == "Probe word"
    i18n.add_catalogues("probe", tmp_path)
    assert i18n.gettext("Probe word") == "Probewort"
    assert i18n.gettext("New game") == "Neues Spiel"  # the shared catalogue still first
    before = i18n.catalogues()
    i18n.add_catalogues("probe", tmp_path)
    assert i18n.catalogues() == before and before[-1] == ("probe", tmp_path)
    i18n.activate("fr")  # no French catalogue of this game: its words stay English
    assert i18n.gettext("Probe word") == "Probe word"


@pytest.mark.usefixtures("speak", "own_added")
def test_a_damaged_game_catalogue_leaves_only_its_words_in_english(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = compiled(tmp_path / "bad", "broken", "de", {"Broken word": "Kaputt"})
    broken.write_bytes(b"\x95garbage")
    compiled(tmp_path / "odd", "odd", "de", {"{count} odd": "{anzahl} seltsam", "Odd": "Seltsam"})
    i18n.add_catalogues("broken", tmp_path / "bad")
    i18n.add_catalogues("odd", tmp_path / "odd")
    i18n.activate("de")
    assert i18n.gettext("Broken word") == "Broken word"
    assert i18n.gettext("{count} odd") == "{count} odd" and i18n.gettext("Odd") == "Seltsam"
    assert i18n.gettext("New game") == "Neues Spiel" and i18n.current() == "de"
    err = capsys.readouterr().err
    assert err.count("the de catalogue of broken cannot be read") == 1
    assert err.count("the de catalogue of odd has 1 message(s)") == 1
    i18n.activate("en")
    i18n.activate("de")  # read once: said once
    assert capsys.readouterr().err == ""
