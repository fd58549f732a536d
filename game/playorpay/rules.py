"""Play or Pay rules (DECISIONS.md §4 and the rulings in :mod:`game.playorpay.rules_text`).

A round: the cards (one deck for 3-4 players, two for 5-8) are dealt from the dealer's
left to the players still in the game; everyone antes a token except those dealt an extra
card. The player left of the dealer plays any card, starting a sequence. On a turn a
player must play a card one rank above or below an end of a sequence of its suit, or
start a new sequence of a suit that has fewer sequences than decks; a player who cannot
play pays a token to the pot (passes for free with no tokens). The first player to empty
their hand wins the pot (unless they have no tokens: the pot then stays for the next
round's winner). Players left without tokens are out. The first card's player deals next.

Sevens variant: sequences start only with a 7, the (first) holder of the 7 of diamonds
leads it, no tokens; the round goes on until one player is left holding cards and each
player scores the number of players who went out after them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.contract import TERMINAL, RoundResult, State
from game.errors import IllegalActionError
from game.events import EventSink, GameEnded, drop
from game.options import OptionValue
from game.playorpay.actions import PASS, PAY, PLAYS, Action, Move, Play, play_text
from game.playorpay.cards import (
    CARD_TEXT,
    DECK_SIZE,
    NUM_RANKS,
    SEVEN,
    SEVEN_OF_DIAMONDS,
    decks_for,
    full_deck,
    parse_card,
)
from game.playorpay.deal import ExplicitDeal, RoundDeal, deal_hands, deal_order
from game.playorpay.events import (
    Ante,
    CardPlayed,
    Paid,
    Passed,
    PlayerOut,
    PotWon,
    RoundDealt,
    RoundEnded,
)
from game.playorpay.sampling import assign_hands
from game.playorpay.views import PlayOrPayView
from game.rng import Rng

_PAY_ONLY: tuple[Action, ...] = (PAY,)
_PASS_ONLY: tuple[Action, ...] = (PASS,)
_NONE: tuple[Action, ...] = ()
_SUIT_MASK = (1 << NUM_RANKS) - 1
_SUIT = tuple(c // NUM_RANKS for c in range(DECK_SIZE))
_RANK = tuple(c % NUM_RANKS for c in range(DECK_SIZE))


def rounds_to_play(option: int, num_players: int) -> int:
    """The ``rounds`` option resolved: 0 means one round per player."""
    return option if option > 0 else num_players


class PlayOrPayState(State):
    """A Play or Pay game in progress (mutable; :meth:`clone` for search).

    Hands are kept as per-seat card counts (``counts[seat][card]``) plus, per seat and
    suit, a bit mask of the ranks held (``masks``), so legal plays are found from the
    sequence ends without scanning hands. ``seqs[suit]`` lists that suit's sequences as
    ``[low rank, high rank]`` in the order they were started.
    """

    lower_score_wins = False

    def __init__(
        self,
        num_players: int,
        options: dict[str, OptionValue],
        seed: int,
        deal: ExplicitDeal | None = None,
    ) -> None:
        n = self.num_players = num_players
        self.options = dict(options)
        self.sevens = bool(options["sevens"])
        self.decks = decks_for(num_players)
        self.rounds = rounds_to_play(int(options["rounds"]), num_players)
        self.start_tokens = 0 if self.sevens else int(options["tokens"])
        self.rng = Rng(seed)
        self.deals: tuple[RoundDeal, ...] = deal.rounds if deal is not None else ()
        if deal is not None and deal.dealer is not None:
            self.dealer = deal.dealer
        else:
            self.dealer = self.rng.below(n)
        self.round = 0
        self.in_game = [True] * n
        self.tokens = [self.start_tokens] * n
        self.pot = 0
        self.totals = [0] * n
        self.results: list[RoundResult] = []
        self.player = TERMINAL
        self.first_seat = -1
        self.counts: list[list[int]] = []
        self.masks: list[list[int]] = []
        self.sizes = [0] * n
        self.seqs: list[list[list[int]]] = [[], [], [], []]
        self.dealt = [0] * n
        self.anted = [False] * n
        self.paid = [0] * n
        self.cannot = [0] * n
        self.round_tokens = [0] * n
        self.finish: list[int] = []
        self.moves: list[str] = []
        self._legal: tuple[Action, ...] | None = None
        self._start_round(drop)

    # Setup ----------------------------------------------------------------------

    def _hands_for_round(self, order: list[int]) -> list[list[int]]:
        """This round's hands: from the explicit deal if it covers the round, else shuffled
        from the state's generator and dealt from the dealer's left."""
        if self.round <= len(self.deals):
            entry = self.deals[self.round - 1]
            if entry.hands is not None:
                return [list(hand) for hand in entry.hands]
            assert entry.deck is not None
            return deal_hands(entry.deck, order, self.num_players)
        deck = full_deck(self.decks)
        self.rng.shuffle(deck)
        return deal_hands(deck, order, self.num_players)

    def _start_round(self, emit: EventSink) -> None:
        self.round += 1
        n = self.num_players
        order = deal_order(self.dealer, self.in_game)
        hands = self._hands_for_round(order)
        self.counts = counts = [[0] * DECK_SIZE for _ in range(n)]
        self.masks = masks = [[0, 0, 0, 0] for _ in range(n)]
        for seat, hand in enumerate(hands):
            row = counts[seat]
            mask = masks[seat]
            for card in hand:
                row[card] += 1
                mask[_SUIT[card]] |= 1 << _RANK[card]
        self.sizes = [len(hand) for hand in hands]
        self.dealt = list(self.sizes)
        self.seqs = [[], [], [], []]
        self.first_seat = -1
        self.paid = [0] * n
        self.cannot = [0] * n
        self.finish = []
        self.moves = []
        self.round_tokens = list(self.tokens)
        self.anted = [False] * n
        if not self.sevens:
            fewest = min(self.sizes[seat] for seat in order)
            for seat in order:
                if self.sizes[seat] == fewest:
                    self.anted[seat] = True
                    self.tokens[seat] -= 1
                    self.pot += 1
        if self.sevens:
            self.player = next(s for s in order if counts[s][SEVEN_OF_DIAMONDS])
        else:
            self.player = order[0]
        self._legal = None
        if emit is not drop:
            self._emit_deal(emit, order, hands)

    def _emit_deal(self, emit: EventSink, order: list[int], hands: list[list[int]]) -> None:
        """The deal and the antes as events (see :mod:`game.playorpay.events`)."""
        emit(
            RoundDealt(
                player=self.player,
                round=self.round,
                first_player=self.player,
                dealer=self.dealer,
                dealt=tuple(self.dealt),
                private={s: {"hand": tuple(sorted(hands[s]))} for s in order},
            )
        )
        pot = self.pot - sum(self.anted)
        for seat in order:
            if self.anted[seat]:
                pot += 1
                emit(
                    Ante(
                        player=seat,
                        count=1,
                        source="seat",
                        target="pot",
                        pot=pot,
                        tokens=self.tokens[seat],
                    )
                )

    # Contract -------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return self.player

    def legal_actions(self) -> Sequence[Action]:
        legal = self._legal
        if legal is not None:
            return legal
        p = self.player
        if p < 0:
            return _NONE
        if self.sevens and self.first_seat < 0:
            legal = (PLAYS[SEVEN_OF_DIAMONDS * 2],)
            self._legal = legal
            return legal
        codes: list[int] = []
        masks = self.masks[p]
        decks = self.decks
        sevens = self.sevens
        for suit in range(4):
            m = masks[suit]
            if not m:
                continue
            base = suit * NUM_RANKS
            seqs = self.seqs[suit]
            target = 0
            for lo, hi in seqs:
                if lo and (m >> (lo - 1)) & 1:
                    codes.append((base + lo - 1) * 2 + target)
                if hi < 12 and (m >> (hi + 1)) & 1:
                    codes.append((base + hi + 1) * 2 + target)
                target += 1
            if target < decks:
                if sevens:
                    if (m >> SEVEN) & 1:
                        codes.append((base + SEVEN) * 2 + target)
                else:
                    while m:
                        low = m & -m
                        codes.append((base + low.bit_length() - 1) * 2 + target)
                        m ^= low
        if codes:
            codes.sort()
            legal = tuple([PLAYS[code] for code in codes])
        elif self.tokens[p] > 0:
            legal = _PAY_ONLY
        else:
            legal = _PASS_ONLY
        self._legal = legal
        return legal

    def _ways(self, card: int) -> int:
        """In how many places ``card`` could go now (ignoring who holds it)."""
        rank = _RANK[card]
        seqs = self.seqs[_SUIT[card]]
        ways = 0
        for lo, hi in seqs:
            if rank == lo - 1 or rank == hi + 1:
                ways += 1
        if len(seqs) < self.decks and (not self.sevens or rank == SEVEN):
            ways += 1
        return ways

    def _check_play(self, p: int, card: int, target: int) -> list[int] | None:
        """Raise IllegalActionError unless ``p`` may play ``card`` onto ``target``; return
        the sequence it extends (None when it starts one)."""
        if not self.counts[p][card]:
            raise IllegalActionError(f"you do not hold {CARD_TEXT[card]}")
        if self.sevens and self.first_seat < 0 and card != SEVEN_OF_DIAMONDS:
            raise IllegalActionError("in Sevens the 7 of diamonds opens the round")
        seqs = self.seqs[_SUIT[card]]
        rank = _RANK[card]
        if target < len(seqs):
            seq = seqs[target]
            if rank == seq[0] - 1 or rank == seq[1] + 1:
                return seq
            raise IllegalActionError(
                f"{CARD_TEXT[card]} does not fit onto that sequence (it runs from "
                f"{CARD_TEXT[card - rank + seq[0]]} to {CARD_TEXT[card - rank + seq[1]]})"
            )
        if target == len(seqs) < self.decks:
            if self.sevens and rank != SEVEN:
                raise IllegalActionError("in Sevens a new sequence must start with a 7")
            return None
        raise IllegalActionError(f"{CARD_TEXT[card]} cannot start another sequence of its suit")

    def apply(self, action: object, sink: EventSink | None = None) -> None:
        emit = drop if sink is None else sink
        p = self.player
        if p < 0:
            raise IllegalActionError("the game is over; no action is legal")
        if type(action) is Play:
            card = action.card
            target = action.target
            if (
                type(card) is not int
                or type(target) is not int
                or not 0 <= card < DECK_SIZE
                or not 0 <= target < self.decks
            ):
                raise IllegalActionError(f"{action!r} is not a card play of this game")
            seq = self._check_play(p, card, target)
            self._play(p, card, target, seq, emit)
        elif action is PAY or action is PASS:
            legal = self.legal_actions()
            if legal[0] is not action:
                if isinstance(legal[0], Play):
                    raise IllegalActionError("you can play a card, so you must play")
                raise IllegalActionError(
                    "you have no tokens: you pass for free"
                    if action is PAY
                    else "you have tokens: you must pay one"
                )
            self._no_play(p, action, emit)
        else:
            raise IllegalActionError(f"{action!r} is not a Play or Pay action")

    def _play(self, p: int, card: int, target: int, seq: list[int] | None, emit: EventSink) -> None:
        qualified = self.decks > 1 and self._ways(card) > 1
        suit = _SUIT[card]
        rank = _RANK[card]
        row = self.counts[p]
        row[card] -= 1
        if not row[card]:
            self.masks[p][suit] &= ~(1 << rank)
        self.sizes[p] -= 1
        if seq is None:
            seq = [rank, rank]
            self.seqs[suit].append(seq)
        elif rank < seq[0]:
            seq[0] = rank
        else:
            seq[1] = rank
        if self.first_seat < 0:
            self.first_seat = p
        text = play_text(card, target, qualified)
        self.moves.append(f"{p}:{text}")
        self._legal = None
        left = self.sizes[p]
        ends = False
        if not left:
            self.finish.append(p)
            ends = not self.sevens or sum(1 for size in self.sizes if size) <= 1
        if not ends:
            self._advance(p)
        if emit is not drop:
            base = card - rank
            emit(
                CardPlayed(
                    player=p,
                    card=card,
                    target=target,
                    low=base + seq[0],
                    high=base + seq[1],
                    started=seq[0] == seq[1],
                    cards_left=left,
                    text=text,
                    next_player=TERMINAL if ends else self.player,
                )
            )
            if not left and self.sevens:
                emit(PlayerOut(player=p, place=len(self.finish), finish_order=tuple(self.finish)))
        if ends:
            if self.sevens:
                self.finish.extend(s for s in range(self.num_players) if self.sizes[s])
            self._end_round(emit)

    def _playable_mask(self) -> int:
        """Every card (52-bit mask) that could be played now by whoever held it."""
        mask = 0
        for suit in range(4):
            shift = suit * NUM_RANKS
            seqs = self.seqs[suit]
            for lo, hi in seqs:
                if lo:
                    mask |= 1 << (shift + lo - 1)
                if hi < 12:
                    mask |= 1 << (shift + hi + 1)
            if len(seqs) < self.decks:
                mask |= (1 << (shift + SEVEN)) if self.sevens else (_SUIT_MASK << shift)
        return mask

    def _no_play(self, p: int, action: Move, emit: EventSink) -> None:
        self.cannot[p] |= self._playable_mask()
        if action is PAY:
            self.tokens[p] -= 1
            self.pot += 1
            self.paid[p] += 1
        self.moves.append(f"{p}:{action.value}")
        self._legal = None
        self._advance(p)
        if emit is drop:
            return
        if action is PAY:
            emit(
                Paid(
                    player=p,
                    count=1,
                    source="seat",
                    target="pot",
                    pot=self.pot,
                    tokens=self.tokens[p],
                    next_player=self.player,
                )
            )
        else:
            emit(Passed(player=p, next_player=self.player))

    def _advance(self, p: int) -> None:
        n = self.num_players
        sizes = self.sizes
        q = (p + 1) % n
        while not sizes[q]:
            q = (q + 1) % n
        self.player = q

    # Round and game end -----------------------------------------------------------

    def _end_round(self, emit: EventSink) -> None:
        n = self.num_players
        winner = self.finish[0]
        if self.sevens:
            points = self._score_sevens()
            game_over = self.round >= self.rounds
            settled: dict[str, Any] = {}
        else:
            points, settled = self._settle_tokens(winner, emit)
            game_over = settled.pop("last_standing") is not None or self.round >= self.rounds
        # The player who played the first card deals next (the next player still in the
        # game to their left, if they are out).
        dealer = self.first_seat
        while not self.in_game[dealer]:
            dealer = (dealer + 1) % n
        self.dealer = dealer
        self._legal = None
        if game_over:
            self.player = TERMINAL
        if emit is not drop:
            emit(
                RoundEnded(
                    round=self.round,
                    points=tuple(points),
                    totals=tuple(self.totals if self.sevens else self.tokens),
                    winner=winner,
                    sevens=self.sevens,
                    tokens=tuple(self.tokens),
                    pot=self.pot,
                    in_game=tuple(self.in_game),
                    finish_order=tuple(self.finish),
                    dealer=dealer,
                    **settled,
                )
            )
            if game_over:
                emit(GameEnded(winners=tuple(self.winners())))
        if not game_over:
            self._start_round(emit)

    def _score_sevens(self) -> list[int]:
        """Sevens: score the finishing order into the totals; the round's points."""
        n = self.num_players
        points = [0] * n
        for index, seat in enumerate(self.finish):
            points[seat] = n - 1 - index
            self.totals[seat] += points[seat]
        breakdown = tuple(
            {
                "place": self.finish.index(seat) + 1,
                "cards_left": self.sizes[seat],
                "points": points[seat],
                "total": self.totals[seat],
            }
            for seat in range(n)
        )
        self.results.append(RoundResult(self.round, tuple(float(x) for x in points), breakdown))
        return points

    def _settle_tokens(self, winner: int, emit: EventSink) -> tuple[list[int], dict[str, Any]]:
        """Token game: the pot to the winner (or the last player with tokens), players
        without tokens out. Returns the token changes and the settlement (the
        :class:`RoundEnded` fields, plus ``last_standing``: a seat or None)."""
        n = self.num_players
        won = 0
        if self.tokens[winner] > 0:
            won = self.pot
            self._pot_to(winner, False, emit)
        carried = self.pot
        in_round = list(self.in_game)
        eliminated = [s for s in range(n) if self.in_game[s] and not self.tokens[s]]
        remaining = [s for s in range(n) if self.in_game[s] and self.tokens[s]]
        last_standing: int | None = None
        if not remaining:
            # Nobody could play another round: the round's winner takes the pot.
            last_standing = winner
        elif len(remaining) == 1:
            last_standing = remaining[0]
        to_last = 0
        if last_standing is not None:
            to_last = self.pot
            self._pot_to(last_standing, True, emit)
            eliminated = [s for s in eliminated if s != last_standing]
        for seat in eliminated:
            self.in_game[seat] = False
        changes = self._token_changes()
        self.results.append(RoundResult(self.round, changes, self._token_breakdown(in_round)))
        settled: dict[str, Any] = {
            "pot_won": won,
            "pot_carried": carried,
            "pot_to_last_player": to_last,
            "eliminated": tuple(eliminated),
            "last_standing": last_standing,
        }
        return [int(x) for x in changes], settled

    def _pot_to(self, seat: int, last_player: bool, emit: EventSink) -> None:
        """The whole pot goes to ``seat``."""
        count = self.pot
        self.tokens[seat] += count
        self.pot = 0
        if emit is not drop:
            emit(
                PotWon(
                    player=seat,
                    count=count,
                    source="pot",
                    target="seat",
                    pot=0,
                    tokens=self.tokens[seat],
                    last_player=last_player,
                )
            )

    def _token_changes(self) -> tuple[float, ...]:
        """Each seat's token change this round."""
        return tuple(float(self.tokens[s] - self.round_tokens[s]) for s in range(self.num_players))

    def _token_breakdown(self, in_round: list[bool]) -> tuple[dict[str, Any], ...]:
        """The token game's per-seat round breakdown (for the results page)."""
        winner = self.finish[0]
        return tuple(
            {
                "in_round": in_round[s],
                "dealt": self.dealt[s],
                "ante": 1 if self.anted[s] else 0,
                "paid": self.paid[s],
                "won": self.tokens[s]
                - self.round_tokens[s]
                + self.paid[s]
                + (1 if self.anted[s] else 0),
                "cards_left": self.sizes[s],
                "tokens": self.tokens[s],
                "went_out_first": s == winner,
                "eliminated": in_round[s] and not self.in_game[s],
            }
            for s in range(self.num_players)
        )

    def is_terminal(self) -> bool:
        return self.player < 0

    def scores(self) -> list[float]:
        """Tokens held (the token game), or Sevens points: finished rounds plus the
        points already settled in the round in play (players who have gone out)."""
        if not self.sevens:
            return [float(t) for t in self.tokens]
        totals = [float(t) for t in self.totals]
        if self.player >= 0:
            n = self.num_players
            for index, seat in enumerate(self.finish):
                totals[seat] += n - 1 - index
        return totals

    def round_results(self) -> list[RoundResult]:
        return list(self.results)

    def action_text(self, action: object) -> str:
        if type(action) is Play:
            card = action.card
            if type(card) is not int or not 0 <= card < DECK_SIZE:
                raise IllegalActionError(f"{action!r} is not a card play of this game")
            qualified = self.decks > 1 and self._ways(card) > 1
            return play_text(card, action.target, qualified)
        if isinstance(action, Move):
            return action.value
        raise IllegalActionError(f"{action!r} is not a Play or Pay action")

    def find_action(self, text: str) -> Action:
        """The legal action written ``text``. Also accepts a card in lower case, ``10``
        for ``T``, and a ``>k`` target where the plain card would do."""
        legal = self.legal_actions()
        for action in legal:
            if self.action_text(action) == text:
                return action
        match = _lenient_match(text, legal)
        if match is not None:
            return match
        listed = ", ".join(self.action_text(a) for a in legal) or "none"
        raise IllegalActionError(f"'{text}' is not a legal action here (legal: {listed})")

    def view(self, player: int) -> PlayOrPayView:
        if not 0 <= player < self.num_players:
            raise ValueError(f"no seat {player} in a {self.num_players}-player game")
        row = self.counts[player]
        hand = tuple(card for card in range(DECK_SIZE) for _ in range(row[card]))
        sequences = tuple(
            tuple((suit * NUM_RANKS + lo, suit * NUM_RANKS + hi) for lo, hi in self.seqs[suit])
            for suit in range(4)
        )
        return PlayOrPayView(
            player=player,
            num_players=self.num_players,
            sevens=self.sevens,
            decks=self.decks,
            round=self.round,
            rounds=self.rounds,
            dealer=self.dealer,
            current_player=self.player,
            hand=hand,
            hand_sizes=tuple(self.sizes),
            sequences=sequences,
            tokens=tuple(self.tokens),
            pot=self.pot,
            starting_tokens=self.start_tokens,
            in_game=tuple(self.in_game),
            dealt=tuple(self.dealt),
            anted=tuple(self.anted),
            cannot_hold=tuple(self.cannot),
            finish_order=tuple(self.finish),
            totals=tuple(self.totals),
            moves=tuple(self.moves),
        )

    def hand(self, seat: int) -> list[int]:
        """Seat's cards, sorted (full-state access for tests and tools, not for bots)."""
        row = self.counts[seat]
        return [card for card in range(DECK_SIZE) for _ in range(row[card])]

    def clone(self) -> PlayOrPayState:
        other = object.__new__(PlayOrPayState)
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.rng = self.rng.copy()
        other.in_game = list(self.in_game)
        other.tokens = list(self.tokens)
        other.totals = list(self.totals)
        other.results = list(self.results)
        other.counts = [list(row) for row in self.counts]
        other.masks = [list(row) for row in self.masks]
        other.sizes = list(self.sizes)
        other.seqs = [[list(seq) for seq in seqs] for seqs in self.seqs]
        other.dealt = list(self.dealt)
        other.anted = list(self.anted)
        other.paid = list(self.paid)
        other.cannot = list(self.cannot)
        other.round_tokens = list(self.round_tokens)
        other.finish = list(self.finish)
        other.moves = list(self.moves)
        return other

    def resample(self, player: int, rng: Rng) -> PlayOrPayState:
        """Redraw the other players' hands (each keeps its size, and no seat gets a card
        it is known not to hold: see ``cannot_hold`` in the view) and the generator of
        later rounds (explicit deals of later rounds are dropped). The hidden cards are
        pooled in card order before the draw, so the result depends only on what
        ``player`` knows and on ``rng``."""
        other = self.clone()
        other.rng = rng.fork()
        other.deals = self.deals[: self.round]
        seats = [s for s in range(self.num_players) if s != player and self.sizes[s]]
        if not seats:
            return other
        pool = sorted(card for s in seats for card in self.hand(s))
        rng.shuffle(pool)
        hands = assign_hands(pool, seats, [self.sizes[s] for s in seats], self.cannot, rng)
        for seat, hand in zip(seats, hands, strict=True):
            row = [0] * DECK_SIZE
            mask = [0, 0, 0, 0]
            for card in hand:
                row[card] += 1
                mask[_SUIT[card]] |= 1 << _RANK[card]
            other.counts[seat] = row
            other.masks[seat] = mask
        other._legal = None
        return other

    def to_data(self) -> dict[str, Any]:
        return {
            "game": "playorpay",
            "num_players": self.num_players,
            "options": self.options,
            "rng": self.rng.state,
            "explicit_rounds": [
                {"hands": [list(h) for h in d.hands]} if d.hands is not None else {"deck": d.deck}
                for d in self.deals[self.round :]
            ],
            "round": self.round,
            "dealer": self.dealer,
            "player": self.player,
            "first_seat": self.first_seat,
            "in_game": self.in_game,
            "tokens": self.tokens,
            "pot": self.pot,
            "totals": self.totals,
            "hands": [self.hand(s) for s in range(self.num_players)],
            "sequences": self.seqs,
            "dealt": self.dealt,
            "anted": self.anted,
            "paid": self.paid,
            "cannot_hold": self.cannot,
            "round_tokens": self.round_tokens,
            "finish": self.finish,
            "moves": self.moves,
            "results": [
                {"round": r.number, "points": list(r.points), "breakdown": list(r.breakdown)}
                for r in self.results
            ],
        }


def _lenient_match(text: str, legal: Sequence[Action]) -> Action | None:
    """The play ``text`` names in a looser spelling (``7d``, ``10D``, ``7D>1`` where the
    target is not needed), if exactly one legal action fits it."""
    card_part, sep, target_part = text.strip().partition(">")
    try:
        card = parse_card(card_part)
    except ValueError:
        return None
    plays = [a for a in legal if isinstance(a, Play) and a.card == card]
    if sep:
        return next((a for a in plays if str(a.target + 1) == target_part.strip()), None)
    return plays[0] if len(plays) == 1 else None
