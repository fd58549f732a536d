"""No Thanks! special cards: conservation and legality properties, Joker placement
against brute force, the seeded sweep with all 22 special cards, and the CLI."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.errors import IllegalActionError
from game.games.nothanks import SPEC
from game.games.nothanks.actions import BID, DECLINE, SIT_OUT, CardChoice
from game.games.nothanks.rules import ALL_CARDS, PASS, TAKE, TIGER
from game.games.nothanks.special_rules import SpecialState
from game.games.nothanks.special_scoring import number_points, place_jokers, score
from game.games.nothanks.specials import BY_NAME, SPECIAL_BASE
from game.rng import Rng

REPO = Path(__file__).resolve().parent.parent
VARIANTS = (
    {"specials": True},
    {"specials": True, "green": 16, "red": 6},
    {"specials": True, "green": 16, "red": 6, "hidden_tiger": True, "chips": "open"},
    {"specials": True, "special_cards": "sitout,giveleft,remove,hidden,peek,joker"},
    {"specials": True, "green": 2, "red": 6, "rounds": 2},
)


def check_conservation(state: SpecialState) -> None:
    n = state.num_players
    assert sum(state.chips) + state.pot == n * state.start_chips
    places: list[int] = [*state.stack, *state.unseen, *state.removed_open, *state.out]
    places += [t for t in state.tigers if t is not None]
    places += [card for _, card in state.limbo]
    for hand in state.hands:
        assert hand == sorted(hand)
        places += hand
    if state.card is not None:
        places.append(state.card)
    numbers = sorted(c for c in places if c < SPECIAL_BASE)
    assert numbers == list(ALL_CARDS)
    specials = Counter(c for c in places if c >= SPECIAL_BASE)
    assert specials == Counter(state.round_specials)
    assert state.sits == [hand.count(BY_NAME["sitout"].id) for hand in state.hands]
    assert state.active == n - sum(state.sitting)


def accepted(state: SpecialState, action: object) -> bool:
    other = state.clone()
    try:
        other.apply(action)
    except IllegalActionError:
        assert other.digest() == state.digest()
        return False
    return True


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(3, 7),
    seed=st.integers(0, 2**32),
    variant=st.sampled_from(VARIANTS),
    policy=st.integers(0, 2**32),
)
def test_chips_and_cards_are_conserved_and_apply_matches_legal_actions(
    players, seed, variant, policy
):
    state = SPEC.new_state(players, variant, seed)
    assert isinstance(state, SpecialState)
    rng = Rng(policy)
    rounds = state.round
    while not state.is_terminal():
        if state.round == rounds:
            check_conservation(state)
        rounds = state.round
        legal = list(state.legal_actions())
        universe = [TAKE, PASS, TIGER, BID, DECLINE, SIT_OUT]
        universe += [CardChoice(kind, c) for kind in ("give", "remove") for c in ALL_CARDS[:3]]
        universe += [a for a in legal if isinstance(a, CardChoice)]
        for action in universe:
            assert accepted(state, action) == (action in legal), state.action_text(action)
        state.apply(legal[rng.below(len(legal))])
    assert len(state.round_results()) == state.rounds
    assert state.scores() == [float(t) for t in state.totals]


def brute_force(numbers: list[int], jokers: int, highest: bool) -> int:
    if not numbers:
        return 0
    free = [v for v in range(3, 41) if v not in numbers]
    return min(
        number_points(sorted([*numbers, *values]), highest)[0]
        for values in itertools.combinations(free, jokers)
    )


@settings(max_examples=150, deadline=None)
@given(
    numbers=st.lists(st.sampled_from([*range(3, 36), 40]), max_size=12, unique=True),
    jokers=st.integers(1, 2),
    highest=st.booleans(),
)
def test_joker_placement_equals_brute_force(numbers, jokers, highest):
    numbers = sorted(numbers)
    assert place_jokers(numbers, jokers, highest)[1] == brute_force(numbers, jokers, highest)
    hand = sorted(
        [c if c != 40 else BY_NAME["forty"].id for c in numbers]
        + [BY_NAME["joker"].id] * jokers
        + ([BY_NAME["highest"].id] if highest else [])
    )
    assert score(hand, 0) == brute_force(numbers, jokers, highest)


GAMES_PER_COUNT = 2000
QUICK_GAMES_PER_COUNT = 200


@pytest.mark.parametrize(
    "games", [QUICK_GAMES_PER_COUNT, pytest.param(GAMES_PER_COUNT, marks=pytest.mark.slow)]
)
@pytest.mark.parametrize("players", range(3, 8))
def test_random_games_with_all_22_special_cards(players, games):
    """Random games with every special card end with cards and chips conserved: 200
    per player count by default, 2,000 (the same first 200 and more) with -m slow."""
    options = {"specials": True, "green": 16, "red": 6}
    rng = Rng(players)
    below = rng.below
    for game in range(games):
        state = SPEC.new_state(players, options, game)
        assert isinstance(state, SpecialState)
        assert len(state.stack) + 1 == 24 + 22
        legal = state.legal_actions
        apply = state.apply
        while state.player >= 0:
            choices = legal()
            apply(choices[below(len(choices))])
        check_conservation(state)
        assert len(state.round_results()[0].breakdown) == players


# CLI --------------------------------------------------------------------------------------


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=300,
    )


def test_list_shows_the_special_card_options():
    text = run("list").stdout
    assert "specials=false" in text and "special_cards=" in text and "giveleft" in text
    data = json.loads(run("list", "--json").stdout)
    nothanks = next(g for g in data["games"] if g["id"] == "nothanks")
    pick = next(o for o in nothanks["options"] if o["key"] == "special_cards")
    assert pick["kind"] == "text" and len(pick["names"]) == 22
    assert "All 22 special cards" in [p["name"] for p in nothanks["presets"]]


def test_sim_records_and_replay_json_with_special_cards(tmp_path):
    args = ("sim", "--game", "nothanks", "--players", "4", "--games", "5", "--seed", "3")
    result = run(*args, "--option", "specials=true", "--records", str(tmp_path), "--json")
    assert result.returncode == 0, result.stderr
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 5
    replayed = run("replay", str(records[0]), "--json")
    assert replayed.returncode == 0, replayed.stderr
    data = json.loads(replayed.stdout)
    detail = data["rounds"][0]["breakdown"][0]
    assert {"runs", "jokers", "card_points", "doubled", "chip_value", "effects"} <= set(detail)


def test_bench_runs_with_special_cards():
    result = run(
        "bench", "--game", "nothanks", "--option", "specials=true", "--seconds", "0.5", "--json"
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games"] > 0


def test_bad_special_option_on_the_command_line_is_one_line():
    result = run("sim", "--game", "nothanks", "--players", "4", "--option", "special_cards=x")
    assert result.returncode == 1
    assert result.stderr.strip().startswith("error: unknown special card 'x'")
    assert len(result.stderr.strip().splitlines()) == 1
