"""How a rated decision is put into words and drawn: the list rows of the review screen,
the marks on the viewer's move list and the viewer's note at a rated step ("played …,
better …"). The ratings and figures come from :mod:`game.review`; the option names from
the tables' words (:func:`scenes.table.coach_words.option_words`)."""

from __future__ import annotations

import pygame

from game.records import Record, start_state
from game.review import BLUNDER, FINE, INACCURACY, MISTAKE, Decision, Review
from scenes.core import theme
from scenes.core.widgets import ListRow
from scenes.table.coach_words import option_words

TITLES = {FINE: "Fine", INACCURACY: "Inaccuracy", MISTAKE: "Mistake", BLUNDER: "Blunder"}
MARKS = {INACCURACY: "?!", MISTAKE: "?", BLUNDER: "??"}
COLOURS = {
    FINE: theme.GOOD,
    INACCURACY: (245, 205, 96),
    MISTAKE: (240, 150, 70),
    BLUNDER: theme.BAD,
}


def option_names(record: Record, review: Review) -> dict[tuple[int, str], str]:
    """(step, notation) -> the option's name, for each rated decision's chosen and best
    moves (one replay of the record)."""
    wanted = {d.step: d for d in review.decisions}
    names: dict[tuple[int, str], str] = {}
    state = start_state(record)

    def seat_name(seat: int | None) -> str:
        return record.seats[seat].name if seat is not None else ""

    for step, text in enumerate(record.actions):
        decision = wanted.get(step)
        if decision is not None:
            for option in {decision.chosen, decision.best}:
                action = state.find_action(option)
                names[step, option] = option_words(record.game, action, option, seat_name)
        state.apply(state.find_action(text))
    return names


def marks(review: Review) -> dict[int, str]:
    """The move-list marks: the step after each decision that was not fine -> ?!, ?, ??."""
    return {d.step + 1: MARKS[d.rating] for d in review.decisions if d.rating in MARKS}


def list_row(record: Record, decision: Decision, names: dict[tuple[int, str], str]) -> ListRow:
    """A review-screen row: who played what at which move, and the better move."""
    who = record.seats[decision.seat].name
    chosen = names.get((decision.step, decision.chosen), decision.chosen)
    title = f"Move {decision.step + 1} · {who} played {chosen}"
    if decision.rating == FINE:
        detail = "As good as the coach's choice"
    else:
        best = names.get((decision.step, decision.best), decision.best)
        detail = f"Better: {best}  ·  {figures(decision)}"
    return ListRow(title, detail, TITLES[decision.rating], decision.rating == BLUNDER)


def figures(decision: Decision) -> str:
    """The value given up, in short: the search value of the move played vs the better
    one, and the expected points given up."""
    chosen = decision.option(decision.chosen)
    best = decision.option(decision.best)
    if chosen is None or best is None:
        return f"{decision.loss:.0%} less"
    text = f"value {chosen.value:.0%} vs {best.value:.0%}"
    if decision.score_loss > 0.05:
        text += f" · {decision.score_loss:.1f} pts worse"
    return text


def draw_note(
    surface: pygame.Surface,
    rect: pygame.Rect,
    record: Record,
    decision: Decision | None,
    names: dict[tuple[int, str], str],
    s: float,
) -> None:
    """The viewer's note on ``decision``: rating, the move played, the better move (with
    no decision: where to find one)."""
    if decision is None:
        theme.draw_panel(surface, rect, radius=int(10 * s))
        for i, text in enumerate(("No rated decision at this move.", "Marks ?! ? ?? in the list")):
            y = rect.y + int((34 + 26 * i) * s)
            theme.blit_text(
                surface, text, 14 * s, (rect.x + 12 * s, y), theme.TEXT_DIM, anchor="midleft"
            )
        return
    theme.draw_panel(surface, rect, (8, 14, 20, 255), int(10 * s), COLOURS[decision.rating], 2)
    x, width = rect.x + int(12 * s), rect.width - int(24 * s)
    who = record.seats[decision.seat].name
    head = f"Move {decision.step + 1} · {who}: {TITLES[decision.rating]}"
    chosen = names.get((decision.step, decision.chosen), decision.chosen)
    best = names.get((decision.step, decision.best), decision.best)
    lines: list[tuple[str, tuple[int, int, int], bool]] = [
        (head, COLOURS[decision.rating], True),
        (f"Played: {chosen}", theme.TEXT, False),
    ]
    if decision.rating != FINE:
        lines.append((f"Better: {best}", (245, 205, 96), True))
        lines.append((figures(decision), theme.TEXT_DIM, False))
    else:
        lines.append(("The coach agrees (or nearly)", theme.TEXT_DIM, False))
    y = rect.y + int(18 * s)
    for text, colour, bold in lines:
        shown = theme.fit_text(text, 15 * s, width, bold=bold)
        theme.blit_text(surface, shown, 15 * s, (x, y), colour, bold=bold, anchor="midleft")
        y += int(23 * s)
