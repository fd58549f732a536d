"""Bots: every level of every game plays legal moves, sees only its view, is reproducible,
and the searchers' determinisations are consistent with the view they start from."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots.analysis import analyse, recommended
from game.bots.base import BOT_LEVELS, available_levels, decision_rng, make_bot
from game.bots.search import SearchBot
from game.contract import GameSpec, State
from game.errors import OptionError
from game.play import play_out
from game.registry import all_games, get_game
from game.rng import Rng

GAMES = [spec.id for spec in all_games()]
SMALL_HARD = 24  # iterations for hard bots in tests: enough to exercise every path


def small_hard(game_id: str) -> SearchBot:
    bot = make_bot(game_id, "hard")
    assert isinstance(bot, SearchBot)
    return SearchBot(bot.game, SMALL_HARD, bot.shortcut, bot.budget)


def setups_of(game_id: str) -> list[tuple[int, dict[str, Any]]]:
    """The setups exercised for a game: each of its presets (the default options if it
    has none) once, the player counts taken in turn from the middle of its range (a
    count the preset refuses gives way to the next)."""
    spec = get_game(game_id)
    counts = list(range(spec.min_players, spec.max_players + 1))
    found: list[tuple[int, dict[str, Any]]] = []
    for index, (_, options) in enumerate(spec.presets or (("Default", {}),)):
        for turn in range(len(counts)):
            players = counts[(len(counts) // 2 + index + turn) % len(counts)]
            try:
                spec.validate(players, options)
            except OptionError:
                continue
            found.append((players, dict(options)))
            break
    return found


def sample_states(
    spec: GameSpec, players: int, options: dict[str, Any], seed: int, want: int
) -> list[State]:
    """``want`` copies of medium-bot games at every few moves (decisions with a real
    choice): the game of ``seed``, then of further seeds while a short game gives too
    few."""
    bot = make_bot(spec.id, "medium")
    found: list[State] = []
    for game in range(seed, seed + 50):
        state = spec.new_state(players, options, game)
        ply = 0
        while not state.is_terminal() and len(found) < want:
            legal = state.legal_actions()
            if len(legal) > 1 and ply % 3 == 0:
                found.append(state.clone())
            seat = state.current_player
            state.apply(bot.choose(state.view(seat), legal, decision_rng(game, seat, ply)))
            ply += 1
        if len(found) >= want:
            break
    return found


def test_every_game_has_every_level() -> None:
    for game_id in GAMES:
        assert available_levels(game_id) == BOT_LEVELS
        for level in BOT_LEVELS:
            assert make_bot(game_id, level).level == level


def test_unknown_level_is_a_clear_error() -> None:
    with pytest.raises(OptionError, match="unknown bot level"):
        make_bot(GAMES[0], "grandmaster")


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_heuristic_bots_finish_games_legally(game_id: str, level: str) -> None:
    spec = get_game(game_id)
    bot = make_bot(game_id, level)
    for players, options in setups_of(game_id):
        for seed in range(3):
            # play_out raises GameError if a bot ever picks an illegal action.
            state, actions = play_out(
                spec, players, spec.validate(players, options), seed, [bot] * players
            )
            assert state.is_terminal() and actions


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_bot_finishes_a_game_legally(game_id: str) -> None:
    spec = get_game(game_id)
    players, options = setups_of(game_id)[0]
    bots = [small_hard(game_id)] + [make_bot(game_id, "medium")] * (players - 1)
    state, _ = play_out(spec, players, spec.validate(players, options), 11, bots)
    assert state.is_terminal()


@pytest.mark.parametrize("game_id", GAMES)
def test_determinisations_agree_with_the_view(game_id: str) -> None:
    """A searcher's sampled states show its seat exactly the view it started from, with
    the same legal actions, for every setup and many positions."""
    bot = small_hard(game_id)
    spec = get_game(game_id)
    checked = 0
    for players, options in setups_of(game_id):
        for state in sample_states(spec, players, options, seed=3, want=40):
            seat = state.current_player
            view = state.view(seat)
            legal = state.legal_actions()
            sample = bot.game.determiniser(view, legal)
            for draw in range(2):
                guess = sample(Rng(draw))
                assert guess.view(seat) == view
                assert list(guess.legal_actions()) == list(legal)
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_see_only_the_view(game_id: str, level: str) -> None:
    """Two states that differ only in what the bot cannot see (the engine's resample
    redraws it) give the same decision with the same generator."""
    bot = small_hard(game_id) if level == "hard" else make_bot(game_id, level)
    spec = get_game(game_id)
    compared = differed = 0
    for players, options in setups_of(game_id):
        for index, state in enumerate(sample_states(spec, players, options, seed=5, want=12)):
            seat = state.current_player
            other = state.resample(seat, Rng(100 + index))
            assert other.view(seat) == state.view(seat)
            differed += other.to_data() != state.to_data()
            first = bot.choose(state.view(seat), state.legal_actions(), Rng(index))
            second = bot.choose(other.view(seat), other.legal_actions(), Rng(index))
            assert first == second
            compared += 1
    assert compared > 5 and differed > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_decisions_and_analysis_are_reproducible(game_id: str) -> None:
    spec = get_game(game_id)
    players, options = setups_of(game_id)[0]
    state = sample_states(spec, players, options, seed=8, want=3)[2]
    seat = state.current_player
    view, legal = state.view(seat), state.legal_actions()
    first = analyse(game_id, view, legal, Rng(4), iterations=40)
    second = analyse(game_id, view, legal, Rng(4), iterations=40)
    assert first == second
    assert [item.action for item in first] == list(legal)
    # Every iteration of the hard level's budget for this decision (40 scaled per game).
    hard = make_bot(game_id, "hard")
    assert isinstance(hard, SearchBot)
    budget = SearchBot(hard.game, 40, hard.shortcut, hard.budget).iterations_for(view, legal)
    assert sum(item.visits for item in first) == budget > 0
    assert recommended(first) in legal
    bot = small_hard(game_id)
    assert bot.choose(view, legal, Rng(9)) == bot.choose(view, legal, Rng(9))


def test_analysis_prefers_paying_for_a_bad_card_in_no_thanks() -> None:
    """A 35 with no chips on it, first card of the game: paying a chip is clearly better
    than taking it, and the analysis says so (with a better expected score)."""
    spec = get_game("nothanks")
    stack = [35, *range(3, 26)]
    deal = {"rounds": [{"stack": stack, "unseen": list(range(26, 35))}]}
    state = spec.new_state(4, {"first_player": "1"}, 0, deal)
    view = state.view(0)
    assert view.card == 35 and view.pot == 0
    values = analyse("nothanks", view, state.legal_actions(), Rng(1), iterations=300)
    by_text = {state.action_text(v.action): v for v in values}
    assert by_text["pass"].value > by_text["take"].value
    assert by_text["pass"].expected_score < by_text["take"].expected_score
    assert all(0.0 <= v.value <= 1.0 for v in values)
    assert state.action_text(recommended(values)) == "pass"


def test_easy_beats_random_at_no_thanks() -> None:
    spec = get_game("nothanks")
    options = spec.validate(4, {})
    easy, rand = make_bot("nothanks", "easy"), make_bot("nothanks", "random")
    wins = 0.0
    for seed in range(40):
        seat = seed % 4
        bots = [rand] * 4
        bots[seat] = easy
        state, _ = play_out(spec, 4, options, seed, bots)
        winners = state.winners()
        if seat in winners:
            wins += 1 / len(winners)
    assert wins >= 25  # far above the 10 of an equal seat
