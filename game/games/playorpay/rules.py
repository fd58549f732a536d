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

from game.contract import RoundResult, State
from game.errors import IllegalActionError
from game.events import EventSink, drop
from game.games.playorpay import round_end, round_start, turns
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
)
from game.games.playorpay.checks import check_next_deal, check_play
from game.games.playorpay.data import PlayOrPayData
from game.games.playorpay.deal import ExplicitDeal
from game.games.playorpay.edition import RULES_VERSION as RULES_VERSION
from game.games.playorpay.fields import POP_FIELDS
from game.games.playorpay.legal import play_codes
from game.games.playorpay.round_start import rounds_to_play as rounds_to_play
from game.games.playorpay.sampling import resample_hands
from game.games.playorpay.snapshot import view_of
from game.games.playorpay.views import PlayOrPayView
from game.json_data import JsonOut
from game.options import OptionValue
from game.rng import Rng

_PAY_ONLY: tuple[Action, ...] = (PAY,)
_PASS_ONLY: tuple[Action, ...] = (PASS,)
_NONE: tuple[Action, ...] = ()


class PlayOrPayState(PlayOrPayData, State[PlayOrPayView, Action]):
    """A Play or Pay game in progress (mutable; :meth:`clone` for search): its data
    (:class:`~game.games.playorpay.data.PlayOrPayData`, fields declared once in
    :data:`game.games.playorpay.fields.POP_FIELDS`) under the ``State`` contract."""

    lower_score_wins = False
    FIELDS = POP_FIELDS
    __slots__ = ()

    def __init__(
        self,
        num_players: int,
        options: dict[str, OptionValue],
        seed: int,
        deal: ExplicitDeal | None = None,
    ) -> None:
        round_start.start_game(self, num_players, options, seed, deal)

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
            if turns.play_card(self, p, card, target, seq, emit) and round_end.end_round(
                self, emit
            ):
                round_start.start_round(self, emit)
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

    def is_terminal(self) -> bool:
        return self.player < 0

    def scores(self) -> list[float]:
        """Tokens held (the token game), or Sevens points (see
        :func:`game.games.playorpay.round_end.scores`)."""
        return round_end.scores(self)

    def winners(self) -> list[int]:
        """The players still in the game with the best total (see
        :func:`game.games.playorpay.round_end.final_winners`). Empty before the end."""
        return round_end.final_winners(self) if self.is_terminal() else []

    def round_results(self) -> list[RoundResult]:
        return list(self.results)

    def action_text(self, action: object) -> str:
        if type(action) is Play:
            card = action.card
            if type(card) is not int or not 0 <= card < DECK_SIZE:
                raise IllegalActionError(f"{action!r} is not a card play of this game")
            qualified = self.decks > 1 and turns.ways(self, card) > 1
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

    def clone(self) -> PlayOrPayState:
        return self.FIELDS.clone(self)

    def resample(self, player: int, rng: Rng) -> PlayOrPayState:
        """A copy with the other players' hands redrawn (see :func:`resample_hands`)."""
        return resample_hands(self, player, rng)

    def to_data(self) -> dict[str, JsonOut]:
        """The complete state as fresh JSON data (no list is shared with the state)."""
        return self.FIELDS.to_data(self)
