"""The learned response model of the hard No Thanks! bot
(``game/games/nothanks/bots/response.py``), the search that reads it
(``game/games/nothanks/bots/response_search.py``) and where the hard bot uses it."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from game.games.nothanks.bots import response
from game.games.nothanks.bots.fast import (
    IMITATION_BIAS,
    IMITATION_WEIGHTS,
    imitation_logit,
    mask_of,
)
from game.games.nothanks.bots.response import (
    RESPONSE_FEATURES,
    card_offers,
    default_response_net,
    response_features,
)
from game.games.nothanks.bots.value_net import ValueNet, net_from_flat
from game.games.nothanks.rules import PASS, TAKE
from game.rng import Rng
from tests.nothanks_views import decision_views


def _net(hidden: int = 4, seed: int = 1) -> ValueNet:
    """A small random response network."""
    rng = random.Random(seed)
    count = hidden * RESPONSE_FEATURES + hidden + hidden + 1
    values = [rng.uniform(-0.1, 0.1) for _ in range(count)]
    return net_from_flat(((hidden, RESPONSE_FEATURES), (1, hidden)), values)


def _positions(count: int) -> list[tuple[list[int], list[int], int, int, int, int]]:
    """Random base-game decisions: hands, chips, card, pot, seat to act, stack."""
    rng = random.Random(3)
    found = []
    for _ in range(count):
        n = rng.randint(3, 7)
        deck = rng.sample(range(3, 36), 24)
        card = deck.pop()
        hands = [mask_of(deck[i * 3 : i * 3 + rng.randint(0, 3)]) for i in range(n)]
        chips = [rng.randint(0, 12) for _ in range(n)]
        p = rng.randrange(n)
        chips[p] = max(chips[p], 1)
        found.append((hands, chips, card, rng.randint(0, 9), p, rng.randint(0, 20)))
    return found


def test_the_first_terms_are_the_imitation_rules() -> None:
    """The imitation rule's weights on the first 19 terms give its log-odds: the two
    models read the same facts the same way."""
    for hands, chips, card, pot, p, stack in _positions(300):
        terms = response_features(hands, chips, card, pot, p, stack)
        assert len(terms) == RESPONSE_FEATURES
        z = IMITATION_BIAS + sum(w * t for w, t in zip(IMITATION_WEIGHTS, terms, strict=False))
        assert z == pytest.approx(imitation_logit(hands, chips, card, pot, p, stack), abs=1e-9)


def test_offers_go_round_the_table_while_everyone_passes() -> None:
    hands = [mask_of([10, 11]), mask_of([30]), 0, mask_of([20])]
    chips = [3, 1, 5, 2]
    offers = card_offers(_net(), 0, hands, chips, 12, 2, 1, 10)
    assert [o.seat for o in offers[:4]] == [1, 2, 3, 0]
    # seat 1 passes its only chip on the first lap and must take on the second
    assert offers[-1].seat == 1 and offers[-1].logit == math.inf and len(offers) == 5
    # the searcher's own offers use the imitation rule (3 chips, pot 2 + 3 passes)
    mine = offers[3]
    after = [3, 0, 4, 1]
    assert mine.logit == imitation_logit(hands, after, 12, 5, 0, 10)


def test_offers_stop_after_the_laps_worked_out() -> None:
    offers = card_offers(_net(), 0, [0, 0, 0], [20, 20, 20], 30, 0, 0, 5)
    assert len(offers) == response.MAX_LAPS * 3
    assert all(math.isfinite(o.logit) for o in offers)


def test_with_the_imitation_rule_as_its_model_it_is_the_shipped_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each card's offers are read from a list worked out once, on the same draws as the
    shipped playout: with the imitation rule in the network's place the search's
    statistics are exactly the shipped search's, so the network is all it changes."""
    from game.games.nothanks.bots.endgame import fast_values_with
    from game.games.nothanks.bots.response_search import ResponseConfig, response_values_with
    from game.games.nothanks.bots.search import HARD_CONFIG

    monkeypatch.setattr(
        response,
        "response_logit",
        lambda net, h, c, card, pot, p, st: imitation_logit(h, c, card, pot, p, st),
    )
    shipped = fast_values_with(HARD_CONFIG)
    learned = response_values_with(ResponseConfig(net=_net()))
    checked = 0
    for seed in (9, 12):
        for index, view in enumerate(decision_views(seed, 12)):
            legal = [TAKE, PASS]
            assert learned(view, legal, Rng(index), 300) == shipped(view, legal, Rng(index), 300)
            checked += 1
    assert checked > 15


def test_response_search_plays_reproducible_moves() -> None:
    from game.games.nothanks.bots.hard import SEARCH_GAME, base_game_values, hard_bot
    from game.games.nothanks.bots.table_search import at_every_size

    every = base_game_values(at_every_size(response=True), _net())
    bot = hard_bot(200, replace(SEARCH_GAME, custom=every))
    for view in decision_views(5, 8):
        first = bot.analyse(view, [TAKE, PASS], Rng(4))
        assert first == bot.analyse(view, [TAKE, PASS], Rng(4))
        assert sum(v.visits for v in first) == bot.iterations_for(view, [TAKE, PASS])
        assert all(0.0 <= v.value <= 1.0 for v in first)


def test_the_shipped_network_fits_the_features() -> None:
    net = default_response_net()
    assert net.inputs == RESPONSE_FEATURES and net.outputs == 1
    # a seat that would pay 30 points for an empty pot almost never takes; one offered
    # a card next to its own with a rich pot almost always does
    hands, chips = [mask_of([20]), mask_of([10]), mask_of([5])], [5, 5, 5]
    assert response.response_logit(net, hands, chips, 33, 0, 0, 10) < -3.0
    assert response.response_logit(net, hands, chips, 21, 9, 0, 10) > 1.0


def test_the_hard_bot_uses_the_model_only_at_its_table_sizes() -> None:
    """At the table sizes whose settings (``TABLE_SEARCH``) say so the hard bot's
    base-game search is the response search with the shipped network; at the others it
    is the plain search (either with the searcher's own rule, the other seats' shift and
    the best seat's share for that size where it has them)."""
    from game.games.nothanks.bots.endgame import fast_values_with
    from game.games.nothanks.bots.hard import SEARCH_GAME
    from game.games.nothanks.bots.response_search import ResponseConfig, response_values_with
    from game.games.nothanks.bots.search import HARD_CONFIG
    from game.games.nothanks.bots.table_search import table_search
    from tests.nothanks_views import expected_hard_search

    shipped = SEARCH_GAME.custom
    assert shipped is not None
    learned = response_values_with(ResponseConfig())
    plain = fast_values_with(HARD_CONFIG)
    legal = [TAKE, PASS]
    differ = 0
    for players in (3, 4, 5):
        response = table_search(players).response
        expected = expected_hard_search(players)
        for index, view in enumerate(decision_views(players, 6, players)):
            got = shipped(view, legal, Rng(index), 400)
            assert got == expected(view, legal, Rng(index), 400)
            differ += got != (plain if response else learned)(view, legal, Rng(index), 400)
    assert differ  # the two searches are not the same one
