"""Names vulture cannot see used: read by reflection (``dataclasses.asdict`` of an event
into its payload dict, which the table reads by key; pytest fixtures used by name)."""

from game.nothanks.events import RoundDealt
from tests.scenes.test_review_screen import small_budget

RoundDealt.green_specials  # payload key "green_specials": scenes/nothanks/words.py
RoundDealt.red_specials  # payload key "red_specials": scenes/nothanks/words.py
small_budget  # an autouse pytest fixture
