"""What the review says of Play or Pay in its own terms (facts only; the app's words put
them into sentences): the story of a seat's game (``SPEC.review_story``) and why a play
the coach rated below fine was worse than the coach's.

**Tokens paid.** Paying is never a choice (a seat pays only when it cannot play), so the
story is where the tokens went: the round in which the seat paid the most, from its
first payment to its last, and how many (none in Sevens; nothing is charged: whether a
seat can play is mostly the cards).

**Reasons** (:func:`reason`), from the deciding seat's view alone, for two plays:

* the coach's card *leads on* to cards of your own hand (the run of your cards of that
  suit beyond it, which the play played opens to you alone) while yours leads to fewer;
* or yours *opens* more cards to the others than the coach's (the cards next to the new
  ends of its sequence, which you do not hold).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from game.contract import State
from game.games.playorpay.actions import PAY, Play
from game.games.playorpay.cards import NUM_RANKS, card_of, card_text, rank_of, suit_of
from game.games.playorpay.views import PlayOrPayView
from game.story import GameStory, Turn

#: The kind of the turn of the round a seat paid the most in.
PAID_TOKENS = "paid_tokens"
#: Reasons (see the module docstring).
LEADS_ON = "leads_on"
OPENS = "opens"


@dataclass(frozen=True)
class Reason:
    """Why the coach's play was better, as facts: ``kind`` (see the module docstring)
    and ``cards`` (notation): the cards of the seat's hand the coach's card leads on to,
    or the cards the seat's own play opened to the others."""

    kind: str
    cards: tuple[str, ...]


def review_story(start: State, actions: Sequence[str], seat: int) -> GameStory:
    """The round in which ``seat`` paid the most tokens (``count``: the round, from 1;
    ``points``: the tokens), from its first payment to its last; none if it never paid."""
    state = start
    paid: dict[int, list[int]] = {}
    for step, text in enumerate(actions):
        action = state.find_action(text)
        if state.current_player == seat and action == PAY:
            view = state.view(seat)
            assert isinstance(view, PlayOrPayView)
            paid.setdefault(view.round, []).append(step)
        state.apply(action)
    if not paid:
        return GameStory()
    worst = max(paid, key=lambda r: (len(paid[r]), -r))
    steps = paid[worst]
    return GameStory((Turn(PAID_TOKENS, steps[0], steps[-1], float(len(steps)), (), worst),))


def _ends(view: PlayOrPayView, play: Play) -> list[tuple[int, int]]:
    """The new ends the play makes: (rank beyond the end, step away from the sequence)."""
    rank = rank_of(play.card)
    runs = view.sequences[suit_of(play.card)] if view.sequences else ()
    if play.target >= len(runs):
        return [(rank - 1, -1), (rank + 1, 1)]
    low = rank_of(runs[play.target][0])
    return [(rank - 1, -1)] if rank < low else [(rank + 1, 1)]


def _beyond(view: PlayOrPayView, play: Play) -> tuple[list[int], list[int]]:
    """The cards of the seat's hand the play leads on to (its own run beyond each new
    end), and the cards it opens to the others at once (the card next to a new end,
    where the seat does not hold it)."""
    suit, hand = suit_of(play.card), set(view.hand)
    mine: list[int] = []
    opened: list[int] = []
    for rank, way in _ends(view, play):
        if 0 <= rank < NUM_RANKS and card_of(suit, rank) not in hand:
            opened.append(card_of(suit, rank))
        while 0 <= rank < NUM_RANKS and card_of(suit, rank) in hand:
            mine.append(card_of(suit, rank))
            rank += way
    return mine, opened


def reason(view: PlayOrPayView, chosen: Hashable, best: Hashable) -> Reason | None:
    """Why ``best`` was better than ``chosen`` at ``view`` (see the module docstring);
    None where neither reason holds (or the moves are not two plays)."""
    if not isinstance(chosen, Play) or not isinstance(best, Play):
        return None
    mine_best, _ = _beyond(view, best)
    mine_chosen, opened_chosen = _beyond(view, chosen)
    if len(mine_best) > len(mine_chosen):
        return Reason(LEADS_ON, tuple(card_text(c) for c in mine_best))
    _, opened_best = _beyond(view, best)
    if len(opened_chosen) > len(opened_best):
        return Reason(OPENS, tuple(card_text(c) for c in opened_chosen))
    return None
