"""The coach's panel drawn from plain data: the hint's options with their values, the
"thinking" note, the "Try it again" note and the value tags on the action buttons.

Every function takes the :class:`~scenes.table.ports.CoachFrame` of the frame (where the
log and the buttons are) and a ``name(action, text)`` that names an option; none reads the
table.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.contract import Action
from game.review import Hint, OptionStat
from scenes.core import theme
from scenes.core.i18n import _, ngettext, number, percent, pgettext
from scenes.table.ports import CoachFrame

MAX_ROWS = 7  # options listed in the panel (the best first); the rest are summed up
BEST = (245, 205, 96)
#: How far an option's name may shrink before it is cut: the log column beside the table
#: is narrow at the smallest windows, and a nested sentence ("Nyet! to „trump yellow“")
#: in a long language needs two small lines there.
LEAST = 0.55
PCT_COLUMN = 70  # the chance-to-win column's right edge, left of the score's (scale 1)

#: How an option is named: ``name(action, notation)``.
Namer = Callable[[Action, str], str]


def panel_rect(frame: CoachFrame, rows: int, s: float, more: bool = False) -> pygame.Rect:
    """Over the top of the move log (the log column holds no prompt and no control); at
    the top right under the title bar for a table without a log. Never over the action
    buttons."""
    width, height = frame.size
    h = int(86 * s) + rows * int(26 * s) + int((46 if more else 26) * s)
    log = frame.log
    area = pygame.Rect(0, int(54 * s), width, height - int(54 * s))
    if log.width:
        rect = pygame.Rect(0, log.y, log.width, h)
        rect.right = log.right
    else:
        rect = pygame.Rect(0, int(60 * s), int(400 * s), h)
        rect.right = width - int(12 * s)
    rect = rect.clamp(area)
    for _control, button in frame.buttons:
        if button.width and rect.colliderect(button):
            rect.bottom = min(rect.bottom, button.y - int(8 * s))
    return rect


def draw_try_again(surface: pygame.Surface, frame: CoachFrame, name: str, s: float) -> None:
    """The note of a decision tried again: the coach suggests the move ``name``."""
    rect = panel_rect(frame, 0, s)
    x = rect.x + int(14 * s)
    text = _("The coach suggests {move}").format(move=name)
    lines, px = theme.fit_block(text, 15 * s, rect.width - int(28 * s), 40 * s)
    pitch = px * 1.15
    rect.height = int(58 * s + (len(lines) - 1) * pitch)
    theme.draw_panel(surface, rect, (8, 14, 20, 235), int(10 * s), BEST, 2)
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


def draw_waiting(surface: pygame.Surface, frame: CoachFrame, error: str | None, s: float) -> None:
    """The panel while the hint is computed ("thinking" with moving dots), or why there
    is none (``error``)."""
    dots = "." * (1 + int(frame.time * 3) % 3)
    note = _("The coach is thinking") + dots
    if error is not None:
        note = _("No hint: {reason}").format(reason=error)
    rect = panel_rect(frame, 0, s)
    rect.height = int(58 * s)
    rect.bottom = panel_rect(frame, 0, s).bottom
    theme.draw_panel(surface, rect, (8, 14, 20, 235), int(10 * s), theme.ACCENT, 1)
    theme.blit_text(surface, note, 17 * s, rect.center, theme.TEXT, anchor="center")


def draw_hint(
    surface: pygame.Surface, frame: CoachFrame, hint: Hint, name: Namer, lower: bool, s: float
) -> None:
    """The panel of ``hint``: the advice, the column headings (``lower``: lower scores
    win), the best :data:`MAX_ROWS` options and a count of the rest; the buttons' tags."""
    order = sorted(range(len(hint.options)), key=lambda i: -hint.options[i].value)
    shown = order[:MAX_ROWS]
    rect = panel_rect(frame, len(shown), s, len(order) > len(shown))
    theme.draw_panel(surface, rect, (8, 14, 20, 255), int(10 * s), theme.ACCENT, 1)
    x0, y = rect.x + int(14 * s), rect.y + int(20 * s)
    _draw_advice(surface, rect, y, name(hint.action, hint.text), s)
    y += int(26 * s)
    _draw_headings(surface, rect.right - int(14 * s), y, lower, s)
    y += int(34 * s)
    for index in shown:
        y += int(26 * s)
        _draw_row(surface, hint, index, name, (x0, y, rect.width - int(28 * s)), s)
    if len(order) > len(shown):
        left = len(order) - len(shown)
        more = ngettext("… and {n} more, all worse", "… and {n} more, all worse", left)
        more = more.format(n=left)
        theme.blit_text(surface, more, 13 * s, (x0, y + 24 * s), theme.TEXT_DIM, anchor="midleft")
    draw_tags(surface, frame, hint, s)


def _draw_advice(surface: pygame.Surface, rect: pygame.Rect, y: int, best: str, s: float) -> None:
    """The heading "Coach" and "suggests <best>" beside it: one line, smaller if need
    be, else two (above and below the heading's middle)."""
    x0 = rect.x + int(14 * s)
    head = theme.blit_text(surface, _("Coach"), 18 * s, (x0, y), BEST, bold=True, anchor="midleft")
    advice = pgettext("after the heading Coach", "suggests {move}").format(move=best)
    left = head.right + int(10 * s)
    lines, px = theme.fit_block(
        advice, 16 * s, rect.right - int(14 * s) - left, 32 * s, smallest=LEAST
    )
    pitch = px * 1.1
    for k, line in enumerate(lines):
        where = (left, y + (k - (len(lines) - 1) / 2) * pitch)
        theme.blit_text(surface, line, px, where, theme.TEXT, anchor="midleft")


def _draw_headings(surface: pygame.Surface, right: int, y: int, lower: bool, s: float) -> None:
    """The two columns' headings, right-aligned at their columns' edges."""
    columns = (right - int(PCT_COLUMN * s), right)
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
    for heading, x in zip(headings, columns, strict=True):
        for i, text in enumerate(heading):
            where = (x, y - int((6 - 12 * i) * s))
            theme.blit_text(surface, text, 11 * s, where, theme.TEXT_DIM, anchor="midright")


def _draw_row(
    surface: pygame.Surface,
    hint: Hint,
    index: int,
    name: Namer,
    at: tuple[int, int, int],
    s: float,
) -> None:
    """One option: its name (smaller if need be), a bar and its chance to win, its
    expected score; the bar only where the panel is wide enough."""
    x, y, width = at
    option: OptionStat = hint.options[index]
    is_best = hint.actions[index] == hint.action
    colour = BEST if is_best else theme.TEXT
    right = x + width
    pct_right = right - int(PCT_COLUMN * s)
    label = ("★ " if is_best else "   ") + name(hint.actions[index], option.action)
    room = pct_right - int(44 * s) - x
    # The bar only where the panel is wide and the name still fits beside it.
    wide = width >= 360 * s and theme.font(round(15 * s), is_best).size(label)[0] <= (room - 60 * s)
    label_room = room - int(60 * s) if wide else room
    # One line, smaller if need be, else two close lines in the row's height.
    lines, px = theme.fit_block(label, 15 * s, label_room, 25 * s, bold=is_best, smallest=LEAST)
    pitch = px * 1.05
    for k, line in enumerate(lines[:2]):
        where = (x, y + (k - (min(2, len(lines)) - 1) / 2) * pitch)
        theme.blit_text(surface, line, px, where, colour, bold=is_best, anchor="midleft")
    if wide:
        bar = pygame.Rect(pct_right - int(104 * s), y - int(5 * s), int(50 * s), int(10 * s))
        pygame.draw.rect(surface, (40, 52, 60), bar, border_radius=int(4 * s))
        fill = bar.copy()
        fill.width = max(1, int(bar.width * max(0.0, min(1.0, option.value))))
        pygame.draw.rect(surface, colour, fill, border_radius=int(4 * s))
    theme.blit_text(
        surface, percent(100 * option.value), 15 * s, (pct_right, y), colour, anchor="midright"
    )
    theme.blit_text(
        surface, number(option.expected_score, 1), 15 * s, (right, y), colour, anchor="midright"
    )


def draw_tags(surface: pygame.Surface, frame: CoachFrame, hint: Hint, s: float) -> None:
    """A small value tag on each action button (starred on the recommended one)."""
    for control, button in frame.buttons:
        if control.action not in hint.actions or not button.width:
            continue
        index = hint.actions.index(control.action)
        is_best = control.action == hint.action
        text = ("★ " if is_best else "") + percent(100 * hint.options[index].value)
        tag = pygame.Rect(0, 0, int((62 if is_best else 46) * s), int(22 * s))
        tag.midbottom = (button.right - int(30 * s), button.y + int(8 * s))
        fill = BEST if is_best else (230, 236, 240)
        pygame.draw.rect(surface, fill, tag, border_radius=int(8 * s))
        theme.blit_text(surface, text, 13 * s, tag.center, (20, 24, 28), bold=True, anchor="center")
