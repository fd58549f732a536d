"""A rated Play or Pay decision in game terms: the card and the sequence it went on, or
the token paid ("You played 8♦ on 5♦–7♦; playing 8♣ on 6♣–7♣ was about 3 points
better"). Pure text from the deciding seat's view, in the current language: the
decision is one whole sentence (second person for a seat named "You"), the better move
one whole clause, joined by a whole message. Why the better move was better
(:func:`why_words`, from :mod:`game.games.playorpay.review`) and where the tokens went
(:func:`turn_words`, the review's headline) are sentences of their own."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.contract import Action
from game.games.playorpay.actions import PASS, PAY, Play
from game.games.playorpay.cards import parse_card, suit_of
from game.games.playorpay.review import LEADS_ON, PAID_TOKENS, PLAYABLE, Reason, reason
from game.games.playorpay.views import PlayOrPayView
from game.story import Turn
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


def why_words(
    view: PlayOrPayView, who: str, chosen: Action, best: Action, name: Names
) -> str | None:
    """Why ``best`` was better than ``chosen`` for the seat named ``who`` at ``view``, as
    one sentence (None where there is no reason to give)."""
    found = reason(view, chosen, best)
    return None if found is None else reason_words(found, who)


def _cards(cards: Sequence[str]) -> str:
    """Card notations as a list in words: "9♣", "9♣ and 10♣", "9♣, 10♣ and J♣"."""
    shown = [card_label(parse_card(c)) for c in cards]
    if len(shown) < 2:
        return "".join(shown)
    return _("{cards} and {last}").format(cards=", ".join(shown[:-1]), last=shown[-1])


def reason_words(why: Reason, who: str) -> str:
    """Why the coach's play was better, as one sentence about the seat named ``who``."""
    if why.kind == LEADS_ON:
        return about(
            who,
            _("It leads on to {name}'s own {cards}."),
            _("It leads on to your own {cards}."),
            cards=_cards(why.cards),
        )
    best, mine = why.counts
    if why.kind == PLAYABLE:
        return about(
            who,
            ngettext(
                "It leaves {name} {best} card to play next turn, against {mine} after {name}'s.",
                "It leaves {name} {best} cards to play next turn, against {mine} after {name}'s.",
                best,
            ),
            ngettext(
                "It leaves you {best} card to play next turn, against {mine} after yours.",
                "It leaves you {best} cards to play next turn, against {mine} after yours.",
                best,
            ),
            best=best,
            mine=mine,
        )
    return about(
        who,
        ngettext(
            "{name}'s card opened the way to {mine} card for the others; the coach's, to {best}.",
            "{name}'s card opened the way to {mine} cards for the others; the coach's, to {best}.",
            mine,
        ),
        ngettext(
            "Your card opened the way to {mine} card for the others; the coach's, to {best}.",
            "Your card opened the way to {mine} cards for the others; the coach's, to {best}.",
            mine,
        ),
        best=best,
        mine=mine,
    )


def turn_words(turn: Turn, who: str) -> str | None:
    """The headline sentence of a Play or Pay turn (None for a kind not told here)."""
    if turn.kind != PAID_TOKENS:
        return None
    paid = round(turn.points)
    if paid == 1:  # one token: one move
        one = (
            _("{name} paid {n} token in round {round}, on move {first}."),
            _("You paid {n} token in round {round}, on move {first}."),
        )
        return about(who, *one, n=paid, round=turn.count, first=turn.step + 1)
    return about(
        who,
        ngettext(  # two tokens or more
            "{name} paid {n} token in round {round}, between moves {first} and {last}.",
            "{name} paid {n} tokens in round {round}, between moves {first} and {last}.",
            paid,
        ),
        ngettext(
            "You paid {n} token in round {round}, between moves {first} and {last}.",
            "You paid {n} tokens in round {round}, between moves {first} and {last}.",
            paid,
        ),
        n=paid,
        round=turn.count,
        first=turn.step + 1,
        last=turn.last + 1,
    )
