# ruff: noqa: E501  (prose: one rule per line reads better than wrapped strings)
"""The in-game rules page for Play or Pay: docs/rulings.md §4 plus our own rulings where the
rulebook and the decisions are silent, in plain words.

Same layout as the rules pages in ``scenes/rules_text.py``: lines starting with ``# `` are
headings, ``- `` starts a bullet, one rule per line.
"""

from __future__ import annotations

RULES_TEXT = """# Play or Pay
3 to 8 players. Play your cards onto sequences in the middle, or pay a token. The first player out of cards wins the pot. Most tokens at the end wins.
# Cards
- One 52-card deck for 3 or 4 players; two decks shuffled together for 5 to 8. With two decks the two copies of a card are alike.
- The decks are counted anew at every deal, from the players still in the game: two decks while 5 or more players are still in, one deck once 4 or fewer are left.
- Aces are low and kings high. Sequences never wrap around from king to ace.
# Setting up
- Everyone starts with the same number of tokens: 20 unless changed in New game.
- The game lasts one round per player unless New game says otherwise.
- First dealer: drawn at random from the seed by default, or chosen in New game.
# Dealing and ante
- The dealer deals all the cards one at a time, starting with the player on their left. Some players may get one card more than others.
- Every player puts one token into the pot, except the players who were dealt an extra card.
# A turn
- The player on the dealer's left plays any card: it starts a sequence.
- Then, in turn to the left, you must play a card one rank above or one rank below an end of a sequence of the same suit,
- or start a new sequence with any card of a suit that has no sequence yet.
- With two decks a suit may have two sequences: the second one can be started at any time while the suit has only one. The two sequences of a suit are separate: each grows at both ends and they never join.
- If you can play, you must. You choose which card, and where it goes if it fits in two places.
- If you cannot play, you pay one token into the pot.
# Out of tokens
- A player with no tokens stays in until the end of the round and, when unable to play, passes for free.
- A player with no tokens never takes the pot, not even when every player is broke.
- If that player is the first out of cards, they do not take the pot: it stays in the middle and goes to the winner of a later round, together with that round's antes.
- At the end of a round every player with no tokens is out of the game: they are dealt no more cards and are skipped.
# End of a round
- The first player to play their last card wins the pot, and the round ends at once.
- The player who played the first card of the round deals the next one. If that player is out of the game, the next player still in on their left deals.
# End of the game
- The game ends when the set number of rounds has been played,
- or at the end of a round when only one player is still in the game: that player takes whatever is in the pot and holds all the tokens.
- If a round ends and every player still in has no tokens, the game ends there: the pot belongs to nobody, nobody is put out, and all the players still in share the win.
- A pot still in the middle when the last round ends belongs to nobody.
- Most tokens wins. Ties share the win.
# Sevens (option, off by default)
- No tokens are used.
- Sequences can only be started with a 7. The player holding the 7 of diamonds plays it first; with two decks, the first holder to the dealer's left. With two decks, a suit's second sequence starts with its other 7.
- You must play if you can; otherwise you pass.
- When a player runs out of cards the others play on, until only one player still holds cards.
- Each round every player scores one point for each player who went out after them: the first out scores one less than the number of players, the last scores nothing.
- The player who led the 7 of diamonds deals the next round. Points add up over the rounds. Most points wins; ties share the win.
# Notation
- Cards are written rank then suit: A 2 3 4 5 6 7 8 9 T J Q K and C D H S, for example 7D, TS, AH.
- A play is written as its card: 7D. Only when the same card could go in two places (possible with two decks) is the sequence named: 7D>1 or 7D>2 puts it on the first or the second diamond sequence, counted in the order they were started (7D>2 starts the second one when there is only one).
- "pay" pays a token; "pass" passes.
"""
