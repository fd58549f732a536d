"""No Thanks!' phases as :class:`~game.phase.Phase` objects.

No Thanks! has no phase field: the phase in play follows from the data. While a seat is
to move (``player >= 0``) the base game is always :data:`OFFERING`; the special-cards
edition is :data:`CHOOSING` while ``pending`` names a choice (Give left, Remove) and
:data:`SPECIAL_OFFERING` otherwise; after the last round every state is in
:data:`~game.phase.ENDED`. Each state's ``legal_actions`` and ``apply`` pick the phase
from the data that way and hand over to it.

The phases work on the data (:class:`~game.games.nothanks.core.NoThanksCore`,
:class:`~game.games.nothanks.special_data.SpecialData`) and the offer functions of
:mod:`game.games.nothanks.special_offers`; none imports a rules module. Each checks the
action itself (raising :class:`~game.errors.IllegalActionError`, changing nothing), so
the states hand an action over unchecked.
"""

from __future__ import annotations

from bisect import insort

from game.errors import IllegalActionError
from game.events import EventSink, drop
from game.games.nothanks import narration
from game.games.nothanks import special_offers as offers
from game.games.nothanks.actions import (
    BID,
    DECLINE,
    PASS,
    SIT_OUT,
    TAKE,
    TIGER,
    CardChoice,
    Move,
    NoThanksAction,
    SpecialMove,
)
from game.games.nothanks.core import NoThanksCore
from game.games.nothanks.special_data import SpecialData
from game.games.nothanks.specials import GREEN_IDS
from game.phase import Phase

_TAKE_PASS: tuple[Move, ...] = (TAKE, PASS)
_TAKE_ONLY: tuple[Move, ...] = (TAKE,)
_TAKE_PASS_TIGER: tuple[Move, ...] = (TAKE, PASS, TIGER)
_TAKE_TIGER: tuple[Move, ...] = (TAKE, TIGER)


def play_tiger(state: NoThanksCore, p: int, emit: EventSink) -> None:
    """``p`` puts its Hidden Tiger card into its display (either edition)."""
    tiger = state.tigers[p]
    if tiger is None:
        raise IllegalActionError("you hold no Hidden Tiger card to play")
    state.tigers[p] = None
    insort(state.hands[p], tiger)
    state.moves.append((p, TIGER))
    if emit is not drop:
        emit(narration.tiger(state, p, tiger))


class Offering:
    """The base game's only phase: the seat to move takes the card on offer with every
    chip on it (and decides on the next card), pays a chip onto it (play passes left;
    not without chips), or plays its Hidden Tiger card."""

    __slots__ = ()

    def legal(self, state: NoThanksCore) -> tuple[Move, ...]:
        p = state.player
        if state.tigers[p] is not None:
            return _TAKE_PASS_TIGER if state.chips[p] else _TAKE_TIGER
        return _TAKE_PASS if state.chips[p] else _TAKE_ONLY

    def apply(self, state: NoThanksCore, action: object, emit: EventSink) -> None:
        p = state.player
        if action is PASS:
            if not state.chips[p]:
                raise IllegalActionError("you have no chips left: you must take the card")
            state.chips[p] -= 1
            state.pot += 1
            state.moves.append((p, PASS))
            q = p + 1
            state.player = q if q < state.num_players else 0
            if emit is not drop:
                emit(narration.passed(state, p))
        elif action is TAKE:
            card = state.card
            assert card is not None
            insort(state.hands[p], card)
            pot = state.pot
            state.chips[p] += pot
            state.moves.append((p, TAKE))
            state.taken.append(card)
            state.pot = 0
            if emit is not drop:
                emit(narration.took(state, p, card, pot))
            if state.stack:
                state.card = state.stack.pop()
                if emit is not drop:
                    emit(narration.flipped(state))
            else:
                state._end_round(emit)
        elif action is TIGER:
            play_tiger(state, p, emit)
        else:
            raise IllegalActionError(f"{action!r} is not a No Thanks! action")


def _offer_table() -> tuple[tuple[NoThanksAction, ...], ...]:
    """Legal offer decisions by situation bits: 1 last player in, 2 has chips, 4 holds a
    Hidden Tiger card, 8 holds a Sit out card, 16 green card, 32 no chip on it yet."""
    table = []
    for code in range(64):
        last, chips, tiger, sit = code & 1, code & 2, code & 4, code & 8
        green, unbid = code & 16, code & 32
        actions: list[NoThanksAction]
        if last:
            actions = [TAKE]
        elif green:
            actions = [DECLINE] if not chips else [BID] if unbid else [BID, DECLINE]
        else:
            actions = [TAKE, PASS] if chips else [TAKE]
        if tiger:
            actions.append(TIGER)
        if sit and not last:
            actions.append(SIT_OUT)
        table.append(tuple(actions))
    return tuple(table)


_OFFER_TABLE = _offer_table()


def action_text(action: object) -> str:
    """An action's notation (``take``, ``bid``, ``give:17`` …); IllegalActionError for a
    value that is no No Thanks! action."""
    if isinstance(action, (Move, SpecialMove)):
        return str(action.value)
    if isinstance(action, CardChoice):
        return action.text
    raise IllegalActionError(f"{action!r} is not a No Thanks! action")


def _illegal(state: SpecialData, action: object) -> IllegalActionError:
    """The refusal of ``action`` in the position, saying why and what is legal."""
    legal = SPECIAL_PHASES[state.pending is not None].legal(state)
    texts = ", ".join(action_text(a) for a in legal)
    if not isinstance(action, (Move, SpecialMove, CardChoice)):
        return IllegalActionError(f"{action!r} is not a No Thanks! action (legal: {texts})")
    if state.pending is not None:
        why = f"you must {state.pending} a card of your display first"
    elif action is PASS and state.card in GREEN_IDS:
        why = "a green card is bid on ('bid') or declined ('decline'), not passed"
    elif action is DECLINE and state.card in GREEN_IDS and state.chips[state.player]:
        why = "no chip is on this green card yet: you must bid"
    elif action in (PASS, BID) and not state.chips[state.player]:
        why = "you have no chips left"
    else:
        why = "not legal here"
    return IllegalActionError(f"'{action_text(action)}': {why} (legal: {texts})")


class SpecialOffering:
    """A card on offer with special cards: take or pass as in the base game (only take
    for the last seat still in), bid on or decline a green card, sit out with a held
    Sit out card, or play a Hidden Tiger card."""

    __slots__ = ()

    def legal(self, state: SpecialData) -> tuple[NoThanksAction, ...]:
        p = state.player
        code = 2 if state.chips[p] else 0
        if state.card in GREEN_IDS:
            code |= 48 if state.pot == 0 else 16
        if state.tigers[p] is not None:
            code |= 4
        if state.sits[p]:
            code |= 8
        if state.active == 1:
            code |= 1
        return _OFFER_TABLE[code]

    def apply(self, state: SpecialData, action: object, emit: EventSink) -> None:
        # Each branch checks exactly the conditions of the legal-action table.
        p = state.player
        card = state.card
        if action is PASS:
            if card in GREEN_IDS or not state.chips[p] or state.active == 1:
                raise _illegal(state, action)
            state.chips[p] -= 1
            state.pot += 1
            state.moves.append((p, PASS))
            n = state.num_players
            if state.active == n:
                state.player = p + 1 if p + 1 < n else 0
            else:
                state.player = offers.next_active(state, p)
            if emit is not drop:
                emit(narration.passed(state, p))
        elif action is TAKE:
            if state.active != 1 and card in GREEN_IDS:
                raise _illegal(state, action)
            offers.take(state, p, emit)
        elif action is BID:
            if card not in GREEN_IDS or not state.chips[p] or state.active == 1:
                raise _illegal(state, action)
            state.chips[p] -= 1
            state.pot += 1
            state.bidder = p
            state.moves.append((p, BID))
            state.player = offers.next_active(state, p)
            if emit is not drop:
                emit(narration.bid(state, p))
        elif action is DECLINE:
            if card not in GREEN_IDS or state.active == 1 or (state.pot == 0 and state.chips[p]):
                raise _illegal(state, action)
            offers.decline(state, p, emit)
        elif action is SIT_OUT:
            if not state.sits[p] or state.active == 1:
                raise _illegal(state, action)
            offers.sit_out(state, p, emit)
        elif action is TIGER and state.tigers[p] is not None:
            play_tiger(state, p, emit)
        else:
            raise _illegal(state, action)


class Choosing:
    """After gaining Give left or Remove: the seat picks a card of its display (one
    action per distinct card) to give to its left neighbour or to remove."""

    __slots__ = ()

    def legal(self, state: SpecialData) -> tuple[CardChoice, ...]:
        kind = state.pending
        assert kind is not None
        seen: list[CardChoice] = []
        previous = -1
        for card in state.hands[state.player]:
            if card != previous:
                seen.append(CardChoice(kind, card))
                previous = card
        return tuple(seen)

    def apply(self, state: SpecialData, action: object, emit: EventSink) -> None:
        if not isinstance(action, CardChoice) or action not in self.legal(state):
            raise _illegal(state, action)
        offers.choose(state, state.player, action, emit)


OFFERING: Phase[NoThanksCore, NoThanksAction] = Offering()
SPECIAL_OFFERING: Phase[SpecialData, NoThanksAction] = SpecialOffering()
CHOOSING: Phase[SpecialData, NoThanksAction] = Choosing()

#: The special-cards edition's phases while a seat is to move, indexed by
#: ``pending is not None``.
SPECIAL_PHASES: tuple[Phase[SpecialData, NoThanksAction], ...] = (SPECIAL_OFFERING, CHOOSING)
