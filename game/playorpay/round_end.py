"""The end of a Play or Pay round: Sevens points, or the token game's settlement (see
:mod:`game.playorpay.settle`), recorded in the state's round results."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.contract import RoundResult
from game.playorpay.settle import settle_round

if TYPE_CHECKING:
    from game.playorpay.rules import PlayOrPayState


def score_sevens(state: PlayOrPayState, data: dict[str, Any]) -> bool:
    """Sevens: points by finishing order (added to ``data``); never ends the game."""
    n = state.num_players
    points = [0] * n
    for index, seat in enumerate(state.finish):
        points[seat] = n - 1 - index
        state.totals[seat] += points[seat]
    breakdown = tuple(
        {
            "place": state.finish.index(seat) + 1,
            "cards_left": state.sizes[seat],
            "points": points[seat],
            "total": state.totals[seat],
        }
        for seat in range(n)
    )
    state.results.append(RoundResult(state.round, tuple(float(x) for x in points), breakdown))
    data.update(finish_order=list(state.finish), points=points, totals=list(state.totals))
    return False


def settle_tokens(state: PlayOrPayState, data: dict[str, Any]) -> bool:
    """The token game: settle the pot and eliminations (see :mod:`settle`), record
    the round (details added to ``data``); True if the tokens end the game."""
    n = state.num_players
    winner = state.finish[0]
    pot = state.pot
    outcome = settle_round(winner, state.tokens, pot, state.in_game, state.rules_version)
    in_round = list(state.in_game)
    state.tokens = list(outcome.tokens)
    state.pot = outcome.pot
    for seat in outcome.eliminated:
        state.in_game[seat] = False
    data["pot_won"] = outcome.pot_won
    data["pot_carried"] = 0 if outcome.all_broke else pot - outcome.pot_won
    data["pot_to_last_player"] = outcome.pot_to_last_player
    data["all_broke"] = outcome.all_broke
    data["pot_to_nobody"] = outcome.pot if outcome.all_broke else 0
    data["eliminated"] = list(outcome.eliminated)
    data["tokens"] = list(state.tokens)
    data["pot"] = state.pot
    breakdown = tuple(
        {
            "in_round": in_round[s],
            "dealt": state.dealt[s],
            "ante": 1 if state.anted[s] else 0,
            "paid": state.paid[s],
            "won": state.tokens[s] - state.round_tokens[s] + state.paid[s] + int(state.anted[s]),
            "cards_left": state.sizes[s],
            "tokens": state.tokens[s],
            "went_out_first": s == winner,
            "eliminated": s in outcome.eliminated,
        }
        for s in range(n)
    )
    change = tuple(float(state.tokens[s] - state.round_tokens[s]) for s in range(n))
    state.results.append(RoundResult(state.round, change, breakdown))
    data["points"] = [int(x) for x in change]
    return outcome.game_over
