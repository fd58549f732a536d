"""Play or Pay's phases as :class:`~game.phase.Phase` objects.

Play or Pay has one phase while a seat is to move (``player >= 0``): :data:`TURNS`, the
turns of a round, whose last card settles the round and deals the next
(:mod:`~game.games.playorpay.round_end`, :mod:`~game.games.playorpay.round_start`);
after the game's end the state is in :data:`~game.phase.ENDED`. The state's
``legal_actions`` and ``apply`` pick the phase that way and hand over to it.

The phase works on the data (:class:`~game.games.playorpay.data.PlayOrPayData`) and
imports no rules module. It checks each action itself (raising
:class:`~game.errors.IllegalActionError`, changing nothing).
"""

from __future__ import annotations

from game.errors import IllegalActionError
from game.events import EventSink
from game.games.playorpay import round_end, round_start, turns
from game.games.playorpay.actions import MAX_DECKS, PASS, PAY, PLAYS, Action, Play
from game.games.playorpay.cards import DECK_SIZE, SEVEN_OF_DIAMONDS
from game.games.playorpay.checks import check_next_deal, check_play
from game.games.playorpay.data import PlayOrPayData
from game.games.playorpay.legal import play_codes
from game.phase import Phase

_PAY_ONLY: tuple[Action, ...] = (PAY,)
_PASS_ONLY: tuple[Action, ...] = (PASS,)


class Turns:
    """A round's turns: the seat to move plays a card that extends or starts a sequence
    (in Sevens the round opens with the 7 of diamonds); a seat that cannot play pays a
    token, or passes without tokens. The legal list is cached in the data until the
    next action."""

    __slots__ = ()

    def legal(self, state: PlayOrPayData) -> tuple[Action, ...]:
        legal = state._legal
        if legal is not None:
            return legal
        p = state.player
        if state.sevens and state.first_seat < 0:
            legal = (PLAYS[SEVEN_OF_DIAMONDS * 2],)
        elif codes := play_codes(state.masks[p], state.seqs, state.decks, state.sevens):
            legal = tuple([PLAYS[code] for code in codes])
        else:
            legal = _PAY_ONLY if state.tokens[p] > 0 else _PASS_ONLY
        state._legal = legal
        return legal

    def apply(self, state: PlayOrPayData, action: object, emit: EventSink) -> None:
        p = state.player
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
            seq = check_play(state, p, card, target)
            if state.sizes[p] == 1 and not state.sevens:
                check_next_deal(state, p)
            if turns.play_card(state, p, card, target, seq, emit) and round_end.end_round(
                state, emit
            ):
                round_start.start_round(state, emit)
        elif action is PAY or action is PASS:
            legal = self.legal(state)
            if legal[0] is not action:
                if isinstance(legal[0], Play):
                    raise IllegalActionError("you can play a card, so you must play")
                raise IllegalActionError(
                    "you have no tokens: you pass for free"
                    if action is PAY
                    else "you have tokens: you must pay one"
                )
            turns.no_play(state, p, action, emit)
        else:
            raise IllegalActionError(f"{action!r} is not a Play or Pay action")


TURNS: Phase[PlayOrPayData, Action] = Turns()
