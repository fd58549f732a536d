"""No import cycle anywhere in ``game/`` and ``scenes/`` (DESIGN.md, "A game is a folder;
parts take ports"): no module imports, directly or through others, a module that imports
it back. Every import counts: at module level, inside a function, and under
``if TYPE_CHECKING:`` (grimp, which import-linter uses, builds the graph and keeps those
unless told not to).

A failure lists each group of modules that import each other (a strongly connected
component of the graph) with one cycle through it.
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

grimp = pytest.importorskip("grimp", reason="import-linter is not installed")

PACKAGES = ("game", "scenes")

Graph = Mapping[str, frozenset[str]]


def import_graph(*packages: str) -> dict[str, frozenset[str]]:
    """Module -> the modules of ``packages`` it imports (every kind of import)."""
    built = grimp.build_graph(*packages, exclude_type_checking_imports=False, cache_dir=None)
    modules = set(built.modules)
    return {
        module: frozenset(built.find_modules_directly_imported_by(module) & modules)
        for module in sorted(modules)
    }


def components(graph: Graph) -> list[list[str]]:
    """The strongly connected components of more than one module, or of one module that
    imports itself (Tarjan's algorithm, without recursion), each sorted, in order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                elif target in on_stack:
                    low[module] = min(low[module], index[target])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
            if low[module] == index[module]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == module:
                        break
                if len(group) > 1 or module in graph[module]:
                    found.append(sorted(group))
    return sorted(found)


def one_cycle(graph: Graph, group: list[str]) -> list[str]:
    """A shortest cycle from the group's first module back to it, inside the group."""
    start, members = group[0], set(group)
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        module = queue.popleft()
        for target in sorted(graph[module] & members):
            if target == start:
                path = [module]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return [*reversed(path), start]
            if target not in came_from:
                came_from[target] = module
                queue.append(target)
    raise AssertionError(f"no cycle through {start}")


def describe(graph: Graph, groups: list[list[str]]) -> str:
    return "\n".join(
        f"{len(group)} modules ({', '.join(group)}):\n    " + " -> ".join(one_cycle(graph, group))
        for group in groups
    )


def test_no_import_cycle_in_game_and_scenes() -> None:
    graph = import_graph(*PACKAGES)
    assert "game.games" in graph and "scenes.table" in graph
    groups = components(graph)
    assert groups == [], f"{len(groups)} import cycles:\n" + describe(graph, groups)


def test_every_kind_of_import_makes_a_cycle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The finder sees cycles closed by an import for type checking only, by an import
    inside a function, and by a package importing its own module back."""
    package = tmp_path / "cycle_probe"
    package.mkdir()
    files = {
        "__init__.py": "from cycle_probe import d\n",
        "a.py": "from cycle_probe import b\n",
        "b.py": (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n"
            "    from cycle_probe.a import thing\n"
        ),
        "c.py": "def late():\n    from cycle_probe import e\n    return e\n",
        "d.py": "import cycle_probe\n",
        "e.py": "from cycle_probe.c import late\n",
        "f.py": "from cycle_probe import a\n",
    }
    for name, text in files.items():
        (package / name).write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        graph = import_graph("cycle_probe")
    finally:
        sys.modules.pop("cycle_probe", None)
    groups = components(graph)
    assert groups == [
        ["cycle_probe", "cycle_probe.d"],
        ["cycle_probe.a", "cycle_probe.b"],
        ["cycle_probe.c", "cycle_probe.e"],
    ]
    assert one_cycle(graph, groups[1]) == ["cycle_probe.a", "cycle_probe.b", "cycle_probe.a"]
    assert "cycle_probe.a -> cycle_probe.b -> cycle_probe.a" in describe(graph, groups)
