"""A game being played at the table: setup, state and the actions so far (no pygame).

The session is the only place the app changes a game state: :meth:`GameSession.apply`
applies a legal action, records its notation and returns the events for the table to
animate. Everything needed to rebuild the state (game, options, seats, seed, actions) is
kept, so a session round-trips through a :class:`~game.records.Record` exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from game.contract import Action, Bot, GameSpec, State, view_data
from game.events import EventLog
from game.records import MAX_ACTIONS, Record, Seat, make_record, replay
from game.registry import get_game
from game.rng import Rng, decision_rng
from scenes.core.phrases import shown_name

HUMAN = "human"
#: The ``meta`` keys the session writes itself; any other key of a record's meta is a tag.
OWN_META = ("saved_at", "round", "app", "undo_agreed")
#: The tag saying when the game ended (ISO 8601, UTC), set by the move that ends it.
FINISHED_KEY = "finished_at"


@dataclass
class GameSession:
    """One game: its setup, its state, and the actions played (in notation)."""

    spec: GameSpec
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    state: State
    actions: list[str] = field(default_factory=list)
    deal: Any = None
    _bots: dict[int, Bot] = field(default_factory=dict, repr=False)
    #: Per seat, how often a person took a move back / was shown a hint (kept in the record).
    undos: list[int] = field(default_factory=list)
    hints: list[int] = field(default_factory=list)
    #: Everyone at the table agreed that moves may be taken back (setup); with one
    #: person undo is always allowed. Kept in the record's ``meta``.
    undo_agreed: bool = False
    #: A move suggested at a move number, as (number, notation): a decision tried again
    #: from the review, with the better move shown. Not kept in the record.
    suggested: tuple[int, str] | None = None
    #: Extra entries of the record's ``meta`` kept from the first move on (e.g. a daily
    #: deal's tag under its key); the session's own keys (:data:`OWN_META`) win. Kept
    #: through save and resume; a restarted game has none.
    tags: dict[str, Any] = field(default_factory=dict)
    #: Another file the autosave also writes the record to (a daily's own file in
    #: ``records/``, so a try given up after its first move is still counted even if
    #: the autosave is replaced). Not kept in the record.
    copy_path: Path | None = None

    @classmethod
    def new(
        cls,
        game_id: str,
        options: dict[str, Any],
        seats: list[Seat],
        seed: int,
        deal: Any = None,
    ) -> GameSession:
        """Validate the setup and deal the first round (GameError on bad input)."""
        spec = get_game(game_id)
        full = spec.validate(len(seats), options)
        state = spec.new_state(len(seats), full, seed, deal)
        return cls(spec, full, list(seats), seed, state, [], deal)

    @classmethod
    def from_record(cls, record: Record, require_digest: bool = False) -> GameSession:
        """Rebuild a session by replaying a record (RecordError if it does not replay,
        or, with ``require_digest``, if it has no digest to check)."""
        state = replay(record, require_digest=require_digest)
        spec = get_game(record.game)
        full = spec.validate(record.players, record.options)
        session = cls(
            spec, full, list(record.seats), record.seed, state, list(record.actions), record.deal
        )
        session.undos, session.hints = list(record.undos), list(record.hints)
        session.undo_agreed = record.meta.get("undo_agreed") is True
        session.tags = {k: v for k, v in record.meta.items() if k not in OWN_META}
        return session

    # Queries ------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.seats)

    @property
    def ply(self) -> int:
        """How many actions have been played."""
        return len(self.actions)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == HUMAN

    @property
    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.kind == HUMAN]

    def round_number(self) -> int:
        """The round in play (the last round once the game is over)."""
        done = len(self.state.round_results())
        return done if self.state.is_terminal() else done + 1

    def bot(self, seat: int) -> Bot:
        """The bot playing ``seat`` (made once per session)."""
        if seat not in self._bots:
            self._bots[seat] = self.spec.make_bot(self.seats[seat].kind)
        return self._bots[seat]

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions legal now, in the game's order: what the app offers, suggests and
        lets a person play (its one question of legality; the engine's ``apply`` still
        rejects anything else)."""
        return tuple(self.state.legal_actions())

    def bot_request(self) -> tuple[Bot, Any, tuple[Action, ...], Rng]:
        """What the current (bot) seat decides from: bot, view, legal actions, generator."""
        seat = self.state.current_player
        legal = self.legal_actions()
        return self.bot(seat), self.state.view(seat), legal, decision_rng(self.seed, seat, self.ply)

    def has_private_info(self, a: int, b: int) -> bool:
        """True if seats ``a`` and ``b`` may know different things (their views differ
        beyond whose view it is); then a pass-and-play hand-over needs a curtain."""
        da = view_data(self.state.view(a))
        db = view_data(self.state.view(b))
        for data in (da, db):
            data.pop("player", None)
        return da != db

    # Changes ----------------------------------------------------------------------
    def apply(self, action: Action) -> EventLog:
        """Apply a legal action (the engine's IllegalActionError otherwise, nothing
        changed)."""
        text = self.state.action_text(action)
        events = EventLog()
        self.state.apply(action, events)
        self.actions.append(text)
        if self.state.is_terminal() and FINISHED_KEY not in self.tags:
            # When the game ended dates it in the statistics (kept through save/resume).
            self.tags[FINISHED_KEY] = datetime.now(timezone.utc).isoformat(timespec="seconds")
        return events

    def record(self) -> Record:
        """The game so far as a record (with the round and time in ``meta``)."""
        meta: dict[str, Any] = dict(self.tags)
        meta |= {
            "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "round": self.round_number(),
            "app": "play-or-pay",
        }
        if self.undo_agreed:
            meta["undo_agreed"] = True
        record = make_record(
            self.state,
            self.spec.id,
            dict(self.options),
            list(self.seats),
            self.seed,
            list(self.actions),
            self.deal,
            meta,
        )
        # Counters stop at the most a record may hold (the reader refuses more).
        record.undos = [min(n, MAX_ACTIONS) for n in self.undos]
        record.hints = [min(n, MAX_ACTIONS) for n in self.hints]
        return record

    def restarted(self, seed: int) -> GameSession:
        """A new game with the same game, options and seats (and ``seed``), under the
        current rules edition (an older one only replays old records)."""
        again = GameSession.new(
            self.spec.id,
            {key: value for key, value in self.options.items() if key != "rules_version"},
            list(self.seats),
            seed,
            None if seed != self.seed else self.deal,
        )
        again.undo_agreed = self.undo_agreed
        return again

    def seat_label(self, seat: int) -> str:
        """The seat's name as shown: as typed, the default "You" in the current language
        (:func:`scenes.core.phrases.shown_name`; records keep "You")."""
        return shown_name(self.seats[seat].name)
