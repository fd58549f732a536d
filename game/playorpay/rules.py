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

from game.contract import TERMINAL, Event, RoundResult, State
from game.errors import IllegalActionError
from game.options import OptionValue
from game.playorpay.actions import PASS, PAY, PLAYS, Action, Move, Play, lenient_match, play_text
from game.playorpay.cards import (
    CARD_TEXT,
    DECK_SIZE,
    NUM_RANKS,
    SEVEN,
    SEVEN_OF_DIAMONDS,
    decks_for,
    full_deck,
)
from game.playorpay.deal import ExplicitDeal, RoundDeal, deal_hands, deal_order
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
        self._start_round(None)

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

    def _start_round(self, events: list[Event] | None) -> None:
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
        if events is not None:
            events.append(
                Event(
                    "round_start",
                    self.player,
                    {
                        "round": self.round,
                        "dealer": self.dealer,
                        "first_player": self.player,
                        "dealt": list(self.dealt),
                        "anted": [s for s in range(n) if self.anted[s]],
                        "pot": self.pot,
                        "tokens": list(self.tokens),
                    },
                    {s: {"hand": [CARD_TEXT[c] for c in sorted(hands[s])]} for s in order},
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

    def apply(self, action: object, events: list[Event] | None = None) -> None:
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
            self._play(p, card, target, seq, events)
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
            self._no_play(p, action, events)
        else:
            raise IllegalActionError(f"{action!r} is not a Play or Pay action")

    def _play(
        self, p: int, card: int, target: int, seq: list[int] | None, events: list[Event] | None
    ) -> None:
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
        self.moves.append(f"{p}:{play_text(card, target, qualified)}")
        self._legal = None
        if events is not None:
            base = card - rank
            events.append(
                Event(
                    "play",
                    p,
                    {
                        "card": CARD_TEXT[card],
                        "sequence": target + 1,
                        "started": seq[0] == seq[1],
                        "low": CARD_TEXT[base + seq[0]],
                        "high": CARD_TEXT[base + seq[1]],
                        "cards_left": self.sizes[p],
                    },
                )
            )
        if self.sizes[p]:
            self._advance(p)
        elif self.sevens:
            self.finish.append(p)
            if events is not None:
                events.append(Event("out", p, {"place": len(self.finish)}))
            holding = [s for s in range(self.num_players) if self.sizes[s]]
            if len(holding) <= 1:
                self.finish.extend(holding)
                self._end_round(events)
            else:
                self._advance(p)
        else:
            self.finish.append(p)
            self._end_round(events)

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

    def _no_play(self, p: int, action: Move, events: list[Event] | None) -> None:
        self.cannot[p] |= self._playable_mask()
        if action is PAY:
            self.tokens[p] -= 1
            self.pot += 1
            self.paid[p] += 1
        self.moves.append(f"{p}:{action.value}")
        self._legal = None
        if events is not None:
            events.append(
                Event(action.value, p, {"pot": self.pot, "tokens": self.tokens[p]})
                if action is PAY
                else Event("pass", p, {})
            )
        self._advance(p)

    def _advance(self, p: int) -> None:
        n = self.num_players
        sizes = self.sizes
        q = (p + 1) % n
        while not sizes[q]:
            q = (q + 1) % n
        self.player = q

    # Round and game end -----------------------------------------------------------

    def _end_round(self, events: list[Event] | None) -> None:
        n = self.num_players
        winner = self.finish[0]
        data: dict[str, Any] = {"round": self.round, "winner": winner}
        if self.sevens:
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
            data.update(finish_order=list(self.finish), points=points, totals=list(self.totals))
            game_over = self.round >= self.rounds
        else:
            won = 0
            if self.tokens[winner] > 0:
                won = self.pot
                self.tokens[winner] += won
                self.pot = 0
            data["pot_won"] = won
            data["pot_carried"] = self.pot
            in_round = [self.in_game[s] for s in range(n)]
            eliminated = [s for s in range(n) if self.in_game[s] and not self.tokens[s]]
            remaining = [s for s in range(n) if self.in_game[s] and self.tokens[s]]
            last_standing: int | None = None
            data["pot_to_last_player"] = 0
            if not remaining:
                # Nobody could play another round: the round's winner takes the pot.
                last_standing = winner
            elif len(remaining) == 1:
                last_standing = remaining[0]
            if last_standing is not None:
                self.tokens[last_standing] += self.pot
                data["pot_to_last_player"] = self.pot
                self.pot = 0
                eliminated = [s for s in eliminated if s != last_standing]
            for seat in eliminated:
                self.in_game[seat] = False
            data["eliminated"] = eliminated
            data["tokens"] = list(self.tokens)
            data["pot"] = self.pot
            breakdown = tuple(
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
                    "eliminated": s in eliminated,
                }
                for s in range(n)
            )
            change = tuple(float(self.tokens[s] - self.round_tokens[s]) for s in range(n))
            self.results.append(RoundResult(self.round, change, breakdown))
            data["points"] = [int(x) for x in change]
            game_over = last_standing is not None or self.round >= self.rounds
        if events is not None:
            events.append(Event("round_end", None, data))
        # The player who played the first card deals next (the next player still in the
        # game to their left, if they are out).
        dealer = self.first_seat
        while not self.in_game[dealer]:
            dealer = (dealer + 1) % n
        self.dealer = dealer
        self._legal = None
        if game_over:
            self.player = TERMINAL
            if events is not None:
                events.append(Event("game_end", None, {"winners": self.winners()}))
        else:
            self._start_round(events)

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
        match = lenient_match(text, legal)
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
        later rounds (explicit deals of later rounds are dropped)."""
        other = self.clone()
        other.rng = rng.fork()
        other.deals = self.deals[: self.round]
        seats = [s for s in range(self.num_players) if s != player and self.sizes[s]]
        if not seats:
            return other
        pool = [card for s in seats for card in self.hand(s)]
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
