"""Nyet! trick rules: the rulebook's worked example, every follow rule, trick winners
(supertrump ties, last equal card wins, supertrump colour equal to trump) and loot."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from game.events import EventLog
from game.games.nyet.board import NO_SUPERTRUMP
from game.games.nyet.cards import BLUE, GREEN, RED, YELLOW, card_text, parse_card
from game.games.nyet.rules import NyetState
from game.games.nyet.scenario import covers_for_terms, fill_deal
from game.games.nyet.tricks import loot_cards, playable, tables, winning_index
from game.registry import get_game

SPEC = get_game("nyet")


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def texts(values: Iterable[int]) -> list[str]:
    return [card_text(c) for c in values]


def start(
    n: int,
    given: list[list[str]],
    terms: tuple[int, str, str, str, int],
    avoid: dict[int, str] | None = None,
) -> NyetState:
    """A one-round game from a filled deal, with the Nyet! phase played to ``terms``."""
    state = SPEC.new_state(n, {"rounds": "1", "first_dealer": "1"}, 0, fill_deal(n, given, avoid))
    assert isinstance(state, NyetState)
    for cover in covers_for_terms(n, *terms):
        state.apply(cover)
    return state


def do(state: NyetState, *notations: str, events: EventLog | None = None) -> None:
    for text in notations:
        state.apply(state.find_action(text), events)


def legal_texts(state: NyetState) -> list[str]:
    return [state.action_text(a) for a in state.legal_actions()]


# The rulebook's worked example ------------------------------------------------------


def test_rulebook_trick_example():
    """Green 9 led, green 1, green 4, yellow 1 (yellow is trump), yellow 7: player 5 wins,
    the yellow 1 is loot, the green 1 (played by his teammate) is not."""
    state = start(
        5,
        [["g9"], ["g1"], ["g4"], ["y1"], ["y7"]],
        (0, "none", "yellow", "blue", 2),
        avoid={3: "g", 4: "g"},
    )
    # Players 1, 2 and 5 form the 3-team; the Bonus card goes to player 3 of the 2-team.
    do(state, "with 2+5")
    assert legal_texts(state) == ["bonus 3", "bonus 4"]
    do(state, "bonus 3")
    assert state.view(0).phase == "tricks" and state.current_player == 0
    events = EventLog()
    do(state, "g9", "g1", "g4", events=events)
    assert "y1" in legal_texts(state) and "y7" not in legal_texts(state)
    assert all(not t.startswith("g") for t in legal_texts(state))  # no green: any card
    do(state, "y1", "y7", events=events)
    trick = next(e for e in events if e.kind == "trick")
    assert trick.player == 4
    assert texts(trick.data["loot"]) == ["y1"]
    view = state.view(2)
    assert view.tricks[0].winner == 4 and texts(view.tricks[0].loot) == ["y1"]
    assert view.tricks_won == (0, 0, 0, 0, 1) and view.loot_won == (0, 0, 0, 0, 1)
    assert view.teams == (0, 0, 1, 1, 0) and view.bonus == 2
    assert state.current_player == 4  # the winner leads next


# Follow rules ------------------------------------------------------------------------

YELLOW_TRUMP_BLUE_SUPER = tables(YELLOW, BLUE)


@pytest.mark.parametrize(
    ("hand", "trick", "expected"),
    [
        # Leading: any card (equal 1s are one choice).
        ("g1 g1 r5 y9 b1", "", "r5 b1 y9 g1"),
        # Follow the colour led if you can.
        ("g2 g7 r5 y9", "g9", "g2 g7"),
        # Cannot follow: any card, trumps included.
        ("r5 y9 b3", "g9", "r5 b3 y9"),
        # Trump led: trump or supertrump if you can.
        ("y3 b1 r5 g2", "y9", "b1 y3"),
        ("b1 r5 g2", "y9", "b1"),
        # Supertrump led: trump or supertrump if you can.
        ("y3 b1 r5", "b1", "b1 y3"),
        ("y3 r5 b7", "b1", "y3"),
        ("r5 b7", "b1", "r5 b7"),
        # A supertrump is not its printed colour: blue led, only the blue 1 in blue.
        ("b1 r5 g2", "b8", "r5 b1 g2"),
        ("b1 b4 r5", "b8", "b4"),
        # Non-supertrump 1s follow their colour as usual.
        ("g1 r5", "g9", "g1"),
    ],
)
def test_follow_rules(hand, trick, expected):
    got = playable(cards(hand), cards(trick) if trick else [], YELLOW_TRUMP_BLUE_SUPER)
    assert sorted(texts(got)) == sorted(expected.split())


def test_supertrump_of_the_trump_colour_follows_trump():
    t = tables(RED, RED)
    assert sorted(texts(playable(cards("r1 g5"), cards("r9"), t))) == ["r1"]
    assert sorted(texts(playable(cards("r1 g5"), cards("g9"), t))) == ["g5"]
    assert sorted(texts(playable(cards("r4 g5"), cards("r1"), t))) == ["r4"]


def test_engine_enforces_following_and_records_voids():
    state = start(
        4,
        [["g9", "r2"], ["g2", "g7", "r5"], ["r6", "y3"], ["b1"]],
        (0, "none", "yellow", "blue", 1),
        avoid={1: "g", 2: "g", 3: "gy"},
    )
    do(state, "with 3")
    do(state, "g9")
    assert legal_texts(state) == ["g2", "g7"]
    with pytest.raises(Exception, match="not legal"):
        state.apply(state.legal_actions()[0].__class__(parse_card("r5")))
    do(state, "g2")
    assert "y3" in legal_texts(state) and "r6" in legal_texts(state)
    do(state, "y3")
    assert state.voids[2] == 1 << GREEN and state.voids[1] == 0


# Trick winners -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trump", "supertrump", "trick", "winner"),
    [
        # Highest card of the colour led; off-colour cards never win.
        (YELLOW, BLUE, "g9 r13 g4 g12", 3),
        # Equal cards: the last played wins (the 1s of a colour).
        (YELLOW, BLUE, "g1 g1 r13 g1", 3),
        (YELLOW, BLUE, "r1 r1 g5", 1),
        # Any trump beats the colour led; the highest trump wins.
        (YELLOW, BLUE, "g13 y2 g12", 1),
        (YELLOW, BLUE, "g13 y2 y11 y5", 2),
        # Equal trumps (the 1s of the trump colour, no supertrump there): the last wins.
        (YELLOW, BLUE, "g13 y1 y1 g2", 2),
        # A supertrump beats every trump, led or not.
        (YELLOW, BLUE, "y13 b1 y12", 1),
        (YELLOW, BLUE, "b1 y13 y12 g4", 0),
        # Supertrump ties: the last supertrump played wins.
        (YELLOW, BLUE, "g5 b1 y13 b1 g9", 3),
        (YELLOW, BLUE, "b1 b1 b1", 2),
        # No supertrump: blue 1s are plain blue cards.
        (YELLOW, NO_SUPERTRUMP, "y2 b1", 0),
        # Supertrump colour equal to trump colour: its 1s beat the trump 13.
        (RED, RED, "r13 r1 r12", 1),
        (RED, RED, "g9 r13 r1 r1", 3),
        (RED, RED, "r1 r13", 0),
    ],
)
def test_trick_winner(trump, supertrump, trick, winner):
    assert winning_index(cards(trick), tables(trump, supertrump)) == winner


def test_loot_is_the_opponents_ones():
    team = [0, 0, 1, 1, 0]
    trick = cards("g9 g1 g4 y1 y7")
    seats = [0, 1, 2, 3, 4]
    assert texts(loot_cards(trick, seats, 4, team)) == ["y1"]
    # Up to three loot cards in one trick; supertrumps are 1s too.
    trick = cards("r1 b1 g1 y5 r2")
    assert texts(loot_cards(trick, seats, 3, team)) == ["r1", "b1"]
    assert texts(loot_cards(trick, [2, 3, 4, 0, 1], 0, team)) == ["r1", "b1"]


def test_supertrump_tie_in_the_engine_and_loot():
    """Two blue 1s (supertrump): the second one wins; the opponent's one is loot."""
    state = start(
        4,
        [["g9"], ["b1"], ["g4"], ["b1"]],
        (0, "none", "yellow", "blue", 3),
        avoid={1: "gy", 3: "gy"},
    )
    do(state, "with 4")  # players 1 and 4 v players 2 and 3
    events = EventLog()
    do(state, "g9", "b1", "g4", "b1", events=events)
    trick = next(e for e in events if e.kind == "trick")
    assert trick.player == 3
    assert texts(trick.data["loot"]) == ["b1"]  # player 2's supertrump, not player 4's own
