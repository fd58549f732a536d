"""``python -m game daily`` and ``python -m game stats``, run as a user would run them."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from game.daily import daily_games, daily_setup
from tests.test_cli import run
from tests.test_stats import sim_folder


def test_daily_json_of_one_game_names_the_whole_setup() -> None:
    result = run("daily", "--date", "2026-11-26", "--game", "nyet", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data == daily_setup("nyet", date(2026, 11, 26)).to_json()
    assert {"date", "game", "seed", "players", "options"} <= set(data)


def test_daily_without_a_game_lists_every_game_and_is_byte_identical() -> None:
    first = run("daily", "--date", "2027-01-01", "--json")
    assert first.returncode == 0, first.stderr
    assert run("daily", "--date", "2027-01-01", "--json").stdout == first.stdout
    data = json.loads(first.stdout)
    assert data["date"] == "2027-01-01"
    assert [g["game"] for g in data["games"]] == daily_games()
    text = run("daily", "--date", "2027-01-01").stdout
    for game in data["games"]:
        assert f"seed {game['seed']}" in text


def test_daily_play_bot_prints_the_hard_bots_scores() -> None:
    args = (
        "daily",
        "--date",
        "2026-11-26",
        "--game",
        "nothanks",
        "--play-bot",
        "--iterations",
        "8",
    )
    data = json.loads(run(*args, "--json").stdout)
    assert len(data["bot"]["scores"]) == 4 and data["bot"]["actions"] > 20
    assert data["bot"]["winners"] and set(data["bot"]["winners"]) <= {0, 1, 2, 3}
    assert "hard bots:" in run(*args).stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("daily", "--date", "2026-02-30"), "YYYY-MM-DD"),
        (("daily", "--date", "yesterday"), "YYYY-MM-DD"),
        (("daily", "--game", "chess"), "unknown game"),
        (("daily", "--play-bot", "--iterations", "1"), "--iterations"),
        (("stats", "--data", "/nonexistent/folder"), "does not exist"),
    ],
)
def test_bad_input_is_one_error_line_and_a_non_zero_exit(
    args: tuple[str, ...], message: str
) -> None:
    result = run(*args)
    assert result.returncode != 0 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:") and message in lines[0]


def test_stats_json_counts_the_finished_games_of_a_folder(tmp_path: Path) -> None:
    sim_folder(tmp_path)
    result = run("stats", "--data", str(tmp_path), "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["games"] == 20
    assert set(data["players"]) == {f"Seat {n} (random)" for n in (1, 2, 3, 4)}
    assert data["players"]["Seat 4 (random)"]["overall"]["games"] == 16  # 4-player games
    text = run("stats", "--data", str(tmp_path)).stdout
    assert text.startswith("20 finished games") and "No Thanks! · Classic" in text


def test_stats_of_an_empty_folder(tmp_path: Path) -> None:
    data = json.loads(run("stats", "--data", str(tmp_path), "--json").stdout)
    assert data["games"] == 0 and data["players"] == {}
