"""The translation catalogues are complete and consistent (needs Babel, the ``test``
extra): the template holds every string the code marks (and the games' setup words);
German and French translate every one, none fuzzy, every plural form filled, with the
same ``{placeholders}`` as the English; and each compiled ``.mo`` says what its ``.po``
says (the app reads only the ``.mo``: ``python build/i18n.py compile`` refreshes them)."""

from __future__ import annotations

import gettext
import importlib.util
import io
import string
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


def build_i18n():
    """``build/i18n.py`` as a module (build/ holds scripts, not a package)."""
    spec = importlib.util.spec_from_file_location("build_i18n", ROOT / "build" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=locale)


def key(message) -> Key:
    msgid = message.id[0] if isinstance(message.id, tuple) else message.id
    return msgid, message.context


def extracted() -> set[Key]:
    """What ``python build/i18n.py extract`` puts in the template, made afresh."""
    tool = build_i18n()
    with (ROOT / "babel.cfg").open() as file:
        method_map, options_map = parse_mapping_cfg(file)
    keywords: dict = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None}
    keywords |= {"pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3)}
    found = {
        (message[0] if isinstance(message, tuple) else message, context)
        for folder in ("scenes", "game")
        for _file, _line, message, _comments, context in extract_from_dir(
            str(ROOT / folder), method_map, options_map, keywords=keywords
        )
    }
    from scenes.core.i18n import GAME_CONTEXT

    rules = {(line, tool.RULES_CONTEXT) for line in tool.rules_lines()}
    return found | {(word, GAME_CONTEXT) for word in tool.game_words()} | rules


def fields(text: str) -> set[str]:
    """The ``{name}`` fields of a format string."""
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def test_the_template_holds_every_marked_string() -> None:
    template = {key(m) for m in read(LOCALE / "messages.pot") if m.id}
    fresh = extracted()
    assert sorted(fresh - template, key=str) == [], "run: python build/i18n.py extract"
    assert sorted(template - fresh, key=str) == [], "run: python build/i18n.py extract"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_string_is_translated_and_none_is_fuzzy(lang: str) -> None:
    template = {key(m) for m in read(LOCALE / "messages.pot") if m.id}
    catalog = read(LOCALE / lang / "LC_MESSAGES" / "messages.po", lang)
    assert not catalog.fuzzy
    done = {
        key(m)
        for m in catalog
        if m.id
        and not m.fuzzy
        and (all(m.string) if isinstance(m.string, tuple) else bool(m.string))
    }
    assert sorted(template - done, key=str) == [], f"missing or fuzzy in {lang}"
    assert catalog.num_plurals == (2 if lang == "de" else 3)
    assert catalog.plural_expr.startswith("(n == 0 || n == 1)" if lang == "fr" else "(n != 1)")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_the_placeholders(lang):
    catalog = read(LOCALE / lang / "LC_MESSAGES" / "messages.po", lang)
    wrong = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = fields(ids[-1]) | fields(ids[0])
        for text in texts:
            if fields(text) != wanted:
                wrong.append((ids[0], text))
            text.format(**dict.fromkeys(wanted, "x"))  # no stray brace
    assert wrong == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compiled_catalogue_matches_its_source(lang):
    folder = LOCALE / lang / "LC_MESSAGES"
    fresh = io.BytesIO()
    write_mo(fresh, read(folder / "messages.po", lang))
    fresh.seek(0)
    made = gettext.GNUTranslations(fresh)
    with (folder / "messages.mo").open("rb") as file:
        kept = gettext.GNUTranslations(file)
    assert kept.info() == made.info()
    for message in read(folder / "messages.po", lang):
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
            assert kept.pgettext(message.context, message.id) == message.string, "compile again"
        else:
            assert kept.gettext(message.id) == message.string, "run: python build/i18n.py compile"


def test_french_counts_zero_as_one_and_german_does_not() -> None:
    fr = gettext.translation("messages", str(LOCALE), ["fr"])
    de = gettext.translation("messages", str(LOCALE), ["de"])
    assert fr.ngettext("{count} player", "{count} players", 0) == "{count} joueur"
    assert fr.ngettext("{count} player", "{count} players", 2) == "{count} joueurs"
    assert de.ngettext("{count} hint", "{count} hints", 0) == "{count} Tipps"
    assert de.ngettext("{count} hint", "{count} hints", 1) == "{count} Tipp"


def test_every_compiled_catalogue_is_installed_and_named() -> None:
    """``pip install .`` installs each ``.mo`` (a data-files line a language in
    pyproject.toml), and the app finds each language by the name its catalogue gives."""
    from scenes.core.i18n import languages

    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8")  # no tomllib on 3.10
    compiled = sorted(LOCALE.glob("*/LC_MESSAGES/messages.mo"))
    assert [mo.parent.parent.name for mo in compiled] == sorted(LANGUAGES)
    for mo in compiled:
        folder = f"share/play-or-pay/{mo.parent.relative_to(ROOT).as_posix()}"
        assert f'"{folder}" = ["{mo.relative_to(ROOT).as_posix()}"]' in project
    assert languages() == {"en": "English", "de": "Deutsch", "fr": "Français"}
