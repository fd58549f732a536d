"""Play or Pay rules (docs/rulings.md §4 and the rulings in :mod:`game.games.playorpay.rules_text`).

A round: the cards are dealt from the dealer's left to the players still in the game
(one deck while 4 or fewer are in, two while 5 or more: counted anew at every deal);
everyone antes a token except those dealt an extra card. The player left of the dealer
plays any card, starting a sequence. On a turn a player must play a card one rank above
or below an end of a sequence of its suit, or start a new sequence of a suit that has
fewer sequences than decks; a player who cannot play pays a token to the pot (passes for
free with no tokens). The first player to empty their hand ends the round, which is
settled by :func:`game.games.playorpay.settle.settle_round` (a player without tokens never
collects the pot; everyone broke ends the game). The first card's player deals next.
The first dealer is the ``first_dealer`` option's seat, or drawn from the seed.

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
from game.games.playorpay import round_start, turns
from game.games.playorpay.actions import (
    MAX_DECKS,
    PASS,
    PAY,
    PLAYS,
    Action,
    Move,
    Play,
    lenient_match,
    play_text,
)
from game.games.playorpay.cards import (
    DECK_SIZE,
    SEVEN_OF_DIAMONDS,
    decks_for,
)
from game.games.playorpay.checks import check_next_deal, check_play
from game.games.playorpay.deal import ExplicitDeal, RoundDeal
from game.games.playorpay.events import (
    RoundEnded,
)
from game.games.playorpay.fields import POP_FIELDS
from game.games.playorpay.legal import play_codes
from game.games.playorpay.round_end import score_sevens, settle_tokens
from game.games.playorpay.sampling import resample_hands
from game.games.playorpay.snapshot import view_of
from game.games.playorpay.views import PlayOrPayView
from game.options import OptionValue
from game.rng import Rng

_PAY_ONLY: tuple[Action, ...] = (PAY,)
_PASS_ONLY: tuple[Action, ...] = (PASS,)
_NONE: tuple[Action, ...] = ()


#: The current rules edition (option ``rules_version``). Edition 1 counted the decks once
#: for the whole game and let a broke round's first player out take the pot; it is kept
#: only so that records made before record format 2 replay exactly.
RULES_VERSION = 2
#: Options that edition-1 state data did not hold, with the value they always had then.
_EDITION_1_ABSENT = {"rules_version": 1, "first_dealer": "random"}


def rounds_to_play(option: int, num_players: int) -> int:
    """The ``rounds`` option resolved: 0 means one round per player."""
    return option if option > 0 else num_players


class PlayOrPayState(State[PlayOrPayView, Action]):
    """A Play or Pay game in progress (mutable; :meth:`clone` for search).

    Hands are kept as per-seat card counts (``counts[seat][card]``) plus, per seat and
    suit, a bit mask of the ranks held (``masks``), so legal plays are found from the
    sequence ends without scanning hands. ``seqs[suit]`` lists that suit's sequences as
    ``[low rank, high rank]`` in the order they were started.
    """

    lower_score_wins = False
    FIELDS = POP_FIELDS
    __slots__ = POP_FIELDS.slots()
    num_players: int
    options: dict[str, OptionValue]
    rng: Rng
    deals: tuple[RoundDeal, ...]
    sevens: bool
    rounds: int
    start_tokens: int
    decks: int
    round: int
    dealer: int
    player: int
    first_seat: int
    in_game: list[bool]
    tokens: list[int]
    pot: int
    totals: list[int]
    counts: list[list[int]]
    masks: list[list[int]]
    sizes: list[int]
    seqs: list[list[list[int]]]
    dealt: list[int]
    anted: list[bool]
    paid: list[int]
    cannot: list[int]
    round_tokens: list[int]
    finish: list[int]
    moves: list[str]
    results: list[RoundResult]
    _legal: tuple[Action, ...] | None

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
        self.deals = deal.rounds if deal is not None else ()
        first = str(options.get("first_dealer", "random"))
        if deal is not None and deal.dealer is not None:
            self.dealer = deal.dealer
        elif first != "random":
            self.dealer = int(first) - 1
        else:
            self.dealer = self.rng.below(n)
        self.round = 0
        self.in_game = [True] * n
        self.tokens = [self.start_tokens] * n
        self.pot = 0
        self.totals = [0] * n
        self.results = []
        self.player = TERMINAL
        self.first_seat = -1
        self.counts = []
        self.masks = []
        self.sizes = [0] * n
        self.seqs = [[], [], [], []]
        self.dealt = [0] * n
        self.anted = [False] * n
        self.paid = [0] * n
        self.cannot = [0] * n
        self.round_tokens = [0] * n
        self.finish = []
        self.moves = []
        self._legal = None
        self._start_round(drop)

    # Setup ----------------------------------------------------------------------

    @property
    def rules_version(self) -> int:
        """The rules edition of this game (option ``rules_version``; current if absent)."""
        return int(self.options.get("rules_version", RULES_VERSION))

    def decks_in_play(self, players_in: int) -> int:
        """Decks dealt to ``players_in`` players: counted anew at every deal (edition 1:
        from the players at the start of the game)."""
        return decks_for(players_in if self.rules_version >= 2 else self.num_players)

    def options_data(self) -> dict[str, OptionValue]:
        """The options as stored in :meth:`to_data`: a copy; in edition 1 without the
        options that did not exist then (so its data and record digests stay as they were)."""
        options = dict(self.options)
        if self.rules_version == 1:
            for key, value in _EDITION_1_ABSENT.items():
                if options.get(key) == value:
                    del options[key]
        return options

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
        codes = play_codes(self.masks[p], self.seqs, self.decks, self.sevens)
        if codes:
            legal = tuple([PLAYS[code] for code in codes])
        elif self.tokens[p] > 0:
            legal = _PAY_ONLY
        else:
            legal = _PASS_ONLY
        self._legal = legal
        return legal

    def _ways(self, card: int) -> int:
        """In how many places ``card`` could go now (ignoring who holds it)."""
        return turns.ways(self, card)

    def _start_round(self, emit: EventSink) -> None:
        """Deal the next round (see :func:`game.games.playorpay.round_start.start_round`)."""
        round_start.start_round(self, emit)

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
                or not 0 <= target < MAX_DECKS
            ):
                raise IllegalActionError(f"{action!r} is not a card play of this game")
            seq = check_play(self, p, card, target)
            if self.sizes[p] == 1 and not self.sevens:
                check_next_deal(self, p)
            turns.play_card(self, p, card, target, seq, emit)
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
            turns.no_play(self, p, action, emit)
        else:
            raise IllegalActionError(f"{action!r} is not a Play or Pay action")

    # Round and game end -----------------------------------------------------------

    def _end_round(self, emit: EventSink) -> None:
        n = self.num_players
        winner = self.finish[0]
        data: dict[str, Any] = {}
        game_over = score_sevens(self, data) if self.sevens else settle_tokens(self, data, emit)
        # The player who played the first card deals next (the next player still in the
        # game to their left, if they are out).
        dealer = self.first_seat
        while not self.in_game[dealer]:
            dealer = (dealer + 1) % n
        self.dealer = dealer
        self._legal = None
        game_over = game_over or self.round >= self.rounds
        if game_over:
            self.player = TERMINAL
        if emit is not drop:
            emit(
                RoundEnded(
                    round=self.round,
                    winner=winner,
                    sevens=self.sevens,
                    tokens=tuple(self.tokens),
                    pot=self.pot,
                    in_game=tuple(self.in_game),
                    finish_order=tuple(self.finish),
                    dealer=dealer,
                    **data,
                )
            )
            if game_over:
                emit(GameEnded(winners=tuple(self.winners())))
        if not game_over:
            self._start_round(emit)

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

    def winners(self) -> list[int]:
        """The players still in the game with the best total; several on a tie. When a
        round leaves every player at 0 tokens they all share the win (players already out
        have 0 tokens too, but are not winners). Empty before the end."""
        if not self.is_terminal():
            return []
        totals = self.scores()
        seats = [s for s in range(self.num_players) if self.in_game[s]]
        best = max(totals[s] for s in seats)
        return [s for s in seats if totals[s] == best]

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
        return view_of(self, player)

    def hand(self, seat: int) -> list[int]:
        """Seat's cards, sorted (full-state access for tests and tools, not for bots)."""
        row = self.counts[seat]
        return [card for card in range(DECK_SIZE) for _ in range(row[card])]

    def clone(self) -> PlayOrPayState:
        return self.FIELDS.clone(self)

    def resample(self, player: int, rng: Rng) -> PlayOrPayState:
        """A copy with the other players' hands redrawn (see :func:`resample_hands`)."""
        return resample_hands(self, player, rng)

    def to_data(self) -> dict[str, Any]:
        """The complete state as fresh JSON data (no list is shared with the state)."""
        return self.FIELDS.to_data(self)
