"""No Thanks! known values from the rulebooks and scenarios from explicit deals."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.contract import view_data
from game.errors import IllegalActionError, OptionError
from game.events import EventLog
from game.games.nothanks import SPEC
from game.games.nothanks.rules import PASS, TAKE, TIGER, starting_chips
from game.games.nothanks.scoring import added_points, breakdown, card_points, round_score, runs
from game.rng import Rng


def deal(stack, unseen=(), tigers=(), removed_open=()):
    entry = {"stack": list(stack), "unseen": list(unseen)}
    if tigers:
        entry["tigers"] = list(tigers)
    if removed_open:
        entry["removed_open"] = list(removed_open)
    return {"rounds": [entry]}


# Rulebook examples -------------------------------------------------------------------


def test_amigo_example_13_15_16_scores_28():
    assert card_points([13, 15, 16]) == 28
    assert runs([16, 13, 15]) == [[13], [15, 16]]
    # "If you later collect the 14, you will only count the 13."
    assert card_points([13, 14, 15, 16]) == 13


def test_amigo_example_five_cards_with_8_chips_scores_54():
    assert card_points([3, 7, 12, 15, 25]) == 62
    assert round_score([3, 7, 12, 15, 25], 8) == 54


def test_mayfair_example_brad():
    cards = [8, 13, 14, 15, 17]
    assert card_points(cards) == 38
    assert round_score(cards, 13) == 25
    assert card_points([*cards, 16]) == 21
    detail = breakdown(cards, 13)
    assert detail["runs"] == [[8], [13, 14, 15], [17]]
    assert detail["card_points"] == 38 and detail["score"] == 25


def test_added_points_of_a_bridging_card_is_negative():
    # 13 and 15 held: the 14 joins them into one run scored 13 (was 28).
    assert added_points([13, 15], 14) == -15
    assert added_points([20], 21) == 0
    assert added_points([], 30) == 30


# Setup --------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "chips"), [(3, 11), (4, 11), (5, 11), (6, 9), (7, 7)])
def test_chips_by_player_count(players, chips):
    state = SPEC.new_state(players, {}, 1)
    assert state.chips == [chips] * players
    assert starting_chips(players, amigo=False) == chips


def test_round_uses_24_cards_and_sets_9_aside():
    state = SPEC.new_state(4, {}, 3)
    assert state.card is not None
    assert len(state.stack) + 1 == 24
    assert len(state.unseen) == 9
    everything = sorted([state.card, *state.stack, *state.unseen])
    assert everything == list(range(3, 36))


@pytest.mark.parametrize(
    ("choice", "removed"), [("10-20-30", {10, 20, 30}), ("10-19-28", {10, 19, 28})]
)
def test_amigo_removes_three_cards_openly_and_gives_10_chips(choice, removed):
    state = SPEC.new_state(5, {"amigo": True, "amigo_removed": choice}, 9)
    assert set(state.removed_open) == removed
    assert state.chips == [10] * 5
    assert len(state.unseen) == 6
    assert len(state.stack) + 1 == 24
    assert set(state.view(2).removed_open) == removed
    cards = {state.card, *state.stack, *state.unseen}
    assert not cards & removed


def test_hidden_tiger_deals_one_set_aside_card_each():
    state = SPEC.new_state(7, {"hidden_tiger": True}, 4)
    assert all(t is not None for t in state.tigers)
    assert len(state.unseen) == 2
    everything = sorted([state.card, *state.stack, *state.unseen, *state.tigers])
    assert everything == list(range(3, 36))


def test_first_player_option_and_rotation_between_rounds():
    state = SPEC.new_state(3, {"first_player": "2", "rounds": 3}, 1)
    assert state.current_player == 1
    firsts = [state.current_player]
    rng = Rng(2)
    round_number = 1
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        if state.round != round_number and not state.is_terminal():
            round_number = state.round
            firsts.append(state.current_player)
    assert firsts == [1, 2, 0]


@pytest.mark.parametrize(
    ("players", "options", "message"),
    [
        (2, {}, "3 to 7 players"),
        (8, {}, "3 to 7 players"),
        (4, {"colour": "red"}, "unknown option 'colour'"),
        (4, {"rounds": "many"}, "whole number"),
        (4, {"rounds": 0}, "between 1 and 10"),
        (4, {"rounds": True}, "whole number"),
        (4, {"chips": "secret"}, "one of hidden, open"),
        (4, {"hidden_tiger": "perhaps"}, "true or false"),
        (6, {"amigo": True}, "Amigo variant is for 3 to 5"),
        (3, {"first_player": "5"}, "only 3 seats"),
    ],
)
def test_bad_setups_get_one_clear_error(players, options, message):
    with pytest.raises(OptionError, match=message):
        SPEC.new_state(players, options, 1)


def test_bad_deals_are_rejected():
    with pytest.raises(OptionError, match="uses a card twice"):
        SPEC.new_state(3, {}, 0, deal([5, 5]))
    with pytest.raises(OptionError, match="not a card"):
        SPEC.new_state(3, {}, 0, deal([2]))
    with pytest.raises(OptionError, match="2 rounds"):
        SPEC.new_state(3, {"rounds": 1}, 0, {"rounds": [{"stack": [5]}, {"stack": [6]}]})
    with pytest.raises(OptionError, match="Hidden Tiger"):
        SPEC.new_state(3, {"hidden_tiger": True}, 0, deal([5], tigers=[6]))


# Play ---------------------------------------------------------------------------------


def test_pass_puts_a_chip_on_the_card_and_play_moves_left():
    state = SPEC.new_state(3, {"first_player": "1"}, 0, deal([30, 4]))
    assert state.card == 30
    state.apply(PASS)
    assert state.pot == 1 and state.chips == [10, 11, 11]
    assert state.current_player == 1
    state.apply(PASS)
    state.apply(PASS)
    assert state.current_player == 0 and state.pot == 3


def test_taker_gets_card_and_chips_then_flips_and_decides_again():
    state = SPEC.new_state(3, {"first_player": "1"}, 0, deal([11, 12, 13]))
    state.apply(PASS)  # Eli
    state.apply(PASS)  # Alani
    state.apply(PASS)  # Sherry
    events = EventLog()
    state.apply(TAKE, events)  # Eli takes the 11 with 3 chips
    assert state.hands[0] == [11]
    assert state.chips[0] == 11 - 1 + 3
    assert state.pot == 0
    assert state.card == 12
    assert state.current_player == 0, "the taker flips the next card and decides again"
    assert [e.kind for e in events] == ["take", "flip"]
    state.apply(TAKE)
    assert state.current_player == 0 and state.card == 13


def test_player_without_chips_must_take():
    state = SPEC.new_state(3, {"first_player": "1"}, 0, deal([20, 21]))
    state.chips[0] = 0
    assert list(state.legal_actions()) == [TAKE]
    before = state.digest()
    with pytest.raises(IllegalActionError, match="no chips"):
        state.apply(PASS)
    assert state.digest() == before


def test_round_ends_when_the_last_card_is_taken_and_scores_runs():
    state = SPEC.new_state(3, {"first_player": "1"}, 0, deal([13, 15, 16], unseen=[3]))
    events = EventLog()
    for _ in range(3):
        state.apply(TAKE, events)
    assert state.is_terminal()
    assert state.scores() == [28 - 11, -11, -11]
    assert state.winners() == [1, 2]
    [result] = state.round_results()
    assert result.breakdown[0]["runs"] == [[13], [15, 16]]
    assert [e.kind for e in events][-2:] == ["round_end", "game_end"]


def test_multi_round_scores_accumulate():
    rounds = {"rounds": [{"stack": [20]}, {"stack": [30]}]}
    state = SPEC.new_state(3, {"rounds": 2, "first_player": "1"}, 0, rounds)
    state.apply(TAKE)  # seat 0 takes 20
    assert state.round == 2 and state.current_player == 1
    state.apply(TAKE)  # seat 1 takes 30
    assert state.is_terminal()
    assert [r.points for r in state.round_results()] == [(9.0, -11.0, -11.0), (-11.0, 19.0, -11.0)]
    assert state.scores() == [-2.0, 8.0, -22.0]
    assert state.winners() == [2]


def test_hidden_tiger_can_be_played_then_the_turn_goes_on():
    state = SPEC.new_state(
        3, {"hidden_tiger": True, "first_player": "1"}, 0, deal([20, 30], tigers=[21, 5, 6])
    )
    assert TIGER in state.legal_actions()
    events = EventLog()
    state.apply(TIGER, events)
    assert state.hands[0] == [21]
    assert state.current_player == 0
    assert TIGER not in state.legal_actions()
    assert events[0].kind == "tiger" and events[0].card == 21
    assert [t.cards for t in events[0].seats] == [(21,)]
    state.apply(TAKE)
    assert card_points(state.hands[0]) == 20
    with pytest.raises(IllegalActionError):
        state.apply(TIGER)


def test_unplayed_hidden_tiger_never_counts():
    state = SPEC.new_state(
        3, {"hidden_tiger": True, "first_player": "1"}, 0, deal([20], tigers=[35, 34, 33])
    )
    state.apply(TAKE)
    assert state.is_terminal()
    assert state.scores() == [20 - 11, -11, -11]


# Views --------------------------------------------------------------------------------


def test_hidden_chip_mode_shows_only_own_chips():
    state = SPEC.new_state(4, {"chips": "hidden"}, 12)
    state.apply(PASS)
    for player in range(4):
        view = state.view(player)
        assert view.chips[player] == state.chips[player]
        assert all(view.chips[s] is None for s in range(4) if s != player)


def test_open_chip_mode_shows_every_count():
    state = SPEC.new_state(4, {"chips": "open"}, 12)
    state.apply(PASS)
    assert list(state.view(2).chips) == state.chips


def test_views_never_contain_other_tigers_or_the_stack():
    state = SPEC.new_state(5, {"hidden_tiger": True}, 6)
    for player in range(5):
        data = view_data(state.view(player))
        assert data["my_tiger"] == state.tigers[player]
        text = repr(data)
        for seat, tiger in enumerate(state.tigers):
            if seat != player:
                assert tiger not in data["cards"][seat]
        assert "stack" not in data or isinstance(data.get("stack_size"), int)
        assert str(state.stack) not in text


# Properties -----------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(3, 7),
    seed=st.integers(0, 2**64 - 1),
    policy_seed=st.integers(0, 2**32),
    tiger=st.booleans(),
)
def test_chips_and_cards_are_conserved_at_every_step(players, seed, policy_seed, tiger):
    state = SPEC.new_state(players, {"hidden_tiger": tiger}, seed)
    total_chips = state.start_chips * players
    rng = Rng(policy_seed)
    while not state.is_terminal():
        assert sum(state.chips) + state.pot == total_chips
        held = [c for hand in state.hands for c in hand]
        tigers = [t for t in state.tigers if t is not None]
        cards = [state.card, *state.stack, *state.unseen, *held, *tigers]
        assert sorted(cards) == list(range(3, 36))
        assert all(c >= 0 for c in state.chips)
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert sum(state.chips) == total_chips
