# ruff: noqa: E501  (prose: one rule per line reads better than wrapped strings)
"""The Nyet! rules page: the engine's plain-text rules in the scenes' page layout.

:data:`game.games.nyet.RULES_TEXT` is wrapped prose with capitalised headings, numbered items and
``-`` bullets. The rules scene reads ``# `` headings, ``- `` bullets and plain lines, one
paragraph per line, so this joins the wrapped lines and marks headings and items. The
words are the engine's, unchanged.
"""

from __future__ import annotations

import re

_ITEM = re.compile(r"^\s*(?:- |\d+\. )")


def _is_heading(line: str) -> bool:
    letters = [c for c in line if c.isalpha()]
    return bool(letters) and line.strip() == line.strip().upper() and len(line.strip()) < 40


def rules_page(text: str) -> str:
    """``text`` (the engine's rules) as ``# `` headings, ``- `` items and paragraphs."""
    out: list[str] = []
    current: list[str] = []
    kind = ""

    def flush() -> None:
        nonlocal current, kind
        if current:
            joined = " ".join(part.strip() for part in current)
            out.append(("- " if kind == "item" else "") + joined)
        current, kind = [], ""

    lines = text.strip().split("\n")
    first = lines[0]
    if "  " in first and _is_heading(first.split("  ", 1)[0]):
        title, rest = first.split("  ", 1)
        out.append("# " + title.strip().capitalize().replace("nyet", "Nyet"))
        lines = [rest, *lines[1:]]
    for line in lines:
        if not line.strip():
            flush()
        elif _is_heading(line):
            flush()
            out.append("# " + line.strip().capitalize())
        elif _ITEM.match(line):
            flush()
            kind = "item"
            current = [line.strip().removeprefix("- ")]
        else:
            if not current:
                kind = "text"
            current.append(line)
    flush()
    return "\n".join(out) + "\n"


AT_THE_TABLE = """# At the table
- Nyet! phase: click an open box on the board (or choose with the arrow keys and press Enter). Each covered box shows the token of the player who covered it; the last open box of each line glows: it is the round's term.
- The first player chooses the team (and, with 5 players, who gets the Bonus card) with the buttons in the middle of the table, or the number keys.
- Discards, the card to pass and the card to play: click a card in your hand, or choose with ←/→ and press Enter. Cards you may play are lifted; the others are dimmed.
- Trump and supertrump are shown in the top bar all round; in your hand a T marks trumps and an S the supertrumps.
- Colours always carry a symbol: red ▲, blue ●, yellow ★, green ◆.
"""


def table_rules_page(text: str) -> str:
    """The rules page followed by how to play at this table."""
    return rules_page(text) + AT_THE_TABLE
