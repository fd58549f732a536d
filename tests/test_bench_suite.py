"""``python -m game bench --suite``: the report's shape and ratios, on stand-in parts
(the real suite takes minutes; no timing is asserted anywhere)."""

from __future__ import annotations

import json

import pytest

from game.bench_report import Figure, print_report, report_json, run_parts
from game.bench_suite import generate_records, keep_lines, suite_parts
from game.cli import main


def test_ratios_are_in_reference_units() -> None:
    assert Figure("wait", 2.0, "s", "").ratio(0.5) == 4.0
    assert Figure("rate", 100.0, "games/s", "").ratio(0.5) == 50.0


def test_the_report_lists_every_figure_with_its_ratio(capsys: pytest.CaptureFixture[str]) -> None:
    parts = [("one", lambda: [Figure("review · Test", 1.5, "s", "3 decisions")])]
    logged: list[str] = []
    result = run_parts(parts, logged.append)
    assert logged == ["[1/1] one"] and result["reference_seconds"] > 0
    print_report(result)
    out = capsys.readouterr().out
    assert "review · Test" in out and "reference:" in out and "cores" in out
    data = json.loads(json.dumps(report_json(result)))
    assert data["figures"][0]["ratio_to_reference"] > 0


def test_the_suite_covers_every_figure_a_player_waits_for() -> None:
    labels = [label for label, _ in suite_parts(["nothanks", "nyet", "playorpay"], 1.0)]
    for kind in ("review", "duplicate", "decisions", "playouts"):
        assert sum(label.startswith(kind) for label in labels) == 3
    assert "statistics" in labels


def test_generated_records_are_finished_games(tmp_path) -> None:
    generate_records(tmp_path, 10)
    assert len(list(tmp_path.glob("*.json"))) == 10


def test_the_kept_lines_of_generated_records_count_them_unreplayed(tmp_path, monkeypatch) -> None:
    from game.stats import collect
    from game.stats import lines as kept_lines

    (tmp_path / "records").mkdir()
    generate_records(tmp_path / "records", 5)
    assert keep_lines(tmp_path) == 5

    def refuse(*args: object) -> None:
        raise AssertionError("a record was replayed although its line was kept")

    monkeypatch.setattr(kept_lines, "scan_record", refuse)
    assert len(collect(tmp_path).games) == 5


def test_the_suite_refuses_other_tables(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--suite", "--players", "3"]) == 1
    assert "--suite" in capsys.readouterr().err
