"""Opening a record in the replay viewer, and "Play on" from a step of it.

Every file goes through the one record loader (:func:`game.records.load_record`); a file
that cannot be used gives one clear message and is never changed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.errors import GameError, RecordError
from game.records import Record, load_record
from game.review import Review
from scenes.core.dialogs import Overlay, message
from scenes.core.i18n import _, ngettext
from scenes.core.phrases import about, shown_name
from scenes.core.saves import autosave_path
from scenes.core.session import GameSession
from scenes.replay.review_open import push_review
from scenes.replay.timeline import Timeline
from scenes.replay.try_again import play_on_seats
from scenes.replay.viewer import ReplayScene
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.load_words import file_problem_words, record_title

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


def open_replay_file(app: Host, path: Path, label: str, step: int | None = None) -> bool:
    """Push the viewer on the record at ``path`` (a message if it cannot be used)."""
    try:
        record = load_record(path)
    except RecordError as exc:
        app.manager.push(message(app, _("This record cannot be replayed"), file_problem_words(exc)))
        return False
    except OSError as exc:
        app.manager.push(message(app, _("This record cannot be replayed"), str(exc)))
        return False
    return open_replay(app, record, label, step, record_path=path)


def open_replay(
    app: Host,
    record: Record,
    label: str,
    step: int | None = None,
    *,
    review: Review | None = None,
    record_path: Path | None = None,
) -> bool:
    """Push the viewer on ``record`` at ``step`` (the end by default), with ``review``'s
    ratings shown if given; its review is kept beside ``record_path``."""
    try:
        timeline = Timeline(record)
        title = record_title(label, record)
        scene = ReplayScene(
            app,
            timeline,
            title,
            timeline.length if step is None else step,
            on_play_on=lambda k: choose_play_on_seats(app, timeline, k),
            record_path=record_path,
        )
        scene.title_words = lambda: record_title(label, record)
        if review is not None:
            scene.attach_review(review)
    except (RecordError, GameError) as exc:
        problem = file_problem_words(exc) if isinstance(exc, RecordError) else str(exc)
        app.manager.push(message(app, _("This record cannot be replayed"), problem))
        return False
    app.manager.push(scene)
    return True


def review_session(app: Host, session: GameSession) -> bool:
    """The review of a finished game from the results; a decision picked there opens a
    viewer on the game. The review is kept beside the autosave, which holds this game
    until the next one starts (a review of another record there is seen to be stale and
    never used)."""
    record = session.record()

    def show(review: Review, step: int) -> None:
        label = _("This game")
        open_replay(app, record, label, step, review=review, record_path=autosave_path())

    return push_review(app, record, autosave_path(), _("This game"), show)


def choose_play_on_seats(app: Host, timeline: Timeline, k: int) -> None:
    """Ask which seat the person takes over, then start the game played on from ``k``."""

    def start(human: int) -> None:
        try:
            session = timeline.play_on_session(k, play_on_seats(timeline, human))
        except (RecordError, GameError) as exc:
            app.manager.push(message(app, _("Cannot play on"), str(exc)))
            return
        open_new_game(app, session)

    def starter(human: int) -> Callable[[], None]:
        return lambda: start(human)

    choices = [
        (
            about(shown_name(seat.name), _("Play as {name}"), _("Play as yourself")),
            starter(index),
            "primary",
        )
        for index, seat in enumerate(timeline.seats)
    ]
    choices.append((_("Cancel"), lambda: None, "secondary"))
    text = ngettext(
        "A new game from move {k}: the same deal and the {k} move so far. "
        "Choose your seat; bots take the others.",
        "A new game from move {k}: the same deal and the {k} moves so far. "
        "Choose your seat; bots take the others.",
        k,
    )
    app.manager.push(
        Overlay(
            app,
            _("Play on from here"),
            text.format(k=k),
            choices,
            vertical=True,
            width=460,
            cancel_index=len(choices) - 1,
        )
    )
