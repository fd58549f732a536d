"""The duplicate game: the daily again with the hard bot in your seat, the other seats'
bots deciding as before (common random numbers); the margin's sign follows the game's
score direction. A small search budget keeps the games short (the hard bot is
deterministic at any budget: its generator is decision_rng(seed, seat, ply))."""

from __future__ import annotations

import json
from datetime import date

import pytest

from game.bots.base import make_bot
from game.daily import (
    DAILY_META_KEY,
    DUPLICATE_SEAT_NAME,
    daily_meta,
    daily_setup,
    duplicate_score,
    play_duplicate,
)
from game.daily.duplicate import bot_game
from game.errors import GameError, RecordError
from game.json_data import JsonObject
from game.play import bot_move
from game.records import Record, Seat, loads_record, make_record, replay
from game.registry import get_game
from game.review.store import record_key

DAY = date(2026, 11, 26)
BUDGET = 12


def as_person(record: Record, seat: int) -> Record:
    """The record with ``seat`` played by a person (the same moves), tagged daily."""
    seats = list(record.seats)
    seats[seat] = Seat("Ann", "human")
    setup = daily_setup(record.game, DAY)
    meta: JsonObject = {DAILY_META_KEY: daily_meta(setup, seat, True)}
    return Record(
        record.game,
        record.players,
        record.options,
        seats,
        record.seed,
        record.actions,
        None,
        record.digest,
        record.result,
        meta,
    )


@pytest.mark.parametrize("game_id", ["nothanks", "nyet", "playorpay"])
def test_playing_exactly_the_hard_bots_moves_gives_margin_zero(game_id: str) -> None:
    mine = as_person(bot_game(daily_setup(game_id, DAY), iterations=BUDGET), 1)
    fractions: list[float] = []
    text = play_duplicate(mine.dumps(), 1, fractions.append, iterations=BUDGET)
    twin = loads_record(text.encode("utf-8"))
    assert twin.actions == mine.actions
    score = duplicate_score(mine, twin, 1)
    assert score.margin == 0 and score.you == score.bot and score.place == score.bot_place
    assert score.players == mine.players
    assert score.lower_is_better == get_game(game_id).lower_score_wins
    assert fractions[-1] == 1.0 and fractions == sorted(fractions) and len(fractions) > 10
    assert twin.seats[1] == Seat(DUPLICATE_SEAT_NAME, "hard")
    assert twin.meta["duplicate"] == {"of": record_key(mine), "seat": 1, "date": "2026-11-26"}
    assert DAILY_META_KEY not in twin.meta  # the duplicate is no try of the daily


def test_the_other_seats_decide_as_before_until_the_game_differs() -> None:
    setup = daily_setup("nothanks", DAY)
    spec = get_game("nothanks")
    bots = [make_bot("nothanks", "random") for _ in range(4)]
    state = spec.new_state(setup.players, setup.options, setup.seed)
    actions: list[str] = []
    while not state.is_terminal():
        action = bot_move(state, bots[state.current_player], setup.seed, len(actions))
        actions.append(state.action_text(action))
        state.apply(action)
    seats = [Seat("Ann", "human")] + [Seat(f"Bot {n}", "random") for n in (1, 2, 3)]
    mine = make_record(state, "nothanks", setup.options, seats, setup.seed, actions)
    twin = loads_record(play_duplicate(mine.dumps(), 0, iterations=BUDGET).encode("utf-8"))
    replayed = spec.new_state(setup.players, setup.options, setup.seed)
    for ply, (first, second) in enumerate(zip(mine.actions, twin.actions, strict=False)):
        seat = replayed.current_player
        if seat == 0 and first != second:
            break  # the games differ from here
        assert first == second, f"seat {seat + 1} decided otherwise at move {ply + 1}"
        replayed.apply(replayed.find_action(first))
    else:
        pytest.fail("the hard bot played exactly the random moves")
    score = duplicate_score(mine, twin, 0)
    assert score.margin == replay(twin).scores()[0] - replay(mine).scores()[0]  # lower wins


def test_the_margin_is_you_minus_bot_when_higher_scores_win() -> None:
    setup = daily_setup("playorpay", DAY)
    mine = bot_game(setup, "random")
    twin = loads_record(play_duplicate(mine.dumps(), 2, iterations=BUDGET).encode("utf-8"))
    score = duplicate_score(mine, twin, 2)
    assert not score.lower_is_better
    you, bot = replay(mine).scores()[2], replay(twin).scores()[2]
    assert (score.you, score.bot, score.margin) == (you, bot, you - bot)


def test_bad_input_is_refused_with_a_clear_error() -> None:
    mine = bot_game(daily_setup("nothanks", DAY), "random")
    with pytest.raises(RecordError):
        play_duplicate("{not json", 0)
    with pytest.raises(GameError, match="seat 5"):
        play_duplicate(mine.dumps(), 4)
    broken = json.loads(mine.dumps())
    broken["actions"] = [*broken["actions"][:3], "nonsense"]
    with pytest.raises(RecordError):
        play_duplicate(json.dumps(broken), 0)
    other = bot_game(daily_setup("nothanks", date(2026, 11, 27)), "random")
    with pytest.raises(GameError, match="same deal"):
        duplicate_score(mine, other, 0)
    unfinished = Record(
        mine.game, mine.players, mine.options, mine.seats, mine.seed, mine.actions[:5]
    )
    with pytest.raises(GameError, match="finished"):
        duplicate_score(mine, unfinished, 0)


def test_the_other_seats_repeat_their_moves_while_the_game_is_the_same() -> None:
    """Common random numbers without searching again: while the duplicate is still the
    first game, the kept seats make the first game's moves; from the first move that
    differs on, every seat's own bot decides."""
    from game.daily.duplicate import _play

    setup = daily_setup("nyet", DAY)
    first = bot_game(setup, "random")  # the first game's moves: random bots'
    medium = [make_bot("nyet", "medium") for _ in range(setup.players)]
    _state, actions = _play(first, medium, None, len(first.actions), frozenset({1, 2, 3}))
    pairs = zip(actions, first.actions, strict=False)
    split = next(i for i, (a, b) in enumerate(pairs) if a != b)
    assert actions[:split] == first.actions[:split]
    replayed = get_game("nyet").new_state(setup.players, setup.options, setup.seed)
    for ply, text in enumerate(actions):
        seat = replayed.current_player
        if ply < split and seat != 0:
            assert text == first.actions[ply]  # kept: the first game's move
        elif len(replayed.legal_actions()) > 1 and (ply >= split or seat == 0):
            chosen = bot_move(replayed, medium[seat], first.seed, ply)
            assert text == replayed.action_text(chosen)  # its own bot's move
        replayed.apply(replayed.find_action(text))


def test_a_games_duplicate_share_sets_its_search_budget() -> None:
    """Play or Pay's duplicate plays its search bots at its daily's share of the budget
    (docs/bots.md says why); a game without a share plays at the shipped budget."""
    from game.bots.search import SearchBot
    from game.daily.duplicate import _bots, _share

    setup = daily_setup("playorpay", DAY)
    record = bot_game(setup, "random")
    record.seats = [Seat("Ann", "human")] + [Seat(f"Bot {n}", "hard") for n in range(1, 5)]
    share = _share("playorpay")
    assert 0 < share < 1
    shipped = make_bot("playorpay", "hard")
    assert isinstance(shipped, SearchBot)
    for bot in _bots(record, 0, None, share):
        assert isinstance(bot, SearchBot)
        assert bot.iterations == round(shipped.iterations * share)
        assert bot.budget is shipped.budget
    assert _share("nothanks") == 1.0
