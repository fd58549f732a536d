"""Play or Pay's guided first game: three players, the first plays of a round and a
token paid (no pygame)."""

from __future__ import annotations

from scenes.core.i18n import N_
from scenes.table.guide_script import Step, Tutorial

HANDS = [
    "AC 6C JC QC KC 2D 3D 4D JD 2H 4H 6H 7H KH 3S 6S 7S 9S",
    "3C 5C 7C 8C 9C AD 6D 9D QD KD AH 3H JH QH 4S JS KS",
    "2C 4C TC 5D 7D 8D TD 5H 8H 9H TH AS 2S 5S 8S TS QS",
]

MOVES = (
    "JC", "KD", "AS", "KH", "QH", "2S", "QC", "QD", "TC", "JD", "9C", "TD", "KC", "8C",
    "pay", "3S", "JH", "TH", "pay",
)  # fmt: skip

TUTORIAL = Tutorial(
    names=("You", "Bo", "Cleo"),
    options={"first_dealer": "3"},
    deal={"dealer": 2, "rounds": [{"hands": [hand.split() for hand in HANDS]}]},
    moves=MOVES,
    steps=(
        Step(
            N_(
                "The pot: everyone put in a token, except the players dealt an extra card (you "
                "hold 18 cards, so not you). The first player out of cards wins the pot."
            ),
            "pot",
        ),
        Step(
            N_(
                "You sit left of the dealer, so you play first, and any card starts a "
                "sequence. Play the jack of clubs."
            ),
            "hand",
            ("JC",),
            N_("Start with the glowing jack of clubs."),
        ),
        Step(
            N_("Hearts has no sequence yet, so any heart starts one. Play the king of hearts."),
            "board",
            ("KH",),
            N_("Start hearts with the glowing king of hearts."),
        ),
        Step(
            N_(
                "A sequence grows one rank up or down at either end, in its own suit: your "
                "queen of clubs goes next to the jack."
            ),
            "board",
            ("QC",),
            N_("Play the glowing queen of clubs onto the jack."),
        ),
        Step(
            N_(
                "If you can play, you must, but you choose which card. Play the jack of "
                "diamonds below Bo's queen, then the king of clubs on your next turn."
            ),
            "board",
            ("JD", "KC"),
            N_("Play the glowing card: this guided game follows one script."),
        ),
        Step(
            N_(
                "Only the 3 of spades fits now, next to Cleo's 2: when one card fits, you "
                "must play it."
            ),
            "hand",
            ("3S",),
            N_("Play the 3 of spades, the only card that fits."),
        ),
        Step(
            N_(
                "No card in your hand fits any sequence: you pay one token into the pot. The "
                "pot grows until someone plays their last card."
            ),
            "pot",
            ("pay",),
            N_("Nothing fits: press Pay 1 token."),
        ),
    ),
    ending=N_(
        "That is Play or Pay: play when you can, pay when you cannot, and be the first "
        "out of cards to win the pot. A game lasts one round per player, and the most tokens "
        "at the end wins."
    ),
)
