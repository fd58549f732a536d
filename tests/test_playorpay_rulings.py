"""Play or Pay rulings of docs/rulings.md §4 (rules edition 2), as scenarios from explicit
deals: a player without tokens never collects the pot, a round that leaves everyone at 0
ends the game, the decks are counted anew at every deal, and the first-dealer option.

Deals use a *play-order deck* (see test_playorpay_rules.py): dealt round-robin from the
dealer's left, turn ``k`` of a round plays deck card ``k``, so nobody ever pays and the
only tokens that move are the antes.
"""

from __future__ import annotations

import pytest

from game.errors import IllegalActionError, OptionError
from game.events import EventLog
from game.games.playorpay import RULES_TEXT, SPEC, Play, PlayOrPayState
from game.games.playorpay.cards import decks_for, parse_card
from game.games.playorpay.settle import settle_round
from game.rng import Rng
from tests.test_playorpay_rules import hands_deal, play, play_order_deck


def new_game(players: int, deal: dict | None = None, seed: int = 1, **options) -> PlayOrPayState:
    state = SPEC.new_state(players, options, seed, deal)
    assert isinstance(state, PlayOrPayState)
    return state


def play_turns(state: PlayOrPayState, deck: list[str], turns: int, events=None) -> None:
    for turn in range(turns):
        play(state, deck[turn], events)


# A player with no tokens never collects the pot ------------------------------------------


def test_everyone_broke_ends_the_game_the_pot_to_nobody_all_share_the_win():
    # 4 players, 1 token: 13 cards each, everyone antes their only token (pot 4).
    # Seat 0 (left of dealer 3) plays deck cards 0, 4, 8, ... and goes out first at turn
    # 48, with no token: it does not take the pot, and nobody has a token left.
    deck = play_order_deck(1)
    state = new_game(4, {"dealer": 3, "rounds": [{"deck": deck}]}, tokens=1, rounds=4)
    assert state.view(0).tokens == (0, 0, 0, 0) and state.view(0).pot == 4
    events = EventLog()
    play_turns(state, deck, 49, events)
    assert state.is_terminal(), "the game ends at once, though rounds were left"
    end = next(e for e in events if e.kind == "round_end")
    assert end.data["winner"] == 0 and end.data["pot_won"] == 0
    assert end.data["all_broke"] is True and end.data["pot_to_nobody"] == 4
    assert end.data["pot_to_last_player"] == 0 and end.data["eliminated"] == ()
    view = state.view(0)
    assert view.tokens == (0, 0, 0, 0) and view.pot == 4, "the pot stays, owned by nobody"
    assert all(view.in_game), "nobody is put out: they are all still in"
    assert state.winners() == [0, 1, 2, 3]
    assert events[-1].kind == "game_end" and events[-1].data["winners"] == (0, 1, 2, 3)


def _five_players_one_out(round_2_deck: list[str]) -> tuple[PlayOrPayState, list[str]]:
    """5 players, 1 token, dealer 4: 104 cards, seats 0-3 get 21 (no ante), seat 4 gets
    20 and antes its only token. Seat 4 goes out first at turn 99 with no token: the pot
    (1) stays and seat 4 is out. Seat 0 played the first card: it deals round 2."""
    deck = play_order_deck(2)
    deal = {"dealer": 4, "rounds": [{"deck": deck}, {"deck": round_2_deck}]}
    return new_game(5, deal, tokens=1, rounds=5), deck


def test_decks_are_counted_anew_and_players_out_never_share_the_win():
    round_2 = play_order_deck(1)
    state, deck = _five_players_one_out(round_2)
    assert state.view(0).decks == 2
    events = EventLog()
    play_turns(state, deck, 100, events)
    first_end = next(e for e in events if e.kind == "round_end")
    assert first_end.data["winner"] == 4 and first_end.data["pot_won"] == 0
    assert first_end.data["eliminated"] == (4,) and not first_end.data["all_broke"]
    # Round 2: four players still in, so one deck; 13 cards each; all ante their last token.
    view = state.view(0)
    assert view.round == 2 and view.decks == 1 and view.dealer == 0
    assert view.dealt == (13, 13, 13, 13, 0) and view.pot == 1 + 4
    start = next(e for e in events if e.kind == "round_start")
    assert start.data["decks"] == 1
    assert "7C>2" not in {state.action_text(a) for a in state.legal_actions()}
    # Seat 1 (left of dealer 0) goes out first at turn 48: everyone is broke.
    events = []
    play_turns(state, round_2, 49, events)
    end = next(e for e in events if e.kind == "round_end")
    assert end.data["winner"] == 1 and end.data["all_broke"] and end.data["pot_to_nobody"] == 5
    assert state.is_terminal()
    assert state.scores() == [0.0] * 5
    assert state.winners() == [0, 1, 2, 3], "seat 4 is out of the game: it does not win"


def test_a_later_deck_that_does_not_fit_the_players_still_in_is_refused_first():
    state, deck = _five_players_one_out(play_order_deck(2))  # two decks for four players
    play_turns(state, deck, 99)
    before = state.digest()
    with pytest.raises(IllegalActionError, match="1 deck"):
        state.apply(state.find_action(deck[99]))
    assert state.digest() == before


def test_edition_1_keeps_two_decks_and_the_broke_winner_takes_the_pot():
    deck = play_order_deck(2)
    deal = {"dealer": 4, "rounds": [{"deck": deck}, {"deck": play_order_deck(2)}]}
    state = new_game(5, deal, tokens=1, rounds=5, rules_version=1)
    play_turns(state, deck, 100)
    assert state.view(0).decks == 2 and state.view(0).dealt == (26, 26, 26, 26, 0)
    with pytest.raises(OptionError):  # edition 1 never deals one deck to 5 players
        new_game(5, {"rounds": [{"deck": deck}, {"deck": play_order_deck(1)}]}, rules_version=1)


@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_seeded_deals_use_the_decks_of_the_players_still_in(players):
    seen_one_deck = False
    for seed in range(12):
        state = new_game(players, seed=seed, tokens=2, rounds=12)
        rng = Rng(seed)
        while not state.is_terminal():
            view = state.view(0)
            still_in = sum(view.in_game)
            assert view.decks == decks_for(still_in)
            assert sum(view.dealt) == 52 * view.decks
            seen_one_deck |= view.decks == 1
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert seen_one_deck, "some game went on with 4 or fewer players"


@pytest.mark.parametrize(
    ("tokens", "pot", "in_game", "winner", "expected"),
    [
        # winner broke, others hold tokens: the pot stays, the broke are out
        ([0, 3, 2, 0], 5, [True] * 4, 0, ((0, 3, 2, 0), 5, 0, 0, (0, 3), False, False)),
        # winner holds a token: takes the pot
        ([1, 3, 0], 5, [True] * 3, 0, ((6, 3, 0), 0, 5, 0, (2,), False, False)),
        # one player left with tokens takes what stays in the pot
        ([0, 3, 0], 5, [True, True, False], 0, ((0, 8, 0), 0, 0, 5, (0,), True, False)),
        # everyone broke: nobody takes it, nobody is out, the game ends
        ([0, 0, 0], 5, [True, True, False], 1, ((0, 0, 0), 5, 0, 0, (), True, True)),
    ],
)
def test_settlement(tokens, pot, in_game, winner, expected):
    outcome = settle_round(winner, tokens, pot, in_game, 2)
    got = (
        outcome.tokens,
        outcome.pot,
        outcome.pot_won,
        outcome.pot_to_last_player,
        outcome.eliminated,
        outcome.game_over,
        outcome.all_broke,
    )
    assert got == expected


# First dealer -----------------------------------------------------------------------------


def test_first_dealer_option_chooses_the_seat_that_deals_round_1():
    for seed in range(5):
        state = new_game(6, seed=seed, first_dealer="3")
        assert state.view(0).dealer == 2 and state.current_player == 3
    with pytest.raises(OptionError, match="only 4 seats"):
        new_game(4, first_dealer="6")


def test_first_dealer_random_is_the_draw_of_earlier_editions():
    for seed in range(20):
        current = new_game(5, seed=seed)
        edition_1 = new_game(5, seed=seed, rules_version=1)
        assert current.view(0).dealer == edition_1.view(0).dealer
        assert current.hand(0) == edition_1.hand(0)


def test_first_dealer_and_an_explicit_deal():
    deal = hands_deal(3, 1, {})
    assert new_game(3, deal, first_dealer="2").view(0).dealer == 1
    with pytest.raises(OptionError, match="first_dealer"):
        new_game(3, deal, first_dealer="3")
    no_dealer = {"rounds": deal["rounds"]}
    assert new_game(3, no_dealer, first_dealer="2").view(0).dealer == 1


def test_first_dealer_is_listed_with_the_options(capsys):
    from game.cli import main

    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "first_dealer=random  [random|1|2|3|4|5|6|7|8]" in out
    assert out.count("rules_version=2  [1..2]") == 2


# Errors in words ---------------------------------------------------------------------------


def test_a_second_sequence_of_a_suit_with_one_deck_is_refused_in_words():
    state = new_game(3, hands_deal(3, 2, {0: ["7C"], 1: ["2C", "KS"]}))
    play(state, "7C")
    before = state.digest()
    with pytest.raises(IllegalActionError, match="a suit has one sequence with one deck"):
        state.apply(Play(parse_card("2C"), 1))
    with pytest.raises(IllegalActionError, match="does not fit onto that sequence"):
        state.apply(Play(parse_card("2C"), 0))
    assert state.digest() == before


# The rules page ----------------------------------------------------------------------------


def test_rules_page_states_the_new_rulings():
    page = " ".join(RULES_TEXT.split())
    for phrase in (
        "A player with no tokens never takes the pot, not even when every player is broke",
        "every player still in has no tokens",
        "the pot belongs to nobody",
        "all the players still in share the win",
        "counted anew at every deal",
        "two decks while 5 or more players are still in, one deck once 4 or fewer are left",
        "First dealer: drawn at random from the seed by default, or chosen in New game",
    ):
        assert phrase in page, phrase
    assert "the player who went out first that round takes the pot" not in page
