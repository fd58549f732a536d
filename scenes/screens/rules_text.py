"""The rules page of any game: its plugin's page (``GameUI.rules_page``), or a short page
made from the spec for a game without a plugin (:func:`scenes.plugins.generic_rules`)."""

from __future__ import annotations

from scenes.plugins import ui_for


def rules_text(game_id: str) -> str:
    """The rules page of a game (``# `` headings, ``- `` bullets)."""
    return ui_for(game_id).rules_page()
