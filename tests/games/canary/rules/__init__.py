"""The canary game's engine record: ``SPEC`` (a tiny trick game kept for the test run)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.contract import GameSpec, OptionDisplay
from game.deal_groups import Groups
from game.errors import OptionError
from game.options import OptionSpec, OptionValue
from game.rng import Rng
from game.thresholds import Thresholds
from tests.games.canary.rules.state import DECK, CanaryState, CanaryView


def _new_state(players: int, options: dict[str, OptionValue], seed: int, deal: Any) -> CanaryState:
    if deal is not None:
        raise OptionError("the canary takes no explicit deal")
    return CanaryState(players, options, seed)


def rebuild(view: CanaryView, rng: Rng) -> CanaryState:
    """A state whose view for ``view.player`` is ``view``: the unseen cards redrawn."""
    state = object.__new__(CanaryState)
    seen = {*view.hand, *view.played, *(card for _, card in view.trick)}
    rest = [card for card in DECK if card not in seen]
    state.hands = []
    for seat, count in enumerate(view.hand_sizes):
        mine = seat == view.player
        state.hands.append(list(view.hand) if mine else rest[:count])
        rest = rest if mine else rest[count:]
    dealt = (len(seen) + sum(view.hand_sizes) - len(view.hand)) // view.num_players
    state.num_players, state.options, state.rng = view.num_players, {"hand": dealt}, Rng(0)
    state.aside, state.trick, state.played = rest, list(view.trick), list(view.played)
    state.tricks, state.player = list(view.tricks), view.current_player
    return state.resample(view.player, rng)


def deal_groups(data: Mapping[str, Any]) -> Groups:
    """Each seat's hand and the cards aside."""
    cards: dict[str, list[Any]] = {f"hand of seat {s + 1}": h for s, h in enumerate(data["hands"])}
    return {"cards": {**cards, "aside": list(data["aside"])}}


def preview(view: CanaryView, card: int) -> int | None:
    """The trick this card takes (1 or 0) when it ends the trick; None before that."""
    if len(view.trick) != view.num_players - 1:
        return None
    return int(card > max(played for _, played in view.trick))


SPEC = GameSpec(
    id="canary",
    name="Canary",
    min_players=2,
    max_players=4,
    options=(OptionSpec("hand", "int", 3, "cards dealt to each seat", minimum=2, maximum=4),),
    factory=_new_state,
    summary="Play one card a turn; the highest card takes the trick.",
    presets=(("Three cards", {}), ("Two cards", {"hand": 2})),
    rebuild=rebuild,
    deal_groups=deal_groups,
    preview=preview,
    review_thresholds=Thresholds(value=(0.04, 0.10, 0.20), points=(0.5, 1.0, 2.0)),
    option_display={"hand": OptionDisplay("Cards each")},
)
