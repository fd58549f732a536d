"""The daily deal: declared once per game, the same for a date on every run, different
between dates and games, in a seed range no typed seed reaches, pinned for a few dates."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.contract import view_data
from game.daily import (
    DAILY_SEED_BASE,
    daily_games,
    daily_setup,
    is_daily_seed,
    parse_day,
    today_utc,
    yesterday_setup,
)
from game.errors import OptionError, UnknownGameError
from game.registry import all_games, get_game

REPO = Path(__file__).resolve().parent.parent

#: (date, game) -> (seed, digest of the initial state, first cards): pinned so that a
#: change to the seeds, the settings or the dealing cannot move a daily unnoticed. The
#: cards are No Thanks!'s first five cards turned up, and Nyet!'s and
#: Play or Pay's first five cards of seat 1's hand.
GOLDEN = {
    ("2026-11-26", "nothanks"): (
        13127315123502212764,
        "sha256:b0f1efe91133e0f0fbefd0e962077a8478143794f7a716725df21a66130c263a",
    ),
    ("2026-11-26", "nyet"): (
        10486519452117585830,
        "sha256:a831d7b1e54005193629f3b6ea1e3ba65f232085d8f09c2c28361d03465af775",
    ),
    ("2026-11-26", "playorpay"): (
        18299987906906090841,
        "sha256:008d143be56f911a43d01aedf836d9f89fd7ed8dbc8a7d1842bebf8da2a70517",
    ),
    ("2027-01-01", "nothanks"): (
        11728672288373626057,
        "sha256:5aa59135c59c2d396a3ae5601157a27052ecda57fa8b2de311ec557a2fc6574f",
    ),
    ("2027-01-01", "nyet"): (
        10961599729772878097,
        "sha256:0a3c12422b7522ad806e9828c8d4d227ff807e284a27d200c77c231b156c9c36",
    ),
    ("2027-01-01", "playorpay"): (
        9972287025779195432,
        "sha256:620c83befaaabb50927b906f54322907ca056c582839168b63b323ea6166afe4",
    ),
    ("2028-02-29", "nothanks"): (
        17967109382820562639,
        "sha256:931ecc5834792c8413b06f246dad89d06c8e499ecfeb5de97dd218b1bb6321a8",
    ),
    ("2028-02-29", "nyet"): (
        13631768711586439750,
        "sha256:ad1d3187a16875b3dc8fdface2bf59009085fa975c3e4c460349a446c25a5bfa",
    ),
    ("2028-02-29", "playorpay"): (
        15400228920274281174,
        "sha256:1066c0f98574ccfca9b9663c2ec0115f8599d789541f7aa779b580d59be0a4b0",
    ),
}
FIRST_CARDS = {
    ("2026-11-26", "nothanks"): [31, 28, 3, 17, 22],
    ("2026-11-26", "nyet"): [1, 6, 10, 13, 17],
    ("2026-11-26", "playorpay"): [4, 5, 10, 12, 13],
    ("2027-01-01", "nothanks"): [28, 19, 6, 11, 17],
    ("2027-01-01", "nyet"): [7, 10, 12, 17, 18],
    ("2027-01-01", "playorpay"): [2, 3, 6, 15, 17],
    ("2028-02-29", "nothanks"): [12, 28, 8, 22, 19],
    ("2028-02-29", "nyet"): [9, 12, 13, 18, 20],
    ("2028-02-29", "playorpay"): [0, 13, 14, 14, 18],
}


def first_cards(game_id: str, day: str) -> list[int]:
    setup = daily_setup(game_id, date.fromisoformat(day))
    state = get_game(game_id).new_state(setup.players, setup.options, setup.seed)
    view = view_data(state.view(0))
    if "hand" in view:
        hand = view["hand"]
        assert isinstance(hand, tuple)
        return list(hand[:5])
    flipped = []
    for _ in range(5):  # No Thanks!: every card taken at once, to see the next one
        card = view_data(state.view(0))["card"]
        assert isinstance(card, int)
        flipped.append(card)
        state.apply(state.find_action("take"))
    return flipped


@pytest.mark.parametrize(("day", "game_id"), sorted(GOLDEN))
def test_pinned_dates_give_the_pinned_deals(day: str, game_id: str) -> None:
    setup = daily_setup(game_id, date.fromisoformat(day))
    seed, digest = GOLDEN[(day, game_id)]
    assert setup.seed == seed
    state = get_game(game_id).new_state(setup.players, setup.options, setup.seed)
    assert state.digest() == digest


@pytest.mark.parametrize(("day", "game_id"), sorted(FIRST_CARDS))
def test_pinned_dates_deal_the_pinned_first_cards(day: str, game_id: str) -> None:
    assert first_cards(game_id, day) == FIRST_CARDS[(day, game_id)]


#: The daily settings of the games pinned above (players, options): moving one moves every
#: daily of that game.
PINNED_SETTINGS = {"nothanks": (4, {}), "nyet": (4, {"rounds": "1"}), "playorpay": (5, {})}


@pytest.mark.parametrize("game_id", sorted(PINNED_SETTINGS))
def test_the_pinned_games_keep_their_daily_settings(game_id: str) -> None:
    daily = get_game(game_id).daily
    assert daily is not None
    assert (daily.players, dict(daily.options)) == PINNED_SETTINGS[game_id]


def test_every_game_declares_its_daily_once_in_its_spec() -> None:
    assert daily_games() == [spec.id for spec in all_games() if spec.daily is not None]
    for spec in all_games():
        if spec.daily is None:  # a daily is optional: such a game has none
            with pytest.raises(OptionError, match="no daily deal"):
                daily_setup(spec.id, date(2026, 11, 26))
            continue
        setup = daily_setup(spec.id, date(2026, 11, 26))
        assert setup.players == spec.daily.players
        assert setup.options == spec.validate(setup.players, spec.daily.options)
        assert set(setup.options) == {option.key for option in spec.options}


def test_the_daily_json_names_the_whole_setup() -> None:
    setup = daily_setup("nyet", date(2026, 11, 26))
    data = setup.to_json()
    assert data["date"] == "2026-11-26" and data["game"] == "nyet"
    assert data["seed"] == setup.seed and data["players"] == 4
    assert data["options"]["rounds"] == "1" and data["edition"] == "d1"
    assert daily_setup("nothanks", date(2026, 11, 26)).edition == "d1.r2"


def test_a_year_of_dailies_has_a_different_seed_every_day_and_game() -> None:
    start = date(2026, 1, 1)
    seeds = [
        daily_setup(game_id, start + timedelta(days=n)).seed
        for n in range(366)
        for game_id in daily_games()
    ]
    assert len(set(seeds)) == len(seeds)


def test_consecutive_days_deal_differently() -> None:
    for game_id in daily_games():
        cards = {tuple(first_cards(game_id, f"2026-12-{d:02d}")) for d in range(1, 8)}
        assert len(cards) == 7, game_id


@given(st.dates(min_value=date(1970, 1, 1), max_value=date(9999, 12, 31)))
def test_daily_seeds_lie_in_the_daily_range(day: date) -> None:
    for game_id in daily_games():
        setup = daily_setup(game_id, day)
        assert is_daily_seed(setup.seed) and setup.seed >= DAILY_SEED_BASE
        assert setup == daily_setup(game_id, day)  # the same on every call


@given(st.text(alphabet="0123456789", min_size=1, max_size=12))
def test_no_seed_typed_in_setup_reaches_the_daily_range(text: str) -> None:
    # What the setup screen does with its seed field (checked against its source below).
    assert not is_daily_seed(int(text) % (1 << 63))


def test_the_setup_screen_still_takes_seeds_below_the_daily_range() -> None:
    from scenes.screens.setup_choice import SetupChoice

    choice = SetupChoice(all_games()[0].id)
    for seed in (1, 7, 999_999_999_999):  # the seed field takes up to 12 digits
        choice.seed_text = str(seed)
        assert choice.problem() == "" and choice.seed() == seed
    source = (REPO / "scenes" / "screens" / "setup.py").read_text(encoding="utf-8")
    assert re.search(r"max_len=12, allowed=str\.isdigit", source)


def test_today_is_taken_in_utc() -> None:
    late_in_new_york = datetime(2026, 11, 26, 23, 30, tzinfo=timezone(timedelta(hours=-5)))
    assert today_utc(late_in_new_york) == date(2026, 11, 27)
    assert today_utc(datetime(2026, 11, 26, 23, 30)) == date(2026, 11, 26)  # naive: UTC
    assert isinstance(today_utc(), date)


def test_yesterday_is_the_previous_days_deal() -> None:
    today = date(2026, 3, 1)
    assert yesterday_setup("nyet", today) == daily_setup("nyet", date(2026, 2, 28))


@pytest.mark.parametrize(
    "text", ["2026-13-01", "2026-02-30", "26-11-26", "", "2026-11-26x", "tomorrow"]
)
def test_bad_dates_are_refused_with_one_line(text: str) -> None:
    with pytest.raises(OptionError, match="YYYY-MM-DD"):
        parse_day(text)


def test_an_unknown_game_has_no_daily() -> None:
    with pytest.raises(UnknownGameError):
        daily_setup("chess", date(2026, 11, 26))
