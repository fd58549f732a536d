"""Nyet! bots: easy and medium heuristics, and the hard searcher's game adapter.

Every bot reads only a :class:`~game.games.nyet.rules.NyetView`.

* **easy** — covers −2 first, then the trump box of its shortest colour (else the first
  box), takes the first offered team, discards and passes its lowest card, and in
  tricks plays its highest card when that can win, else its lowest.
* **medium** — covers to keep the terms it likes open (trump: its strongest colour;
  supertrump: a colour whose 1s it holds; points: −2 first, then low values with a
  strong hand and high ones with a weak hand; the first-player box: its own), picks
  the partner opposite with 4 players (else the one whose covers agree with its hand),
  discards and passes 1s (loot for the opponents) and short-suit low cards, and plays
  tricks counting the cards still out: leads its masters, lets a partner's winning
  trick through (dumping a 1 there), wins with the cheapest winning card, never gives a
  1 to an opponent's trick, and turns all of this around when the points box is −2.
* **hard** — the search of :mod:`game.games.nyet.bots.hard`, with these medium rules in its
  playouts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from game.contract import Action
from game.games.nyet.actions import ChooseTeam, Cover, Discard, GiveBonus, PassLeft, Play
from game.games.nyet.board import (
    BOX_NAMES,
    FIRST,
    NO_SUPERTRUMP,
    POINT_VALUES,
    POINTS,
    SUPER,
    TRUMP,
)
from game.games.nyet.cards import COLOURS
from game.games.nyet.rules import NyetState, NyetView
from game.games.nyet.tricks import SUPER_POWER, TRUMP_POWER, TrickTables, tables, winning_index
from game.games.nyet.view import unseen_pool
from game.rng import Rng

# Hand evaluation -----------------------------------------------------------------------


def colour_strength(hand: Sequence[int]) -> list[float]:
    """Per printed colour: cards held plus a bonus for high cards (trump potential)."""
    strength = [0.0] * 4
    for card in hand:
        value = card & 15
        strength[card >> 4] += 1.0 + (0.5 if value >= 10 else 0.0)
    return strength


def ones_held(hand: Sequence[int]) -> list[int]:
    """Per colour: the 1s held."""
    ones = [0] * 4
    for card in hand:
        if card & 15 == 1:
            ones[card >> 4] += 1
    return ones


def hand_power(hand: Sequence[int], t: TrickTables | None) -> float:
    """A rough count of likely tricks (high cards, trumps, supertrumps)."""
    total = 0.0
    for card in hand:
        value = card & 15
        if t is not None and t.power[card] >= TRUMP_POWER:
            total += 1.0 if t.power[card] == SUPER_POWER or value >= 8 else 0.5
        elif value >= 12:
            total += 0.7
        elif value >= 10:
            total += 0.3
    return total


# Nyet! phase ------------------------------------------------------------------------------


def cover_score(line: int, box: int, me: int, hand: Sequence[int]) -> float:
    """How much the medium bot likes covering ``box`` of ``line`` (higher: cover it)."""
    if line == FIRST:
        return -5.0 if box == me else 0.5
    if line == TRUMP:
        strength = colour_strength(hand)
        return max(strength) - strength[box]
    if line == SUPER:
        ones = ones_held(hand)
        if box == NO_SUPERTRUMP:
            return 1.5 * sum(ones) - 1.0
        return 2.0 - 1.5 * ones[box]
    if line == POINTS:
        value = POINT_VALUES[box]
        if value < 0:
            return 3.0  # nobody wants a round that costs points: cover −2 first
        strong = hand_power(hand, None) >= 0.22 * len(hand)
        if strong:
            return {1: 1.0, 2: 0.5, 3: -0.5, 4: -1.0}[value]
        return {1: -0.5, 2: 0.0, 3: 0.5, 4: 1.0}[value]
    return 0.0


def medium_cover(me: int, hand: Sequence[int], legal: Sequence[Action]) -> Action:
    best = legal[0]
    best_score = -1e9
    for action in legal:
        assert isinstance(action, Cover)
        score = cover_score(action.line, action.box, me, hand)
        if score > best_score:
            best, best_score = action, score
    return best


def easy_cover(hand: Sequence[int], legal: Sequence[Action]) -> Action:
    """Cover −2 if still open, else the trump box of my shortest colour, else the first."""
    for action in legal:
        if isinstance(action, Cover) and action.line == POINTS and POINT_VALUES[action.box] < 0:
            return action
    counts = [0] * 4
    for card in hand:
        counts[card >> 4] += 1
    trump_boxes = [a for a in legal if isinstance(a, Cover) and a.line == TRUMP]
    if trump_boxes:
        return min(trump_boxes, key=lambda a: counts[a.box] if isinstance(a, Cover) else 0)
    return legal[0]


def medium_team(
    me: int, hand: Sequence[int], board: Sequence[Sequence[int]], legal: Sequence[Action]
) -> Action:
    """With 4 players the partner opposite; otherwise partners whose covers disagree
    least with my hand (a strong 3-player hand goes alone; with 5 players the 3-team is
    preferred)."""
    strength = colour_strength(hand)
    best_colour = max(range(4), key=lambda c: strength[c])
    ones = ones_held(hand)
    disagree = Counter[int]()
    for colour, holder in enumerate(board[TRUMP]):
        if holder >= 0 and holder != me and colour == best_colour:
            disagree[holder] += 2
    for colour, holder in enumerate(board[SUPER]):
        if holder >= 0 and holder != me and colour < 4 and ones[colour]:
            disagree[holder] += 1
    n = len(board[FIRST]) - sum(1 for h in board[FIRST] if h == -2)
    if n == 4:
        # Partners sit opposite, as in most partnership trick games: the seats then
        # alternate between the teams in every trick.
        for action in legal:
            if isinstance(action, ChooseTeam) and action.partners == ((me + 2) % 4,):
                return action
    power = hand_power(hand, None)

    def score(action: Action) -> float:
        assert isinstance(action, ChooseTeam)
        partners = action.partners
        if not partners:
            return 3.0 if power >= 5.0 else -3.0
        return -sum(disagree[p] for p in partners) + (1.0 if n == 5 and len(partners) == 2 else 0)

    return max(legal, key=score)


# Discards and passing -----------------------------------------------------------------------


def junk_card(hand: Sequence[int], legal_cards: Sequence[int], t: TrickTables) -> int:
    """The card to get rid of: a plain 1 (loot for the opponents) if allowed, else the
    lowest plain card of the shortest plain colour, else the lowest card."""
    power, suit = t.power, t.suit
    plain = [c for c in legal_cards if power[c] < TRUMP_POWER]
    ones = [c for c in plain if c & 15 == 1]
    if ones:
        return ones[0]
    if plain:
        counts = Counter(suit[c] for c in hand)
        return min(plain, key=lambda c: (counts[suit[c]], power[c]))
    return min(legal_cards, key=lambda c: power[c])


# Tricks -----------------------------------------------------------------------------------


def top_outstanding(remaining: Sequence[int], t: TrickTables) -> list[int]:
    """Per effective colour (trump included), the highest power among ``remaining``
    (the cards that others may still play), -1 if none."""
    top = [-1, -1, -1, -1]
    suit, power = t.suit, t.power
    for card in remaining:
        s = suit[card]
        if power[card] > top[s]:
            top[s] = power[card]
    return top


def medium_play(
    me: int,
    cards: Sequence[int],
    trick: Sequence[int],
    leader: int,
    team: Sequence[int],
    value: int,
    t: TrickTables,
    top: Sequence[int] | Callable[[], Sequence[int]] | None = None,
) -> int:
    """The medium trick rule: ``cards`` are the distinct legal cards; ``top`` is
    :func:`top_outstanding` of the cards not yet seen (for counting masters), or a
    function that computes it (called only when the rule needs it)."""
    power, suit = t.power, t.suit
    if len(cards) == 1:
        return cards[0]
    if not trick:
        want = value > 0
        return _medium_lead(cards, want, t, _tops(top) if want else (-1, -1, -1, -1))
    index = winning_index(trick, t)
    partner_wins = team[(leader + index) % len(team)] == team[me]
    # A card played now wins if it follows the colour led (or is a trump) and is at
    # least as strong as the best card so far (equal cards: the last played wins).
    led = suit[trick[0]]
    best = trick[index]
    best_power = power[best]
    winning: list[int] = []
    losing: list[int] = []
    one = -1  # the first losing 1, if any
    for c in cards:  # ``cards`` are distinct: each is winning or losing
        strength = power[c]
        if strength >= best_power and (strength >= TRUMP_POWER or suit[c] == led):
            winning.append(c)
        else:
            losing.append(c)
            if one < 0 and c & 15 == 1:
                one = c
    if value > 0:
        last = len(trick) == len(team) - 1
        if partner_wins and (last or not winning or _is_master(best, t, _tops(top))):
            if one >= 0:
                return one
            return min(losing or cards, key=power.__getitem__)
        if winning:
            if not last:
                ahead = _tops(top)
                masters = [c for c in winning if power[c] > ahead[suit[c]]]
                if masters:
                    return min(masters, key=power.__getitem__)
            return min(winning, key=power.__getitem__)
        plain = [c for c in cards if c & 15 != 1] or cards
        return min(plain, key=power.__getitem__)
    # Negative points: avoid tricks; 1s on the opponents' tricks cost them.
    if losing:
        if not partner_wins and one >= 0:
            return one
        return max(losing, key=power.__getitem__)
    return max(cards, key=power.__getitem__)


def medium_trick_chooser(state: NyetState) -> Callable[[int, list[int], list[int], int], int]:
    """The medium trick rule as a :meth:`NyetState.play_tricks` chooser.

    The cards still out (the other hands) are only scanned when the rule asks for
    them, in one pass (a cache per hand was slower: every hand shrinks between two of
    a seat's plays). The chooser reads ``state.hands``' own lists, which the tricks
    shrink in place, so it serves the round in play only.
    """
    t = state.tables
    assert t is not None
    team, value, hands = state.team, state.value, state.hands
    suit, power = t.suit, t.power
    n = len(hands)

    others = [[hands[o] for o in range(n) if o != seat] for seat in range(n)]
    asking = others[0]  # the other hands of the seat the rule is asked for

    def top() -> list[int]:
        best = [-1, -1, -1, -1]
        for hand in asking:
            for card in hand:
                s = suit[card]
                if power[card] > best[s]:
                    best[s] = power[card]
        return best

    def choose(seat: int, cards: list[int], trick: list[int], leader: int) -> int:
        nonlocal asking
        asking = others[seat]
        return medium_play(seat, cards, trick, leader, team, value, t, top)

    return choose


def _tops(top: Sequence[int] | Callable[[], Sequence[int]] | None) -> Sequence[int]:
    if top is None:
        return (-1, -1, -1, -1)
    return top() if callable(top) else top


def _is_master(card: int, t: TrickTables, top: Sequence[int]) -> bool:
    return t.power[card] > top[t.suit[card]]


def _medium_lead(cards: Sequence[int], want: bool, t: TrickTables, top: Sequence[int]) -> int:
    """The medium lead: the strongest plain master (else any master, else the lowest
    plain card) when tricks are wanted, the lowest card otherwise; never a 1 when
    another card will do."""
    power, suit = t.power, t.suit
    non_ones = [c for c in cards if c & 15 != 1] or list(cards)
    if not want:
        return min(non_ones, key=power.__getitem__)
    masters = [c for c in non_ones if power[c] > top[suit[c]]]
    plain_masters = [c for c in masters if power[c] < TRUMP_POWER]
    if plain_masters:
        return max(plain_masters, key=power.__getitem__)
    if masters:
        return max(masters, key=power.__getitem__)
    plain = [c for c in non_ones if power[c] < TRUMP_POWER] or non_ones
    return min(plain, key=power.__getitem__)


def easy_play(cards: Sequence[int], trick: Sequence[int], t: TrickTables) -> int:
    power = t.power
    if not trick:
        return max(cards, key=lambda c: power[c])
    winning = [c for c in cards if winning_index([*trick, c], t) == len(trick)]
    if winning:
        return max(winning, key=lambda c: power[c])
    return min(cards, key=lambda c: power[c])


# View helpers --------------------------------------------------------------------------------


def view_tables(view: NyetView) -> TrickTables | None:
    if view.trump is None or view.supertrump is None:
        return None
    return tables(COLOURS.index(view.trump), BOX_NAMES[SUPER].index(view.supertrump))


def cards_of(legal: Sequence[Action]) -> list[int]:
    return [a.card for a in legal if isinstance(a, Play | Discard | PassLeft)]


def action_for(legal: Sequence[Action], card: int) -> Action:
    for action in legal:
        if isinstance(action, Play | Discard | PassLeft) and action.card == card:
            return action
    return legal[0]


def unseen_cards(view: NyetView) -> list[int]:
    """The cards of this round that ``view.player`` has not seen (others' hands,
    discards and pass cards, and set-aside cards)."""
    return list(unseen_pool(view).elements())


class EasyNyetBot:
    """The easy Nyet! rules (see the module docstring)."""

    level = "easy"

    def choose(self, view: NyetView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Cover):
            return easy_cover(view.hand, legal)
        if isinstance(first, ChooseTeam | GiveBonus):
            return first
        t = view_tables(view)
        assert t is not None
        cards = cards_of(legal)
        if isinstance(first, Play):
            return action_for(legal, easy_play(cards, view.trick, t))
        return action_for(legal, min(cards, key=lambda c: t.power[c]))


class MediumNyetBot:
    """The medium Nyet! rules (see the module docstring)."""

    level = "medium"

    def choose(self, view: NyetView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Cover):
            return medium_cover(view.player, view.hand, legal)
        if isinstance(first, ChooseTeam):
            return medium_team(view.player, view.hand, view.board, legal)
        if isinstance(first, GiveBonus):
            return first
        t = view_tables(view)
        assert t is not None and view.teams is not None and view.points is not None
        cards = cards_of(legal)
        if isinstance(first, Play):
            leader = view.leader if view.leader is not None else view.player
            top = top_outstanding(unseen_cards(view), t)
            card = medium_play(
                view.player, cards, view.trick, leader, view.teams, view.points, t, top
            )
            return action_for(legal, card)
        return action_for(legal, junk_card(view.hand, cards, t))
