"""How a round of the token game ends (docs/rulings.md §4): who takes the pot, who is out,
and whether the tokens end the game. A pure function of the table, so the rulings can be
tested on their own.

Rules edition 2 (current):

* the first player out takes the pot only if they hold a token; otherwise it stays for a
  later round's winner (a player with no tokens never collects the pot);
* then every player still in with no tokens is out of the game;
* if exactly one player is left with tokens, they take what is in the pot and the game
  ends (they hold every token);
* if no player still in has a token, the game ends at once: nobody is put out, the pot
  belongs to nobody, and the players still in share the win.

Edition 1 (kept to replay records made before record format 2) differed only in the last
case: the round's first player out took the pot and was the only one left in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Settlement:
    """The end of a token round.

    ``tokens`` per seat after the round; ``pot`` what stays in the pot; ``pot_won`` what
    the round's winner took; ``pot_to_last_player`` what the last player still in took;
    ``eliminated`` the seats out of the game from now on; ``last_player`` the seat that
    took the rest of the pot as the last one left with tokens (None if none did);
    ``game_over`` True when the tokens end the game (one player left, or everyone broke);
    ``all_broke`` True when no player still in holds a token (the pot then belongs to
    nobody).
    """

    tokens: tuple[int, ...]
    pot: int
    pot_won: int
    pot_to_last_player: int
    eliminated: tuple[int, ...]
    game_over: bool
    all_broke: bool
    last_player: int | None = None


def settle_round(
    winner: int,
    tokens: Sequence[int],
    pot: int,
    in_game: Sequence[bool],
    rules_version: int,
) -> Settlement:
    """Settle the round that ``winner`` ended by going out first (see the module rules)."""
    after = list(tokens)
    won = 0
    if after[winner] > 0:
        won = pot
        after[winner] += pot
        pot = 0
    seats = range(len(after))
    broke = [s for s in seats if in_game[s] and not after[s]]
    holders = [s for s in seats if in_game[s] and after[s]]
    if not holders and rules_version >= 2:
        return Settlement(tuple(after), pot, won, 0, (), True, True)
    last: int | None = None
    if not holders:
        last = winner  # edition 1: the round's winner takes the pot
    elif len(holders) == 1:
        last = holders[0]
    to_last = 0
    if last is not None:
        after[last] += pot
        to_last = pot
        pot = 0
        broke = [s for s in broke if s != last]
    return Settlement(tuple(after), pot, won, to_last, tuple(broke), last is not None, False, last)
