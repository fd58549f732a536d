"""The Play or Pay table: the other seats along the top, the sequences in the middle (one
row per suit, one lane per sequence, each card at its rank's column so a sequence visibly
grows both ways), the pot and the hand of the person looking at the bottom.

What is drawn comes from the viewer's view (re-read whenever the animations of an action
are done) and, while they animate, from the events; no rule is decided here. Playable
cards are the legal actions the engine lists. Other seats' hands are drawn face down from
their counts only, so pass-and-play never shows a hidden card.

Input: click a lifted card to play it (a card that fits two sequences asks which: click
the glowing place, or use Up/Down); Left/Right choose a card, Enter or Space plays it.
When nothing fits, "Pay 1 token" (P / Enter) appears after a short pause.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.contract import Action, Event
from game.playorpay.actions import PASS, PAY, Play
from game.playorpay.cards import parse_card
from game.playorpay.views import PlayOrPayView
from scenes.core import theme
from scenes.core.widgets import Button
from scenes.playorpay.art import (
    SUIT_SYMBOLS,
    SUIT_WORDS,
    PlayingCardArt,
    card_height,
    card_label,
    rank_of,
    suit_ink,
    suit_of,
)
from scenes.table.scene import Control, Sprite, TableScene, you_mark

#: Suits top to bottom on the table, alternating colours: spades, hearts, clubs, diamonds.
SUIT_ROWS = (3, 2, 0, 1)
#: Seconds the forced Pay waits before its button appears (times the animation speed).
PAY_PAUSE = 1.0

ART = PlayingCardArt()

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th")


_FANS: dict[tuple[int, int, float], pygame.Surface] = {}


def fan_of_backs(count: int, width: int, s: float) -> pygame.Surface:
    """``count`` card backs fanned out, drawn once per (count, width) and cached."""
    key = (count, width, round(s, 3))
    surf = _FANS.get(key)
    if surf is None:
        ch = card_height(width)
        size = (int(width * 3.6), int(ch * 1.5))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        cx, cy = size[0] / 2, size[1] / 2
        for i in range(count):
            t = (i - (count - 1) / 2) / max(1, count - 1) if count > 1 else 0.0
            back = ART.back_rotated(width, round(-t * 14) * 2)
            x = cx + (i - (count - 1) / 2) * 6.3 * s
            y = cy + abs(t) * 5 * s
            surf.blit(back, back.get_rect(center=(int(x), int(y))))
        if len(_FANS) > 64:
            _FANS.clear()
        _FANS[key] = surf
    return surf


def hand_sort_key(card: int) -> tuple[int, int]:
    """Hand order: by suit as on the table (spades, hearts, clubs, diamonds), then rank."""
    return (SUIT_ROWS.index(suit_of(card)), rank_of(card))


def playorpay_breakdown(breakdown: dict[str, Any]) -> list[str]:
    """One seat's round breakdown in words (for the results page)."""
    if "place" in breakdown:
        left = breakdown.get("cards_left", 0)
        place = int(breakdown.get("place", 0))
        where = ORDINALS[place - 1] if 0 < place <= len(ORDINALS) else f"#{place}"
        return [
            f"Finished {where}"
            + (f" with {left} card{'s' if left != 1 else ''} left" if left else ""),
            f"{breakdown.get('points', 0)} points this round, {breakdown.get('total', 0)} in all",
        ]
    if not breakdown.get("in_round", True):
        return ["Out of the game", f"{breakdown.get('tokens', 0)} tokens"]
    left = int(breakdown.get("cards_left", 0))
    first = "Went out first" if breakdown.get("went_out_first") else f"{left} cards left"
    if breakdown.get("eliminated"):
        first += " · out of tokens"
    parts = []
    if breakdown.get("ante"):
        parts.append("ante 1")
    parts.append(f"paid {breakdown.get('paid', 0)}")
    if breakdown.get("won"):
        parts.append(f"won {breakdown.get('won')}")
    return [first, ", ".join(parts) + f" → {breakdown.get('tokens', 0)} tokens"]


@dataclass
class Shown:
    """What the table shows right now (follows the events while they animate)."""

    hand: list[int] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    seqs: list[list[list[int]]] = field(default_factory=lambda: [[], [], [], []])
    tokens: list[int] = field(default_factory=list)
    pot: int = 0
    current: int = -1
    round: int = 1
    rounds: int = 1
    dealer: int = 0
    in_game: list[bool] = field(default_factory=list)
    finish: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    anted: list[bool] = field(default_factory=list)
    decks: int = 1  # decks in play this round (counted anew at every deal)


@dataclass
class Status:
    """A short word shown on a seat ("pays 1", "passes", "out · 1st") until ``until``."""

    text: str
    color: tuple[int, int, int]
    until: float


class PlayOrPayTable(TableScene):
    """The Play or Pay table scene."""

    def __init__(self, app: Any, session: Any, autosave: bool = True) -> None:
        super().__init__(app, session, autosave)
        self.shown = Shown(decks=self.view().decks)
        self.status: dict[int, Status] = {}
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.area = pygame.Rect(0, 0, 0, 0)
        self.board = pygame.Rect(0, 0, 0, 0)
        self.board_bg: pygame.Surface | None = None
        self._board_layer: pygame.Surface | None = None
        self._board_key: object = None
        self.pot_rect = pygame.Rect(0, 0, 0, 0)
        self.own_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_rect = pygame.Rect(0, 0, 0, 0)
        self.controls_rect = pygame.Rect(0, 0, 0, 0)
        self.board_cw = 40
        self.board_step = 30.0
        self.lane_w = 0
        self.lane_x0 = 0
        self.row_h = 0
        self.hand_cw = 60
        self.hand_hits: list[tuple[pygame.Rect, int]] = []
        self.target_hits: list[tuple[pygame.Rect, Play]] = []
        self.sel_card: int | None = None
        self.sel_target = 0
        self.hover_card: int | None = None
        self.forced_at: float | None = None
        self.forced_ply = -1
        self.synced_ply = -1
        self._plays_cache: tuple[int, dict[int, list[Play]]] = (-2, {})

    # Seats ----------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return self.session.num_players

    @property
    def sevens(self) -> bool:
        return bool(self.session.options.get("sevens"))

    @property
    def decks(self) -> int:
        return self.shown.decks

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def seat_order(self) -> list[int]:
        """Seats in playing order starting with the bottom seat (play passes left)."""
        b = self.bottom_seat()
        return [(b + k) % self.n for k in range(self.n)]

    # Display model ----------------------------------------------------------------------
    def sync_display(self) -> None:
        view: PlayOrPayView = self.view()
        self.shown = Shown(
            hand=sorted(view.hand, key=hand_sort_key) if self.sees_private(view.player) else [],
            sizes=list(view.hand_sizes),
            seqs=[[[lo % 13, hi % 13] for lo, hi in suit] for suit in view.sequences],
            tokens=list(view.tokens),
            pot=view.pot,
            current=view.current_player,
            round=view.round,
            rounds=view.rounds,
            dealer=view.dealer,
            in_game=list(view.in_game),
            finish=list(view.finish_order),
            totals=list(view.totals),
            anted=list(view.anted),
            decks=view.decks,
        )
        self.sprites = []
        self.synced_ply = self.session.ply
        if self._laid_out is not None:
            self.layout_table()

    def legal_plays(self) -> dict[int, list[Play]]:
        """The human's legal plays by card (empty unless the viewer is to move now)."""
        if not self.human_to_move():
            return {}
        ply = self.session.ply
        if self._plays_cache[0] != ply:
            plays: dict[int, list[Play]] = {}
            for action in self.state.legal_actions():
                if isinstance(action, Play):
                    plays.setdefault(action.card, []).append(action)
            self._plays_cache = (ply, plays)
        return self._plays_cache[1]

    # Layout -----------------------------------------------------------------------------
    def layout_table(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        top = int(54 * s)
        log_w = int(min(250 * s, w * 0.2))
        self.log.place((w - log_w - int(10 * s), top, log_w, h - top - int(10 * s)), s)
        area = self.area = pygame.Rect(
            int(10 * s), top, self.log.rect.x - int(20 * s), h - top - int(10 * s)
        )
        # The other seats, in playing order from left to right along the top.
        others = self.seat_order()[1:]
        k = max(1, len(others))
        gap = int(8 * s)
        ph = int(96 * s)
        pw = int(min(250 * s, (area.width - (k - 1) * gap) / k))
        slot = area.width / k
        self.seat_rects = {}
        for i, seat in enumerate(others):
            r = pygame.Rect(0, 0, pw, ph)
            r.midtop = (int(area.x + slot * (i + 0.5)), area.y)
            self.seat_rects[seat] = r
        # The bottom: the pot, then the hand of the person looking, with the action button.
        self.hand_cw = int(min(76 * s, (h - top) * 0.11))
        bz = int(card_height(self.hand_cw) + 60 * s)
        bottom_y = area.bottom - bz
        self.pot_rect = pygame.Rect(area.x, bottom_y, int(128 * s), bz)
        own = self.own_rect = pygame.Rect(
            self.pot_rect.right + gap, bottom_y, area.right - self.pot_rect.right - gap, bz
        )
        self.seat_rects[self.bottom_seat()] = own
        cw_right = int(176 * s)
        self.controls_rect = pygame.Rect(
            own.right - cw_right - int(10 * s),
            own.y + int(40 * s),
            cw_right,
            own.height - int(50 * s),
        )
        self.hand_rect = pygame.Rect(
            own.x + int(14 * s),
            own.y + int(34 * s),
            self.controls_rect.x - own.x - int(28 * s),
            own.height - int(40 * s),
        )
        # The board: one row per suit, one lane per possible sequence of that suit.
        by = area.y + ph + int(10 * s)
        self.board = pygame.Rect(area.x, by, area.width, bottom_y - int(10 * s) - by)
        self.layout_board(s)

    def layout_board(self, s: float) -> None:
        board = self.board
        lanes = self.decks
        label_w = int(46 * s)
        lane_gap = int(18 * s)
        self.row_h = board.height // 4
        cw = int(min((self.row_h - 10 * s) / 1.42, 82 * s))
        pad = int(6 * s)
        while True:
            lane_w = (board.width - label_w - (lanes - 1) * lane_gap) / lanes
            step = min(cw * 1.08, (lane_w - 2 * pad - cw) / 12)
            if step >= cw * 0.6 or cw <= 16:
                break
            cw -= 1
        self.board_cw = cw
        self.board_step = step
        self.lane_w = int(12 * step + cw + 2 * pad)
        total = label_w + lanes * self.lane_w + (lanes - 1) * lane_gap
        self.board_label_x = board.x + (board.width - total) // 2
        self.lane_x0 = self.board_label_x + label_w
        self.lane_gap = lane_gap
        self.lane_pad = pad
        self.board_bg = self.render_board_bg(s)
        self._board_layer = None

    def lane_rect(self, row: int, lane: int) -> pygame.Rect:
        x = self.lane_x0 + lane * (self.lane_w + self.lane_gap)
        y = self.board.y + row * self.row_h + int(self.row_h * 0.04)
        return pygame.Rect(x, y, self.lane_w, int(self.row_h * 0.92))

    def slot_rect(self, suit: int, lane: int, rank: int) -> pygame.Rect:
        """Where the card of ``rank`` sits in lane ``lane`` of ``suit``'s row."""
        lane_r = self.lane_rect(SUIT_ROWS.index(suit), lane)
        ch = card_height(self.board_cw)
        x = lane_r.x + self.lane_pad + int(rank * self.board_step)
        return pygame.Rect(x, lane_r.centery - ch // 2, self.board_cw, ch)

    def render_board_bg(self, s: float) -> pygame.Surface:
        """The board's fixed parts (suit badges, lanes, rank marks), drawn once per layout."""
        board = self.board
        surf = pygame.Surface(board.size, pygame.SRCALPHA)
        colourblind = self.app.settings.colourblind
        for row, suit in enumerate(SUIT_ROWS):
            for lane in range(self.decks):
                r = self.lane_rect(row, lane).move(-board.x, -board.y)
                pygame.draw.rect(surf, (6, 40, 28, 120), r, border_radius=int(10 * s))
                pygame.draw.rect(surf, (60, 120, 92, 90), r, 1, border_radius=int(10 * s))
                for rank in range(13):
                    sr = self.slot_rect(suit, lane, rank).move(-board.x, -board.y)
                    label = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")[rank]
                    t = theme.text(label, 13 * s, (90, 150, 120), bold=True)
                    cx = sr.x + min(self.board_step, self.board_cw) / 2
                    surf.blit(t, t.get_rect(center=(int(cx), r.centery)))
                if self.decks > 1:
                    t = theme.text(f"{SUIT_SYMBOLS[suit]}{lane + 1}", 11 * s, (90, 150, 120))
                    surf.blit(
                        t, t.get_rect(bottomright=(r.right - int(5 * s), r.bottom - int(2 * s)))
                    )
            # The suit badge.
            lane0 = self.lane_rect(row, 0).move(-board.x, -board.y)
            badge = pygame.Rect(0, 0, int(38 * s), int(min(56 * s, lane0.height)))
            badge.midright = (lane0.x - int(6 * s), lane0.centery)
            pygame.draw.rect(surf, (246, 242, 230), badge, border_radius=int(8 * s))
            ink = suit_ink(suit, colourblind)
            sym = theme.font(int(28 * s), bold=True).render(SUIT_SYMBOLS[suit], True, ink)
            surf.blit(sym, sym.get_rect(center=badge.center))
        return surf

    def place_controls(self, buttons: list[Button]) -> None:
        if not buttons or not self.controls_rect.width:
            return
        s = theme.ui_scale(self.size)
        r = self.controls_rect
        bh = int(min(60 * s, r.height))
        for i, button in enumerate(buttons):
            button.place((r.x, r.centery - bh // 2 + i * (bh + int(8 * s)), r.width, bh), s)
            button.font_px = 21

    # Positions used by animations -------------------------------------------------------
    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's cards are (centre of its fan)."""
        if seat == self.bottom_seat():
            return self.hand_rect.center
        r = self.seat_rects.get(seat)
        if r is None:
            return self.board.center
        s = theme.ui_scale(self.size)
        return (r.x + int(44 * s), r.y + int(52 * s))

    def token_anchor(self, seat: int) -> tuple[int, int]:
        s = theme.ui_scale(self.size)
        if seat == self.bottom_seat():
            return (self.own_rect.x + int(24 * s), self.own_rect.y + int(18 * s))
        r = self.seat_rects.get(seat)
        if r is None:
            return self.pot_center()
        return (r.x + int(20 * s), r.bottom - int(16 * s))

    def pot_center(self) -> tuple[int, int]:
        return (self.pot_rect.centerx, self.pot_rect.centery + int(theme.ui_scale(self.size) * 8))

    def hand_layout(self, cards: list[int]) -> tuple[int, list[tuple[int, int, int]]]:
        """Card width and (card, x, y) top-left positions of a hand fitted to the hand area."""
        rect = self.hand_rect
        cw = self.hand_cw
        if not cards:
            return cw, []
        groups: list[list[int]] = []
        for card in cards:
            if groups and suit_of(groups[-1][-1]) == suit_of(card):
                groups[-1].append(card)
            else:
                groups.append([card])
        n_cards, n_groups = len(cards), len(groups)
        step, gap = cw * 0.62, cw * 0.3
        while True:
            natural = cw + (n_cards - 1) * step + (n_groups - 1) * gap
            if natural <= rect.width:
                break
            step_fit = (rect.width - cw - (n_groups - 1) * gap) / max(1, n_cards - 1)
            if step_fit >= cw * 0.34:
                step = step_fit
                break
            gap = cw * 0.12
            step_fit = (rect.width - cw - (n_groups - 1) * gap) / max(1, n_cards - 1)
            if step_fit >= cw * 0.3 or cw <= 24:
                step = max(step_fit, 4)
                break
            cw = int(cw * 0.92)
            step, gap = cw * 0.62, cw * 0.3
        natural = cw + (n_cards - 1) * step + (n_groups - 1) * gap
        x = rect.x + max(0, (rect.width - natural) / 2)
        y = rect.bottom - card_height(cw)
        out = []
        for gi, group in enumerate(groups):
            for ci, card in enumerate(group):
                out.append((card, int(x), y))
                if ci < len(group) - 1:
                    x += step
            if gi < n_groups - 1:
                x += step + gap
        return cw, out

    # Animations -------------------------------------------------------------------------
    def flash(
        self, seat: int, text: str, color: tuple[int, int, int], seconds: float = 1.6
    ) -> None:
        self.status[seat] = Status(
            text, color, self.time + max(0.8, seconds * max(self.speed, 0.5))
        )

    def animate_event(self, event: Event, done: Callable[[], None]) -> None:
        kind = event.kind
        data = event.data
        sh = self.shown
        p = event.player
        if kind == "play" and p is not None:
            self.animate_play(p, data, done)
        elif kind in ("pay", "pass") and p is not None:
            sh.current = p
            if kind == "pass":
                self.flash(p, "passes", theme.TEXT_DIM)
                self.tweens.after(self.dur(0.35), done)
                return
            self.flash(p, "pays 1", (255, 170, 90))
            if p < len(sh.tokens):
                sh.tokens[p] = int(data.get("tokens", sh.tokens[p] - 1))
            sx, sy = self.token_anchor(p)
            token = Sprite("token", 0, sx, sy, 0)
            self.sprites.append(token)
            tx, ty = self.pot_center()
            d = self.dur(0.45)

            def landed() -> None:
                if token in self.sprites:
                    self.sprites.remove(token)
                sh.pot = int(data.get("pot", sh.pot + 1))
                self.app.audio.play("chip")
                self.tweens.after(self.dur(0.1), done)

            self.tweens.to(token, "x", tx, d, "in_out_cubic")
            self.tweens.to(token, "y", ty, d, "out_back", on_done=landed)
        elif kind == "out" and p is not None:
            place = int(data.get("place", len(sh.finish) + 1))
            if p not in sh.finish:
                sh.finish.append(p)
            self.flash(p, f"out · {ORDINALS[place - 1]}", theme.GOOD, 2.4)
            self.tweens.after(self.dur(0.3), done)
        elif kind == "round_end":
            self.animate_round_end(data, done)
        elif kind == "round_start":
            self.animate_round_start(event, done)
        else:
            done()

    def animate_play(self, p: int, data: dict[str, Any], done: Callable[[], None]) -> None:
        sh = self.shown
        sh.current = p
        card = parse_card(str(data.get("card")))
        target = int(data.get("sequence", 1)) - 1
        suit = suit_of(card)
        start = self.seat_anchor(p)
        start_w = self.hand_cw * 0.7
        if p == self.bottom_seat() and card in sh.hand:
            cw, placed = self.hand_layout(sh.hand)
            for c, x, y in placed:
                if c == card:
                    start = (x + cw // 2, y + card_height(cw) // 2)
                    start_w = cw
            sh.hand.remove(card)
        if p < len(sh.sizes):
            sh.sizes[p] = int(data.get("cards_left", max(0, sh.sizes[p] - 1)))
        if self.sel_card == card:
            self.sel_card = None
        dest = self.slot_rect(suit, min(target, self.decks - 1), rank_of(card))
        sprite = Sprite("face", card, start[0], start[1], start_w)
        self.sprites.append(sprite)
        d = self.dur(0.42)
        self.app.audio.play("card")

        def landed() -> None:
            if sprite in self.sprites:
                self.sprites.remove(sprite)
            lo, hi = rank_of(parse_card(str(data["low"]))), rank_of(parse_card(str(data["high"])))
            seqs = sh.seqs[suit]
            if target < len(seqs):
                seqs[target] = [lo, hi]
            else:
                seqs.append([lo, hi])
            if data.get("cards_left") == 1:
                self.flash(p, "last card!", theme.ACCENT)
            self.tweens.after(self.dur(0.06), done)

        self.tweens.to(sprite, "x", dest.centerx, d, "in_out_cubic")
        self.tweens.to(sprite, "y", dest.centery, d, "in_out_cubic")
        self.tweens.to(sprite, "w", self.board_cw, d, "in_out_cubic", on_done=landed)

    def animate_round_start(self, event: Event, done: Callable[[], None]) -> None:
        data = event.data
        sh = self.shown
        n = self.n
        sh.round = int(data.get("round", sh.round + 1))
        sh.dealer = int(data.get("dealer", sh.dealer))
        sh.current = int(data.get("first_player", -1))
        sh.sizes = [int(x) for x in data.get("dealt", [0] * n)]
        sh.seqs = [[], [], [], []]
        sh.finish = []
        anted = set(data.get("anted", []))
        sh.anted = [i in anted for i in range(n)]
        tokens = [int(x) for x in data.get("tokens", sh.tokens)]
        sh.in_game = [sh.in_game[i] if i < len(sh.in_game) else True for i in range(n)]
        hand: list[int] = []
        if self.viewer is not None and self.viewer in event.private:
            hand = [parse_card(t) for t in event.private[self.viewer].get("hand", [])]
        sh.hand = sorted(hand, key=hand_sort_key)
        if int(data.get("decks", sh.decks)) != sh.decks:
            sh.decks = int(data["decks"])
            self.layout_table()
        self.status = {}
        if self.speed == 0:
            sh.tokens = tokens
            sh.pot = int(data.get("pot", sh.pot))
            done()
            return
        # Deal: a few backs fly from the middle to each seat; the antes fly to the pot.
        cx, cy = self.board.center
        d = self.dur(0.45)
        flying: list[Sprite] = []
        for order, seat in enumerate(self.seat_order()):
            if not sh.sizes[seat]:
                continue
            tx, ty = self.seat_anchor(seat)
            for j in range(2):
                sp = Sprite("back", 0, cx, cy, self.board_cw)
                flying.append(sp)
                delay = self.dur(0.05) * (order + j * n) * 0.6
                self.tweens.to(sp, "x", tx, d, "out_cubic", delay=delay)
                self.tweens.to(sp, "y", ty, d, "out_cubic", delay=delay)
        tokens_fly: list[Sprite] = []
        for seat in anted:
            sx, sy = self.token_anchor(seat)
            tok = Sprite("token", 0, sx, sy, 0)
            tokens_fly.append(tok)
            px, py = self.pot_center()
            self.tweens.to(tok, "x", px, d, "in_out_cubic", delay=self.dur(0.3))
            self.tweens.to(tok, "y", py, d, "in_out_cubic", delay=self.dur(0.3))
        sh.tokens = tokens
        self.sprites.extend(flying)
        self.sprites.extend(tokens_fly)
        self.app.audio.play("card")

        def finished() -> None:
            for sp in flying + tokens_fly:
                if sp in self.sprites:
                    self.sprites.remove(sp)
            sh.pot = int(data.get("pot", sh.pot))
            done()

        total = self.dur(0.05) * 2 * n * 0.6 + d + self.dur(0.1)
        self.tweens.after(total, finished)

    def animate_round_end(self, data: dict[str, Any], done: Callable[[], None]) -> None:
        sh = self.shown
        n = self.n
        winner = int(data.get("winner", -1))
        name = self.session.seat_label(winner) if 0 <= winner < n else "?"
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if "finish_order" in data:
            points = list(data.get("points", [0] * n))
            totals = list(data.get("totals", [0] * n))
            sh.totals = [int(t) for t in totals]
            title = f"Round {data.get('round')} — {name} went out first"
            for place, seat in enumerate(data.get("finish_order", []), start=1):
                lines.append(
                    (
                        f"{ORDINALS[place - 1]}  {self.session.seat_label(seat)}   "
                        f"+{points[seat]}  (total {totals[seat]})",
                        theme.ACCENT if place == 1 else theme.TEXT,
                    )
                )
            self.show_banner(title, lines, 3.2, done)
            return
        won = int(data.get("pot_won", 0))
        carried = int(data.get("pot_carried", 0))
        to_last = int(data.get("pot_to_last_player", 0))
        tokens = [int(t) for t in data.get("tokens", sh.tokens)]
        change = list(data.get("points", [0] * n))
        if won:
            title = f"{name} went out first and wins the pot: {won} token{'s' if won != 1 else ''}"
        elif carried:
            title = f"{name} went out first without tokens — the pot of {carried} stays"
        else:
            title = f"{name} went out first"
        eliminated = set(data.get("eliminated", []))
        order = sorted(range(n), key=lambda i: -tokens[i])
        for seat in order:
            if not (sh.in_game[seat] if seat < len(sh.in_game) else True):
                continue
            text = f"{self.session.seat_label(seat)}   {tokens[seat]} tokens  ({change[seat]:+d})"
            color = theme.ACCENT if seat == winner else theme.TEXT
            if seat in eliminated:
                text += "  — out of the game"
                color = theme.BAD
            lines.append((text, color))
        if to_last:
            lines.append(
                (
                    f"The last {to_last} token(s) in the pot go to the last player in.",
                    theme.TEXT_DIM,
                )
            )
        if data.get("all_broke"):
            lines.append(
                (
                    f"Nobody has a token left: the game ends, the pot of "
                    f"{data.get('pot_to_nobody', 0)} belongs to nobody.",
                    theme.TEXT_DIM,
                )
            )
        # Tokens fly from the pot to the winner.
        receiver = winner if won else None
        if to_last:
            holders = [i for i in range(n) if tokens[i] > 0]
            receiver = holders[0] if len(holders) == 1 else receiver
        flying: list[Sprite] = []
        if receiver is not None and self.speed > 0:
            px, py = self.pot_center()
            tx, ty = self.token_anchor(receiver)
            for i in range(min(won + to_last, 12)):
                tok = Sprite("token", 0, px + (i % 4) * 3, py - i * 2, 0)
                flying.append(tok)
                self.tweens.to(
                    tok, "x", tx, self.dur(0.5), "in_out_cubic", delay=self.dur(0.04) * i
                )
                self.tweens.to(
                    tok, "y", ty, self.dur(0.5), "in_out_cubic", delay=self.dur(0.04) * i
                )
            self.sprites.extend(flying)
            self.app.audio.play("chip")
        sh.pot = int(data.get("pot", 0))

        def settle() -> None:
            for sp in flying:
                if sp in self.sprites:
                    self.sprites.remove(sp)
            sh.tokens = tokens
            for seat in eliminated:
                if seat < len(sh.in_game):
                    sh.in_game[seat] = False

        self.tweens.after(self.dur(0.5 + 0.04 * len(flying)), settle)

        def finished() -> None:
            settle()
            done()

        self.show_banner(title, lines, 3.4, finished)

    # Controls ---------------------------------------------------------------------------
    def controls_for(self, legal: list[Action]) -> list[Control]:
        """Only the forced Pay / Pass gets a button (plays are made on the cards), and
        only after a short pause so the player sees that nothing fits."""
        if not legal or isinstance(legal[0], Play):
            return []
        if self.forced_ply != self.session.ply:
            self.forced_ply = self.session.ply
            self.forced_at = self.time
        if self.time - (self.forced_at or 0.0) < PAY_PAUSE * self.speed:
            return []
        keys = (pygame.K_p, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if legal[0] is PAY:
            return [
                Control(
                    PAY,
                    "Pay 1 token",
                    keys,
                    "P / Enter",
                    "danger",
                    "No card in your hand fits any sequence: pay one token into the pot.",
                )
            ]
        if legal[0] is PASS:
            tip = (
                "No card fits: pass."
                if self.sevens
                else "No card fits and you have no tokens: pass for free."
            )
            return [Control(PASS, "Pass", keys, "P / Enter", "secondary", tip)]
        return []

    def must_pay(self) -> bool:
        """True when the viewer is to move and no card of theirs fits."""
        if not self.human_to_move():
            return False
        legal = self.state.legal_actions()
        return bool(legal) and not isinstance(legal[0], Play)

    def selectable(self) -> list[int]:
        """The viewer's playable cards in hand order (one entry per distinct card)."""
        plays = self.legal_plays()
        out: list[int] = []
        for card in self.shown.hand:
            if card in plays and card not in out:
                out.append(card)
        return out

    def play_card(self, card: int, target_index: int = 0) -> None:
        plays = self.legal_plays().get(card)
        if not plays:
            return
        action = plays[min(target_index, len(plays) - 1)]
        self.sel_card = None
        self.sel_target = 0
        self.hover_card = None
        self.play(action)

    # Log --------------------------------------------------------------------------------
    def describe_event(self, event: Event) -> str | None:
        p = event.player
        name = self.session.seat_label(p) if p is not None and p >= 0 else ""
        d = event.data
        kind = event.kind
        if kind == "play":
            card = card_label(parse_card(str(d.get("card"))))
            text = f"{name} plays {card}"
            if d.get("started"):
                text += " (starts)"
            left = int(d.get("cards_left", 1))
            if left == 0:
                text += " — out of cards!"
            elif left == 1:
                text += " — last card"
            return text
        if kind == "pay":
            return f"{name} pays 1 — pot {d.get('pot')}"
        if kind == "pass":
            return f"{name} cannot play, passes"
        if kind == "out":
            place = int(d.get("place", 1))
            return f"{name} is out of cards — {ORDINALS[place - 1]}"
        if kind == "round_start":
            first = self.session.seat_label(int(d.get("first_player", 0)))
            dealer = self.session.seat_label(int(d.get("dealer", 0)))
            return f"Round {d.get('round')}: {dealer} deals, {first} leads"
        if kind == "round_end":
            winner = self.session.seat_label(int(d.get("winner", 0)))
            if "finish_order" in d:
                return f"Round {d.get('round')} over: {winner} went out first"
            won = int(d.get("pot_won", 0))
            if won:
                return f"Round {d.get('round')} over: {winner} wins {won} tokens"
            if d.get("all_broke"):
                return f"Round {d.get('round')} over: everyone is out of tokens; the game ends"
            return f"Round {d.get('round')} over: {winner} went out; the pot stays"
        if kind == "game_end":
            winners = [self.session.seat_label(i) for i in d.get("winners", [])]
            return "Winner: " + " & ".join(winners) if winners else None
        return None

    # Input ------------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_card = self.card_at(event.pos)
            return
        if not self.human_to_move():
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, action in self.target_hits:
                if rect.collidepoint(event.pos) and self.sel_card == action.card:
                    plays = self.legal_plays().get(action.card, [])
                    if action in plays:
                        self.play_card(action.card, plays.index(action))
                    return
            card = self.card_at(event.pos)
            if card is None:
                return
            plays = self.legal_plays().get(card)
            if not plays:
                return
            if len(plays) == 1:
                self.play_card(card)
            elif self.sel_card == card:
                self.play_card(card, self.sel_target)
            else:
                self.sel_card, self.sel_target = card, 0
        elif event.type == pygame.KEYDOWN:
            cards = self.selectable()
            if not cards:
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = 1 if event.key == pygame.K_RIGHT else -1
                if self.sel_card in cards:
                    i = (cards.index(self.sel_card) + step) % len(cards)
                else:
                    i = 0 if step > 0 else len(cards) - 1
                self.sel_card, self.sel_target = cards[i], 0
            elif event.key in (pygame.K_UP, pygame.K_DOWN) and self.sel_card in cards:
                count = len(self.legal_plays()[self.sel_card])
                self.sel_target = (self.sel_target + 1) % count
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                card = self.sel_card if self.sel_card in cards else cards[0]
                self.play_card(card, self.sel_target if card == self.sel_card else 0)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for rect, card in reversed(self.hand_hits):
            if rect.collidepoint(pos):
                return card
        return None

    def table_tooltip(self) -> str | None:
        mx, my = self.app.mouse
        if self.board.collidepoint(mx, my):
            for row, suit in enumerate(SUIT_ROWS):
                for lane in range(self.decks):
                    if self.lane_rect(row, lane).collidepoint(mx, my):
                        return self.lane_tip(suit, lane)
        for seat, rect in self.seat_rects.items():
            if seat != self.bottom_seat() and rect.collidepoint(mx, my):
                return self.seat_tip(seat)
        if self.pot_rect.collidepoint(mx, my) and not self.sevens:
            return (
                f"The pot: {self.shown.pot} token{'s' if self.shown.pot != 1 else ''}. "
                "The first player out of cards takes it."
            )
        return None

    def lane_tip(self, suit: int, lane: int) -> str:
        seqs = self.shown.seqs[suit]
        word = SUIT_WORDS[suit]
        if lane < len(seqs):
            lo, hi = seqs[lane]
            ends = []
            if lo > 0:
                ends.append(card_label(suit * 13 + lo - 1))
            if hi < 12:
                ends.append(card_label(suit * 13 + hi + 1))
            nxt = " or ".join(ends) if ends else "nothing (complete)"
            return (
                f"{word.capitalize()} sequence {lane + 1}: {card_label(suit * 13 + lo)} to "
                f"{card_label(suit * 13 + hi)}. Next: {nxt}."
            )
        if lane > len(seqs):
            return f"A second {word} sequence can start once the first one exists."
        first = "a 7" if self.sevens else "any card"
        return f"No {word} sequence here yet: {first} of {word} starts one."

    def seat_tip(self, seat: int) -> str:
        sh = self.shown
        parts = [self.session.seat_label(seat)]
        if seat < len(sh.in_game) and not sh.in_game[seat]:
            return parts[0] + ": out of the game (no tokens)."
        size = sh.sizes[seat] if seat < len(sh.sizes) else 0
        parts.append(f"{size} card{'s' if size != 1 else ''}")
        if not self.sevens:
            parts.append(f"{sh.tokens[seat]} tokens")
        if seat == sh.dealer:
            parts.append("dealer")
        kind = self.session.seats[seat].kind
        parts.append("human" if kind == "human" else f"{kind} bot")
        return " · ".join(parts)

    # Frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if (
            not self.animating
            and not self.queue
            and self.synced_ply != self.session.ply
            and self.banner is None
        ):
            self.sync_display()
        if not self.human_to_move():
            self.sel_card = None

    def draw_table(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(self.size)
        ART.set_colourblind(self.app.settings.colourblind)
        surface.blit(theme.felt_background(self.size), (0, 0))
        self.draw_top_bar(surface, s)
        self.draw_board(surface, s)
        self.draw_pot(surface, s)
        for seat, rect in self.seat_rects.items():
            if seat != self.bottom_seat():
                self.draw_seat(surface, seat, rect, s)
        self.draw_own(surface, s)
        for sprite in self.sprites:
            self.draw_sprite(surface, sprite, s)
        self.draw_banner(surface, s)

    def draw_top_bar(self, surface: pygame.Surface, s: float) -> None:
        bar, r = self.draw_title_bar(surface, s, 46, 24)
        sh = self.shown
        bits = [f"Round {sh.round} of {sh.rounds}"]
        if self.sevens:
            bits.append("Sevens")
        else:
            bits.append(f"Pot {sh.pot}")
        bits.append("two decks" if self.decks > 1 else "one deck")
        bits.append(f"Seed {self.session.seed}")
        theme.blit_text(
            surface,
            "   ·   ".join(bits),
            16 * s,
            (r.right + 24 * s, bar.centery),
            theme.TEXT_DIM,
            anchor="midleft",
        )

    def board_layer(self, s: float) -> pygame.Surface:
        """The felt, lanes and every card on the board as one opaque surface, redrawn only
        when a sequence changes (a frame then costs one blit for the whole board)."""
        sh = self.shown
        key = (tuple(tuple(tuple(seq) for seq in suit) for suit in sh.seqs), self.board.size)
        if self._board_layer is not None and self._board_key == key:
            return self._board_layer
        board = self.board
        layer = theme.felt_background(self.size).subsurface(board).copy()
        if self.board_bg is not None:
            layer.blit(self.board_bg, (0, 0))
        cw = self.board_cw
        slot_col = (170, 220, 190, 150)
        for suit in range(4):
            seqs = sh.seqs[suit]
            for lane, (lo, hi) in enumerate(seqs[: self.decks]):
                # The open ends first (the cards overlap them), then the sequence.
                for rank in (lo - 1, hi + 1):
                    if 0 <= rank <= 12:
                        r = self.slot_rect(suit, lane, rank).move(-board.x, -board.y)
                        layer.blit(ART.slot(cw, slot_col), r)
                for rank in range(lo, hi + 1):
                    r = self.slot_rect(suit, lane, rank).move(-board.x, -board.y)
                    if rank == lo:
                        layer.blit(ART.shadow(cw), r.move(2, 3))
                    layer.blit(ART.face(suit * 13 + rank, cw), r)
            if len(seqs) < self.decks:
                lane = len(seqs)
                lane_r = self.lane_rect(SUIT_ROWS.index(suit), lane).move(-board.x, -board.y)
                if self.sevens:
                    r = self.slot_rect(suit, lane, 6).move(-board.x, -board.y)
                    layer.blit(ART.slot(cw, slot_col, "7"), r)
                    text = f"a 7 of {SUIT_SYMBOLS[suit]} starts a sequence"
                else:
                    text = f"any {SUIT_SYMBOLS[suit]} card starts a sequence"
                if lane == 0 or not self.sevens:
                    theme.blit_text(
                        layer,
                        text,
                        13 * s,
                        (lane_r.right - 10 * s, lane_r.y + 8 * s),
                        (150, 200, 175),
                        anchor="topright",
                    )
        self._board_layer = layer.convert()
        self._board_key = key
        return self._board_layer

    def draw_board(self, surface: pygame.Surface, s: float) -> None:
        surface.blit(self.board_layer(s), self.board)
        sh = self.shown
        cw = self.board_cw
        ch = card_height(cw)
        plays = self.legal_plays()
        focus = self.sel_card if self.sel_card is not None else self.hover_card
        focus_plays = plays.get(focus, []) if focus is not None else []
        self.target_hits = []
        # Where the viewer can play now: every target of every playable card.
        targets: dict[tuple[int, int, int], list[Play]] = {}
        for card, card_plays in plays.items():
            for play in card_plays:
                targets.setdefault((suit_of(card), play.target, rank_of(card)), []).append(play)
        # Targets of the viewer's playable cards, strongest for the focused card.
        pulse = 0.5 + 0.5 * math.sin(self.time * 5)
        for (suit, lane, rank), target_plays in targets.items():
            r = self.slot_rect(suit, lane, rank)
            seqs = sh.seqs[suit]
            clip = None
            if lane < len(seqs) and rank == seqs[lane][0] - 1:
                # Below the low end: the sequence's first card lies over this place.
                low_x = self.slot_rect(suit, lane, seqs[lane][0]).x
                pad = ART.glow_pad(cw)
                clip = pygame.Rect(r.x - pad, r.y - pad, low_x - r.x + pad, r.height + 2 * pad)
                surface.set_clip(clip)
            focused = any(p in focus_plays for p in target_plays)
            if focused:
                play = next(p for p in target_plays if p in focus_plays)
                surface.blit(ART.ghost(play.card, cw, 170), r)
                glow = ART.glow(cw, theme.ACCENT)
                surface.blit(glow, glow.get_rect(center=r.center))
                self.target_hits.append((r, play))
                if len(focus_plays) > 1:
                    index = focus_plays.index(play)
                    chosen = index == self.sel_target and self.sel_card == play.card
                    theme.blit_text(
                        surface,
                        f"{index + 1}" + (" ◀" if chosen else ""),
                        15 * s,
                        (r.right + 4 * s, r.y - 2 * s),
                        theme.ACCENT,
                        bold=True,
                        anchor="bottomleft",
                    )
            elif self.sevens or lane < len(sh.seqs[suit]):
                alpha = 90 + 10 * int(9 * pulse)
                surface.blit(ART.slot(cw, (255, 214, 110, alpha)), r)
            if clip is not None:
                surface.set_clip(None)
        # Empty lanes any of the viewer's cards may start: the whole lane glows once.
        if not self.sevens:
            startable = {(suit, lane) for suit, lane, _ in targets if lane == len(sh.seqs[suit])}
            color = theme.lerp_color(theme.ACCENT_DARK, theme.ACCENT, pulse)
            for suit, lane in startable:
                lane_r = self.lane_rect(SUIT_ROWS.index(suit), lane)
                pygame.draw.rect(surface, color, lane_r, max(2, int(2 * s)), int(10 * s))
        _ = ch

    def draw_pot(self, surface: pygame.Surface, s: float) -> None:
        r = self.pot_rect
        theme.draw_panel(
            surface, r, (14, 36, 30, 220), int(12 * s), theme.PANEL_EDGE, 1, int(4 * s)
        )
        sh = self.shown
        if self.sevens:
            theme.blit_text(
                surface, "OUT", 15 * s, (r.centerx, r.y + 16 * s), theme.TEXT_DIM, True, "center"
            )
            y = r.y + 36 * s
            for place, seat in enumerate(sh.finish, start=1):
                name = theme.fit_text(self.session.seat_label(seat), 14 * s, r.width - 44 * s)
                theme.blit_text(surface, f"{place}. {name}", 14 * s, (r.x + 10 * s, y), theme.TEXT)
                y += 20 * s
            if not sh.finish:
                theme.blit_text(
                    surface,
                    "nobody yet",
                    13 * s,
                    (r.centerx, y + 8 * s),
                    theme.TEXT_DIM,
                    anchor="center",
                )
            return
        theme.blit_text(
            surface, "POT", 15 * s, (r.centerx, r.y + 16 * s), theme.TEXT_DIM, True, "center"
        )
        cx, cy = self.pot_center()
        radius = int(13 * s)
        tok = ART.token(radius)
        shown = min(sh.pot, 24)
        for i in range(shown):
            col, level = divmod(i, 8)
            x = cx + (col - 1) * int(24 * s) if shown > 8 else cx
            if shown > 8 and shown <= 16:
                x = cx + (col - 0.5) * int(26 * s)
            y = cy + int(14 * s) - level * int(4 * s)
            surface.blit(tok, tok.get_rect(center=(int(x), int(y))))
        theme.blit_text(
            surface,
            str(sh.pot),
            30 * s,
            (r.centerx, r.bottom - 26 * s),
            theme.TEXT,
            True,
            "center",
        )

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float) -> None:
        sh = self.shown
        in_game = sh.in_game[seat] if seat < len(sh.in_game) else True
        turn = (
            seat == sh.current and not self.finished and self.state.current_player >= 0 and in_game
        )
        fill = (34, 58, 46, 240) if turn else (16, 38, 32, 225)
        if not in_game:
            fill = (20, 24, 28, 200)
        theme.draw_panel(surface, rect, fill, int(12 * s), theme.PANEL_EDGE, 1, shadow=int(4 * s))
        if turn:
            pulse = 0.5 + 0.5 * math.sin(self.time * 4)
            color = theme.lerp_color(theme.ACCENT_DARK, theme.ACCENT, pulse)
            pygame.draw.rect(
                surface,
                color,
                rect.inflate(int(4 * s), int(4 * s)),
                max(2, int(3 * s)),
                border_radius=int(14 * s),
            )
        name = self.session.seat_label(seat)
        px = 16 * s
        right_space = int(30 * s) if seat == sh.dealer else 0
        theme.blit_text(
            surface,
            theme.fit_text(
                ("▶ " if turn else "") + name, px, rect.width - 20 * s - right_space, True
            ),
            px,
            (rect.x + 10 * s, rect.y + 7 * s),
            theme.ACCENT if turn else (theme.TEXT if in_game else theme.TEXT_DIM),
            bold=True,
        )
        if seat == sh.dealer:
            self.draw_dealer_chip(surface, (rect.right - int(16 * s), rect.y + int(16 * s)), s)
        if not in_game:
            theme.blit_text(
                surface,
                "out of the game",
                14 * s,
                (rect.centerx, rect.centery + 10 * s),
                theme.TEXT_DIM,
                anchor="center",
            )
            return
        # The hand: a fan of backs and the count.
        size = sh.sizes[seat] if seat < len(sh.sizes) else 0
        ax, ay = self.seat_anchor(seat)
        if size:
            fan = fan_of_backs(min(size, 9), int(22 * s), s)
            surface.blit(fan, fan.get_rect(center=(ax, ay)))
        count_x = ax + int(44 * s)
        if size:
            r = theme.blit_text(
                surface, str(size), 24 * s, (count_x, ay), theme.TEXT, True, "midleft"
            )
            if rect.right - r.right > 52 * s:
                theme.blit_text(
                    surface,
                    "card" if size == 1 else "cards",
                    13 * s,
                    (r.right + 5 * s, ay + 3 * s),
                    theme.TEXT_DIM,
                    anchor="midleft",
                )
        else:
            theme.blit_text(
                surface,
                "no cards",
                13 * s,
                (count_x - 20 * s, ay),
                theme.TEXT_DIM,
                anchor="midleft",
            )
        # Tokens (or Sevens points) along the bottom.
        tx, ty = self.token_anchor(seat)
        self.draw_score(surface, seat, (tx, ty), s, 16)
        status = self.status.get(seat)
        if status is not None and status.until > self.time:
            theme.blit_text(
                surface,
                status.text,
                14 * s,
                (rect.right - 10 * s, ty),
                status.color,
                True,
                "midright",
            )
        elif turn and (thinking := self.thinking_label(seat)):
            theme.blit_text(
                surface,
                thinking,
                13 * s,
                (rect.right - 10 * s, ty),
                theme.ACCENT,
                anchor="midright",
            )
        else:
            kind = self.session.seats[seat].kind
            theme.blit_text(
                surface,
                "human" if kind == "human" else f"{kind} bot",
                12 * s,
                (rect.right - 10 * s, ty),
                (130, 160, 150),
                anchor="midright",
            )

    def draw_score(
        self, surface: pygame.Surface, seat: int, pos: tuple[int, int], s: float, px: float
    ) -> pygame.Rect:
        """Token count with a token (or the Sevens total) drawn from ``pos`` rightwards."""
        sh = self.shown
        x, y = pos
        if self.sevens:
            total = sh.totals[seat] if seat < len(sh.totals) else 0
            return theme.blit_text(
                surface, f"{total} pts", px * s, (x - 8 * s, y), theme.TEXT, True, "midleft"
            )
        tok = ART.token(int(9 * s))
        surface.blit(tok, tok.get_rect(center=(x, y)))
        tokens = sh.tokens[seat] if seat < len(sh.tokens) else 0
        return theme.blit_text(
            surface, str(tokens), px * s, (x + 14 * s, y), theme.TEXT, True, "midleft"
        )

    def draw_dealer_chip(self, surface: pygame.Surface, center: tuple[int, int], s: float) -> None:
        r = int(10 * s)
        pygame.draw.circle(surface, (245, 245, 240), center, r)
        pygame.draw.circle(surface, (60, 60, 70), center, r, max(1, int(1.5 * s)))
        theme.blit_text(surface, "D", 12 * s, center, (30, 30, 40), True, "center")

    def draw_own(self, surface: pygame.Surface, s: float) -> None:
        sh = self.shown
        seat = self.bottom_seat()
        rect = self.own_rect
        to_move = self.human_to_move()
        turn = seat == sh.current and not self.finished and self.state.current_player >= 0
        fill = (30, 54, 44, 235) if turn else (16, 38, 32, 225)
        theme.draw_panel(surface, rect, fill, int(12 * s), theme.PANEL_EDGE, 1, shadow=int(4 * s))
        if turn:
            pulse = 0.5 + 0.5 * math.sin(self.time * 4)
            color = theme.lerp_color(theme.ACCENT_DARK, theme.ACCENT, pulse)
            pygame.draw.rect(
                surface,
                color,
                rect.inflate(int(4 * s), int(4 * s)),
                max(2, int(3 * s)),
                border_radius=int(14 * s),
            )
        # Header: tokens, name, cards, status.
        hx, hy = self.token_anchor(seat)
        r = self.draw_score(surface, seat, (hx, hy), s, 18)
        you = you_mark(self.session.seats[seat].name) if seat == self.viewer else ""
        size = sh.sizes[seat] if seat < len(sh.sizes) else 0
        r = theme.blit_text(
            surface,
            self.session.seat_label(seat) + you,
            18 * s,
            (r.right + 18 * s, hy),
            theme.ACCENT if turn else theme.TEXT,
            True,
            "midleft",
        )
        info = f"{size} card{'s' if size != 1 else ''}"
        if seat == sh.dealer:
            info += " · dealer"
        theme.blit_text(
            surface, info, 15 * s, (r.right + 14 * s, hy), theme.TEXT_DIM, anchor="midleft"
        )
        message, color = self.own_message()
        status = self.status.get(seat)
        if status is not None and status.until > self.time and not to_move:
            message, color = status.text, status.color
        if message:
            theme.blit_text(
                surface, message, 16 * s, (self.hand_rect.right, hy), color, True, "midright"
            )
        # The hand.
        self.hand_hits = []
        hand_rect = self.hand_rect
        if not self.sees_private(seat):
            self.draw_hidden_hand(surface, size, s)
        else:
            plays = self.legal_plays()
            forced = self.must_pay()
            cw, placed = self.hand_layout(sh.hand)
            ch = card_height(cw)
            lift_play, lift_sel = int(12 * s), int(24 * s)
            for card, x, y in placed:
                playable = card in plays
                focused = card == self.sel_card or (card == self.hover_card and playable)
                dy = -lift_sel if focused else (-lift_play if playable else 0)
                r = pygame.Rect(x, y + dy, cw, ch)
                surface.blit(ART.shadow(cw), r.move(3, 4))
                surface.blit(ART.face(card, cw), r)
                if playable:
                    color = theme.ACCENT if focused else (140, 230, 170)
                    glow = ART.glow(cw, color, 230 if focused else 150)
                    surface.blit(glow, glow.get_rect(center=r.center))
                elif to_move or forced:
                    surface.blit(ART.dim(cw), r)
                self.hand_hits.append((r.inflate(0, -dy) if dy else r, card))
            if not placed:
                theme.blit_text(
                    surface,
                    "no cards",
                    15 * s,
                    hand_rect.center,
                    theme.TEXT_DIM,
                    anchor="center",
                )
        self.draw_side(surface, s)

    def own_message(self) -> tuple[str, tuple[int, int, int]]:
        """The line over the hand: what the viewer should do now."""
        if self.finished or self.viewer is None:
            return "", theme.TEXT
        if self.must_pay():
            legal = self.state.legal_actions()
            if legal[0] is PAY:
                return "No card fits — you must pay 1 token", (255, 170, 90)
            return "No card fits — you pass", (255, 170, 90)
        if self.human_to_move():
            if self.sel_card is not None and len(self.legal_plays().get(self.sel_card, [])) > 1:
                return "Two places fit: click one, or ↑/↓ then Enter", theme.ACCENT
            return "Your turn: play a lifted card", theme.ACCENT
        return "", theme.TEXT

    def draw_hidden_hand(self, surface: pygame.Surface, size: int, s: float) -> None:
        """The bottom seat's hand face down (spectators)."""
        if not size:
            return
        cw = int(self.hand_cw * 0.8)
        ch = card_height(cw)
        step = min(cw * 0.4, (self.hand_rect.width - cw) / max(1, size - 1))
        total = cw + step * (size - 1)
        x0 = self.hand_rect.centerx - total / 2
        y = self.hand_rect.bottom - ch
        for i in range(size):
            surface.blit(ART.back(cw), (int(x0 + i * step), y))

    def draw_side(self, surface: pygame.Surface, s: float) -> None:
        """The right end of the bottom panel: the action button's place, or who is to move."""
        if self.controls or self.finished:
            return
        r = self.controls_rect
        p = self.state.current_player
        if p < 0:
            return
        if self.human_to_move():
            if self.must_pay():
                text, sub = "Pay in a moment…", "nothing fits"
            else:
                text, sub = "←/→ choose", "Enter plays"
        else:
            text, sub = "Waiting for", self.session.seat_label(p)
        theme.blit_text(
            surface, text, 15 * s, (r.centerx, r.centery - 11 * s), theme.TEXT_DIM, anchor="center"
        )
        theme.blit_text(
            surface,
            theme.fit_text(sub, 17 * s, r.width, True),
            17 * s,
            (r.centerx, r.centery + 12 * s),
            theme.TEXT,
            True,
            "center",
        )

    def draw_sprite(self, surface: pygame.Surface, sprite: Sprite, s: float) -> None:
        if sprite.kind == "token":
            tok = ART.token(int(11 * s))
            surface.blit(tok, tok.get_rect(center=(int(sprite.x), int(sprite.y))))
            return
        w = max(10, int(sprite.w))
        # Flying cards change size every frame: scale one cached face instead of drawing
        # a new face per width.
        base_w = max(self.hand_cw, self.board_cw)
        base = ART.face(sprite.value, base_w) if sprite.kind == "face" else ART.back(base_w)
        surf = base if w == base_w else pygame.transform.smoothscale(base, (w, card_height(w)))
        rect = surf.get_rect(center=(int(sprite.x), int(sprite.y)))
        surface.blit(ART.shadow(w), rect.move(4, 7))
        surface.blit(surf, rect)

    def banner_frame(self, s: float) -> tuple[tuple[int, int], int]:
        return self.board.center, int(min(640 * s, self.area.width - 40 * s))
