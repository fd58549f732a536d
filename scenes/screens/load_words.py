"""The words of the Load and Replays lists and the replay viewer's title, in the current
language, made when shown from the parts a row keeps (:class:`scenes.core.save_list.
RowFacts`): "Nyet! · round 2 of 8", "Bo (hard)", "Autosave — reading…"; and a file's
problem from the template the reader keeps (:class:`game.errors.DataFileError`). Values
quoted from a file and the operating system's own words stay as they are."""

from __future__ import annotations

from pathlib import Path

from game.errors import DataFileError
from game.records import Record
from game.savename import save_name_issue
from game.text import clean
from scenes.core.i18n import _, pgettext
from scenes.core.phrases import shown_name
from scenes.core.save_list import RowFacts, SaveInfo, facts
from scenes.core.saves import autosave_path
from scenes.screens.results_words import level_name


def where_words(row: RowFacts) -> str:
    """Where the game is: "finished", "round 2 of 8", "round 2" or "in play"; a daily
    played again by the hard bot: "the hard bot's game"."""
    if row.duplicate:
        return bot_game_words()
    if row.finished:
        return pgettext("a saved game", "finished")
    if row.round and row.rounds:
        return _("round {number} of {rounds}").format(number=row.round, rounds=row.rounds)
    if row.round:
        return _("round {number}").format(number=row.round)
    return pgettext("a saved game", "in play")


def bot_game_words() -> str:
    """What a daily's duplicate game is, in a list or a title: "the hard bot's game"."""
    return pgettext("a saved game", "the hard bot's game")


def status_words(row: RowFacts) -> str:
    """The game and where it is: "Nyet! · round 2 of 8"."""
    return f"{row.game} · {where_words(row)}"


def seat_words(row: RowFacts) -> tuple[str, ...]:
    """Each seat's name, with the bot level for a bot: ("Ann", "Bo (hard)")."""
    return tuple(
        shown_name(name)
        if kind == "human"
        else _("{name} ({level})").format(name=shown_name(name), level=level_name(kind))
        for name, kind in row.seats
    )


def label_words(info: SaveInfo) -> str:
    """The row's name: the save's name as typed, or "Autosave"."""
    return _("Autosave") if info.path == autosave_path() else info.name


def row_status(info: SaveInfo) -> str:
    """The row's second part: the game and where it is, "reading…" or the problem."""
    if info.pending:
        return _("reading…")
    if info.facts is not None:
        return status_words(info.facts)
    return row_problem(info)


def row_seats(info: SaveInfo) -> tuple[str, ...]:
    """The row's seats, bot levels in words."""
    return seat_words(info.facts) if info.facts is not None else info.seats


def record_title(label: str, record: Record) -> str:
    """The replay viewer's title: "Friday night — Nyet! · finished"."""
    return f"{label} — {status_words(facts(record))}"


def save_name_words(name: str) -> str | None:
    """Why ``name`` cannot be a save name, in the current language (None if it can)."""
    issue = save_name_issue(name)
    return None if issue is None else _(issue[0]).format(**issue[1])


def problem_words(template: str, values: dict[str, object]) -> str:
    """A file's problem in the current language (English if the template is unknown)."""
    try:
        return _(template).format(**values)
    except (KeyError, IndexError, ValueError):
        return template.format(**values)


def row_problem(info: SaveInfo) -> str:
    """An unreadable row's problem in the current language."""
    if info.problem is None:
        return info.status
    template, values = info.problem
    return problem_words(template, dict(values))


def file_problem_words(exc: DataFileError) -> str:
    """A DataFileError as its message says it (the file first), in the current language."""
    problem = problem_words(exc.template, exc.values)
    return problem if exc.path is None else f"{clean(exc.path)}: {problem}"


def open_problem_words(exc: Exception, path: Path) -> str:
    """Why a save cannot be opened, in the current language: "Friday.json cannot be
    opened: …" from the file reader's problem when known, else the message as it is."""
    cause = exc.__context__
    if isinstance(cause, DataFileError):
        return _("{name} cannot be opened: {problem}").format(
            name=clean(path.name, 80), problem=problem_words(cause.template, cause.values)
        )
    return str(exc)
