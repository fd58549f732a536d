"""What a No Thanks! seat panel says: its score (or this round's card points while chips
are hidden), its chips and the words of its tooltip, from the display model only."""

from __future__ import annotations

from dataclasses import dataclass

from scenes.core.phrases import plural, pts
from scenes.nothanks.model import NoThanksModel


@dataclass(frozen=True)
class SeatPanel:
    """The numbers and words of one seat panel.

    ``score`` is the seat's game score where the looker knows it (finished rounds plus
    the round in play; the totals once the round is counted), else None and the panel
    shows ``card_points`` (this round's cards, chips not counted) instead. ``chips`` is
    the chip count shown, None for "?". ``detail`` spells a known score out (card points
    and chips) for a panel with room for it.
    """

    score: int | None
    card_points: int
    chips: int | None
    headline: str
    chips_text: str
    tip: str
    detail: str = ""
    #: The headline for a narrow panel ("21 + 24" for "21 + 24 card pts"); "" when the
    #: headline is short already.
    compact: str = ""


def seat_panel(model: NoThanksModel, seat: int) -> SeatPanel:
    """What the panel of ``seat`` shows in ``model`` (lowest score wins)."""
    s = model.seats[seat]
    earlier = f" Earlier rounds: {s.total}." if model.round > 1 else ""
    chips_text = "?" if s.chips is None else str(s.chips)
    if model.round_over:
        tip = f"Total after round {model.round} of {model.rounds}. Lowest wins."
        headline = f"{s.total} {pts(s.total)}"
        return SeatPanel(s.total, s.card_points, s.chips, headline, chips_text, tip)
    if s.round_points is None:
        if model.round > 1:
            # The running total stays on every panel: earlier rounds + this round's cards.
            headline = f"{s.total} + {s.card_points} card {pts(s.card_points)}"
            earlier_words = f"{plural(s.total, 'point')} from earlier rounds, plus "
        else:
            headline, earlier_words = f"{s.card_points} card {pts(s.card_points)}", ""
        tip = (
            f"{earlier_words}{plural(s.card_points, 'card point')} this round. Chips are "
            "hidden, so this is not the score: each chip takes a point off. Lowest wins."
        )
        tip = tip[0].upper() + tip[1:]
        compact = f"{s.total} + {s.card_points}" if model.round > 1 else ""
        return SeatPanel(None, s.card_points, s.chips, headline, chips_text, tip, "", compact)
    score = s.total + s.round_points
    chips_words = plural(s.chips, "chip") if s.chips is not None else "? chips"
    tip = (
        f"Score {score}: this round {s.round_points} "
        f"({plural(s.card_points, 'card point')}, {chips_words}).{earlier} Lowest wins."
    )
    detail = f"{s.card_points} card {pts(s.card_points)}, {chips_words}"
    headline = f"{score} {pts(score)}"
    return SeatPanel(score, s.card_points, s.chips, headline, chips_text, tip, detail)
