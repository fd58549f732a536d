"""No Thanks!'s guided first game: five cards, three players, open chips (no pygame).

The callouts' words are marked for the catalogue (``N_``); the guide translates them
when it draws them."""

from __future__ import annotations

from scenes.core.i18n import N_
from scenes.table.guide_script import Step, Tutorial

TUTORIAL = Tutorial(
    names=("You", "Bo", "Cleo"),
    options={"first_player": "1", "chips": "open"},
    deal={"rounds": [{"stack": [27, 8, 9, 33, 20], "unseen": []}]},
    moves=tuple(
        [
            "pass",
            "pass",
            "take",
            "pass",
            "take",
            "take",
            "pass",
            "take",
            "pass",
            "pass",
            "pass",
            "take",
        ]
    ),
    steps=(
        Step(
            N_(
                "This is the card on offer: 27. Whoever takes it scores 27 points, and in "
                "No Thanks! the lowest score wins."
            ),
            "offer",
        ),
        Step(
            N_(
                "27 is far too many points. Say No thanks!: one of your chips goes onto the "
                "card instead, and the next player decides."
            ),
            "seats[0]",
            ("pass",),
            N_("Taking 27 now would cost you 27 points: press No thanks! instead."),
        ),
        Step(
            N_(
                "Cleo took 27 and its chips. Now 8 is on offer with Cleo's chip on it: a low "
                "card, and the chip becomes yours. Take it."
            ),
            "offer+pot",
            ("take",),
            N_("8 is cheap and carries a chip: press Take."),
        ),
        Step(
            N_(
                "After taking you turn up the next card and decide again. 9 joins your 8: a run "
                "counts only its lowest card, so 8 and 9 still score just 8. Take it."
            ),
            "seats[0]",
            ("take",),
            N_("9 is free next to your 8: press Take."),
        ),
        Step(
            N_(
                "33 fits nothing you hold. Pass and leave it to the others: every chip you keep "
                "takes one point off your score."
            ),
            "offer",
            ("pass",),
            N_("33 would add 33 points to your score: press No thanks!."),
        ),
        Step(
            N_(
                "20 now carries two chips, still not worth 20 points to you: pass once more. "
                "A player with no chips left must take."
            ),
            "offer+pot",
            ("pass",),
            N_("20 is still too dear: press No thanks!."),
        ),
    ),
    ending=N_(
        "Bo took the last card, so the game is over. You score 8 for your run 8–9 minus "
        "your 9 chips: −1, the lowest, so you win. A real game deals 24 of the cards 3 to 35 "
        "and starts everyone with 11 chips."
    ),
)
