"""The Nyet! table's own state (:class:`NyetUi`) and what follows from it alone: the
viewer's legal choices keyed as the table shows them, and the per-frame ``tick``."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.contract import Action
from game.games.nyet.actions import Cover, Discard, PassLeft, Play
from scenes.games.nyet.model import NyetModel
from scenes.table.components.toast import Toast
from scenes.table.kit import TableUi

Box = tuple[int, int]


@dataclass
class NyetUi(TableUi):
    """Hover and keyboard selection (a hand index, a board box), boxes pulsing (seconds
    left), hand indices hidden while they fly, the trick card glowing as the winner and
    the toast over the trick area."""

    hover_card: int | None = None
    hover_box: Box | None = None
    sel_card: int | None = None
    sel_box: Box | None = None
    pulse_boxes: dict[Box, float] = field(default_factory=dict)
    hidden_hand: set[int] = field(default_factory=set)
    winner_index: int | None = None
    toast: Toast | None = None


def initial(ui: TableUi, seat: int) -> str:
    """The letter on a seat's token."""
    return (ui.name(seat) or "?")[:1]


def busy(ui: NyetUi) -> bool:
    """True while something moves or announces itself (the prompt waits for it)."""
    return bool(ui.sprites or ui.toast or ui.banner or ui.winner_index is not None)


def legal_by_card(ui: TableUi) -> dict[int, Action]:
    """The viewer's card actions (discard, pass or play) by card code, while they act."""
    return {a.card: a for a in ui.legal if isinstance(a, (Discard, PassLeft, Play))}


def legal_boxes(ui: TableUi) -> list[Box]:
    """The boxes the viewer may cover now, line by line."""
    return [(a.line, a.box) for a in ui.legal if isinstance(a, Cover)]


def clamp_selection(model: NyetModel, ui: NyetUi) -> None:
    """Keep the keyboard selection on a legal card and a legal box (or none)."""
    legal = legal_by_card(ui)
    hand = model.hand
    if not legal:
        ui.sel_card = None
    elif ui.sel_card is None or ui.sel_card >= len(hand) or hand[ui.sel_card] not in legal:
        ui.sel_card = next((i for i, c in enumerate(hand) if c in legal), None)
    boxes = legal_boxes(ui)
    if not boxes:
        ui.sel_box = None
    elif ui.sel_box not in boxes:
        ui.sel_box = boxes[0]


def tick(model: NyetModel, ui: NyetUi, dt: float) -> None:
    """Run down the box pulses; keep the selection on a legal choice; show every hand
    card again once nothing flies (a rebuilt picture drops its sprites)."""
    if not ui.sprites:
        ui.hidden_hand.clear()
    for key in list(ui.pulse_boxes):
        ui.pulse_boxes[key] -= dt
        if ui.pulse_boxes[key] <= 0:
            del ui.pulse_boxes[key]
    clamp_selection(model, ui)
