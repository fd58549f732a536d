"""A game kept for the test run (the canary, ``tests/games/<name>/``) is one folder
(issue 53): it is registered and played by the generic tests, yet no tracked file outside
its folder wires it in — no code names its id, its modules or its folder, and no data or
configuration file mentions them. Adding it needed no edit elsewhere. (Documentation may
describe it: ``*.md`` files and the docstrings and comments of code are prose, not
wiring.) The games are found by :func:`tests.games.folders`, so this file names none."""

from __future__ import annotations

import ast
import importlib
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.contract import GameSpec
from game.registry import all_games
from scenes.plugins import installed
from tests.games import folders

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Names:
    """How a test game could be named: its id, its package and its folder."""

    id: str
    module: str
    folder: str


def names_of(folder: str) -> Names:
    spec = importlib.import_module(f"tests.games.{folder}.rules").SPEC
    assert isinstance(spec, GameSpec)
    return Names(spec.id, f"tests.games.{folder}", f"tests/games/{folder}")


def tracked() -> list[str]:
    """The repository's tracked files (skips where there is no git checkout)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: the tracked files cannot be listed")
    out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
    return [path for path in out.stdout.decode("utf-8").split("\0") if path]


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def code_mentions(source: str, game: Names) -> list[str]:
    """The places where Python code names the game: an import of its modules, or a
    string (docstrings aside) that is its id or holds its module or folder."""
    tree = ast.parse(source)
    prose = docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(game.module):
            found.append(f"line {node.lineno}: from {node.module} import")
        elif isinstance(node, ast.Import):
            found += [
                f"line {node.lineno}: import {a.name}"
                for a in node.names
                if a.name.startswith(game.module)
            ]
        elif (
            isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose
        ):
            text = node.value
            if text == game.id or game.module in text or game.folder in text:
                found.append(f"line {node.lineno}: {text!r}")
    return found


def text_mentions(text: str, game: Names) -> bool:
    """True if a data or configuration file names the game's id, module or folder."""
    quoted = (f'"{game.id}"', f"'{game.id}'")
    return any(name in text for name in (*quoted, game.module, game.folder))


@pytest.mark.parametrize("folder", folders())
def test_the_game_is_registered_and_installed_by_the_test_run(folder: str) -> None:
    game = names_of(folder)
    assert game.id in [spec.id for spec in all_games()]
    assert game.id in [ui.game_id for ui in installed()]


def test_the_scan_finds_a_mention() -> None:
    game = Names("bird", "tests.games.bird", "tests/games/bird")
    assert code_mentions(f"from {game.module}.rules import SPEC\n", game)
    assert code_mentions(f'GAMES = ["{game.id}"]\n', game)
    assert not code_mentions(f'"""The {game.id} game lives in {game.folder}."""\n', game)
    assert text_mentions(f'modules = ["{game.module}.rules"]', game)


@pytest.mark.parametrize("folder", folders())
def test_no_file_outside_the_game_folder_wires_it_in(folder: str) -> None:
    game = names_of(folder)
    offenders = []
    for path in tracked():
        if path.startswith(game.folder + "/") or path.endswith(".md"):
            continue
        try:
            text = (ROOT / path).read_text("utf-8")
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue  # binary files (images, fonts, compiled catalogues), or deleted
        if path.endswith(".py"):
            offenders += [f"{path} {where}" for where in code_mentions(text, game)]
        elif text_mentions(text, game):
            offenders.append(path)
    assert offenders == [], f"{game.id} is named outside its folder:\n" + "\n".join(offenders)
