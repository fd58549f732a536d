"""The app's colours, named by use (felt, panels, text, accents, cards, chips), as RGB or
RGBA tuples; :mod:`scenes.core.theme` gives them to every scene."""

from __future__ import annotations

Color = tuple[int, int, int] | tuple[int, int, int, int]

BG = (18, 26, 34)
BG_DARK = (11, 16, 22)
FELT = (24, 92, 66)
FELT_DARK = (12, 52, 38)
PANEL = (28, 38, 50)
PANEL_LIGHT = (40, 54, 70)
PANEL_EDGE = (70, 90, 112)
TEXT = (236, 240, 244)
TEXT_DIM = (160, 174, 188)
TEXT_DARK = (30, 34, 40)
ACCENT = (255, 196, 64)
ACCENT_DARK = (196, 140, 20)
GOOD = (96, 200, 120)
BAD = (232, 96, 88)
INFO = (110, 170, 240)
BUTTON = (52, 112, 196)
BUTTON_DISABLED = (60, 68, 80)
BUTTON_SECONDARY = (64, 76, 92)
DANGER = (190, 64, 56)
SHADOW = (0, 0, 0, 90)
CARD_FACE = (250, 246, 234)
CARD_EDGE = (120, 110, 96)
CARD_BACK = (150, 40, 44)
CARD_BACK_GREEN = (36, 128, 72)
CHIP = (214, 52, 48)
CHIP_EDGE = (250, 236, 220)
WIN = (255, 214, 90)
