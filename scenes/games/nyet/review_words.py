"""A rated Nyet! decision in game terms: the box and its line for a Nyet!, the card and
the trick for a play ("You said Nyet! to trump red (Trump line); Nyet! to −2 points was
about 2 points better"). Pure text from the deciding seat's view, in the current
language (each clause a whole message; a seat named "You" gets its own); and why the
coach's move was better (:func:`why_words`, from :mod:`game.games.nyet.review`)."""

from __future__ import annotations

from collections.abc import Callable

from game.contract import Action
from game.games.nyet import actions as nyet
from game.games.nyet.cards import parse_card
from game.games.nyet.review import (
    BEATS_PARTNER,
    BECOMES_LOOT,
    FEWEST_COLOUR,
    GIVES_UP_TRUMP,
    TAKES_MINUS,
    WINS_CHEAPER,
    WINS_TRICK,
    Reason,
    reason,
)
from game.games.nyet.view import NyetView
from scenes.core.i18n import _, ngettext, pgettext
from scenes.core.phrases import about
from scenes.games.nyet.words import box_words, card_name, line_title

Names = Callable[[int | None], str]


def _done(view: NyetView, who: str, action: Action, name: Names) -> str:
    """What ``who`` did, as a clause with its subject."""
    if isinstance(action, nyet.Cover):
        return about(
            who,
            _("{name} said Nyet! to {box} ({line} line)"),
            _("You said Nyet! to {box} ({line} line)"),
            box=box_words(action.line, action.box, name, view.player),
            line=line_title(action.line),
        )
    card = (
        card_name(action.card)
        if isinstance(action, (nyet.Play, nyet.Discard, nyet.PassLeft))
        else ""
    )
    if isinstance(action, nyet.Play):
        trick = getattr(view, "trick", ())
        if trick:
            return about(
                who,
                _("{name} played {card} on a trick led with {led}"),
                _("You played {card} on a trick led with {led}"),
                card=card,
                led=card_name(trick[0]),
            )
        return about(
            who,
            pgettext("Nyet! review", "{name} led {card}"),
            pgettext("Nyet! review", "You led {card}"),
            card=card,
        )
    if isinstance(action, nyet.Discard):
        return about(
            who,
            pgettext("Nyet! review", "{name} discarded {card}"),
            pgettext("Nyet! review", "You discarded {card}"),
            card=card,
        )
    if isinstance(action, nyet.PassLeft):
        return about(who, _("{name} passed {card} left"), _("You passed {card} left"), card=card)
    return f"{who} {action}"


def _doing(action: Action, name: Names, actor: int | None = None) -> str:
    """The coach's move for seat ``actor`` as the subject of "… was better"."""
    if isinstance(action, nyet.Cover):
        box = box_words(action.line, action.box, name, actor)
        return _("Nyet! to {box}").format(box=box)
    if isinstance(action, nyet.Play):
        return pgettext("Nyet! review", "playing {card}").format(card=card_name(action.card))
    if isinstance(action, nyet.Discard):
        return pgettext("Nyet! review", "discarding {card}").format(card=card_name(action.card))
    if isinstance(action, nyet.PassLeft):
        return pgettext("Nyet! review", "passing {card}").format(card=card_name(action.card))
    return str(action)


def decision_words(
    view: NyetView, who: str, chosen: Action, best: Action | None, points: int, name: Names
) -> str:
    """``who`` chose ``chosen`` at ``view``; ``best`` (None when the move was as good)
    was about ``points`` expected points better; ``name(seat)`` names a seat."""
    done = _done(view, who, chosen, name)
    if best is None:
        return _("{done}; as good as the coach's move").format(done=done)
    doing = _doing(best, name, view.player)
    if points < 1:
        return _("{done}; {doing} was slightly better").format(done=done, doing=doing)
    return ngettext(
        "{done}; {doing} was about {count} point better",
        "{done}; {doing} was about {count} points better",
        points,
    ).format(done=done, doing=doing, count=points)


def why_words(view: NyetView, who: str, chosen: Action, best: Action, name: Names) -> str | None:
    """Why ``best`` was better than ``chosen`` for the seat named ``who`` at ``view``, as
    one sentence (None where there is no reason to give)."""
    found = reason(view, chosen, best)
    return None if found is None else reason_words(found, who, name)


def _hand_words(why: Reason, who: str, card: str) -> str:
    """Why the coach's move was better for the seat's hand: a trump given up, or the
    colour it held fewest of."""
    if why.kind == GIVES_UP_TRUMP:
        return about(
            who,
            _("{name}'s {card} is a trump: kept, it could win a trick."),
            _("Your {card} is a trump: kept, it could win a trick."),
            card=card,
        )
    return about(
        who,
        ngettext(
            "It rules out the colour {name} held fewest of: {n} card.",
            "It rules out the colour {name} held fewest of: {n} cards.",
            why.count,
        ),
        ngettext(
            "It rules out the colour you held fewest of: {n} card.",
            "It rules out the colour you held fewest of: {n} cards.",
            why.count,
        ),
        n=why.count,
    )


def reason_words(why: Reason, who: str, name: Names) -> str:
    """Why the coach's move was better, as one sentence about the seat named ``who``."""
    card = card_name(parse_card(why.card)) if why.card else ""
    if why.kind == WINS_TRICK:
        return about(
            who,
            _("It wins the trick so far for {name}'s team."),
            _("It wins the trick so far for your team."),
        )
    if why.kind == WINS_CHEAPER:
        return about(
            who,
            _("It wins the trick as well and keeps {name}'s {card} for later."),
            _("It wins the trick as well and keeps your {card} for later."),
            card=card,
        )
    if why.kind == BEATS_PARTNER:
        return about(
            who,
            _("{partner}, {name}'s partner, was already winning the trick."),
            _("Your partner {partner} was already winning the trick."),
            partner=name(why.seat),
        )
    if why.kind == BECOMES_LOOT:
        return about(
            who,
            _("{name}'s {card} is a 1: it becomes loot for the other team, who are winning."),
            _("Your {card} is a 1: it becomes loot for the other team, who are winning."),
            card=card,
        )
    if why.kind == TAKES_MINUS:
        return about(
            who,
            _("Tricks score −2 this round, and {card} wins this one for {name}'s team."),
            _("Tricks score −2 this round, and {card} wins this one for your team."),
            card=card,
        )
    if why.kind in (GIVES_UP_TRUMP, FEWEST_COLOUR):
        return _hand_words(why, who, card)
    return about(
        who,
        ngettext(
            "{name} held {n} card of that colour, more than of any other.",
            "{name} held {n} cards of that colour, more than of any other.",
            why.count,
        ),
        ngettext(
            "You held {n} card of that colour, more than of any other.",
            "You held {n} cards of that colour, more than of any other.",
            why.count,
        ),
        n=why.count,
    )
