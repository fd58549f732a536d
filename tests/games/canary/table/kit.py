"""The canary's table parts: seat panels along the top, the trick in the middle, the
viewer's hand at the bottom (its cards are the buttons while the viewer is to play)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.events import GameEvent, RoundScored
from scenes.core import theme
from scenes.core.i18n import _, ngettext
from scenes.core.phrases import about
from scenes.table.banner import BannerLine
from scenes.table.components.fan import fan_positions
from scenes.table.components.felt import draw_felt
from scenes.table.components.seat_panel import SeatLook, draw_seat_panel
from scenes.table.components.title_bar import draw_title_bar
from scenes.table.kit import Control, Stage, TableKit, TableUi
from scenes.table.layout import Anchor, TableFrame, place, seat_rects, seats_clockwise, table_frame
from scenes.table.pieces import you_mark
from tests.games.canary.rules.state import CanaryView, Played, TrickWon

ANCHORS = {"trick": Anchor(0.5, 0.48, 420, 130), "hand": Anchor(0.5, 0.86, 460, 100)}


@dataclass(frozen=True)
class Places:
    """Where the parts go for one window: seat panels, the trick's row, the hand's row."""

    frame: TableFrame
    s: float
    seats: dict[int, pygame.Rect]
    trick: pygame.Rect
    hand: pygame.Rect


def place_all(size: tuple[int, int], s: float, model: CanaryView, ui: TableUi) -> Places:
    frame = table_frame(size, s)
    boxes = place(ANCHORS, frame.area, s)
    n = model.num_players
    spots = [((k + 0.5) / n, 0.14) for k in range(n)]
    panel = (int(min(220 * s, frame.area.width / n - 8 * s)), int(86 * s))
    seats = seat_rects(seats_clockwise(ui.bottom, n), spots, panel, frame.area)
    return Places(frame, s, seats, boxes["trick"], boxes["hand"])


def card_rects(row: pygame.Rect, count: int, s: float) -> list[pygame.Rect]:
    """``count`` cards side by side, centred in ``row``."""
    w = int(row.height * 0.7)
    return [pygame.Rect(x, row.y, w, row.height) for x in fan_positions(count, row, w, w + 8 * s)]


def draw_cards(surface: pygame.Surface, row: pygame.Rect, cards: Sequence[int], s: float) -> None:
    for rect, card in zip(card_rects(row, len(cards), s), cards, strict=True):
        theme.draw_panel(surface, rect, (236, 232, 220), int(8 * s), (60, 60, 60), 1)
        theme.blit_text(surface, str(card), 30 * s, rect.center, (20, 20, 20), True, "center")


def draw_bar(
    surface: pygame.Surface, model: CanaryView, places: Places, ui: TableUi, art: None
) -> None:
    # The bar as tall as the frame keeps it (table_frame's ``bar``, 56 design pixels).
    draw_title_bar(surface, ui.game_name, places.s, places.frame.bar.height / places.s, 22)


def draw_seats(
    surface: pygame.Surface, model: CanaryView, places: Places, ui: TableUi, art: None
) -> None:
    for seat, rect in places.seats.items():
        name = ui.name(seat) + (you_mark(ui.name(seat)) if ui.marks_you(seat) else "")
        look = SeatLook(
            name,
            model.current_player == seat,
            str(model.tricks[seat]),
            thinking=ui.thinking.get(seat),
        )
        draw_seat_panel(surface, rect, look, places.s, ui.time)


def draw_play(
    surface: pygame.Surface, model: CanaryView, places: Places, ui: TableUi, art: None
) -> None:
    draw_cards(surface, places.trick, [card for _, card in model.trick], places.s)
    if ui.viewer is not None and not ui.to_act:
        draw_cards(surface, places.hand, model.hand, places.s)


def controls(model: CanaryView, legal: Sequence[Hashable], ui: TableUi) -> list[Control]:
    return [Control(card, str(card), font_px=28) for card in legal]


def describe(event: GameEvent, ui: TableUi) -> str | None:
    name = ui.name(event.player)
    if isinstance(event, Played):
        return about(name, _("{name} plays {card}"), _("You play {card}"), card=event.card)
    if isinstance(event, TrickWon):
        return about(name, _("{name} takes the trick"), _("You take the trick"))
    return None


def show_scores(event: RoundScored, stage: Stage[CanaryView, Places, TableUi, None]) -> None:
    """The end of the game: each seat's tricks, in a banner."""
    lines: list[BannerLine] = [
        f"{stage.ui.name(seat)}: "
        + ngettext("{count} trick", "{count} tricks", int(n)).format(count=int(n))
        for seat, n in enumerate(event.totals)
    ]
    stage.banner(_("Game over"), lines, 3.0, stage.done)


TABLE_KIT = TableKit(
    place=place_all,
    new_ui=TableUi,
    new_art=lambda: None,
    painters=(draw_felt, draw_bar, draw_seats, draw_play),
    motions={RoundScored: show_scores},
    controls=controls,
    place_buttons=lambda places, count, ui: card_rects(places.hand, count, places.s),
    banner_frame=lambda places, ui: (places.trick.center, int(places.frame.area.width * 0.8)),
    describe=describe,
)
