"""The kill soak (``python -m checks.kill_soak``, issue 52's acceptance) in the test run:
three SIGKILLs of the real app at seeded moments, each followed by the checks of the
next start (Continue, no temporary file or process left, every finished game counted,
every daily's margin). Each child is bounded by the soak's own timeouts; the 40-kill
form is run by hand (see the module's docstring)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from checks.kill_soak import build_parser, run

ROOT = Path(__file__).resolve().parents[1]

linux_only = pytest.mark.skipif(
    not Path("/proc/self/environ").is_file(), reason="needs Linux /proc (the app's processes)"
)


@linux_only
def test_three_kills_lose_nothing() -> None:
    args = build_parser().parse_args(
        ["--kills", "3", "--seed", "5", "--max-delay", "8", "--pending-timeout", "60"]
    )
    lines: list[str] = []
    status = run(args, lines.append)
    report = "\n".join(lines)
    assert status == 0, report
    assert [line.split()[1] for line in lines[:3]] == ["1/3", "2/3", "3/3"], report
    assert lines[3].startswith("kill soak: 3 kills, seed 5, 0 failures"), report


@pytest.mark.parametrize(
    "argument",
    [
        ["--kills", "0"],
        ["--kills", "many"],
        ["--kills", "1e3"],
        ["--seed", "-1"],
        ["--max-delay", "nan"],
        ["--max-delay", "inf"],
        ["--pending-timeout", "1e308"],
        ["--duplicate-iterations", "0"],
    ],
)
def test_a_number_that_cannot_be_used_gets_one_clean_line(argument: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "checks.kill_soak", *argument],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("kill_soak: argument " + argument[0])
