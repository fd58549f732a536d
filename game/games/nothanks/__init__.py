"""No Thanks! — game id ``nothanks``: metadata, option schema and explicit deals."""

from __future__ import annotations

from game.contract import GameSpec, OptionDisplay
from game.errors import OptionError
from game.games.nothanks.core import RULES_VERSION, NoThanksCore
from game.games.nothanks.deal_groups import deal_groups
from game.games.nothanks.preview import preview
from game.games.nothanks.rebuild import rebuild
from game.games.nothanks.review import review_story
from game.games.nothanks.rules import ALL_CARDS, NoThanksState, RoundDeal
from game.games.nothanks.rules_text import RULES_TEXT
from game.games.nothanks.special_rules import SpecialState
from game.games.nothanks.specials import (
    GREEN_POOL,
    POOL,
    RED_POOL,
    SPECIAL_RULES_TEXT,
    PickListOption,
    names_help,
    parse_pick_list,
    resolve_name,
)
from game.options import DailySettings, OptionSpec, OptionValue
from game.thresholds import Thresholds

__all__ = ["OPTIONS", "RULES_TEXT", "SPEC", "SPECIAL_RULES_TEXT", "parse_deal"]

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
    OptionSpec(
        "specials",
        "bool",
        False,
        "special cards: green and red special cards shuffled into the stack",
    ),
    OptionSpec(
        "green",
        "int",
        3,
        "special cards: green cards drawn at random from the pool (unless picked)",
        minimum=0,
        maximum=len(GREEN_POOL),
    ),
    OptionSpec(
        "red",
        "int",
        3,
        "special cards: red cards drawn at random from the pool (unless picked)",
        minimum=0,
        maximum=len(RED_POOL),
    ),
    PickListOption(
        "special_cards",
        "choice",
        "",
        "special cards: pick list, comma-separated names (e.g. joker,+15,sitout); "
        "empty = draw the green and red counts at random",
    ),
    OptionSpec(
        "rules_version",
        "int",
        RULES_VERSION,
        "rules edition; 1 deals the Hidden Tiger cards as before record format 2 "
        "(not a uniform draw), only to replay older records exactly",
        minimum=1,
        maximum=RULES_VERSION,
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
    chosen = options["special_cards"] or options["green"] or options["red"]
    if options["specials"] and not chosen:
        raise OptionError(
            "special cards are on but none are chosen: set 'green' or 'red' above 0, "
            "or pick cards with 'special_cards'"
        )


def _card_list(value: object, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(
        isinstance(c, int) and not isinstance(c, bool) for c in value
    ):
        raise OptionError(f"deal: '{what}' must be a list of card numbers")
    for card in value:
        if card not in ALL_CARDS:
            raise OptionError(f"deal: '{what}' has {card}, which is not a card (3-35)")
    return tuple(value)


def _stack_list(value: object, specials: bool) -> tuple[int, ...]:
    """A deal's stack: card numbers, and with special cards on also special card names
    (a kind name takes its next unused copy; extra copies are allowed in deals)."""
    if not isinstance(value, list):
        raise OptionError("deal: 'stack' must be a list of cards")
    used: dict[int, int] = {}
    cards: list[int] = []
    for item in value:
        if isinstance(item, str):
            if not specials:
                raise OptionError(
                    f"deal: the stack has the special card '{item}' but special cards are off"
                )
            cards.append(resolve_name(item, used, allow_extra=True))
        elif isinstance(item, int) and not isinstance(item, bool):
            if item not in ALL_CARDS:
                raise OptionError(f"deal: 'stack' has {item}, which is not a card (3-35)")
            cards.append(item)
        else:
            names = f" or special card names ({names_help()})" if specials else ""
            raise OptionError(f"deal: 'stack' must be a list of card numbers{names}")
    return tuple(cards)


def parse_deal(num_players: int, options: dict[str, OptionValue], deal: object) -> list[RoundDeal]:
    """Validate an explicit deal: ``{"rounds": [{"stack": [...], "unseen": [...],
    "removed_open": [...], "tigers": [...]}, ...]}``, one entry per round, stack and
    set-aside pile (``unseen``) top first. With special cards on, the stack may hold
    special card names (e.g. ``"joker"``, ``"+15b"``); the deal's special cards replace the
    random draw or pick list. Deals (for tests and puzzles) may repeat a special card."""
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
        stack = _stack_list(entry.get("stack"), bool(options["specials"]))
        unseen = _card_list(entry.get("unseen", []), "unseen")
        removed = _card_list(entry.get("removed_open", []), "removed_open")
        tigers = _card_list(entry.get("tigers", []), "tigers")
        if not stack:
            raise OptionError(f"deal: round {number} has an empty stack")
        every = tuple(c for c in stack if c in ALL_CARDS) + unseen + removed + tigers
        if len(set(every)) != len(every):
            raise OptionError(f"deal: round {number} uses a card twice")
        if options["hidden_tiger"] and len(tigers) != num_players:
            raise OptionError(f"deal: round {number} needs one Hidden Tiger card per player")
        if not options["hidden_tiger"] and tigers:
            raise OptionError("deal: Hidden Tiger cards given but the variant is off")
        result.append(RoundDeal(stack, unseen, removed, tigers))
    return result


def _new_state(
    num_players: int, options: dict[str, OptionValue], seed: int, deal: object
) -> NoThanksCore:
    deals = parse_deal(num_players, options, deal) if deal is not None else None
    if options["specials"]:
        return SpecialState(num_players, options, seed, deals)
    return NoThanksState(num_players, options, seed, deals)


SPEC = GameSpec(
    id="nothanks",
    menu_order=1,
    name="No Thanks!",
    min_players=3,
    max_players=7,
    options=OPTIONS,
    factory=_new_state,
    summary="Take the card or pay a chip to refuse it; runs score only their lowest card.",
    lower_score_wins=True,
    check=_check,
    legacy_options=((2, {"rules_version": 1}),),
    rebuild=rebuild,
    deal_groups=deal_groups,
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
        ("Special cards", {"specials": True}),
        ("All 22 special cards", {"specials": True, "green": 16, "red": 6}),
        (
            "Special cards with Hidden Tiger, 2 rounds",
            {"specials": True, "hidden_tiger": True, "rounds": 2},
        ),
    ),
    bot_levels={
        "easy": "game.games.nothanks.bots.heuristics:EasyNoThanksBot",
        "medium": "game.games.nothanks.bots.heuristics:MediumNoThanksBot",
        "hard": "game.games.nothanks.bots.hard:hard_bot",
    },
    # Points in No Thanks! points.
    review_thresholds=Thresholds(value=(0.04, 0.10, 0.20), points=(3.0, 6.0, 10.0)),
    option_display={
        "rounds": OptionDisplay("Rounds"),
        "first_player": OptionDisplay("First player", seat_choice=True),
        "chips": OptionDisplay("Chip counts"),
        "hidden_tiger": OptionDisplay("Hidden Tiger"),
        "amigo": OptionDisplay("Amigo variant"),
        "amigo_removed": OptionDisplay("Amigo removes", shown_when=("amigo", True)),
        "specials": OptionDisplay("Special cards"),
        "green": OptionDisplay("Green specials", shown_when=("specials", True)),
        "red": OptionDisplay("Red specials", shown_when=("specials", True)),
        "special_cards": OptionDisplay(
            "Pick list", shown_when=("specials", True), text_hint="empty: random draw"
        ),
        "rules_version": OptionDisplay("Rules edition", hidden=True),
    },
    preview=preview,
    review_story=review_story,
    daily=DailySettings(players=4),
)

assert len(POOL) == 22 and parse_pick_list("") == ()
