"""The Nyet! title bar: round and dealer, then the round's terms as chips."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.nyet.art import COLOUR_NAMES, SYMBOLS
from scenes.nyet.words import COLOUR_INDEX, DISCARD_WORDS

if TYPE_CHECKING:
    from scenes.nyet.table import NyetTable


def draw_top_bar(t: NyetTable, surface: pygame.Surface, s: float) -> None:
    """The title bar: round, dealer, seed and the round's terms once set."""
    w = t.size[0]
    bar, _ = t.draw_title_bar(surface, s, 52, 28)
    sh = t.model
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
        f"Dealer {t.name(sh.dealer)} · seed {t.session.seed}",
        13 * s,
        (110 * s, bar.centery + 11 * s),
        theme.TEXT_DIM,
        anchor="midleft",
    )
    # The round's terms, always visible once set.
    x = max(r.right, 110 * s + 170 * s) + 16 * s
    right = t.menu_button.rect.x - 12 * s if t.menu_button.rect.width else w - 140 * s
    if sh.trump is None:
        left = sh.covers_left
        chip(
            t,
            surface,
            x,
            bar.centery,
            f"Nyet! phase · {max(0, left)} boxes still to cover",
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
        width = chip_width(t, text, s)
        if x + width > right:
            break
        x = chip(t, surface, x, bar.centery, text, colour, s) + 8 * s


def chip_width(t: NyetTable, text: str, s: float) -> float:
    """Width of a label chip."""
    return theme.text(text, 15 * s, bold=True).get_width() + 20 * s


def chip(
    t: NyetTable,
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
        sw = t.art.swatch(colour, int(22 * s))
        surface.blit(sw, sw.get_rect(midleft=(rect.x + int(6 * s), rect.centery)))
    surface.blit(label, label.get_rect(midleft=(rect.x + int(10 * s) + extra, rect.centery)))
    return rect.right
