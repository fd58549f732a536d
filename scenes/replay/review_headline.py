"""The review's headline in words: where a seat finished and what cost it most, in the
game's terms, and the review screen's subtitle.

The facts come from :func:`game.review.story.seat_story` (the record and the review,
deterministic); a game's turns are told by its ``GameUI.turn_words`` (No Thanks!: "You
ran out of chips on move 58 and had to take 31 and 22 (51 points)."), the review's own
(the costliest run of rated decisions) here. The marks of the move list are explained by
:func:`legend`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime

from game.errors import GameError, UnknownGameError
from game.records import Record
from game.registry import get_game
from game.review import Review
from game.review.story import SeatStory, Standing, seat_story
from game.story import COSTLY_DECISION, COSTLY_RUN, Turn
from scenes.core.i18n import _, ngettext, ordinal, score
from scenes.core.phrases import about, daily_day, daily_words, short_date, subject
from scenes.plugins import ui_for

#: The most turns a headline tells.
MOST_TURNS = 2


@dataclass(frozen=True)
class Headline:
    """A seat's headline: where it finished (``standing``) and what cost it most
    (``story``: up to :data:`MOST_TURNS` sentences, most costly first)."""

    standing: str
    story: list[str] = field(default_factory=list)


def standing_words(record: Record, standing: Standing) -> str:
    """ "You finished 4th of 4 with 80; Bo won with 13." or "You won with 13."."""
    who = record.seats[standing.seat].name
    mine = score(standing.score)
    if standing.place == 1:
        if len(standing.winners) > 1:
            return about(
                who,
                _("{name} shared the win with {score}."),
                _("You shared the win with {score}."),
                score=mine,
            )
        return about(who, _("{name} won with {score}."), _("You won with {score}."), score=mine)
    winners = " & ".join(subject(record.seats[w].name) for w in standing.winners)
    return about(
        who,
        _("{name} finished {place} of {players} with {score}; {winner} won with {best}."),
        _("You finished {place} of {players} with {score}; {winner} won with {best}."),
        place=ordinal(standing.place),
        players=standing.players,
        score=mine,
        winner=winners,
        best=score(standing.best),
    )


def review_turn_words(turn: Turn, who: str) -> str:
    """A turn the review found itself (its costliest decision or run), in words."""
    points = round(turn.points)
    values = {"move": turn.step + 1, "first": turn.step + 1, "last": turn.last + 1}
    if turn.kind == COSTLY_RUN:
        return about(
            who,
            ngettext(
                "{name}'s costliest stretch: {count} weak decisions in a row, moves {first} "
                "to {last}, gave away about {points} point.",
                "{name}'s costliest stretch: {count} weak decisions in a row, moves {first} "
                "to {last}, gave away about {points} points.",
                points,
            ),
            ngettext(
                "Your costliest stretch: {count} weak decisions in a row, moves {first} to "
                "{last}, gave away about {points} point.",
                "Your costliest stretch: {count} weak decisions in a row, moves {first} to "
                "{last}, gave away about {points} points.",
                points,
            ),
            count=turn.count,
            points=points,
            **values,
        )
    if points < 1:
        return about(
            who,
            _("{name}'s costliest decision was on move {move}."),
            _("Your costliest decision was on move {move}."),
            **values,
        )
    return about(
        who,
        ngettext(
            "{name}'s costliest decision was on move {move}: about {points} point given away.",
            "{name}'s costliest decision was on move {move}: about {points} points given away.",
            points,
        ),
        ngettext(
            "Your costliest decision was on move {move}: about {points} point given away.",
            "Your costliest decision was on move {move}: about {points} points given away.",
            points,
        ),
        points=points,
        **values,
    )


def turn_sentence(record: Record, turn: Turn, who: str) -> str:
    """A turn in the game's words if it tells that kind, else in the review's."""
    told = None
    if turn.kind not in (COSTLY_DECISION, COSTLY_RUN):
        try:
            words = ui_for(record.game).turn_words
        except GameError:
            words = None
        told = words(turn, who) if words is not None else None
    return told if told is not None else review_turn_words(turn, who)


def headline_of(record: Record, story: SeatStory) -> Headline:
    """``story`` in words."""
    who = record.seats[story.standing.seat].name
    told = [turn_sentence(record, turn, who) for turn in story.turns[:MOST_TURNS]]
    if not told:
        told = [
            about(
                who,
                _("No decision of {name}'s cost much: every rated move held up."),
                _("No decision of yours cost much: every rated move held up."),
            )
        ]
    return Headline(standing_words(record, story.standing), told)


def headlines(record: Record, review: Review) -> dict[int, Headline]:
    """The headline of every reviewed seat (empty if the record cannot tell: a game
    that is not installed)."""
    try:
        return {
            seat: headline_of(record, seat_story(record, review, seat)) for seat in review.seats
        }
    except GameError:
        return {}


def _played_on(record: Record) -> date | None:
    """The day the game ended (its ``finished_at``), if the record says."""
    stamp = record.meta.get("finished_at")
    if not isinstance(stamp, str):
        return None
    try:
        return datetime.fromisoformat(stamp.replace("Z", "+00:00")).date()
    except ValueError:
        return None


def subtitle(record: Record, label: str) -> str:
    """The review screen's subtitle: the game's name, the players and the day ("No
    Thanks! · 4 players · 28 Nov"; a daily: "… · Daily deal · 28 Nov"); ``label`` (how
    the caller names the game) for a game that is not installed."""
    try:
        name = get_game(record.game).name
    except UnknownGameError:
        return label
    players = ngettext("{count} player", "{count} players", record.players)
    parts = [name, players.format(count=record.players)]
    daily = daily_day(record.meta)
    day = _played_on(record)
    if daily is not None:
        parts.append(daily_words(daily))
    elif day is not None:
        parts.append(short_date(day))
    return " · ".join(parts)


def legend() -> str:
    """What the marks of the move list mean (each mark bound to its word by a no-break
    space, so a wrapped line never leaves a mark alone)."""
    said = _("Marks in the move list: ?! inaccuracy · ? mistake · ?? blunder")
    return re.sub(r"(\?[!?]?) ", "\\1\u00a0", said)
