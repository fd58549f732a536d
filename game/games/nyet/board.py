"""The Nyet! board: five lines of boxes, covered one at a time in the Nyet! phase.

Each box holds ``EMPTY``, ``UNUSED`` (a character nobody plays, covered for the whole
game) or the seat that covered it. The phase ends when every line has exactly one empty
box; those boxes fix the round's terms.
"""

from __future__ import annotations

from game.games.nyet.cards import COLOURS

FIRST, DISCARD, TRUMP, SUPER, POINTS = range(5)
LINES = (FIRST, DISCARD, TRUMP, SUPER, POINTS)
LINE_NAMES = ("first", "discard", "trump", "super", "points")

EMPTY = -1
UNUSED = -2

# Discard line, in board order: none / 1 (mode 1, the default: no constant needed) / 2 /
# 1 that is not a 1 / pass 1 left.
DISCARD_NONE, DISCARD_TWO, DISCARD_EXCEPT_ONE, DISCARD_PASS = 0, 2, 3, 4
DISCARD_MODES = ("none", "1", "2", "x1", "pass")
NO_SUPERTRUMP = 4
POINT_VALUES = (1, 2, 3, 4, -2)

BOX_NAMES: tuple[tuple[str, ...], ...] = (
    ("1", "2", "3", "4", "5"),
    DISCARD_MODES,
    COLOURS,
    (*COLOURS, "none"),
    tuple(str(value) for value in POINT_VALUES),
)


def new_board(num_players: int) -> list[list[int]]:
    """An empty board; character boxes of seats beyond ``num_players`` are UNUSED.

    Box ``i`` of the first-player line is seat ``i``'s character.
    """
    board = [[EMPTY] * len(names) for names in BOX_NAMES]
    for box in range(num_players, len(BOX_NAMES[FIRST])):
        board[FIRST][box] = UNUSED
    return board


def covers_needed(num_players: int) -> int:
    """How many boxes the players cover in one Nyet! phase (n - 1 + 4 + 3 + 4 + 4)."""
    return sum(len(names) - 1 for names in BOX_NAMES) - (len(BOX_NAMES[FIRST]) - num_players)
