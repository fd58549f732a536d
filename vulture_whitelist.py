"""Names vulture cannot see used: read by reflection (``dataclasses.asdict`` of an event
into its payload dict, which the table reads by key; bot
classes named as ``"module:attribute"`` in each GameSpec's ``bot_levels``; attributes the
standard library or pygame reads; helpers a test calls from a child process)."""

import configparser

import pygame

from game.bench_report import SuiteResult
from game.games.nothanks.bots.heuristics import EasyNoThanksBot, MediumNoThanksBot
from game.games.nothanks.events import RoundDealt
from game.games.nothanks.special_scoring import SpecialBreakdown
from game.games.nyet.bots.heuristics import EasyNyetBot
from game.games.playorpay.bots.heuristics import EasyPlayOrPayBot, MediumPlayOrPayBot
from game.games.playorpay.round_end import TokenBreakdown
from scenes.core.bot_process import BotProcess
from scenes.table.kit import KitVisitor
from scenes.table.picture import _NewPicture

RoundDealt.green_specials  # payload key "green_specials": scenes/games/nothanks/words.py
RoundDealt.red_specials  # payload key "red_specials": scenes/games/nothanks/words.py
EasyNoThanksBot, MediumNoThanksBot, EasyNyetBot  # GameSpec.bot_levels
EasyPlayOrPayBot, MediumPlayOrPayBot  # GameSpec.bot_levels
configparser.ConfigParser.optionxform  # assigned in tests: configparser calls it
pygame.Window.minimum_size  # assigned: pygame applies it to the window
pygame.Rect.midright  # assigned: moves the rectangle
BotProcess.worker_pids  # called by a child process in tests/scenes/test_orphans_and_display.py
# TypedDict keys: the JSON written (the bench suite's result, round breakdowns in records)
SuiteResult.load_average_end, SuiteResult.reference_runs  # game/bench_report.py JSON
SpecialBreakdown.plain_card_points, SpecialBreakdown.chip_effects  # record breakdowns
SpecialBreakdown.bonuses, SpecialBreakdown.cards_in_display  # record breakdowns
SpecialBreakdown.plus_per_card, SpecialBreakdown.minus_per_card  # record breakdowns
TokenBreakdown.went_out_first  # record breakdowns
KitVisitor.__call__, _NewPicture.__call__  # called by TableKit.accept (a visitor)
