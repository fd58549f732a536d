"""The Nyet! phase: seats cover boxes of the board in turn until one box per line is
left open; the open boxes are the round's terms."""

from __future__ import annotations

from game.events import EventSink, drop
from game.games.nyet.actions import COVERS, NyetAction, team_choices
from game.games.nyet.board import (
    BOX_NAMES,
    DISCARD,
    DISCARD_MODES,
    EMPTY,
    FIRST,
    POINT_VALUES,
    POINTS,
    SUPER,
    TRUMP,
)
from game.games.nyet.cards import COLOURS
from game.games.nyet.data import NyetData
from game.games.nyet.events import BoxCovered, PhaseStarted, TeamsChosen, TermsSet
from game.games.nyet.fields import PHASES, TEAM
from game.games.nyet.phases.discards import start_discards
from game.games.nyet.tricks import tables


def legal_covers(state: NyetData) -> tuple[NyetAction, ...]:
    """The boxes that may be covered: every empty box of a line with two or more."""
    legal: tuple[NyetAction, ...] = ()
    for covers in state.open_covers:
        if len(covers) >= 2:
            legal += covers
    return legal


def cover(state: NyetData, line: int, box: int, emit: EventSink) -> None:
    """The seat to move covers ``box`` of ``line``; after the last cover, the terms."""
    p = state.player
    state.board[line][box] = p
    state.open_covers[line] = tuple(c for c in state.open_covers[line] if c.box != box)
    state.covers_left -= 1
    if state.covers_left:
        state.player = (p + 1) % state.num_players
        state._legal = legal_covers(state)
        if emit is not drop:
            emit(covered(state, line, box, p))
        return
    read_terms(state)
    if emit is not drop:
        emit(covered(state, line, box, p))
    set_terms(state, emit)


def covered(state: NyetData, line: int, box: int, p: int) -> BoxCovered:
    """The event of ``p`` covering a box (the seat to move is already updated; after the
    last cover, the first player)."""
    to_move = state.player if state.covers_left else state.first
    text = COVERS[line][box].text
    left = state.covers_left
    return BoxCovered(player=p, line=line, box=box, text=text, covers_left=left, to_move=to_move)


def read_terms(state: NyetData) -> None:
    """Fix the round's terms from the boxes left open on the finished board."""
    open_box = [line.index(EMPTY) for line in state.board]
    state.first = open_box[FIRST]
    state.discard_mode = open_box[DISCARD]
    state.trump = open_box[TRUMP]
    state.supertrump = open_box[SUPER]
    state.value = POINT_VALUES[open_box[POINTS]]
    state.tables = tables(state.trump, state.supertrump)
    state.suit = state.tables.suit


def set_terms(state: NyetData, emit: EventSink) -> None:
    """Announce the terms; with 2 players the teams are fixed and the discards start,
    else the first player chooses partners."""
    first = state.first
    if emit is not drop:
        emit(
            TermsSet(
                player=first,
                first_player=first,
                discard=DISCARD_MODES[state.discard_mode],
                trump=COLOURS[state.trump],
                supertrump=BOX_NAMES[SUPER][state.supertrump],
                points=state.value,
            )
        )
    n = state.num_players
    if n == 2:
        state.team = [0 if seat == first else 1 for seat in range(n)]
        if emit is not drop:
            emit(TeamsChosen(player=first, teams=tuple(state.team), partners=()))
        start_discards(state, emit)
        return
    state.phase = TEAM
    state.player = first
    state._legal = team_choices(n, first)
    if emit is not drop:
        emit(PhaseStarted(player=first, phase=PHASES[TEAM]))
