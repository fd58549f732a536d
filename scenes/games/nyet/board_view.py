"""The Nyet! board panel: five lines of boxes, each box's term and who covered it."""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from game.games.nyet.actions import Cover
from game.games.nyet.board import BOX_NAMES, DISCARD, EMPTY, FIRST, POINTS, SUPER, TRUMP, UNUSED
from scenes.core import theme
from scenes.core.i18n import _, ngettext, pgettext
from scenes.core.phrases import signed
from scenes.games.nyet.art import NyetArt
from scenes.games.nyet.layout import NyetPlaces
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.prompt import fitted_px
from scenes.games.nyet.ui import NyetUi, initial, legal_boxes
from scenes.games.nyet.words import box_label, discard_top, line_title
from scenes.table.components.glow import draw_glow


class Look(NamedTuple):
    """How a box is drawn: who covered it, whether its line is decided, whether the
    viewer may cover it and whether it is selected."""

    holder: int
    decided: bool
    legal: bool
    selected: bool


def draw_board(
    surface: pygame.Surface, model: NyetModel, places: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """The board panel: its title, then each line with its boxes."""
    s, r = places.s, places.board
    nyet_phase = model.phase == "nyet"
    status = _("covering boxes") if nyet_phase else _("terms of this round")
    _draw_frame(surface, r, status, s)
    if not model.board:
        return
    legal = set(legal_boxes(ui))
    selected = ui.sel_box if legal else None
    for line, names in enumerate(BOX_NAMES):
        boxes = model.board[line]
        empty = sum(1 for h in boxes if h == EMPTY)
        _draw_line_label(surface, r, places.row_label_y[line], line, empty, nyet_phase, s)
        for box in range(len(names)):
            look = Look(boxes[box], empty == 1, (line, box) in legal, selected == (line, box))
            if (line, box) == _suggested_box(ui):
                draw_glow(surface, places.boxes[(line, box)], s)
            draw_box(surface, model, ui, art, (line, box), places.boxes[(line, box)], look, s)


def _suggested_box(ui: NyetUi) -> tuple[int, int] | None:
    """The box the coach suggests covering, if any (it glows)."""
    action = ui.suggested
    return (action.line, action.box) if isinstance(action, Cover) else None


def _draw_frame(surface: pygame.Surface, r: pygame.Rect, status: str, s: float) -> None:
    """The board's panel, title and status words (the title shrinks, then the status,
    so that both fit side by side)."""
    theme.draw_panel(
        surface, r, (14, 30, 26, 236), int(14 * s), (64, 104, 86), 1, shadow=int(4 * s)
    )
    room = r.width - 28 * s
    title = _("THE NYET! BOARD")
    least = theme.font(round(13 * s * 0.7)).size(status)[0]  # the status at its smallest
    title_px = fitted_px(title, 17 * s, max(room * 0.5, room - least - 8 * s), True)
    shown = theme.blit_text(
        surface, title, title_px, (r.x + 14 * s, r.y + 12 * s), theme.ACCENT, bold=True
    )
    status_room = room - shown.width - 8 * s
    status_px = fitted_px(status, 13 * s, status_room)
    theme.blit_text(
        surface,
        theme.fit_text(status, status_px, status_room),
        status_px,
        (r.right - 14 * s, r.y + 16 * s),
        theme.TEXT_DIM,
        anchor="topright",
    )


def _draw_line_label(
    surface: pygame.Surface,
    r: pygame.Rect,
    ly: int,
    line: int,
    empty: int,
    nyet_phase: bool,
    s: float,
) -> None:
    """A line's title and how many of its boxes are open."""
    if empty == 1:
        note, col = (pgettext("Nyet! board line", "set") if nyet_phase else "✓"), theme.ACCENT
    else:
        note, col = (
            ngettext("{count} open", "{count} open", empty).format(count=empty),
            theme.TEXT_DIM,
        )
    drawn = theme.blit_text(
        surface,
        note,
        12 * s,
        (r.right - 14 * s, ly + 3 * s),
        col,
        bold=True,
        anchor="topright",
    )
    title = f"{line + 1}  {line_title(line).upper()}"
    room = drawn.x - 8 * s - (r.x + 14 * s)
    px = fitted_px(title, 12 * s, room, True)
    theme.blit_text(
        surface,
        theme.fit_text(title, px, room, True),
        px,
        (r.x + 14 * s, ly + 3 * s + (12 * s - px) / 2),
        (190, 210, 200),
        bold=True,
    )


def draw_box(
    surface: pygame.Surface,
    model: NyetModel,
    ui: NyetUi,
    art: NyetArt,
    key: tuple[int, int],
    rect: pygame.Rect,
    look: Look,
    s: float,
) -> None:
    """One box: its term on top, a strip below with its name, or (once covered) the
    token of the player who said Nyet! to it."""
    radius = int(8 * s)
    holder, _decided, legal, selected = look
    covered = holder != EMPTY
    if holder == UNUSED:
        theme.draw_panel(surface, rect, (20, 26, 28), radius, (40, 50, 52), 1)
        pygame.draw.line(surface, (50, 62, 64), rect.bottomleft, rect.topright, max(1, int(2 * s)))
        word = _("no player")
        px = fitted_px(word, 10 * s, rect.width - 4 * s)
        theme.blit_text(surface, word, px, rect.center, (96, 110, 114), anchor="center")
        return
    fill = (238, 234, 220) if not covered else (70, 78, 78)
    edge = (120, 120, 104) if not covered else (44, 50, 50)
    theme.draw_panel(surface, rect, fill, radius, edge, 1)
    strip_h = int(rect.height * 0.3)
    top = pygame.Rect(rect.x, rect.y, rect.width, rect.height - strip_h)
    strip = pygame.Rect(rect.x, rect.bottom - strip_h, rect.width, strip_h)
    draw_box_content(surface, ui, art, key, top, covered, s)
    preview = legal and selected and not covered
    _draw_strip(surface, model, ui, art, key, strip, holder, preview, s)
    _draw_outline(surface, ui, key, rect, look, s)


def _draw_strip(
    surface: pygame.Surface,
    model: NyetModel,
    ui: NyetUi,
    art: NyetArt,
    key: tuple[int, int],
    strip: pygame.Rect,
    holder: int,
    preview: bool,
    s: float,
) -> None:
    """The strip under a box's term: its caption, or the coverer's token."""
    radius = int(8 * s)
    covered = holder != EMPTY
    strip_h = strip.height
    if covered or preview:
        # The veto strip: the coverer's token (a ghost of the chooser's as a preview).
        who = holder if covered else model.current_player
        band = theme.rounded_panel(strip.size, (26, 30, 32), radius)
        surface.blit(band, strip)
        tok = art.token(who, initial(ui, who), int(strip_h * 0.42), ring=False)
        tx = strip.x + int(4 * s)
        surface.blit(tok, tok.get_rect(midleft=(tx, strip.centery)))
        word = pgettext("veto strip", "NYET") if covered else pgettext("veto strip", "NYET?")
        room = strip.right - 2 * s - (tx + tok.get_width() + 3 * s)
        theme.blit_text(
            surface,
            word,
            fitted_px(word, 10 * s, room, True, 0.6),
            (tx + tok.get_width() + 3 * s, strip.centery),
            (220, 224, 226) if covered else theme.ACCENT,
            bold=True,
            anchor="midleft",
        )
    else:
        label = box_label(*key, ui.name)
        px = fitted_px(label, 11 * s, strip.width - 6 * s, True, 0.72)
        fitted = theme.fit_text(label, px, strip.width - 4 * s, True)
        theme.blit_text(surface, fitted, px, strip.center, (70, 72, 68), bold=True, anchor="center")


def _draw_outline(
    surface: pygame.Surface,
    ui: NyetUi,
    key: tuple[int, int],
    rect: pygame.Rect,
    look: Look,
    s: float,
) -> None:
    """A box's outline: the pulse of a decided term, the legal/selected frame, the ring
    of a box just covered."""
    radius = int(8 * s)
    covered = look.holder != EMPTY
    _, decided, legal, selected = look
    if decided and not covered:
        pulse_left = ui.pulse_boxes.get(key, 0.0)
        width = max(2, int((3 + 2 * math.sin(ui.time * 6) * min(1.0, pulse_left)) * s))
        pygame.draw.rect(
            surface,
            theme.ACCENT,
            rect.inflate(int(6 * s), int(6 * s)),
            width,
            border_radius=radius + 3,
        )
    elif legal:
        color = theme.ACCENT if selected else (255, 255, 255)
        pygame.draw.rect(
            surface,
            color,
            rect.inflate(int(4 * s), int(4 * s)),
            max(2, int((3 if selected else 1) * s)),
            border_radius=radius + 2,
        )
    pulse = ui.pulse_boxes.get(key)
    if pulse and covered:
        alpha = int(255 * min(1.0, pulse / 0.8))
        big = rect.inflate(int(8 * s), int(8 * s))
        ring = theme.rounded_panel(
            big.size, (0, 0, 0, 0), radius + 4, (*theme.ACCENT, alpha), max(2, int(3 * s))
        )
        surface.blit(ring, big)


def draw_box_content(
    surface: pygame.Surface,
    ui: NyetUi,
    art: NyetArt,
    key: tuple[int, int],
    rect: pygame.Rect,
    covered: bool,
    s: float,
) -> None:
    """The term of a box (token, words, colour tile or points) inside ``rect``."""
    line, box = key
    ink = theme.TEXT_DARK if not covered else (170, 176, 176)
    cx, cy = rect.centerx, rect.centery + int(2 * s)
    if line == FIRST:
        tok = art.token(box, initial(ui, box), int(rect.height * 0.3))
        if covered:
            tok = tok.copy()
            tok.set_alpha(120)
        surface.blit(tok, tok.get_rect(center=(cx, cy)))
    elif line == DISCARD:
        word = discard_top(box)
        px = fitted_px(word, 15 * s, rect.width - 6 * s, True, 0.6)
        word = theme.fit_text(word, px, rect.width - 4 * s, True)
        theme.blit_text(surface, word, px, (cx, cy), ink, bold=True, anchor="center")
    elif line in (TRUMP, SUPER):
        if line == SUPER and box == 4:
            word = pgettext("Nyet! supertrump box", "None")
            px = fitted_px(word, 15 * s, rect.width - 6 * s, True, 0.6)
            theme.blit_text(surface, word, px, (cx, cy), ink, bold=True, anchor="center")
            return
        sw = art.swatch(box, int(rect.height * 0.62))
        if covered:
            sw = sw.copy()
            sw.set_alpha(110)
        surface.blit(sw, sw.get_rect(center=(cx, cy)))
        if line == SUPER:
            one = theme.text("1", 12 * s, theme.TEXT_DARK, bold=True)
            badge = pygame.Rect(0, 0, int(16 * s), int(16 * s))
            badge.center = (cx + int(rect.height * 0.3), cy - int(rect.height * 0.26))
            pygame.draw.circle(surface, (250, 246, 236), badge.center, badge.width // 2)
            surface.blit(one, one.get_rect(center=badge.center))
    elif line == POINTS:
        value = int(BOX_NAMES[POINTS][box])
        color = ink if value > 0 or covered else (160, 40, 40)
        theme.blit_text(surface, signed(value), 22 * s, (cx, cy), color, bold=True, anchor="center")
