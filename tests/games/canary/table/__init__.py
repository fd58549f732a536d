"""The canary game's app record: ``UI`` (its display model is its view; the table
parts are imported on first use, so this module imports no pygame)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.events import GameEvent
from scenes.core.i18n import ngettext
from scenes.plugin import (
    GameUI,
    hand_in_view,
    imported_kit,
    no_faces,
)
from scenes.table.display import DisplayKit
from tests.games.canary.rules.state import CanaryView, Played, TrickWon


def reduce(model: CanaryView, event: GameEvent) -> CanaryView:
    """The model (a view) after ``event``: a card leaves a hand for the trick; a won
    trick goes to the played cards and its seat's count."""
    if isinstance(event, Played):
        seat = event.actor
        sizes = tuple(n - (s == seat) for s, n in enumerate(model.hand_sizes))
        hand = tuple(c for c in model.hand if c != event.card or seat != model.player)
        trick = (*model.trick, (seat, event.card))
        return replace(
            model, hand=hand, hand_sizes=sizes, trick=trick, current_player=event.next_player
        )
    if isinstance(event, TrickWon):
        return replace(model, trick=(), played=(*model.played, *event.cards), tricks=event.tricks)
    return model


def breakdown(tricks: Mapping[str, Any]) -> list[str]:
    """One seat's round in words: its tricks."""
    count = int(tricks["tricks"])
    return [ngettext("{count} trick", "{count} tricks", count).format(count=count)]


#: The rules page in English; the rules screen shows each line in the language.
RULES = """# Canary
- Each seat gets a few cards; play one card a turn.
- The highest card takes the trick and leads the next one.
- Most tricks wins.
"""

UI = GameUI(
    game_id="canary",
    display=DisplayKit(lambda view: view, reduce),
    breakdown_lines=breakdown,
    rules_page=lambda: RULES,
    open_hand=hand_in_view,
    card_text=str,
    card_faces=no_faces,
    table=imported_kit(f"{__name__}.kit"),
    tutorial=None,
)
