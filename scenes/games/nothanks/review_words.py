"""A rated No Thanks! decision in game terms: the card, the chips on it, the chips held,
and what the better move was worth ("You passed 19 with 6 chips on it, holding 1 chip;
taking was about 27 points better"). Pure text from the deciding seat's view, in the
current language: the sentence about the move (whole, per verb and per "You"), then the
chips held and the coach's verdict as clauses of their own. Why the coach's move was
better is said by :mod:`scenes.games.nothanks.review_reasons`."""

from __future__ import annotations

from collections.abc import Callable

from game.contract import Action
from game.games.nothanks.rules import PASS, TAKE, TIGER
from game.games.nothanks.special_rules import BID, DECLINE, SIT_OUT
from game.games.nothanks.specials import card_name
from game.games.nothanks.view import NoThanksView
from scenes.core.i18n import _, ngettext, pgettext
from scenes.core.phrases import about as about_seat
from scenes.games.nothanks.words import card_words

Names = Callable[[int | None], str]


def _done(who: str, chosen: Action, card: object, pot: int) -> str:
    """ "Bo took 19 with 6 chips on it"."""

    def say(third: str, second: str) -> str:
        return about_seat(who, third, second, card=card, n=pot)

    if chosen is TAKE:
        return say(
            ngettext(
                "{name} took {card} with {n} chip on it",
                "{name} took {card} with {n} chips on it",
                pot,
            ),
            ngettext(
                "You took {card} with {n} chip on it", "You took {card} with {n} chips on it", pot
            ),
        )
    if chosen is TIGER:
        return say(
            ngettext(
                "{name} played the tiger on {card} with {n} chip on it",
                "{name} played the tiger on {card} with {n} chips on it",
                pot,
            ),
            ngettext(
                "You played the tiger on {card} with {n} chip on it",
                "You played the tiger on {card} with {n} chips on it",
                pot,
            ),
        )
    return say(
        ngettext(
            "{name} passed {card} with {n} chip on it",
            "{name} passed {card} with {n} chips on it",
            pot,
        ),
        ngettext(
            "You passed {card} with {n} chip on it", "You passed {card} with {n} chips on it", pot
        ),
    )


def decision_words(
    view: NoThanksView, who: str, chosen: Action, best: Action | None, points: int, name: Names
) -> str:
    """``who`` chose ``chosen`` at ``view``; ``best`` (None when the move was as good)
    was about ``points`` expected points better."""
    card = view.card if view.card is not None else _("the card")
    sentence = _done(who, chosen, card, view.pot)
    held = view.chips[view.player] if view.player < len(view.chips) else None
    if held is not None:
        sentence += ngettext(", holding {n} chip", ", holding {n} chips", held).format(n=held)
    if best is None:
        return sentence + _("; as good as the coach's move")
    return sentence + verdict(best, points)


def verdict(best: Action, points: int) -> str:
    """ "; taking was about 3 points better", or "…slightly better" under a point."""
    if points < 1:
        if best is TAKE:
            return _("; taking was slightly better")
        if best is TIGER:
            return _("; playing the tiger was slightly better")
        return _("; passing was slightly better")
    if best is TAKE:
        text = ngettext(
            "; taking was about {n} point better", "; taking was about {n} points better", points
        )
    elif best is TIGER:
        text = ngettext(
            "; playing the tiger was about {n} point better",
            "; playing the tiger was about {n} points better",
            points,
        )
    else:
        text = ngettext(
            "; passing was about {n} point better", "; passing was about {n} points better", points
        )
    return text.format(n=points)


def option_words(action: Action, text: str, name: Callable[[int | None], str]) -> str:
    """A No Thanks! option as the coach and the review name it: its button's words
    ("Take", "No thanks!"), or the card of the display to give or remove."""
    kind, card = getattr(action, "kind", None), getattr(action, "card", None)
    if kind in ("give", "remove") and card is not None:
        shown = card_words(card_name(card))
        if kind == "give":
            return _("Give {card} to the left").format(card=shown)
        return _("Remove {card} from the game").format(card=shown)
    words: dict[Action, str] = {
        TAKE: pgettext("No Thanks! button", "Take"),
        PASS: pgettext("No Thanks! button", "No thanks!"),
        TIGER: pgettext("No Thanks! move", "Play the tiger"),
        BID: pgettext("No Thanks! button", "Bid a chip"),
        DECLINE: pgettext("No Thanks! button", "Decline"),
        SIT_OUT: pgettext("No Thanks! button", "Sit out"),
    }
    return words.get(action, text)
