"""How many times ``Any`` is used in code, per package.

Counts every use of the name ``Any`` (``Any`` or ``typing.Any`` / ``t.Any``) in the
parsed code of each ``.py`` file: annotations, aliases, casts, type arguments. Comments
and strings (a quoted annotation, a docstring) are not code and are not counted, nor is
the import line that brings the name in (``from typing import Any``). Prints figures
only (no pass/fail)::

    python -m bench.count_any [--files] [package ...]      # default: game scenes
"""

from __future__ import annotations

import argparse
import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def any_uses(source: str) -> int:
    """Uses of ``Any`` in the code of ``source`` (names and ``x.Any`` attributes)."""
    return sum(
        1
        for node in ast.walk(ast.parse(source))
        if (isinstance(node, ast.Name) and node.id == "Any")
        or (isinstance(node, ast.Attribute) and node.attr == "Any")
    )


def python_files(package: Path) -> Iterator[Path]:
    """Every ``.py`` file under ``package``, in a stable order."""
    yield from sorted(package.rglob("*.py"))


def count_package(package: Path) -> dict[Path, int]:
    """File -> uses of ``Any``, for the files of ``package`` that use it."""
    counts: dict[Path, int] = {}
    for path in python_files(package):
        uses = any_uses(path.read_text(encoding="utf-8"))
        if uses:
            counts[path] = uses
    return counts


def main(argv: list[str] | None = None) -> None:
    """Print the count per package (and per file with ``--files``) and the total."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("packages", nargs="*", default=["game", "scenes"])
    parser.add_argument("--files", action="store_true", help="also list each file's count")
    args = parser.parse_args(argv)
    total = 0
    for name in args.packages:
        counts = count_package(ROOT / name)
        subtotal = sum(counts.values())
        total += subtotal
        print(f"{name:<12} {subtotal:5d}  ({len(counts)} files)")
        if args.files:
            for path, uses in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
                print(f"    {uses:4d}  {path.relative_to(ROOT)}")
    print(f"{'total':<12} {total:5d}")


if __name__ == "__main__":
    main()
