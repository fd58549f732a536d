"""The engine stays headless: nothing under game/ imports pygame."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"


def test_no_module_in_game_imports_pygame():
    offenders = []
    for path in GAME.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(name.split(".")[0] == "pygame" for name in names):
                offenders.append(str(path))
    assert offenders == []


def test_importing_every_game_and_the_cli_loads_no_pygame():
    code = (
        "import sys, game.cli, game.records, game.sim, game.bench, game.bots\n"
        "from game.registry import all_games\n"
        "all_games()\n"
        "assert not any(m.split('.')[0] == 'pygame' for m in sys.modules), 'pygame loaded'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=GAME.parent, timeout=60)


def test_package_version_matches_pyproject():
    import re

    import game

    text = (GAME.parent / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    assert match and match.group(1) == game.__version__


TYPE_GUARDS = ("TYPE_CHECKING", "typing.TYPE_CHECKING")


def _runtime_nodes(tree: ast.Module) -> list[ast.AST]:
    """Every node of a module except those under ``if TYPE_CHECKING:`` (imports made only
    for type annotations never run)."""
    nodes: list[ast.AST] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and ast.unparse(node.test) in TYPE_GUARDS:
            stack.extend(node.orelse)
            continue
        nodes.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return nodes


def _scenes_import_graph() -> dict[str, set[str]]:
    """Every scenes module -> the scenes modules it imports when it runs (at module level
    or inside functions; imports only for type checking are left out)."""
    root = GAME.parent
    graph: dict[str, set[str]] = {}
    for path in (root / "scenes").rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        targets: set[str] = set()
        for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets.add(node.module)
                targets.update(f"{node.module}.{alias.name}" for alias in node.names)
        graph[name] = {t for t in targets if t.startswith("scenes")}
    return {m: {t for t in ts if t in graph and t != m} for m, ts in graph.items()}


def test_no_import_cycle_among_scenes_modules():
    graph = _scenes_import_graph()
    assert "scenes.navigation" in graph and "scenes.screens.menu" in graph
    state: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        state[module] = 1
        stack.append(module)
        for target in sorted(graph[module]):
            if state.get(target) == 1:
                cycles.append([*stack[stack.index(target) :], target])
            elif target not in state:
                visit(target)
        stack.pop()
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module)
    assert cycles == [], "import cycles: " + "; ".join(" -> ".join(c) for c in cycles[:5])
