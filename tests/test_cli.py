"""The headless command line, run as a user would run it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=300,
    )


def test_list_shows_games_and_options():
    text = run("list").stdout
    assert "nothanks" in text and "hidden_tiger=false" in text
    data = json.loads(run("list", "--json").stdout)
    nothanks = next(g for g in data["games"] if g["id"] == "nothanks")
    assert nothanks["min_players"] == 3 and nothanks["max_players"] == 7
    assert {o["key"] for o in nothanks["options"]} >= {"rounds", "chips", "amigo"}


def test_sim_json_is_byte_identical_on_a_second_run():
    args = ("sim", "--game", "nothanks", "--players", "5", "--games", "200", "--seed", "7")
    first = run(*args, "--json")
    second = run(*args, "--json")
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    data = json.loads(first.stdout)
    assert data["games"] == 200
    assert len(data["wins"]) == len(data["mean_scores"]) == 5
    assert abs(sum(data["wins"]) - 200) < 1e-6
    assert run(*args).stdout == run(*args).stdout


def test_sim_writes_records_that_replay(tmp_path):
    result = run(
        "sim",
        "--game",
        "nothanks",
        "--players",
        "3",
        "--games",
        "3",
        "--seed",
        "1",
        "--option",
        "rounds=2",
        "--option",
        "hidden_tiger=true",
        "--records",
        str(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 3
    replayed = run("replay", str(files[0]), "--json")
    assert replayed.returncode == 0, replayed.stderr
    data = json.loads(replayed.stdout)
    assert data["finished"] is True and len(data["rounds"]) == 2
    text = run("replay", str(files[0])).stdout
    assert "record is valid" in text and "winner" in text


def test_bad_arguments_give_one_clear_line():
    for args in (
        ("sim", "--game", "chess", "--players", "4"),
        ("sim", "--game", "nothanks", "--players", "9"),
        ("sim", "--game", "nothanks", "--players", "4", "--option", "colour=red"),
        ("sim", "--game", "nothanks", "--players", "4", "--option", "rounds"),
        ("sim", "--game", "nothanks", "--players", "4", "--seats", "random,random"),
        ("sim", "--game", "nothanks", "--players", "4", "--seats", "wizard"),
    ):
        result = run(*args)
        assert result.returncode != 0, args
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), (args, result.stderr)


def test_bench_prints_a_figure():
    result = run("bench", "--game", "nothanks", "--seconds", "0.6", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["games_per_second"] > 0 and data["games"] > 0


def test_sim_and_option_problems_name_what_is_wrong(tmp_path):
    a_file = tmp_path / "file.txt"
    a_file.write_text("not a folder", encoding="utf-8")
    sim = ("sim", "--game", "nothanks", "--players", "4", "--games", "1")
    for args, words in (
        (("sim", "--game", "nothanks", "--players", "1000000000000"), "not 1000000000000"),
        (("arena", "--game", "nyet", "--players", "99999999999", "--levels", "easy"), "not 9"),
        ((*sim, "--option", "rounds=--1"), "option rounds: must be a whole number"),
        ((*sim, "--option", "rounds=²"), "option rounds: must be a whole number"),
        ((*sim, "--option", "hidden_tiger=maybe"), "option hidden_tiger: must be true or false"),
        ((*sim, "--records", str(a_file)), "is a file, not a folder"),
        ((*sim, "--records", str(tmp_path / "missing" / "deeper")), "does not exist"),
    ):
        result = run(*args)
        assert result.returncode == 1, (args, result.stderr)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: ") and words in lines[0], args
    assert a_file.read_text(encoding="utf-8") == "not a folder"
    assert not (tmp_path / "missing").exists()


def test_top_level_help_prints_every_command(capsys):
    from game.cli import main as cli_main

    with pytest.raises(SystemExit) as exit_info:
        cli_main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for command in ("list", "sim", "arena", "replay", "bench"):
        assert command in out
