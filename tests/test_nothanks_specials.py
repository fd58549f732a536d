"""No Thanks! special cards: one scenario per special card and per named interaction,
built from explicit deals (docs/rulings.md §2 and the rulings in SPECIAL_RULES_TEXT)."""

from __future__ import annotations

import pytest

from game.contract import view_data
from game.errors import IllegalActionError, OptionError
from game.events import EventLog
from game.games.nothanks import SPEC, SPECIAL_RULES_TEXT
from game.games.nothanks.actions import DECLINE, CardChoice
from game.games.nothanks.special_rules import SpecialState
from game.games.nothanks.special_scoring import breakdown, chip_value, score
from game.games.nothanks.specials import BY_NAME, GREEN_POOL, POOL, RED_POOL, card_name
from game.games.nothanks.view import SpecialsView
from game.records import Seat, loads_record, make_record, replay


def part(state, seat) -> SpecialsView:
    """The special cards' part of ``seat``'s view."""
    specials = state.view(seat).specials
    assert specials is not None
    return specials


def deal(stack, unseen=(), tigers=()):
    entry: dict = {"stack": list(stack), "unseen": list(unseen)}
    if tigers:
        entry["tigers"] = list(tigers)
    return {"rounds": [entry]}


def new(players, stack, unseen=(), first="1", **options) -> SpecialState:
    opts = {"specials": True, "first_player": first, **options}
    state = SPEC.new_state(players, opts, 0, deal(stack, unseen))
    assert isinstance(state, SpecialState)
    return state


def play(state, *texts, events=None):
    for text in texts:
        state.apply(state.find_action(text), events)


def legal(state):
    return [state.action_text(a) for a in state.legal_actions()]


def hand(state, seat):
    return [card_name(c) for c in state.hands[seat]]


def ids(*names):
    return sorted(BY_NAME[n].id if isinstance(n, str) else n for n in names)


# The pool -------------------------------------------------------------------------------


def test_pool_has_22_cards_16_green_6_red_with_stable_names():
    assert len(POOL) == 22 and len(GREEN_POOL) == 16 and len(RED_POOL) == 6
    names = [card.name for card in POOL]
    assert names == [
        "+5a", "+5b", "+10a", "+10b", "+15a", "+15b", "+15c", "+20a", "+20b", "joker",
        "plus", "sitout", "giveleft", "peek", "remove", "double",
        "hidden", "against", "highest", "halve", "forty", "minus",
    ]  # fmt: skip
    assert "Sit out" in SPECIAL_RULES_TEXT and "Take hidden" in SPECIAL_RULES_TEXT


# Options ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"specials": True, "special_cards": "joker,wizard"}, "unknown special card 'wizard'"),
        ({"specials": True, "special_cards": "+15,+15,+15,+15"}, "more often than the pool"),
        ({"specials": True, "special_cards": "joker,joker"}, "picked twice"),
        ({"specials": True, "special_cards": "+5a,+5a"}, "picked twice"),
        ({"specials": True, "special_cards": "joker,,peek"}, "empty name"),
        ({"specials": True, "green": 17}, "between 0 and 16"),
        ({"specials": True, "red": 7}, "between 0 and 6"),
        ({"specials": True, "green": 0, "red": 0}, "none are chosen"),
        ({"specials": True, "special_cards": 5}, "must be text"),
    ],
)
def test_bad_special_options_get_one_clear_error(options, message):
    with pytest.raises(OptionError, match=message):
        SPEC.new_state(4, options, 1)


def test_pick_list_is_normalised_and_dealt_in_every_round():
    full = SPEC.validate(3, {"specials": True, "special_cards": " joker, +15 ,+15,sitout"})
    assert full["special_cards"] == "joker,+15a,+15b,sitout"
    state = SPEC.new_state(3, {**full, "rounds": 2}, 5)
    assert isinstance(state, SpecialState)
    assert sorted(state.round_specials) == ids("joker", "+15a", "+15b", "sitout")
    assert len(state.stack) + 1 == 24 + 4 and state.unused == []


def test_random_draw_takes_the_counts_from_the_pool():
    for seed in range(20):
        state = SPEC.new_state(4, {"specials": True, "green": 5, "red": 2}, seed)
        assert isinstance(state, SpecialState)
        greens = [c for c in state.round_specials if c in GREEN_POOL]
        reds = [c for c in state.round_specials if c in RED_POOL]
        assert len(greens) == 5 and len(reds) == 2
        assert sorted(state.round_specials + state.unused) == sorted(GREEN_POOL + RED_POOL)
        assert len(state.stack) + 1 == 24 + 7 and len(state.unseen) == 9


def test_base_game_unchanged_when_specials_are_off():
    state = SPEC.new_state(4, {}, 3)
    assert not isinstance(state, SpecialState)
    assert "specials" not in state.to_data()["options"]
    assert view_data(state.view(0))["specials"] is None
    with pytest.raises(OptionError, match="special cards are off"):
        SPEC.new_state(3, {}, 0, deal(["joker", 20]))


def test_deal_rejects_unknown_special_names():
    with pytest.raises(OptionError, match="unknown special card 'wizard'"):
        new(3, ["wizard", 20])
    with pytest.raises(OptionError, match="not a card"):
        new(3, [2, 20])


# Green cards: reverse auction -----------------------------------------------------------


def test_green_card_is_bid_on_and_goes_to_the_last_bidder_who_continues():
    state = new(3, ["+5a", 20, 21])
    view = state.view(0)
    assert view.specials is not None
    assert view.card is None and view.specials.special == "+5a" and view.specials.special_green
    assert legal(state) == ["bid"]  # the first player facing it must bid
    with pytest.raises(IllegalActionError, match="must bid"):
        state.apply(DECLINE)
    play(state, "bid")
    assert state.chips == [10, 11, 11] and state.pot == 1 and part(state, 1).last_bidder == 0
    assert legal(state) == ["bid", "decline"]
    events = EventLog()
    play(state, "bid", "bid", "decline", events=events)
    # Player 1 declined: takes the 3 chips; the card goes to player 3, the last bidder.
    assert state.chips == [13, 10, 10]
    assert hand(state, 2) == ["+5a"] and state.player == 2 and state.card == 20
    kinds = [e.kind for e in events]
    assert kinds[-3:] == ["decline", "receive", "flip"]
    decline = events[-3]
    assert (decline.card, decline.count, decline.to, decline.pot) == ("+5a", 3, 2, 0)


def test_green_card_declined_with_no_chip_on_it_leaves_the_game():
    state = new(3, ["+10a", 20])
    state.chips[0], state.chips[1] = 0, 22  # fixture: player 1 is out of chips
    assert legal(state) == ["decline"]
    play(state, "decline")
    assert part(state, 2).out_of_game == ("+10a",)
    assert all(h == [] for h in state.hands)
    assert state.player == 0 and state.card == 20 and legal(state) == ["take"]


def test_green_card_reached_by_a_player_with_no_chips_can_only_be_declined():
    state = new(3, ["+15a", 20])
    play(state, "bid")
    state.chips[1], state.chips[2] = 0, 22  # fixture: player 2 has no chips
    assert legal(state) == ["decline"]
    play(state, "decline")
    assert state.chips[1] == 1 and hand(state, 0) == ["+15a"]
    assert state.player == 0 and state.card == 20


def test_bonus_cards_subtract_their_value():
    hand_ = ids(20, "+5a", "+10b", "+15c", "+20a")
    assert score(hand_, 4) == 20 - 4 - 50
    detail = breakdown(hand_, 4)
    assert detail["bonus"] == 50 and len(detail["bonuses"]) == 4 and detail["score"] == -34


# Red cards --------------------------------------------------------------------------------


def test_red_card_is_offered_like_a_number_card():
    state = new(3, ["forty", 20])
    assert part(state, 1).special == "forty" and not part(state, 1).special_green
    assert legal(state) == ["take", "pass"]
    play(state, "pass", "take")
    assert hand(state, 1) == ["forty"] and state.chips == [10, 12, 11]
    assert score(state.hands[1], 12) == 40 - 12


def test_public_back_of_the_top_card_never_its_face():
    state = new(3, [20, "+5a", 21, "hidden"])
    view = state.view(2)
    sp = view.specials
    assert sp is not None and sp.top_back == "green" and sp.known_backs == ("green",)
    assert sp.green_left == 1 and sp.red_left == 1 and view.stack_size == 3
    play(state, "take")
    after = state.view(2).specials
    assert after is not None and after.top_back == "number"
    text = str(view_data(state.view(1)))
    assert "hidden" not in text and "'21'" not in text


# Joker and scoring ------------------------------------------------------------------------


def test_joker_bridges_two_runs():
    detail = breakdown(ids(20, 21, 23, 24, "joker"), 0)
    assert detail["jokers"] == [22] and detail["runs"] == [[20, 21, 22, 23, 24]]
    assert detail["card_points"] == 20 and detail["score"] == 20


def test_joker_alone_scores_zero_and_extends_otherwise():
    assert score(ids("joker"), 3) == -3
    assert breakdown(ids("joker"), 0)["jokers"] == []
    assert score(ids(30, "joker"), 0) == 29  # placed at 29: the run 29-30 scores 29
    assert score(ids(3, "joker"), 0) == 3  # 4 extends the run at no cost


def test_joker_with_highest_doubles():
    detail = breakdown(ids(10, 30, 32, "joker", "highest"), 0)
    assert detail["jokers"] == [31]
    assert detail["doubled"] == {"highest": 32, "card": 30, "extra": 30}
    assert detail["card_points"] == 10 + 30 + 30 and detail["score"] == 70


def test_highest_doubles_run_and_forty():
    assert breakdown(ids(5, 33, 34, 35, "highest"), 0)["card_points"] == 5 + 33 + 33
    detail = breakdown(ids(5, "forty", "highest"), 0)
    assert detail["numbers"] == [5, 40] and detail["card_points"] == 5 + 80


def test_two_jokers_are_placed_together():
    detail = breakdown(ids(20, 23), 0)
    assert detail["card_points"] == 43
    two = [*ids(20, 23), BY_NAME["joker"].id, BY_NAME["joker"].id]
    detail = breakdown(sorted(two), 0)
    assert detail["jokers"] == [21, 22] and detail["card_points"] == 20
    assert score(sorted(two), 0) == 20
    highest = sorted([*two, BY_NAME["highest"].id, 35])
    # 20-23 (20) and 35 doubled (70) = 90; Jokers 33, 34: 20 + 23 + 33 + 33 = 109;
    # Jokers 21, 22 joining 20-23 and leaving 35: 90.
    assert breakdown(highest, 0)["card_points"] == 90


def test_two_jokers_in_a_game_from_an_explicit_deal():
    state = new(3, ["joker", "joker", 20, 23])
    play(state, "bid", "decline", "bid", "decline", "take", "take")
    assert state.is_terminal()
    (result,) = state.round_results()
    assert result.breakdown[0]["jokers"] == [21, 22]
    assert result.points[0] == 20 - 9


def test_double_halve_and_chips_count_against_combine():
    assert chip_value(7, halve=True, double=True, against=True) == -6
    detail = breakdown(ids(20, "double", "halve", "against"), 7)
    assert detail["chip_value"] == -6 and detail["score"] == 26
    assert detail["chip_effects"] == ["halve", "double", "against"]
    assert score(ids(20, "double"), 7) == 6
    assert score(ids(20, "halve"), 7) == 17
    assert score(ids(20, "against"), 7) == 27


def test_plus_and_minus_per_card_count_every_card_in_the_display():
    cards = ids(10, 11, "+5a", "plus")
    assert score(cards, 0) == 10 - 5 - 4
    cards = ids(10, 11, "minus", "forty")
    assert score(cards, 0) == 10 + 40 + 4
    detail = breakdown(ids(10, "plus", "minus"), 0)
    assert detail["plus_per_card"] == 3 and detail["minus_per_card"] == 3


# Choice actions ---------------------------------------------------------------------------


def test_give_left_when_it_is_the_only_card():
    state = new(3, ["giveleft", 20])
    events = EventLog()
    play(state, "bid", "decline", events=events)
    assert state.player == 0 and part(state, 0).pending == "give" and state.card is None
    assert legal(state) == ["give:giveleft"]
    assert events[-1].kind == "choose"
    play(state, "give:giveleft")
    assert hand(state, 1) == ["giveleft"] and hand(state, 0) == []
    # No chain: the neighbour gives nothing; player 1 goes on with the next card.
    assert state.pending is None and state.player == 0 and state.card == 20


def test_give_left_passes_a_held_sit_out_with_its_use():
    state = new(3, ["sitout", "giveleft", 20])
    play(state, "bid", "decline")  # player 1 holds Sit out
    play(state, "bid", "decline")  # and receives Give left
    assert legal(state) == ["give:sitout", "give:giveleft"]
    play(state, "give:sitout")
    assert part(state, 0).sitouts_held == (0, 1, 0)
    play(state, "pass")
    assert "sitout" in legal(state)


def test_remove_when_it_is_the_only_card_and_with_a_choice():
    state = new(3, ["remove", 20])
    play(state, "bid", "decline")
    assert legal(state) == ["remove:remove"]
    play(state, "remove:remove")
    assert part(state, 2).out_of_game == ("remove",) and hand(state, 0) == []
    state = new(3, [20, "remove", 30])
    play(state, "take", "bid", "decline")
    assert legal(state) == ["remove:20", "remove:remove"]
    play(state, "remove:20")
    assert hand(state, 0) == ["remove"] and part(state, 1).out_of_game == ("20",)
    assert state.card == 30 and state.player == 0


def test_choice_must_come_first():
    state = new(3, ["giveleft", 20])
    play(state, "bid", "decline")
    with pytest.raises(IllegalActionError, match="must give a card"):
        state.apply(CardChoice("give", 20))
    with pytest.raises(IllegalActionError):
        state.find_action("take")


# Sit out --------------------------------------------------------------------------------


def test_sit_out_skips_the_player_until_the_card_is_taken_then_is_discarded():
    state = new(3, ["sitout", 20, 21])
    play(state, "bid", "decline")
    assert hand(state, 0) == ["sitout"] and part(state, 2).sitouts_held == (1, 0, 0)
    assert legal(state) == ["take", "pass", "sitout"]
    play(state, "sitout")
    assert part(state, 1).sitting_out == (True, False, False) and state.player == 1
    play(state, "pass", "pass")
    assert state.player == 1  # player 1 is skipped
    play(state, "take")
    assert hand(state, 1) == [20] and state.chips[1] == 11 + 1 - 1 + 2
    assert part(state, 0).out_of_game == ("sitout",) and hand(state, 0) == []
    assert part(state, 0).sitting_out == (False, False, False)
    play(state, "pass", "pass")
    assert state.player == 0  # back in for the next card


def test_sit_out_on_a_green_card_and_the_first_bid_rule_passes_on():
    state = new(3, ["sitout", "+5a", 20])
    play(state, "bid", "decline")
    assert legal(state) == ["bid", "sitout"]
    play(state, "sitout")
    assert legal(state) == ["bid"]  # still no chip on the card: player 2 must bid
    play(state, "bid", "decline")
    assert hand(state, 1) == ["+5a"] and state.player == 1 and state.card == 20
    assert part(state, 0).out_of_game == ("sitout",)


def test_sit_out_by_all_but_one_player():
    # Two Sit out cards (explicit deals may repeat a special card, e.g. for puzzles).
    state = new(3, ["sitout", "sitout", 20, 25], first="3")
    play(state, "bid", "decline")  # player 3 receives the first Sit out
    play(state, "bid", "bid", "bid", "decline")  # player 2 receives the second
    assert part(state, 0).sitouts_held == (0, 1, 1) and state.player == 1
    play(state, "pass", "sitout", "pass", "sitout")
    assert state.player == 0 and legal(state) == ["take"]  # the last player in must take
    chips = state.chips[0]
    play(state, "take")
    assert hand(state, 0) == [20] and state.chips[0] == chips + 2
    assert part(state, 0).out_of_game == ("sitout", "sitout")
    assert state.card == 25 and state.player == 0


def test_last_player_in_receives_a_green_card_with_its_chips():
    state = new(3, ["sitout", "sitout", "+20a", 25], first="3")
    play(state, "bid", "decline", "bid", "bid", "bid", "decline")
    assert state.card == BY_NAME["+20a"].id and state.player == 1
    play(state, "bid", "sitout", "bid", "sitout")
    assert state.player == 0 and legal(state) == ["take"]
    play(state, "take")
    assert "+20a" in hand(state, 0) and state.pot == 0


# Peek -----------------------------------------------------------------------------------


def test_peek_reveals_the_set_aside_cards_to_its_owner_only():
    state = new(3, ["peek", 20], unseen=[5, 4, 3])
    events = EventLog()
    play(state, "bid", "decline", events=events)
    assert part(state, 0).peeked == (3, 4, 5)
    assert part(state, 1).peeked is None and part(state, 2).peeked is None
    (peek,) = [e for e in events if e.kind == "peek"]
    assert peek.data == {"cards": 3} and dict(peek.private) == {0: {"set_aside": (3, 4, 5)}}
    play(state, "take")
    assert state.is_terminal()
    assert part(state, 1).peeked is None and "5" not in str(view_data(state.view(1)).get("peeked"))


# Take hidden ----------------------------------------------------------------------------


def test_take_hidden_skips_green_backs():
    state = new(3, ["hidden", "+5a", "+10a", 20, 21])
    events = EventLog()
    play(state, "take", events=events)
    assert hand(state, 0) == [20, "hidden"]
    (hidden,) = [e for e in events if e.kind == "take_hidden"]
    assert (hidden.card, hidden.source, hidden.skipped_green) == (20, "stack", 2)
    # +5a is on offer now; the skipped +10a below it has a known green back.
    assert state.card == BY_NAME["+5a"].id
    assert part(state, 1).known_backs == ("green",) and state.view(1).stack_size == 2


def test_take_hidden_when_only_green_cards_remain_takes_a_set_aside_card():
    state = new(3, ["hidden", "+5a", "+10a"], unseen=[7, 8])
    play(state, "take")
    assert hand(state, 0) == [7, "hidden"] and state.unseen == [8]
    assert part(state, 1).known_backs == ("green",)  # every stack back is known now
    state = new(3, ["hidden", "+5a"], unseen=[])
    play(state, "take")
    assert hand(state, 0) == ["hidden"]


def test_take_hidden_never_takes_a_green_card_even_last():
    state = new(3, [20, "hidden", "joker"], unseen=[9])
    play(state, "take", "take")
    assert hand(state, 0) == [9, 20, "hidden"]


# Records and round results --------------------------------------------------------------


def test_records_with_every_new_action_round_trip():
    the_deal = deal(["sitout", "giveleft", "remove", 20, "hidden", 22, "+5a", 30], [3, 4, 5])
    options = SPEC.validate(3, {"specials": True, "first_player": "1"})
    state = SPEC.new_state(3, options, 0, the_deal)
    texts = ["bid", "decline", "bid", "decline", "give:giveleft", "bid", "bid", "decline"]
    texts += ["remove:remove", "pass", "pass", "sitout", "take"]
    play(state, *texts)
    while not state.is_terminal():
        texts.append(state.action_text(state.legal_actions()[0]))
        state.apply(state.legal_actions()[0])
    seats = [Seat(f"P{i}", "random") for i in range(3)]
    record = make_record(state, "nothanks", options, seats, 0, texts, deal=the_deal)
    again = replay(loads_record(record.dumps().encode("utf-8")))
    assert again.digest() == state.digest()
    breakdowns = record.result["rounds"][0]["breakdown"]
    assert {"runs", "jokers", "doubled", "chip_value", "bonus", "effects"} <= set(breakdowns[0])
