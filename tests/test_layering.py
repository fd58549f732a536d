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
