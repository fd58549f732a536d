"""Nyet! — game id ``nyet``: metadata, option schema, presets and explicit deals."""

from __future__ import annotations

from collections import Counter

from game.contract import GameSpec, OptionDisplay
from game.errors import OptionError
from game.games.nyet.cards import card_text, hand_size, parse_card, removed_for, round_deck
from game.games.nyet.data import RoundDeal
from game.games.nyet.deal_groups import deal_groups
from game.games.nyet.preview import preview
from game.games.nyet.rebuild import rebuild
from game.games.nyet.rules import STANDARD_ROUNDS, NyetState
from game.games.nyet.rules_text import RULES_TEXT
from game.options import DailySettings, OptionSpec, OptionValue
from game.thresholds import Thresholds

__all__ = ["OPTIONS", "RULES_TEXT", "SPEC", "NyetState", "parse_deal"]

OPTIONS = (
    OptionSpec(
        "end",
        "choice",
        "rounds",
        "rounds: a fixed number of rounds; target: until a player reaches the target score",
        choices=("rounds", "target"),
    ),
    OptionSpec(
        "rounds",
        "choice",
        "standard",
        "rounds to play (standard: 8 with 2 or 4 players, 9 with 3, 10 with 5)",
        choices=("standard", *(str(r) for r in range(1, 21))),
    ),
    OptionSpec(
        "target",
        "int",
        100,
        "with end=target: the game ends after the round in which a player reaches this",
        minimum=10,
        maximum=1000,
    ),
    OptionSpec(
        "first_dealer",
        "choice",
        "random",
        "seat that deals round 1 (random from the seed, or a seat number)",
        choices=("random", "1", "2", "3", "4", "5"),
    ),
)


def _check(num_players: int, options: dict[str, OptionValue]) -> None:
    dealer = options["first_dealer"]
    if dealer != "random" and int(str(dealer)) > num_players:
        raise OptionError(
            f"option 'first_dealer' is seat {dealer}, but there are only {num_players} seats"
        )
    if options["end"] == "target" and options["rounds"] != "standard":
        raise OptionError("option 'rounds' applies only with end=rounds (not with a target)")


def _cards(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise OptionError(f'deal: {what} must be a list of cards such as "g9"')
    try:
        return [parse_card(text) for text in value]
    except ValueError as exc:
        raise OptionError(f"deal: {what}: {exc}") from None


def _round_deal(num_players: int, number: int, entry: object) -> RoundDeal:
    if not isinstance(entry, dict):
        raise OptionError(f"deal: round {number} must be an object")
    unknown = set(entry) - {"hands", "aside"}
    if unknown:
        raise OptionError(f"deal: round {number} has unknown keys {sorted(unknown)}")
    hands_data = entry.get("hands")
    if not isinstance(hands_data, list) or len(hands_data) != num_players:
        raise OptionError(f"deal: round {number} needs 'hands', one list per player")
    size = hand_size(num_players)
    hands = []
    for seat, data in enumerate(hands_data, start=1):
        hand = _cards(data, f"round {number}, hand {seat}")
        if len(hand) != size:
            raise OptionError(
                f"deal: round {number}, hand {seat} has {len(hand)} cards; "
                f"{num_players} players hold {size} each"
            )
        hands.append(tuple(sorted(hand)))
    rest = Counter(round_deck(num_players))
    rest.subtract(card for hand in hands for card in hand)
    extra = sorted(card for card, count in rest.items() if count < 0)
    if extra:
        names = ", ".join(card_text(card) for card in extra)
        raise OptionError(f"deal: round {number} deals too many of {names}")
    aside = sorted(rest.elements())
    if "aside" in entry and Counter(_cards(entry["aside"], f"round {number}, aside")) != Counter(
        aside
    ):
        raise OptionError(f"deal: round {number}: 'aside' must be exactly the cards not dealt")
    if num_players == 3:
        aside = removed_for(3)
    return RoundDeal(tuple(hands), tuple(aside))


def parse_deal(num_players: int, options: dict[str, OptionValue], deal: object) -> list[RoundDeal]:
    """Validate an explicit deal: ``{"rounds": [{"hands": [[...], ...], "aside": [...]},
    ...]}`` with cards as text (``"g9"``), one entry for each of the first rounds (later
    rounds are shuffled from the seed). ``aside`` (optional) is the cards not dealt: the
    30 unseen ones with 2 players; 3 players' removed 11–13s are added automatically."""
    if not isinstance(deal, dict) or not isinstance(deal.get("rounds"), list):
        raise OptionError("deal must be an object with a 'rounds' list")
    unknown = set(deal) - {"rounds"}
    if unknown:
        raise OptionError(f"deal has unknown keys {sorted(unknown)}")
    rounds = deal["rounds"]
    if not rounds:
        raise OptionError("deal: 'rounds' must list at least one round")
    if options["end"] == "rounds":
        limit = options["rounds"]
        total = STANDARD_ROUNDS[num_players] if limit == "standard" else int(str(limit))
        if len(rounds) > total:
            raise OptionError(f"deal has {len(rounds)} rounds but the game plays {total}")
    return [_round_deal(num_players, number, entry) for number, entry in enumerate(rounds, 1)]


def _new_state(
    num_players: int, options: dict[str, OptionValue], seed: int, deal: object
) -> NyetState:
    deals = parse_deal(num_players, options, deal) if deal is not None else None
    return NyetState(num_players, options, seed, deals)


SPEC = GameSpec(
    id="nyet",
    menu_order=2,
    name="Nyet!",
    min_players=2,
    max_players=5,
    options=OPTIONS,
    factory=_new_state,
    summary="Veto the round's terms box by box, then take tricks as a team; 1s are loot.",
    lower_score_wins=False,
    check=_check,
    presets=(
        ("Standard", {}),
        ("Play to 100", {"end": "target", "target": 100}),
    ),
    rebuild=rebuild,
    deal_groups=deal_groups,
    bot_levels={
        "easy": "game.games.nyet.bots.heuristics:EasyNyetBot",
        "medium": "game.games.nyet.bots.heuristics:MediumNyetBot",
        "hard": "game.games.nyet.bots.hard:hard_bot",
    },
    # Points in Nyet! points. The values are a round's (the search looks to the end of
    # the round in play), narrower than a whole game's: random play read 56 % on the
    # value thresholds of the other games (0.04, 0.10, 0.20), 49 % on these
    # (docs/bench.md, "Review accuracy").
    review_thresholds=Thresholds(value=(0.03, 0.08, 0.15), points=(2.0, 4.0, 7.0)),
    option_display={
        "end": OptionDisplay(
            "Game ends", value_words={"rounds": "After the rounds", "target": "At the target"}
        ),
        "rounds": OptionDisplay(
            "Rounds", shown_when=("end", "rounds"), value_words={"standard": "Standard"}
        ),
        "target": OptionDisplay("Target score", shown_when=("end", "target")),
        "first_dealer": OptionDisplay("First dealer", seat_choice=True),
    },
    preview=preview,
    daily=DailySettings(players=4, options={"rounds": "1"}),
)
