"""What one seat may know in Play or Pay (frozen dataclasses of plain data): the table
part and the whole view."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayOrPayTable:
    """What is on the table for one seat: the part of its view the table draws (the
    display model is this part, folded from event to event). Cards are ints (see
    :mod:`game.games.playorpay.cards`).

    * ``decks``: decks in this round's deal (counted at every deal from the players
      still in: two while 5 or more are in, one once 4 or fewer are left).
    * ``hand``: this seat's cards, sorted (a card appears twice if both copies are held).
    * ``hand_sizes``: cards held by every seat (0 for seats out of the game and, in
      Sevens, for seats that have gone out this round).
    * ``sequences[suit]``: that suit's sequences in the order they were started, each as
      (lowest card, highest card).
    * ``tokens``, ``pot``: token counts (public, as at a real table; all 0 in Sevens).
    * ``in_game``: False for seats knocked out (no tokens at the end of a round).
    * ``finish_order``: Sevens, seats that have gone out this round, first first.
    * ``totals``: Sevens points from finished rounds (0s in the token game).
    """

    player: int
    num_players: int
    sevens: bool
    decks: int
    round: int
    rounds: int
    dealer: int
    current_player: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    sequences: tuple[tuple[tuple[int, int], ...], ...]
    tokens: tuple[int, ...]
    pot: int
    starting_tokens: int
    in_game: tuple[bool, ...]
    finish_order: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class PlayOrPayView(PlayOrPayTable):
    """One seat's view: what is on the table (:class:`PlayOrPayTable`) and what the seat
    knows of the round so far.

    * ``dealt`` / ``anted``: this round's hand sizes as dealt, and who paid the ante.
    * ``cannot_hold[seat]``: a 52-bit mask of cards that seat is known not to hold
      (every card that was playable each time it paid or passed this round; public).
    * ``moves``: this round's moves in order, each ``"<seat>:<notation>"`` (e.g.
      ``"2:7D"``, ``"0:pay"``); one string per move keeps views small to copy.
    """

    dealt: tuple[int, ...]
    anted: tuple[bool, ...]
    cannot_hold: tuple[int, ...]
    moves: tuple[str, ...]
