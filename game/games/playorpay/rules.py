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
    Action,
    Move,
    Play,
    lenient_match,
    play_text,
)
from game.games.playorpay.cards import (
    DECK_SIZE,
)
from game.games.playorpay.data import PlayOrPayData
from game.games.playorpay.deal import ExplicitDeal
from game.games.playorpay.edition import RULES_VERSION as RULES_VERSION
from game.games.playorpay.fields import POP_FIELDS
from game.games.playorpay.phases import TURNS
from game.games.playorpay.round_start import rounds_to_play as rounds_to_play
from game.games.playorpay.sampling import resample_hands
from game.games.playorpay.snapshot import view_of
from game.games.playorpay.views import PlayOrPayView
from game.options import OptionValue
from game.phase import ENDED, Phase
from game.rng import Rng


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

    def phase_in_play(self) -> Phase[PlayOrPayData, Action]:
        """:data:`~game.games.playorpay.phases.TURNS` while a seat is to move, then
        :data:`~game.phase.ENDED` (``legal_actions`` and ``apply`` pick it alike)."""
        return TURNS if self.player >= 0 else ENDED

    def legal_actions(self) -> Sequence[Action]:
        return (TURNS if self.player >= 0 else ENDED).legal(self)

    def apply(self, action: object, sink: EventSink | None = None) -> None:
        phase = TURNS if self.player >= 0 else ENDED
        # The phase checks the action itself (IllegalActionError, nothing changed).
        phase.apply(self, action, drop if sink is None else sink)

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

    def resample(self, player: int, rng: Rng) -> PlayOrPayState:
        """A copy with the other players' hands redrawn (see :func:`resample_hands`)."""
        return resample_hands(self, player, rng)
