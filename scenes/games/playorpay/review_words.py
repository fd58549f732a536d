"""A rated Play or Pay decision in game terms: the card and the sequence it went on, or
the token paid ("You played 8♦ on 5♦–7♦; playing 8♣ on 6♣–7♣ was about 3 points
better"). Pure text from the deciding seat's view, in the current language: the
decision is one whole sentence (second person for a seat named "You"), the better move
one whole clause, joined by a whole message."""

from __future__ import annotations

from collections.abc import Callable

from game.contract import Action
from game.games.playorpay.actions import PASS, PAY, Play
from game.games.playorpay.cards import suit_of
from game.games.playorpay.views import PlayOrPayView
from scenes.core.i18n import _, ngettext
from scenes.core.phrases import about
from scenes.games.playorpay.card_names import card_label

Names = Callable[[int | None], str]


def _run(view: PlayOrPayView, play: Play) -> str | None:
    """The sequence ``play`` goes on ("5♦–7♦"), None for a new one."""
    runs = view.sequences[suit_of(play.card)] if view.sequences else ()
    if play.target < len(runs):
        low, high = runs[play.target]
        return card_label(low) if low == high else f"{card_label(low)}–{card_label(high)}"
    return None


def _done(view: PlayOrPayView, who: str, action: Action) -> str:
    """The whole sentence of what ``who`` did."""
    if isinstance(action, Play):
        card, run = card_label(action.card), _run(view, action)
        if run is None:
            return about(
                who,
                _("{name} played {card} to start a sequence"),
                _("You played {card} to start a sequence"),
                card=card,
            )
        return about(
            who,
            _("{name} played {card} on {run}"),
            _("You played {card} on {run}"),
            card=card,
            run=run,
        )
    if action == PAY:
        held = view.tokens[view.player] if view.player < len(view.tokens) else 0
        return about(
            who,
            ngettext(
                "{name} paid a token into the pot of {pot}, holding {n} token",
                "{name} paid a token into the pot of {pot}, holding {n} tokens",
                held,
            ),
            ngettext(
                "You paid a token into the pot of {pot}, holding {n} token",
                "You paid a token into the pot of {pot}, holding {n} tokens",
                held,
            ),
            pot=view.pot,
            n=held,
        )
    if action == PASS:
        return about(who, _("{name} passed"), _("You passed"))
    return f"{who} {action}"


def _doing(view: PlayOrPayView, action: Action) -> str:
    """The better move as the subject of "… was better"."""
    if isinstance(action, Play):
        card, run = card_label(action.card), _run(view, action)
        if run is None:
            return _("playing {card} to start a sequence").format(card=card)
        return _("playing {card} on {run}").format(card=card, run=run)
    if action == PAY:
        return _("paying")
    if action == PASS:
        return _("passing")
    return str(action)


def decision_words(
    view: PlayOrPayView, who: str, chosen: Action, best: Action | None, points: int, name: Names
) -> str:
    """``who`` chose ``chosen`` at ``view``; ``best`` (None when the move was as good)
    was about ``points`` expected points better."""
    sentence = _done(view, who, chosen)
    if best is None:
        return _("{decision}; as good as the coach's move").format(decision=sentence)
    better = _doing(view, best)
    if points < 1:
        said = _("{decision}; {better} was slightly better")
    else:
        said = ngettext(
            "{decision}; {better} was about {n} point better",
            "{decision}; {better} was about {n} points better",
            points,
        )
    return said.format(decision=sentence, better=better, n=points)
