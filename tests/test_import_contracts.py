"""The layers of DESIGN.md ("A game is a plugin; a table is parts") hold: the
import-linter contracts in pyproject.toml are all kept (``lint-imports``)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_import_contracts_are_kept() -> None:
    tool = shutil.which("lint-imports")
    if tool is None:
        pytest.skip("import-linter is not installed (pip install -e '.[dev]')")
    done = subprocess.run(
        [tool, "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
