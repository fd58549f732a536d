"""Bot names that cannot be taken for a person's (no pygame).

A bot's name never equals a human's at the same table, nor differs from one by a single
letter (a daily seated "Ana" beside a bot "Ann" reads as two Anas): :func:`near` is that
rule, case-insensitive, and :func:`bot_names` picks names that keep it.
"""

from __future__ import annotations

from collections.abc import Sequence

#: The name of the hard bot's seat in a daily's duplicate game (stored in its record as
#: it is; the app shows it in the player's language).
DUPLICATE_SEAT_NAME = "Hard bot"
#: A bot's name once the pool of names runs out ("Bot 2", "Bot 3"...; stored as it is).
EXTRA_BOT_NAME = "Bot {number}"


def near(a: str, b: str) -> bool:
    """True if ``a`` and ``b`` are equal or one letter apart (one letter changed, added
    or removed), ignoring case."""
    x, y = a.casefold().strip(), b.casefold().strip()
    if x == y:
        return True
    if abs(len(x) - len(y)) > 1:
        return False
    if len(x) == len(y):
        return sum(p != q for p, q in zip(x, y, strict=True)) == 1
    short, long = (x, y) if len(x) < len(y) else (y, x)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def bot_names(humans: Sequence[str], count: int, pool: Sequence[str]) -> list[str]:
    """``count`` names from ``pool`` (in order), none near a name in ``humans`` and all
    different; past the pool, "Bot 2", "Bot 3"..."""
    chosen: list[str] = []
    extra = (EXTRA_BOT_NAME.format(number=n) for n in range(2, 10_000))
    for name in [*pool, *extra]:
        if len(chosen) == count:
            break
        taken = name.casefold() in {other.casefold() for other in chosen}
        if not taken and not any(near(name, person) for person in humans):
            chosen.append(name)
    return chosen


def apart(names: Sequence[str], humans: Sequence[bool], pool: Sequence[str]) -> list[str]:
    """The seat names with every bot (``humans[i]`` False) whose name is near a human's
    (or equals an earlier bot's) renamed from ``pool``; the humans' names as they are."""
    people = [name for name, human in zip(names, humans, strict=True) if human]
    result = list(names)
    for index, (name, human) in enumerate(zip(names, humans, strict=True)):
        others = {n.casefold() for i, n in enumerate(result) if i != index}
        if not human and (any(near(name, p) for p in people) or name.casefold() in others):
            fresh = [
                n for n in bot_names(people, len(names) + 1, pool) if n.casefold() not in others
            ]
            result[index] = fresh[0]
    return result
