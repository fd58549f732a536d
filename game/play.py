"""Playing whole games with bots: the driver shared by ``sim``, ``arena`` and tests."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

from typing_extensions import TypeVar

from game.bots.base import Bot, decision_rng
from game.contract import GameSpec, State
from game.errors import GameError

#: The view a seat sees and the action it chooses, in one game.
V = TypeVar("V")
A = TypeVar("A", bound=Hashable)


def bot_move(state: State[V, A], bot: Bot[V, A], seed: int, ply: int) -> A:
    """Ask ``bot`` for the current player's move (it sees only that player's view)."""
    seat = state.current_player
    legal = state.legal_actions()
    action = bot.choose(state.view(seat), legal, decision_rng(seed, seat, ply))
    if action not in legal:
        raise GameError(f"the {bot.level} bot chose an illegal action {action!r}")
    return action


def play_out(
    spec: GameSpec,
    num_players: int,
    options: Mapping[str, object],
    seed: int,
    bots: Sequence[Bot],
    deal: object = None,
) -> tuple[State, list[str]]:
    """Play a game to the end; return the final state and the actions in notation."""
    if len(bots) != num_players:
        raise GameError(f"{num_players} players need {num_players} seats, got {len(bots)}")
    state = spec.new_state(num_players, options, seed, deal)
    actions: list[str] = []
    while not state.is_terminal():
        action = bot_move(state, bots[state.current_player], seed, len(actions))
        actions.append(state.action_text(action))
        state.apply(action)
    return state, actions
