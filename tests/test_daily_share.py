"""The spoiler-free share line: the example of the issue, plurals, ordinals, signs."""

from __future__ import annotations

from datetime import date

import pytest

from game.daily import DuplicateScore, daily_setup, share_text
from game.text import number_text, ordinal


def score(
    you: float, bot: float, place: int, players: int = 4, lower: bool = True
) -> DuplicateScore:
    margin = bot - you if lower else you - bot
    return DuplicateScore(you, bot, margin, place, 1, players, lower)


def test_the_issues_example() -> None:
    setup = daily_setup("nothanks", date(2026, 11, 26))
    text = share_text(setup, "No Thanks!", score(12, 19, 2), 5)
    assert (
        text
        == "Play or Pay daily 2026-11-26 · No Thanks! · 2nd of 4 · 12 pts (bot 19, +7) · streak 5"
    )


def test_one_point_a_loss_and_a_tie() -> None:
    setup = daily_setup("playorpay", date(2027, 1, 1))
    assert "· 1 pt (bot 4, −3) ·" in share_text(setup, "Play or Pay", score(1, 4, 3, 5, False), 1)
    assert "· 3rd of 5 ·" in share_text(setup, "Play or Pay", score(1, 4, 3, 5, False), 1)
    assert "(bot 7, ±0)" in share_text(setup, "Play or Pay", score(7, 7, 1, 5, False), 0)
    assert "(bot 2.5, +0.5)" in share_text(setup, "Play or Pay", score(3, 2.5, 1, 5, False), 0)


@pytest.mark.parametrize(
    ("number", "text"),
    [
        (1, "1st"),
        (2, "2nd"),
        (3, "3rd"),
        (4, "4th"),
        (11, "11th"),
        (12, "12th"),
        (13, "13th"),
        (21, "21st"),
        (22, "22nd"),
        (111, "111th"),
    ],
)
def test_ordinals(number: int, text: str) -> None:
    assert ordinal(number) == text


def test_numbers() -> None:
    assert [number_text(v) for v in (12.0, -3, 0.5, 2.26)] == ["12", "-3", "0.5", "2.3"]


def test_negative_numbers_use_the_apps_minus_sign() -> None:
    """The app writes "−" (U+2212) everywhere; the share line too, never a hyphen."""
    setup = daily_setup("nothanks", date(2026, 11, 28))
    text = share_text(setup, "No Thanks!", score(74, 24, 4), 3)
    assert "(bot 24, −50)" in text and "-" not in text.replace(setup.date.isoformat(), "")
    low = share_text(setup, "No Thanks!", score(-3, -8, 1, lower=False), 1)
    assert "· −3 pts (bot −8, +5) ·" in low
    assert share_text(setup, "No Thanks!", score(74, 24, 4), 3) == text  # stable
