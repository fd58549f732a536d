"""Reading the statistics off the drawing thread (no pygame here).

:func:`game.stats.collect` reads every record in the data folder, which takes a while
with many games; :class:`StatsLoad` runs it on a thread (inline with ``sync``: tests and
headless rendering) and keeps its progress, so the screen shows a progress line and
keeps drawing. Reading files spends most of its time outside the interpreter lock.
On the same thread it then groups the games by name and finds the games of the person
the screen will show first, so the first figures cost the drawing thread little.
"""

from __future__ import annotations

import threading
from pathlib import Path

from game.stats import Collection, collect


class StatsLoad:
    """One reading of the data folder: poll :meth:`done`, then read ``collection`` (or
    ``error``, a sentence).

    With ``sync`` the reading is done at once; else on a thread started by :meth:`start`
    (at once with ``start``; the screen starts it after its first frame, so that frame
    does not share the interpreter with the reading)."""

    def __init__(
        self, data_dir: Path, sync: bool = False, player: str | None = None, start: bool = True
    ) -> None:
        self.data_dir = data_dir
        self.player = player
        self.fraction = 0.0
        self.collection: Collection | None = None
        self.error: str | None = None
        self._finished = threading.Event()
        self._started = False
        if sync:
            self._started = True
            self._run()
        elif start:
            self.start()

    def start(self) -> None:
        """Start reading on a thread (once; nothing if it has started)."""
        if not self._started:
            self._started = True
            threading.Thread(target=self._run, name="stats", daemon=True).start()

    def _progress(self, done: int, total: int) -> None:
        self.fraction = max(0.0, min(1.0, done / max(1, total)))

    def _run(self) -> None:
        try:
            collection = collect(self.data_dir, progress=self._progress)
            collection.players()  # grouped by name, once
            if self.player is not None:
                collection.games_of(self.player)
            self.collection = collection
        except Exception as exc:  # shown on the screen; no file is changed by reading
            self.error = f"The statistics could not be read: {exc}"
        finally:
            self.fraction = 1.0
            self._finished.set()

    def done(self) -> bool:
        """True once the reading has ended (with a collection or an error)."""
        return self._finished.is_set()
