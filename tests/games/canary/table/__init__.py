"""The canary game's app record: ``UI``, no table parts of its own (it is played at the
plain table), its results' words and rules page from its own catalogue."""

from __future__ import annotations

from collections.abc import Mapping

from scenes.core.i18n import ngettext
from scenes.plugin import GameUI


def breakdown(tricks: Mapping[str, object]) -> list[str]:
    """One seat's round in words: its tricks."""
    count = int(str(tricks["tricks"]))
    return [ngettext("{count} trick", "{count} tricks", count).format(count=count)]


#: The rules page in English; the rules screen shows each line in the language.
RULES = """# Canary
- Each seat gets a few cards; play one card a turn.
- The highest card takes the trick and leads the next one.
- Most tricks wins.
"""

UI: GameUI = GameUI(game_id="canary", rules_page=lambda: RULES, breakdown_lines=breakdown)
