"""Nyet!'s guided first game: four players, the board vetoes and the first trick (no
pygame). Its words are marked for the catalogue (``N_``) and translated where the guide
draws them."""

from __future__ import annotations

from scenes.core.i18n import N_
from scenes.table.guide_script import Step, Tutorial

HANDS = [
    "r2 r7 b5 b7 b8 b10 b12 b13 y7 g1 g1 g3 g9 g10 g13",
    "r1 r9 b11 y1 y1 y8 y10 y11 y12 y13 g2 g4 g5 g6 g7",
    "r5 r10 r11 r13 b1 b1 b1 b2 b3 b6 y3 y6 y9 g11 g12",
    "r1 r1 r3 r4 r6 r8 r12 b4 b9 y1 y2 y4 y5 g1 g8",
]

MOVES = (
    "nyet trump blue", "nyet points -2", "nyet trump red", "nyet super none",
    "nyet trump green", "nyet super blue", "nyet super green", "nyet super red",
    "nyet points 4", "nyet first 2", "nyet first 1", "nyet first 4", "nyet points 3",
    "nyet discard none", "nyet discard 1", "nyet discard 2", "nyet discard x1",
    "nyet points 2", "with 1", "pass b1", "pass r1", "pass g3", "pass r1",
    "r13", "r3", "r2", "r9",
)  # fmt: skip

TUTORIAL = Tutorial(
    names=("You", "Bo", "Cleo", "Dev"),
    options={"first_dealer": "4"},
    deal={"rounds": [{"hands": [hand.split() for hand in HANDS]}]},
    moves=MOVES,
    steps=(
        Step(
            N_(
                "The Nyet! board: its five lines set this round's terms (who leads, discards, "
                "trump, supertrump and points per trick). In turn everyone covers one box to "
                "say Nyet! to it; the box left open in each line is the rule."
            ),
            "board",
        ),
        Step(
            N_(
                "Minus points per trick would punish every trick won. Cover −2 on the points "
                "line: click the glowing box."
            ),
            "boxes[4, 4]",
            ("nyet points -2",),
            N_("For now, cover the glowing −2 box on the points line."),
        ),
        Step(
            N_(
                "The supertrumps are the three 1s of one colour, and they beat every card. You "
                "hold no blue 1, so say Nyet! to blue."
            ),
            "boxes[3, 1]",
            ("nyet super blue",),
            N_("Cover the glowing blue box on the supertrump line."),
        ),
        Step(
            N_(
                "Keep vetoing: cover the glowing box on each of your next three turns. When "
                "every line has one open box, the terms are set."
            ),
            "board",
            ("nyet first 2", "nyet discard none", "nyet points 2"),
            N_("Cover the glowing box: this guided game follows one script."),
        ),
        Step(
            N_(
                "The terms are set, and Cleo leads. The leader picks a partner: Cleo chose you. "
                "You and Cleo play against Bo and Dev, and both of you score your team's tricks."
            ),
            "seats[2]",
            at=19,
        ),
        Step(
            N_(
                "This round's discard rule is pass 1 left: give Bo, on your left, a card you "
                "will not miss. Pass your green 3."
            ),
            "hand",
            ("pass g3",),
            N_("Pass the glowing green 3."),
        ),
        Step(
            N_(
                "Trump is yellow and the yellow 1s are the supertrumps. A trick goes to the last "
                "supertrump played, else the highest trump, else the highest card of the "
                "colour led."
            ),
            "boxes[2, 2]+boxes[3, 2]",
            at=23,
        ),
        Step(
            N_(
                "Cleo led the red 13, which wins this trick for your team. Follow red with your "
                "lowest card that is not a 1: the 2. A 1 in a trick the others win is their loot."
            ),
            "trick",
            ("r2",),
            N_("This step plays the red 2, your lowest red card that is not a 1."),
        ),
    ),
    ending=N_(
        "Cleo's 13 took the trick for your team. A round goes on like this for 15 "
        "tricks; each team scores (tricks + loot) × the points value, here 1. After 8 rounds "
        "the most points wins."
    ),
)
