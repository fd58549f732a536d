"""Nyet! round flow: the Nyet! phase, teams and the Bonus card, discards, simultaneous
pass-left, scoring (−2 box, Bonus doubling), dealer rotation, round counts, the target
option, explicit deals and notation."""

from __future__ import annotations

from collections import Counter

import pytest

from game.contract import view_data
from game.errors import IllegalActionError, OptionError
from game.events import EventLog
from game.games.nyet.actions import Cover, Play
from game.games.nyet.board import EMPTY, LINE_NAMES, UNUSED, covers_needed
from game.games.nyet.cards import card_text, hand_size, parse_card
from game.games.nyet.rules import NyetState
from game.games.nyet.scenario import covers_for_terms, fill_deal
from game.games.nyet.scoring import round_points
from game.registry import get_game
from game.rng import Rng

SPEC = get_game("nyet")


def new(n: int, seed: int = 0, deal: object = None, **options: object) -> NyetState:
    state = SPEC.new_state(n, options, seed, deal)
    assert isinstance(state, NyetState)
    return state


def do(state: NyetState, *notations: str, events: EventLog | None = None) -> None:
    for text in notations:
        state.apply(state.find_action(text), events)


def legal_texts(state: NyetState) -> list[str]:
    return [state.action_text(a) for a in state.legal_actions()]


def set_terms(
    state: NyetState, first: int, discard: str, trump: str, supertrump: str, points: int
) -> None:
    for cover in covers_for_terms(state.num_players, first, discard, trump, supertrump, points):
        state.apply(cover)


def choose_teams(state: NyetState) -> None:
    """Take the first team choice (and Bonus gift) offered, if any."""
    while state.view(0).phase in ("team", "bonus"):
        state.apply(state.legal_actions()[0])


def play_first_legal_to_round_end(state: NyetState, events: EventLog) -> None:
    rounds = len(state.round_results())
    while len(state.round_results()) == rounds:
        state.apply(state.legal_actions()[0], events)


# Nyet! phase -------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_nyet_phase_order_and_end(n):
    state = new(n, first_dealer="2")
    assert state.view(0).phase == "nyet" and state.current_player == 1
    board = state.view(0).board
    assert board[0] == tuple([EMPTY] * n + [UNUSED] * (5 - n))
    assert not any(
        t.startswith("nyet first") and int(t.split()[-1]) > n for t in legal_texts(state)
    )
    assert covers_needed(n) == n + 14
    rng = Rng(n)
    for step in range(covers_needed(n)):
        assert state.current_player == (1 + step) % n, "covers go clockwise from the dealer"
        view = state.view(state.current_player)
        for line, boxes in enumerate(view.board):
            open_boxes = [b for b, h in enumerate(boxes) if h == EMPTY]
            offered = [t for t in legal_texts(state) if t.split()[1] == LINE_NAMES[line]]
            assert len(offered) == (len(open_boxes) if len(open_boxes) >= 2 else 0)
        mover = state.current_player
        legal = state.legal_actions()
        action = legal[rng.below(len(legal))]
        assert isinstance(action, Cover)
        state.apply(action)
        assert state.view(0).board[action.line][action.box] == mover
    view = state.view(0)
    assert all(sum(1 for h in line if h == EMPTY) == 1 for line in view.board)
    first = view.board[0].index(EMPTY)
    assert view.first_player == first
    if n == 2:
        assert view.teams == tuple(0 if s == first else 1 for s in range(2))
    else:
        assert view.phase == "team" and state.current_player == first


def test_terms_come_from_the_open_boxes():
    state = new(4, first_dealer="1")
    set_terms(state, 2, "x1", "green", "none", -2)
    view = state.view(0)
    assert (view.first_player, view.discard, view.trump, view.supertrump, view.points) == (
        2,
        "x1",
        "green",
        "none",
        -2,
    )
    assert legal_texts(state) == ["with 1", "with 2", "with 4"]


def test_cover_notation_and_illegal_cover():
    state = new(3, first_dealer="1")
    assert "nyet trump red" in legal_texts(state)
    assert "nyet points -2" in legal_texts(state)
    assert "nyet discard x1" in legal_texts(state)
    for text in ("nyet trump red", "nyet trump blue", "nyet trump yellow"):
        do(state, text)
    assert not any(t.startswith("nyet trump") for t in legal_texts(state))
    before = state.digest()
    with pytest.raises(IllegalActionError):
        do(state, "nyet trump green")
    assert state.digest() == before


# Teams and the Bonus card ------------------------------------------------------------


@pytest.mark.parametrize(
    ("n", "first", "choices"),
    [
        (3, 0, ["alone", "with 2", "with 3"]),
        (4, 1, ["with 1", "with 3", "with 4"]),
        (
            5,
            0,
            [
                "with 2",
                "with 3",
                "with 4",
                "with 5",
                "with 2+3",
                "with 2+4",
                "with 2+5",
                "with 3+4",
                "with 3+5",
                "with 4+5",
            ],
        ),
    ],
)
def test_team_choices(n, first, choices):
    state = new(n, first_dealer="1")
    set_terms(state, first, "none", "red", "blue", 1)
    assert legal_texts(state) == choices


def test_three_players_the_solo_player_holds_the_bonus():
    for choice, teams, bonus in (
        ("alone", (0, 1, 1), 0),
        ("with 2", (0, 0, 1), 2),
        ("with 3", (0, 1, 0), 1),
    ):
        state = new(3, first_dealer="1")
        set_terms(state, 0, "none", "red", "blue", 1)
        do(state, choice)
        view = state.view(1)
        assert view.teams == teams and view.bonus == bonus and view.phase == "tricks"


def test_five_players_bonus_goes_to_the_two_team():
    state = new(5, first_dealer="1")
    set_terms(state, 3, "none", "red", "blue", 1)
    do(state, "with 1+2")  # the first player (4) and 1, 2 form the 3-team
    assert legal_texts(state) == ["bonus 3", "bonus 5"]
    do(state, "bonus 5")
    assert state.view(0).teams == (0, 0, 1, 0, 1) and state.view(0).bonus == 4
    state = new(5, first_dealer="1")
    set_terms(state, 3, "none", "red", "blue", 1)
    do(state, "with 1")  # the first player is on the 2-team: she may keep the Bonus card
    assert legal_texts(state) == ["bonus 1", "bonus 4"]
    do(state, "bonus 4")
    assert state.view(2).bonus == 3


def test_four_and_two_players_have_no_bonus():
    state = new(4, first_dealer="1")
    set_terms(state, 0, "none", "red", "blue", 1)
    do(state, "with 3")
    assert state.view(0).bonus is None and state.view(0).teams == (0, 1, 0, 1)
    state = new(2, first_dealer="1")
    set_terms(state, 1, "none", "red", "blue", 1)
    assert state.view(0).bonus is None and state.view(0).teams == (1, 0)
    assert state.view(0).phase == "tricks" and state.current_player == 1


# Discards ---------------------------------------------------------------------------


def test_except_one_with_only_ones_and_one_other():
    ones = [f"{c}1" for c in "rbyg" for _ in range(3)]
    deal = fill_deal(5, [[*ones[:11], "r7"], [], ["g1"]])
    state = new(5, deal=deal, first_dealer="1", rounds="1")
    set_terms(state, 0, "x1", "red", "blue", 1)
    choose_teams(state)
    assert state.view(0).phase == "discard" and state.current_player == 0
    assert legal_texts(state) == ["discard r7"]
    do(state, "discard r7")
    assert state.view(0).discarded == (parse_card("r7"),)
    assert state.view(1).discard_counts == (1, 0, 0, 0, 0)
    assert state.view(1).discarded == ()


def test_except_one_with_only_ones_discards_a_one():
    ones = [f"{c}1" for c in "rbyg" for _ in range(3)]
    deal = fill_deal(5, [[], ones])
    state = new(5, deal=deal, first_dealer="1", rounds="1")
    set_terms(state, 1, "x1", "red", "blue", 1)
    choose_teams(state)
    assert state.current_player == 1
    assert legal_texts(state) == ["discard r1", "discard b1", "discard y1", "discard g1"]


@pytest.mark.parametrize(("mode", "count"), [("1", 1), ("2", 2), ("x1", 1), ("none", 0)])
def test_discard_counts(mode, count):
    state = new(4, seed=5, first_dealer="3")
    set_terms(state, 1, mode, "red", "blue", 1)
    choose_teams(state)
    order = []
    while state.view(0).phase == "discard":
        order.append(state.current_player)
        action = state.legal_actions()[-1]
        if mode == "x1":
            assert all(not t.endswith("1") or t.endswith("11") for t in legal_texts(state)), (
                "no 1 may be discarded"
            )
        state.apply(action)
    assert order == [s for s in (1, 2, 3, 0) for _ in range(count)]
    view = state.view(0)
    assert view.phase == "tricks" and state.current_player == 1
    assert view.hand_sizes == (15 - count,) * 4 and view.discard_counts == (count,) * 4


# Passing left ------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_pass_left_is_simultaneous_and_private(n):
    state = new(n, seed=n, first_dealer="1")
    first = n - 1
    set_terms(state, first, "pass", "red", "blue", 1)
    choose_teams(state)
    assert state.view(0).phase == "pass" and state.current_player == first
    before = [list(state.view(s).hand) for s in range(n)]
    chosen: dict[int, int] = {}
    for step in range(n):
        seat = (first + step) % n
        assert state.current_player == seat
        others_before = {s: view_data(state.view(s)) for s in range(n) if s != seat}
        card = state.view(seat).hand[-1]
        events = EventLog()
        state.apply(state.find_action(f"pass {card_text(card)}"), events)
        chosen[seat] = card
        chooser_event = events[0]
        # The public part says only how many cards the chooser holds and who is next.
        assert chooser_event.kind == "pass_chosen"
        assert set(chooser_event.data) == {"hand_size", "to_move"}
        assert dict(chooser_event.private) == {seat: {"card": card}}
        if step < n - 1:
            assert state.view(seat).passing == card
            for s, data in others_before.items():
                after = view_data(state.view(s))
                # Only the public marker and whose turn it is changed for the others.
                assert after["hand"] == data["hand"] and after["passing"] == data["passing"]
                assert after["passes_chosen"][seat] and not data["passes_chosen"][seat]
                assert after["received"] is None
                changed = {k for k in after if after[k] != data[k]}
                assert changed <= {"passes_chosen", "current_player", "hand_sizes"}
        else:
            delivered = next(e for e in events if e.kind == "pass_delivered")
            assert set(delivered.data) == {"hand_sizes"}
    for seat in range(n):
        right = (seat - 1) % n
        expected = Counter(before[seat])
        expected[chosen[seat]] -= 1
        expected[chosen[right]] += 1
        view = state.view(seat)
        assert Counter(view.hand) == +expected
        assert view.passed == chosen[seat] and view.received == chosen[right]
        assert view.passing is None
        assert len(view.hand) == hand_size(n)
    assert state.view(0).phase == "tricks" and state.current_player == first


# Scoring -----------------------------------------------------------------------------


def test_round_points_known_values():
    # 3 players, the solo player (seat 3) holds the Bonus card; points box -2.
    assert round_points([0, 0, 1], 2, [5, 3, 8], [1, 0, 2], -2) == [-18, -18, -40]
    # 5 players, 3 v 2, Bonus on seat 2 of the 2-team; points 3.
    assert round_points([0, 1, 1, 0, 0], 1, [4, 2, 1, 3, 2], [1, 0, 2, 0, 0], 3) == [
        30,
        30,
        15,
        30,
        30,
    ]
    # 4 players, no Bonus.
    assert round_points([0, 1, 0, 1], None, [3, 4, 5, 3], [1, 1, 0, 2], 4) == [36, 40, 36, 40]


@pytest.mark.parametrize(("n", "points"), [(3, -2), (5, -2), (5, 4), (4, -2), (2, 3)])
def test_round_scoring_from_played_tricks(n, points):
    state = new(n, seed=17 + n, first_dealer="1", rounds="2")
    set_terms(state, 0, "1", "green", "yellow", points)
    choose_teams(state)
    view0 = state.view(0)
    teams, bonus = view0.teams, view0.bonus
    events = EventLog()
    play_first_legal_to_round_end(state, events)
    tricks = [e for e in events if e.kind == "trick"]
    assert len(tricks) == hand_size(n) - 1
    per_team = [0, 0]
    for trick in tricks:
        side = teams[trick.player]
        loot = [
            card
            for index, card in enumerate(trick.data["cards"])
            if card & 15 == 1 and teams[(trick.data["leader"] + index) % n] != side
        ]
        assert list(trick.data["loot"]) == loot
        per_team[side] += 1 + len(loot)
    expected = [per_team[teams[s]] * points * (2 if s == bonus else 1) for s in range(n)]
    result = state.round_results()[0]
    assert list(result.points) == expected
    assert state.scores() == expected
    if bonus is not None:
        mate = (
            next(s for s in range(n) if teams[s] == teams[bonus] and s != bonus) if n == 5 else None
        )
        if mate is not None:
            assert result.points[bonus] == 2 * result.points[mate]
    if points < 0:
        assert all(p <= 0 for p in result.points)


# Rounds, dealer, target -------------------------------------------------------------


@pytest.mark.parametrize(("n", "rounds"), [(2, 8), (3, 9), (4, 8), (5, 10)])
def test_round_counts_and_dealer_rotation(n, rounds):
    state = new(n, seed=3, first_dealer="2")
    rng = Rng(4)
    events = EventLog()
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))], events)
    starts = [e for e in events if e.kind == "round_start"]
    assert len(state.round_results()) == rounds
    assert len(starts) == rounds - 1  # round 1 started before any action
    assert [e.data["dealer"] for e in starts] == [(1 + r) % n for r in range(1, rounds)]
    totals = [sum(r.points[s] for r in state.round_results()) for s in range(n)]
    assert state.scores() == totals
    best = max(totals)
    assert state.winners() == [s for s in range(n) if totals[s] == best]
    assert events[-1].kind == "game_end"


def test_target_score_ends_the_game():
    for seed in range(5):
        state = new(4, seed=seed, end="target", target=40)
        rng = Rng(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        results = state.round_results()
        running = [0.0] * 4
        for number, result in enumerate(results, start=1):
            running = [a + b for a, b in zip(running, result.points, strict=True)]
            assert (max(running) >= 40) == (number == len(results))
        assert state.view(0).rounds is None and state.view(0).target == 40


def test_options_are_checked():
    with pytest.raises(OptionError, match="first_dealer"):
        SPEC.validate(3, {"first_dealer": "5"})
    with pytest.raises(OptionError, match="rounds"):
        SPEC.validate(3, {"end": "target", "rounds": "3"})
    with pytest.raises(OptionError):
        SPEC.validate(6, {})
    with pytest.raises(OptionError):
        SPEC.validate(4, {"target": 5})


# Explicit deals -----------------------------------------------------------------------


def test_explicit_deal_is_used_then_later_rounds_come_from_the_seed():
    deal = fill_deal(3, [["r10", "g1"], ["b9"]])
    state = new(3, deal=deal, first_dealer="1", rounds="2")
    hands = [[card_text(c) for c in state.view(s).hand] for s in range(3)]
    assert hands == deal["rounds"][0]["hands"]
    assert state.view(0).removed_open == tuple(
        parse_card(f"{c}{v}") for c in "rbyg" for v in (11, 12, 13)
    )
    assert state.view(0).unseen_count == 0
    assert "aside" not in deal["rounds"][0]


@pytest.mark.parametrize(
    ("n", "deal", "message"),
    [
        (4, {"rounds": []}, "at least one"),
        (4, {"hands": []}, "'rounds'"),
        (4, {"rounds": [{"hands": [["r1"]] * 4}]}, "has 1 cards"),
        (3, fill_deal(4, []), "one list per player"),
        (4, {"rounds": [{"hands": [["r2"] * 15] * 4}]}, "too many"),
        (4, {"rounds": [{"hands": [["x9"] * 15] * 4}]}, "not a Nyet! card"),
        (4, {"rounds": [{"hands": [], "extra": 1}]}, "unknown keys"),
        (2, {"rounds": [{**fill_deal(2, [])["rounds"][0], "aside": ["r1"]}]}, "not dealt"),
    ],
)
def test_bad_deals_are_rejected(n, deal, message):
    with pytest.raises(OptionError, match=message):
        SPEC.new_state(n, {}, 0, deal)


def test_three_player_deal_may_not_use_removed_cards():
    deal = fill_deal(4, [])
    hands = deal["rounds"][0]["hands"][:3]
    with pytest.raises(OptionError):
        SPEC.new_state(3, {}, 0, {"rounds": [{"hands": [[*h, "r2"] for h in hands]}]})


def test_two_player_aside_is_unseen_and_complete():
    state = new(2, seed=9)
    view = state.view(0)
    assert view.unseen_count == 30 and view.removed_open == ()
    assert len(state.aside) == 30
    every = list(state.aside) + [c for hand in state.hands for c in hand]
    assert Counter(every) == Counter(
        parse_card(f"{c}{v}") for c in "rbyg" for v in [1, 1, 1, *range(2, 14)]
    )


def test_illegal_actions_keep_the_state():
    state = new(4, seed=2)
    before = state.digest()
    for junk in (None, "g9", 7, object()):
        with pytest.raises(IllegalActionError):
            state.apply(junk)
    with pytest.raises(IllegalActionError, match="not legal now"):
        state.apply(Play(parse_card("g9")))
    assert state.digest() == before
