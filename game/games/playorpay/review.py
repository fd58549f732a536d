"""What the review says of Play or Pay in its own terms (facts only; the app's words put
them into sentences): the story of a seat's game (``SPEC.review_story``) and why a play
the coach rated below fine was worse than the coach's.

**Tokens paid.** Paying is never a choice (a seat pays only when it cannot play), so the
story is where the tokens went: the round in which the seat paid the most, from its
first payment to its last, and how many (none in Sevens; nothing is charged: whether a
seat can play is mostly the cards).

**Reasons** (:func:`reason`), from the deciding seat's view alone, for two plays, the
first that holds:

* the coach's card *leads on* to cards of your own hand (the run of your cards of that
  suit beyond it, which the play played opens to you alone) while yours leads to fewer;
* or it leaves you *more cards to play* next turn (were the sequences to stay as they
  are after it): paying comes when you have none;
* or yours *opens the way* to more cards for the others than the coach's: beyond the
  new end (and your own cards that follow it), the ranks up to the next card you hold,
  which stops them, or the suit's end.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from game.contract import State
from game.games.playorpay.actions import PAY, Play
from game.games.playorpay.cards import NUM_RANKS, card_of, card_text, rank_of, suit_of
from game.games.playorpay.legal import play_codes
from game.games.playorpay.views import PlayOrPayView
from game.story import GameStory, Turn

#: The kind of the turn of the round a seat paid the most in.
PAID_TOKENS = "paid_tokens"
#: Reasons (see the module docstring).
LEADS_ON = "leads_on"
PLAYABLE = "playable"
OPENS = "opens"


@dataclass(frozen=True)
class Reason:
    """Why the coach's play was better, as facts: ``kind`` (see the module docstring);
    ``cards`` (notation): the cards of the seat's hand the coach's card leads on to;
    ``counts``: the seat's cards playable next turn, or the cards opened to the others,
    after the coach's play and after its own."""

    kind: str
    cards: tuple[str, ...] = ()
    counts: tuple[int, int] = (0, 0)


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


def _beyond(view: PlayOrPayView, play: Play) -> tuple[list[int], int]:
    """The cards of the seat's hand the play leads on to (its own run beyond each new
    end), and how many cards it opens the way to for the others: beyond that run, the
    ranks up to the next card the seat holds (which stops them) or the suit's end."""
    suit, hand = suit_of(play.card), set(view.hand)
    mine: list[int] = []
    reach = 0
    for rank, way in _ends(view, play):
        while 0 <= rank < NUM_RANKS and card_of(suit, rank) in hand:
            mine.append(card_of(suit, rank))
            rank += way
        while 0 <= rank < NUM_RANKS and card_of(suit, rank) not in hand:
            reach += 1
            rank += way
    return mine, reach


def playable_after(view: PlayOrPayView, play: Play) -> int:
    """How many of the seat's other cards it could play next turn if the sequences stood
    as they do after ``play`` (the others' plays aside)."""
    seqs = [[[rank_of(low), rank_of(high)] for low, high in runs] for runs in view.sequences]
    suit, rank = suit_of(play.card), rank_of(play.card)
    if play.target < len(seqs[suit]):
        run = seqs[suit][play.target]
        run[0], run[1] = min(run[0], rank), max(run[1], rank)
    else:
        seqs[suit].append([rank, rank])
    hand = list(view.hand)
    hand.remove(play.card)
    masks = [0, 0, 0, 0]
    for card in hand:
        masks[suit_of(card)] |= 1 << rank_of(card)
    codes = play_codes(masks, seqs, view.decks, view.sevens)
    return len({code // 2 for code in codes})


def reason(view: PlayOrPayView, chosen: Hashable, best: Hashable) -> Reason | None:
    """Why ``best`` was better than ``chosen`` at ``view`` (see the module docstring);
    None where neither reason holds (or the moves are not two plays)."""
    if not isinstance(chosen, Play) or not isinstance(best, Play):
        return None
    mine_best, reach_best = _beyond(view, best)
    mine_chosen, reach_chosen = _beyond(view, chosen)
    if len(mine_best) > len(mine_chosen):
        return Reason(LEADS_ON, tuple(card_text(c) for c in mine_best))
    after = (playable_after(view, best), playable_after(view, chosen))
    if after[0] > after[1]:
        return Reason(PLAYABLE, counts=after)
    if reach_chosen > reach_best:
        return Reason(OPENS, counts=(reach_best, reach_chosen))
    return None
