"""The Play or Pay table's own state: hover, selection, the seats' passing words."""

from __future__ import annotations

from dataclasses import dataclass, field

from scenes.table.kit import TableUi

Colour = tuple[int, int, int]


@dataclass
class Status:
    """A short word shown on a seat ("pays 1", "passes", "out · 1st") until ``until``."""

    text: str
    color: Colour
    until: float


@dataclass
class PlayOrPayUi(TableUi):
    """Hover and selection (a card, and which of its places), the seats' passing words."""

    hovered: int | None = None
    selected: int | None = None
    target: int = 0
    status: dict[int, Status] = field(default_factory=dict)

    def flash(self, seat: int, text: str, color: Colour, seconds: float = 1.6) -> None:
        """Show ``text`` on ``seat`` for a while (longer at slow speeds)."""
        self.status[seat] = Status(
            text, color, self.time + max(0.8, seconds * max(self.speed, 0.5))
        )
