"""The benchmark suite's figures, its reference workload, the machine, and the report.

A :class:`Figure` is one measured value (seconds, or a rate) with a note. Its *ratio*
is the value in units of the run's reference (:func:`reference_seconds`, the median time
of a fixed pure-Python workload timed :data:`REFERENCE_RUNS` times at the start and as
many at the end of the run): ``value / reference`` for a time, ``value × reference`` for
a rate, so a machine twice as slow, or a run sharing the cores with another job, shows
about the same ratios.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TypedDict

from game.errors import DataFileError
from game.json_data import JsonOut
from game.rng import Rng
from game.safe_json import read_regular_file

#: Timings of the reference workload at each end of the run.
REFERENCE_RUNS = 5
#: Draws of the reference workload (about a tenth of a second on a 2020s core).
REFERENCE_DRAWS = 200_000


@dataclass(frozen=True)
class Figure:
    """One measured figure: ``value`` in ``unit`` ("s", or a rate such as "games/s")."""

    label: str
    value: float
    unit: str
    note: str

    @property
    def is_rate(self) -> bool:
        return self.unit != "s"

    def ratio(self, reference: float) -> float:
        """The value in reference units (see the module docstring)."""
        return self.value * reference if self.is_rate else self.value / reference

    def to_json(self, reference: float) -> dict[str, JsonOut]:
        return {
            "figure": self.label,
            "value": round(self.value, 4),
            "unit": self.unit,
            "ratio_to_reference": round(self.ratio(reference), 3),
            "note": self.note,
        }


def reference_work() -> int:
    """The fixed workload: :data:`REFERENCE_DRAWS` draws of the game's own generator,
    summed (pure Python, like the engine; no allocation to speak of)."""
    below = Rng(12345).below
    total = 0
    for _ in range(REFERENCE_DRAWS):
        total += below(1000)
    return total


def time_reference(runs: int = REFERENCE_RUNS) -> list[float]:
    """Wall-clock seconds of ``runs`` runs of :func:`reference_work`."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        reference_work()
        times.append(time.perf_counter() - start)
    return times


def reference_seconds(before: Sequence[float], after: Sequence[float]) -> float:
    """The reference: the median of the timings at both ends of the run."""
    return statistics.median([*before, *after])


def _cpu_model() -> str:
    try:
        raw = read_regular_file("/proc/cpuinfo", 1 << 20)
    except DataFileError:
        raw = b""
    for line in raw.decode("utf-8", "replace").splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor() or platform.machine()


def _load() -> str:
    try:
        return " ".join(f"{value:.2f}" for value in os.getloadavg())
    except (OSError, AttributeError):
        return "unknown"


def machine() -> dict[str, str]:
    """What the figures were measured on (and the load average when asked)."""
    return {
        "system": platform.platform(),
        "cpu": _cpu_model(),
        "cores": str(os.cpu_count() or 1),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "load_average": _load(),
    }


Part = tuple[str, Callable[[], list[Figure]]]


class SuiteResult(TypedDict):
    """A suite run (:func:`run_parts`): when, how long, on what, the reference timings
    and the figures."""

    started: str
    seconds: float
    machine: dict[str, str]
    load_average_end: str
    reference_seconds: float
    reference_runs: list[float]
    figures: list[Figure]


def run_parts(parts: Sequence[Part], log: Callable[[str], None]) -> SuiteResult:
    """Run every part between the two reference timings; the suite's result."""
    started = datetime.now(timezone.utc)
    at_start = machine()
    before = time_reference()
    figures: list[Figure] = []
    for number, (label, measure) in enumerate(parts, start=1):
        log(f"[{number}/{len(parts)}] {label}")
        figures.extend(measure())
    after = time_reference()
    reference = reference_seconds(before, after)
    return {
        "started": started.strftime("%Y-%m-%d %H:%M UTC"),
        "seconds": round((datetime.now(timezone.utc) - started).total_seconds(), 1),
        "machine": at_start,
        "load_average_end": _load(),
        "reference_seconds": round(reference, 5),
        "reference_runs": [round(t, 5) for t in (*before, *after)],
        "figures": figures,
    }


def print_report(result: SuiteResult) -> None:
    """The suite's result as a table on stdout."""
    reference = result["reference_seconds"]
    box = result["machine"]
    print(f"Benchmark suite · {result['started']} · {result['seconds']:.0f} s in all")
    print(f"machine: {box['cpu']}, {box['cores']} cores; {box['system']}; {box['python']}")
    print(
        f"load average (1, 5, 15 min): {box['load_average']} at the start, "
        f"{result['load_average_end']} at the end"
    )
    print(
        f"reference: {reference * 1000:.1f} ms (median of {len(result['reference_runs'])} "
        "runs of a fixed pure-Python workload, half at each end); ratio = value in "
        "references (a rate: per reference)"
    )
    print(f"{'figure':<40}{'value':>16}  {'ratio':>9}  note")
    for figure in result["figures"]:
        value = f"{figure.value:,.0f} {figure.unit}" if figure.is_rate else f"{figure.value:.3f} s"
        print(f"{figure.label:<40}{value:>16}  {figure.ratio(reference):>9.2f}  {figure.note}")
    sys.stdout.flush()


def report_json(result: SuiteResult) -> dict[str, object]:
    """The suite's result as JSON-ready data."""
    reference = result["reference_seconds"]
    return {**result, "figures": [f.to_json(reference) for f in result["figures"]]}
