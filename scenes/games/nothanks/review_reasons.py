"""Why a rated No Thanks! move was worse, and what cost a seat the game, in words: the
facts of :mod:`game.games.nothanks.review` as whole sentences in the current language
(one message per case, a second-person one for a seat named "You")."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.contract import Action
from game.games.nothanks import review as facts
from game.games.nothanks.specials import BY_NAME, card_name
from game.games.nothanks.view import NoThanksView
from game.story import Turn
from scenes.core.i18n import _, ngettext
from scenes.core.phrases import about
from scenes.games.nothanks.words import card_words

Names = Callable[[int | None], str]


def _run(run: tuple[int, int] | None) -> str:
    """A run as "34–35" (one card: "34")."""
    if run is None:
        return ""
    low, high = run
    return str(low) if low == high else f"{low}–{high}"


def _gap_words(r: facts.Reason, who: str) -> str:
    """Why taking was better: the card fills the gap between two of the seat's runs."""
    values = {"card": r.card, "run": _run(r.run), "n": r.chips}
    return about(
        who,
        ngettext(
            "{card} fills the gap in {name}'s {run}: taking it takes {saved} point off "
            "the score, chips included.",
            "{card} fills the gap in {name}'s {run}: taking it takes {saved} points off "
            "the score, chips included.",
            -r.points,
        ),
        ngettext(
            "{card} fills the gap in your {run}: taking it takes {saved} point off your "
            "score, chips included.",
            "{card} fills the gap in your {run}: taking it takes {saved} points off your "
            "score, chips included.",
            -r.points,
        ),
        saved=-r.points,
        **values,
    )


def _run_words(r: facts.Reason, who: str) -> str:
    """Why taking was better: the card fits one of the seat's runs."""
    values = {"card": r.card, "run": _run(r.run), "n": r.chips}
    if r.chips == 0:
        return about(
            who,
            _("{card} joins {name}'s {run}: taking it costs no points."),
            _("{card} joins your {run}: taking it costs no points."),
            **values,
        )
    return about(
        who,
        ngettext(
            "{card} joins {name}'s {run}: taking it costs no points and brings its chip.",
            "{card} joins {name}'s {run}: taking it costs no points and brings its {n} chips.",
            r.chips,
        ),
        ngettext(
            "{card} joins your {run}: taking it costs no points and brings its chip.",
            "{card} joins your {run}: taking it costs no points and brings its {n} chips.",
            r.chips,
        ),
        **values,
    )


def _take_words(r: facts.Reason, who: str, name: Names) -> str:
    """Why taking was better."""
    values = {"card": r.card, "run": _run(r.run), "n": r.chips}
    if r.kind == facts.FILLS_YOUR_GAP:
        return _gap_words(r, who)
    if r.kind == facts.FITS_YOUR_RUN:
        return _run_words(r, who)
    if r.kind == facts.FITS_THEIR_RUN:
        other = name(r.seat)
        return _("{card} joins {other}'s {run}: passing it on hands it to {other}.").format(
            other=other, **values
        )
    if r.kind == facts.LOW_ON_CHIPS:
        return about(
            who,
            ngettext(
                "{name} had only {n} chip left: after one more pass, every card must be taken.",
                "{name} had only {n} chips: each pass costs one, and with none left every "
                "card must be taken.",
                r.chips,
            ),
            ngettext(
                "You had only {n} chip left: after one more pass, you would have to take "
                "every card.",
                "You had only {n} chips: each pass costs one, and with none left you would "
                "have to take every card.",
                r.chips,
            ),
            **values,
        )
    if r.points <= 0:
        return _("The chips on {card} paid for it: taking it cost no points.").format(**values)
    return ngettext(
        "The chips on {card} paid for part of it: taking it cost {cost} point.",
        "The chips on {card} paid for part of it: taking it cost {cost} points.",
        r.points,
    ).format(cost=r.points, **values)


def _pass_words(r: facts.Reason, who: str) -> str:
    """Why passing was better."""
    if r.kind == facts.NOBODY_WANTS_IT:
        return about(
            who,
            ngettext(
                "{card} joins only {name}'s {run} and nobody else wants it: letting it "
                "go round first would have collected about {n} chip.",
                "{card} joins only {name}'s {run} and nobody else wants it: letting it "
                "go round first would have collected about {n} chips.",
                r.chips,
            ),
            ngettext(
                "{card} joins only your {run} and nobody else wants it: letting it go "
                "round first would have collected about {n} chip.",
                "{card} joins only your {run} and nobody else wants it: letting it go "
                "round first would have collected about {n} chips.",
                r.chips,
            ),
            card=r.card,
            run=_run(r.run),
            n=r.chips,
        )
    if r.chips == 0:
        return ngettext(
            "Taking {card} with no chip on it cost {n} point: a chip to pass costs less.",
            "Taking {card} with no chip on it cost {n} points: a chip to pass costs less.",
            r.points,
        ).format(card=r.card, n=r.points)
    return ngettext(
        "Taking {card} cost {n} point, its chips counted off: a chip to pass costs less.",
        "Taking {card} cost {n} points, its chips counted off: a chip to pass costs less.",
        r.points,
    ).format(card=r.card, n=r.points)


def reason_words(r: facts.Reason, who: str, name: Names) -> str:
    """The reason ``r`` as one sentence about the seat named ``who``."""
    if r.kind in (facts.NOBODY_WANTS_IT, facts.COSTS_MORE):
        return _pass_words(r, who)
    return _take_words(r, who, name)


def why_words(
    view: NoThanksView, who: str, chosen: Action, best: Action, name: Names
) -> str | None:
    """Why ``best`` was better than ``chosen`` for the seat named ``who`` at ``view``, as
    one sentence (None where there is no reason to give)."""
    found = facts.reason(view, chosen, best)
    return None if found is None else reason_words(found, who, name)


def _cards(cards: Sequence[str]) -> str:
    """Card notations as a list in words: "28", "28 and 31", "16, 28 and 31"."""
    shown = [card_words(card_name(BY_NAME[c].id)) if c in BY_NAME else c for c in cards]
    if len(shown) < 2:
        return "".join(shown)
    return _("{cards} and {last}").format(cards=", ".join(shown[:-1]), last=shown[-1])


def turn_words(turn: Turn, who: str) -> str | None:
    """The headline sentence of a No Thanks! turn (None for a kind not told here)."""
    if turn.kind != facts.OUT_OF_CHIPS:
        return None
    points = round(turn.points)
    values = {"move": turn.step + 1, "cards": _cards(turn.cards), "points": points}
    if turn.count <= 1:
        return about(
            who,
            ngettext(
                "{name} ran out of chips on move {move} and had to take {cards} ({points} point).",
                "{name} ran out of chips on move {move} and had to take {cards} ({points} points).",
                points,
            ),
            ngettext(
                "You ran out of chips on move {move} and had to take {cards} ({points} point).",
                "You ran out of chips on move {move} and had to take {cards} ({points} points).",
                points,
            ),
            **values,
        )
    return about(
        who,
        ngettext(
            "{name} ran out of chips {count} times, first on move {move}, and had to take "
            "{cards} ({points} point).",
            "{name} ran out of chips {count} times, first on move {move}, and had to take "
            "{cards} ({points} points).",
            points,
        ),
        ngettext(
            "You ran out of chips {count} times, first on move {move}, and had to take "
            "{cards} ({points} point).",
            "You ran out of chips {count} times, first on move {move}, and had to take "
            "{cards} ({points} points).",
            points,
        ),
        count=turn.count,
        **values,
    )
