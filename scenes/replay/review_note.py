"""How a rated decision is put into words and drawn: the list rows of the review screen,
the marks on the viewer's move list and the viewer's note at a rated step ("played …,
better …"). The ratings and figures come from :mod:`game.review`; the option names from
the game's plugin record (``option_words``, the words the coach uses too)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.records import Record, start_state
from game.review import FINE, Decision, Review
from scenes.core import theme
from scenes.core.i18n import _, ngettext, percent
from scenes.core.phrases import about, shown_name
from scenes.core.widgets import ListRow
from scenes.plugins import ui_for
from scenes.replay.rating_marks import COLOURS, MARKS, TITLES, draw_mark, rating_title
from scenes.replay.review_headline import legend

__all__ = [
    "COLOURS",
    "MARKS",
    "TITLES",
    "ReviewWords",
    "draw_note",
    "list_row",
    "marks",
    "review_words",
]


@dataclass
class ReviewWords:
    """The words of a review's rated decisions: ``names[(step, notation)]`` names the
    chosen and the better move of each, ``sentences[step]`` says the decision in game
    terms (the game's ``GameUI.decision_words``) and ``reasons[step]``, for a decision
    below fine, why the better move was better (``GameUI.reason_words``; missing where
    the game gives none)."""

    names: dict[tuple[int, str], str] = field(default_factory=dict)
    sentences: dict[int, str] = field(default_factory=dict)
    reasons: dict[int, str] = field(default_factory=dict)

    def name(self, step: int, option: str) -> str:
        return self.names.get((step, option), option)


def points_lost(decision: Decision) -> int:
    """The expected points the decision gave up, rounded, never below 0."""
    return max(0, round(decision.score_loss))


def review_words(record: Record, review: Review) -> ReviewWords:
    """The words of every rated decision of ``review`` (one replay of the record)."""
    wanted = {d.step: d for d in review.decisions}
    words = ReviewWords()
    state = start_state(record)
    ui = ui_for(record.game)

    def seat_name(seat: int | None) -> str:
        return record.seats[seat].name if seat is not None else ""

    for step, text in enumerate(record.actions):
        decision = wanted.get(step)
        if decision is not None:
            for option in {decision.chosen, decision.best}:
                action = state.find_action(option)
                words.names[step, option] = ui.option_words(action, option, seat_name)
            chosen = state.find_action(decision.chosen)
            better = decision.rating != FINE and decision.best != decision.chosen
            best = state.find_action(decision.best) if better else None
            view = state.view(decision.seat)
            who = seat_name(decision.seat)
            words.sentences[step] = ui.decision_words(
                view, who, chosen, best, points_lost(decision), seat_name
            )
            why = ui.reason_words
            reason = (
                None if best is None or why is None else why(view, who, chosen, best, seat_name)
            )
            if reason:
                words.reasons[step] = reason
        state.apply(state.find_action(text))
    return words


def marks(review: Review) -> dict[int, str]:
    """The move-list marks: the step after each decision that was not fine -> ?!, ?, ??."""
    return {d.step + 1: MARKS[d.rating] for d in review.decisions if d.rating in MARKS}


def list_row(record: Record, decision: Decision, words: ReviewWords) -> ListRow:
    """A review-screen row: the decision in game terms, then the move, who and the figures
    (the rating is drawn by the list as a coloured shape and word: :class:`RatedList`)."""
    who = record.seats[decision.seat].name
    sentence = words.sentences.get(decision.step)
    chosen = words.name(decision.step, decision.chosen)
    title = sentence or about(who, _("{name} played {move}"), _("You played {move}"), move=chosen)
    detail = _("Move {number} · {name}").format(number=decision.step + 1, name=shown_name(who))
    if decision.rating != FINE:
        detail += f" · {figures(decision)}"
    return ListRow(title, detail)


def figures(decision: Decision, points: bool = True) -> str:
    """The value given up, in short: the chance to win after the move played vs after
    the better one, and the expected points given up (never a negative loss)."""
    chosen = decision.option(decision.chosen)
    best = decision.option(decision.best)
    if chosen is None or best is None:
        return _("{percent} less").format(percent=percent(round(max(0.0, decision.loss) * 100)))
    played, better = chosen.value, max(best.value, chosen.value)
    text = _("chance to win {played} vs {better}").format(
        played=percent(round(played * 100)), better=percent(round(better * 100))
    )
    lost = points_lost(decision)
    if points and lost >= 1:
        text += " · " + ngettext("{count} pt worse", "{count} pts worse", lost).format(count=lost)
    return text


def short_figures(decision: Decision) -> str:
    """The chance to win in fewest words, for a narrow note: "48% vs 53%"."""
    chosen = decision.option(decision.chosen)
    best = decision.option(decision.best)
    if chosen is None or best is None:
        return _("{percent} less").format(percent=percent(round(max(0.0, decision.loss) * 100)))
    played, better = chosen.value, max(best.value, chosen.value)
    return _("{played} vs {better}").format(
        played=percent(round(played * 100)), better=percent(round(better * 100))
    )


def draw_note(
    surface: pygame.Surface,
    rect: pygame.Rect,
    record: Record,
    decision: Decision | None,
    words: ReviewWords,
    s: float,
) -> None:
    """The viewer's note on ``decision``: its rating (shape, word, colour) and the
    decision in game terms (with no decision: where to find one)."""
    if decision is None:
        _draw_empty_note(surface, rect, s)
        return
    colour = COLOURS[decision.rating]
    theme.draw_panel(surface, rect, (8, 14, 20, 255), int(10 * s), colour, 2)
    x, width = rect.x + int(12 * s), rect.width - int(24 * s)
    who = shown_name(record.seats[decision.seat].name)
    y = rect.y + int(18 * s)
    draw_mark(surface, decision.rating, (x + 8 * s, y), 16 * s)
    title = theme.blit_text(
        surface,
        rating_title(decision.rating),
        15 * s,
        (x + 22 * s, y),
        colour,
        True,
        anchor="midleft",
    )
    room = x + width - title.right - 8 * s
    move = _("move {number}").format(number=decision.step + 1)
    where = _("move {number} · {name}").format(number=decision.step + 1, name=who)
    if theme.font(round(13 * s)).size(where)[0] > room:
        where = theme.fit_text(move, 13 * s, room)
    theme.blit_text(surface, where, 13 * s, (x + width, y), theme.TEXT_DIM, anchor="midright")
    sentence = words.sentences.get(decision.step) or _("Played: {move}").format(
        move=words.name(decision.step, decision.chosen)
    )
    reason = words.reasons.get(decision.step)
    if reason:
        sentence = _("{decision}. {reason}").format(decision=sentence, reason=reason)
    y += int(12 * s)
    room = rect.bottom - int(26 * s) - y
    lines, px = theme.fit_block(sentence, 14 * s, width, room)
    for line in lines:
        theme.blit_text(surface, line, px, (x, y), theme.TEXT)
        y += theme.pitch(px, 1.1)
    if decision.rating != FINE:
        tail = _figures_tail(decision, width, s)
        theme.blit_text(
            surface, tail, 13 * s, (x, rect.bottom - 10 * s), theme.TEXT_DIM, anchor="bottomleft"
        )


def _figures_tail(decision: Decision, width: int, s: float) -> str:
    """The note's last line: the figures (and the T key) in the most words that fit."""
    shown = figures(decision, points=False)
    choices = [_("{figures} · T: try it again").format(figures=shown), shown]
    choices.append(short_figures(decision))
    font = theme.font(round(13 * s))
    fitting = [text for text in choices if font.size(text)[0] <= width]
    return fitting[0] if fitting else theme.fit_text(choices[-1], 13 * s, width)


def _draw_empty_note(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The note at a move with no rated decision: that, and what the list's marks mean."""
    theme.draw_panel(surface, rect, radius=int(10 * s))
    x, width = rect.x + 12 * s, rect.width - 24 * s
    theme.blit_text(
        surface,
        _("No rated decision at this move."),
        14 * s,
        (x, rect.y + 34 * s),
        theme.TEXT_DIM,
        anchor="midleft",
    )
    y = rect.y + 52 * s
    lines, px = theme.fit_block(legend(), 13 * s, width, rect.bottom - 10 * s - y)
    for line in lines:
        theme.blit_text(surface, line, px, (x, y), theme.TEXT_DIM)
        y += theme.pitch(px, 1.12)
