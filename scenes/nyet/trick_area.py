"""The Nyet! trick area: the trick in play, the last trick, the 2-player set-aside cards
and the prompt saying whose turn it is and what to do."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.nyet.words import DISCARD_WORDS

if TYPE_CHECKING:
    from scenes.nyet.table import NyetTable


def draw_trick(t: NyetTable, surface: pygame.Surface, s: float) -> None:
    """The trick in play (winner glowing), then the last trick, the set-aside cards and
    the prompt."""
    sh = t.model
    r = t.trick_rect
    cw = t.trick_card_width()
    ch = t.art.height(cw)
    if sh.phase == "tricks" or sh.trick:
        played = len(sh.tricks) + 1
        total = len(sh.tricks) + max(1, max([*sh.hand_sizes, 0]))
        lead = t.name(sh.leader) if sh.leader is not None else ""
        theme.blit_text(
            surface,
            f"Trick {played} of {total}" + (f" · {lead} leads" if lead else ""),
            15 * s,
            (r.centerx, r.y + 14 * s),
            theme.TEXT_DIM,
            bold=True,
            anchor="midtop",
        )
        leader = sh.leader if sh.leader is not None else 0
        for i in range(t.n):
            x, y = t.trick_slot(i)
            slot = pygame.Rect(0, 0, cw, ch)
            slot.center = (x, y)
            seat = (leader + i) % t.n
            if i < len(sh.trick):
                seat, card = sh.trick_seats[i]
                surface.blit(t.art.shadow(cw), slot.move(3, 5))
                surface.blit(t.art.face(card, cw), slot)
                t.card_rects.append((slot, card))
                if t.winner_index == i:
                    glow = t.art.glow(cw, theme.WIN)
                    surface.blit(glow, glow.get_rect(center=slot.center))
                    theme.blit_text(
                        surface,
                        "WINS",
                        13 * s,
                        (x, slot.y - 6 * s),
                        theme.WIN,
                        bold=True,
                        anchor="midbottom",
                    )
            else:
                pygame.draw.rect(
                    surface,
                    (40, 96, 74),
                    slot,
                    max(1, int(2 * s)),
                    border_radius=max(3, cw // 9),
                )
            tok = t.art.token(seat, t.initial(seat), int(9 * s), ring=False)
            label = theme.fit_text(t.name(seat), 12 * s, cw + 10 * s, True)
            lab = theme.text(label, 12 * s, theme.TEXT, bold=True)
            total_w = tok.get_width() + 4 * s + lab.get_width()
            lx = x - total_w / 2
            ly = slot.bottom + 14 * s
            surface.blit(tok, tok.get_rect(midleft=(int(lx), int(ly))))
            surface.blit(lab, lab.get_rect(midleft=(int(lx + tok.get_width() + 4 * s), int(ly))))
    draw_last_trick(t, surface, s)
    draw_aside(t, surface, s)
    draw_prompt(t, surface, s)


def draw_aside(t: NyetTable, surface: pygame.Surface, s: float) -> None:
    """2 players: the cards set aside unseen this round, in the trick area's corner."""
    sh = t.model
    if not sh.unseen:
        return
    r = t.trick_rect
    cw = int(26 * s)
    for i in range(4):
        surface.blit(t.art.back(cw), (r.x + int(12 * s) + i * 3, r.y + int(14 * s) + i * 2))
    theme.blit_text(
        surface,
        f"{sh.unseen} cards set aside,",
        12 * s,
        (r.x + 54 * s, r.y + 20 * s),
        theme.TEXT_DIM,
        bold=True,
    )
    theme.blit_text(
        surface, "unseen this round", 12 * s, (r.x + 54 * s, r.y + 36 * s), theme.TEXT_DIM
    )


def draw_last_trick(t: NyetTable, surface: pygame.Surface, s: float) -> None:
    """The previous trick, small, in the trick area's corner (winner's card outlined)."""
    sh = t.model
    last = sh.last_trick
    if last is None or sh.phase != "tricks":
        return
    cards, leader, winner = last.cards, last.leader, last.winner
    r = t.trick_rect
    cw = int(26 * s)
    step = int(29 * s)
    x0 = r.right - int(10 * s) - step * (len(cards) - 1) - cw
    y = r.y + int(34 * s)
    theme.blit_text(
        surface,
        f"Last trick → {t.name(winner)}",
        12 * s,
        (r.right - 10 * s, r.y + 14 * s),
        theme.TEXT_DIM,
        bold=True,
        anchor="topright",
    )
    for i, card in enumerate(cards):
        rect = pygame.Rect(x0 + i * step, y, cw, t.art.height(cw))
        surface.blit(t.art.face(card, cw), rect)
        t.card_rects.append((rect, card))
        if (leader + i) % t.n == winner:
            pygame.draw.rect(
                surface, theme.WIN, rect.inflate(4, 4), max(2, int(2 * s)), border_radius=5
            )


def prompt(t: NyetTable) -> tuple[str, str]:
    """The main line and the help line under the trick (whose turn, what to do)."""
    sh = t.model
    if t.finished:
        return "Game over", ""
    p = sh.current
    if t.animating or t.queue or p < 0:
        return "", ""
    me = t.human_to_move()
    who = "Your turn" if me else f"{t.name(p)}"
    phase = sh.phase
    if phase == "nyet":
        if me:
            return (
                "Your turn: say Nyet! to one box",
                "Click an open box on a line with 2 or more open boxes (or arrows + Enter)",
            )
        return (
            f"{who} is choosing a box to cover",
            "The last open box of each line sets the round's terms",
        )
    if phase == "team":
        return (f"{who} is choosing the teams", "") if not me else ("", "")
    if phase == "bonus":
        return (f"{who} is giving the Bonus card", "") if not me else ("", "")
    if phase == "discard":
        if me:
            return (
                f"Your turn: {DISCARD_WORDS.get(sh.discard or '', 'discard')}",
                "Click a card (or ←/→ and Enter); it is out of this round, unseen",
            )
        return f"{who} is discarding", "Discards are face down"
    if phase == "pass":
        left = t.name(((t.viewer or 0) + 1) % t.n)
        if me:
            return (
                f"Your turn: choose a card to pass to {left}",
                "All passed cards arrive together once everyone has chosen",
            )
        return f"{who} is choosing a card to pass", ""
    if me:
        follow = "Follow the colour led if you can" if sh.trick else "You lead: any card"
        return "Your turn: play a card", f"{follow} — ←/→ to choose, Enter to play, or click"
    return f"{who} to play", ""


def draw_prompt(t: NyetTable, surface: pygame.Surface, s: float) -> None:
    """The phase title and the prompt lines (hidden while a dialog is up)."""
    if t.controls:
        return
    main, help_ = prompt(t)
    r = t.trick_rect
    sh = t.model
    y = r.bottom - 44 * s if (sh.phase == "tricks" or sh.trick) else r.centery - 10 * s
    if sh.phase != "tricks" and not sh.trick and not t.finished:
        theme.blit_text(
            surface,
            "NYET!" if sh.phase == "nyet" else sh.phase.upper(),
            52 * s,
            (r.centerx, r.centery - 70 * s),
            (34, 110, 80),
            bold=True,
            anchor="center",
        )
    if main:
        theme.blit_text(
            surface,
            main,
            20 * s,
            (r.centerx, y),
            theme.ACCENT if t.human_to_move() else theme.TEXT,
            bold=True,
            anchor="center",
        )
    if help_:
        theme.blit_text(
            surface,
            theme.fit_text(help_, 14 * s, r.width - 20 * s),
            14 * s,
            (r.centerx, y + 24 * s),
            theme.TEXT_DIM,
            anchor="center",
        )
    if sh.removed_open and sh.phase != "tricks":
        theme.blit_text(
            surface,
            "3 players: every 11, 12 and 13 is out of the game",
            12 * s,
            (r.centerx, r.bottom - 8 * s),
            theme.TEXT_DIM,
            anchor="midbottom",
        )
