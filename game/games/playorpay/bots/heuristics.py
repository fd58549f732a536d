"""Play or Pay bots: the easy and medium heuristics.

Every bot reads only a :class:`~game.games.playorpay.views.PlayOrPayView`. A player who can play
must, so the only decision is which card (and, with two decks, which sequence).

* **easy** — looks one card ahead: each card it could play opens the next rank beyond
  it (both neighbours for a card that starts a sequence); it plays the card that opens
  the most cards it holds itself and the fewest it does not (a gift to the others), and
  half a point for each card of mine the play brings closer (those beyond it), the
  first such card in the legal order. Unlike the medium rule it keeps no blocks and
  does not shed the far ranks first, and one play in four (:data:`EASY_SLIPS` percent)
  is a card at random, a casual player's slip: without them the rule played almost as
  well as the medium one. (The earlier easy rule, a card whose neighbour it held, else
  the first legal card, kept barely more tokens than random play against three medium
  bots, 11.6 against 9.8 in 300 games, and the review read it no better: docs/bots.md.)
* **medium** — scores each play: + the cards of mine that the play brings closer to
  playable (those beyond it in the direction it extends), − each card the play makes
  playable that an opponent may hold (a gift to them), + for getting rid of the cards
  that are hardest to shed (far from any sequence end). It keeps blocks: a card that
  only opens the way for others is played last.
* **hard** — the search of :mod:`game.games.playorpay.bots.hard`, with the medium rule in its
  playouts.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.contract import Action
from game.games.playorpay.actions import Play
from game.games.playorpay.cards import NUM_RANKS
from game.games.playorpay.views import PlayOrPayView
from game.rng import Rng


def _play_score(card: int, target: int, mask: int, seqs: Sequence[Sequence[int]]) -> float:
    """The medium rule's value of playing ``card`` onto sequence ``target`` of its suit.

    ``mask`` has bit ``r`` set when I hold a card of rank ``r`` of that suit; ``seqs`` are
    the suit's sequences as (low rank, high rank)."""
    rank = card % NUM_RANKS
    mine = mask & ~(1 << rank)
    if target < len(seqs):
        down = rank < seqs[target][0]
        if down:
            beyond = (mine & ((1 << rank) - 1)).bit_count()
            nxt = rank - 1
        else:
            beyond = (mine >> (rank + 1)).bit_count()
            nxt = rank + 1
        if 0 <= nxt < NUM_RANKS:
            if mask >> nxt & 1:
                return beyond + 1.5 + 0.1 * abs(rank - 6)
            return beyond - 1.2 + 0.1 * abs(rank - 6)
        return beyond + 0.1 * abs(rank - 6)
    # Starting a new sequence opens both directions.
    score = 0.8 * mine.bit_count() - 0.5
    for nxt in (rank - 1, rank + 1):
        if 0 <= nxt < NUM_RANKS:
            score += 1.5 if mask >> nxt & 1 else -1.2
    return score


def medium_choice(
    masks: Sequence[int], legal: Sequence[Action], seqs: Sequence[Sequence[Sequence[int]]]
) -> Action:
    """The medium choice among ``legal`` (plays, or the single pay/pass); ``masks[suit]``
    are the ranks I hold, ``seqs[suit]`` the sequences as (low rank, high rank)."""
    if len(legal) == 1 or not isinstance(legal[0], Play):
        return legal[0]
    best = legal[0]
    best_score = -1e9
    for action in legal:
        assert isinstance(action, Play)
        suit = action.card // NUM_RANKS
        score = _play_score(action.card, action.target, masks[suit], seqs[suit])
        if score > best_score:
            best, best_score = action, score
    return best


def hand_masks(hand: Sequence[int]) -> list[int]:
    """Per suit, the bit mask of the ranks held."""
    masks = [0, 0, 0, 0]
    for card in hand:
        masks[card // NUM_RANKS] |= 1 << (card % NUM_RANKS)
    return masks


def view_ends(view: PlayOrPayView) -> list[list[tuple[int, int]]]:
    """The sequences of each suit as (low rank, high rank) pairs."""
    return [[(low % NUM_RANKS, high % NUM_RANKS) for low, high in seqs] for seqs in view.sequences]


#: The share of the easy bot's plays (in percent) that are a legal card at random.
EASY_SLIPS = 25


def easy_score(play: Play, masks: Sequence[int], seqs: Sequence[Sequence[Sequence[int]]]) -> float:
    """The easy rule's value of ``play``: the cards it opens that I hold, less those it
    opens that I do not, plus half the cards of mine beyond it (``masks`` and ``seqs`` as
    for :func:`medium_choice`)."""
    suit, rank = divmod(play.card, NUM_RANKS)
    mask = masks[suit]
    mine = mask & ~(1 << rank)
    ends = seqs[suit]
    opened: tuple[int, ...] = (rank - 1, rank + 1)  # a new sequence opens both ways
    beyond = mine.bit_count()
    if play.target < len(ends):
        down = rank < ends[play.target][0]
        opened = (rank - 1,) if down else (rank + 1,)
        beyond = (mine & ((1 << rank) - 1)).bit_count() if down else (mine >> rank).bit_count()
    score = sum(1 if mask >> r & 1 else -1 for r in opened if 0 <= r < NUM_RANKS)
    return score + 0.5 * beyond


class EasyPlayOrPayBot:
    """The easy Play or Pay rule (see the module docstring)."""

    level = "easy"

    def choose(self, view: PlayOrPayView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) > 1 and rng.below(100) < EASY_SLIPS:
            return legal[rng.below(len(legal))]
        if len(legal) == 1 or not isinstance(legal[0], Play):
            return legal[0]
        masks, seqs = hand_masks(view.hand), view_ends(view)
        best, best_score = legal[0], -1e9
        for action in legal:
            assert isinstance(action, Play)
            score = easy_score(action, masks, seqs)
            if score > best_score:
                best, best_score = action, score
        return best


class MediumPlayOrPayBot:
    """The medium Play or Pay rule (see the module docstring)."""

    level = "medium"

    def choose(self, view: PlayOrPayView, legal: Sequence[Action], rng: Rng) -> Action:
        return medium_choice(hand_masks(view.hand), legal, view_ends(view))
