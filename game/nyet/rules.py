"""Nyet! rules (DECISIONS.md §3): state, legal actions, apply, views, resampling.

A round: deal; the Nyet! phase (from the dealer clockwise each player covers one empty box
on a line that still has two or more, until every line has one); the first player (the
seat whose character box stayed open) picks the teams (and, with 5 players, gives the
Bonus card); every player discards or chooses a card to pass left (passed cards arrive
together once everyone chose); then the tricks, led first by the first player. After the
last trick the round is scored, the dealer moves left and the next round is dealt, until
the round count (or the target score) is reached.

Seat ``i`` plays character ``i`` (box ``i`` of the first-player line); "left" and
"clockwise" are seat + 1.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.contract import TERMINAL, RoundResult, State
from game.errors import IllegalActionError
from game.events import EventSink, drop
from game.nyet import scoring
from game.nyet.actions import (
    ACTION_TYPES,
    BONUSES,
    COVERS,
    DISCARDS,
    PASSES,
    PLAYS,
    ChooseTeam,
    Cover,
    Discard,
    GiveBonus,
    NyetAction,
    PassLeft,
    Play,
    team_choices,
)
from game.nyet.board import (
    BOX_NAMES,
    DISCARD,
    DISCARD_EXCEPT_ONE,
    DISCARD_MODES,
    DISCARD_NONE,
    DISCARD_PASS,
    DISCARD_TWO,
    EMPTY,
    FIRST,
    POINT_VALUES,
    POINTS,
    SUPER,
    TRUMP,
)
from game.nyet.cards import (
    COLOURS,
    hand_size,
    removed_for,
    round_deck,
    unseen_count,
)
from game.nyet.events import (
    BonusGiven,
    BoxCovered,
    CardDiscarded,
    CardPlayed,
    GameEnded,
    NyetRoundScored,
    NyetRoundStarted,
    PassChosen,
    PassesDelivered,
    PhaseStarted,
    TeamsChosen,
    TermsSet,
    TricksStarted,
    TrickWon,
)
from game.nyet.fields import NYET_FIELDS, PHASES
from game.nyet.knowledge import redeal_unknown
from game.nyet.tricks import TrickTables, tables, winning_index
from game.options import OptionValue
from game.rng import Rng

NYET, TEAM, BONUS, DISCARDING, PASSING, TRICKS, OVER = range(7)
STANDARD_ROUNDS = {2: 8, 3: 9, 4: 8, 5: 10}

_NO_ACTIONS: tuple[NyetAction, ...] = ()

# choose(seat, cards, trick, leader) -> card: see NyetState.play_tricks.
TrickChooser = Callable[[int, list[int], list[int], int], int]


def standard_rounds(num_players: int) -> int:
    """Rounds in a game: 8 with 2 or 4 players, 9 with 3, 10 with 5."""
    return STANDARD_ROUNDS[num_players]


@dataclass(frozen=True)
class RoundDeal:
    """One round's cards: each seat's hand and the cards not dealt (2 players: 30 unseen;
    3 players: the removed 11s, 12s and 13s, shown openly)."""

    hands: tuple[tuple[int, ...], ...]
    aside: tuple[int, ...]


@dataclass(frozen=True)
class TrickView:
    """A finished trick: ``cards[i]`` was played by seat ``(leader + i) % num_players``;
    ``loot`` are the 1s the winner's team captured from opponents in it."""

    leader: int
    cards: tuple[int, ...]
    winner: int
    loot: tuple[int, ...]


@dataclass(frozen=True)
class NyetView:
    """What one seat may know. Cards are codes (see :mod:`game.nyet.cards`).

    ``board[line][box]`` is -1 (empty), -2 (a character nobody plays) or the seat that
    covered it; ``covers_left`` boxes are still to be covered in the Nyet! phase. The
    round's terms (``first_player`` .. ``points``) are None until the Nyet! phase ends;
    ``teams[seat]`` (0: the first player's team, 1: the others) and ``bonus`` until the
    first player chose. ``passing`` is this seat's chosen pass card
    before the passed cards arrive; ``passed`` / ``received`` are the cards it gave and
    got once they did. ``trick`` is the trick in play (led by ``leader``); ``tricks`` the
    finished ones this round. ``totals`` are the scores of finished rounds.
    """

    player: int
    num_players: int
    round: int
    rounds: int | None
    target: int | None
    dealer: int
    current_player: int
    phase: str
    board: tuple[tuple[int, ...], ...]
    covers_left: int
    first_player: int | None
    discard: str | None
    trump: str | None
    supertrump: str | None
    points: int | None
    teams: tuple[int, ...] | None
    bonus: int | None
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    discarded: tuple[int, ...]
    discard_counts: tuple[int, ...]
    passing: int | None
    passes_chosen: tuple[bool, ...]
    passed: int | None
    received: int | None
    removed_open: tuple[int, ...]
    unseen_count: int
    leader: int | None
    trick: tuple[int, ...]
    tricks: tuple[TrickView, ...]
    tricks_won: tuple[int, ...]
    loot_won: tuple[int, ...]
    totals: tuple[int, ...]


class NyetState(State[NyetView, NyetAction]):
    """A Nyet! game in progress (mutable; :meth:`clone` for search). Its fields are
    declared once, in :data:`game.nyet.fields.NYET_FIELDS`."""

    lower_score_wins = False
    FIELDS = NYET_FIELDS
    __slots__ = NYET_FIELDS.slots()
    num_players: int
    options: dict[str, OptionValue]
    rng: Rng
    deals: tuple[RoundDeal, ...] | None
    rounds_total: int | None
    target: int | None
    round: int
    dealer: int
    phase: int
    player: int
    totals: list[int]
    finished: list[RoundResult]
    _legal: tuple[NyetAction, ...]
    board: list[list[int]]
    open_covers: list[tuple[Cover, ...]]
    covers_left: int
    first: int
    discard_mode: int
    trump: int
    supertrump: int
    value: int
    tables: TrickTables | None
    suit: tuple[int, ...]
    led: int
    team: list[int]
    bonus: int
    hands: list[list[int]]
    aside: list[int]
    discards: list[list[int]]
    owed: int
    decided: int
    passing: list[int]
    passed: list[int]
    tricks: list[TrickView]
    trick: list[int]
    leader: int
    won: list[int]
    loot: list[int]
    voids: list[int]

    def __init__(
        self,
        num_players: int,
        options: dict[str, OptionValue],
        seed: int,
        deals: Sequence[RoundDeal] | None = None,
    ) -> None:
        n = num_players
        self.num_players = n
        self.options = dict(options)
        self.rng = Rng(seed)
        self.deals = tuple(deals) if deals is not None else None
        if options["end"] == "target":
            self.rounds_total = None
            self.target = int(options["target"])
        else:
            rounds = str(options["rounds"])
            self.rounds_total = standard_rounds(n) if rounds == "standard" else int(rounds)
            self.target = None
        first = str(options["first_dealer"])
        self.dealer = self.rng.below(n) if first == "random" else int(first) - 1
        self.round = 0
        self.totals = [0] * n
        self.finished = []
        self.phase = NYET
        self.player = TERMINAL
        self._legal = _NO_ACTIONS
        self._clear_round()
        self._start_round(drop)

    # Round setup ------------------------------------------------------------------

    def _clear_round(self) -> None:
        """Every round field at its value at a round's start."""
        self.FIELDS.clear(self, self.num_players)

    def _deal(self) -> tuple[list[list[int]], list[int]]:
        """This round's hands and set-aside cards: from the explicit deal if it has this
        round, else shuffled from the state's generator."""
        if self.deals is not None and self.round <= len(self.deals):
            deal = self.deals[self.round - 1]
            return [sorted(hand) for hand in deal.hands], sorted(deal.aside)
        n = self.num_players
        cards = round_deck(n)
        size = hand_size(n)
        unseen = unseen_count(n)
        # Only the dealt cards need a random order; the unseen rest is one set.
        self.rng.shuffle(cards, unseen)
        hands = [
            sorted(cards[unseen + seat * size : unseen + (seat + 1) * size]) for seat in range(n)
        ]
        aside = sorted(cards[:unseen]) if unseen else removed_for(n)
        return hands, aside

    def _start_round(self, emit: EventSink) -> None:
        self.round += 1
        self._clear_round()
        self.hands, self.aside = self._deal()
        self.phase = NYET
        self.player = self.dealer
        self._legal = self._legal_covers()
        if emit is not drop:
            emit(
                NyetRoundStarted(
                    player=self.dealer,
                    round=self.round,
                    first_player=self.dealer,
                    dealer=self.dealer,
                    board=tuple(tuple(line) for line in self.board),
                    covers_left=self.covers_left,
                    hand_sizes=tuple(len(hand) for hand in self.hands),
                    private={seat: {"hand": tuple(hand)} for seat, hand in enumerate(self.hands)},
                )
            )

    # Legal actions ----------------------------------------------------------------

    def _legal_covers(self) -> tuple[NyetAction, ...]:
        legal: tuple[NyetAction, ...] = ()
        for covers in self.open_covers:
            if len(covers) >= 2:
                legal += covers
        return legal

    def _legal_discards(self) -> tuple[NyetAction, ...]:
        cards = dict.fromkeys(self.hands[self.player])
        if self.discard_mode == DISCARD_EXCEPT_ONE:
            not_ones = [card for card in cards if card & 15 != 1]
            if not_ones:  # a hand of only 1s discards a 1 (see RULES_TEXT)
                return tuple(DISCARDS[card] for card in not_ones)
        return tuple(DISCARDS[card] for card in cards)

    def _playable(self, hand: list[int], led: int) -> list[int]:
        """The distinct cards of ``hand`` that may be played when colour ``led`` was led
        (-1: leading)."""
        cards = list(dict.fromkeys(hand))
        if led >= 0:
            suit = self.suit
            follow = [card for card in cards if suit[card] == led]
            if follow:
                return follow
        return cards

    def _legal_plays(self) -> tuple[NyetAction, ...]:
        return tuple(PLAYS[card] for card in self._playable(self.hands[self.player], self.led))

    # Contract ---------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return self.player

    def legal_actions(self) -> Sequence[NyetAction]:
        return self._legal

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def apply(self, action: object, sink: EventSink | None = None) -> None:
        if action not in self._legal:
            self._reject(action)
        # Without a sink no event is even built (search playouts apply a lot); an empty
        # EventLog is falsy, hence "is None".
        emit = drop if sink is None else sink
        if type(action) is Play:
            self._play(action.card, emit)
        elif type(action) is Cover:
            self._cover(action.line, action.box, emit)
        elif type(action) is Discard:
            self._discard(action.card, emit)
        elif type(action) is PassLeft:
            self._pass(action.card, emit)
        elif type(action) is ChooseTeam:
            self._choose_team(action.partners, emit)
        elif type(action) is GiveBonus:
            self._give_bonus(action.seat, emit)

    def _reject(self, action: object) -> None:
        if self.phase == OVER:
            raise IllegalActionError("the game is over; no action is legal")
        if not isinstance(action, ACTION_TYPES):
            raise IllegalActionError(f"{action!r} is not a Nyet! action")
        legal = ", ".join(a.text for a in self._legal)
        raise IllegalActionError(
            f"'{action.text}' is not legal now ({PHASES[self.phase]} phase; legal: {legal})"
        )

    # Nyet! phase ------------------------------------------------------------------

    def _cover(self, line: int, box: int, emit: EventSink) -> None:
        p = self.player
        self.board[line][box] = p
        self.open_covers[line] = tuple(c for c in self.open_covers[line] if c.box != box)
        self.covers_left -= 1
        if self.covers_left:
            self.player = (p + 1) % self.num_players
            self._legal = self._legal_covers()
            if emit is not drop:
                emit(self._covered(line, box, p))
            return
        self._read_terms()
        if emit is not drop:
            emit(self._covered(line, box, p))
        self._set_terms(emit)

    def _covered(self, line: int, box: int, p: int) -> BoxCovered:
        """The event of ``p`` covering a box (the seat to move is already updated; after
        the last cover, the first player)."""
        to_move = self.player if self.covers_left else self.first
        text = COVERS[line][box].text
        left = self.covers_left
        return BoxCovered(
            player=p, line=line, box=box, text=text, covers_left=left, to_move=to_move
        )

    def _read_terms(self) -> None:
        """Fix the round's terms from the boxes left open on the finished board."""
        open_box = [line.index(EMPTY) for line in self.board]
        self.first = open_box[FIRST]
        self.discard_mode = open_box[DISCARD]
        self.trump = open_box[TRUMP]
        self.supertrump = open_box[SUPER]
        self.value = POINT_VALUES[open_box[POINTS]]
        self.tables = tables(self.trump, self.supertrump)
        self.suit = self.tables.suit

    def _set_terms(self, emit: EventSink) -> None:
        first = self.first
        if emit is not drop:
            emit(
                TermsSet(
                    player=first,
                    first_player=first,
                    discard=DISCARD_MODES[self.discard_mode],
                    trump=COLOURS[self.trump],
                    supertrump=BOX_NAMES[SUPER][self.supertrump],
                    points=self.value,
                )
            )
        n = self.num_players
        if n == 2:
            self.team = [0 if seat == first else 1 for seat in range(n)]
            if emit is not drop:
                emit(TeamsChosen(player=first, teams=tuple(self.team), partners=()))
            self._start_discards(emit)
        else:
            self.phase = TEAM
            self.player = first
            self._legal = team_choices(n, first)
            if emit is not drop:
                emit(PhaseStarted(player=first, phase=PHASES[TEAM]))

    # Teams ------------------------------------------------------------------------

    def _choose_team(self, partners: tuple[int, ...], emit: EventSink) -> None:
        n, first = self.num_players, self.first
        team = [1] * n
        team[first] = 0
        for seat in partners:
            team[seat] = 0
        self.team = team
        if emit is not drop:
            emit(TeamsChosen(player=first, teams=tuple(team), partners=tuple(partners)))
        if n == 3:
            # The solo player (alone or left alone) holds the Bonus card.
            solo_side = 0 if not partners else 1
            self.bonus = team.index(solo_side)
            if emit is not drop:
                emit(BonusGiven(player=self.bonus, seat=self.bonus))
            self._start_discards(emit)
        elif n == 5:
            small_side = 0 if len(partners) == 1 else 1
            self.phase = BONUS
            self._legal = tuple(BONUSES[seat] for seat in range(n) if team[seat] == small_side)
            if emit is not drop:
                emit(PhaseStarted(player=first, phase=PHASES[BONUS]))
        else:
            self._start_discards(emit)

    def _give_bonus(self, seat: int, emit: EventSink) -> None:
        self.bonus = seat
        if emit is not drop:
            emit(BonusGiven(player=seat, seat=seat, by=self.first))
        self._start_discards(emit)

    # Discards and passing -----------------------------------------------------------

    def _start_discards(self, emit: EventSink) -> None:
        mode = self.discard_mode
        self.player = self.first
        self.decided = 0
        if mode == DISCARD_NONE:
            self._start_tricks(emit)
            return
        if mode == DISCARD_PASS:
            self.phase = PASSING
            self._legal = tuple(PASSES[card] for card in dict.fromkeys(self.hands[self.player]))
        else:
            self.phase = DISCARDING
            self.owed = 2 if mode == DISCARD_TWO else 1
            self._legal = self._legal_discards()
        if emit is not drop:
            emit(PhaseStarted(player=self.player, phase=PHASES[self.phase]))

    def _discard(self, card: int, emit: EventSink) -> None:
        p = self.player
        hand, discards = self.hands[p], self.discards[p]
        hand.remove(card)
        discards.append(card)
        self.owed -= 1
        done = False
        if self.owed:
            self._legal = self._legal_discards()
        else:
            self.decided += 1
            done = self.decided == self.num_players
            if not done:
                self.player = (p + 1) % self.num_players
                self.owed = 2 if self.discard_mode == DISCARD_TWO else 1
                self._legal = self._legal_discards()
        if emit is not drop:
            emit(
                CardDiscarded(
                    player=p,
                    hand_size=len(hand),
                    discarded=len(discards),
                    to_move=self.player,
                    private={p: {"card": card}},
                )
            )
        if done:
            self._start_tricks(emit)

    def _pass(self, card: int, emit: EventSink) -> None:
        p, n = self.player, self.num_players
        hand = self.hands[p]
        hand.remove(card)
        self.passing[p] = card
        self.decided += 1
        if self.decided < n:
            self.player = (p + 1) % n
            self._legal = tuple(PASSES[c] for c in dict.fromkeys(self.hands[self.player]))
            if emit is not drop:
                emit(
                    PassChosen(
                        player=p,
                        hand_size=len(hand),
                        to_move=self.player,
                        private={p: {"card": card}},
                    )
                )
            return
        if emit is not drop:
            emit(PassChosen(player=p, hand_size=len(hand), to_move=p, private={p: {"card": card}}))
        # Everyone chose: the passed cards arrive together.
        for seat, given in enumerate(self.passing):
            receiver = self.hands[(seat + 1) % n]
            receiver.append(given)
            receiver.sort()
        self.passed = self.passing
        self.passing = [-1] * n
        if emit is not drop:
            emit(self._delivery())
        self._start_tricks(emit)

    def _delivery(self) -> PassesDelivered:
        """The event of the passed cards arriving (each seat sees its own two cards)."""
        n, passed, hands = self.num_players, self.passed, self.hands
        return PassesDelivered(
            hand_sizes=tuple(len(hand) for hand in hands),
            private={
                seat: {
                    "passed": passed[seat],
                    "received": passed[(seat - 1) % n],
                    "hand": tuple(hands[seat]),
                }
                for seat in range(n)
            },
        )

    # Tricks -----------------------------------------------------------------------

    def _start_tricks(self, emit: EventSink) -> None:
        self.phase = TRICKS
        self.leader = self.player = self.first
        self.trick = []
        self.led = -1
        self._legal = self._legal_plays()
        if emit is not drop:
            emit(TricksStarted(player=self.first, leader=self.first))

    def _play(self, card: int, emit: EventSink) -> None:
        p, n = self.player, self.num_players
        hand = self.hands[p]
        hand.remove(card)
        trick = self.trick
        led = self.led
        if led < 0:
            self.led = self.suit[card]
        elif self.suit[card] != led:
            self.voids[p] |= 1 << led
        trick.append(card)
        if len(trick) < n:
            self.player = (p + 1) % n
            self._legal = self._legal_plays()
            if emit is not drop:
                emit(CardPlayed(player=p, card=card, hand_size=len(hand), to_move=self.player))
            return
        if emit is not drop:
            emit(CardPlayed(player=p, card=card, hand_size=len(hand), to_move=p))
        self._finish_trick(emit)

    def _take_trick(self, trick: list[int], leader: int) -> TrickView:
        """Credit the full ``trick`` led by ``leader`` to its winner (trick and loot
        counts, the finished-trick record); returns the record."""
        n, team = self.num_players, self.team
        assert self.tables is not None
        winner = (leader + winning_index(trick, self.tables)) % n
        side = team[winner]
        loot = tuple(
            card
            for index, card in enumerate(trick)
            if card & 15 == 1 and team[(leader + index) % n] != side
        )
        self.won[winner] += 1
        self.loot[winner] += len(loot)
        record = TrickView(leader, tuple(trick), winner, loot)
        self.tricks.append(record)
        return record

    def _finish_trick(self, emit: EventSink) -> None:
        leader, trick = self.leader, self.trick
        taken = self._take_trick(trick, leader)
        winner = taken.winner
        if emit is not drop:
            emit(
                TrickWon(
                    player=winner,
                    leader=leader,
                    cards=taken.cards,
                    winner=winner,
                    loot=taken.loot,
                    won=self.won[winner],
                    loot_won=self.loot[winner],
                )
            )
        if not self.hands[winner]:
            self._end_round(emit)
            return
        self.trick = []
        self.led = -1
        self.leader = self.player = winner
        self._legal = self._legal_plays()

    def play_tricks(self, choose: TrickChooser) -> None:
        """Play the tricks left in this round with ``choose``, then end the round.

        ``choose(seat, cards, trick, leader)`` gets the seat to play, its distinct legal
        cards (never empty), the cards played to the trick so far and the trick's leader,
        and returns one of ``cards``. The state afterwards is exactly the state that
        applying the same :class:`Play` actions one by one reaches (without events); this
        is the fast path for search playouts, which skips building the legal-action
        tuples. Only valid in the tricks phase.
        """
        if self.phase != TRICKS:
            raise IllegalActionError("play_tricks needs the tricks phase")
        n, hands, suit, voids = self.num_players, self.hands, self.suit, self.voids
        trick, leader, led = self.trick, self.leader, self.led
        while True:
            p = (leader + len(trick)) % n
            hand = hands[p]
            cards = self._playable(hand, led)
            card = cards[0] if len(cards) == 1 else choose(p, cards, trick, leader)
            hand.remove(card)
            if led < 0:
                led = suit[card]
            elif suit[card] != led:
                voids[p] |= 1 << led
            trick.append(card)
            if len(trick) < n:
                continue
            winner = self._take_trick(trick, leader).winner
            if not hands[winner]:
                self.leader, self.player = leader, p
                self.trick, self.led = trick, led
                self._end_round(drop)
                return
            trick, led, leader = [], -1, winner

    # Round end --------------------------------------------------------------------

    def _end_round(self, emit: EventSink) -> None:
        bonus = self.bonus if self.bonus >= 0 else None
        details = scoring.breakdown(self.team, bonus, self.won, self.loot, self.value)
        points = tuple(int(d["score"]) for d in details)
        for seat, value in enumerate(points):
            self.totals[seat] += value
        self.finished.append(RoundResult(self.round, tuple(float(p) for p in points), details))
        if emit is not drop:
            emit(
                NyetRoundScored(
                    round=self.round,
                    points=points,
                    totals=tuple(self.totals),
                    breakdown=tuple(dict(d) for d in details),
                    team_scores=self._team_scores(details),
                )
            )
        if self._game_over():
            self.phase = OVER
            self.player = TERMINAL
            self._legal = _NO_ACTIONS
            self.trick = []
            if emit is not drop:
                emit(GameEnded(winners=tuple(self.winners())))
            return
        self.dealer = (self.dealer + 1) % self.num_players
        self._start_round(emit)

    @staticmethod
    def _team_scores(details: Sequence[Mapping[str, Any]]) -> tuple[int, int]:
        """Each team's round score (before the Bonus card) from the round's breakdown."""
        scores = [0, 0]
        for d in details:
            scores[int(d["team"])] = scoring.team_score(
                int(d["team_tricks"]), int(d["team_loot"]), int(d["value"])
            )
        return scores[0], scores[1]

    def _game_over(self) -> bool:
        if self.target is not None:
            return max(self.totals) >= self.target
        assert self.rounds_total is not None
        return self.round >= self.rounds_total

    # Queries ----------------------------------------------------------------------

    def scores(self) -> list[float]:
        """Totals of the finished rounds (the round in play is not counted yet)."""
        return [float(total) for total in self.totals]

    def round_results(self) -> list[RoundResult]:
        return list(self.finished)

    def action_text(self, action: object) -> str:
        if not isinstance(action, ACTION_TYPES):
            raise IllegalActionError(f"{action!r} is not a Nyet! action")
        return action.text

    def view(self, player: int) -> NyetView:
        n = self.num_players
        if not 0 <= player < n:
            raise ValueError(f"no seat {player} in a {n}-player game")
        terms_set = self.first >= 0
        teams_set = self.team[0] >= 0
        delivered = self.passed[player] >= 0
        return NyetView(
            player=player,
            num_players=n,
            round=self.round,
            rounds=self.rounds_total,
            target=self.target,
            dealer=self.dealer,
            current_player=self.player,
            phase=PHASES[self.phase],
            board=tuple(tuple(line) for line in self.board),
            covers_left=self.covers_left,
            first_player=self.first if terms_set else None,
            discard=DISCARD_MODES[self.discard_mode] if terms_set else None,
            trump=COLOURS[self.trump] if terms_set else None,
            supertrump=BOX_NAMES[SUPER][self.supertrump] if terms_set else None,
            points=self.value if terms_set else None,
            teams=tuple(self.team) if teams_set else None,
            bonus=self.bonus if self.bonus >= 0 else None,
            hand=tuple(self.hands[player]),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            discarded=tuple(self.discards[player]),
            discard_counts=tuple(len(d) for d in self.discards),
            passing=self.passing[player] if self.passing[player] >= 0 else None,
            passes_chosen=tuple(card >= 0 for card in self.passing),
            passed=self.passed[player] if delivered else None,
            received=self.passed[(player - 1) % n] if delivered else None,
            removed_open=tuple(removed_for(n)),
            unseen_count=unseen_count(n),
            leader=self.leader if self.phase == TRICKS else None,
            trick=tuple(self.trick),
            tricks=tuple(self.tricks),
            tricks_won=tuple(self.won),
            loot_won=tuple(self.loot),
            totals=tuple(self.totals),
        )

    # Copies -----------------------------------------------------------------------

    def clone(self) -> NyetState:
        return self.FIELDS.clone(self)

    def resample(self, player: int, rng: Rng) -> NyetState:
        """Redraw what ``player`` cannot see: the other hands, their face-down discards
        and not yet delivered pass cards, the unseen set-aside cards (2 players) and the
        generator of later rounds (see :func:`game.nyet.knowledge.redeal_unknown` for what
        the redraw keeps)."""
        other = self.clone()
        other.rng = rng.fork()
        other.deals = None
        redeal_unknown(other, player, rng)
        return other

    def _compute_legal(self) -> tuple[NyetAction, ...]:
        """The legal actions of the current phase, from scratch."""
        phase = self.phase
        if phase == NYET:
            return self._legal_covers()
        if phase == TEAM:
            return team_choices(self.num_players, self.first)
        if phase == BONUS:
            side = 0 if self.team.count(0) == 2 else 1
            return tuple(BONUSES[s] for s in range(self.num_players) if self.team[s] == side)
        if phase == DISCARDING:
            return self._legal_discards()
        if phase == PASSING:
            return tuple(PASSES[card] for card in dict.fromkeys(self.hands[self.player]))
        if phase == TRICKS:
            return self._legal_plays()
        return _NO_ACTIONS

    def to_data(self) -> dict[str, Any]:
        """The complete state as fresh JSON data (no list is shared with the state)."""
        return self.FIELDS.to_data(self)
