"""What one Nyet! seat may know: :class:`NyetView`, with the finished tricks as
:class:`TrickView` (plain, frozen data)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.games.nyet.cards import round_deck


@dataclass(frozen=True)
class TrickView:
    """A finished trick: ``cards[i]`` was played by seat ``(leader + i) % num_players``;
    ``loot`` are the 1s the winner's team captured from opponents in it."""

    leader: int
    cards: tuple[int, ...]
    winner: int
    loot: tuple[int, ...]


@dataclass(frozen=True)
class NyetView:
    """What one seat may know. Cards are codes (see :mod:`game.games.nyet.cards`).

    ``board[line][box]`` is -1 (empty), -2 (a character nobody plays) or the seat that
    covered it; ``covers_left`` boxes are still to be covered in the Nyet! phase. The
    round's terms (``first_player`` .. ``points``) are None until the Nyet! phase ends;
    ``teams[seat]`` (0: the first player's team, 1: the others) and ``bonus`` until the
    first player chose. ``passing`` is this seat's chosen pass card
    before the passed cards arrive; ``passed`` / ``received`` are the cards it gave and
    got once they did. ``trick`` is the trick in play (led by ``leader``); ``tricks`` the
    finished ones this round. ``totals`` are the scores of finished rounds.
    """

    player: int
    num_players: int
    round: int
    rounds: int | None
    target: int | None
    dealer: int
    current_player: int
    phase: str
    board: tuple[tuple[int, ...], ...]
    covers_left: int
    first_player: int | None
    discard: str | None
    trump: str | None
    supertrump: str | None
    points: int | None
    teams: tuple[int, ...] | None
    bonus: int | None
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    discarded: tuple[int, ...]
    discard_counts: tuple[int, ...]
    passing: int | None
    passes_chosen: tuple[bool, ...]
    passed: int | None
    received: int | None
    removed_open: tuple[int, ...]
    unseen_count: int
    leader: int | None
    trick: tuple[int, ...]
    tricks: tuple[TrickView, ...]
    tricks_won: tuple[int, ...]
    loot_won: tuple[int, ...]
    totals: tuple[int, ...]


def unseen_pool(view: NyetView) -> Counter[int]:
    """The cards of this round that ``view.player`` has not seen (others' hands,
    discards and pass cards, and set-aside cards), with their counts."""
    pool = Counter(round_deck(view.num_players))
    pool.subtract(view.hand)
    pool.subtract(view.discarded)
    for trick in view.tricks:
        pool.subtract(trick.cards)
    pool.subtract(view.trick)
    if view.passing is not None:
        pool[view.passing] -= 1
    return pool
