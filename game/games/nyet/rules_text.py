"""The in-game rules page for Nyet!: the rules as this app plays them, in plain words.

It follows docs/rulings.md §3; where neither the rulebook nor the rulings say, the
rulings here are ours (marked "Our ruling").
"""

from __future__ import annotations

RULES_TEXT = """\
NYET!  2 to 5 players. Two teams take tricks; before each round the players veto, box by
box, what the round will NOT be.

CARDS
60 cards in red, blue, yellow and green: each colour has three 1s and one each of 2 to 13.
The three 1s of a colour are identical (playing "a green 1" is one choice).
- 5 players: 12 cards each.  4 players: 15 each.
- 3 players: the 11, 12 and 13 of every colour are removed, openly; 16 cards each.
- 2 players: 15 each; the other 30 cards stay face down, unseen, for this round.

THE BOARD
Five lines of boxes:
1. First player: one box per player's character (boxes of characters nobody plays are
   covered for the whole game). Seat 1 is the first box, seat 2 the second, and so on.
2. Discard: none / 1 / 2 / 1 that is not a 1 / pass 1 left.
3. Trump: red, blue, yellow, green.
4. Supertrump: red, blue, yellow, green, none.
5. Points per trick and per loot: 1, 2, 3, 4, -2.

A ROUND
1. The dealer deals. The first dealer is drawn at random (or set up); the deal moves one
   seat to the left every round.
2. Nyet! phase: starting with the dealer and going clockwise (to the left), each player
   covers one empty box on a line that still has two or more empty boxes. When every line
   has exactly one empty box, the empty boxes are the round's terms: the first player,
   the discard rule, trump, supertrump and the points value.
3. Teams: the first player chooses.
   - 5 players: 3 against 2. She picks her side and her teammates, then gives the Bonus
     card to a player of the 2-team (she may keep it if she is on that team).
   - 4 players: 2 against 2; she picks her partner. No Bonus card.
   - 3 players: 1 against 2; she plays alone or picks a partner (the third player is then
     alone). The lone player holds the Bonus card.
   - 2 players: 1 against 1, no choice, no Bonus card.
4. Discards, from the first player clockwise, face down (only you see your own):
   - "1": discard one card.  "2": discard two.
   - "1 that is not a 1": discard one card that is not a 1. Our ruling: if your hand holds
     nothing but 1s, you discard a 1.
   - "pass 1 left": everyone gives one card to the left neighbour at the same time. Here
     each player chooses in turn from the first player, in secret; nobody sees a passed
     card before all have chosen, then all passed cards arrive together. You see only
     the card you gave and the card you got.
   - "none": no discards.
   Discarded cards are out of the round and are not shown to anyone, even afterwards.
5. Tricks: the first player leads. Follow the colour led if you can. If trump or a
   supertrump is led, play a trump or a supertrump if you can. The supertrumps (the three
   1s of the supertrump colour) belong to the trump colour for following: they do not
   count as their printed colour. If you cannot follow, play any card.
   The trick is won by the last supertrump played, if any; otherwise by the highest trump;
   otherwise by the highest card of the colour led. Between equal cards, the one played
   last wins. When the supertrump colour is the trump colour, the 1s of that colour are
   the supertrumps and beat every other trump.
   The winner leads the next trick. Played tricks are public: the table shows every trick
   of the round.
6. Loot: every 1 in a trick that was played by an opponent of the trick's winner is loot
   for the winner's team (supertrumps are 1s too). 1s played by the winner's own team are
   not loot.
7. Scoring: each team scores (its tricks + its loot) x the points value, -2 included. Every
   player of a team gets that score; the Bonus card holder gets it doubled (a negative
   score doubles too). Scores are kept per player.

END OF THE GAME
After 8 rounds (2 or 4 players), 9 (3 players) or 10 (5 players), or the number of rounds
set up. Option: play to a target score (default 100): our ruling is that the game ends
after the round in which at least one player reaches the target. Most points wins; a tie
shares the win. The scores shown during a round are those of the finished rounds.
"""
