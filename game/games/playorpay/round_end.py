"""The end of a Play or Pay round: Sevens points, or the token game's settlement (see
:mod:`game.games.playorpay.settle`), recorded in the state's round results; who deals next;
the end of the game and its winners.

:func:`score_sevens` and :func:`settle_tokens` fill ``data`` with the round's fields of
:class:`~game.games.playorpay.events.RoundEnded` (``points`` and ``totals``, and for the token
game how the pot moved and who is out) and returns True if the round ends the game.
"""

from __future__ import annotations

from typing import TypedDict

from game.contract import TERMINAL, RoundResult
from game.events import EventSink, GameEnded, drop
from game.games.playorpay.data import PlayOrPayData
from game.games.playorpay.events import PotWon, RoundEnded
from game.games.playorpay.settle import settle_round


class RoundFields(TypedDict, total=False):
    """The fields of :class:`RoundEnded` that scoring or settling a round fills."""

    points: tuple[float, ...]
    totals: tuple[float, ...]
    pot_won: int
    pot_carried: int
    pot_to_last_player: int
    all_broke: bool
    pot_to_nobody: int
    eliminated: tuple[int, ...]


class SevensBreakdown(TypedDict):
    """One seat's round breakdown in Sevens (``RoundResult.breakdown[seat]``): its finishing
    ``place`` (1: first out), the ``cards_left`` in its hand, its ``points`` this round and
    its ``total``."""

    place: int
    cards_left: int
    points: int
    total: int


class TokenBreakdown(TypedDict):
    """One seat's round breakdown in the token game: whether it was ``in_round``, the
    cards ``dealt`` it, its ``ante`` (0 or 1), the tokens it ``paid`` and ``won``, the
    ``cards_left`` in its hand, its ``tokens`` after the round, whether it
    ``went_out_first`` and whether it was ``eliminated``."""

    in_round: bool
    dealt: int
    ante: int
    paid: int
    won: int
    cards_left: int
    tokens: int
    went_out_first: bool
    eliminated: bool


def score_sevens(state: PlayOrPayData, data: RoundFields) -> bool:
    """Sevens: points by finishing order (added to ``data``); never ends the game."""
    n = state.num_players
    points = [0] * n
    for index, seat in enumerate(state.finish):
        points[seat] = n - 1 - index
        state.totals[seat] += points[seat]
    breakdown: tuple[SevensBreakdown, ...] = tuple(
        {
            "place": state.finish.index(seat) + 1,
            "cards_left": state.sizes[seat],
            "points": points[seat],
            "total": state.totals[seat],
        }
        for seat in range(n)
    )
    state.results.append(RoundResult(state.round, tuple(float(x) for x in points), breakdown))
    data.update({"points": tuple(points), "totals": tuple(state.totals)})
    return False


def settle_tokens(state: PlayOrPayData, data: RoundFields, emit: EventSink = drop) -> bool:
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
    breakdown: tuple[TokenBreakdown, ...] = tuple(
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
        {
            "points": tuple(int(x) for x in change),
            "totals": tuple(state.tokens),
            "pot_won": outcome.pot_won,
            "pot_carried": 0 if outcome.all_broke else pot - outcome.pot_won,
            "pot_to_last_player": outcome.pot_to_last_player,
            "all_broke": outcome.all_broke,
            "pot_to_nobody": outcome.pot if outcome.all_broke else 0,
            "eliminated": outcome.eliminated,
        }
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


def end_round(state: PlayOrPayData, emit: EventSink) -> bool:
    """End the round in play (its last card was just played): score or settle it, pass
    the deal and end the game if its end has come; else True: the next round is to be
    dealt (:func:`game.games.playorpay.round_start.start_round`)."""
    n = state.num_players
    winner = state.finish[0]
    data: RoundFields = {}
    game_over = score_sevens(state, data) if state.sevens else settle_tokens(state, data, emit)
    # The player who played the first card deals next (the next player still in the
    # game to their left, if they are out).
    dealer = state.first_seat
    while not state.in_game[dealer]:
        dealer = (dealer + 1) % n
    state.dealer = dealer
    state._legal = None
    game_over = game_over or state.round >= state.rounds
    if game_over:
        state.player = TERMINAL
    if emit is not drop:
        emit(
            RoundEnded(
                round=state.round,
                winner=winner,
                sevens=state.sevens,
                tokens=tuple(state.tokens),
                pot=state.pot,
                in_game=tuple(state.in_game),
                finish_order=tuple(state.finish),
                dealer=dealer,
                **data,
            )
        )
        if game_over:
            emit(GameEnded(winners=tuple(final_winners(state))))
    return not game_over


def scores(state: PlayOrPayData) -> list[float]:
    """Tokens held (the token game), or Sevens points: finished rounds plus the points
    already settled in the round in play (players who have gone out)."""
    if not state.sevens:
        return [float(t) for t in state.tokens]
    totals = [float(t) for t in state.totals]
    if state.player >= 0:
        n = state.num_players
        for index, seat in enumerate(state.finish):
            totals[seat] += n - 1 - index
    return totals


def final_winners(state: PlayOrPayData) -> list[int]:
    """At the game's end, the players still in the game with the best total; several on
    a tie. When a round leaves every player at 0 tokens they all share the win (players
    already out have 0 tokens too, but are not winners)."""
    totals = scores(state)
    seats = [s for s in range(state.num_players) if state.in_game[s]]
    best = max(totals[s] for s in seats)
    return [s for s in seats if totals[s] == best]
