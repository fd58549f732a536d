"""What only one seat sees in its own No Thanks! view (for the replay viewer's "every
hand open" panel): its Hidden Tiger card, and its chip count while counts are hidden."""

from __future__ import annotations

from collections.abc import Mapping

from scenes.core.i18n import ngettext

#: A card in a view's data: a number, or a special card's name (the Hidden Tiger).
Card = int | str


def hidden_in_view(data: Mapping[str, object], seat: int) -> tuple[list[Card], str]:
    """``seat``'s secret card (if any) and ``"N chips"`` when the counts are hidden; read
    from the view's data, no rule computed."""
    hand = data.get("hand") or ()
    cards: list[Card] = list(hand) if isinstance(hand, (list, tuple)) else []
    tiger = data.get("my_tiger")
    if isinstance(tiger, (int, str)):
        cards.append(tiger)
    note = ""
    chips = data.get("chips")
    if isinstance(chips, (list, tuple)) and not data.get("chips_open", True):
        mine = chips[seat] if 0 <= seat < len(chips) else None
        note = (
            "" if mine is None else ngettext("{n} chip", "{n} chips", int(mine)).format(n=int(mine))
        )
    return cards, note
