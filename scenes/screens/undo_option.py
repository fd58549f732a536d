"""The setup row "Undo allowed (all players agree)": off by default. With one person at
the table undo is always there; with two or more it is offered only when everyone agreed
here (see :mod:`scenes.table.undo`)."""

from __future__ import annotations

from scenes.core.i18n import _
from scenes.core.widgets import Stepper


class UndoChoice:
    """The setup's undo agreement and the row that changes it (made anew on rebuild)."""

    def __init__(self) -> None:
        self.agreed = False

    def row(self) -> Stepper:
        return Stepper(
            _("Undo allowed"),
            [_("No"), _("All players agree")],
            int(self.agreed),
            self._set,
            tip=_(
                "Undo allowed (all players agree): with two or more people, Ctrl+Z takes "
                "back the last person's move"
            ),
        )

    def _set(self, index: int) -> None:
        self.agreed = bool(index)
