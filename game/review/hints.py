"""Coach hints: the hard bot's recommendation and the value of each legal option.

:func:`hint` reads only the view of the seat to move and the legal actions (what the
player may know anyway), runs the same analysis as the review
(:func:`game.bots.analysis.analyse`) and returns its figures. Deterministic: seeded
from the game's seed and the move number, so asking twice at the same point gives the
same hint.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bots.analysis import analyse, recommended
from game.contract import Action, GameSpec, State
from game.errors import GameError
from game.review.report import OptionStat
from game.rng import Rng, derive_seed


@dataclass(frozen=True)
class Hint:
    """The recommendation for ``seat``: ``action`` (notation ``text``) and every legal
    option's statistics (``options``, in the game's order of legal actions; ``value``
    is the expected search reward in [0, 1] — higher is better; not a probability of
    winning (No Thanks!: the lead over the others' mean score, squashed) — and
    ``expected_score`` the expected score; see :class:`OptionStat`). ``actions[i]`` is
    the engine action of ``options[i]``."""

    seat: int
    action: Action
    text: str
    options: tuple[OptionStat, ...]
    actions: tuple[Action, ...]

    def best_option(self) -> OptionStat:
        """The statistics of the recommended action."""
        return self.options[self.actions.index(self.action)]


def hint(
    game: str | GameSpec,
    state: State,
    seat: int | None = None,
    *,
    seed: int = 0,
    ply: int = 0,
    iterations: int | None = None,
) -> Hint:
    """The hint for ``seat`` (default: the seat to move) in ``state``.

    Only ``state.view(seat)`` and ``state.legal_actions()`` are read (never the hidden
    cards). ``seed`` and ``ply`` (the game's seed and the number of actions so far)
    seed the search; ``iterations`` overrides the hard bot's budget (fewer for a quicker
    hint). GameError if the game is over or it is not ``seat``'s turn.
    """
    game_id = game if isinstance(game, str) else game.id
    if state.is_terminal():
        raise GameError("the game is over: there is nothing to hint")
    to_move = state.current_player
    if seat is None:
        seat = to_move
    if seat != to_move:
        raise GameError(f"it is not seat {seat + 1}'s turn")
    legal = tuple(state.legal_actions())
    texts = tuple(state.action_text(a) for a in legal)
    rng = Rng(derive_seed(seed, "hint", ply))
    if len(legal) == 1:
        only = OptionStat(texts[0], 0, 0.0, 0.0)
        return Hint(seat, legal[0], texts[0], (only,), legal)
    values = analyse(game_id, state.view(seat), legal, rng, iterations)
    best = recommended(values)
    options = tuple(
        OptionStat(text, v.visits, v.value, v.expected_score)
        for text, v in zip(texts, values, strict=True)
    )
    return Hint(seat, best, texts[legal.index(best)], options, legal)
