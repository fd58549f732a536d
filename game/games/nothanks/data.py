"""The plain data of a No Thanks! game, either edition: the slotted fields every part of
the rules reads and changes.

:class:`NoThanksData` declares the fields' types (the fields themselves are declared once,
in :func:`game.games.nothanks.fields.base_fields`); :func:`set_up` gives a new game its
first values. :class:`game.games.nothanks.core.NoThanksCore` adds the ``State`` contract's
common parts on top, and the special-cards edition its own fields
(:class:`game.games.nothanks.special_data.SpecialData`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.contract import TERMINAL
from game.fields import StateFields, shared
from game.games.nothanks.actions import NoThanksAction
from game.games.nothanks.fields import base_fields
from game.options import OptionValue
from game.rng import Rng

SPECIAL_OPTION_KEYS = ("specials", "green", "red", "special_cards")


def starting_chips(num_players: int, amigo: bool) -> int:
    """Chips per player: 11 for 3–5, 9 for 6, 7 for 7; 10 in the Amigo variant."""
    if amigo:
        return 10
    return {6: 9, 7: 7}.get(num_players, 11)


@dataclass(frozen=True)
class RoundDeal:
    """The cards of one round: the stack (top first), unseen cards, Hidden Tiger cards."""

    stack: tuple[int, ...]
    unseen: tuple[int, ...]
    removed_open: tuple[int, ...] = ()
    tigers: tuple[int, ...] = ()


class NoThanksData:
    """A No Thanks! game's fields (see :func:`~game.games.nothanks.fields.base_fields`
    for what each holds)."""

    __slots__ = StateFields("nothanks", *base_fields(shared, list, str)).slots()
    num_players: int
    options: dict[str, OptionValue]
    rng: Rng
    deals: tuple[RoundDeal, ...] | None
    rounds: int
    amigo: bool
    hidden_tiger: bool
    chips_open: bool
    start_chips: int
    round: int
    round_first: int
    player: int
    card: int | None
    pot: int
    stack: list[int]
    unseen: list[int]
    removed_open: list[int]
    tigers: list[int | None]
    chips: list[int]
    hands: list[list[int]]
    totals: list[int]
    moves: list[tuple[int, NoThanksAction]]  # (seat, action); Move in the base game
    finished: list[tuple[list[list[int]], list[int]]]
    # The cards taken this round, in the order they were taken (public: everyone saw
    # each flip). Derived from the deal and the moves, so not part of to_data().
    taken: list[int]


def set_up(
    state: NoThanksData,
    num_players: int,
    options: dict[str, OptionValue],
    seed: int,
    deals: Sequence[RoundDeal] | None,
) -> None:
    """Every field of a new game at its first value, before the first round is dealt."""
    state.num_players = num_players
    state.options = dict(options)
    if not options.get("specials"):
        # Special-card options only exist in the state data when special cards are on,
        # so the base game's data and record digests stay as they were.
        for key in SPECIAL_OPTION_KEYS:
            state.options.pop(key, None)
    state.rng = Rng(seed)
    state.deals = tuple(deals) if deals is not None else None
    state.rounds = int(options["rounds"])
    state.amigo = bool(options["amigo"])
    state.hidden_tiger = bool(options["hidden_tiger"])
    state.chips_open = options["chips"] == "open"
    state.start_chips = starting_chips(num_players, state.amigo)
    first = options["first_player"]
    state.round_first = state.rng.below(num_players) if first == "random" else int(str(first)) - 1
    state.round = 0
    state.totals = [0] * num_players
    state.finished = []
    state.player = TERMINAL
    state.card = None
    state.pot = 0
    state.stack = []
    state.unseen = []
    state.removed_open = []
    state.tigers = [None] * num_players
    state.chips = [0] * num_players
    state.hands = [[] for _ in range(num_players)]
    state.moves = []
    state.taken = []
