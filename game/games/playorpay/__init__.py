"""Play or Pay — game id ``playorpay``: metadata, option schema and explicit deals.

Options: ``tokens`` per player (default 20), ``rounds`` (default 0 = one round per
player), ``sevens`` (the Sevens variant: no tokens, sequences start at 7, the 7 of
diamonds opens, finishing order scores), ``first_dealer`` (random from the seed, or a
seat), ``rules_version`` (the rules edition; 1 only replays older records). See
:mod:`game.games.playorpay.rules` for the rules, :mod:`game.games.playorpay.settle` for the end of a
round, :mod:`game.games.playorpay.deal` for explicit deals and :data:`RULES_TEXT` for the rules
page.
"""

from __future__ import annotations

from game.contract import GameSpec, OptionDisplay
from game.errors import OptionError
from game.games.playorpay.actions import PASS, PAY, PLAYS, Move, Play
from game.games.playorpay.deal import parse_deal
from game.games.playorpay.deal_groups import deal_groups
from game.games.playorpay.preview import preview
from game.games.playorpay.rebuild import rebuild
from game.games.playorpay.review import review_story
from game.games.playorpay.rules import RULES_VERSION, PlayOrPayState, rounds_to_play
from game.games.playorpay.rules_text import RULES_TEXT
from game.games.playorpay.views import PlayOrPayView
from game.options import DailySettings, OptionSpec, OptionValue
from game.thresholds import Thresholds

MAX_ROUNDS = 30

OPTIONS = (
    OptionSpec("tokens", "int", 20, "tokens each player starts with", minimum=1, maximum=100),
    OptionSpec(
        "rounds",
        "int",
        0,
        "rounds to play (0 = one round per player); the game also ends when one player "
        "holds all the tokens",
        minimum=0,
        maximum=MAX_ROUNDS,
    ),
    OptionSpec(
        "sevens",
        "bool",
        False,
        "Sevens variant: no tokens, sequences start at 7, the 7 of diamonds opens, "
        "finishing order scores",
    ),
    OptionSpec(
        "first_dealer",
        "choice",
        "random",
        "seat that deals round 1 (random from the seed, or a seat number)",
        choices=("random", *(str(seat) for seat in range(1, 9))),
    ),
    OptionSpec(
        "rules_version",
        "int",
        RULES_VERSION,
        "rules edition; 1 counts the decks once per game and gives a broke round's pot "
        "to its first player out, as before record format 2, only to replay older records",
        minimum=1,
        maximum=RULES_VERSION,
    ),
)


def _check(num_players: int, options: dict[str, OptionValue]) -> None:
    dealer = options["first_dealer"]
    if dealer != "random" and int(str(dealer)) > num_players:
        raise OptionError(
            f"option 'first_dealer' is seat {dealer}, but there are only {num_players} seats"
        )


def _new_state(
    num_players: int, options: dict[str, OptionValue], seed: int, deal: object
) -> PlayOrPayState:
    explicit = parse_deal(num_players, options, deal) if deal is not None else None
    return PlayOrPayState(num_players, options, seed, explicit)


SPEC = GameSpec(
    id="playorpay",
    menu_order=3,
    name="Play or Pay",
    min_players=3,
    max_players=8,
    options=OPTIONS,
    factory=_new_state,
    summary="Play a card onto a sequence of its suit or pay a token; first out wins the pot.",
    lower_score_wins=False,
    check=_check,
    legacy_options=((2, {"rules_version": 1}),),
    presets=(
        ("Classic", {}),
        ("Sudden death: 2 tokens, up to 12 rounds", {"tokens": 2, "rounds": 12}),
        ("Sevens", {"sevens": True}),
    ),
    rebuild=rebuild,
    deal_groups=deal_groups,
    bot_levels={
        "easy": "game.games.playorpay.bots.heuristics:EasyPlayOrPayBot",
        "medium": "game.games.playorpay.bots.heuristics:MediumPlayOrPayBot",
        "hard": "game.games.playorpay.bots.hard:hard_bot",
    },
    # Points in Play or Pay tokens.
    review_thresholds=Thresholds(value=(0.04, 0.10, 0.20), points=(2.0, 4.0, 7.0)),
    option_display={
        "tokens": OptionDisplay("Tokens", shown_when=("sevens", False)),
        "rounds": OptionDisplay("Rounds", value_words={0: "One per player"}),
        "sevens": OptionDisplay("Sevens"),
        "first_dealer": OptionDisplay("First dealer", seat_choice=True),
        "rules_version": OptionDisplay("Rules edition", hidden=True),
    },
    preview=preview,
    review_story=review_story,
    # The duplicate replays ~370 searched decisions of a two-deck, five-round game: at a
    # quarter of the budget it takes ~10 s instead of 40-70 s (docs/bots.md, "The daily's
    # duplicate").
    daily=DailySettings(players=5, duplicate_share=0.25),
)

__all__ = [
    "OPTIONS",
    "PASS",
    "PAY",
    "PLAYS",
    "RULES_TEXT",
    "SPEC",
    "Move",
    "Play",
    "PlayOrPayState",
    "PlayOrPayView",
    "parse_deal",
    "rounds_to_play",
]
