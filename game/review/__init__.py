"""Post-game review and coach hints, from the hard bot's analysis (no pygame here).

The public API (everything the app and the CLI use):

* ``reviewed(record, store=False, seats=None, *, iterations=None, progress=None,
  cancel=None) -> Review`` — the review of ``seats`` (default: the human seats; 0-based);
  with ``store``, read from the stored review (``reviews/<record key>.json`` in the data
  folder) when it is there, checked and current, else computed and stored there
  (:mod:`game.review.store`). ``progress(done, total)`` is
  called after each rated decision; ``cancel()`` (e.g. ``event.is_set``) is checked
  between decisions and stops with :class:`ReviewCancelled`. Run it in a worker.
* ``review_record(record, seats=None, ...) -> Review`` — the same, never stored.
* :class:`Review` — ``decisions`` (each a :class:`Decision`: ``step`` = index into
  ``record.actions``, ``seat``, ``chosen``/``best`` notation, ``loss``, ``score_loss``,
  ``rating``, ``options`` = every legal action's :class:`OptionStat`), ``summary(seat)``
  / ``summaries()`` (:class:`SeatSummary`: counts per rating and ``accuracy`` in percent),
  ``at_step(step)``, ``decisions_of(seat)``, ``to_json()``.
* Ratings ``FINE``, ``INACCURACY``, ``MISTAKE``, ``BLUNDER`` (:data:`RATINGS`, best
  first); thresholds and the accuracy formula in :mod:`game.review.rating`.
* ``hint(game, state, seat=None, *, seed, ply, iterations=None) -> Hint`` — the hard bot's
  recommendation for the seat to move, with every option's value and expected score.
* Record support lives in :mod:`game.records`: ``Record.count_undo(seat)``,
  ``Record.count_hint(seat)``, ``undos_of``/``hints_of``, and
  ``played_on_record(record, step, seats)``.
"""

from __future__ import annotations

from game.review.hints import Hint, hint
from game.review.rating import (
    BLUNDER,
    FINE,
    INACCURACY,
    MISTAKE,
    RATINGS,
    Thresholds,
    thresholds_for,
)
from game.review.report import Decision, OptionStat, Review, SeatSummary
from game.review.run import (
    ReviewCancelled,
    ReviewError,
    decision_points,
    human_seats,
    review_record,
)
from game.review.store import load_review, review_path, reviewed, reviews_dir, save_review

__all__ = [
    "BLUNDER",
    "FINE",
    "INACCURACY",
    "MISTAKE",
    "RATINGS",
    "Decision",
    "Hint",
    "OptionStat",
    "Review",
    "ReviewCancelled",
    "ReviewError",
    "SeatSummary",
    "Thresholds",
    "decision_points",
    "hint",
    "human_seats",
    "load_review",
    "review_path",
    "review_record",
    "reviewed",
    "reviews_dir",
    "save_review",
    "thresholds_for",
]
