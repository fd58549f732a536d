"""The log book keeps the entries of the lines its panel shows: written again (a change
of language) they are the same lines, also once the panel dropped its oldest ones."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.events import GameEvent
from scenes.core import theme
from scenes.core.widgets import LogPanel
from scenes.table.kit import TableUi
from scenes.table.log_book import EventEntry, LogBook, event_lines, move_line


@dataclass(frozen=True)
class Said(GameEvent):
    n: int = 0


@dataclass
class Words:
    """Each event said as its number, in a "language" (a prefix)."""

    prefix: str = "en"
    ui: TableUi = field(default_factory=TableUi)

    def describe(self, event: GameEvent) -> str | None:
        n = event.n if isinstance(event, Said) else 0
        return None if n % 7 == 0 else f"{self.prefix} {n}"

    def describe_private(self, event: GameEvent, data: object) -> str | None:
        return f"only you: {data}"


def test_rewritten_lines_are_those_shown_after_the_panel_dropped_old_ones() -> None:
    words = Words()
    book = LogBook(LogPanel())
    book.note(lambda: f"{words.prefix} heading", theme.TEXT_DIM)
    for n in range(1, 751):
        entry = EventEntry(Said(n=n), None)
        book.event(entry, event_lines(words, entry).lines)
        if n % 50 == 0:
            book.add(f"note {n}")
    shown = list(book.panel.lines)
    assert len(shown) <= 500 and shown[-1] == ("note 750", theme.TEXT)
    words.prefix = "fr"
    book.rewrite(words)
    assert [text for text, _ in book.panel.lines] == [
        text.replace("en ", "fr ") if not text.startswith("note") else text for text, _ in shown
    ]
    assert len(book.entries) < 750


def test_a_moves_line_is_its_first_described_event() -> None:
    words = Words()
    assert move_line([Said(n=7), Said(n=3), Said(n=4)], words.describe) == "en 3"
    assert move_line([Said(n=14)], words.describe) == ""


def test_a_new_viewer_sees_no_one_elses_private_lines() -> None:
    """Pass-and-play: when the table passes to the next person, the lines private to the
    one before leave the log; the new viewer's own stay."""
    words = Words()
    book = LogBook(LogPanel())
    for n, seat in ((1, 0), (2, 1), (3, 0)):
        entry = EventEntry(Said(n=n, private={seat: {"card": n}}), seat)
        book.event(entry, event_lines(words, entry).lines)
    before = [text for text, _ in book.panel.lines]
    assert "only you: {'card': 1}" in before and "only you: {'card': 2}" in before
    book.private_to(1, words)
    after = [text for text, _ in book.panel.lines]
    assert after == ["en 1", "en 2", "only you: {'card': 2}", "en 3"]
