"""What only one seat sees in its own No Thanks! view (for the replay viewer's "every
hand open" panel): its Hidden Tiger card, and its chip count while counts are hidden."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scenes.core.i18n import ngettext


def hidden_in_view(data: Mapping[str, Any], seat: int) -> tuple[list[Any], str]:
    """``seat``'s secret card (if any) and ``"N chips"`` when the counts are hidden; read
    from the view's data, no rule computed."""
    cards = list(data.get("hand") or ())
    tiger = data.get("my_tiger")
    if tiger is not None:
        cards.append(tiger)
    note = ""
    chips = data.get("chips")
    if isinstance(chips, (list, tuple)) and not data.get("chips_open", True):
        mine = chips[seat] if 0 <= seat < len(chips) else None
        note = (
            "" if mine is None else ngettext("{n} chip", "{n} chips", int(mine)).format(n=int(mine))
        )
    return cards, note
