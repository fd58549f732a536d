"""Where things are on the No Thanks! table: the layout spec, :class:`Places` and the
table's own state (:class:`NoThanksUi`).

:data:`SPEC` names the parts of the playing area (anchors in design pixels); the other
seats sit on :data:`SEAT_SPOTS` by their number, the viewer at the bottom (``own``) with
the buttons beside them. :func:`place` turns the spec into :class:`Places` for a window;
positions that depend on the model (a card of a display, a chip on the offer) are pure
functions of places and model below. No rule is decided here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.core import theme
from scenes.core.card_surfaces import CARD_RATIO, card_height
from scenes.core.i18n import N_, _
from scenes.games.nothanks.model import NoThanksModel
from scenes.games.nothanks.specials import (
    ShownCard,
    SpecialFace,
    TableCard,
    card_key,
    to_display,
)
from scenes.table.components.fan import grouped_row
from scenes.table.components.seat_panel import seat_rows
from scenes.table.kit import TableUi
from scenes.table.layout import Anchor, TableFrame, seat_rects, seats_clockwise, table_frame
from scenes.table.layout import place as place_spec

#: Centres of the other seats' panels, as fractions of the area, by their number.
SEAT_SPOTS: dict[int, list[tuple[float, float]]] = {
    1: [(0.5, 0.14)],
    2: [(0.2, 0.2), (0.8, 0.2)],
    3: [(0.14, 0.45), (0.5, 0.13), (0.86, 0.45)],
    4: [(0.14, 0.5), (0.3, 0.13), (0.7, 0.13), (0.86, 0.5)],
    5: [(0.13, 0.6), (0.15, 0.22), (0.5, 0.12), (0.85, 0.22), (0.87, 0.6)],
    6: [(0.13, 0.63), (0.14, 0.3), (0.37, 0.11), (0.63, 0.11), (0.86, 0.3), (0.87, 0.63)],
}

#: The playing area's parts: the stack, the card on offer, the first chip on it, the
#: line of cards out of play under them, the viewer's own seat and the round banner.
SPEC: dict[str, Anchor] = {
    "stack": Anchor(0.5, 0.43, 100, 142, dx=-120),
    "offer": Anchor(0.5, 0.43, 100, 142, dx=10),
    "pot": Anchor(0.5, 0.43, 26, 26, dx=94, dy=53),
    "out_of_play": Anchor(0.5, 0.43, 20, 20, dy=131),
    "own": Anchor(0.5, 1.0, 560, 166, dx=-90, max_fw=0.6),
    "banner": Anchor(0.5, 0.45, 560, 300),
}


@dataclass(frozen=True)
class Sizes:
    """The hand-set measures of the table, in design pixels (scaled by ``s``)."""

    log_width: float = 300  # the log column, at most ``log_share`` of the window
    log_share: float = 0.24
    title_bar: tuple[float, float] = (52, 26)  # the title bar's height, title size
    other_panel: tuple[float, float] = (236, 136)  # other seats' panels ...
    other_panel_share: float = 0.25  # ... at most this share of the area's width
    controls: tuple[float, float, float] = (16, 200, 68)  # gap to own seat, width, height
    controls_gap: float = 10  # between two buttons
    pot_step: tuple[float, float] = (28, 6)  # chips on the card: columns of ten, rows
    own_card: float = 56  # card widths in the displays: the viewer's, the others'
    other_card: float = 40
    tiger_card: float = 46  # the viewer's Hidden Tiger card at their panel's bottom right
    tiger_margin: tuple[float, float] = (12, 10)
    name_px: tuple[float, float] = (21, 18)  # seat names: the viewer's, the others'
    chips_pill_x: float = 36  # chips land this far into a seat's chips pill
    run_step: float = 0.5  # how much of a tucked run card shows (its width's share)
    lift: float = 10  # a chosen card of the viewer's display is lifted this far
    prompt: tuple[float, float] = (800, 10)  # the prompt bar: widest, gap over own seat
    peek_card: float = 30  # the Peek panel's cards, and its bottom centre from the
    peek_shift: tuple[float, float] = (-55, -26)  # top centre of the card on offer
    chip_radius: float = 13
    stack_label: tuple[float, float, float] = (-4, 16, 20)  # "N left" from the stack's
    # bottom centre, and the specials line below it
    offer_tags: float = 14  # the tag over the card on offer, "last chip" under it
    pot_label: tuple[float, float] = (-12, 20)  # the chip count, from the first chip
    peek_box: tuple[float, float, float, float] = (4, 12, 24, 20)  # card gap, label and
    # cards from the top, side padding (the height: a card plus ``peek_box[2] + 10``)
    waiting_lines: float = 12  # "Waiting for" and the name, over and under the middle


SIZES = Sizes()
RUN_STEP = SIZES.run_step


@dataclass
class NoThanksUi(TableUi):
    """The No Thanks! table's own state: a card of a display not drawn while it flies
    (seat, card), the viewer's Hidden Tiger card away while it flies, and which card of
    the viewer's display is chosen (Give left, Remove) with the arrow keys."""

    hidden_card: tuple[int | None, ShownCard] | None = None
    tiger_away: bool = False
    choice_index: int = 0


@dataclass(frozen=True)
class Places:
    """The table's parts for one window size and bottom seat (see :func:`place`)."""

    frame: TableFrame
    s: float
    bottom: int
    stack: pygame.Rect
    offer: pygame.Rect
    pot: pygame.Rect
    out_of_play: pygame.Rect
    banner: pygame.Rect
    seats: dict[int, pygame.Rect]
    #: Each seat panel's pill row (centre y) and body, as the shared panel puts them.
    rows: dict[int, tuple[float, pygame.Rect]]
    buttons: pygame.Rect
    tiger: pygame.Rect

    @property
    def area(self) -> pygame.Rect:
        return self.frame.area

    def name_px(self, seat: int) -> float:
        return SIZES.name_px[0] if seat == self.bottom else SIZES.name_px[1]


def place(size: tuple[int, int], s: float, model: NoThanksModel, ui: TableUi) -> Places:
    """The places for a window of ``size`` at scale ``s``, ``ui.bottom`` at the bottom."""
    frame = table_frame(size, s, log_width=SIZES.log_width, log_share=SIZES.log_share)
    area = frame.area
    parts = place_spec(SPEC, area, s)
    w, h = SIZES.other_panel
    panel = (int(min(w * s, area.width * SIZES.other_panel_share)), int(h * s))
    others = seats_clockwise(ui.bottom, model.num_players)[1:]
    seats = seat_rects(others, SEAT_SPOTS.get(len(others), SEAT_SPOTS[6]), panel, area)
    own = seats[ui.bottom] = parts["own"]
    gap, width, _ = SIZES.controls
    width = min(int(width * s), area.right - own.right - int(gap * s))
    buttons = pygame.Rect(own.right + int(gap * s), own.y, max(1, width), own.height)
    cw = int(SIZES.tiger_card * s)
    tiger = pygame.Rect(0, 0, cw, card_height(cw))
    mx, my = SIZES.tiger_margin
    tiger.bottomright = (own.right - int(mx * s), own.bottom - int(my * s))
    names = {seat: SIZES.name_px[0 if seat == ui.bottom else 1] for seat in seats}
    return Places(
        frame=frame,
        s=s,
        bottom=ui.bottom,
        stack=parts["stack"],
        offer=parts["offer"],
        pot=parts["pot"],
        out_of_play=parts["out_of_play"],
        banner=parts["banner"],
        seats=seats,
        rows={seat: seat_rows(rect, s, names[seat]) for seat, rect in seats.items()},
        buttons=buttons,
        tiger=tiger,
    )


def place_buttons(places: Places, count: int, ui: TableUi) -> list[pygame.Rect]:
    """The buttons stacked at the bottom of the room beside the own seat."""
    r, s = places.buttons, places.s
    if not count or r.width <= 1:
        return []
    gap = int(SIZES.controls_gap * s)
    bh = min(int(SIZES.controls[2] * s), (r.height - gap * (count - 1)) // count)
    y = r.bottom - count * bh - (count - 1) * gap
    return [pygame.Rect(r.x, y + i * (bh + gap), r.width, bh) for i in range(count)]


def banner_frame(places: Places, ui: TableUi) -> tuple[tuple[int, int], int]:
    """Centred on the playing area, no wider than the room between the side seats
    level with it (the summary wraps rather than hide their cards)."""
    box, area, s = places.banner, places.area, places.s
    left, right = area.x, area.right
    for rect in places.seats.values():
        if rect.bottom > box.top and rect.top < box.bottom:
            if rect.right <= box.centerx:
                left = max(left, rect.right)
            elif rect.left >= box.centerx:
                right = min(right, rect.left)
    room = 2 * min(box.centerx - left, right - box.centerx) - 16 * s
    return box.center, int(max(320 * s, min(box.width, area.width - 40 * s, room)))


# Positions from places and model ----------------------------------------------------------


def offer(model: NoThanksModel) -> ShownCard:
    """The card on offer as the table holds it (a number, a SpecialFace or None)."""
    return model.card if model.card is not None else to_display(model.special_part.special)


def display_cards(model: NoThanksModel, seat: int, ui: NoThanksUi | None = None) -> list[TableCard]:
    """``seat``'s display (numbers, then special cards), less a card in flight."""
    if not 0 <= seat < model.num_players:
        return []
    held = model.special_part.held[seat]
    cards: list[TableCard] = [*model.cards[seat], *(SpecialFace(name) for name in held)]
    hidden = ui.hidden_card if ui is not None else None
    if hidden is not None and hidden[0] == seat:
        card = hidden[1]
        if isinstance(card, (int, SpecialFace)) and card in cards:  # text or None never is
            cards.remove(card)
    return cards


def hand_groups(cards: list[TableCard]) -> list[list[TableCard]]:
    """Runs of consecutive number cards (lowest first), then each special card alone."""
    groups: list[list[TableCard]] = []
    for card in sorted(cards, key=card_key):
        last = groups[-1][-1] if groups else None
        if isinstance(card, int) and isinstance(last, int) and card == last + 1:
            groups[-1].append(card)
        else:
            groups.append([card])
    return groups


@lru_cache(maxsize=64)
def _hand_layout(
    cards: tuple[TableCard, ...], rect: tuple[int, int, int, int], cw: int
) -> tuple[int, list[tuple[TableCard, int, int]]]:
    groups = hand_groups(list(cards))
    cw, spots = grouped_row([len(g) for g in groups], pygame.Rect(rect), cw, step=RUN_STEP)
    flat = [card for group in groups for card in group]
    return cw, [(card, x, y) for card, (x, y) in zip(flat, spots, strict=True)]


def hand_layout(
    cards: list[TableCard], rect: pygame.Rect, cw: int
) -> tuple[int, list[tuple[TableCard, int, int]]]:
    """Card width and (card, x, y) top-left positions so the runs fit ``rect``."""
    return _hand_layout(tuple(cards), tuple(rect), cw)


def hand_rect(places: Places, model: NoThanksModel, seat: int) -> pygame.Rect:
    """The seat's display: its panel's body (less the viewer's Hidden Tiger card)."""
    body = pygame.Rect(places.rows[seat][1])
    if seat == places.bottom and model.my_tiger is not None:
        body.width -= places.tiger.width + int(SIZES.tiger_margin[0] * places.s)
    return body


def hand_cw(places: Places, model: NoThanksModel, seat: int) -> int:
    most = SIZES.own_card if seat == places.bottom else SIZES.other_card
    return int(min(hand_rect(places, model, seat).height / CARD_RATIO, most * places.s))


def display_rects(
    places: Places, model: NoThanksModel, seat: int, ui: NoThanksUi, selected: object = None
) -> list[tuple[TableCard, pygame.Rect, bool]]:
    """(card, rect, tucked) of ``seat``'s display in drawing order (a run's lowest card,
    the one that counts, last: on top); the ``selected`` card is lifted."""
    cards = display_cards(model, seat, ui)
    if seat not in places.seats or not cards:
        return []
    cw, placed = hand_layout(cards, hand_rect(places, model, seat), hand_cw(places, model, seat))
    out, index = [], 0
    for group in hand_groups(cards):
        chunk = placed[index : index + len(group)]
        index += len(group)
        for depth, (card, x, y) in reversed(list(enumerate(chunk))):
            lift = int(SIZES.lift * places.s) if card == selected else 0
            out.append((card, pygame.Rect(x, y - lift, cw, card_height(cw)), depth > 0))
    return out


#: A tucked run card's strip must show this share of a card's width for its number to
#: read; narrower runs show plain slivers and a range label ("10–14") instead.
READABLE_STRIP = 0.45


@dataclass(frozen=True)
class RunSpan:
    """A run of two or more cards in a display: its lowest and highest card, the box
    its cards cover, and whether the tucked cards' numbers have room to read."""

    low: int
    high: int
    rect: pygame.Rect
    readable: bool

    @property
    def label(self) -> str:
        return f"{self.low}–{self.high}"


def run_spans(
    places: Places, model: NoThanksModel, seat: int, ui: NoThanksUi | None = None
) -> list[RunSpan]:
    """The runs of ``seat``'s display as laid out now (see :data:`READABLE_STRIP`)."""
    cards = display_cards(model, seat, ui)
    if seat not in places.seats or not cards:
        return []
    cw, placed = hand_layout(cards, hand_rect(places, model, seat), hand_cw(places, model, seat))
    return spans_of(cards, placed, cw)


def spans_of(
    cards: list[TableCard], placed: list[tuple[TableCard, int, int]], cw: int
) -> list[RunSpan]:
    """The runs of a laid-out display (``placed`` as from :func:`hand_layout`)."""
    out, index = [], 0
    for group in hand_groups(cards):
        chunk = placed[index : index + len(group)]
        index += len(group)
        if len(group) < 2:
            continue
        strip = chunk[1][1] - chunk[0][1]
        x0, y0 = chunk[0][1], chunk[0][2]
        box = pygame.Rect(x0, y0, chunk[-1][1] + cw - x0, card_height(cw))
        low, high = group[0], group[-1]
        assert isinstance(low, int) and isinstance(high, int)  # a run is number cards
        out.append(RunSpan(low, high, box, strip >= READABLE_STRIP * cw))
    return out


def crowded(places: Places, model: NoThanksModel, seat: int, ui: NoThanksUi | None = None) -> bool:
    """True when ``seat``'s display is squeezed: a run's numbers do not read, or the cards
    are drawn much smaller than usual (hovering the panel then shows it enlarged)."""
    cards = display_cards(model, seat, ui)
    if seat not in places.seats or not cards:
        return False
    usual = hand_cw(places, model, seat)
    cw, placed = hand_layout(cards, hand_rect(places, model, seat), usual)
    return cw < 0.8 * usual or any(not run.readable for run in spans_of(cards, placed, cw))


def display_pos(
    places: Places, model: NoThanksModel, seat: int, card: object, ui: NoThanksUi | None = None
) -> tuple[int, int, int]:
    """Centre and width of ``card`` in ``seat``'s display of ``model``."""
    cards = display_cards(model, seat, ui)
    if seat in places.seats and cards:
        cw, placed = hand_layout(
            cards, hand_rect(places, model, seat), hand_cw(places, model, seat)
        )
        for c, x, y in placed:
            if c == card:
                return x + cw // 2, y + card_height(cw) // 2, cw
    r = places.seats.get(seat, places.area)
    return r.centerx, r.centery, hand_cw(places, model, seat) if seat in places.seats else 40


def chip_anchor(places: Places, seat: int) -> tuple[int, int]:
    """Where chips fly to and from on a seat: its chips pill, first in the pill row."""
    r = places.seats.get(seat)
    if r is None:
        return places.offer.center
    return (r.x + int(SIZES.chips_pill_x * places.s), int(places.rows[seat][0]))


def pot_position(places: Places, index: int) -> tuple[int, int]:
    """Centre of the ``index``-th chip on the card on offer (columns of ten)."""
    col, row = divmod(index, 10)
    dx, dy = SIZES.pot_step
    return (
        places.pot.centerx + int(col * dx * places.s),
        places.pot.centery - int(row * dy * places.s),
    )


def peek_rect(places: Places, peeked: tuple[int, ...]) -> tuple[pygame.Rect, int]:
    """The Peek panel over the card on offer, and its cards' width."""
    s = places.s
    cw, (gap, _label_y, top, pad) = int(SIZES.peek_card * s), SIZES.peek_box
    label_w = theme.text(_(PEEK_LABEL), 13 * s, theme.TEXT).get_width()
    cards_w = max(1, len(peeked)) * (cw + int(gap * s)) - int(gap * s)
    size = (max(cards_w, label_w) + int(pad * s), card_height(cw) + int((top + 10) * s))
    rect = pygame.Rect((0, 0), size)
    dx, dy = SIZES.peek_shift
    rect.midbottom = (places.offer.centerx + int(dx * s), places.offer.y + int(dy * s))
    return rect.clamp(places.area), cw


PEEK_LABEL = N_("Peek · only you see these set-aside cards")
