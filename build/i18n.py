"""The translation catalogues, made with Babel (a development tool; the app itself reads
the compiled ``.mo`` files with the standard library's ``gettext``).

    python build/i18n.py extract   # every catalogue's template (.pot), from its folders
    python build/i18n.py update    # each template merged into its <lang>/LC_MESSAGES .po
    python build/i18n.py compile   # each .po -> .mo beside it (fuzzy refused)
    python build/i18n.py all       # the three, in that order
    ... --game-folder tests/games/canary   # also a game kept outside game/ and scenes/

There is one shared catalogue and one per registered game:

    assets/locale/messages.pot, assets/locale/<lang>/LC_MESSAGES/messages.po/.mo
        the words of generic code: scenes/ and game/ outside the games' folders;
    <app package>/locale/<id>.pot, <app package>/locale/<lang>/LC_MESSAGES/<id>.po/.mo
        (scenes/games/<id>/locale/...) a game's words: what its engine package
        (game/games/<id>/) and its app package (scenes/games/<id>/) mark, its GameSpec's
        setup words (context "game setup"), its rules page's lines (context "rules")
        and its name (context "local title": the title it is published under there).

A message (English and context) that generic code marks is in the shared catalogue only,
even when a game marks it too: no catalogue repeats a shared message. A message that
two games mark but generic code does not is in both games' catalogues, so each game's
folder is whole by itself; the app looks each message up in one merged chain, so such a
message must read the same in both (``tests/i18n`` checks it, and ``update`` fills it so).

``update`` writes each language of the shared catalogue for every catalogue (a new game
gets a ``.po`` per language, its header taken from the shared one) and fills a message
that is new to a catalogue with the translation the same message (English, context)
had in any catalogue of that language, flags and translator comments included: moving
a message between catalogues keeps its translation. Everything else is as ``pybabel
update --no-fuzzy-matching --ignore-obsolete --no-wrap`` does.

A game outside the games' containers (the test run's canary) is found by
``--game-folder FOLDER``: the package at FOLDER, or its direct subpackages, that expose
``SPEC`` (engine) and ``UI`` (app) are registered (``game.registry.add_games``,
``scenes.plugins.add_plugins``) and handled like every game: its catalogue goes to
``locale/`` in its app package, where ``scenes.plugins`` tells the app to read it.

The ``.mo`` files are kept in the repository next to their ``.po`` so that a checkout,
``pip install .`` and the frozen build need no Babel (see ``scenes/core/i18n.py``);
``tests/i18n`` fails if one is out of date. A new language is one
``pybabel init -i assets/locale/messages.pot -d assets/locale -l LANG`` away (see the
README's "Adding a language"), then ``update`` gives every game its ``.po`` too.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

LOCALE = ROOT / "assets" / "locale"
POT = LOCALE / "messages.pot"
#: The shared catalogue's domain (scenes.core.catalogue_check.DOMAIN).
SHARED = "messages"
#: The folders the shared catalogue's words come from (less every game's folders).
GENERIC_SOURCES = (ROOT / "scenes", ROOT / "game")
#: Babel's default keywords (_, gettext, ngettext, pgettext, npgettext, N_...).
KEYWORDS = dict(DEFAULT_KEYWORDS)
#: A comment starting so, just above a marked string, goes to the translators.
COMMENT_TAGS = ("TRANSLATORS:",)
#: The context of a rules page's lines (headings, bullets, paragraphs): one msgid each.
RULES_CONTEXT = "rules"
SETUP_NOTE = "A game's setup words (game/)"
RULES_NOTE = "A line of a game's rules page (game/*/rules_text.py)"
TITLE_NOTE = "A game's name: the title it is published under here, else the same"
#: Every template's header.
PROJECT = {"project": "Play or Pay", "copyright_holder": "Play or Pay", "msgid_bugs_address": ""}
Key = tuple[str, str | None]


@dataclass(frozen=True)
class Unit:
    """One catalogue: its domain, the folder holding ``<domain>.pot`` and
    ``<lang>/LC_MESSAGES/<domain>.po/.mo``, the folders its marked strings come from,
    and the game it belongs to (None: the shared one)."""

    domain: str
    locale: Path
    sources: tuple[Path, ...]
    game_id: str | None = None

    @property
    def template(self) -> Path:
        return self.locale / f"{self.domain}.pot"

    def po(self, lang: str) -> Path:
        return self.locale / lang / "LC_MESSAGES" / f"{self.domain}.po"

    def mo(self, lang: str) -> Path:
        return self.po(lang).with_suffix(".mo")


# Which catalogues there are ----------------------------------------------------------


def module_name(folder: Path) -> str:
    """The dotted name of the package at ``folder`` (inside the repository)."""
    return ".".join(folder.resolve().relative_to(ROOT).parts)


def register_game_folder(folder: Path) -> None:
    """Register the game kept in ``folder`` (see the module): the package there and its
    direct subpackages that expose ``SPEC`` or ``UI``. Fails if none exposes ``SPEC``."""
    from game.registry import add_games
    from scenes.plugins import add_plugins

    top = importlib.import_module(module_name(folder))
    names = [top.__name__]
    names += [f"{top.__name__}.{m.name}" for m in pkgutil.iter_modules(top.__path__) if m.ispkg]
    modules = [importlib.import_module(name) for name in names]
    engines = [m.__name__ for m in modules if hasattr(m, "SPEC")]
    if not engines:
        raise SystemExit(f"{folder}: no package there exposes SPEC (a game.contract.GameSpec)")
    add_games(*engines)
    add_plugins(*(m.__name__ for m in modules if hasattr(m, "UI")))


def game_units() -> list[Unit]:
    """A catalogue for every registered game that has an app package (in menu order):
    in ``locale/`` of its app package, from its engine and app packages' folders."""
    from game.registry import all_games, game_modules
    from scenes.core.i18n import catalogues
    from scenes.plugins import installed

    engine = {}
    for name in game_modules():
        module = importlib.import_module(name)
        engine[module.SPEC.id] = Path(str(module.__file__)).parent
    plugged = {ui.game_id for ui in installed()}  # each tells scenes.core.i18n its folder
    folders = {domain: folder for domain, folder in catalogues()}
    return [
        Unit(spec.id, folders[spec.id], (engine[spec.id], folders[spec.id].parent), spec.id)
        for spec in all_games()
        if spec.id in plugged
    ]


def units() -> list[Unit]:
    """Every catalogue: the shared one first, then each game's."""
    games = game_units()
    return [Unit(SHARED, LOCALE, GENERIC_SOURCES), *games]


# Extract -----------------------------------------------------------------------------


def marked(
    folder: Path, skip: frozenset[Path]
) -> Iterator[tuple[str | tuple[str, ...], list[str], str | None]]:
    """Every string marked in the Python files under ``folder`` (babel.cfg), leaving out
    the folders in ``skip`` and those named ``_*`` or ``.*``: (message, translator
    comments, context)."""
    with (ROOT / "babel.cfg").open() as file:
        method_map, options_map = parse_mapping_cfg(file)

    def wanted(path: str) -> bool:
        name = os.path.basename(path)
        return not name.startswith(("_", ".")) and Path(path).resolve() not in skip

    for _file, _line, message, comments, context in extract_from_dir(
        str(folder),
        method_map,
        options_map,
        keywords=KEYWORDS,
        comment_tags=COMMENT_TAGS,
        directory_filter=wanted,
    ):
        yield message, comments, context


def game_words(game_id: str) -> list[str]:
    """The words a game's ``GameSpec`` brings for the setup screen (summary, variant
    names, option labels, helps, hints and value words), in a stable order. ``game/``
    stays English (the CLI speaks it); the app looks these up with the context
    ``scenes.core.i18n.GAME_CONTEXT`` (:func:`scenes.core.i18n.game_word`)."""
    from game.registry import get_game

    spec = get_game(game_id)
    words: list[str] = [spec.summary, *(name for name, _options in spec.presets)]
    for option in spec.options:
        shown = spec.option_display.get(option.key)
        words += [spec.option_label(option.key), option.help]
        if shown is not None:
            words += [shown.text_hint or "", *(str(w) for w in shown.value_words.values())]
        words += [c.capitalize() for c in option.choices if c.isalpha()]
    return sorted({word for word in words if word})


def rules_line_text(raw: str) -> str:
    """A rules page's line without its ``# `` (heading) or ``- `` (bullet) mark: what is
    translated (``scenes.screens.rules`` looks each up with the context "rules")."""
    return raw[2:] if raw.startswith(("# ", "- ")) else raw


def rules_lines(game_id: str) -> list[str]:
    """Every line of a game's rules page (as the app shows it: the plugin's page), in a
    stable order, each once."""
    from scenes.screens.rules_text import rules_text

    lines = [rules_line_text(raw.strip()) for raw in rules_text(game_id).strip().split("\n")]
    return sorted({line for line in lines if line})


def fresh_template(unit: Unit, skip: frozenset[Path]) -> Catalog:
    """``unit``'s template made afresh (every message it would hold if alone)."""
    from game.registry import get_game
    from scenes.core.i18n import GAME_CONTEXT, TITLE_CONTEXT

    catalog = Catalog(**PROJECT, fuzzy=True)
    for folder in unit.sources:
        for message, comments, context in marked(folder, skip):
            catalog.add(message, None, auto_comments=comments, context=context)
    if unit.game_id is not None:
        for word in game_words(unit.game_id):
            catalog.add(word, context=GAME_CONTEXT, auto_comments=[SETUP_NOTE])
        for line in rules_lines(unit.game_id):
            catalog.add(line, context=RULES_CONTEXT, auto_comments=[RULES_NOTE])
        title = get_game(unit.game_id).name
        catalog.add(title, context=TITLE_CONTEXT, auto_comments=[TITLE_NOTE])
    return catalog


def key(message: Message) -> Key:
    """A message's identity: its English (the singular of a plural) and its context."""
    msgid = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
    return str(msgid), message.context


def templates(all_units: list[Unit]) -> dict[str, Catalog]:
    """Each unit's template by domain: the shared one from the generic folders (every
    game's folders left out), each game's without the shared messages (see the module)."""
    games = frozenset(f.resolve() for unit in all_units if unit.game_id for f in unit.sources)
    made = {unit.domain: fresh_template(unit, games) for unit in all_units}
    shared = {key(m) for m in made[SHARED] if m.id}
    for unit in all_units:
        if unit.game_id is not None:
            for message in list(made[unit.domain]):
                if message.id and key(message) in shared:
                    made[unit.domain].delete(message.id, message.context)
    return made


_CREATED = re.compile(rb'^"POT-Creation-Date: [^"]*"\n', re.MULTILINE)


def write_changed(path: Path, catalog: Catalog, **options: Any) -> None:
    """Write ``catalog`` to ``path`` (``write_po`` with ``options``), unless the file
    already says the same but for its creation date: a catalogue whose messages did not
    change is left as it was, so adding a game touches no other game's files."""
    buffer = BytesIO()
    write_po(buffer, catalog, **options)
    made = buffer.getvalue()
    if path.is_file() and _CREATED.sub(b"", path.read_bytes()) == _CREATED.sub(b"", made):
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(made)


def extract(all_units: list[Unit]) -> None:
    """Every unit's template (``.pot``) written (if its messages changed)."""
    for domain, catalog in templates(all_units).items():
        path = next(unit.template for unit in all_units if unit.domain == domain)
        write_changed(path, catalog, no_location=True, sort_output=True)


# Update and compile ------------------------------------------------------------------


def read(path: Path, lang: str | None = None) -> Catalog:
    """A ``.po`` or ``.pot`` file."""
    with path.open("rb") as file:
        return read_po(file, locale=lang)


def languages() -> list[str]:
    """The languages there are: those of the shared catalogue."""
    return sorted(po.parent.parent.name for po in LOCALE.glob(f"*/LC_MESSAGES/{SHARED}.po"))


def translated(message: Message) -> bool:
    strings = message.string if isinstance(message.string, (tuple, list)) else [message.string]
    return any(strings)


def memory(all_units: list[Unit], lang: str) -> dict[tuple[object, str | None], Message]:
    """Every translated message of ``lang`` in any catalogue, by (full id, context)."""
    found: dict[tuple[object, str | None], Message] = {}
    for unit in all_units:
        if unit.po(lang).is_file():
            for message in read(unit.po(lang), lang):
                if message.id and translated(message):
                    found.setdefault((message.id, message.context), message)
    return found


def new_catalogue(lang: str, domain: str) -> Catalog:
    """An empty catalogue of ``lang`` whose header is the shared catalogue's."""
    shared = read(LOCALE / lang / "LC_MESSAGES" / f"{SHARED}.po", lang)
    made = Catalog(locale=lang, domain=domain, header_comment=shared.header_comment, fuzzy=False)
    made.mime_headers = shared.mime_headers
    return made


def update_one(unit: Unit, lang: str, known: dict[tuple[object, str | None], Message]) -> None:
    """``unit``'s template merged into its ``lang`` catalogue (made if missing); a message
    new there and untranslated takes what ``known`` has for it (see the module)."""
    path = unit.po(lang)
    catalog = read(path, lang) if path.is_file() else new_catalogue(lang, unit.domain)
    catalog.update(read(unit.template), no_fuzzy_matching=True)
    for message in catalog:
        before = known.get((message.id, message.context))
        if message.id and not translated(message) and before is not None:
            message.string = before.string
            message.flags = set(before.flags) | set(message.flags)
            message.user_comments = list(before.user_comments)
    write_changed(path, catalog, ignore_obsolete=True, width=None)


def update(all_units: list[Unit]) -> None:
    """Each template merged into its catalogue of every language."""
    for unit in all_units:
        if not unit.template.is_file():
            raise SystemExit(f"{unit.template} is missing: run the extract step first")
    for lang in languages():
        known = memory(all_units, lang)
        for unit in all_units:
            update_one(unit, lang, known)


def compile_all(all_units: list[Unit]) -> None:
    """Each ``.po`` -> ``.mo`` (a fuzzy or untranslated string stays English)."""
    for unit in all_units:
        for po in sorted(unit.locale.glob(f"*/LC_MESSAGES/{unit.domain}.po")):
            catalog = read(po, po.parent.parent.name)
            for message, errors in catalog.check():
                for error in errors:
                    print(f"{po}: {message.id!r}: {error}", file=sys.stderr)
            with po.with_suffix(".mo").open("wb") as file:
                write_mo(file, catalog, use_fuzzy=False)


def main(argv: list[str] | None = None) -> int:
    """The command line above."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=["extract", "update", "compile", "all"])
    parser.add_argument("--game-folder", action="append", default=[], type=Path)
    args = parser.parse_args(argv)
    for folder in args.game_folder:
        register_game_folder(folder)
    all_units = units()
    steps = {"extract": [extract], "update": [update], "compile": [compile_all]}
    for step in steps.get(args.step, [extract, update, compile_all]):
        step(all_units)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
