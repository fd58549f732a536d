"""The No Thanks! value function: its features, its pure-Python forward pass and the
experimental search that uses it at the leaves (``checks/sparring/net_search.py``)."""

from __future__ import annotations

import math
import random
import re
import subprocess
import sys
from dataclasses import replace
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from game.games.nothanks.bots.fast import mask_of
from game.games.nothanks.bots.features import (
    FEATURES,
    GLOBAL_FEATURES,
    MAX_SEATS,
    SEAT_FEATURES,
    position_features,
    view_features,
)
from game.games.nothanks.bots.value_net import (
    TARGET_SCALE,
    ValueNet,
    default_net,
    net_from_flat,
    predicted_points,
)
from game.games.nothanks.rules import ALL_CARDS, PASS, TAKE, NoThanksView
from game.registry import get_game
from game.rng import Rng

ROOT = Path(__file__).resolve().parent.parent


def _view(**changes: Any) -> NoThanksView:
    """A hand-made 4-player view: seat 0 holds 5 and 6, seat 1 holds 30, seat 3 holds 17
    and 19; seats 1 and 2 passed on the 20 (2 chips on it), seat 3 is asked."""
    view = NoThanksView(
        player=0, num_players=4, round=1, rounds=1, current_player=3, card=20, pot=2,
        stack_size=10, removed_open=(), cards=((5, 6), (30,), (), (17, 19)),
        chips=(11, None, None, None), chips_open=False, starting_chips=11, my_tiger=None,
        holds_tiger=(False,) * 4, totals=(0, 0, 0, 0), moves=((1, "pass"), (2, "pass")),
    )  # fmt: skip
    return replace(view, **changes)


def _seat(features: list[float], offset: int) -> list[float]:
    start = GLOBAL_FEATURES + offset * SEAT_FEATURES
    return features[start : start + SEAT_FEATURES]


def test_features_of_a_hand_made_view() -> None:
    f = view_features(_view())
    assert len(f) == FEATURES == GLOBAL_FEATURES + MAX_SEATS * SEAT_FEATURES
    unseen = [c for c in ALL_CARDS if c not in (5, 6, 30, 17, 19, 20)]
    assert len(unseen) == 27
    assert f[:GLOBAL_FEATURES] == pytest.approx(
        [0, 1, 0, 0, 0, 10 / 24, 20 / 35, 0.2, 1, sum(unseen) / 27 / 35, 10 / 27, 1]
    )
    # seat 0 (me): 11 chips, 5 points, the 20 adds 20, asked second after seat 3;
    # 4 and 7 are unseen neighbours; a random unseen card adds its value, except 4 (−1)
    # and 7 (0)
    mean_added = (sum(unseen) - 4 - 1 - 7) / 27 / 35
    assert _seat(f, 0) == pytest.approx(
        [1, 0, 1, 0, 5 / 50, 20 / 35, 1 / 4, 2 / 12, 2 / 8, mean_added, 0]
    )
    # seat 1: passed once (10 chips), holds 30 (29 and 31 unseen)
    assert _seat(f, 1)[:9] == pytest.approx(
        [1, 0, 10 / 11, 0, 30 / 50, 20 / 35, 2 / 4, 1 / 12, 2 / 8]
    )
    # seat 3 is asked: the 20 joins its 19 (adds 0); 16, 18 are unseen, 20 is on offer
    assert _seat(f, 3)[:9] == pytest.approx([1, 1, 1, 0, 36 / 50, 0, 0, 2 / 12, 2 / 8])
    # seats beyond the table are all zeros
    assert all(v == 0 for offset in range(4, MAX_SEATS) for v in _seat(f, offset))


def test_features_are_seat_relative() -> None:
    """Seen from seat 2, the table reads as seen from seat 0 with the seats turned."""
    f0 = view_features(_view())
    turned = _view(
        player=2, current_player=1, cards=((), (17, 19), (5, 6), (30,)),
        chips=(None, None, 11, None), moves=((3, "pass"), (0, "pass")),
    )  # fmt: skip
    assert view_features(turned) == f0


def test_totals_and_no_chips_are_read() -> None:
    hands = [mask_of([10]), 0, 0]
    f = position_features(1, 0, 12, 0, hands, [0, 4, 4], 5, 1 << 13 | 1 << 30, (10, 40, 10))
    assert f[0] == 1  # 3 players
    assert _seat(f, 2)[3] == 1 and _seat(f, 2)[2] == 0  # seat 0, two to my left: no chips
    assert _seat(f, 0)[10] == pytest.approx(20 / 50)  # my total 40 against a mean of 20
    assert _seat(f, 2)[8] == 0  # 11 and 9 are not unseen


def _random_layers(sizes: list[int], seed: int) -> list[tuple[list[list[float]], list[float]]]:
    rng = random.Random(seed)
    return [
        (
            [[rng.uniform(-1, 1) for _ in range(n_in)] for _ in range(n_out)],
            [rng.uniform(-1, 1) for _ in range(n_out)],
        )
        for n_in, n_out in pairwise(sizes)
    ]


@pytest.mark.parametrize("sizes", [[FEATURES, 32, MAX_SEATS], [FEATURES, 24, 16, MAX_SEATS]])
def test_forward_equals_numpy(sizes: list[int]) -> None:
    np = pytest.importorskip("numpy")
    layers = _random_layers(sizes, 7)
    shapes = [(len(rows), len(rows[0])) for rows, _ in layers]
    flat = [v for rows, biases in layers for v in [*(w for row in rows for w in row), *biases]]
    net = net_from_flat(shapes, flat)
    rng = random.Random(3)
    for _ in range(20):
        x = [rng.uniform(-2, 2) for _ in range(FEATURES)]
        h = np.asarray(x)
        for index, (rows, biases) in enumerate(layers):
            h = np.asarray(rows) @ h + np.asarray(biases)
            if index < len(layers) - 1:
                h = np.maximum(h, 0.0)
        assert net.forward(x) == pytest.approx(h.tolist(), abs=1e-9, rel=0)
        # a short input stands for zeros after it
        zeros = x[:40] + [0.0] * (FEATURES - 40)
        assert net.forward(x[:40]) == pytest.approx(net.forward(zeros), abs=1e-12, rel=0)


def test_flat_layouts_must_fit() -> None:
    with pytest.raises(ValueError):
        net_from_flat([(2, 3)], [0.0] * 7)
    with pytest.raises(ValueError):
        ValueNet([(((1.0, 2.0),), (0.0,)), (((1.0, 2.0),), (0.0,))])


def test_shipped_weights_predict_every_seats_points() -> None:
    net = default_net()
    assert net.inputs == FEATURES and net.outputs == MAX_SEATS
    hands = [mask_of([5, 6]), mask_of([30]), 0, mask_of([17, 19])]
    pool = mask_of([c for c in ALL_CARDS if c not in (5, 6, 30, 17, 19, 20)])
    points = predicted_points(net, 0, 3, 20, 2, hands, [11, 10, 10, 11], 10, pool)
    out = net.forward(position_features(0, 3, 20, 2, hands, [11, 10, 10, 11], 10, pool))
    assert len(points) == 4 and all(math.isfinite(p) for p in points)
    assert points[1] == pytest.approx(30 - 10 + TARGET_SCALE * out[1])


def test_net_search_plays_legal_reproducible_moves() -> None:
    """The experimental net-leaf bot (pure and mixed leaves) decides a few real
    positions, the same way twice, with every iteration counted."""
    from checks.sparring.net_search import NetConfig, hard_net_bot

    spec = get_game("nothanks")
    state = spec.new_state(4, spec.validate(4, {}), 5)
    views: list[NoThanksView] = []
    while len(views) < 6 and not state.is_terminal():
        if len(state.legal_actions()) > 1:
            views.append(state.view(state.current_player))
        state.apply(PASS if PASS in state.legal_actions() else TAKE)
    for cfg in (NetConfig(depth=0), NetConfig(depth=2, mix=0.5)):
        bot = hard_net_bot(cfg, iterations=60)
        for view in views:
            first = bot.analyse(view, [TAKE, PASS], Rng(4))
            assert first == bot.analyse(view, [TAKE, PASS], Rng(4))
            assert sum(v.visits for v in first) == bot.iterations_for(view, [TAKE, PASS])
            assert all(0.0 <= v.value <= 1.0 for v in first)


def test_sparring_ismcts_searches_base_game_decisions() -> None:
    from checks.sparring.nothanks import IsmctsBot

    spec = get_game("nothanks")
    state = spec.new_state(4, spec.validate(4, {}), 1)
    bot = IsmctsBot(iterations=50)
    assert bot.choose(state.view(state.current_player), state.legal_actions(), Rng(1)) in (
        TAKE,
        PASS,
    )
    assert bot._kept  # it searched (kept its tree) instead of falling back


def test_net_search_without_the_net_is_the_shipped_search() -> None:
    """With ``mix`` 0 the cut playout goes on to the round's end on the same draws, so
    the net search gives exactly the shipped search's statistics (endgame solve
    included): the net is the only thing it changes."""
    from checks.sparring.net_search import NetConfig, leaf_reward, net_values_with
    from game.games.nothanks.bots.endgame import fast_values_with
    from game.games.nothanks.bots.position import position_of
    from game.games.nothanks.bots.reward import rewards_of_points
    from game.games.nothanks.bots.search import HARD_CONFIG

    spec = get_game("nothanks")
    state = spec.new_state(4, spec.validate(4, {}), 9)
    shipped = fast_values_with(HARD_CONFIG)
    checked = 0
    ply = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        view = state.view(state.current_player)
        if len(legal) > 1 and ply % 3 == 0:
            for depth in (0, 1, 3):
                net = net_values_with(NetConfig(depth=depth, mix=0.0))
                assert net(view, legal, Rng(ply), 120) == shipped(view, legal, Rng(ply), 120)
            pos = position_of(view)
            points = [7, -3, 12, 0]
            rewards, score = rewards_of_points(pos, points, HARD_CONFIG)
            assert leaf_reward(pos, points, HARD_CONFIG.scale) == (rewards[pos.me], score)
            checked += 1
        state.apply(PASS if PASS in legal and ply % 4 else TAKE)
        ply += 1
    assert checked > 10


def test_value_data_with_rivals_keeps_the_bots_own_seat(tmp_path: Path) -> None:
    """``bench.value_data --rivals`` (run as a command: tests do not import bench) keeps
    one sample per position, the bot's own seat's; without it, one per seat."""
    np = pytest.importorskip("numpy")
    counts = []
    for rivals in (["--rivals", "imitation"], []):
        out = tmp_path / f"data{len(rivals)}.npz"
        command = [sys.executable, "-m", "bench.value_data", "--out", str(out), "--games",
                   "2", "--players", "4", "--bot", "imitation", *rivals]  # fmt: skip
        done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT)
        positions, samples = re.findall(r"(\d+) positions, (\d+) samples", done.stdout)[0]
        data = np.load(out)
        assert data["x"].shape == (int(samples), FEATURES)
        assert sorted(set(data["game"].tolist())) == [0, 1]
        counts.append((int(positions), int(samples)))
    (positions, own), (same, every) = counts
    assert positions == same > 40  # the same two games either way
    assert own == positions and every == 4 * positions
