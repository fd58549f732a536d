"""A record as a sequence of steps the replay viewer moves through (no pygame).

Step ``k`` is the position after the first ``k`` actions (step 0: the deal, before any
action). :class:`Timeline` replays the record once to learn, for every action, who made
it, its text and the round it belongs to; :meth:`Timeline.session_at` rebuilds the game
at any step by replaying the actions from the seed (the engine is the only judge of what
each action does). Nothing here decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.errors import GameError, RecordError
from game.events import EventLog, GameEvent
from game.records import Record, Seat, replay, start_state
from scenes.core.session import HUMAN, GameSession


@dataclass(frozen=True)
class Step:
    """One action of the record: its number (1-based), the seat that made it, its
    notation and the round (1-based) it was played in."""

    number: int
    seat: int
    text: str
    round: int


class Timeline:
    """The steps of a record, and the game at any of them.

    ``Timeline(record)`` raises :class:`RecordError` (one clear line) if the record does
    not replay. ``finished`` is True when the last step ends the game."""

    def __init__(self, record: Record) -> None:
        replay(record)  # RecordError with the first problem, or a digest mismatch
        self.record = record
        state = start_state(record)
        steps: list[Step] = []
        after: list[int] = []
        #: Each action's events, in order (the move list says them in the log's words).
        self.events: list[list[GameEvent]] = []
        for number, text in enumerate(record.actions, start=1):
            round_number = len(state.round_results()) + 1
            seat = state.current_player
            log = EventLog()
            state.apply(state.find_action(text), log)
            self.events.append(list(log))
            steps.append(Step(number, seat, text, round_number))
            after.append(len(state.round_results()) + 1)
        self.steps = steps
        self.finished = state.is_terminal()
        #: The round the game is in at each step (after k actions): a round that just
        #: ended gives way to the next at once, as on the table; the last round at the end.
        played = max([step.round for step in steps] + [1])
        self._round_after = [1] + [min(played, round_number) for round_number in after]

    # Questions ----------------------------------------------------------------------
    @property
    def length(self) -> int:
        """The last step (the number of actions)."""
        return len(self.steps)

    @property
    def seats(self) -> list[Seat]:
        return list(self.record.seats)

    @property
    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.record.seats) if seat.kind == HUMAN]

    def may_open_hands(self) -> bool:
        """Every hand may be shown only for a finished game or one no human plays: a
        replay is never a way to look at a live game's hidden cards."""
        return self.finished or not self.human_seats

    def viewable_seats(self) -> list[int]:
        """The seats whose view may be shown: any for a finished or bots-only game; for
        a live game with one human, only that human's; none for a live game with two or
        more humans (each would see the others' hands)."""
        if self.may_open_hands():
            return list(range(len(self.record.seats)))
        humans = self.human_seats
        return humans if len(humans) == 1 else []

    def round_starts(self) -> list[int]:
        """The step at which each round begins (its first action is the next one)."""
        starts: list[int] = []
        last = 0
        for step in self.steps:
            if step.round != last:
                starts.append(step.number - 1)
                last = step.round
        return starts or [0]

    @property
    def rounds(self) -> int:
        """The rounds the record reaches."""
        return len(self.round_starts())

    def round_at(self, k: int) -> int:
        """The round the game is in at step ``k``, as the table's title bar counts it (a
        round that has just been scored gives way to the next; the last stays)."""
        return self._round_after[max(0, min(k, self.length))]

    def previous_round(self, k: int) -> int:
        """The start of the round shown at ``k``, or of the one before if ``k`` is
        already at a round's start."""
        earlier = [start for start in self.round_starts() if start < k]
        return earlier[-1] if earlier else 0

    def next_round(self, k: int) -> int:
        """The start of the next round (the end when there is none)."""
        later = [start for start in self.round_starts() if start > k]
        return later[0] if later else self.length

    # Games ----------------------------------------------------------------------------
    def session_at(self, k: int) -> GameSession:
        """The game after the first ``k`` actions (a new session each call)."""
        k = max(0, min(k, self.length))
        record = self.record
        session = GameSession.from_record(_prefix(record, k))
        return session

    def events_of(self, session: GameSession) -> list[GameEvent]:
        """Apply the next action to ``session`` (at step ``session.ply``) and return its
        events; GameError if there is none."""
        if session.ply >= self.length:
            raise GameError("the record has no more actions")
        text = self.steps[session.ply].text
        events: EventLog = session.apply(session.state.find_action(text))
        return list(events)

    def play_on_session(self, k: int, seats: list[Seat]) -> GameSession:
        """A new game on the same deal holding the first ``k`` actions, with ``seats``
        (chosen anew). RecordError if the seats do not fit the record."""
        if len(seats) != len(self.record.seats):
            raise RecordError("play on needs as many seats as the record has")
        prefix = _prefix(self.record, k)
        prefix.seats = list(seats)
        prefix.meta = {}
        return GameSession.from_record(prefix)


def _prefix(record: Record, k: int) -> Record:
    """The record cut after ``k`` actions (no digest: it is checked by replaying)."""
    return Record(
        game=record.game,
        players=record.players,
        options=dict(record.options),
        seats=list(record.seats),
        seed=record.seed,
        actions=list(record.actions[:k]),
        deal=record.deal,
        digest=None,
        result=None,
        meta=dict(record.meta),
    )
