"""What a No Thanks! seat panel says: its score (or this round's card points while chips
are hidden), its chips and the words of its tooltip, from the display model only."""

from __future__ import annotations

from dataclasses import dataclass

from scenes.core.i18n import _, ngettext
from scenes.core.i18n import score as score_text
from scenes.games.nothanks.model import NoThanksModel


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
    #: The headline for a narrow panel ("21 + 24" for "21 + 24 card pts", "24" for "24 card
    #: pts"): the numbers alone; "" when the headline is short already.
    compact: str = ""


def _pts(count: int) -> str:
    """ "21 pts", "1 pt" (a panel's headline)."""
    return ngettext("{n} pt", "{n} pts", abs(count)).format(n=score_text(count))


def _card_pts(count: int) -> str:
    """ "24 card pts", "1 card pt"."""
    return ngettext("{n} card pt", "{n} card pts", abs(count)).format(n=score_text(count))


def _chips(count: int | None) -> str:
    if count is None:
        return _("? chips")
    return ngettext("{n} chip", "{n} chips", count).format(n=count)


def seat_panel(model: NoThanksModel, seat: int) -> SeatPanel:
    """What the panel of ``seat`` shows in ``model`` (lowest score wins), in the current
    language."""
    total, points, chips = model.totals[seat], model.card_points[seat], model.chips[seat]
    round_points = model.round_points[seat]
    chips_text = "?" if chips is None else str(chips)
    if model.round_over:
        tip = _("Total after round {round} of {rounds}. Lowest wins.").format(
            round=model.round, rounds=model.rounds
        )
        headline = _pts(total)
        return SeatPanel(total, points, chips, headline, chips_text, tip)
    if round_points is None:
        return _hidden_chips_panel(model, seat, chips_text)
    score = total + round_points
    detail = _("{card_points}, {chips}").format(card_points=_card_pts(points), chips=_chips(chips))
    tip = _("Score {score}: this round {points} ({card_points}, {chips}).").format(
        score=score_text(score),
        points=score_text(round_points),
        card_points=ngettext("{n} card point", "{n} card points", points).format(n=points),
        chips=_chips(chips),
    )
    if model.round > 1:
        tip += " " + _("Earlier rounds: {total}.").format(total=total)
    tip += " " + _("Lowest wins.")
    headline = _pts(score)
    return SeatPanel(score, points, chips, headline, chips_text, tip, detail)


def _hidden_chips_panel(model: NoThanksModel, seat: int, chips_text: str) -> SeatPanel:
    """A seat's panel while chips are hidden: card points (and earlier rounds' total),
    never a score."""
    total, points, chips = model.totals[seat], model.card_points[seat], model.chips[seat]
    if model.round > 1:
        # The running total stays on every panel: earlier rounds + this round's cards.
        headline = _("{total} + {card_points}").format(
            total=score_text(total), card_points=_card_pts(points)
        )
        tip = ngettext(
            "{earlier} points from earlier rounds, plus {n} card point this round.",
            "{earlier} points from earlier rounds, plus {n} card points this round.",
            points,
        )
        if abs(total) == 1:
            tip = ngettext(
                "{earlier} point from earlier rounds, plus {n} card point this round.",
                "{earlier} point from earlier rounds, plus {n} card points this round.",
                points,
            )
    else:
        headline = _card_pts(points)
        tip = ngettext("{n} card point this round.", "{n} card points this round.", points)
    tip = (
        tip.format(earlier=score_text(total), n=score_text(points))
        + " "
        + _("Chips are hidden, so this is not the score: each chip takes a point off. Lowest wins.")
    )
    # A narrow panel keeps the name whole: just the numbers (the tooltip says them).
    cards = score_text(points)
    compact = f"{score_text(total)} + {cards}" if model.round > 1 else cards
    return SeatPanel(None, points, chips, headline, chips_text, tip, "", compact)
