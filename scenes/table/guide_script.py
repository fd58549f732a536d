"""A guided first game as data (no pygame): the deal, every move of the guided part, and
the callouts that explain the person's moves.

A game's plugin record (:class:`scenes.plugin.GameUI`, field ``tutorial``) holds one
:class:`Tutorial`; the generic :class:`scenes.table.guide.Guide` runs it at the one table.

* ``moves`` are every move of the guided part in the game's notation, the bots' and the
  person's (seat 0, "You"): the bots play exactly these, and the person must too;
* each :class:`Step` is one callout. A step with ``moves`` waits for those moves of the
  person, in order (each on the person's next turn); a step without waits for "Next".
  A reading step shows before the person's next move, or before move ``at`` when given;
* ``anchor`` names a rectangle of the game's ``Places``: a field (``"offer"``) or a key
  of a field that maps (``"seats[1]"``, ``"boxes[4, 0]"``), or several joined with ``+``.
  A note points there; a step with moves points at the move itself, where the person
  plays it (its button, or the table kit's ``locate``), and at its anchor only when the
  table cannot place the move;
* ``refuse`` is said when the person tries another *legal* move: it names the move the
  step teaches, not a rule (a move the rules forbid gets the guide's own reason).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.options import OptionValue

#: The person's seat in every tutorial.
PERSON = 0


@dataclass(frozen=True)
class Step:
    """One callout: what it says, where it points and the moves it waits for."""

    text: str
    anchor: str
    moves: tuple[str, ...] = ()
    #: The one-line reason any other legal move is refused while this step waits (which
    #: move the step teaches).
    refuse: str = ""
    #: A reading step: the move number (ply) it shows before; None: the person's next move.
    at: int | None = None


@dataclass(frozen=True)
class Tutorial:
    """A short guided game of one title against bots whose moves are scripted."""

    #: Seat names, the person ("You") first.
    names: tuple[str, ...]
    options: Mapping[str, OptionValue]
    #: The explicit deal (as a record holds it: see the game's ``parse_deal``).
    deal: Mapping[str, object]
    moves: tuple[str, ...]
    steps: tuple[Step, ...]
    #: What the closing panel says (above "Play a real game" and "Main menu").
    ending: str
    seed: int = 1
