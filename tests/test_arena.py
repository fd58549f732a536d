"""The arena: lineups, rotation, confidence intervals, determinism and the CLI command."""

from __future__ import annotations

import json

import pytest

from game.arena import lineup, run_arena, wilson_interval
from game.bots.base import make_bot
from game.cli import main
from game.errors import GameError


def test_lineup_fills_the_remaining_seats_with_the_last_level() -> None:
    assert lineup(["hard", "medium"], 4) == ["hard", "medium", "medium", "medium"]
    assert lineup(["hard", "medium", "hard", "medium"], 4) == ["hard", "medium", "hard", "medium"]
    assert lineup(["easy"], 3) == ["easy", "easy", "easy"]


def test_lineup_rejects_bad_levels() -> None:
    with pytest.raises(GameError, match="unknown bot level"):
        lineup(["hard", "wizard"], 4)
    with pytest.raises(GameError, match="only 3 seats"):
        lineup(["easy", "easy", "easy", "easy"], 3)
    with pytest.raises(GameError, match="at least one"):
        lineup([], 3)


def test_wilson_interval_known_values() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4)
    assert high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson_interval(0, 20)
    assert low == 0.0 and high == pytest.approx(0.1611, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_arena_rotates_levels_and_accounts_every_game() -> None:
    result = run_arena("nothanks", 4, ["easy", "random"], {}, games=8, seed=3)
    assert result.lineup == ["easy", "random", "random", "random"]
    by_level = {level.level: level for level in result.levels}
    assert by_level["easy"].seats == 1 and by_level["random"].seats == 3
    # Every game's win is credited exactly once (shared wins split).
    assert sum(level.wins for level in result.levels) == pytest.approx(8)
    assert by_level["easy"].win_rate > by_level["random"].per_seat
    low, high = by_level["easy"].interval
    assert 0.0 <= low <= by_level["easy"].win_rate <= high <= 1.0


def test_arena_is_deterministic() -> None:
    first = run_arena("playorpay", 3, ["medium", "easy"], {}, games=4, seed=9)
    second = run_arena("playorpay", 3, ["medium", "easy"], {}, games=4, seed=9)
    assert first.to_json() == second.to_json()


def test_arena_in_worker_processes_gives_the_same_result() -> None:
    serial = run_arena("nyet", 4, ["medium", "easy", "medium", "easy"], {}, games=6, seed=4)
    parallel = run_arena(
        "nyet", 4, ["medium", "easy", "medium", "easy"], {}, games=6, seed=4, jobs=2
    )
    assert parallel.to_json() == serial.to_json()


def test_arena_rejects_no_jobs() -> None:
    with pytest.raises(GameError, match="--jobs"):
        run_arena("nothanks", 4, ["easy"], {}, games=2, jobs=0)


def test_arena_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "arena",
            "--game",
            "nothanks",
            "--players",
            "3",
            "--levels",
            "medium,easy",
            "--games",
            "6",
            "--seed",
            "2",
            "--json",
        ]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["lineup"] == ["medium", "easy", "easy"]
    assert data["games"] == 6
    assert [level["level"] for level in data["levels"]] == ["medium", "easy"]
    for level in data["levels"]:
        low, high = level["ci95"]
        assert low <= level["win_rate"] <= high


def test_arena_command_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "arena",
            "--game",
            "nyet",
            "--players",
            "4",
            "--levels",
            "medium,easy,medium,easy",
            "--games",
            "2",
            "--option",
            "rounds=1",
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "lineup: medium, easy, medium, easy" in out
    assert "95% CI" in out


def test_arena_command_reports_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--game", "nothanks", "--players", "4", "--levels", "hard,ace"]) == 1
    assert "unknown bot level" in capsys.readouterr().err
    assert (
        main(["arena", "--game", "nothanks", "--players", "4", "--levels", "easy", "--games", "0"])
        == 1
    )
    assert "--games" in capsys.readouterr().err


def test_sim_accepts_every_level(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "sim",
            "--game",
            "nothanks",
            "--players",
            "4",
            "--seats",
            "hard,medium,easy,random",
            "--games",
            "1",
            "--json",
        ]
    )
    assert code == 0
    assert json.loads(capsys.readouterr().out)["seats"] == ["hard", "medium", "easy", "random"]


def test_arena_with_hard_bots_is_deterministic(monkeypatch) -> None:
    """Two runs give the same result; the hard bot at a small budget (its code paths are
    those of the full budget; tests/test_bot_decisions.py pins its full-budget moves)."""
    import game.arena
    from game.bots.search import SearchBot

    def small_bot(game_id: str, level: str) -> object:
        bot = make_bot(game_id, level)
        if isinstance(bot, SearchBot):
            return SearchBot(bot.game, 200, bot.shortcut, bot.budget)
        return bot

    monkeypatch.setattr(game.arena, "make_bot", small_bot)
    monkeypatch.setattr(game.arena, "_WORKER_BOTS", {})
    first = run_arena("nothanks", 3, ["hard", "easy"], {}, games=2, seed=5)
    game.arena._WORKER_BOTS.clear()
    second = run_arena("nothanks", 3, ["hard", "easy"], {}, games=2, seed=5)
    assert first.to_json() == second.to_json()
