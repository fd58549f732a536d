"""The translation catalogues, made with Babel (a development tool; the app itself reads
the compiled ``.mo`` files with the standard library's ``gettext``).

    python build/i18n.py extract   # scenes/ and game/ (babel.cfg), the games' setup
                                   #   words and their rules pages' lines
                                   #   -> assets/locale/messages.pot
    python build/i18n.py update    # messages.pot merged into each <lang>/LC_MESSAGES/messages.po
    python build/i18n.py compile   # each messages.po -> messages.mo beside it (fuzzy refused)
    python build/i18n.py all       # the three, in that order

The ``.mo`` files are kept in the repository next to their ``.po`` so that a checkout,
``pip install .`` and the frozen build need no Babel (see ``scenes/core/i18n.py``);
``tests/i18n/test_catalogues.py`` fails if one is out of date. A new language is one
``pybabel init -i assets/locale/messages.pot -d assets/locale -l LANG`` away (see the
README's "Adding a language"); it names itself in its own catalogue.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
POT = LOCALE / "messages.pot"
#: Keywords beyond Babel's defaults (which include _, gettext, ngettext, pgettext,
#: npgettext and N_).
KEYWORDS = ["-k", "N_"]


def pybabel(*args: str) -> None:
    """Run one ``pybabel`` command in the repository's root."""
    import os

    from babel.messages.frontend import CommandLineInterface

    here = os.getcwd()
    os.chdir(ROOT)
    try:
        CommandLineInterface().run(["pybabel", "-q", *args])
    finally:
        os.chdir(here)


def game_words() -> list[str]:
    """The words each game's ``GameSpec`` brings for the setup screen (summary, variant
    names, option labels, helps, hints and value words), in a stable order. ``game/``
    stays English (the CLI speaks it); the app looks these up with the context
    ``scenes.core.i18n.GAME_CONTEXT`` (:func:`scenes.core.i18n.game_word`)."""
    sys.path.insert(0, str(ROOT))
    from game.registry import all_games

    words: list[str] = []
    for spec in all_games():
        words += [spec.summary, *(name for name, _options in spec.presets)]
        for option in spec.options:
            shown = spec.option_display.get(option.key)
            words += [spec.option_label(option.key), option.help]
            if shown is not None:
                words += [shown.text_hint or "", *(str(w) for w in shown.value_words.values())]
            words += [c.capitalize() for c in option.choices if c.isalpha()]
    return sorted({word for word in words if word})


#: The context of a rules page's lines (headings, bullets, paragraphs): one msgid each.
RULES_CONTEXT = "rules"


def rules_line_text(raw: str) -> str:
    """A rules page's line without its ``# `` (heading) or ``- `` (bullet) mark: what is
    translated (``scenes.screens.rules`` looks each up with the context "rules")."""
    return raw[2:] if raw.startswith(("# ", "- ")) else raw


def rules_lines() -> list[str]:
    """Every line of every game's rules page (as the app shows it: the plugin's page,
    made from ``game/*/rules_text.py``, No Thanks!'s special cards included), in a stable
    order, each once."""
    sys.path.insert(0, str(ROOT))
    from game.registry import all_games
    from scenes.screens.rules_text import rules_text

    lines: list[str] = []
    for spec in all_games():
        for raw in rules_text(spec.id).strip().split("\n"):
            if raw.strip():
                lines.append(rules_line_text(raw.strip()))
    return sorted(set(lines))


def add_game_words() -> None:
    """Add :func:`game_words` (with the game context) and :func:`rules_lines` (with the
    rules context) to messages.pot."""
    from babel.messages.pofile import read_po, write_po

    sys.path.insert(0, str(ROOT))
    from scenes.core.i18n import GAME_CONTEXT

    with POT.open("rb") as file:
        catalog = read_po(file)
    for word in game_words():
        catalog.add(word, context=GAME_CONTEXT, auto_comments=["A game's setup words (game/)"])
    for line in rules_lines():
        catalog.add(
            line,
            context=RULES_CONTEXT,
            auto_comments=["A line of a game's rules page (game/*/rules_text.py)"],
        )
    with POT.open("wb") as file:
        write_po(file, catalog, sort_output=True, omit_header=False)


def extract() -> None:
    """scenes/, game/, the games' setup words and rules lines -> messages.pot."""
    pybabel(
        "extract",
        "-F",
        "babel.cfg",
        *KEYWORDS,
        "--project=Play or Pay",
        "--copyright-holder=Play or Pay",
        "--msgid-bugs-address=",
        "--no-location",
        "--sort-output",
        "-c",
        "TRANSLATORS:",
        "-o",
        str(POT.relative_to(ROOT)),
        "scenes",
        "game",
    )
    add_game_words()


def update() -> None:
    """messages.pot merged into each language's messages.po (new strings empty)."""
    pybabel(
        "update",
        "-i",
        str(POT.relative_to(ROOT)),
        "-d",
        str(LOCALE.relative_to(ROOT)),
        "--no-fuzzy-matching",
        "--ignore-obsolete",
        "--no-wrap",
    )


def compile_all() -> None:
    """Each messages.po -> messages.mo (a fuzzy or untranslated string stays English)."""
    pybabel("compile", "-d", str(LOCALE.relative_to(ROOT)), "-D", "messages")


def main(argv: list[str] | None = None) -> int:
    """The command line above."""
    args = sys.argv[1:] if argv is None else argv
    steps = {"extract": [extract], "update": [update], "compile": [compile_all]}
    steps["all"] = [extract, update, compile_all]
    if len(args) != 1 or args[0] not in steps:
        print(__doc__, file=sys.stderr)
        return 2
    for step in steps[args[0]]:
        step()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
