"""Opening the review screen: from the replay viewer (a decision picked is shown in that
viewer) or from the results (a decision picked opens a viewer on the game)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.errors import DataFileError, GameError
from game.records import Record
from game.review import Review
from scenes.core.saves import autosave_path
from scenes.core.session import GameSession
from scenes.replay.review import ReviewScene
from scenes.screens.dialogs import message

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.replay.viewer import ReplayScene


def push_review(
    app: Host,
    record: Record,
    record_path: Path | None,
    label: str,
    viewer: ReplayScene | None = None,
) -> bool:
    """Push the review of ``record`` (kept beside ``record_path``); a message instead if
    it cannot be reviewed (no person played it, or it does not replay)."""

    def show(review: Review, step: int) -> None:
        assert viewer is not None
        app.manager.pop()  # back to the viewer, at the decision
        viewer.show_decision(review, step)

    try:
        scene = ReviewScene(app, record, record_path, label, show if viewer else None)
    except (GameError, DataFileError) as exc:
        app.manager.push(message(app, "This game cannot be reviewed", str(exc)))
        return False
    app.manager.push(scene)
    return True


def review_session(app: Host, session: GameSession) -> bool:
    """The review of a finished game from the results. Its review is kept beside the
    autosave, which holds this game until the next one starts (a review of another
    record there is recognised as stale and never used)."""
    return push_review(app, session.record(), autosave_path(), "This game")
