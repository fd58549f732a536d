"""The plain table: how a game without a table of its own is played in the app.

A game whose plugin record gives no ``display`` and no ``table`` (or that has no plugin
at all) still plays at the one generic table, with these parts: seat panels along the
top (name, whose turn, a bot thinking, and the view's per-seat fields such as
"tricks 2"), the rest of the viewer's view in words in the middle ("hand: 3 9 14"), a
button per legal action at the bottom (its notation, keys 1-9 for the first nine), a log
line per event made from the event's short fields, and a banner of the totals after a round.
Nothing of the game is known here but its view: the model is the view in words
(:mod:`scenes.table.plain_model`), re-read after each move's events (the display kit has no
``reduce``), so it can never drift from the rules.

It is a developer's first table for a new game and a fallback for an install missing a
game's drawing parts, not a finished table: no card art, nothing flies.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.contract import Action
from game.events import GameEnded, GameEvent, RoundScored
from scenes.core import theme
from scenes.core.i18n import _, ngettext
from scenes.core.phrases import shown_name
from scenes.core.text_fit import fit_text, wrap_text
from scenes.table.banner import BannerLine
from scenes.table.components.felt import draw_felt
from scenes.table.components.seat_panel import SeatLook, draw_seat_panel
from scenes.table.components.title_bar import draw_title_bar
from scenes.table.kit import Control, Stage, TableKit, TableUi
from scenes.table.layout import TableFrame, seat_rects, seats_clockwise, table_frame
from scenes.table.pieces import you_mark
from scenes.table.plain_model import PlainModel, label, words
from scenes.table.table_words import signed_value
from scenes.table.table_words import value as total_text

#: Buttons that also take a digit key (1-9, the first nine).
DIGIT_KEYS = 9
TEXT_PX = 17.0
#: The size of the seat panels' own lines.
SEAT_PX = 14.0
#: The longest field value a log line writes (a whole hand or board is left to the view).
LOG_FIELD_CHARS = 24
#: An event's field whose name ends so names a seat when it holds a whole number.
SEAT_FIELDS = ("player", "dealer", "leader", "winner", "to_move")


@dataclass(frozen=True)
class PlainPlaces:
    """The seat panels, the box of the view's words and the buttons' band."""

    frame: TableFrame
    s: float
    seats: dict[int, pygame.Rect]
    words: pygame.Rect
    buttons: pygame.Rect


def place(size: tuple[int, int], s: float, model: PlainModel, ui: TableUi) -> PlainPlaces:
    """Panels in a row at the top, the words under them, the buttons at the bottom."""
    frame = table_frame(size, s)
    area, n = frame.area, max(1, model.num_players if model.num_players > 0 else len(ui.names))
    rows = model.seat_rows
    tall = theme.pitch(18 * s, 2.8) + theme.pitch(SEAT_PX * s) * max(1, rows) + int(10 * s)
    panel = (int(min(230 * s, area.width / n - 8 * s)), tall)
    spots = [((k + 0.5) / n, 0.0) for k in range(n)]
    seats = seat_rects(seats_clockwise(ui.bottom, n), spots, panel, area)
    top = max(rect.bottom for rect in seats.values()) + int(14 * s)
    band = int(min(area.height * 0.34, 170 * s))
    buttons = pygame.Rect(area.x, area.bottom - band, area.width, band)
    words_box = pygame.Rect(area.x, top, area.width, buttons.y - top - int(12 * s))
    return PlainPlaces(frame, s, seats, words_box, buttons)


def draw_bar(
    surface: pygame.Surface, model: PlainModel, places: PlainPlaces, ui: TableUi, art: None
) -> None:
    draw_title_bar(surface, ui.game_name, places.s, places.frame.bar.height / places.s, 22)


def draw_seats(
    surface: pygame.Surface, model: PlainModel, places: PlainPlaces, ui: TableUi, art: None
) -> None:
    """Each seat's panel, its own fields written in its body."""
    s = places.s
    for seat, rect in places.seats.items():
        name = ui.name(seat) + (you_mark(ui.name(seat)) if ui.marks_you(seat) else "")
        look = SeatLook(name, model.current_player == seat, thinking=ui.thinking.get(seat))
        body = draw_seat_panel(surface, rect, look, s, ui.time).body
        pitch = theme.pitch(SEAT_PX * s)
        room = max(0, body.height // max(1, pitch))
        own = model.seat_lines[seat] if seat < len(model.seat_lines) else ()
        for k, line in enumerate(own[:room]):
            shown = fit_text(line, SEAT_PX * s, body.width)
            spot = (body.x, body.y + k * pitch)
            theme.blit_text(surface, shown, SEAT_PX * s, spot, theme.TEXT_DIM)


def draw_words(
    surface: pygame.Surface, model: PlainModel, places: PlainPlaces, ui: TableUi, art: None
) -> None:
    """The rest of the view, a line per field (wrapped; what does not fit is cut)."""
    box, s = places.words, places.s
    if box.height <= 0 or not model.lines:
        return
    theme.draw_panel(surface, box, (14, 34, 28, 200), int(10 * s), theme.PANEL_EDGE, 1)
    inner = box.inflate(int(-28 * s), int(-20 * s))
    pitch = theme.pitch(TEXT_PX * s)
    y = float(inner.y)
    for line in model.lines:
        for part in wrap_text(line, TEXT_PX * s, inner.width):
            if y + pitch > inner.bottom:
                return
            theme.blit_text(surface, part, TEXT_PX * s, (inner.x, y), theme.TEXT)
            y += pitch


def controls(model: PlainModel, legal: Sequence[Action], ui: TableUi) -> list[Control]:
    """A button per legal action, named by its notation; the first nine also take the
    keys 1-9."""
    return [
        Control(
            action,
            ui.notation.get(action) or words(action),
            keys=(pygame.K_1 + k,) if k < DIGIT_KEYS else (),
        )
        for k, action in enumerate(legal)
    ]


def place_buttons(places: PlainPlaces, count: int, ui: TableUi) -> list[pygame.Rect]:
    """``count`` buttons in centred rows across the band, as large as they fit (at most
    220 × 48 design pixels, at least 150 wide while the band has room)."""
    band, s = places.buttons, places.s
    if count <= 0:
        return []
    gap = int(8 * s)
    columns = max(1, min(count, int((band.width + gap) // (150 * s + gap))))
    rows = math.ceil(count / columns)
    width = min(int(220 * s), (band.width - gap * (columns - 1)) // columns)
    height = max(1, min(int(48 * s), (band.height - gap * (rows - 1)) // rows))
    left = band.centerx - (columns * width + (columns - 1) * gap) // 2
    top = band.bottom - rows * height - (rows - 1) * gap
    step_x, step_y = width + gap, height + gap
    return [
        pygame.Rect(left + (k % columns) * step_x, top + (k // columns) * step_y, width, height)
        for k in range(count)
    ]


def banner_frame(places: PlainPlaces, ui: TableUi) -> tuple[tuple[int, int], int]:
    return places.words.center, int(places.frame.area.width * 0.8)


def describe(event: GameEvent, ui: TableUi) -> str | None:
    """An event in words: the winners at the end; else its seat's name, its kind and
    its short fields ("Ann · canary play: card 5, next player Bo"; a field longer than
    :data:`LOG_FIELD_CHARS` or nested is left to the view). A round's scores get the
    log's own line."""
    if isinstance(event, GameEnded):
        names = " & ".join(shown_name(ui.name(seat)) for seat in event.winners)
        count = len(event.winners)
        return ngettext("Winner: {names}", "Winners: {names}", count).format(names=names)
    if isinstance(event, RoundScored):
        return None
    shown = ((label(k), field_words(k, v, ui)) for k, v in event.data.items())
    fields = ", ".join(f"{k} {v}" for k, v in shown if len(v) <= LOG_FIELD_CHARS and "[" not in v)
    what = label(event.kind) + (f": {fields}" if fields else "")
    name = ui.name(event.player)
    return f"{name} · {what}" if name else what


def field_words(name: str, value: object, ui: TableUi) -> str:
    """An event's field in words: a seat (a whole number in a field named like one,
    :data:`SEAT_FIELDS`) by its name."""
    if isinstance(value, int) and not isinstance(value, bool) and name.endswith(SEAT_FIELDS):
        return ui.name(value) if 0 <= value < len(ui.names) else words(value)
    return words(value)


def show_scores(event: RoundScored, stage: Stage[PlainModel, PlainPlaces, TableUi, None]) -> None:
    """A round's end: each seat's total and this round's change, in a banner titled
    with the round (or "Game over" when the game ends with it)."""
    ui = stage.ui
    over = any(isinstance(later, GameEnded) for later in stage.upcoming)
    title = _("Game over") if over else _("Round {number}").format(number=event.round)
    lines: list[BannerLine] = [
        f"{shown_name(ui.name(seat))}: {total_text(total)} ({signed_value(points)})"
        for seat, (points, total) in enumerate(zip(event.points, event.totals, strict=False))
    ]
    stage.banner(title, lines, 3.0, stage.done)


#: The plain table's parts (with :data:`PLAIN_DISPLAY`).
PLAIN_TABLE: TableKit[PlainModel, PlainPlaces, TableUi, None] = TableKit(
    place=place,
    new_ui=TableUi,
    new_art=lambda: None,
    painters=(draw_felt, draw_bar, draw_seats, draw_words),
    motions={RoundScored: show_scores},
    controls=controls,
    place_buttons=place_buttons,
    banner_frame=banner_frame,
    describe=describe,
)
