"""Trial rounds: the hands of a state played under chosen terms, for bots that weigh terms.

:func:`trial_tricks` copies a state (usually a search sample) into the tricks phase of
its round in play with the terms given (no discards, no Bonus card), ending the game
after that round, so a bot can play the tricks with
:meth:`~game.games.nyet.rules.NyetState.play_tricks` and read who won what. The copy is not a
position of the real game (the board is left as it was); only its tricks are meaningful.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.events import drop
from game.games.nyet.board import DISCARD_NONE
from game.games.nyet.phases.tricks import start_tricks
from game.games.nyet.rules import NyetState
from game.games.nyet.tricks import tables


def trial_tricks(
    state: NyetState, first: int, trump: int, supertrump: int, team: Sequence[int]
) -> NyetState:
    """A copy of ``state`` at the first trick of its round in play, led by ``first``,
    with trump colour ``trump``, supertrump box ``supertrump`` (4 for none), points
    value 1, no discards and teams ``team`` (0/1 per seat); the game ends with this
    round. ``state`` is not changed."""
    trial = state.clone()
    trial.first = first
    trial.discard_mode = DISCARD_NONE
    trial.trump = trump
    trial.supertrump = supertrump
    trial.value = 1
    trial.tables = tables(trump, supertrump)
    trial.suit = trial.tables.suit
    trial.team = list(team)
    trial.bonus = -1
    trial.rounds_total = trial.round
    trial.target = None
    start_tricks(trial, drop)
    return trial


def team_counts(state: NyetState, side: int) -> tuple[int, int]:
    """Tricks plus loot of team ``side`` and of the other team, in the round in play (or
    the last one finished: its counts stay until the next round starts)."""
    mine = theirs = 0
    for seat, team in enumerate(state.team):
        count = state.won[seat] + state.loot[seat]
        if team == side:
            mine += count
        else:
            theirs += count
    return mine, theirs
