"""Bot decisions in a worker process or thread equal the inline decision."""

from __future__ import annotations

import time

from game.bots import decision_rng, make_bot
from game.registry import get_game
from scenes.table.bot_runner import BotProcess, BotRunner


def wait_for(runner: BotRunner, seconds: float = 60.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        result = runner.poll()
        if result is not None:
            return result
        time.sleep(0.01)
    raise AssertionError("no decision in time")


def decision_inputs(game_id: str, players: int, level: str):
    state = get_game(game_id).new_state(players, {}, 5)
    seat = state.current_player
    legal = tuple(state.legal_actions())
    return make_bot(game_id, level), state.view(seat), legal, decision_rng(5, seat, 0)


def test_worker_process_and_thread_decide_like_inline():
    process = BotProcess()
    try:
        for game_id, players in (("nothanks", 4), ("nyet", 4), ("playorpay", 5)):
            bot, view, legal, rng = decision_inputs(game_id, players, "medium")
            inline = BotRunner(sync=True)
            inline.request(1, bot, view, legal, rng.copy())
            expected = wait_for(inline)
            remote = BotRunner(process=process)
            remote.request(1, bot, view, legal, rng.copy(), game_id)
            got = wait_for(remote)
            assert got == expected
            assert any(got[1] is action for action in legal), "the engine's own action object"
            threaded = BotRunner()
            threaded.request(1, bot, view, legal, rng.copy())
            assert wait_for(threaded) == expected
            threaded.shutdown()
        assert not process.failed
    finally:
        process.shutdown()


def test_a_broken_worker_falls_back_to_a_thread():
    process = BotProcess()
    process.broken()
    bot, view, legal, rng = decision_inputs("nothanks", 3, "easy")
    runner = BotRunner(process=process)
    runner.request(7, bot, view, legal, rng, "nothanks")
    key, action, error = wait_for(runner)
    assert key == 7 and action in legal and error is None
    runner.shutdown()


def test_under_wine_the_bots_think_on_a_thread_and_say_so(monkeypatch):
    """Wine's pipes hang a process pool given two tasks back to back (a bot's first move
    right after the warm-up): under Wine no worker process is started, decisions still
    equal the inline ones, and the self-test's description names Wine."""
    import scenes.core.bot_process as bot_process_module

    monkeypatch.setattr(bot_process_module, "wine_version", lambda: "8.0")
    process = BotProcess()
    assert process.executor() is None and process.worker_pids() == []
    assert process.describe() == "in-process (Wine 8.0)"
    bot, view, legal, rng = decision_inputs("nyet", 4, "medium")
    inline = BotRunner(sync=True)
    inline.request(3, bot, view, legal, rng.copy())
    expected = wait_for(inline)
    runner = BotRunner(process=process)
    runner.warm_up()
    runner.request(3, bot, view, legal, rng.copy(), "nyet")
    assert wait_for(runner) == expected
    assert process.worker_pids() == [] and not process.failed
    runner.shutdown()


def test_the_worker_describes_where_it_runs():
    process = BotProcess()
    assert process.describe() == "separate process"
    process.broken()
    assert process.describe() == "in-process (the worker process failed)"


def test_wine_is_not_detected_off_windows():
    from scenes.core.wine import wine_version

    assert wine_version() is None
