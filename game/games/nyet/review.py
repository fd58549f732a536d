"""Why a Nyet! move the review rated below fine was worse than the coach's, in the game's
terms (facts only; the app's words put them into sentences). Read from the deciding
seat's view alone; the story of a seat's game is the review's own (its costliest run of
decisions, :mod:`game.review.story`), so Nyet! declares no ``review_story``.

**Reasons** (:func:`reason`):

* playing to a trick, with the trick as it stands after the card ("so far"): with
  points worth having (a positive value per trick) the coach's card *wins the trick* for
  your team and yours does not; yours *beats your partner*, who was winning it; the
  coach's *wins it as well* with a lower card, keeping yours; or yours is a 1 that
  *becomes loot* for the other team. With −2 a trick, yours *wins the trick*
  for your team and the coach's would not have;
* saying Nyet! to a colour on the trump or supertrump line that is *your strongest*: you
  hold more cards of it than of any other colour; or, where the coach's Nyet! is to a
  colour on those lines, to the colour *you hold fewest of*;
* discarding or passing on a card that is a trump (or a supertrump) where the coach's
  card is none: it *gives up a trump*.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from game.games.nyet.actions import Cover, Discard, PassLeft, Play
from game.games.nyet.board import NO_SUPERTRUMP, SUPER, TRUMP
from game.games.nyet.cards import COLOURS, card_text, colour_of, value_of
from game.games.nyet.tricks import TrickTables, tables, winning_index
from game.games.nyet.view import NyetView

#: Reasons (see the module docstring).
WINS_TRICK = "wins_trick"
WINS_CHEAPER = "wins_cheaper"
BEATS_PARTNER = "beats_partner"
BECOMES_LOOT = "becomes_loot"
TAKES_MINUS = "takes_minus"
YOUR_COLOUR = "your_colour"
FEWEST_COLOUR = "fewest_colour"
GIVES_UP_TRUMP = "gives_up_trump"


@dataclass(frozen=True)
class Reason:
    """Why the coach's move was better, as facts: ``kind`` (see the module docstring),
    the ``card`` (notation) it is about, the ``seat`` it concerns (the partner), the
    ``colour`` (an index of :data:`~game.games.nyet.cards.COLOURS`) and ``count`` (cards
    of it held)."""

    kind: str
    card: str = ""
    seat: int | None = None
    colour: int | None = None
    count: int = 0


def _tables(view: NyetView) -> TrickTables | None:
    if view.trump is None or view.trump not in COLOURS:
        return None
    supertrump = view.supertrump
    sup = COLOURS.index(supertrump) if supertrump in COLOURS else NO_SUPERTRUMP
    return tables(COLOURS.index(view.trump), sup)


def _winner(view: NyetView, card: int, t: TrickTables) -> int:
    """The seat winning the trick so far once ``card`` is played to it."""
    leader = view.leader if view.leader is not None else view.player
    trick = [*view.trick, card]
    return (leader + winning_index(trick, t)) % view.num_players


def _play_reason(view: NyetView, chosen: int, best: int) -> Reason | None:
    t = _tables(view)
    if t is None or view.teams is None or not view.trick or view.points is None:
        return None
    team = view.teams
    mine = team[view.player]
    with_chosen, with_best = _winner(view, chosen, t), _winner(view, best, t)
    ours_chosen, ours_best = team[with_chosen] == mine, team[with_best] == mine
    if view.points < 0:
        if ours_chosen and not ours_best:
            return Reason(TAKES_MINUS, card_text(chosen))
        return None
    if ours_best and not ours_chosen:
        return Reason(WINS_TRICK, card_text(best))
    leader = view.leader if view.leader is not None else view.player
    before = (leader + winning_index(view.trick, t)) % view.num_players
    partner = before != view.player and team[before] == mine
    if partner and with_chosen == view.player and with_best == before:
        return Reason(BEATS_PARTNER, card_text(chosen), before)
    if with_chosen == with_best == view.player and t.power[best] < t.power[chosen]:
        return Reason(WINS_CHEAPER, card_text(chosen))
    if value_of(chosen) == 1 and not ours_chosen and (ours_best or value_of(best) != 1):
        return Reason(BECOMES_LOOT, card_text(chosen))
    return None


def _counts(view: NyetView) -> list[int]:
    """The seat's cards of each colour."""
    return [sum(1 for c in view.hand if colour_of(c) == colour) for colour in range(4)]


def _cover_reason(view: NyetView, chosen: Cover, best: Hashable) -> Reason | None:
    counts = _counts(view)
    if chosen.line in (TRUMP, SUPER) and chosen.box < len(COLOURS):
        held = counts[chosen.box]
        if held and held == max(counts) and counts.count(held) == 1:
            return Reason(YOUR_COLOUR, colour=chosen.box, count=held)
    if isinstance(best, Cover) and best.line in (TRUMP, SUPER) and best.box < len(COLOURS):
        held = counts[best.box]
        if held == min(counts) and counts.count(held) == 1:
            return Reason(FEWEST_COLOUR, colour=best.box, count=held)
    return None


def _trump_reason(view: NyetView, chosen: int, best: int) -> Reason | None:
    """Discarding or passing a trump (or a supertrump) where the coach's card is none."""
    t = _tables(view)
    if t is None:
        return None
    if t.suit[chosen] == t.trump and t.suit[best] != t.trump:
        return Reason(GIVES_UP_TRUMP, card_text(chosen))
    return None


def reason(view: NyetView, chosen: Hashable, best: Hashable) -> Reason | None:
    """Why ``best`` was better than ``chosen`` at ``view`` (see the module docstring);
    None where no reason above holds."""
    if isinstance(chosen, Play) and isinstance(best, Play):
        return _play_reason(view, chosen.card, best.card)
    if isinstance(chosen, Cover):
        return _cover_reason(view, chosen, best)
    kinds = (Discard, PassLeft)
    if isinstance(chosen, kinds) and isinstance(best, kinds):
        return _trump_reason(view, chosen.card, best.card)
    return None
