"""Nyet! rules (docs/rulings.md §3): state, legal actions, apply, views, resampling.

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

from collections.abc import Sequence

from game.contract import TERMINAL, RoundResult, State
from game.errors import IllegalActionError
from game.events import EventSink, drop
from game.games.nyet.actions import (
    ACTION_TYPES,
    NyetAction,
)
from game.games.nyet.board import (
    BOX_NAMES,
    DISCARD_MODES,
    SUPER,
)
from game.games.nyet.cards import (
    COLOURS,
    removed_for,
    unseen_count,
)
from game.games.nyet.data import NyetData, RoundDeal
from game.games.nyet.fields import BONUS as BONUS  # the phases, re-exported for the bots
from game.games.nyet.fields import DISCARDING as DISCARDING
from game.games.nyet.fields import NYET as NYET
from game.games.nyet.fields import NYET_FIELDS, PHASES
from game.games.nyet.fields import OVER as OVER
from game.games.nyet.fields import PASSING as PASSING
from game.games.nyet.fields import TEAM as TEAM
from game.games.nyet.fields import TRICKS as TRICKS
from game.games.nyet.knowledge import redeal_unknown
from game.games.nyet.phases import deal, tricks
from game.games.nyet.phases.table import PHASE_TABLE
from game.games.nyet.phases.tricks import TrickChooser as TrickChooser
from game.games.nyet.view import NyetView as NyetView
from game.games.nyet.view import TrickView as TrickView
from game.options import OptionValue
from game.phase import Phase
from game.rng import Rng

STANDARD_ROUNDS = {2: 8, 3: 9, 4: 8, 5: 10}

_NO_ACTIONS: tuple[NyetAction, ...] = ()


def standard_rounds(num_players: int) -> int:
    """Rounds in a game: 8 with 2 or 4 players, 9 with 3, 10 with 5."""
    return STANDARD_ROUNDS[num_players]


class NyetState(NyetData, State[NyetView, NyetAction]):
    """A Nyet! game in progress (mutable; :meth:`clone` for search): its data
    (:class:`~game.games.nyet.data.NyetData`, fields declared once in
    :data:`game.games.nyet.fields.NYET_FIELDS`) under the ``State`` contract, which hands
    each action to the phase in play (the ``phase`` field's entry in
    :data:`game.games.nyet.phases.table.PHASE_TABLE`)."""

    lower_score_wins = False
    FIELDS = NYET_FIELDS
    __slots__ = ()

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
        deal.start_round(self, drop)

    def _clear_round(self) -> None:
        """Every round field at its value at a round's start."""
        self.FIELDS.clear(self, self.num_players)

    # Contract ---------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return self.player

    def phase_in_play(self) -> Phase[NyetData, NyetAction]:
        """The ``phase`` field's entry in the phase table (``apply`` hands over to it;
        ``legal_actions`` is its list, cached by the previous action)."""
        return PHASE_TABLE[self.phase]

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
        PHASE_TABLE[self.phase].apply(self, action, emit)

    def _reject(self, action: object) -> None:
        if self.phase == OVER:
            raise IllegalActionError("the game is over; no action is legal")
        if not isinstance(action, ACTION_TYPES):
            raise IllegalActionError(f"{action!r} is not a Nyet! action")
        legal = ", ".join(a.text for a in self._legal)
        raise IllegalActionError(
            f"'{action.text}' is not legal now ({PHASES[self.phase]} phase; legal: {legal})"
        )

    def play_tricks(self, choose: TrickChooser, *, deal_next: bool = True) -> None:
        """Play the tricks left in this round with ``choose``, then end the round.

        ``choose(seat, cards, trick, leader)`` gets the seat to play, its distinct legal
        cards (never empty), the cards played to the trick so far and the trick's leader,
        and returns one of ``cards``. The state afterwards is exactly the state that
        applying the same :class:`Play` actions one by one reaches (without events); this
        is the fast path for search playouts, which skips building the legal-action
        tuples. Only valid in the tricks phase.

        With ``deal_next`` False a round that does not end the game is scored but the
        next one is not dealt: the totals and round results are final, but the state is
        no position to play on (for search playouts that stop at the round's end, where
        the deal was a fifth of the work).
        """
        if tricks.play_tricks(self, choose) and deal_next:
            deal.next_round(self, drop)

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
        delivered = self.passed[player] >= 0
        return NyetView(
            player=player,
            **NYET_FIELDS.view_values(self, player),
            first_player=self.first if terms_set else None,
            discard=DISCARD_MODES[self.discard_mode] if terms_set else None,
            trump=COLOURS[self.trump] if terms_set else None,
            supertrump=BOX_NAMES[SUPER][self.supertrump] if terms_set else None,
            points=self.value if terms_set else None,
            teams=tuple(self.team) if self.team[0] >= 0 else None,
            hand_sizes=tuple(len(hand) for hand in self.hands),
            discard_counts=tuple(len(d) for d in self.discards),
            passes_chosen=tuple(card >= 0 for card in self.passing),
            passed=self.passed[player] if delivered else None,
            received=self.passed[(player - 1) % n] if delivered else None,
            removed_open=tuple(removed_for(n)),
            unseen_count=unseen_count(n),
            leader=self.leader if self.phase == TRICKS else None,
        )

    # Copies -----------------------------------------------------------------------

    def resample(self, player: int, rng: Rng) -> NyetState:
        """Redraw what ``player`` cannot see: the other hands, their face-down discards
        and not yet delivered pass cards, the unseen set-aside cards (2 players) and the
        generator of later rounds (see :func:`game.games.nyet.knowledge.redeal_unknown` for what
        the redraw keeps)."""
        other = self.clone()
        other.rng = rng.fork()
        other.deals = None
        redeal_unknown(other, player, rng)
        return other

    def _compute_legal(self) -> tuple[NyetAction, ...]:
        """The legal actions of the current phase, from scratch."""
        return tuple(PHASE_TABLE[self.phase].legal(self))
