"""Tricks: the first player leads; follow the colour led if you can (a trump or
supertrump when either was led); the trick's winner leads the next. When the hands are
empty the round is scored and either the game ends or the caller deals the next round
(:func:`game.games.nyet.phases.deal.next_round`): the functions that can end a round
return True when the next one is to be dealt."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.contract import TERMINAL, RoundResult
from game.errors import IllegalActionError
from game.events import EventSink, drop
from game.games.nyet import scoring
from game.games.nyet.actions import PLAYS, NyetAction
from game.games.nyet.data import NyetData
from game.games.nyet.events import CardPlayed, GameEnded, NyetRoundScored, TricksStarted, TrickWon
from game.games.nyet.fields import OVER, TRICKS
from game.games.nyet.tricks import winning_index
from game.games.nyet.view import TrickView

# choose(seat, cards, trick, leader) -> card: see :func:`play_tricks`.
TrickChooser = Callable[[int, list[int], list[int], int], int]
_NO_ACTIONS: tuple[NyetAction, ...] = ()


def playable(state: NyetData, hand: list[int], led: int) -> list[int]:
    """The distinct cards of ``hand`` that may be played when colour ``led`` was led
    (-1: leading), in the order of their first copy in ``hand``."""
    if led >= 0:
        suit = state.suit
        follow = [card for card in hand if suit[card] == led]
        if follow:
            return list(dict.fromkeys(follow)) if len(follow) > 1 else follow
    return list(dict.fromkeys(hand))


def legal_plays(state: NyetData) -> tuple[NyetAction, ...]:
    """The cards the seat to move may play."""
    return tuple(PLAYS[card] for card in playable(state, state.hands[state.player], state.led))


def start_tricks(state: NyetData, emit: EventSink) -> None:
    """The first player leads the first trick."""
    state.phase = TRICKS
    state.leader = state.player = state.first
    state.trick = []
    state.led = -1
    state._legal = legal_plays(state)
    if emit is not drop:
        emit(TricksStarted(player=state.first, leader=state.first))


def play(state: NyetData, card: int, emit: EventSink) -> bool:
    """The seat to move plays ``card``; the trick is taken once every seat played. True
    when that ended a round and the next is to be dealt."""
    p, n = state.player, state.num_players
    hand = state.hands[p]
    hand.remove(card)
    trick = state.trick
    led = state.led
    if led < 0:
        state.led = state.suit[card]
    elif state.suit[card] != led:
        state.voids[p] |= 1 << led
    trick.append(card)
    if len(trick) < n:
        state.player = (p + 1) % n
        state._legal = legal_plays(state)
        if emit is not drop:
            emit(CardPlayed(player=p, card=card, hand_size=len(hand), to_move=state.player))
        return False
    if emit is not drop:
        emit(CardPlayed(player=p, card=card, hand_size=len(hand), to_move=p))
    return finish_trick(state, emit)


def take_trick(state: NyetData, trick: list[int], leader: int) -> TrickView:
    """Credit the full ``trick`` led by ``leader`` to its winner (trick and loot
    counts, the finished-trick record); returns the record."""
    n, team = state.num_players, state.team
    assert state.tables is not None
    winner = (leader + winning_index(trick, state.tables)) % n
    side = team[winner]
    loot: tuple[int, ...] = ()
    if any(card & 15 == 1 for card in trick):  # most tricks hold no 1
        loot = tuple(
            card
            for index, card in enumerate(trick)
            if card & 15 == 1 and team[(leader + index) % n] != side
        )
    state.won[winner] += 1
    state.loot[winner] += len(loot)
    record = TrickView(leader, tuple(trick), winner, loot)
    state.tricks.append(record)
    return record


def finish_trick(state: NyetData, emit: EventSink) -> bool:
    """The full trick goes to its winner, who leads the next (or the round ends: True
    when the next round is to be dealt)."""
    leader, trick = state.leader, state.trick
    taken = take_trick(state, trick, leader)
    winner = taken.winner
    if emit is not drop:
        emit(
            TrickWon(
                player=winner,
                leader=leader,
                cards=taken.cards,
                winner=winner,
                loot=taken.loot,
                won=state.won[winner],
                loot_won=state.loot[winner],
            )
        )
    if not state.hands[winner]:
        return end_round(state, emit)
    state.trick = []
    state.led = -1
    state.leader = state.player = winner
    state._legal = legal_plays(state)
    return False


def play_tricks(state: NyetData, choose: TrickChooser) -> bool:
    """Play the tricks left in this round with ``choose``, then score the round (see
    :meth:`game.games.nyet.rules.NyetState.play_tricks`); True when the game goes on."""
    if state.phase != TRICKS:
        raise IllegalActionError("play_tricks needs the tricks phase")
    n, hands, suit, voids = state.num_players, state.hands, state.suit, state.voids
    trick, leader, led = state.trick, state.leader, state.led
    while True:
        p = (leader + len(trick)) % n
        hand = hands[p]
        cards = playable(state, hand, led)
        card = cards[0] if len(cards) == 1 else choose(p, cards, trick, leader)
        hand.remove(card)
        if led < 0:
            led = suit[card]
        elif suit[card] != led:
            voids[p] |= 1 << led
        trick.append(card)
        if len(trick) < n:
            continue
        winner = take_trick(state, trick, leader).winner
        if not hands[winner]:
            state.leader, state.player = leader, p
            state.trick, state.led = trick, led
            return end_round(state, drop)
        trick, led, leader = [], -1, winner


def end_round(state: NyetData, emit: EventSink) -> bool:
    """Score the round and end the game if its end has come; else True: the next round
    is to be dealt."""
    bonus = state.bonus if state.bonus >= 0 else None
    details = scoring.breakdown(state.team, bonus, state.won, state.loot, state.value)
    points = tuple(int(d["score"]) for d in details)
    for seat, value in enumerate(points):
        state.totals[seat] += value
    state.finished.append(RoundResult(state.round, tuple(float(p) for p in points), details))
    if emit is not drop:
        emit(
            NyetRoundScored(
                round=state.round,
                points=points,
                totals=tuple(state.totals),
                breakdown=tuple(d.copy() for d in details),
                team_scores=team_scores(details),
            )
        )
    if game_over(state):
        state.phase = OVER
        state.player = TERMINAL
        state._legal = _NO_ACTIONS
        state.trick = []
        if emit is not drop:
            best = max(state.totals)
            emit(GameEnded(winners=tuple(s for s, t in enumerate(state.totals) if t == best)))
        return False
    return True


def team_scores(details: Sequence[scoring.NyetBreakdown]) -> tuple[int, int]:
    """Each team's round score (before the Bonus card) from the round's breakdown."""
    scores = [0, 0]
    for d in details:
        scores[int(d["team"])] = scoring.team_score(
            int(d["team_tricks"]), int(d["team_loot"]), int(d["value"])
        )
    return scores[0], scores[1]


def game_over(state: NyetData) -> bool:
    """True once the game's end (rounds played, or the target reached) has come."""
    if state.target is not None:
        return max(state.totals) >= state.target
    assert state.rounds_total is not None
    return state.round >= state.rounds_total
