# ruff: noqa: E501  (prose: one rule per line reads better than wrapped strings)
"""The in-game rules page for No Thanks!, in plain words, following our rulings
(shared/rules/DECISIONS.md §1–§2). Same layout as the other games' rules pages: ``# ``
starts a heading, ``- `` a bullet, one rule per line. Keep it in step with DECISIONS.md:
every ruling that is an option says so and gives the default."""

from __future__ import annotations

import re

from game.games.nothanks.specials import SPECIAL_RULES_TEXT

BASE_RULES = """# No Thanks!
3 to 7 players. The cards are numbered 3 to 35, one of each. Lowest score wins.
# Setting up
- Shuffle the cards and put 9 aside unseen: nobody knows which numbers are missing. The other 24 form the stack.
- Chips: 11 each with 3 to 5 players, 9 each with 6 players, 7 each with 7 players.
- The first player is chosen in setup, or drawn at random from the seed (the default).
# A turn
- The top card of the stack is turned face up and offered to the player whose turn it is.
- Either take it, together with every chip on it (T), then turn up the next card and decide again;
- or say "No thanks!" and pay one chip onto the card (N or Space). Play then passes to the left.
- A player with no chips left must take the card.
- The round ends when the last card of the stack is taken.
# Scoring
- Each card scores its number, but a run of consecutive numbers scores only its lowest card: 27, 28, 29 score 27.
- Each chip you hold takes one point off. Score = card points − chips.
- Lowest score wins. Ties share the win.
- Hover over Take to see what taking the card would do to your score.
# Options (set in New game)
- Rounds: default 1 (the Mayfair rules suggest 4). Scores add up; each new round starts with the player to the left of the previous round's first player.
- Chip counts: hidden by default. Then you see only your own number of chips, but every chip movement is shown, as at a real table. "Open" shows everyone's count. Bots may count chips from what happened in either mode.
- Hidden Tiger (off by default): each player is dealt one of the set-aside cards face down, drawn at random. On your turn, before deciding, you may put it into your cards (it then scores normally) and go on with your turn. If you never play it, it does not count.
- Amigo variant (off by default; 3 to 5 players): 10 chips each; the 10, 20 and 30 are removed openly (or 10, 19 and 28), then 6 more at random unseen.
- Special cards (off by default): green and red cards with effects join the stack. See "Special cards" below.
# Pass-and-play
- With several humans at one screen, a curtain says whose turn it is and hides everything private until that player clicks.
"""


def _special_cards_section() -> str:
    """DECISIONS.md §2 in plain words, from the special cards' rulings text."""
    lines = ["# Special cards (option, off by default)"]
    for raw in SPECIAL_RULES_TEXT.strip().split("\n\n"):
        paragraph = " ".join(raw.split())
        if paragraph.startswith("The pool. "):
            lines.append("# The special cards")
            body = paragraph[len("The pool. ") :]
            lines.extend(f"- {part.rstrip('.')}." for part in re.split(_CARD_SPLIT, body))
            lines.append("# Special cards: details and scoring")
        else:
            lines.append(f"- {paragraph}")
    lines.append(
        "- At the table: B bids a chip on a green card, D declines it, S plays your Sit out. "
        "To give or remove a card, click it in your display (or use the arrow keys and Enter). "
        "Hover over a special card to read what it does."
    )
    return "\n".join(lines) + "\n"


#: Where the pool's paragraph splits into one bullet a card: before a card's name (a
#: capital, or the sign of "−1 per card" / "+1 per card") and its colon.
_CARD_SPLIT = r"\. (?=[A-Z+−][A-Za-z +()0-9,]{0,40}:)"


#: The whole page: the base rules, then the special cards from their rulings text.
RULES_TEXT = BASE_RULES + _special_cards_section()
