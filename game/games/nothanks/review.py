"""What the review says of No Thanks! in its own terms (facts only; the app's words put
them into sentences): the story of a seat's game (``SPEC.review_story``) and why a move
the coach rated below fine was worse than the coach's.

**Out of chips.** A seat that paid its last chip must take every card offered to it
until a take brings chips back. :func:`review_story` finds each such stretch: the move
that spent the last chip, and the cards the seat then had to take. The points of those
takes (what each added to its score, chips collected counted off, never below 0) are
charged to the seat's own play when the take was forced (the only legal move: the
review cannot rate it, yet it is what the passes before it cost).

**Reasons** (:func:`reason`), from the deciding seat's view alone, for the base game's
take and pass (other moves have none):

* taking was better, and the card *fits your run* (it costs no points, and brings its
  chips) or *fills the gap* between two of your runs (it takes points off your score),
  or *you are low on chips* (two or fewer), or it *fits another seat's run*
  (they will take it), or else the chips on it *pay for it* (what taking costs now);
* passing was better, and the card fits your run while *nobody else wants it* (no other
  seat's run, every other seat with chips): letting it go round first collects about a
  chip from each of them; or else it *costs more than a chip* (the points it adds, the
  chips on it counted off).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from game.contract import State
from game.games.nothanks.actions import PASS, TAKE
from game.games.nothanks.preview import take_change
from game.games.nothanks.scoring import runs
from game.games.nothanks.view import NoThanksView, counted_chips
from game.story import GameStory, Turn

#: The kind of the turn a seat ran out of chips in.
OUT_OF_CHIPS = "out_of_chips"
#: Reasons (see the module docstring).
FITS_YOUR_RUN = "fits_your_run"
FILLS_YOUR_GAP = "fills_your_gap"
FITS_THEIR_RUN = "fits_their_run"
LOW_ON_CHIPS = "low_on_chips"
POT_PAYS = "pot_pays"
NOBODY_WANTS_IT = "nobody_wants_it"
COSTS_MORE = "costs_more"
#: At most this many chips held counts as low on chips.
LOW_CHIPS = 2


@dataclass(frozen=True)
class Reason:
    """Why the coach's move was better, as facts: ``kind`` (see the module docstring),
    the ``card`` on offer, the ``run`` (lowest, highest) it fits, the ``seat`` it
    concerns, ``chips`` (on the card, held, or to be collected: as the kind says) and
    ``points`` (what taking costs now, chips counted off; may be negative)."""

    kind: str
    card: int
    chips: int = 0
    points: int = 0
    run: tuple[int, int] | None = None
    seat: int | None = None


def _offered(view: NoThanksView) -> str:
    """The notation of what is on offer: the card's number or the special card's name."""
    if view.card is not None:
        return str(view.card)
    special = view.specials.special if view.specials is not None else None
    return special or "?"


class _Stretch:
    """The stretch in which the seat is out of chips, as the actions are read."""

    def __init__(self) -> None:
        self.turns: list[Turn] = []
        self.charged = 0.0
        self.out: tuple[int, int] | None = None  # (the step of the last chip, the round)
        self.taken: list[str] = []
        self.last = 0
        self.points = 0.0

    def spent(self, step: int, round_number: int) -> None:
        """The seat paid its last chip at ``step``."""
        self.close()
        self.out = (step, round_number)

    def took(self, step: int, view: NoThanksView, forced: bool) -> None:
        """The seat, out of chips, had to take the card on offer at ``step``."""
        cost = max(0, take_change(view) or 0)
        self.taken.append(_offered(view))
        self.points += cost
        self.charged += cost if forced else 0
        self.last = step
        if view.pot > 0:
            self.close()  # chips again

    def close(self) -> None:
        if self.out is not None and self.taken:
            step = self.out[0]
            taken = tuple(self.taken)
            self.turns.append(Turn(OUT_OF_CHIPS, step, self.last, self.points, taken, 1))
        self.out, self.taken, self.points = None, [], 0.0


def review_story(start: State, actions: Sequence[str], seat: int) -> GameStory:
    """The stretches in which ``seat`` was out of chips (see the module docstring), as
    one turn (none if it never was): from the move that first spent its last chip to its
    last forced take, naming the cards it had to take and their points, ``count`` the
    times it ran out; the points of the forced takes are charged."""
    state = start
    stretch = _Stretch()
    for step, text in enumerate(actions):
        action = state.find_action(text)
        mine = state.current_player == seat
        held = 0
        if mine:
            view = state.view(seat)
            assert isinstance(view, NoThanksView)
            held = view.chips[seat] or 0
            if stretch.out is not None and view.round != stretch.out[1]:
                stretch.close()
            legal = state.legal_actions()
            if stretch.out is not None and action is TAKE and held == 0 and PASS not in legal:
                stretch.took(step, view, len(legal) == 1)
        state.apply(action)
        if mine and held > 0 and not state.is_terminal():
            after = state.view(seat)
            assert isinstance(after, NoThanksView)
            if after.chips[seat] == 0 and after.round == view.round:
                stretch.spent(step, after.round)
    stretch.close()
    return GameStory(_together(stretch.turns), stretch.charged)


def _together(turns: Sequence[Turn]) -> tuple[Turn, ...]:
    """The stretches as one turn: from the first spent last chip to the last forced
    take, every card taken and their points; ``count`` the times it ran out."""
    if not turns:
        return ()
    cards = tuple(card for turn in turns for card in turn.cards)
    points = sum(turn.points for turn in turns)
    return (Turn(OUT_OF_CHIPS, turns[0].step, turns[-1].last, points, cards, len(turns)),)


def _runs_joined(cards: Sequence[int], card: int) -> list[tuple[int, int]]:
    """The runs of ``cards`` that ``card`` would join (lowest, highest), lowest first:
    none, one, or two when it fills the gap between them."""
    return [(r[0], r[-1]) for r in runs(cards) if r[0] - 1 == card or r[-1] + 1 == card]


def _run_of(cards: Sequence[int], card: int) -> tuple[int, int] | None:
    """The run of ``cards`` that ``card`` would join (the two it joins, as one span)."""
    joined = _runs_joined(cards, card)
    return (joined[0][0], joined[-1][1]) if joined else None


def _take_reason(view: NoThanksView, card: int, cost: int) -> Reason:
    """Why taking was better than passing."""
    me = view.player
    joined = _runs_joined(view.cards[me], card)
    if joined:
        kind = FILLS_YOUR_GAP if len(joined) > 1 else FITS_YOUR_RUN
        return Reason(kind, card, view.pot, cost, (joined[0][0], joined[-1][1]))
    held = view.chips[me] or 0
    if held <= LOW_CHIPS:
        return Reason(LOW_ON_CHIPS, card, held, cost)
    for other in range(view.num_players):
        theirs = _run_of(view.cards[other], card) if other != me else None
        if theirs is not None:
            return Reason(FITS_THEIR_RUN, card, view.pot, cost, theirs, other)
    return Reason(POT_PAYS, card, view.pot, cost)


def _pass_reason(view: NoThanksView, card: int, cost: int) -> Reason:
    """Why passing was better than taking."""
    me = view.player
    run = _run_of(view.cards[me], card)
    chips = counted_chips(view)
    others = [s for s in range(view.num_players) if s != me]
    wanted = any(_run_of(view.cards[s], card) is not None for s in others)
    payers = sum(1 for s in others if chips[s] > 0)
    if run is not None and not wanted and payers:
        return Reason(NOBODY_WANTS_IT, card, payers, cost, run)
    return Reason(COSTS_MORE, card, view.pot, cost)


def reason(view: NoThanksView, chosen: Hashable, best: Hashable) -> Reason | None:
    """Why ``best`` was better than ``chosen`` at ``view`` (see the module docstring);
    None where there is no reason to give (another kind of move, or no card number)."""
    card = view.card
    if card is None or {chosen, best} != {TAKE, PASS}:
        return None
    cost = take_change(view)
    if cost is None:
        return None
    if best is TAKE:
        return _take_reason(view, card, cost)
    return _pass_reason(view, card, cost)
