"""Names vulture cannot see used: read by reflection (``dataclasses.asdict`` of an event
into its payload dict, which the table reads by key; bot
classes named as ``"module:attribute"`` in each GameSpec's ``bot_levels``; attributes the
standard library or pygame reads; helpers a test calls from a child process)."""

import configparser

import pygame

from game.games.nothanks.bots.heuristics import EasyNoThanksBot, MediumNoThanksBot
from game.games.nothanks.events import RoundDealt
from game.games.nyet.bots.heuristics import EasyNyetBot
from game.games.playorpay.bots.heuristics import EasyPlayOrPayBot, MediumPlayOrPayBot
from scenes.core.bot_process import BotProcess

RoundDealt.green_specials  # payload key "green_specials": scenes/games/nothanks/words.py
RoundDealt.red_specials  # payload key "red_specials": scenes/games/nothanks/words.py
EasyNoThanksBot, MediumNoThanksBot, EasyNyetBot  # GameSpec.bot_levels
EasyPlayOrPayBot, MediumPlayOrPayBot  # GameSpec.bot_levels
configparser.ConfigParser.optionxform  # assigned in tests: configparser calls it
pygame.Window.minimum_size  # assigned: pygame applies it to the window
pygame.Rect.midright  # assigned: moves the rectangle
BotProcess.worker_pids  # called by a child process in tests/scenes/test_orphans_and_display.py
