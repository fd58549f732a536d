"""The plain data of a Play or Pay game: the slotted fields every part of the rules reads
and changes.

:class:`PlayOrPayData` declares the fields' types (the fields themselves are declared
once, in :data:`game.games.playorpay.fields.POP_FIELDS`) and a few reads of them. The
round's start and end, the turns, the checks, the views and the resampling take a
``PlayOrPayData``, so none of them imports the rules module;
:class:`game.games.playorpay.rules.PlayOrPayState` adds the ``State`` contract on top.

Hands are kept as per-seat card counts (``counts[seat][card]``) plus, per seat and suit,
a bit mask of the ranks held (``masks``), so legal plays are found from the sequence ends
without scanning hands. ``seqs[suit]`` lists that suit's sequences as
``[low rank, high rank]`` in the order they were started.
"""

from __future__ import annotations

from game.contract import RoundResult
from game.games.playorpay.actions import Action
from game.games.playorpay.cards import DECK_SIZE, decks_for
from game.games.playorpay.deal import RoundDeal
from game.games.playorpay.edition import edition
from game.games.playorpay.fields import POP_FIELDS
from game.options import OptionValue
from game.rng import Rng


class PlayOrPayData:
    """A Play or Pay game's fields (see :data:`~game.games.playorpay.fields.POP_FIELDS`
    for what each holds)."""

    __slots__ = POP_FIELDS.slots()
    num_players: int
    options: dict[str, OptionValue]
    rng: Rng
    deals: tuple[RoundDeal, ...]
    sevens: bool
    rounds: int
    start_tokens: int
    decks: int
    round: int
    dealer: int
    player: int
    first_seat: int
    in_game: list[bool]
    tokens: list[int]
    pot: int
    totals: list[int]
    counts: list[list[int]]
    masks: list[list[int]]
    sizes: list[int]
    seqs: list[list[list[int]]]
    dealt: list[int]
    anted: list[bool]
    paid: list[int]
    cannot: list[int]
    round_tokens: list[int]
    finish: list[int]
    moves: list[str]
    results: list[RoundResult]
    _legal: tuple[Action, ...] | None

    @property
    def rules_version(self) -> int:
        """The rules edition of this game (option ``rules_version``; current if absent)."""
        return edition(self.options)

    def decks_in_play(self, players_in: int) -> int:
        """Decks dealt to ``players_in`` players: counted anew at every deal (edition 1:
        from the players at the start of the game)."""
        return decks_for(players_in if self.rules_version >= 2 else self.num_players)

    def hand(self, seat: int) -> list[int]:
        """Seat's cards, sorted (full-state access for tests and tools, not for bots)."""
        row = self.counts[seat]
        return [card for card in range(DECK_SIZE) for _ in range(row[card])]
