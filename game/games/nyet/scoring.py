"""Nyet! round scoring.

Each team scores (tricks taken + loot captured) × the value of the open points box
(1, 2, 3, 4 or −2). Every player of a team gets the team's score; the Bonus card holder
gets it doubled (a negative score doubles too).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict


class NyetBreakdown(TypedDict):
    """One seat's round breakdown (``RoundResult.breakdown[seat]``): its ``team`` (0 or
    1), its own ``tricks`` and ``loot``, its team's (``team_tricks``, ``team_loot``), the
    points box's ``value``, whether it held the Bonus card and its round ``score``."""

    team: int
    tricks: int
    loot: int
    team_tricks: int
    team_loot: int
    value: int
    bonus: bool
    score: int


def team_score(tricks: int, loot: int, value: int) -> int:
    """A team's round score."""
    return (tricks + loot) * value


def round_points(
    team: Sequence[int],
    bonus: int | None,
    tricks: Sequence[int],
    loot: Sequence[int],
    value: int,
) -> list[int]:
    """Points per seat for one round.

    ``team[seat]`` is 0 or 1; ``tricks[seat]`` / ``loot[seat]`` count the tricks taken and
    loot captured by each seat (summed per team); ``bonus`` is the Bonus card holder.
    """
    per_team = [0, 0]
    for seat, side in enumerate(team):
        per_team[side] += tricks[seat] + loot[seat]
    points = [per_team[side] * value for side in team]
    if bonus is not None:
        points[bonus] *= 2
    return points


def breakdown(
    team: Sequence[int],
    bonus: int | None,
    tricks: Sequence[int],
    loot: Sequence[int],
    value: int,
) -> tuple[NyetBreakdown, ...]:
    """A plain-data explanation of each seat's round points."""
    team_tricks = [0, 0]
    team_loot = [0, 0]
    for seat, side in enumerate(team):
        team_tricks[side] += tricks[seat]
        team_loot[side] += loot[seat]
    points = round_points(team, bonus, tricks, loot, value)
    return tuple(
        {
            "team": side,
            "tricks": tricks[seat],
            "loot": loot[seat],
            "team_tricks": team_tricks[side],
            "team_loot": team_loot[side],
            "value": value,
            "bonus": seat == bonus,
            "score": points[seat],
        }
        for seat, side in enumerate(team)
    )
