"""How big each object of a table is: methods and attributes defined in ``scenes``.

Opens every registered game's table headlessly (a mid-game position, one human seat),
then walks the table scene and every object it holds whose class lives in ``scenes`` and
prints, per object, how many members ``dir()`` shows that ``scenes`` defines (instance
attributes plus methods and class attributes of classes in ``scenes``), largest first.
Prints figures only (no pass/fail): ``python -m bench.table_members [--top 15]``.
"""

from __future__ import annotations

import argparse
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PLAY_OR_PAY_HOME", tempfile.mkdtemp(prefix="pop-members-"))

from game.records import Seat
from game.registry import all_games
from scenes.app import App
from scenes.core.saves import Settings
from scenes.core.session import GameSession
from scenes.navigation import ScreenNavigator
from scenes.registry import table_for


def scenes_members(obj: object) -> int:
    """Members of ``obj`` that ``scenes`` defines: its own attributes and the names
    defined by classes of its type's MRO whose module is in ``scenes``."""
    names = set(getattr(obj, "__dict__", {}))
    for cls in type(obj).__mro__:
        if cls.__module__.startswith("scenes"):
            names.update(n for n in vars(cls) if not (n.startswith("__") and n.endswith("__")))
    return len(names)


def walk(root: object) -> list[tuple[int, str]]:
    """(members, label) for ``root`` and every object of a ``scenes`` class it reaches."""
    seen: set[int] = set()
    out: list[tuple[int, str]] = []
    todo: list[tuple[object, str]] = [(root, type(root).__name__)]
    while todo:
        obj, label = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        out.append((scenes_members(obj), f"{label} ({type(obj).__module__}.{type(obj).__name__})"))
        for name, value in getattr(obj, "__dict__", {}).items():
            items = value if isinstance(value, (list, tuple)) else [value]
            for item in items:
                if type(item).__module__.startswith("scenes") and hasattr(item, "__dict__"):
                    todo.append((item, f"{label}.{name}"))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    app = App(
        (1280, 720),
        headless=True,
        sync_bots=True,
        sound=False,
        settings=Settings(animation_speed="instant"),
        navigator=ScreenNavigator,
    )
    rows: list[tuple[int, str, str]] = []
    for spec in all_games():
        n = min(max(4, spec.min_players), spec.max_players)
        seats = [Seat("You", "human")] + [Seat(f"Bot {i}", "medium") for i in range(1, n)]
        session = GameSession.new(spec.id, {}, seats, seed=3)
        table = table_for(app, session, autosave=False)
        table.enter()
        table.ensure_layout(app.size)
        for _ in range(3):
            table.update(0.05)
            table.draw(app.screen)
        rows += [(count, spec.id, label) for count, label in walk(table)]
        table.exit()
    rows.sort(reverse=True)
    print(f"{'members':>7}  game       object")
    for count, game_id, label in rows[: args.top]:
        print(f"{count:7d}  {game_id:<10} {label}")


if __name__ == "__main__":
    main()
