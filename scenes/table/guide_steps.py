"""Where a guided first game stands: each :class:`~scenes.table.guide_script.Step` of a
tutorial bound to the moves (plies) it covers and checked against the script
(:func:`bind_steps`), and the rectangle a step's anchor names in the game's ``Places``
(:func:`anchor_rect`)."""

from __future__ import annotations

import ast
from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from game.errors import GameError
from scenes.core.session import GameSession
from scenes.table.guide_script import PERSON, Step, Tutorial


@dataclass(frozen=True)
class Bound:
    """A step and the moves (plies) it covers: ``first`` … ``last`` (a reading step:
    first == last, the move it shows before)."""

    step: Step
    first: int
    last: int
    #: The person's plies the step waits for (none for a reading step).
    plies: tuple[int, ...] = ()


def bind_steps(tutorial: Tutorial, session: GameSession) -> list[Bound]:
    """Each step with the plies it covers, checked against the script: every move
    replays legally, and every move of the person belongs to exactly one step (a
    GameError names the first mismatch)."""
    state = session.state.clone()
    seats: list[int] = []
    for text in tutorial.moves:
        seats.append(state.current_player)
        state.apply(state.find_action(text))
    person_plies = [ply for ply, seat in enumerate(seats) if seat == PERSON]
    bound: list[Bound] = []
    k = 0
    pending: list[Step] = []
    for step in tutorial.steps:
        if not step.moves:
            if step.at is not None:
                bound.append(Bound(step, step.at, step.at))
            else:
                pending.append(step)
            continue
        plies = person_plies[k : k + len(step.moves)]
        if len(plies) != len(step.moves):
            raise GameError(f"tutorial: step {step.text[:30]!r} waits for more moves than scripted")
        for ply, move in zip(plies, step.moves, strict=True):
            if tutorial.moves[ply] != move:
                raise GameError(f"tutorial: move {ply} is {tutorial.moves[ply]!r}, not {move!r}")
        bound.extend(Bound(read, plies[0], plies[0]) for read in pending)
        pending = []
        bound.append(Bound(step, plies[0], plies[-1], tuple(plies)))
        k += len(plies)
    if k != len(person_plies):
        raise GameError(f"tutorial: the person's move {person_plies[k]} has no step")
    bound.extend(Bound(read, len(seats), len(seats)) for read in pending)
    bound.sort(key=lambda b: (b.first, b.step.moves != ()))
    return bound


def anchor_rect(places: object, anchor: str) -> pygame.Rect | None:
    """The rectangle an anchor names in ``places`` (several joined by ``+``), or None."""
    rects: list[pygame.Rect] = []
    for part in anchor.split("+"):
        name, _, key = part.strip().partition("[")
        value = getattr(places, name, None)
        if key and isinstance(value, Mapping):
            literal = ast.literal_eval(key.rstrip("]"))
            value = value.get(literal)
        if isinstance(value, pygame.Rect):
            rects.append(value)
    if not rects:
        return None
    return rects[0].unionall(rects[1:])
