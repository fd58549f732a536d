"""Pushing the review screen (a message instead when the game cannot be reviewed). The
caller says where a decision picked there is shown: the replay viewer the review was
opened from, or a new viewer (see :func:`scenes.replay.open.review_session`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.errors import DataFileError, GameError
from game.records import Record
from scenes.core.dialogs import message
from scenes.core.i18n import _
from scenes.replay.review import ReviewScene, ShowFn

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


def push_review(
    app: Host, record: Record, record_path: Path | None, label: str, on_show: ShowFn
) -> bool:
    """Push the review of ``record`` (kept beside ``record_path``); a message instead if
    it cannot be reviewed (no person played it, or it does not replay)."""
    try:
        scene = ReviewScene(app, record, record_path, label, on_show)
    except (GameError, DataFileError) as exc:
        app.manager.push(message(app, _("This game cannot be reviewed"), str(exc)))
        return False
    app.manager.push(scene)
    return True
