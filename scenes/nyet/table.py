"""The Nyet! table: the board with its five lines, the seats, the trick, the hand, the
first player's dialogs and an animation for every rules event.

What is drawn comes from the viewer's view (re-read whenever the event queue is empty)
and, while events animate, from a small display model the events update; no rule is
decided here (playable cards are the engine's legal actions). The person looking sits at
the bottom with their hand; the other seats are in a row across the top; the board is on
the left, the trick in the middle.

Input: click a box or a card, or choose with the arrow keys and press Enter; the team and
Bonus choices are buttons (number keys).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.contract import Action, Event
from game.nyet.actions import ChooseTeam, Cover, Discard, GiveBonus, PassLeft, Play
from game.nyet.board import BOX_NAMES, DISCARD, EMPTY, FIRST, POINTS, SUPER, TRUMP, UNUSED
from game.nyet.rules import NyetView
from scenes.core import theme
from scenes.core.widgets import Button
from scenes.nyet.art import (
    COLOUR_NAMES,
    SYMBOLS,
    TEAM_COLOURS,
    TEAM_MARKS,
    NyetArt,
    card_name,
)
from scenes.table.scene import Control, Sprite, TableScene, you_mark

LINE_TITLES = ("First player", "Discard", "Trump", "Supertrump", "Points per trick & loot")
DISCARD_TOPS = ("None", "1 card", "2 cards", "1 card", "Pass 1")
DISCARD_WORDS = {
    "none": "no discard",
    "1": "discard 1 card",
    "2": "discard 2 cards",
    "x1": "discard 1 card that is not a 1",
    "pass": "pass 1 card left",
}
COLOUR_INDEX = {"red": 0, "blue": 1, "yellow": 2, "green": 3}
PANEL_FILL = (16, 36, 30, 228)
PANEL_TURN = (30, 56, 44, 240)


@dataclass
class Shown:
    """What the table shows right now (follows the events while they animate)."""

    round: int = 1
    rounds: int | None = None
    target: int | None = None
    dealer: int = 0
    current: int = -1
    phase: str = "nyet"
    board: list[list[int]] = field(default_factory=list)
    first: int | None = None
    discard: str | None = None
    trump: str | None = None
    supertrump: str | None = None
    points: int | None = None
    teams: list[int] | None = None
    bonus: int | None = None
    hand: list[int] = field(default_factory=list)
    hand_sizes: list[int] = field(default_factory=list)
    discarded: list[int] = field(default_factory=list)
    discard_counts: list[int] = field(default_factory=list)
    passing: int | None = None
    passes_chosen: list[bool] = field(default_factory=list)
    passed: int | None = None
    received: int | None = None
    leader: int | None = None
    trick: list[tuple[int, int]] = field(default_factory=list)
    tricks_played: int = 0
    tricks_won: list[int] = field(default_factory=list)
    loot: list[list[int]] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    removed_open: tuple[int, ...] = ()
    unseen: int = 0
    winner_index: int | None = None
    last_trick: tuple[tuple[int, ...], int, int] | None = None  # cards, leader, winner


@dataclass
class Toast:
    """A short message over the middle of the table (terms, teams)."""

    lines: list[str]
    alpha: float = 0.0


def fan_positions(count: int, rect: pygame.Rect, cw: int, max_step: float) -> list[int]:
    """Left x of ``count`` overlapping cards of width ``cw`` centred in ``rect``."""
    if count <= 0:
        return []
    step = max_step if count == 1 else min(max_step, (rect.width - cw) / (count - 1))
    total = cw + step * (count - 1)
    x0 = rect.centerx - total / 2
    return [int(x0 + i * step) for i in range(count)]


class NyetTable(TableScene):
    """The Nyet! table scene."""

    def __init__(self, app: Any, session: Any, autosave: bool = True) -> None:
        super().__init__(app, session, autosave)
        self.art = NyetArt()
        self.shown = Shown()
        self.toast: Toast | None = None
        self.dirty = False
        self.hover_card: int | None = None  # index into the hand
        self.hover_box: tuple[int, int] | None = None
        self.sel_card: int | None = None
        self.sel_box: tuple[int, int] | None = None
        self.pulse_boxes: dict[tuple[int, int], float] = {}
        self.hidden_hand: set[int] = set()  # hand indices in flight (drawn as sprites)
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.box_rects: dict[tuple[int, int], pygame.Rect] = {}
        self.card_rects: list[tuple[pygame.Rect, int]] = []
        self.pile_rects: dict[int, pygame.Rect] = {}
        self.s = 1.0
        self.area = pygame.Rect(0, 0, 0, 0)
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.me_rect = pygame.Rect(0, 0, 0, 0)
        self.trick_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_rect = pygame.Rect(0, 0, 0, 0)
        self.dialog_rect = pygame.Rect(0, 0, 0, 0)

    # Seats ----------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return self.session.num_players

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < self.n:
            return ""
        return self.session.seat_label(seat)

    def initial(self, seat: int) -> str:
        return (self.name(seat) or "?")[:1]

    # Display model -------------------------------------------------------------------
    def sync_display(self) -> None:
        view: NyetView = self.view()
        private = self.viewer is not None
        loot: list[list[int]] = [[] for _ in range(view.num_players)]
        for trick in view.tricks:
            loot[trick.winner].extend(trick.loot)
        leader = view.leader
        trick = [((leader + i) % view.num_players, card) for i, card in enumerate(view.trick)]
        self.shown = Shown(
            round=view.round,
            rounds=view.rounds,
            target=view.target,
            dealer=view.dealer,
            current=view.current_player,
            phase=view.phase,
            board=[list(line) for line in view.board],
            first=view.first_player,
            discard=view.discard,
            trump=view.trump,
            supertrump=view.supertrump,
            points=view.points,
            teams=list(view.teams) if view.teams is not None else None,
            bonus=view.bonus,
            hand=list(view.hand) if private else [],
            hand_sizes=list(view.hand_sizes),
            discarded=list(view.discarded) if private else [],
            discard_counts=list(view.discard_counts),
            passing=view.passing if private else None,
            passes_chosen=list(view.passes_chosen),
            passed=view.passed if private else None,
            received=view.received if private else None,
            leader=leader,
            trick=trick if leader is not None else [],
            tricks_played=len(view.tricks),
            tricks_won=list(view.tricks_won),
            loot=loot,
            totals=list(view.totals),
            removed_open=view.removed_open,
            unseen=view.unseen_count,
            last_trick=(
                (view.tricks[-1].cards, view.tricks[-1].leader, view.tricks[-1].winner)
                if view.tricks
                else None
            ),
        )
        self.sprites = []
        self.hidden_hand = set()
        self.dirty = False
        self.clamp_selection()

    def update(self, dt: float) -> None:
        for key in list(self.pulse_boxes):
            self.pulse_boxes[key] -= dt
            if self.pulse_boxes[key] <= 0:
                del self.pulse_boxes[key]
        super().update(dt)
        if self.dirty and not self.animating and not self.queue:
            self.sync_display()
            self.refresh_controls()

    def play(self, action: Action) -> None:
        self.dirty = True
        super().play(action)

    # Layout ---------------------------------------------------------------------------
    def layout_table(self) -> None:
        s = theme.ui_scale(self.size)
        self.s = s
        w, h = self.size
        top = int(56 * s)
        log_w = int(min(250 * s, w * 0.2))
        self.log.place((w - log_w - int(12 * s), top, log_w, h - top - int(12 * s)), s)
        area = pygame.Rect(int(12 * s), top, self.log.rect.x - int(24 * s), h - top - int(12 * s))
        self.area = area
        left_w = int(min(360 * s, area.width * 0.38))
        band_h = int(158 * s)
        band_y = area.bottom - band_h
        self.board_rect = pygame.Rect(
            area.x, area.y + int(6 * s), left_w, band_y - int(10 * s) - area.y - int(6 * s)
        )
        self.me_rect = pygame.Rect(area.x, band_y, left_w, band_h)
        rx = area.x + left_w + int(12 * s)
        rw = area.right - rx
        seat_h = int(118 * s)
        others = [(self.bottom_seat() + k) % self.n for k in range(1, self.n)]
        gap = int(10 * s)
        pw = int(min(250 * s, (rw - gap * (len(others) - 1)) / max(1, len(others))))
        total = pw * len(others) + gap * (len(others) - 1)
        x = rx + (rw - total) // 2
        self.seat_rects = {}
        for seat in others:
            self.seat_rects[seat] = pygame.Rect(x, area.y + int(6 * s), pw, seat_h)
            x += pw + gap
        self.seat_rects[self.bottom_seat()] = self.me_rect
        trick_top = area.y + int(6 * s) + seat_h + int(8 * s)
        self.trick_rect = pygame.Rect(rx, trick_top, rw, band_y - int(8 * s) - trick_top)
        self.hand_rect = pygame.Rect(rx, band_y, rw, band_h)
        self.layout_board()

    def layout_board(self) -> None:
        s = self.s
        r = self.board_rect
        head = int(44 * s)
        rows = len(BOX_NAMES)
        row_h = (r.height - head - int(8 * s)) / rows
        label_h = int(22 * s)
        gap = int(7 * s)
        pad = int(12 * s)
        bw = int((r.width - 2 * pad - 4 * gap) / 5)
        bh = int(min(bw, row_h - label_h - int(6 * s)))
        self.box_rects = {}
        for line, names in enumerate(BOX_NAMES):
            y = int(r.y + head + line * row_h + label_h)
            for box in range(len(names)):
                self.box_rects[(line, box)] = pygame.Rect(r.x + pad + box * (bw + gap), y, bw, bh)
        self.row_label_y = [int(r.y + head + line * row_h) for line in range(rows)]

    def hand_card_width(self) -> int:
        return int(min(88 * self.s, (self.hand_rect.height - 30 * self.s) / 1.42))

    def hand_layout(self) -> list[tuple[pygame.Rect, int]]:
        """Rects (at rest, not lifted) of the viewer's hand cards, with their codes."""
        sh = self.shown
        cw = self.hand_card_width()
        ch = self.art.height(cw)
        r = self.hand_rect.inflate(-int(16 * self.s), 0)
        cards = sh.hand
        xs = fan_positions(len(cards), r, cw, cw * 0.78)
        y = self.hand_rect.bottom - ch - int(8 * self.s)
        return [(pygame.Rect(x, y, cw, ch), card) for x, card in zip(xs, cards, strict=True)]

    def trick_card_width(self) -> int:
        r = self.trick_rect
        gap = 16 * self.s
        return int(min(92 * self.s, (r.width - gap * (self.n + 1)) / self.n, r.height * 0.5 / 1.42))

    def trick_slot(self, index: int) -> tuple[int, int]:
        """Centre of the ``index``-th card of the trick."""
        r = self.trick_rect
        cw = self.trick_card_width()
        gap = int(20 * self.s)
        total = self.n * cw + (self.n - 1) * gap
        x0 = r.centerx - total // 2
        return (x0 + index * (cw + gap) + cw // 2, r.y + int(r.height * 0.47))

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        r = self.seat_rects.get(seat)
        if r is None:
            return self.trick_rect.center
        if seat == self.bottom_seat():
            return self.hand_rect.centerx, self.hand_rect.centery
        return r.centerx, r.y + int(70 * self.s)

    def pile_anchor(self, seat: int) -> tuple[int, int]:
        r = self.seat_rects.get(seat)
        if r is None:
            return self.trick_rect.center
        if seat == self.bottom_seat():
            return r.x + int(40 * self.s), r.bottom - int(40 * self.s)
        return r.x + int(24 * self.s), r.bottom - int(26 * self.s)

    def token_anchor(self, seat: int) -> tuple[int, int]:
        r = self.seat_rects.get(seat)
        if r is None:
            return self.board_rect.center
        return r.x + int(22 * self.s), r.y + int(21 * self.s)

    # Selection (keyboard and hover) ---------------------------------------------------
    def legal_by_card(self) -> dict[int, Action]:
        """The human's card actions (discard, pass or play), by card code."""
        if not self.human_to_move():
            return {}
        out: dict[int, Action] = {}
        for action in self.state.legal_actions():
            if isinstance(action, (Discard, PassLeft, Play)):
                out[action.card] = action
        return out

    def legal_boxes(self) -> list[tuple[int, int]]:
        """The boxes the human may cover now, line by line."""
        if not self.human_to_move():
            return []
        return [(a.line, a.box) for a in self.state.legal_actions() if isinstance(a, Cover)]

    def clamp_selection(self) -> None:
        legal = self.legal_by_card()
        hand = self.shown.hand
        if legal:
            if (
                self.sel_card is None
                or self.sel_card >= len(hand)
                or hand[self.sel_card] not in legal
            ):
                self.sel_card = next((i for i, c in enumerate(hand) if c in legal), None)
        else:
            self.sel_card = None
        boxes = self.legal_boxes()
        if boxes:
            if self.sel_box not in boxes:
                self.sel_box = boxes[0]
        else:
            self.sel_box = None

    def move_card_selection(self, step: int) -> None:
        legal = self.legal_by_card()
        hand = self.shown.hand
        playable = [i for i, c in enumerate(hand) if c in legal]
        if not playable:
            return
        if self.sel_card not in playable:
            self.sel_card = playable[0]
            return
        k = playable.index(self.sel_card)
        self.sel_card = playable[(k + step) % len(playable)]

    def move_box_selection(self, dx: int, dy: int) -> None:
        boxes = self.legal_boxes()
        if not boxes:
            return
        if self.sel_box not in boxes:
            self.sel_box = boxes[0]
            return
        assert self.sel_box is not None
        if dx:
            k = boxes.index(self.sel_box)
            self.sel_box = boxes[(k + dx) % len(boxes)]
            return
        lines = sorted({line for line, _ in boxes})
        k = lines.index(self.sel_box[0])
        line = lines[(k + dy) % len(lines)]
        cx = self.box_rects[self.sel_box].centerx
        self.sel_box = min(
            (b for b in boxes if b[0] == line), key=lambda b: abs(self.box_rects[b].centerx - cx)
        )

    # Input ----------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.update_hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.update_hover(event.pos)
            self.click_at(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def update_hover(self, pos: tuple[int, int]) -> None:
        self.hover_card = None
        self.hover_box = None
        legal = self.legal_by_card()
        for index, (rect, card) in reversed(list(enumerate(self.hand_layout()))):
            hit = rect.move(0, -int(16 * self.s)) if card in legal else rect
            if hit.union(rect).collidepoint(pos):
                self.hover_card = index
                if card in legal:
                    self.sel_card = index
                break
        boxes = self.legal_boxes()
        for key, rect in self.box_rects.items():
            if rect.collidepoint(pos):
                self.hover_box = key
                if key in boxes:
                    self.sel_box = key
                break

    def click_at(self, pos: tuple[int, int]) -> None:
        if not self.human_to_move():
            return
        if self.hover_box is not None and self.hover_box in self.legal_boxes():
            self._clicker(Cover(*self.hover_box))()
            return
        if self.hover_card is not None:
            hand = self.shown.hand
            if self.hover_card < len(hand):
                action = self.legal_by_card().get(hand[self.hover_card])
                if action is not None:
                    self._clicker(action)()

    def key(self, key: int) -> None:
        if not self.human_to_move():
            return
        boxes = self.legal_boxes()
        if boxes:
            moves = {
                pygame.K_LEFT: (-1, 0),
                pygame.K_RIGHT: (1, 0),
                pygame.K_UP: (0, -1),
                pygame.K_DOWN: (0, 1),
            }
            if key in moves:
                self.move_box_selection(*moves[key])
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.sel_box in boxes:
                assert self.sel_box is not None
                self._clicker(Cover(*self.sel_box))()
            return
        legal = self.legal_by_card()
        if not legal:
            return
        if key in (pygame.K_LEFT, pygame.K_UP):
            self.move_card_selection(-1)
        elif key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            self.move_card_selection(1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.clamp_selection()
            if self.sel_card is not None and self.sel_card < len(self.shown.hand):
                action = legal.get(self.shown.hand[self.sel_card])
                if action is not None:
                    self._clicker(action)()

    # Controls (the first player's dialogs) --------------------------------------------
    def controls_for(self, legal: list[Action]) -> list[Control]:
        out: list[Control] = []
        digits = [pygame.K_1 + i for i in range(9)] + [pygame.K_0]
        choices = [a for a in legal if isinstance(a, (ChooseTeam, GiveBonus))]
        for i, action in enumerate(choices):
            keys = (digits[i],) if i < len(digits) else ()
            hint = f"key {(i + 1) % 10}" if i < len(digits) else ""
            if isinstance(action, ChooseTeam):
                if action.partners:
                    names = " & ".join(self.name(p) for p in action.partners)
                    label = f"With {names}"
                    size = len(action.partners) + 1
                    tip = f"Your team: you and {names} ({size} against {self.n - size})."
                    hint = f"{hint} · {size} against {self.n - size}" if hint else hint
                else:
                    label = "Play alone"
                    tip = f"You alone against {self.n - 1}; you hold the Bonus card."
                out.append(Control(action, label, keys, hint, "primary", tip))
            else:
                label = (
                    "Keep it" if action.seat == self.viewer else f"Give to {self.name(action.seat)}"
                )
                tip = f"{self.name(action.seat)}'s round points count double."
                out.append(Control(action, label, keys, hint, "accent", tip))
        return out

    def place_controls(self, buttons: list[Button]) -> None:
        if not buttons or self.trick_rect.width <= 0:
            self.dialog_rect = pygame.Rect(0, 0, 0, 0)
            return
        s = self.s
        cols = 1 if len(buttons) <= 4 else 2
        rows = math.ceil(len(buttons) / cols)
        bw = int(min(250 * s, (self.trick_rect.width - 60 * s) / cols))
        bh = int(46 * s)
        gap = int(10 * s)
        head = int(84 * s)
        w = cols * bw + (cols - 1) * gap + int(40 * s)
        h = head + rows * bh + (rows - 1) * gap + int(22 * s)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = self.trick_rect.center
        rect.clamp_ip(self.trick_rect.inflate(0, int(120 * s)))
        self.dialog_rect = rect
        for i, button in enumerate(buttons):
            col, row = (i // rows, i % rows) if cols > 1 else (0, i)
            x = rect.x + int(20 * s) + col * (bw + gap)
            y = rect.y + head + row * (bh + gap)
            button.place((x, y, bw, bh), s)
            button.font_px = 17

    # Animations -------------------------------------------------------------------------
    def fly(
        self,
        sprite: Sprite,
        to: tuple[float, float],
        seconds: float,
        on_done: Callable[[], None],
        width: float | None = None,
        delay: float = 0.0,
    ) -> None:
        """Move a sprite to ``to`` (and width), then remove it and call ``on_done``."""
        self.sprites.append(sprite)
        d = self.dur(seconds)

        def landed() -> None:
            if sprite in self.sprites:
                self.sprites.remove(sprite)
            on_done()

        if width is not None:
            self.tweens.to(sprite, "w", width, d, "in_out_cubic", delay=self.dur(delay))
        self.tweens.to(sprite, "x", to[0], d, "in_out_cubic", delay=self.dur(delay))
        self.tweens.to(sprite, "y", to[1], d, "in_out_cubic", delay=self.dur(delay), on_done=landed)

    def hand_card_origin(self, card: int) -> tuple[tuple[int, int], int] | None:
        """Centre and width of a card in the viewer's shown hand (None if not shown)."""
        for rect, c in self.hand_layout():
            if c == card:
                return rect.move(0, -int(16 * self.s)).center, rect.width
        return None

    def remove_from_hand(self, card: int) -> None:
        if card in self.shown.hand:
            self.shown.hand.remove(card)

    def animate_event(self, event: Event, done: Callable[[], None]) -> None:
        kind, data, p = event.kind, event.data, event.player
        sh = self.shown
        mine = self.viewer is not None and p == self.viewer
        private = event.private.get(self.viewer) if self.viewer is not None else None
        if kind == "round_start":
            self.start_round_display(data, private)
            self.app.audio.play("card")
            self.show_toast([f"Round {sh.round}", f"{self.name(sh.dealer)} deals"], 1.0, done)
        elif kind == "cover" and p is not None:
            line, box = int(data["line"]), int(data["box"])
            sh.current = p
            target = self.box_rects.get((line, box))
            start = self.token_anchor(p)
            sprite = Sprite("token", p, start[0], start[1], 22 * self.s)

            def covered() -> None:
                if sh.board:
                    sh.board[line][box] = p
                self.pulse_boxes[(line, box)] = 0.8 * max(self.speed, 0.01)
                self.app.audio.play("chip")
                self.tweens.after(self.dur(0.05), done)

            end = target.center if target is not None else start
            self.fly(sprite, end, 0.42, covered, width=30 * self.s)
        elif kind == "terms":
            sh.first = int(data["first_player"])
            sh.discard = str(data["discard"])
            sh.trump = str(data["trump"])
            sh.supertrump = str(data["supertrump"])
            sh.points = int(data["points"])
            sh.current = sh.first
            sh.phase = "team" if self.n > 2 else "discard"
            for line, boxes in enumerate(sh.board):
                for box, holder in enumerate(boxes):
                    if holder == EMPTY:
                        self.pulse_boxes[(line, box)] = 1.4 * max(self.speed, 0.01)
            self.show_toast(
                [
                    "The round's terms are set",
                    f"First player: {self.name(sh.first)}   ·   "
                    f"{DISCARD_WORDS[sh.discard].capitalize()}",
                    f"Trump: {self.colour_words(sh.trump)}   ·   Supertrump: "
                    f"{self.super_words(sh.supertrump)}   ·   {sh.points:+d} per trick",
                ],
                2.0,
                done,
            )
        elif kind == "teams":
            sh.teams = [int(t) for t in data["teams"]]
            partners = [int(x) for x in data.get("partners", [])]
            if partners:
                text = f"{self.name(p)} plays with {' & '.join(self.name(x) for x in partners)}"
            else:
                text = f"{self.name(p)} plays alone"
            self.show_toast([text], 1.2, done)
        elif kind == "bonus" and p is not None:
            giver = data.get("by")
            start = self.token_anchor(int(giver)) if giver is not None else self.trick_rect.center
            sprite = Sprite("bonus", None, start[0], start[1], 30 * self.s)

            def given() -> None:
                sh.bonus = p
                done()

            self.fly(sprite, self.token_anchor(p), 0.5, given, width=24 * self.s)
        elif kind == "discard" and p is not None:
            sh.current = p
            sh.phase = "discard"
            card = private.get("card") if mine and private else None
            self.send_card_away(p, card, "discard", done)
        elif kind == "pass_chosen" and p is not None:
            sh.current = p
            sh.phase = "pass"
            card = private.get("card") if mine and private else None
            self.send_card_away(p, card, "pass", done)
        elif kind == "pass_delivered":
            self.deliver_passes(private, done)
        elif kind == "tricks_start":
            sh.phase = "tricks"
            sh.leader = int(data.get("leader", p if p is not None else 0))
            sh.current = sh.leader
            sh.trick = []
            done()
        elif kind == "play" and p is not None:
            self.animate_play(p, int(data["card"]), done)
        elif kind == "trick" and p is not None:
            self.animate_trick(p, data, done)
        elif kind == "round_end":
            self.show_round_banner(data, done)
        else:
            done()

    def start_round_display(self, data: Any, private: Any) -> None:
        """Reset the display for a new round (from the round_start event)."""
        sh = self.shown
        n = self.n
        from game.nyet.board import new_board

        sh.round = int(data.get("round", sh.round + 1))
        sh.dealer = int(data.get("dealer", sh.dealer))
        sh.current = sh.dealer
        sh.phase = "nyet"
        sh.board = new_board(n)
        sh.first = sh.discard = sh.trump = sh.supertrump = None
        sh.points = None
        sh.teams = None
        sh.bonus = None
        sh.hand_sizes = [int(x) for x in data.get("hand_sizes", [0] * n)]
        sh.hand = sorted(private.get("hand", [])) if private else []
        sh.discarded = []
        sh.discard_counts = [0] * n
        sh.passing = sh.passed = sh.received = None
        sh.passes_chosen = [False] * n
        sh.leader = None
        sh.trick = []
        sh.tricks_played = 0
        sh.tricks_won = [0] * n
        sh.loot = [[] for _ in range(n)]
        sh.winner_index = None
        sh.last_trick = None

    def send_card_away(
        self, seat: int, card: int | None, why: str, done: Callable[[], None]
    ) -> None:
        """A discarded or passing card leaves ``seat``'s hand (face up only for its owner)."""
        sh = self.shown
        origin = self.hand_card_origin(card) if card is not None else None
        if origin is None:
            start, width = self.seat_anchor(seat), 26 * self.s
        else:
            start, width = origin
        if card is not None:
            self.remove_from_hand(card)
        sprite = Sprite("card" if card is not None else "back", card, start[0], start[1], width)
        if why == "discard":
            end = self.pile_anchor(seat)
            end = (end[0] + int(60 * self.s), end[1])
        else:
            left = (seat + 1) % self.n
            a, b = self.seat_anchor(seat), self.seat_anchor(left)
            end = (a[0] + (b[0] - a[0]) * 0.25, a[1] + (b[1] - a[1]) * 0.25)
        self.tweens.to(sprite, "alpha", 0, self.dur(0.45), "in_quad")

        def gone() -> None:
            if seat < len(sh.hand_sizes):
                sh.hand_sizes[seat] = max(0, sh.hand_sizes[seat] - 1)
            if why == "discard":
                sh.discard_counts[seat] += 1
                if card is not None:
                    sh.discarded.append(card)
            else:
                sh.passes_chosen[seat] = True
                if card is not None:
                    sh.passing = card
            self.app.audio.play("card")
            done()

        self.fly(sprite, end, 0.45, gone, width=22 * self.s)

    def deliver_passes(self, private: Any, done: Callable[[], None]) -> None:
        sh = self.shown
        n = self.n
        left = [n]

        def one_landed() -> None:
            left[0] -= 1
            if left[0] == 0:
                if private:
                    sh.passed = private.get("passed")
                    sh.received = private.get("received")
                    if sh.received is not None:
                        sh.hand = sorted([*sh.hand, int(sh.received)])
                sh.passing = None
                sh.passes_chosen = [False] * n
                self.app.audio.play("card")
                done()

        for seat in range(n):
            a, b = self.seat_anchor(seat), self.seat_anchor((seat + 1) % n)
            sprite = Sprite("back", None, a[0], a[1], 26 * self.s)
            self.fly(sprite, b, 0.55, one_landed, delay=0.04 * seat)

    def animate_play(self, seat: int, card: int, done: Callable[[], None]) -> None:
        sh = self.shown
        sh.current = seat
        if not sh.trick:
            sh.leader = seat
        origin = self.hand_card_origin(card) if seat == self.viewer else None
        if origin is None:
            start, width = self.seat_anchor(seat), 30 * self.s
        else:
            start, width = origin
        if seat == self.viewer:
            self.remove_from_hand(card)
        index = len(sh.trick)
        sprite = Sprite("card", card, start[0], start[1], width)

        def landed() -> None:
            sh.trick.append((seat, card))
            if seat < len(sh.hand_sizes):
                sh.hand_sizes[seat] = max(0, sh.hand_sizes[seat] - 1)
            sh.current = (seat + 1) % self.n
            self.app.audio.play("card")
            done()

        self.fly(sprite, self.trick_slot(index), 0.36, landed, width=self.trick_card_width())

    def animate_trick(self, winner: int, data: Any, done: Callable[[], None]) -> None:
        sh = self.shown
        cards = [int(c) for c in data.get("cards", [])]
        leader = int(data.get("leader", sh.leader or 0))
        loot = [int(c) for c in data.get("loot", [])]
        sh.winner_index = (winner - leader) % self.n
        sh.current = winner

        def collect() -> None:
            sprites = [
                Sprite("card", card, *self.trick_slot(i), self.trick_card_width())
                for i, card in enumerate(cards)
            ]
            sh.trick = []
            sh.winner_index = None
            sh.last_trick = (tuple(cards), leader, winner)
            left = [len(sprites)]

            def one_landed() -> None:
                left[0] -= 1
                if left[0] == 0:
                    sh.tricks_won[winner] += 1
                    sh.loot[winner].extend(loot)
                    sh.tricks_played += 1
                    sh.leader = winner
                    sh.current = winner
                    self.app.audio.play("chip")
                    done()

            for i, sprite in enumerate(sprites):
                self.fly(sprite, self.pile_anchor(winner), 0.42, one_landed, 22 * self.s, 0.03 * i)

        self.tweens.after(self.dur(0.75), collect)

    def colour_words(self, colour: str | None) -> str:
        if colour is None or colour not in COLOUR_INDEX:
            return "—"
        i = COLOUR_INDEX[colour]
        return f"{SYMBOLS[i]} {COLOUR_NAMES[i]}"

    def super_words(self, colour: str | None) -> str:
        if colour is None:
            return "—"
        if colour == "none":
            return "none"
        return f"{self.colour_words(colour)} 1s"

    def show_toast(self, lines: list[str], seconds: float, done: Callable[[], None]) -> None:
        """A short message over the trick area; the queue moves on after ``seconds``."""
        if self.speed == 0:
            done()
            return
        toast = Toast(lines)
        self.toast = toast
        self.tweens.to(toast, "alpha", 255, self.dur(0.2), "out_cubic")

        def finish() -> None:
            if self.toast is toast:
                self.toast = None
            done()

        self.tweens.after(self.dur(seconds), finish)

    def show_round_banner(self, data: Any, done: Callable[[], None]) -> None:
        sh = self.shown
        points = [int(x) for x in data.get("points", [])]
        totals = [int(x) for x in data.get("totals", [])]
        details = list(data.get("breakdown", []))
        sh.totals = totals or sh.totals
        if self.speed == 0:
            done()
            return
        value = sh.points if sh.points is not None else 0
        lines: list[tuple[str, tuple[int, int, int], bool]] = []
        for side in (0, 1):
            members = [i for i, d in enumerate(details) if int(d.get("team", -1)) == side]
            if not members:
                continue
            d = details[members[0]]
            tricks, loot = int(d.get("team_tricks", 0)), int(d.get("team_loot", 0))
            names = ", ".join(self.name(i) for i in members)
            lines.append(
                (
                    f"Team {TEAM_MARKS[side]} ({names}): {tricks} tricks + {loot} loot"
                    f" = {tricks + loot} × {value:+d} = {(tricks + loot) * value:+d}",
                    TEAM_COLOURS[side],
                    True,
                )
            )
        lines.append(("", theme.TEXT, False))
        for seat in sorted(range(len(points)), key=lambda i: -totals[i] if totals else 0):
            bonus = "  (Bonus ×2)" if details and details[seat].get("bonus") else ""
            total = f"   total {totals[seat]}" if seat < len(totals) else ""
            lines.append(
                (f"{self.name(seat)}:  {points[seat]:+d}{bonus}{total}", theme.TEXT, False)
            )
        last = sh.rounds is not None and sh.round >= sh.rounds
        title = f"Round {data.get('round', sh.round)} scored" + (
            " — final scores next" if last else ""
        )
        self.show_banner(title, list(lines), 5.0, done)

    # Log --------------------------------------------------------------------------------
    def describe_event(self, event: Event) -> str | None:
        d = event.data
        who = self.name(event.player) if event.player is not None else ""
        kind = event.kind
        if kind == "round_start":
            return f"Round {d.get('round')} — {self.name(int(d.get('dealer', 0)))} deals"
        if kind == "cover":
            line, box = int(d["line"]), int(d["box"])
            return f"{who}: Nyet! to {self.box_words(line, box)}"
        if kind == "terms":
            return (
                f"Terms: {self.name(int(d['first_player']))} first, "
                f"{DISCARD_WORDS[str(d['discard'])]}, "
                f"trump {d['trump']}, supertrump {d['supertrump']}, {int(d['points']):+d} a trick"
            )
        if kind == "teams":
            partners = [self.name(int(x)) for x in d.get("partners", [])]
            return f"{who} plays " + (f"with {' & '.join(partners)}" if partners else "alone")
        if kind == "bonus":
            return f"Bonus card (×2) to {who}"
        if kind == "discard":
            return f"{who} discards (face down)"
        if kind == "pass_chosen":
            return f"{who} picks a card to pass"
        if kind == "pass_delivered":
            return "The passed cards arrive"
        if kind == "tricks_start":
            return f"{who} leads the first trick"
        if kind == "play":
            return f"{who}: {card_name(int(d['card']))}"
        if kind == "trick":
            loot = len(d.get("loot", []))
            return f"→ Trick to {who}" + (f" (+{loot} loot)" if loot else "")
        if kind == "round_end":
            pts = d.get("points", [])
            parts = [f"{self.name(i)} {int(v):+d}" for i, v in enumerate(pts)]
            return f"Round {d.get('round')}: " + ", ".join(parts)
        if kind == "game_end":
            winners = [self.name(int(i)) for i in d.get("winners", [])]
            return "Winner: " + " & ".join(winners) if winners else None
        return None

    def describe_private(self, event: Event, data: Any) -> str | None:
        if not isinstance(data, dict):
            return None
        if event.kind == "discard" and "card" in data:
            return f"(only you) You discarded {card_name(int(data['card']))}"
        if event.kind == "pass_chosen" and "card" in data:
            return f"(only you) You pass {card_name(int(data['card']))}"
        if event.kind == "pass_delivered" and "received" in data:
            left = self.name(((self.viewer or 0) + 1) % self.n)
            right = self.name(((self.viewer or 0) - 1) % self.n)
            return (
                f"(only you) You gave {card_name(int(data['passed']))} to {left} and got "
                f"{card_name(int(data['received']))} from {right}"
            )
        return None

    def box_words(self, line: int, box: int) -> str:
        name = BOX_NAMES[line][box]
        if line == FIRST:
            return f"{self.name(box) or 'seat ' + name} as first player"
        if line == DISCARD:
            return DISCARD_WORDS.get(name, name)
        if line == TRUMP:
            return f"trump {name}"
        if line == SUPER:
            return "no supertrump" if name == "none" else f"supertrump {name}"
        return f"{int(name):+d} points"

    # Tooltips ----------------------------------------------------------------------------
    def table_tooltip(self) -> str | None:
        mx, my = self.app.mouse
        for (line, box), rect in self.box_rects.items():
            if rect.collidepoint(mx, my):
                holder = self.shown.board[line][box] if self.shown.board else EMPTY
                words = self.box_words(line, box)
                if holder == UNUSED:
                    return "No player has this character: covered for the whole game."
                if holder >= 0:
                    return f"{self.name(holder)} said Nyet! to {words}."
                return f"Open: {words}."
        for rect, card in reversed(self.card_rects):
            if rect.collidepoint(mx, my):
                return self.card_tip(card)
        for seat, rect in self.pile_rects.items():
            if rect.collidepoint(mx, my):
                return self.pile_tip(seat)
        return None

    def pile_tip(self, seat: int) -> str:
        """The tricks ``seat`` won this round, card by card (played tricks are public)."""
        view: NyetView = self.view()
        won = [(i, t) for i, t in enumerate(view.tricks) if t.winner == seat]
        if not won:
            return f"{self.name(seat)} has won no trick this round."
        parts = []
        for number, trick in won:
            cards = " ".join(f"{SYMBOLS[c >> 4]}{c & 15}" for c in trick.cards)
            parts.append(f"#{number + 1}: {cards}")
        return f"{self.name(seat)}'s tricks — " + ";  ".join(parts)

    def card_tip(self, card: int) -> str:
        sh = self.shown
        colour, value = card >> 4, card & 15
        tip = card_name(card)
        if (
            sh.supertrump not in (None, "none")
            and value == 1
            and COLOUR_INDEX[sh.supertrump or ""] == colour
        ):
            return tip + " — a supertrump (counts as trump colour)"
        if sh.trump is not None and COLOUR_INDEX[sh.trump] == colour:
            tip += " — trump"
        if value == 1:
            tip += " — loot if captured by the other team"
        return tip

    # Drawing ------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.s
        surface.blit(theme.felt_background(self.size), (0, 0))
        self.card_rects = []
        self.pile_rects = {}
        self.draw_top_bar(surface, s)
        self.draw_board(surface, s)
        for seat, rect in self.seat_rects.items():
            if seat == self.bottom_seat():
                self.draw_me(surface, seat, rect, s)
            else:
                self.draw_seat(surface, seat, rect, s)
        self.draw_trick(surface, s)
        self.draw_hand(surface, s)
        if self.controls:
            self.draw_dialog(surface, s)
        for sprite in self.sprites:
            self.draw_sprite(surface, sprite)
        if self.toast is not None:
            self.draw_toast(surface, s)
        self.draw_banner(surface, s)

    def draw_top_bar(self, surface: pygame.Surface, s: float) -> None:
        w = self.size[0]
        bar, _ = self.draw_title_bar(surface, s, 52, 28)
        sh = self.shown
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
            f"Dealer {self.name(sh.dealer)} · seed {self.session.seed}",
            13 * s,
            (110 * s, bar.centery + 11 * s),
            theme.TEXT_DIM,
            anchor="midleft",
        )
        # The round's terms, always visible once set.
        x = max(r.right, 110 * s + 170 * s) + 16 * s
        right = self.menu_button.rect.x - 12 * s if self.menu_button.rect.width else w - 140 * s
        if sh.trump is None:
            left = sum(1 for line in sh.board for h in line if h == EMPTY) - len(sh.board)
            self.chip(
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
            width = self.chip_width(text, s)
            if x + width > right:
                break
            x = self.chip(surface, x, bar.centery, text, colour, s) + 8 * s

    def chip_width(self, text: str, s: float) -> float:
        return theme.text(text, 15 * s, bold=True).get_width() + 20 * s

    def chip(
        self, surface: pygame.Surface, x: float, cy: float, text: str, colour: int | None, s: float
    ) -> float:
        """A rounded label; a colour term carries the colour's swatch and symbol."""
        label = theme.text(text, 15 * s, theme.TEXT, bold=True)
        extra = int(26 * s) if colour is not None else 0
        rect = pygame.Rect(int(x), 0, label.get_width() + int(20 * s) + extra, int(32 * s))
        rect.centery = int(cy)
        theme.draw_panel(surface, rect, (24, 52, 42), rect.height // 2, (70, 120, 96), 1)
        if colour is not None:
            sw = self.art.swatch(colour, int(22 * s))
            surface.blit(sw, sw.get_rect(midleft=(rect.x + int(6 * s), rect.centery)))
        surface.blit(label, label.get_rect(midleft=(rect.x + int(10 * s) + extra, rect.centery)))
        return rect.right

    # Board ------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, s: float) -> None:
        sh = self.shown
        r = self.board_rect
        theme.draw_panel(
            surface, r, (14, 30, 26, 236), int(14 * s), (64, 104, 86), 1, shadow=int(4 * s)
        )
        theme.blit_text(
            surface,
            "THE NYET! BOARD",
            17 * s,
            (r.x + 14 * s, r.y + 12 * s),
            theme.ACCENT,
            bold=True,
        )
        nyet_phase = sh.phase == "nyet"
        status = "covering boxes" if nyet_phase else "terms of this round"
        theme.blit_text(
            surface,
            status,
            13 * s,
            (r.right - 14 * s, r.y + 16 * s),
            theme.TEXT_DIM,
            anchor="topright",
        )
        if not sh.board:
            return
        legal = set(self.legal_boxes())
        selected = self.sel_box if legal else None
        for line, names in enumerate(BOX_NAMES):
            boxes = sh.board[line]
            empty = sum(1 for h in boxes if h == EMPTY)
            ly = self.row_label_y[line]
            theme.blit_text(
                surface,
                f"{line + 1}  {LINE_TITLES[line].upper()}",
                12 * s,
                (r.x + 14 * s, ly + 3 * s),
                (190, 210, 200),
                bold=True,
            )
            if empty == 1:
                note, col = ("set" if nyet_phase else "✓"), theme.ACCENT
            else:
                note, col = f"{empty} open", theme.TEXT_DIM
            theme.blit_text(
                surface,
                note,
                12 * s,
                (r.right - 14 * s, ly + 3 * s),
                col,
                bold=True,
                anchor="topright",
            )
            for box in range(len(names)):
                rect = self.box_rects[(line, box)]
                self.draw_box(
                    surface,
                    line,
                    box,
                    rect,
                    boxes[box],
                    empty == 1,
                    (line, box) in legal,
                    selected == (line, box),
                    s,
                )

    def draw_box(
        self,
        surface: pygame.Surface,
        line: int,
        box: int,
        rect: pygame.Rect,
        holder: int,
        decided: bool,
        legal: bool,
        selected: bool,
        s: float,
    ) -> None:
        """One box: its term on top, a strip below with its name, or (once covered) the
        token of the player who said Nyet! to it."""
        radius = int(8 * s)
        covered = holder != EMPTY
        if holder == UNUSED:
            theme.draw_panel(surface, rect, (20, 26, 28), radius, (40, 50, 52), 1)
            pygame.draw.line(
                surface, (50, 62, 64), rect.bottomleft, rect.topright, max(1, int(2 * s))
            )
            theme.blit_text(
                surface, "no player", 10 * s, rect.center, (96, 110, 114), anchor="center"
            )
            return
        fill = (238, 234, 220) if not covered else (70, 78, 78)
        edge = (120, 120, 104) if not covered else (44, 50, 50)
        theme.draw_panel(surface, rect, fill, radius, edge, 1)
        strip_h = int(rect.height * 0.3)
        top = pygame.Rect(rect.x, rect.y, rect.width, rect.height - strip_h)
        strip = pygame.Rect(rect.x, rect.bottom - strip_h, rect.width, strip_h)
        self.draw_box_content(surface, line, box, top, covered, s)
        preview = legal and selected and not covered
        if covered or preview:
            # The veto strip: the coverer's token (a ghost of the chooser's as a preview).
            who = holder if covered else self.state.current_player
            band = theme.rounded_panel(strip.size, (26, 30, 32), radius)
            surface.blit(band, strip)
            tok = self.art.token(who, self.initial(who), int(strip_h * 0.42), ring=False)
            tx = strip.x + int(4 * s)
            surface.blit(tok, tok.get_rect(midleft=(tx, strip.centery)))
            theme.blit_text(
                surface,
                "NYET" if covered else "NYET?",
                10 * s,
                (tx + tok.get_width() + 3 * s, strip.centery),
                (220, 224, 226) if covered else theme.ACCENT,
                bold=True,
                anchor="midleft",
            )
        else:
            label = self.box_label(line, box)
            fits = theme.text(label, 11 * s, bold=True).get_width() < rect.width - 6 * s
            px = 11 * s if fits else 9 * s
            fitted = theme.fit_text(label, px, rect.width - 4 * s, True)
            theme.blit_text(
                surface, fitted, px, strip.center, (70, 72, 68), bold=True, anchor="center"
            )
        if decided and not covered:
            t = self.pulse_boxes.get((line, box), 0.0)
            width = max(2, int((3 + 2 * math.sin(self.time * 6) * min(1.0, t)) * s))
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
        pulse = self.pulse_boxes.get((line, box))
        if pulse and covered:
            alpha = int(255 * min(1.0, pulse / 0.8))
            big = rect.inflate(int(8 * s), int(8 * s))
            ring = theme.rounded_panel(
                big.size, (0, 0, 0, 0), radius + 4, (*theme.ACCENT, alpha), max(2, int(3 * s))
            )
            surface.blit(ring, big)

    def box_label(self, line: int, box: int) -> str:
        """The small caption under a box's term."""
        if line == FIRST:
            return self.name(box)
        if line == DISCARD:
            return ("discard", "discard", "discard", "not a 1", "left")[box]
        if line == TRUMP:
            return COLOUR_NAMES[box]
        if line == SUPER:
            return "no 1s" if box == 4 else f"{COLOUR_NAMES[box]} 1s"
        return "points"

    def draw_box_content(
        self,
        surface: pygame.Surface,
        line: int,
        box: int,
        rect: pygame.Rect,
        covered: bool,
        s: float,
    ) -> None:
        """The term of a box (token, words, colour tile or points) inside ``rect``."""
        ink = theme.TEXT_DARK if not covered else (170, 176, 176)
        cx, cy = rect.centerx, rect.centery + int(2 * s)
        if line == FIRST:
            tok = self.art.token(box, self.initial(box), int(rect.height * 0.3))
            if covered:
                tok = tok.copy()
                tok.set_alpha(120)
            surface.blit(tok, tok.get_rect(center=(cx, cy)))
        elif line == DISCARD:
            word = DISCARD_TOPS[box]
            theme.blit_text(surface, word, 15 * s, (cx, cy), ink, bold=True, anchor="center")
        elif line in (TRUMP, SUPER):
            if line == SUPER and box == 4:
                theme.blit_text(surface, "None", 15 * s, (cx, cy), ink, bold=True, anchor="center")
                return
            sw = self.art.swatch(box, int(rect.height * 0.62))
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
            theme.blit_text(
                surface, f"{value:+d}", 22 * s, (cx, cy), color, bold=True, anchor="center"
            )

    # Seats --------------------------------------------------------------------------
    def is_turn(self, seat: int) -> bool:
        return seat == self.shown.current and not self.finished and self.state.current_player >= 0

    def seat_frame(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float) -> bool:
        turn = self.is_turn(seat)
        theme.draw_panel(
            surface,
            rect,
            PANEL_TURN if turn else PANEL_FILL,
            int(12 * s),
            theme.PANEL_EDGE,
            1,
            shadow=int(4 * s),
        )
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
        return turn

    def seat_header(
        self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float, you: bool
    ) -> None:
        sh = self.shown
        turn = self.is_turn(seat)
        tok = self.art.token(seat, self.initial(seat), int(12 * s))
        tx, ty = rect.x + int(22 * s), rect.y + int(21 * s)
        surface.blit(tok, tok.get_rect(center=(tx, ty)))
        total = sh.totals[seat] if seat < len(sh.totals) else 0
        score = theme.text(f"{total}", 19 * s, theme.TEXT, bold=True)
        surface.blit(score, score.get_rect(midright=(rect.right - int(12 * s), ty)))
        name = self.name(seat) + (
            you_mark(self.name(seat)) if you and self.viewer is not None else ""
        )
        room = rect.right - int(12 * s) - score.get_width() - int(8 * s) - (tx + int(16 * s))
        theme.blit_text(
            surface,
            theme.fit_text(name, 16 * s, room, True),
            16 * s,
            (tx + 16 * s, ty),
            theme.ACCENT if turn else theme.TEXT,
            bold=True,
            anchor="midleft",
        )

    def seat_badges(
        self, surface: pygame.Surface, seat: int, x: float, y: float, s: float, right: float
    ) -> float:
        """Dealer, first player, team and Bonus markers from ``x``; returns the end x."""
        sh = self.shown
        badges: list[tuple[str, tuple[int, int, int], tuple[int, int, int]]] = []
        if sh.teams is not None and seat < len(sh.teams):
            side = sh.teams[seat]
            badges.append(
                (f"{TEAM_MARKS[side]} TEAM {side + 1}", TEAM_COLOURS[side], theme.TEXT_DARK)
            )
        if sh.bonus == seat:
            badges.append(("×2 BONUS", (255, 214, 90), (90, 56, 0)))
        if seat == sh.first:
            badges.append(("1ST", (240, 240, 240), theme.TEXT_DARK))
        if seat == sh.dealer:
            badges.append(("DEALER", (80, 92, 110), theme.TEXT))
        for text, fill, fg in badges:
            surf = theme.text(text, 11 * s, fg, bold=True)
            rect = pygame.Rect(
                int(x), 0, surf.get_width() + int(12 * s), surf.get_height() + int(4 * s)
            )
            rect.centery = int(y)
            if rect.right > right:
                break
            surface.blit(theme.rounded_panel(rect.size, fill, rect.height // 2), rect)
            surface.blit(surf, surf.get_rect(center=rect.center))
            x = rect.right + 5 * s
        return x

    def draw_pile(
        self,
        surface: pygame.Surface,
        seat: int,
        x: int,
        cy: int,
        cw: int,
        s: float,
        loot_step: float,
    ) -> None:
        """The seat's won tricks (a stack of backs with the count) and loot beside it."""
        sh = self.shown
        won = sh.tricks_won[seat] if seat < len(sh.tricks_won) else 0
        ch = self.art.height(cw)
        self.pile_rects[seat] = pygame.Rect(x - 4, cy - ch // 2 - 8, cw + 8, ch + 24)
        if won:
            for i in range(min(won, 4)):
                back = self.art.back(cw)
                surface.blit(back, back.get_rect(center=(x + cw // 2 - i * 2, cy - i * 2)))
            badge = theme.text(str(won), 13 * s, theme.TEXT_DARK, bold=True)
            radius = max(badge.get_width(), badge.get_height()) // 2 + int(3 * s)
            centre = (x + cw - int(2 * s), cy - ch // 2 - int(4 * s))
            pygame.draw.circle(surface, theme.ACCENT, centre, radius)
            surface.blit(badge, badge.get_rect(center=centre))
        else:
            pygame.draw.rect(
                surface, (60, 90, 78), (x, cy - ch // 2, cw, ch), 1, border_radius=max(2, cw // 9)
            )
            theme.blit_text(
                surface, "0", 13 * s, (x + cw // 2, cy), theme.TEXT_DIM, anchor="center"
            )
        label = "trick" if won == 1 else "tricks"
        theme.blit_text(
            surface,
            label,
            11 * s,
            (x + cw // 2, cy + ch // 2 + 2 * s),
            theme.TEXT_DIM,
            anchor="midtop",
        )
        loot = sh.loot[seat] if seat < len(sh.loot) else []
        lx = x + cw + int(10 * s)
        if loot:
            lw = int(cw * 0.9)
            for i, card in enumerate(loot):
                face = self.art.face(card, lw)
                rect = face.get_rect(midleft=(int(lx + i * loot_step), cy))
                surface.blit(face, rect)
                self.card_rects.append((rect, card))
            end = lx + (len(loot) - 1) * loot_step + lw
            theme.blit_text(
                surface,
                "loot",
                11 * s,
                ((lx + end) / 2, cy + ch // 2 + 2 * s),
                theme.ACCENT,
                bold=True,
                anchor="midtop",
            )

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float) -> None:
        sh = self.shown
        turn = self.seat_frame(surface, seat, rect, s)
        self.seat_header(surface, seat, rect, s, False)
        self.seat_badges(surface, seat, rect.x + 10 * s, rect.y + 45 * s, s, rect.right - 8 * s)
        # Hand: a small fan of backs with the count; then the won tricks and loot.
        count = sh.hand_sizes[seat] if seat < len(sh.hand_sizes) else 0
        cw = int(18 * s)
        ch = self.art.height(cw)
        cy = rect.bottom - int(30 * s)
        hx = rect.right - int(12 * s) - cw - int(3 * s) * min(count, 8)
        for i in range(min(count, 8)):
            back = self.art.back(cw)
            surface.blit(back, back.get_rect(midleft=(hx + int(3 * s) * i, cy)))
        theme.blit_text(
            surface,
            f"{count} cards",
            11 * s,
            (rect.right - 12 * s, cy + ch // 2 + 2 * s),
            theme.TEXT_DIM,
            anchor="topright",
        )
        extra = []
        if sh.phase == "discard" and seat < len(sh.discard_counts) and sh.discard_counts[seat]:
            extra.append(f"{sh.discard_counts[seat]} out")
        if seat < len(sh.passes_chosen) and sh.passes_chosen[seat]:
            extra.append("passing ➜")
        if extra:
            theme.blit_text(
                surface,
                " ".join(extra),
                11 * s,
                (hx - 6 * s, cy),
                theme.TEXT_DIM,
                anchor="midright",
            )
        room = hx - rect.x - int(60 * s)
        loot = sh.loot[seat] if seat < len(sh.loot) else []
        step = min(10 * s, room / max(1, len(loot))) if loot else 0
        self.draw_pile(surface, seat, rect.x + int(12 * s), cy - int(2 * s), int(20 * s), s, step)
        thinking = self.thinking_label(seat)
        if turn and thinking:
            theme.blit_text(
                surface,
                thinking,
                11 * s,
                (rect.right - 10 * s, rect.y + 45 * s),
                theme.ACCENT,
                anchor="midright",
            )

    def draw_me(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float) -> None:
        sh = self.shown
        self.seat_frame(surface, seat, rect, s)
        self.seat_header(surface, seat, rect, s, True)
        self.seat_badges(surface, seat, rect.x + 10 * s, rect.y + 46 * s, s, rect.right - 8 * s)
        cy = rect.bottom - int(52 * s)
        loot = sh.loot[seat] if seat < len(sh.loot) else []
        self.draw_pile(
            surface,
            seat,
            rect.x + int(14 * s),
            cy,
            int(30 * s),
            s,
            min(16 * s, 120 * s / max(1, len(loot))),
        )
        # Right part: what only this player knows (discards, passed and received cards).
        x = rect.x + int(200 * s)
        y = rect.y + int(66 * s)
        if self.viewer is None:
            count = sh.hand_sizes[seat] if seat < len(sh.hand_sizes) else 0
            theme.blit_text(surface, f"{count} cards in hand", 12 * s, (x, y), theme.TEXT_DIM)
            return
        rows: list[tuple[str, list[int]]] = []
        if sh.discarded:
            rows.append(("Discarded", sh.discarded))
        if sh.passing is not None:
            rows.append(("Passing", [sh.passing]))
        if sh.passed is not None:
            rows.append(("Gave", [sh.passed]))
        if sh.received is not None:
            rows.append(("Got", [sh.received]))
        for label, cards in rows[:2]:
            theme.blit_text(surface, label, 11 * s, (x, y), theme.TEXT_DIM, bold=True)
            cx = x
            for card in cards:
                face = self.art.face(card, int(30 * s))
                rect_c = face.get_rect(topleft=(int(cx), int(y + 15 * s)))
                surface.blit(face, rect_c)
                self.card_rects.append((rect_c, card))
                cx += 34 * s
            x += max(64 * s, cx - x + 12 * s)
        if sh.unseen and not rows:
            theme.blit_text(
                surface, f"{sh.unseen} cards set aside,", 11 * s, (x, y + 10 * s), theme.TEXT_DIM
            )
            theme.blit_text(surface, "unseen this round", 11 * s, (x, y + 25 * s), theme.TEXT_DIM)

    # Trick area ----------------------------------------------------------------------
    def draw_trick(self, surface: pygame.Surface, s: float) -> None:
        sh = self.shown
        r = self.trick_rect
        cw = self.trick_card_width()
        ch = self.art.height(cw)
        if sh.phase == "tricks" or sh.trick:
            played = sh.tricks_played + 1
            total = sh.tricks_played + max(1, max([*sh.hand_sizes, 0]))
            lead = self.name(sh.leader) if sh.leader is not None else ""
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
            for i in range(self.n):
                x, y = self.trick_slot(i)
                slot = pygame.Rect(0, 0, cw, ch)
                slot.center = (x, y)
                seat = (leader + i) % self.n
                if i < len(sh.trick):
                    seat, card = sh.trick[i]
                    surface.blit(self.art.shadow(cw), slot.move(3, 5))
                    surface.blit(self.art.face(card, cw), slot)
                    self.card_rects.append((slot, card))
                    if sh.winner_index == i:
                        glow = self.art.glow(cw, theme.WIN)
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
                tok = self.art.token(seat, self.initial(seat), int(9 * s), ring=False)
                label = theme.fit_text(self.name(seat), 12 * s, cw + 10 * s, True)
                lab = theme.text(label, 12 * s, theme.TEXT, bold=True)
                total_w = tok.get_width() + 4 * s + lab.get_width()
                lx = x - total_w / 2
                ly = slot.bottom + 14 * s
                surface.blit(tok, tok.get_rect(midleft=(int(lx), int(ly))))
                surface.blit(
                    lab, lab.get_rect(midleft=(int(lx + tok.get_width() + 4 * s), int(ly)))
                )
        self.draw_last_trick(surface, s)
        self.draw_aside(surface, s)
        self.draw_prompt(surface, s)

    def draw_aside(self, surface: pygame.Surface, s: float) -> None:
        """2 players: the cards set aside unseen this round, in the trick area's corner."""
        sh = self.shown
        if not sh.unseen:
            return
        r = self.trick_rect
        cw = int(26 * s)
        for i in range(4):
            surface.blit(self.art.back(cw), (r.x + int(12 * s) + i * 3, r.y + int(14 * s) + i * 2))
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

    def draw_last_trick(self, surface: pygame.Surface, s: float) -> None:
        """The previous trick, small, in the trick area's corner (winner's card outlined)."""
        sh = self.shown
        if sh.last_trick is None or sh.phase != "tricks":
            return
        cards, leader, winner = sh.last_trick
        r = self.trick_rect
        cw = int(26 * s)
        step = int(29 * s)
        x0 = r.right - int(10 * s) - step * (len(cards) - 1) - cw
        y = r.y + int(34 * s)
        theme.blit_text(
            surface,
            f"Last trick → {self.name(winner)}",
            12 * s,
            (r.right - 10 * s, r.y + 14 * s),
            theme.TEXT_DIM,
            bold=True,
            anchor="topright",
        )
        for i, card in enumerate(cards):
            rect = pygame.Rect(x0 + i * step, y, cw, self.art.height(cw))
            surface.blit(self.art.face(card, cw), rect)
            self.card_rects.append((rect, card))
            if (leader + i) % self.n == winner:
                pygame.draw.rect(
                    surface, theme.WIN, rect.inflate(4, 4), max(2, int(2 * s)), border_radius=5
                )

    def prompt(self) -> tuple[str, str]:
        """The main line and the help line under the trick (whose turn, what to do)."""
        sh = self.shown
        if self.finished:
            return "Game over", ""
        p = self.state.current_player
        if self.animating or self.queue or p < 0:
            return "", ""
        me = self.human_to_move()
        who = "Your turn" if me else f"{self.name(p)}"
        phase = self.state.view(p).phase if False else sh.phase
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
            left = self.name(((self.viewer or 0) + 1) % self.n)
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

    def draw_prompt(self, surface: pygame.Surface, s: float) -> None:
        if self.controls:
            return
        main, help_ = self.prompt()
        r = self.trick_rect
        sh = self.shown
        y = r.bottom - 44 * s if (sh.phase == "tricks" or sh.trick) else r.centery - 10 * s
        if sh.phase != "tricks" and not sh.trick and not self.finished:
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
                theme.ACCENT if self.human_to_move() else theme.TEXT,
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

    # Hand ---------------------------------------------------------------------------
    def draw_hand(self, surface: pygame.Surface, s: float) -> None:
        sh = self.shown
        if self.viewer is None:
            count = sh.hand_sizes[self.bottom_seat()] if sh.hand_sizes else 0
            cw = self.hand_card_width()
            r = self.hand_rect.inflate(-int(16 * s), 0)
            y = self.hand_rect.bottom - self.art.height(cw) - int(8 * s)
            for x in fan_positions(count, r, cw, cw * 0.5):
                surface.blit(self.art.back(cw), (x, y))
            return
        legal = self.legal_by_card()
        choosing = bool(legal)
        trump = COLOUR_INDEX.get(sh.trump or "", -1)
        sup = COLOUR_INDEX.get(sh.supertrump or "", -1)
        lift = int(16 * s)
        for index, (rect, card) in enumerate(self.hand_layout()):
            if index in self.hidden_hand:
                continue
            playable = card in legal
            r = rect.move(0, -lift) if playable else rect
            if playable and index == self.sel_card:
                r = r.move(0, -int(8 * s))
            surface.blit(self.art.shadow(rect.width), r.move(3, 5))
            surface.blit(self.art.face(card, rect.width), r)
            colour, value = card >> 4, card & 15
            mark = "S" if value == 1 and colour == sup else "T" if colour == trump else ""
            if mark:
                pill = pygame.Rect(0, 0, int(20 * s), int(15 * s))
                pill.center = (r.x + int(rect.width * 0.2), r.y - int(4 * s))
                pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=pill.height // 2)
                theme.blit_text(
                    surface, mark, 11 * s, pill.center, theme.TEXT_DARK, bold=True, anchor="center"
                )
            if choosing and not playable:
                surface.blit(self.art.dim(rect.width), r)
            if playable and index == self.sel_card:
                glow = self.art.glow(rect.width, theme.ACCENT)
                surface.blit(glow, glow.get_rect(center=r.center))
            self.card_rects.append((r, card))

    # Dialog ---------------------------------------------------------------------------
    def draw_dialog(self, surface: pygame.Surface, s: float) -> None:
        r = self.dialog_rect
        if not r.width:
            return
        theme.draw_panel(
            surface, r, (12, 18, 26, 240), int(14 * s), theme.ACCENT, 2, shadow=int(8 * s)
        )
        sh = self.shown
        bonus = any(isinstance(c.action, GiveBonus) for c, _ in self.controls)
        if bonus:
            title = "Give the Bonus card"
            sub = "It doubles its holder's round points; it goes to the team of two."
        else:
            title = "You are the first player: choose your team"
            sub = {
                5: "Your side may be 2 or 3 players; the team of 2 gets the Bonus card.",
                4: "Two against two: pick your partner.",
                3: "Alone against two (you hold the Bonus card) or with a partner.",
            }.get(self.n, "")
        theme.blit_text(
            surface,
            title,
            21 * s,
            (r.centerx, r.y + 26 * s),
            theme.ACCENT,
            bold=True,
            anchor="center",
        )
        theme.blit_text(
            surface,
            theme.fit_text(sub, 14 * s, r.width - 30 * s),
            14 * s,
            (r.centerx, r.y + 54 * s),
            theme.TEXT_DIM,
            anchor="center",
        )
        del sh

    # Sprites, toast, banner ---------------------------------------------------------------
    def draw_sprite(self, surface: pygame.Surface, sprite: Sprite) -> None:
        w = max(6, int(sprite.w))
        if sprite.kind == "token":
            surf = self.art.token(int(sprite.value), self.initial(int(sprite.value)), w // 2)
        elif sprite.kind == "bonus":
            surf = self.art.bonus_card(w)
        elif sprite.kind == "back":
            surf = self.art.back(w)
        else:
            surf = self.art.face(int(sprite.value), w)
        rect = surf.get_rect(center=(int(sprite.x), int(sprite.y)))
        if sprite.alpha < 255:
            surf = surf.copy()
            surf.set_alpha(int(max(0, sprite.alpha)))
        elif sprite.kind in ("card", "back"):
            surface.blit(self.art.shadow(w), rect.move(4, 7))
        surface.blit(surf, rect)

    def draw_toast(self, surface: pygame.Surface, s: float) -> None:
        toast = self.toast
        assert toast is not None
        lines = toast.lines
        width = max(
            theme.text(line, 17 * s, bold=i == 0).get_width() for i, line in enumerate(lines)
        )
        rect = pygame.Rect(
            0,
            0,
            int(min(width + 48 * s, self.trick_rect.width - 10 * s)),
            int(28 * s + 28 * s * len(lines)),
        )
        rect.center = self.trick_rect.center
        alpha = int(min(235, toast.alpha))
        theme.draw_panel(
            surface, rect, (10, 14, 20, alpha), int(14 * s), theme.ACCENT, 2, shadow=int(6 * s)
        )
        y = rect.y + 16 * s
        for i, line in enumerate(lines):
            px = 20 * s if i == 0 else 15 * s
            text = theme.fit_text(line, px, rect.width - 20 * s, i == 0)
            theme.blit_text(
                surface,
                text,
                px,
                (rect.centerx, y),
                theme.ACCENT if i == 0 else theme.TEXT,
                bold=i == 0,
                anchor="midtop",
            )
            y += 28 * s

    def banner_frame(self, s: float) -> tuple[tuple[int, int], int]:
        region = pygame.Rect(
            self.trick_rect.x,
            self.area.y,
            self.trick_rect.width,
            self.hand_rect.bottom - self.area.y,
        )
        return region.center, int(min(600 * s, region.width - 20 * s))
