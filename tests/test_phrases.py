"""Sentences built from seat names read right for "You" and for other names."""

from __future__ import annotations

import pytest

from scenes.core.phrases import base_form, plural, possessive, says, says_of, subject


@pytest.mark.parametrize(
    ("verb", "base"),
    [
        ("takes", "take"),
        ("wins", "win"),
        ("passes", "pass"),
        ("pays", "pay"),
        ("receives", "receive"),
        ("discards", "discard"),
        ("leads", "lead"),
        ("bids", "bid"),
        ("plays", "play"),
        ("goes", "go"),
        ("has", "have"),
        ("is", "are"),
        ("flies", "fly"),
        ("watches", "watch"),
    ],
)
def test_third_person_verbs_have_their_plain_form(verb, base):
    assert base_form(verb) == base


def test_you_gets_the_second_person_and_others_the_third():
    assert says("You", "wins") == "You win"
    assert says("you ", "takes") == "You take"
    assert says("Me", "pays") == "You pay"
    assert says("Ann", "wins") == "Ann wins"
    assert says("Youssef", "wins") == "Youssef wins"
    assert says_of(["Ann", "You"], "wins") == "Ann & You win"
    assert says_of(["Bo"], "wins") == "Bo wins"
    assert subject("me") == "You" and subject("Ann") == "Ann"
    assert possessive("You") == "Your" and possessive("Ann") == "Ann's"


def test_counts_agree_with_their_nouns():
    assert plural(1, "box", "boxes") == "1 box"
    assert plural(2, "box", "boxes") == "2 boxes"
    assert plural(0, "token") == "0 tokens"
    assert plural(1, "token") == "1 token"
