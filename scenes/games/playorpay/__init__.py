"""Play or Pay's own table parts: display model, motions, layout, controls, wording, art.

``UI`` is the game's app-side plugin record (:class:`scenes.plugin.GameUI`); its drawing
parts are imported when first used, so the record imports without pygame."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from game.games.playorpay import RULES_TEXT
from game.games.playorpay.actions import PlayOrPayAction
from game.games.playorpay.views import PlayOrPayView
from game.options import OptionValue
from game.story import Turn
from scenes.core.i18n import pgettext
from scenes.games.playorpay.card_names import card_label
from scenes.games.playorpay.model import PlayOrPayModel, model_from_view, reduce
from scenes.games.playorpay.tutorial import TUTORIAL
from scenes.plugin import CardFace, GameUI, Names, hand_in_view, imported_kit
from scenes.table.display import DisplayKit


def total_heading(options: Mapping[str, OptionValue]) -> str:
    """ "Tokens" in the token game (each round column is a token change and the total is
    the tokens held at the end), "Total" in Sevens (the sum of the round columns)."""
    if options.get("sevens"):
        return pgettext("the results' total column", "Total")
    return pgettext("the results' total column", "Tokens")


# The words and the art draw (pygame): imported on first call.


def breakdown_lines(breakdown: Mapping[str, object]) -> list[str]:
    """:func:`scenes.games.playorpay.words.playorpay_breakdown`."""
    from scenes.games.playorpay import words

    return words.playorpay_breakdown(breakdown)


def option_words(action: PlayOrPayAction, text: str, name: Names) -> str:
    """:func:`scenes.games.playorpay.words.option_words`."""
    from scenes.games.playorpay import words

    return words.option_words(action, text, name)


def decision_words(
    view: PlayOrPayView,
    who: str,
    chosen: PlayOrPayAction,
    best: PlayOrPayAction | None,
    points: int,
    name: Names,
) -> str:
    """:func:`scenes.games.playorpay.review_words.decision_words`."""
    from scenes.games.playorpay import review_words

    return review_words.decision_words(view, who, chosen, best, points, name)


def turn_words(turn: Turn, who: str) -> str | None:
    """:func:`scenes.games.playorpay.review_words.turn_words`."""
    from scenes.games.playorpay import review_words

    return review_words.turn_words(turn, who)


@cache
def card_faces() -> CardFace[int] | None:
    """The faces of one :class:`scenes.games.playorpay.art.PlayingCardArt`, made on first
    call."""
    from scenes.games.playorpay.art import PlayingCardArt

    return PlayingCardArt().face


def open_hand(data: Mapping[str, object], seat: int) -> tuple[list[int], str]:
    """The cards of the view's ``hand``; no hidden count."""
    cards, note = hand_in_view(data, seat)
    return [card for card in cards if isinstance(card, int)], note


def reason_words(
    view: PlayOrPayView, who: str, chosen: PlayOrPayAction, best: PlayOrPayAction, name: Names
) -> str | None:
    """:func:`scenes.games.playorpay.review_words.why_words`."""
    from scenes.games.playorpay import review_words

    return review_words.why_words(view, who, chosen, best, name)


UI: GameUI[PlayOrPayView, PlayOrPayModel, PlayOrPayAction, int] = GameUI(
    game_id="playorpay",
    display=DisplayKit(model_from_view, reduce),
    breakdown_lines=breakdown_lines,
    total_heading=total_heading,
    rules_page=lambda: RULES_TEXT,
    option_words=option_words,
    decision_words=decision_words,
    open_hand=open_hand,
    card_text=card_label,
    card_faces=card_faces,
    tutorial=TUTORIAL,
    table=imported_kit("scenes.games.playorpay.kit"),
    turn_words=turn_words,
    reason_words=reason_words,
)
