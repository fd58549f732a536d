"""Names vulture cannot see used: read by reflection (``dataclasses.asdict`` of an event
into its payload dict, which the table reads by key; bot
classes named as ``"module:attribute"`` in each GameSpec's ``bot_levels``; attributes the
standard library reads)."""

import configparser

from game.bots.nothanks_bots import EasyNoThanksBot, MediumNoThanksBot
from game.bots.nyet_bots import EasyNyetBot
from game.bots.playorpay_bots import EasyPlayOrPayBot, MediumPlayOrPayBot
from game.nothanks.events import RoundDealt

RoundDealt.green_specials  # payload key "green_specials": scenes/nothanks/words.py
RoundDealt.red_specials  # payload key "red_specials": scenes/nothanks/words.py
EasyNoThanksBot, MediumNoThanksBot, EasyNyetBot  # GameSpec.bot_levels
EasyPlayOrPayBot, MediumPlayOrPayBot  # GameSpec.bot_levels
configparser.ConfigParser.optionxform  # assigned in tests: configparser calls it
