"""Nyet! actions that name something that does not exist are refused in plain words: the
constructors raise the game's IllegalActionError, never IndexError. (Play or Pay's
"a suit has one sequence with one deck" is in test_playorpay_rulings.py.)"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.errors import IllegalActionError
from game.games.nyet.actions import (
    DISCARDS,
    PASSES,
    PLAYS,
    ChooseTeam,
    Cover,
    Discard,
    GiveBonus,
    PassLeft,
    Play,
    is_card,
)
from game.games.nyet.cards import full_deck, parse_card


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: Cover(9, 9), "the board has no line 9"),
        (lambda: Cover(-1, 0), "the board has no line -1"),
        (lambda: Cover(True, 0), "the board has no line True"),
        (lambda: Cover(2, 4), "the trump line has no box 4 (boxes 0 to 3: red, blue"),
        (lambda: Cover(0, "3"), "the first player line has no box '3'"),  # type: ignore[arg-type]
        (lambda: Play(99), "99 is not a Nyet! card"),
        (lambda: Play(0), "0 is not a Nyet! card"),
        (lambda: Play(-3), "-3 is not a Nyet! card"),
        (lambda: Discard(14), "14 is not a Nyet! card"),
        (lambda: PassLeft("g9"), "'g9' is not a Nyet! card"),  # type: ignore[arg-type]
        (lambda: GiveBonus(7), "Bonus card holder 7 is not a seat"),
        (lambda: ChooseTeam((9,)), "partner 9 is not a seat"),
        (lambda: ChooseTeam((1, 1)), "name a seat twice"),
        (lambda: ChooseTeam([1]), "partners must be a tuple of seats"),  # type: ignore[arg-type]
    ],
)
def test_nyet_actions_that_name_nothing_are_refused_in_words(make, words):
    with pytest.raises(IllegalActionError) as caught:
        make()
    assert words in str(caught.value)


@given(st.integers(-1000, 1000))
def test_a_card_action_is_made_exactly_for_the_cards(code):
    if is_card(code):
        assert parse_card(Play(code).notation()) == code
        assert PLAYS[code] == Play(code) and DISCARDS[code] == Discard(code)
    else:
        with pytest.raises(IllegalActionError, match="is not a Nyet! card"):
            Play(code)


def test_the_tables_hold_every_card():
    cards = set(full_deck())
    assert {code for code in range(len(PLAYS)) if is_card(code)} == cards
    for code in cards:
        assert PASSES[code].notation() == f"pass {PLAYS[code].notation()}"


def test_every_cover_on_the_board_can_be_made():
    from game.games.nyet.board import BOX_NAMES

    for line, boxes in enumerate(BOX_NAMES):
        for box in range(len(boxes)):
            assert Cover(line, box).notation().startswith("nyet ")
