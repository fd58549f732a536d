"""The duplicate score: the daily deal played again with the hard bot in your seat.

:func:`play_duplicate` replays the game from its seed with the hard bot in ``seat``
and every other seat played by its own bot level; each bot decision uses
:func:`game.rng.decision_rng` (seed, seat, move number) exactly as in the first game.
While the game is the same as the first, the other bot seats make the first game's
moves (the moves their bots made there), so the other seats decide exactly as before
(common random numbers); once it differs, they decide afresh. A human in another seat
(not a daily) is replaced by the hard bot. Search bots play at the share of their
budget the game's daily settings give (``DailySettings.duplicate_share``).

It takes and returns plain text (a record's JSON) and reports progress as a fraction,
so the app can run it in a worker process. :func:`duplicate_score` compares the two
games: the margin is positive when you did better than the bot, whichever way the game
counts (``lower_score_wins``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.bots.base import make_bot
from game.bots.search import SearchBot
from game.contract import Bot, State
from game.daily.setup import DailySetup
from game.daily.tag import DAILY_META_KEY, DUPLICATE_META_KEY
from game.errors import GameError
from game.json_data import JsonObject
from game.play import bot_move
from game.records import Record, Seat, loads_record, make_record, replay
from game.registry import get_game
from game.review.store import record_key
from game.seatnames import DUPLICATE_SEAT_NAME as DUPLICATE_SEAT_NAME  # the name stored

Progress = Callable[[float], None]
#: The fewest iterations a search bot of the duplicate gets.
MIN_ITERATIONS = 2
#: The moves a progress fraction is measured against when no first game tells.
EXPECTED_MOVES = 100


@dataclass(frozen=True)
class DuplicateScore:
    """Your final score and the hard bot's in your seat on the same deal; ``margin`` is
    positive when you did better (``bot - you`` when lower scores win, else
    ``you - bot``); ``place`` and ``bot_place`` are 1-based placings (ties share the
    better place) among ``players`` seats."""

    you: float
    bot: float
    margin: float
    place: int
    bot_place: int
    players: int
    lower_is_better: bool


def placing(scores: list[float], seat: int, lower_is_better: bool) -> int:
    """``seat``'s 1-based place: one more than the seats with a strictly better score."""
    mine = scores[seat]
    better = (s < mine if lower_is_better else s > mine for s in scores)
    return 1 + sum(better)


def _bots(record: Record, seat: int, iterations: int | None, share: float = 1.0) -> list[Bot]:
    """A bot per seat: the hard bot in ``seat`` and in every human's, each other seat's
    own level; a search bot at ``iterations`` if given, else at ``share`` of its own."""
    bots: list[Bot] = []
    for index, chosen in enumerate(record.seats):
        level = "hard" if index == seat or chosen.kind == "human" else chosen.kind
        bot = make_bot(record.game, level)
        if isinstance(bot, SearchBot) and (iterations is not None or share < 1.0):
            budget = iterations or max(MIN_ITERATIONS, round(bot.iterations * share))
            bot = SearchBot(bot.game, budget, bot.shortcut, bot.budget)
        bots.append(bot)
    return bots


def _share(game_id: str) -> float:
    """The game's ``DailySettings.duplicate_share`` (1 for a game without a daily)."""
    daily = get_game(game_id).daily
    return 1.0 if daily is None else daily.duplicate_share


def _duplicate_meta(record: Record, seat: int) -> JsonObject:
    meta: JsonObject = {"of": record_key(record), "seat": seat}
    daily = record.meta.get(DAILY_META_KEY)
    if isinstance(daily, dict) and isinstance(daily.get("date"), str):
        meta["date"] = daily["date"]
    return {DUPLICATE_META_KEY: meta}


def _play(
    record: Record,
    bots: list[Bot],
    progress: Progress | None,
    expected: int,
    kept: frozenset[int] = frozenset(),
) -> tuple[State, list[str]]:
    """Play the record's setup to the end with ``bots`` (decision_rng as always). While
    the game is still the record's own (every action so far the same), a seat in
    ``kept`` makes the record's next move: the one its bot made there."""
    spec = get_game(record.game)
    state: State = spec.new_state(record.players, record.options, record.seed, record.deal)
    actions: list[str] = []
    same = True
    while not state.is_terminal():
        ply = len(actions)
        same = same and ply < len(record.actions)
        if same and state.current_player in kept:
            action = state.find_action(record.actions[ply])
        else:
            action = bot_move(state, bots[state.current_player], record.seed, ply)
        text = state.action_text(action)
        same = same and text == record.actions[ply]
        actions.append(text)
        state.apply(action)
        if progress is not None:
            progress(min(0.99, len(actions) / max(1, expected)))
    return state, actions


def bot_game(
    setup: DailySetup,
    level: str = "hard",
    progress: Progress | None = None,
    *,
    iterations: int | None = None,
) -> Record:
    """The daily deal of ``setup`` played by ``level`` bots in every seat (seats named
    "Bot 1", "Bot 2"...; ``iterations`` as in :func:`play_duplicate`)."""
    seats = [Seat(f"Bot {n}", level) for n in range(1, setup.players + 1)]
    record = Record(setup.game, setup.players, dict(setup.options), seats, setup.seed)
    bots = _bots(record, -1, iterations)
    state, actions = _play(record, bots, progress, EXPECTED_MOVES)
    if progress is not None:
        progress(1.0)
    return make_record(state, setup.game, setup.options, seats, setup.seed, actions)


def play_duplicate(
    record_json: str,
    seat: int,
    progress: Progress | None = None,
    *,
    iterations: int | None = None,
) -> str:
    """The duplicate game of the record in ``record_json`` for ``seat``, as record JSON.

    The record is checked by replaying it (RecordError if it does not replay); GameError
    for a seat not at its table. ``progress(fraction)`` is called after each move with
    the share done (estimated from the first game's length, 1.0 at the end).
    ``iterations`` overrides every hard bot's budget (tests and benchmarks only: the
    daily's bots play at the budget of :func:`_bots`; with ``iterations`` no move of
    the first game is reused, its bots having played at another budget). The
    result's ``meta["duplicate"]`` holds ``of`` (the first game's
    :func:`~game.review.store.record_key`), ``seat`` and, for a daily, its ``date``.
    """
    record = loads_record(record_json.encode("utf-8"))
    replay(record)
    if not 0 <= seat < record.players:
        raise GameError(f"seat {seat + 1} is not at this table of {record.players}")
    bots = _bots(record, seat, iterations, _share(record.game))
    kept = frozenset(
        index
        for index, chosen in enumerate(record.seats)
        if index != seat and chosen.kind != "human" and iterations is None
    )
    state, actions = _play(record, bots, progress, len(record.actions), kept)
    seats = list(record.seats)
    seats[seat] = Seat(DUPLICATE_SEAT_NAME, "hard")
    for index, chosen in enumerate(seats):
        if chosen.kind == "human":
            seats[index] = Seat(chosen.name, "hard")
    duplicate = make_record(
        state,
        record.game,
        record.options,
        seats,
        record.seed,
        actions,
        record.deal,
        _duplicate_meta(record, seat),
    )
    if progress is not None:
        progress(1.0)
    return duplicate.dumps()


def duplicate_score(yours: Record, bots: Record, seat: int) -> DuplicateScore:
    """Compare your game with its duplicate (both replayed; RecordError if either does
    not, GameError if they are not the same deal or either is unfinished)."""
    same = (yours.game, yours.players, yours.seed, yours.deal, yours.options)
    if same != (bots.game, bots.players, bots.seed, bots.deal, bots.options):
        raise GameError("the two records are not the same deal")
    if not 0 <= seat < yours.players:
        raise GameError(f"seat {seat + 1} is not at this table of {yours.players}")
    mine, theirs = replay(yours), replay(bots)
    if not (mine.is_terminal() and theirs.is_terminal()):
        raise GameError("both games must be finished to compare them")
    lower = get_game(yours.game).lower_score_wins
    you, bot = mine.scores()[seat], theirs.scores()[seat]
    return DuplicateScore(
        you=you,
        bot=bot,
        margin=(bot - you) if lower else (you - bot),
        place=placing(mine.scores(), seat, lower),
        bot_place=placing(theirs.scores(), seat, lower),
        players=yours.players,
        lower_is_better=lower,
    )
