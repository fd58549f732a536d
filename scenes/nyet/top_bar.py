"""The Nyet! title bar: round and dealer, then the round's terms as chips."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.phrases import plural
from scenes.nyet.art import COLOUR_NAMES, SYMBOLS, NyetArt
from scenes.nyet.layout import BAR_H, TITLE_PX, NyetPlaces
from scenes.nyet.model import NyetModel
from scenes.nyet.ui import NyetUi
from scenes.nyet.words import COLOUR_INDEX, DISCARD_WORDS
from scenes.table.components.title_bar import draw_title_bar


def draw_top_bar(
    surface: pygame.Surface, model: NyetModel, places: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """The title bar: the game's name, round, dealer, seed and the round's terms once
    set (left of the menu buttons)."""
    s, sh = places.s, model
    bar, _ = draw_title_bar(surface, ui.game_name, s, BAR_H, TITLE_PX)
    if sh.rounds is not None:
        rnd = f"Round {sh.round} of {sh.rounds}"
    else:
        rnd = f"Round {sh.round} · to {sh.target}"
    r = theme.blit_text(
        surface,
        rnd,
        17 * s,
        (110 * s, bar.centery - 9 * s),
        theme.TEXT,
        bold=True,
        anchor="midleft",
    )
    theme.blit_text(
        surface,
        f"Dealer {ui.name(sh.dealer)} · seed {ui.seed}",
        13 * s,
        (110 * s, bar.centery + 11 * s),
        theme.TEXT_DIM,
        anchor="midleft",
    )
    # The round's terms, always visible once set.
    x = max(r.right, 110 * s + 170 * s) + 16 * s
    right = bar.right - 140 * s
    if sh.trump is None:
        left = sh.covers_left
        chip(
            art,
            surface,
            x,
            bar.centery,
            f"Nyet! phase · {plural(max(0, left), 'box', 'boxes')} still to cover",
            None,
            s,
        )
        return
    chips: list[tuple[str, int | None]] = [
        (
            f"Trump {SYMBOLS[COLOUR_INDEX[sh.trump]]} {sh.trump.capitalize()}",
            COLOUR_INDEX[sh.trump],
        ),
    ]
    if sh.supertrump in (None, "none"):
        chips.append(("Supertrump: none", None))
    else:
        k = COLOUR_INDEX[sh.supertrump or "red"]
        chips.append((f"Supertrump {SYMBOLS[k]} {COLOUR_NAMES[k]} 1s", k))
    chips.append((f"{sh.points:+d} per trick & loot", None))
    chips.append((DISCARD_WORDS.get(sh.discard or "", "").capitalize(), None))
    for text, colour in chips:
        if x + theme.text(text, 15 * s, bold=True).get_width() + 20 * s > right:
            break
        x = chip(art, surface, x, bar.centery, text, colour, s) + 8 * s


def chip(
    art: NyetArt,
    surface: pygame.Surface,
    x: float,
    cy: float,
    text: str,
    colour: int | None,
    s: float,
) -> float:
    """A rounded label; a colour term carries the colour's swatch and symbol."""
    label = theme.text(text, 15 * s, theme.TEXT, bold=True)
    extra = int(26 * s) if colour is not None else 0
    rect = pygame.Rect(int(x), 0, label.get_width() + int(20 * s) + extra, int(32 * s))
    rect.centery = int(cy)
    theme.draw_panel(surface, rect, (24, 52, 42), rect.height // 2, (70, 120, 96), 1)
    if colour is not None:
        sw = art.swatch(colour, int(22 * s))
        surface.blit(sw, sw.get_rect(midleft=(rect.x + int(6 * s), rect.centery)))
    surface.blit(label, label.get_rect(midleft=(rect.x + int(10 * s) + extra, rect.centery)))
    return rect.right
