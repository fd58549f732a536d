"""The exact solve of a No Thanks! round's last cards: the same values as a plain
decision-by-decision max-n over the engine's scoring, the obvious move in hand-made
endings, and the hard bot's choice where it applies."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots.base import decision_rng, make_bot
from game.bots.search import SearchBot, best_action
from game.games.nothanks.bots.endgame import ENDGAME_FLIPS, endgame_applies, endgame_values
from game.games.nothanks.bots.fast import mask_of, threshold_take
from game.games.nothanks.bots.position import Position, fast_path_applies, position_of
from game.games.nothanks.bots.reward import SearchConfig, rewards
from game.games.nothanks.bots.search import HARD_CONFIG
from game.games.nothanks.rules import PASS, TAKE, NoThanksState, NoThanksView
from game.games.nothanks.scoring import card_points
from game.registry import get_game

SHARP = replace(HARD_CONFIG, scale=5.0)  # the same reward on a sharper score unit


def _cards(mask: int) -> list[int]:
    return [c for c in range(3, 36) if mask >> c & 1]


def _leaf(pos: Position, cfg: SearchConfig, hands: list[int], chips: list[int]) -> list[float]:
    """Each seat's utility at a round's end, from the engine's card points: the others
    their points lead over the mean, the searcher its search reward."""
    points = [card_points(_cards(m)) - c for m, c in zip(hands, chips, strict=True)]
    base = [t + p for t, p in zip(pos.totals, points, strict=True)] if pos.last_round else points
    n = len(base)
    values = [(sum(base) - s) / (n - 1) - s for s in base]
    values[pos.me] = rewards(pos, hands, chips, cfg)[0][pos.me]
    return values


def _decide(
    pos: Position,
    cfg: SearchConfig,
    hands: list[int],
    chips: list[int],
    card: int,
    pot: int,
    p: int,
    pool: list[int],
) -> tuple[list[float], list[float] | None]:
    """(value of a take, of a pass) by plain recursion, one decision at a time."""
    taken = list(hands)
    taken[p] |= 1 << card
    after = list(chips)
    after[p] += pot
    set_aside = len(pos.pool) - pos.stack_size
    if len(pool) == set_aside:
        take = _leaf(pos, cfg, taken, after)
    else:
        sums = [0.0] * len(hands)
        for flipped in pool:
            rest = [c for c in pool if c != flipped]
            value = _best(*_decide(pos, cfg, taken, after, flipped, 0, p, rest), p)
            sums = [s + v for s, v in zip(sums, value, strict=True)]
        take = [s / len(pool) for s in sums]
    if not chips[p]:
        return take, None
    paid = list(chips)
    paid[p] -= 1
    following = (p + 1) % len(hands)
    later = _decide(pos, cfg, hands, paid, card, pot + 1, following, pool)
    return take, _best(*later, following)


def _best(take: list[float], passed: list[float] | None, mover: int) -> list[float]:
    return take if passed is None or take[mover] >= passed[mover] else passed


def _endings(seed: int, players: int) -> list[Position]:
    """The positions of a threshold-rule game where the seat to act has chips and at
    most ``ENDGAME_FLIPS`` cards are left to flip."""
    spec = get_game("nothanks")
    state = spec.new_state(players, spec.validate(players, {}), seed)
    assert isinstance(state, NoThanksState)
    found = []
    while not state.is_terminal():
        p = state.player
        view = state.view(p)
        assert isinstance(view, NoThanksView) and state.card is not None
        if fast_path_applies(view) and endgame_applies(position_of(view)):
            found.append(position_of(view))
        take = threshold_take(mask_of(state.hands[p]), state.card, state.pot, state.chips[p])
        state.apply(TAKE if take else PASS)
    return found


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 5), st.booleans())
def test_the_solve_is_plain_max_n_over_the_engine_scores(
    seed: int, players: int, hard_reward: bool
) -> None:
    cfg = HARD_CONFIG if hard_reward else SHARP
    endings = _endings(seed, players)
    assert endings
    for pos in endings[-4:]:
        took, passed = endgame_values(pos, cfg)
        hands, chips = list(pos.hands), list(pos.chips)
        take, pass_ = _decide(pos, cfg, hands, chips, pos.card, pos.pot, pos.player, list(pos.pool))
        assert pass_ is not None
        assert took[0] == take[pos.me]
        assert passed[0] == pass_[pos.me]
        assert pos.stack_size <= ENDGAME_FLIPS


def _last_card(chips: tuple[int, ...], card: int, pot: int = 0) -> Position:
    """Seat 0 to act on the round's last card; the other cards went to no one."""
    players = len(chips)
    return Position(
        me=0,
        player=0,
        card=card,
        pot=pot,
        hands=tuple(mask_of([c]) for c in range(10, 10 + players)),
        chips=chips,
        stack_size=0,
        pool=(3, 4, 5, 6, 7, 8, 9, 30, 31),
        totals=(0,) * players,
        last_round=True,
    )


def test_a_costly_last_card_is_passed_to_a_seat_that_must_take_it() -> None:
    pos = _last_card((5, 0, 3, 3), 35)
    took, passed = endgame_values(pos, HARD_CONFIG)
    assert passed[0] > took[0]
    assert took[1] == card_points([10, 35]) - 5  # my final score after the take
    assert passed[1] == card_points([10]) - 4


def test_a_last_card_worth_its_chips_is_taken() -> None:
    """A 35 with 40 chips on it gains 5 points; a pass hands it, richer, to the next
    seat, who takes it."""
    pos = _last_card((5, 8, 8, 8), 35, pot=40)
    took, passed = endgame_values(pos, HARD_CONFIG)
    assert took[0] > passed[0]


def test_the_hard_bot_follows_the_solve_in_an_ending() -> None:
    spec = get_game("nothanks")
    bot = make_bot("nothanks", "hard")
    assert isinstance(bot, SearchBot)
    checked = 0
    for seed in range(3):
        state = spec.new_state(4, spec.validate(4, {}), seed)
        assert isinstance(state, NoThanksState)
        while not state.is_terminal() and checked < 6:
            p = state.player
            view = state.view(p)
            assert isinstance(view, NoThanksView) and state.card is not None
            legal = state.legal_actions()
            if fast_path_applies(view) and endgame_applies(position_of(view)):
                took, passed = endgame_values(position_of(view), HARD_CONFIG)
                values = bot.analyse(view, legal, decision_rng(seed, p, len(view.moves)))
                by_action = {v.action: v.value for v in values}
                assert by_action == {TAKE: took[0], PASS: passed[0]}
                assert best_action(values) == (TAKE if took[0] >= passed[0] else PASS)
                checked += 1
            take = threshold_take(mask_of(state.hands[p]), state.card, state.pot, state.chips[p])
            state.apply(TAKE if take else PASS)
    assert checked >= 6
