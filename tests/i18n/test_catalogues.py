"""The translation catalogues are complete and consistent (needs Babel, the ``test``
extra), the shared one (``assets/locale``) and every registered game's
(``<app package>/locale``, see ``build/i18n.py``): together the templates hold every
string the code marks (and the games' setup words and rules lines), each once, the
shared messages in the shared catalogue only; every language translates every one, none
fuzzy, every plural form filled, with the same ``{placeholders}`` as the English; a
message two games share reads the same in both; and each compiled ``.mo`` says what its
``.po`` says (the app reads only the ``.mo``: ``python build/i18n.py compile``)."""

from __future__ import annotations

import gettext
import importlib.util
import io
import os
import string
import sys
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
LANGUAGES = ("de", "fr")
Key = tuple[str, str | None]


@cache
def build_i18n():
    """``build/i18n.py`` as a module (build/ holds scripts, not a package)."""
    spec = importlib.util.spec_from_file_location("build_i18n", ROOT / "build" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@cache
def units() -> tuple:
    """Every catalogue (``build/i18n.py``'s units): the shared one, then each game's."""
    return tuple(build_i18n().units())


UNITS = [pytest.param(unit, id=unit.domain) for unit in units()]
UNIT_LANGS = [
    pytest.param(unit, lang, id=f"{unit.domain}-{lang}") for unit in units() for lang in LANGUAGES
]


def command(unit) -> str:
    """The command that makes ``unit``'s files again (a game kept outside scenes/ and
    game/ is named by its folder)."""
    homes = (ROOT / "scenes", ROOT / "game")
    if all(any(f.is_relative_to(home) for home in homes) for f in unit.sources):
        return "python build/i18n.py all"
    folder = Path(os.path.commonpath(unit.sources)).relative_to(ROOT)
    return f"python build/i18n.py all --game-folder {folder.as_posix()}"


def read(path: Path, locale: str | None = None) -> Catalog:
    assert path.is_file(), f"{path} is missing"
    with path.open("rb") as file:
        return read_po(file, locale=locale)


def key(message) -> Key:
    msgid = message.id[0] if isinstance(message.id, tuple) else message.id
    return msgid, message.context


def keys(path: Path) -> set[Key]:
    return {key(m) for m in read(path) if m.id}


def extracted() -> set[Key]:
    """What one extraction over every folder would find (as the single catalogue was
    made), made afresh with Babel: scenes/, game/, every game's folders, the games'
    setup words, rules lines and names (context "local title")."""
    tool = build_i18n()
    with (ROOT / "babel.cfg").open() as file:
        method_map, options_map = parse_mapping_cfg(file)
    keywords: dict = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None}
    keywords |= {"pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3)}
    folders = {ROOT / "scenes", ROOT / "game"} | {f for u in units() for f in u.sources}
    found = {
        (message[0] if isinstance(message, tuple) else message, context)
        for folder in folders
        for _file, _line, message, _comments, context in extract_from_dir(
            str(folder), method_map, options_map, keywords=keywords
        )
    }
    from game.registry import get_game
    from scenes.core.i18n import GAME_CONTEXT, TITLE_CONTEXT

    for unit in units()[1:]:
        found |= {(word, GAME_CONTEXT) for word in tool.game_words(unit.game_id)}
        found |= {(line, tool.RULES_CONTEXT) for line in tool.rules_lines(unit.game_id)}
        found.add((get_game(unit.game_id).name, TITLE_CONTEXT))
    return found


def test_the_templates_together_hold_every_marked_string_once() -> None:
    shared = keys(LOCALE / "messages.pot")
    games = [keys(unit.template) for unit in units()[1:]]
    union = shared.union(*games)
    fresh = extracted()
    assert sorted(fresh - union, key=str) == [], "run: python build/i18n.py extract"
    assert sorted(union - fresh, key=str) == [], "run: python build/i18n.py extract"
    assert [sorted(shared & game, key=str) for game in games] == [[] for _ in games]


@pytest.mark.parametrize("unit", UNITS)
def test_each_template_is_up_to_date(unit) -> None:
    """Each template is what ``extract`` makes now (its own messages, translator
    comments and flags, the shared messages left to the shared catalogue)."""
    fresh = build_i18n().templates(list(units()))[unit.domain]
    made = {key(m): (m.id, sorted(m.flags), m.auto_comments) for m in fresh if m.id}
    kept = {key(m): (m.id, sorted(m.flags), m.auto_comments) for m in read(unit.template) if m.id}
    assert made == kept, f"run: {command(unit)}"


@pytest.mark.parametrize(("unit", "lang"), UNIT_LANGS)
def test_every_string_is_translated_and_none_is_fuzzy(unit, lang: str) -> None:
    template = keys(unit.template)
    catalog = read(unit.po(lang), lang)
    assert not catalog.fuzzy
    done = {
        key(m)
        for m in catalog
        if m.id
        and not m.fuzzy
        and (all(m.string) if isinstance(m.string, tuple) else bool(m.string))
    }
    assert sorted(template - done, key=str) == [], f"missing or fuzzy in {unit.po(lang)}"
    assert catalog.num_plurals == (2 if lang == "de" else 3)
    assert catalog.plural_expr.startswith("(n == 0 || n == 1)" if lang == "fr" else "(n != 1)")


@pytest.mark.parametrize(("unit", "lang"), UNIT_LANGS)
def test_translations_keep_the_placeholders(unit, lang: str) -> None:
    wrong = []
    for message in read(unit.po(lang), lang):
        if not message.id:
            continue
        english = texts(message.id)
        wanted = fields(english[-1]) | fields(english[0])
        for text in texts(message.string):
            if fields(text) != wanted:
                wrong.append((english[0], text))
            text.format(**dict.fromkeys(wanted, "x"))  # no stray brace
    assert wrong == []


def texts(value: object) -> tuple[str, ...]:
    """A message's id or string as a tuple of texts (one, or each plural form)."""
    return tuple(str(v) for v in value) if isinstance(value, (tuple, list)) else (str(value),)


def fields(text: str) -> set[str]:
    """The ``{name}`` fields of a format string."""
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_message_several_games_keep_reads_the_same_in_each(lang: str) -> None:
    """The app looks a message up in one chain of catalogues, so a message two games
    keep (each its own copy) must read the same in both."""
    seen: dict[tuple, tuple[str, object]] = {}
    differ = []
    for unit in units()[1:]:
        for message in read(unit.po(lang), lang):
            if message.id:
                own = (unit.domain, message.string)
                first = seen.setdefault((message.id, message.context), own)
                if first[1] != message.string:
                    differ.append((message.id, first[0], unit.domain))
    assert differ == []


@pytest.mark.parametrize(("unit", "lang"), UNIT_LANGS)
def test_the_compiled_catalogue_matches_its_source(unit, lang: str) -> None:
    source = read(unit.po(lang), lang)
    fresh = io.BytesIO()
    write_mo(fresh, source)
    fresh.seek(0)
    made = gettext.GNUTranslations(fresh)
    assert unit.mo(lang).is_file(), f"run: {command(unit)}"
    with unit.mo(lang).open("rb") as file:
        kept = gettext.GNUTranslations(file)
    assert kept.info() == made.info(), f"run: {command(unit)}"
    for message in source:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            for n in (0, 1, 2, 5, 1_000_000):
                args = (message.id[0], message.id[1], n)
                if message.context:
                    assert kept.npgettext(message.context, *args) == made.npgettext(
                        message.context, *args
                    )
                else:
                    assert kept.ngettext(*args) == made.ngettext(*args), "compile again"
        elif message.context:
            assert kept.pgettext(message.context, str(message.id)) == message.string, "compile"
        else:
            assert kept.gettext(str(message.id)) == message.string, f"run: {command(unit)}"


def test_french_counts_zero_as_one_and_german_does_not() -> None:
    fr = gettext.translation("messages", str(LOCALE), ["fr"])
    de = gettext.translation("messages", str(LOCALE), ["de"])
    assert fr.ngettext("{count} player", "{count} players", 0) == "{count} joueur"
    assert fr.ngettext("{count} player", "{count} players", 2) == "{count} joueurs"
    assert de.ngettext("{count} hint", "{count} hints", 0) == "{count} Tipps"
    assert de.ngettext("{count} hint", "{count} hints", 1) == "{count} Tipp"
