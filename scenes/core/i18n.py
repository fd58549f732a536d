"""The app's language: the active translation, ``_()`` / ``ngettext`` / ``pgettext``,
choosing a language, the pseudo-language and numbers written the language's way.

Catalogues are GNU gettext files made with Babel (``python build/i18n.py``:
``extract`` writes the templates, ``update`` merges each into its ``.po`` files,
``compile`` writes the ``.mo`` next to each ``.po``). The app reads only the compiled
``.mo`` files, with the standard library's :mod:`gettext`: Babel is a build and test
tool, never needed to run.

There is one shared catalogue and one per game. The shared one,
``assets/locale/<lang>/LC_MESSAGES/messages.mo`` (domain :data:`DOMAIN`), holds the words
of generic code (and any word generic code shares with a game); it alone decides which
languages there are. Each game keeps its own words (its setup words, rules page, table,
tutorial...) in ``locale/`` inside its app package (:data:`GAME_LOCALE`):
``scenes/games/<id>/locale/<lang>/LC_MESSAGES/<id>.mo``, domain the game's id. Those
folders are told to this module (:func:`add_catalogues`: ``scenes.games`` adds every
game folder it holds when imported, :mod:`scenes.plugins` the folder of each plugin it
finds, so a game kept elsewhere brings its catalogue too); this module imports no game.
A lookup asks the shared catalogue first, then each game's in the order they were added
(standard gettext fallbacks), so ``gettext``, ``pgettext``, ``ngettext`` and
``npgettext`` find a game's words wherever they are drawn.

Where the ``.mo`` files are compiled, and why: by the build step above (``build/
release.py`` runs it again before freezing), and the compiled files are kept in the
repository beside their ``.po``. A checkout, ``pip install .`` (``assets/`` is installed
as data files, a game's ``locale/`` as package data beside its modules) and the frozen
build (the PyInstaller spec bundles ``assets/`` and each game's ``locale/``) then all
find the same files with no Babel and no writing at start-up; compiling into the data
folder at start-up would need a ``.po`` reader in the app and would differ between a
checkout and an installed copy. ``tests/i18n`` fails when a ``.mo`` does not match its
``.po``. Every catalogue is a hostile file: read through the safe reader with a size
cap, each message checked (:mod:`scenes.core.catalogue_check`).

Language choice: the setting (``system``, ``en`` or a catalogue's code), overridden by
``--lang``; ``system`` follows SDL's preferred locales (first one we have, else English).
The languages are the shared catalogues found (:func:`languages`): each names itself and
says how it writes numbers, percentages and places, so a new language is one more ``.po``
(and one per game).
``xx`` is the pseudo-language: every translated string is marked ``⟦…⟧`` and lengthened
by 40 %, so untranslated or cut text shows on screen and in tests.

Strings are looked up when they are drawn or laid out, so a screen that builds its
labels again on :meth:`scenes.core.scene_stack.Scene.language_changed` shows the new
language at the next frame: the app listens to :func:`activate` (:func:`subscribe`) and
calls it for every scene on the stack. This module is pure Python apart from
:func:`system_languages` (SDL).
"""

from __future__ import annotations

import copy
import gettext as _gettext
import math
import os
import re
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from pathlib import Path

from scenes.core.catalogue_check import DOMAIN as DOMAIN
from scenes.core.catalogue_check import read_catalogue
from scenes.core.resources import asset_path

#: The folder inside a game's app package that holds its catalogue:
#: ``<package>/locale/<id>.pot``, ``<package>/locale/<lang>/LC_MESSAGES/<id>.po`` and
#: ``.mo`` (``build/i18n.py`` writes them; :func:`add_catalogues` reads them).
GAME_LOCALE = "locale"
#: English is the source language: it needs no catalogue.
SOURCE = "en"
#: The pseudo-language (``--lang xx``): marked, lengthened strings.
PSEUDO = "xx"
OPEN_MARK, CLOSE_MARK = "⟦", "⟧"
#: How much longer the pseudo-language makes each string.
PSEUDO_GROWTH = 0.4
_PAD = "·"
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
#: The GNU gettext separator between a message's context and its id.
_CONTEXT_SEP = "\x04"


class _Pseudo(_gettext.NullTranslations):
    """The pseudo-language: each English string marked and lengthened."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


def pseudo(message: str) -> str:
    """``message`` marked ``⟦…⟧`` and lengthened by 40 % of its own words: placeholders
    are kept as they are and not counted (what fills them is lengthened where it is
    translated, so a sentence built from translated parts does not grow twice).
    ``pseudo("New game")`` is ``"⟦New game ···⟧"``."""
    own = len(_PLACEHOLDER.sub("", message))
    grow = math.ceil(own * PSEUDO_GROWTH)
    # The growth is a word of its own (as a translation's extra words are), so a long
    # string can still wrap where a real translation would.
    pad = " " + _PAD * (grow - 1) if grow > 1 else _PAD * grow
    return f"{OPEN_MARK}{message}{pad}{CLOSE_MARK}"


class _State:
    """The active translation and who wants to hear of a change."""

    def __init__(self) -> None:
        self.code = "en"
        self.translation: _gettext.NullTranslations = _gettext.NullTranslations()
        self.listeners: list[Callable[[], None]] = []
        #: (domain, folder) of every game catalogue added, in the order looked up.
        self.added: list[tuple[str, str]] = []


_STATE = _State()


def locale_dir() -> str:
    """The folder holding ``<lang>/LC_MESSAGES/messages.mo``."""
    return str(asset_path("locale"))


def languages() -> dict[str, str]:
    """The languages there are, by code, each by its own name: English, then every
    ``<code>/LC_MESSAGES/messages.mo`` in :func:`locale_dir` (a new language is one more
    catalogue; nothing here names it)."""
    return dict(_languages_in(locale_dir()))


@cache
def _languages_in(where: str) -> tuple[tuple[str, str], ...]:
    """:func:`languages` of one locale folder (read once)."""
    found = {SOURCE: "English"}
    folder = Path(where)
    if folder.is_dir():
        for mo in sorted(folder.glob(f"*/LC_MESSAGES/{DOMAIN}.mo")):
            code = mo.parent.parent.name
            catalogue = read_catalogue(where, code) if code not in (SOURCE, PSEUDO) else None
            if catalogue is not None:
                found[code] = catalogue.pgettext("this language's own name", "English")
    return tuple(found.items())


def choices() -> tuple[str, ...]:
    """The Settings choices, in the order shown: System, English, then the others."""
    return ("system", *languages())


def load(code: str) -> _gettext.NullTranslations:
    """The translation of ``code`` (English, the pseudo-language, or the shared ``.mo``
    followed by each added game's ``.mo`` of that language). A missing or damaged shared
    catalogue (truncated, not a ``.mo``, bad text) gives English: the app starts in
    English and says so on stderr, and :func:`languages` leaves it out. A missing or
    damaged game catalogue leaves only that game's words in English."""
    if code == PSEUDO:
        return _Pseudo()
    shared = read_catalogue(locale_dir(), code) if code != SOURCE else None
    if shared is None:
        return _gettext.NullTranslations()
    games = (read_catalogue(folder, code, domain) for domain, folder in _STATE.added)
    return _chained([shared, *(found for found in games if found is not None)])


def _chained(parts: list[_gettext.GNUTranslations]) -> _gettext.NullTranslations:
    """One translation asking ``parts`` in order (gettext fallbacks): each is copied,
    so the catalogues read once stay unlinked and can be chained again."""
    first, *rest = (copy.copy(part) for part in parts)
    for part in rest:
        first.add_fallback(part)
    return first


def add_catalogues(domain: str, folder: str | os.PathLike[str]) -> None:
    """Look messages up also in ``<folder>/<lang>/LC_MESSAGES/<domain>.mo`` (a game's
    catalogue: ``folder`` is :func:`package_locale` of its app package, ``domain`` its
    id), after the shared catalogue and those added before. The folder need not hold
    every language, or any yet. Adding the same pair again changes nothing; the active
    language is read again at once, so the game's words show at the next draw (the
    listeners are not called: nothing drawn before could have had them)."""
    entry = (domain, os.path.abspath(folder))
    if entry not in _STATE.added:
        _STATE.added.append(entry)
        _STATE.translation = load(_STATE.code)


def add_game_catalogues(containers: Iterable[str]) -> None:
    """:func:`add_catalogues` for every game folder in these package folders (a games
    container's ``__path__``): ``<container>/<id>/locale`` with the domain ``<id>``."""
    for container in containers:
        for folder in sorted(Path(container).iterdir()):
            if folder.is_dir() and not folder.name.startswith(("_", ".")):
                add_catalogues(folder.name, folder / GAME_LOCALE)


def package_locale(package_file: str | None) -> Path:
    """The catalogue folder of the app package whose ``__init__`` is ``package_file``."""
    return Path(str(package_file)).parent / GAME_LOCALE


def catalogues() -> tuple[tuple[str, Path], ...]:
    """(domain, folder) of every catalogue looked up, in order: the shared one, then
    each game's added so far."""
    return ((DOMAIN, Path(locale_dir())), *((d, Path(f)) for d, f in _STATE.added))


def activate(code: str) -> None:
    """Make ``code`` (``en``, a catalogue's code, or ``xx``) the app's language and tell
    the listeners."""
    _STATE.code = code if code in languages() or code == PSEUDO else SOURCE
    _STATE.translation = load(_STATE.code)
    for listener in list(_STATE.listeners):
        listener()


def current() -> str:
    """The active language code."""
    return _STATE.code


def subscribe(listener: Callable[[], None]) -> Callable[[], None]:
    """Call ``listener`` after every :func:`activate`; returns the function that stops it."""
    _STATE.listeners.append(listener)

    def stop() -> None:
        if listener in _STATE.listeners:
            _STATE.listeners.remove(listener)

    return stop


def gettext(message: str) -> str:
    """``message`` in the active language."""
    return _STATE.translation.gettext(message)


_ = gettext


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form for ``count`` in the active language (its own plural rule: French
    uses the singular for 0 and 1)."""
    return _STATE.translation.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the active language, told apart from the same English words
    elsewhere by ``context``."""
    return _STATE.translation.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """:func:`ngettext` with a context."""
    return _STATE.translation.npgettext(context, singular, plural, count)


#: The context of a game's own setup words (its GameSpec's labels, helps, value words,
#: variant names and summary), which ``build/i18n.py extract`` reads from the registry.
GAME_CONTEXT = "game setup"


def game_word(text: str) -> str:
    """A word a game's ``GameSpec`` brings (``game/`` stays English), in the current
    language if the catalogue has it."""
    return pgettext(GAME_CONTEXT, text) if text else text


#: The context of a game's published title in a language: its msgid is the game's brand
#: name (``GameSpec.name``), which ``build/i18n.py extract`` reads from the registry; a
#: language whose players know the game under another name translates it to that name,
#: any other keeps the brand name.
TITLE_CONTEXT = "local title"


def local_title(name: str) -> str:
    """The title the game called ``name`` (its brand name) is published under in the
    current language, or "" when that is the brand name itself (or unknown): the menus
    keep the brand name and show this beside it."""
    local = pgettext(TITLE_CONTEXT, name) if name else ""
    return "" if local == name else local


def N_(message: str) -> str:
    """Marks ``message`` for extraction only; it is translated later by :func:`gettext`."""
    return message


def choice_name(choice: str) -> str:
    """A Settings choice as shown: "System", or the language by its own name."""
    return _("System") if choice == "system" else languages().get(choice, choice)


def resolve(choice: str, preferred: Sequence[str]) -> str:
    """The language code for a setting or ``--lang`` value: itself if we have it (or the
    pseudo-language); for ``system`` (or anything unknown) the first of ``preferred``
    (SDL locale codes like ``de`` or ``fr_CA``) that we have, else English."""
    if choice in languages() or choice == PSEUDO:
        return choice
    for code in preferred:
        base = code.replace("-", "_").split("_")[0].lower()
        if base in languages():
            return base
    return SOURCE


def system_languages() -> list[str]:
    """The system's preferred languages, most preferred first (SDL; [] if unknown)."""
    import pygame

    try:
        return [entry["language"] for entry in pygame.system.get_pref_locales()]
    except (AttributeError, pygame.error):
        return []


# Numbers ----------------------------------------------------------------------------
# Each catalogue says how its language writes numbers (the messages below, with
# contexts); the pseudo-language writes them as English does, unmarked.


def _number_words() -> tuple[str, str, str]:
    """(decimal separator, digit group separator, percent pattern) of the language."""
    if _STATE.code == PSEUDO:
        return ".", ",", "{number}%"
    return (
        pgettext("decimal separator", "."),
        pgettext("digit group separator", ","),
        pgettext("percent", "{number}%"),
    )


def number(value: float, decimals: int = 0) -> str:
    """``value`` with ``decimals`` decimals in the language's way: "1,234.5" (en),
    "1.234,5" (de), "1 234,5" (fr, a narrow no-break space); a true minus sign."""
    point, group, _pattern = _number_words()
    text = f"{abs(value):,.{decimals}f}"
    text = text.replace(",", "\x00").replace(".", point).replace("\x00", group)
    return f"−{text}" if value < 0 and any(ch in "123456789" for ch in text) else text


def score(value: float) -> str:
    """A score the language's way: whole numbers without decimals, others to one
    decimal; a true minus sign ("−3", "7,5" in German and French)."""
    return number(value, 0 if float(value).is_integer() else 1)


def percent(value: float, decimals: int = 0) -> str:
    """A percentage (``value`` already times 100): "40%" (en), "40 %" (de: a no-break
    space), "40 %" (fr: a narrow no-break space, which the bundled font has)."""
    return _number_words()[2].format(number=number(value, decimals))


def ordinal(value: int) -> str:
    """A place in the language's way: "1st", "2nd" (en); "1.", "2." (de); "1er", "2e"
    (fr). English's rule is written here; other languages give theirs as a plural."""
    if _STATE.code in (SOURCE, PSEUDO):
        last = {1: "st", 2: "nd", 3: "rd"}.get(value % 10, "th")
        english = f"{value}{'th' if 10 <= value % 100 <= 20 else last}"
        return pseudo(english) if _STATE.code == PSEUDO else english
    return npgettext("ordinal", "{number}st", "{number}th", value).format(number=value)
