"""The one text sanitiser and the seat-name rule."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.text import (
    ELLIPSIS,
    MAX_SEAT_NAME,
    MESSAGE_LIMIT,
    REPLACEMENT,
    clean,
    describe_value,
    seat_name,
)


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("Ann", "Ann"),
        ("Ann\0Bell", f"Ann{REPLACEMENT}Bell"),
        ("\x1b[31;1mred\x1b[0m text", "red text"),
        ("\x1b]0;window title\x07after", "after"),
        ("one\ntwo\r\n\tthree", "one two three"),
        ("bad \ud800 half", f"bad {REPLACEMENT} half"),
        ("abc\u202edef", "abcdef"),
        ("\x7f\x9b", REPLACEMENT * 2),
        ("Zoë 😀 ゲーム\u00a0x", "Zoë 😀 ゲーム\u00a0x"),
    ],
)
def test_clean_makes_one_printable_line(raw, shown):
    assert clean(raw) == shown


def test_clean_shortens_with_an_ellipsis_and_reads_only_a_window():
    assert clean("x" * 50, 10) == "x" * 9 + ELLIPSIS
    # A huge input costs only the window: the result is bounded whatever the input.
    huge = "\x1b[0m" * 3_000_000 + "tail"
    shown = clean(huge, 20)
    assert len(shown) <= 20 and shown.endswith(ELLIPSIS)
    assert clean("y" * 10_000_000, MESSAGE_LIMIT) == "y" * (MESSAGE_LIMIT - 1) + ELLIPSIS


@given(st.text(), st.integers(min_value=1, max_value=80))
def test_clean_of_any_text_is_printable_short_and_one_line(text, limit):
    shown = clean(text, limit)
    assert len(shown) <= limit
    assert not any(unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") for ch in shown)
    assert not any(ch in "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069" for ch in shown)
    shown.encode("utf-8")  # no lone surrogate left


def test_describe_value_quotes_text_and_never_shows_a_huge_number():
    assert describe_value("a\0b") == f"'a{REPLACEMENT}b'"
    assert describe_value(10**5000) == "a number too large to show"
    assert describe_value(1.0) == "1.0" and describe_value(True) == "true"
    assert describe_value([1] * 10**6) == "a list"
    assert describe_value({"k": 1}) == "an object"


def test_seat_name_rule():
    assert seat_name("  Ann   Bell ") == "Ann Bell"
    assert seat_name("x" * 10_000) == "x" * (MAX_SEAT_NAME - 1) + ELLIPSIS
    assert seat_name(" \t\n", fallback="Seat 2") == "Seat 2"
    assert seat_name("Ann\nerror: fake") == "Ann error: fake"
    assert len(seat_name("😀" * 1_000_000)) == MAX_SEAT_NAME
