"""No Thanks! — game id ``nothanks``: metadata, option schema and explicit deals."""

from __future__ import annotations

from typing import Any

from game.contract import GameSpec
from game.errors import OptionError
from game.nothanks.rules import ALL_CARDS, NoThanksState, RoundDeal
from game.options import OptionSpec, OptionValue

OPTIONS = (
    OptionSpec("rounds", "int", 1, "rounds to play; scores add up", minimum=1, maximum=10),
    OptionSpec(
        "first_player",
        "choice",
        "random",
        "seat that starts round 1 (random from the seed, or a seat number)",
        choices=("random", "1", "2", "3", "4", "5", "6", "7"),
    ),
    OptionSpec(
        "chips",
        "choice",
        "hidden",
        "hidden: each player sees only their own chip count; open: all counts shown",
        choices=("hidden", "open"),
    ),
    OptionSpec(
        "hidden_tiger",
        "bool",
        False,
        "Hidden Tiger: each player gets one set-aside card to play on a turn of their choice",
    ),
    OptionSpec(
        "amigo", "bool", False, "Amigo variant (3-5 players): 10 chips, 3 cards removed openly"
    ),
    OptionSpec(
        "amigo_removed",
        "choice",
        "10-20-30",
        "cards the Amigo variant removes openly",
        choices=("10-20-30", "10-19-28"),
    ),
)


def _check(num_players: int, options: dict[str, OptionValue]) -> None:
    first = options["first_player"]
    if first != "random" and int(str(first)) > num_players:
        raise OptionError(
            f"option 'first_player' is seat {first}, but there are only {num_players} seats"
        )
    if options["amigo"] and num_players > 5:
        raise OptionError(f"the Amigo variant is for 3 to 5 players, not {num_players}")


def _card_list(value: object, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(
        isinstance(c, int) and not isinstance(c, bool) for c in value
    ):
        raise OptionError(f"deal: '{what}' must be a list of card numbers")
    for card in value:
        if card not in ALL_CARDS:
            raise OptionError(f"deal: '{what}' has {card}, which is not a card (3-35)")
    return tuple(value)


def parse_deal(num_players: int, options: dict[str, OptionValue], deal: Any) -> list[RoundDeal]:
    """Validate an explicit deal: ``{"rounds": [{"stack": [...], "unseen": [...],
    "removed_open": [...], "tigers": [...]}, ...]}``, one entry per round, stack top first."""
    if not isinstance(deal, dict) or not isinstance(deal.get("rounds"), list):
        raise OptionError("deal must be an object with a 'rounds' list")
    rounds = deal["rounds"]
    if len(rounds) != options["rounds"]:
        raise OptionError(f"deal has {len(rounds)} rounds but the game plays {options['rounds']}")
    result = []
    for number, entry in enumerate(rounds, start=1):
        if not isinstance(entry, dict):
            raise OptionError(f"deal: round {number} must be an object")
        unknown = set(entry) - {"stack", "unseen", "removed_open", "tigers"}
        if unknown:
            raise OptionError(f"deal: round {number} has unknown keys {sorted(unknown)}")
        stack = _card_list(entry.get("stack"), "stack")
        unseen = _card_list(entry.get("unseen", []), "unseen")
        removed = _card_list(entry.get("removed_open", []), "removed_open")
        tigers = _card_list(entry.get("tigers", []), "tigers")
        if not stack:
            raise OptionError(f"deal: round {number} has an empty stack")
        every = stack + unseen + removed + tigers
        if len(set(every)) != len(every):
            raise OptionError(f"deal: round {number} uses a card twice")
        if options["hidden_tiger"] and len(tigers) != num_players:
            raise OptionError(f"deal: round {number} needs one Hidden Tiger card per player")
        if not options["hidden_tiger"] and tigers:
            raise OptionError("deal: Hidden Tiger cards given but the variant is off")
        result.append(RoundDeal(stack, unseen, removed, tigers))
    return result


def _new_state(
    num_players: int, options: dict[str, OptionValue], seed: int, deal: Any
) -> NoThanksState:
    deals = parse_deal(num_players, options, deal) if deal is not None else None
    return NoThanksState(num_players, options, seed, deals)


SPEC = GameSpec(
    id="nothanks",
    name="No Thanks!",
    min_players=3,
    max_players=7,
    options=OPTIONS,
    factory=_new_state,
    summary="Take the card or pay a chip to refuse it; runs score only their lowest card.",
    lower_score_wins=True,
    check=_check,
    presets=(
        ("Classic", {}),
        ("Four rounds, open chips", {"rounds": 4, "chips": "open"}),
        ("Hidden Tiger", {"hidden_tiger": True}),
        ("Amigo (10-20-30)", {"amigo": True}),
        (
            "Amigo (10-19-28) with Hidden Tiger",
            {
                "amigo": True,
                "amigo_removed": "10-19-28",
                "hidden_tiger": True,
                "rounds": 2,
            },
        ),
    ),
)
