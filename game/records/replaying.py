"""Replaying a record action by action, checking its digest, and playing on from a step."""

from __future__ import annotations

from game.contract import State
from game.errors import GameError, IllegalActionError, RecordError, UnknownGameError
from game.records.model import Record, Seat, make_record
from game.registry import all_games, get_game
from game.text import N_, clean, quote


def start_state(record: Record) -> State:
    """The initial state of the record's game (options and deal validated)."""
    try:
        spec = get_game(record.game)
    except UnknownGameError:
        known = ", ".join(spec.id for spec in all_games())
        raise RecordError.of(
            N_("record is for an unknown game {game} (known games: {known})"),
            game=quote(record.game),
            known=known,
        ) from None
    return spec.new_state(record.players, record.options, record.seed, record.deal)


_BROKEN_DATA = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)


def _legal_texts(state: State) -> str:
    return clean(", ".join(state.action_text(a) for a in state.legal_actions()) or "none")


def replay(record: Record, check_digest: bool = True, require_digest: bool = False) -> State:
    """Replay every action; RecordError naming the first bad one, or a digest mismatch.

    With ``require_digest`` a record without a digest is refused (its final state could
    not be checked); the app requires it for saves.
    """
    if require_digest and record.digest is None:
        raise RecordError.of(
            N_(
                "the record has no digest, so its replay cannot be checked "
                "(games saved by Play or Pay always have one)"
            )
        )
    try:
        state = start_state(record)
    except RecordError:
        raise
    except GameError as exc:
        raise RecordError.of(N_("record setup is invalid: {problem}"), problem=exc) from None
    except _BROKEN_DATA as exc:  # a deal shaped in a way the game did not foresee
        raise RecordError.of(
            N_("record setup is invalid ({problem})"), problem=type(exc).__name__
        ) from None
    for number, text in enumerate(record.actions, start=1):
        try:
            state.apply(state.find_action(text))
        except IllegalActionError:
            raise RecordError.of(
                N_(
                    "action {number} ({action}) cannot be played: it is not legal there "
                    "(legal: {legal})"
                ),
                number=number,
                action=quote(text),
                legal=_legal_texts(state),
            ) from None
        except GameError as exc:
            raise RecordError.of(
                N_("action {number} ({action}) cannot be played: {problem}"),
                number=number,
                action=quote(text),
                problem=exc,
            ) from None
    if check_digest and record.digest is not None and record.digest != state.digest():
        raise RecordError.of(
            N_(
                "the record's digest does not match its replay: the file was changed or "
                "written by an incompatible version"
            )
        )
    return state


def played_on_record(record: Record, step: int, seats: list[Seat] | None = None) -> Record:
    """A new game "played on from step ``step``" of ``record``: the same game, options,
    seed and deal, its first ``step`` actions, and ``seats`` (default: the record's).

    The record is replayed to check it (RecordError if it does not replay); the new
    record's digest and result are of the state after those ``step`` actions, its
    counters start at zero and ``meta`` notes where it came from.
    """
    if not 0 <= step <= len(record.actions):
        raise RecordError.of(
            N_("step {step} is not in the record (it has {count} actions)"),
            step=step,
            count=len(record.actions),
        )
    chosen = list(record.seats if seats is None else seats)
    if len(chosen) != record.players:
        raise RecordError.of(
            N_("a game of {players} players needs as many seats"), players=record.players
        )
    prefix = Record(
        game=record.game,
        players=record.players,
        options=dict(record.options),
        seats=chosen,
        seed=record.seed,
        actions=list(record.actions[:step]),
        deal=record.deal,
    )
    state = replay(prefix)
    origin = {"played_on_from": step, "record_digest": record.digest}
    return make_record(
        state, record.game, prefix.options, chosen, record.seed, prefix.actions, record.deal, origin
    )
