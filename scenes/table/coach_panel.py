"""The coach's panel drawn from plain data: the hint's options with their values, the
"thinking" note, the "Try it again" note and the value tags on the action buttons.

Every function takes the :class:`~scenes.table.ports.CoachFrame` of the frame (where the
log and the buttons are) and a ``name(action, text)`` that names an option; none reads the
table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.contract import Action
from game.review import Hint, OptionStat
from scenes.core import theme
from scenes.core.boxes import note_box
from scenes.core.i18n import _, ngettext, number, percent, pgettext
from scenes.table.ports import CoachFrame

MAX_ROWS = 7  # options listed in the panel (the best first); the rest are summed up
BEST = (245, 205, 96)
#: The options' size: the move log's (:class:`scenes.core.widgets.LogPanel`), never less.
ROW_PX = 15
#: Lines an option's name may take (a nested sentence in a long language needs three in
#: the narrow log column); the space between two options.
MAX_LINES = 3
ROW_GAP = 6
PCT_COLUMN = 70  # the chance-to-win column's right edge, left of the score's (scale 1)
#: The two figures' room at the end of an option's last line (scale 1).
FIGURES_W = 120

#: How an option is named: ``name(action, notation)``.
Namer = Callable[[Action, str], str]


def panel_rect(frame: CoachFrame, rows: int, s: float, more: bool = False) -> pygame.Rect:
    """A panel of ``rows`` one-line options (see :func:`column_rect`)."""
    return column_rect(frame, int(86 * s) + rows * int(26 * s) + int((46 if more else 26) * s), s)


def column_rect(frame: CoachFrame, height: int, s: float) -> pygame.Rect:
    """A panel ``height`` high over the top of the move log (the log column holds no
    prompt and no control); at the top right under the title bar for a table without a
    log. Never over the action buttons: cut short above them."""
    width, tall = frame.size
    log = frame.log
    area = pygame.Rect(0, int(54 * s), width, tall - int(54 * s))
    if log.width:
        rect = pygame.Rect(0, log.y, log.width, min(height, log.height))
        rect.right = log.right
    else:
        rect = pygame.Rect(0, int(60 * s), int(400 * s), height)
        rect.right = width - int(12 * s)
    rect = rect.clamp(area)
    for _control, button in frame.buttons:
        if button.width and rect.colliderect(button):
            rect.bottom = min(rect.bottom, button.y - int(8 * s))
    return rect


def draw_try_again(surface: pygame.Surface, frame: CoachFrame, name: str, s: float) -> pygame.Rect:
    """The note of a decision tried again: the coach suggests the move ``name``. Returns
    the note's rectangle."""
    rect = panel_rect(frame, 0, s)
    x = rect.x + int(14 * s)
    text = _("The coach suggests {move}").format(move=name)
    lines, px = theme.fit_block(text, 15 * s, rect.width - int(28 * s), 40 * s)
    pitch = px * 1.15
    rect.height = int(58 * s + (len(lines) - 1) * pitch)
    theme.draw_panel(surface, rect, (8, 14, 20, 235), int(10 * s), BEST, 2)
    note_box("coach", "try again", rect)
    theme.blit_text(
        surface,
        _("Try it again"),
        17 * s,
        (x, rect.y + 18 * s),
        BEST,
        bold=True,
        anchor="midleft",
    )
    for k, line in enumerate(lines):
        where = (x, rect.y + 40 * s + k * pitch)
        theme.blit_text(surface, line, px, where, theme.TEXT, anchor="midleft")
    return rect


def draw_waiting(
    surface: pygame.Surface, frame: CoachFrame, error: str | None, s: float
) -> pygame.Rect:
    """The panel while the hint is computed ("thinking" with moving dots), or why there
    is none (``error``), wrapped at the log's size. Returns the panel's rectangle."""
    dots = "." * (1 + int(frame.time * 3) % 3)
    note = _("The coach is thinking") + dots
    if error is not None:
        note = _("No hint: {reason}").format(reason=error)
    rect = column_rect(frame, frame.size[1], s)
    px = ROW_PX * s
    lines = theme.wrap_text(note, px, rect.width - 28 * s)[:4]
    rect.height = min(rect.height, int(len(lines) * px * 1.3 + 28 * s))
    theme.draw_panel(surface, rect, (8, 14, 20, 235), int(10 * s), theme.ACCENT, 1)
    note_box("coach", "waiting", rect)
    y = rect.y + 14 * s + px * 0.65
    for line in lines:
        theme.blit_text(surface, line, px, (rect.x + 14 * s, y), theme.TEXT, anchor="midleft")
        y += px * 1.3
    return rect


@dataclass(frozen=True)
class HintRow:
    """One option as the panel lays it out: its name's lines, whether it is the best,
    and its figures (chance to win, expected score)."""

    lines: tuple[str, ...]
    best: bool
    figures: tuple[str, str]
    value: float
    figures_below: bool


def _rows(hint: Hint, name: Namer, shown: list[int], inner: float, s: float) -> list[HintRow]:
    """The options ``shown``, each name wrapped to the panel's whole width at the log's
    size (never smaller); the figures share the name's last line when they fit there."""
    px, figures_w = ROW_PX * s, FIGURES_W * s * theme.text_factor()
    rows = []
    for index in shown:
        option: OptionStat = hint.options[index]
        best = hint.actions[index] == hint.action
        label = ("★ " if best else "") + name(hint.actions[index], option.action)
        lines = theme.wrap_text(label, px, inner, bold=best)[:MAX_LINES] or [""]
        last = theme.font(round(px), best).size(lines[-1])[0]
        below = last + int(8 * s) + figures_w > inner
        figures = (percent(100 * option.value), number(option.expected_score, 1))
        rows.append(HintRow(tuple(lines), best, figures, option.value, below))
    return rows


def _row_height(row: HintRow, s: float) -> int:
    return (len(row.lines) + row.figures_below) * theme.pitch(ROW_PX * s, 1.25) + int(ROW_GAP * s)


def _advice_lines(best: str, inner: float, s: float) -> list[str]:
    advice = pgettext("after the heading Coach", "suggests {move}").format(move=best)
    return theme.wrap_text(advice, ROW_PX * s, inner)[:3]


@dataclass(frozen=True)
class HintLayout:
    """The panel laid out for its room: the advice's lines, the options shown (the best
    first) and the panel's height."""

    advice: list[str]
    rows: list[HintRow]
    more: int
    height: int


def hint_layout(hint: Hint, name: Namer, width: int, s: float, room: int) -> HintLayout:
    """The panel of ``hint``, ``width`` wide, with as many of its best options (at most
    :data:`MAX_ROWS`, at least one) as fit in ``room`` pixels of height; each option's
    words are wrapped once."""
    inner = width - 28 * s
    order = sorted(range(len(hint.options)), key=lambda i: -hint.options[i].value)
    rows = _rows(hint, name, order[:MAX_ROWS], inner, s)
    advice = _advice_lines(name(hint.action, hint.text), inner, s)
    grown = theme.text_factor()
    head = int((34 + 56 * grown) * s) + len(advice) * theme.pitch(ROW_PX * s, 1.25)
    heights = [_row_height(row, s) for row in rows]

    def height(shown: int) -> int:
        more = int(8 * s)
        if len(order) > shown:
            lines = _more_lines(len(order) - shown, inner, s)
            more += len(lines) * theme.pitch(14 * s) + int(8 * s)
        return head + sum(heights[:shown]) + more

    shown = len(rows)
    while shown > 1 and height(shown) > room:
        shown -= 1
    return HintLayout(advice, rows[:shown], len(order) - shown, min(room, height(shown)))


def draw_hint(
    surface: pygame.Surface,
    frame: CoachFrame,
    hint: Hint,
    name: Namer,
    lower: bool,
    s: float,
    reserve: int = 0,
) -> pygame.Rect:
    """The panel of ``hint``: the heading and advice, the column headings (``lower``:
    lower scores win), the best options (at most :data:`MAX_ROWS`, fewer when the room
    above the action buttons is short) and a count of the rest; the buttons' tags. Every
    option's name is at least the log's size; ``reserve`` pixels of the column are left
    free under the panel (for the strip). Returns the panel's rectangle."""
    rect = column_rect(frame, frame.size[1], s)
    rect.height = max(int(120 * s), rect.height - reserve)
    laid = hint_layout(hint, name, rect.width, s, rect.height)
    rect.height = laid.height
    theme.draw_panel(surface, rect, (8, 14, 20, 255), int(10 * s), theme.ACCENT, 1)
    note_box("coach", "coach", rect)
    x0, inner = rect.x + int(14 * s), rect.width - int(28 * s)
    y = rect.y + int(24 * s)
    theme.blit_text(surface, _("Coach"), 18 * s, (x0, y), BEST, bold=True, anchor="midleft")
    y += int(22 * s * theme.text_factor())
    for line in laid.advice:
        theme.blit_text(surface, line, ROW_PX * s, (x0, y), theme.TEXT, anchor="midleft")
        y += theme.pitch(ROW_PX * s, 1.25)
    y += int(10 * s)
    _draw_headings(surface, (x0, rect.right - int(14 * s)), y, lower, s)
    y += int(34 * s * theme.text_factor())
    for row in laid.rows:
        _draw_row(surface, row, (x0, y, inner), s)
        y += _row_height(row, s)
    if laid.more:
        y += int(8 * s)
        for line in _more_lines(laid.more, inner, s):
            theme.blit_text(surface, line, 14 * s, (x0, y), theme.TEXT_DIM, anchor="midleft")
            y += theme.pitch(14 * s)
    draw_tags(surface, frame, hint, s)
    return rect


def _more_lines(left: int, inner: float, s: float) -> list[str]:
    """ "… and 9 more, all worse" on at most two lines."""
    more = ngettext("… and {n} more, all worse", "… and {n} more, all worse", left)
    return theme.wrap_text(more.format(n=left), 14 * s, inner)[:2]


def _draw_headings(
    surface: pygame.Surface, span: tuple[int, int], y: int, lower: bool, s: float
) -> None:
    """The two columns' headings, right-aligned at their columns' edges; "lower is
    better" under them may take the panel's width (``span``: its inner left and right)."""
    left, right = span
    columns = (right - int(PCT_COLUMN * s * theme.text_factor()), right)
    better = _("lower is better") if lower else _("higher is better")
    headings = (
        (
            pgettext("coach column, line 1", "chance"),
            pgettext("coach column, line 2", "to win"),
            "",
        ),
        (
            pgettext("coach column, line 1", "expected"),
            pgettext("coach column, line 2", "score"),
            better,
        ),
    )
    room = PCT_COLUMN * s * theme.text_factor() - 8 * s  # a heading keeps to its column
    for heading, x in zip(headings, columns, strict=True):
        for i, text in enumerate(heading):
            where = (x, y - int((8 - 13 * i) * s * theme.text_factor()))
            width = room if i < 2 else right - left  # "lower is better" may run left
            lines, px = theme.fit_block(text, 11 * s, width, 11 * s, smallest=0.6)
            theme.blit_text(surface, lines[0], px, where, theme.TEXT_DIM, anchor="midright")


def _draw_row(surface: pygame.Surface, row: HintRow, at: tuple[int, int, float], s: float) -> None:
    """One option: its name's lines, then its chance to win and expected score
    right-aligned on the name's last line (or under it); a bar where the panel is wide."""
    x, y, inner = at
    colour = BEST if row.best else theme.TEXT
    px, pitch = ROW_PX * s, theme.pitch(ROW_PX * s, 1.25)
    centre = y + pitch / 2
    for k, line in enumerate(row.lines):
        where = (x, centre + k * pitch)
        theme.blit_text(surface, line, px, where, colour, bold=row.best, anchor="midleft")
    fy = centre + (len(row.lines) - 1 + row.figures_below) * pitch
    right = x + inner
    pct_right = right - int(PCT_COLUMN * s * theme.text_factor())
    if inner >= 360 * s and not row.figures_below:
        bar = pygame.Rect(pct_right - int(104 * s), int(fy - 5 * s), int(50 * s), int(10 * s))
        pygame.draw.rect(surface, (40, 52, 60), bar, border_radius=int(4 * s))
        fill = bar.copy()
        fill.width = max(1, int(bar.width * max(0.0, min(1.0, row.value))))
        pygame.draw.rect(surface, colour, fill, border_radius=int(4 * s))
    chance, expected = row.figures
    theme.blit_text(surface, chance, px, (pct_right, fy), colour, anchor="midright")
    theme.blit_text(surface, expected, px, (right, fy), colour, anchor="midright")


def draw_tags(surface: pygame.Surface, frame: CoachFrame, hint: Hint, s: float) -> None:
    """A small value tag on each action button (starred on the recommended one)."""
    for control, button in frame.buttons:
        if control.action not in hint.actions or not button.width:
            continue
        index = hint.actions.index(control.action)
        is_best = control.action == hint.action
        text = ("★ " if is_best else "") + percent(100 * hint.options[index].value)
        grown = theme.text_factor()
        wide = min((62 if is_best else 46) * s * grown, button.width - 4 * s)
        tag = pygame.Rect(0, 0, int(wide), int(22 * s * grown))
        tag.midbottom = (button.right - int(30 * s), button.y + int(8 * s))
        fill = BEST if is_best else (230, 236, 240)
        pygame.draw.rect(surface, fill, tag, border_radius=int(8 * s))
        note_box("badge", text, tag)
        lines, px = theme.fit_block(text, 13 * s, tag.width - 4 * s, 13 * s, True, smallest=0.6)
        theme.blit_text(surface, lines[0], px, tag.center, (20, 24, 28), bold=True, anchor="center")
