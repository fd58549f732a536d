"""The end of a Play or Pay round: Sevens points, or the token game's settlement (see
:mod:`game.games.playorpay.settle`), recorded in the state's round results.

Each function fills ``data`` with the round's fields of
:class:`~game.games.playorpay.events.RoundEnded` (``points`` and ``totals``, and for the token
game how the pot moved and who is out) and returns True if the round ends the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.contract import RoundResult
from game.events import EventSink, drop
from game.games.playorpay.events import PotWon
from game.games.playorpay.settle import settle_round

if TYPE_CHECKING:
    from game.games.playorpay.rules import PlayOrPayState


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
    data.update(points=tuple(points), totals=tuple(state.totals))
    return False


def settle_tokens(state: PlayOrPayState, data: dict[str, Any], emit: EventSink = drop) -> bool:
    """The token game: settle the pot and eliminations (see :mod:`settle`), tell each
    movement of the pot to ``emit``, record the round (details added to ``data``); True if
    the tokens end the game."""
    n = state.num_players
    winner = state.finish[0]
    pot = state.pot
    before = list(state.tokens)
    outcome = settle_round(winner, state.tokens, pot, state.in_game, state.rules_version)
    in_round = list(state.in_game)
    state.tokens = list(outcome.tokens)
    state.pot = outcome.pot
    for seat in outcome.eliminated:
        state.in_game[seat] = False
    if emit is not drop:
        if outcome.pot_won:
            emit(_pot_won(winner, outcome.pot_won, before[winner] + outcome.pot_won, False))
        if outcome.pot_to_last_player:
            last = outcome.last_player
            assert last is not None
            emit(_pot_won(last, outcome.pot_to_last_player, outcome.tokens[last], True))
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
    data.update(
        points=tuple(int(x) for x in change),
        totals=tuple(state.tokens),
        pot_won=outcome.pot_won,
        pot_carried=0 if outcome.all_broke else pot - outcome.pot_won,
        pot_to_last_player=outcome.pot_to_last_player,
        all_broke=outcome.all_broke,
        pot_to_nobody=outcome.pot if outcome.all_broke else 0,
        eliminated=outcome.eliminated,
    )
    return outcome.game_over


def _pot_won(seat: int, count: int, tokens: int, last_player: bool) -> PotWon:
    """The pot (``count`` tokens) went to ``seat``, who then holds ``tokens``."""
    return PotWon(
        player=seat,
        count=count,
        source="pot",
        target="seat",
        pot=0,
        tokens=tokens,
        last_player=last_player,
    )
