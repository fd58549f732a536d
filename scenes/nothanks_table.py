"""The No Thanks! table: seats around the felt, the stack, the offered card and its
chips, each player's runs, and animations for every rules event.

What is drawn comes from the viewer's view (re-read after each action's animations) and
from the events while they animate; no rule is decided here. Seats are placed by fixed
slot tables per player count, the person looking sits at the bottom.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.contract import Action, Event
from game.nothanks import scoring
from game.nothanks.rules import PASS, TAKE, TIGER, NoThanksView
from scenes import theme
from scenes.cards import card_tooltip, flip_surface
from scenes.table import Control, TableScene
from scenes.widgets import Button

# Centres of the other seats' panels, as fractions of the table area, by player count.
SLOTS: dict[int, list[tuple[float, float]]] = {
    1: [(0.5, 0.14)],
    2: [(0.2, 0.2), (0.8, 0.2)],
    3: [(0.14, 0.45), (0.5, 0.13), (0.86, 0.45)],
    4: [(0.14, 0.5), (0.3, 0.13), (0.7, 0.13), (0.86, 0.5)],
    5: [(0.13, 0.6), (0.15, 0.22), (0.5, 0.12), (0.85, 0.22), (0.87, 0.6)],
    6: [(0.13, 0.63), (0.14, 0.3), (0.37, 0.11), (0.63, 0.11), (0.86, 0.3), (0.87, 0.63)],
}


@dataclass
class Shown:
    """What the table shows right now (follows the events while they animate)."""

    card: Any = None
    card_visible: bool = True
    pot: int = 0
    stack: int = 0
    cards: list[list[Any]] = field(default_factory=list)
    chips: list[int | None] = field(default_factory=list)
    current: int = -1
    totals: list[int] = field(default_factory=list)
    round: int = 1
    rounds: int = 1
    holds_tiger: list[bool] = field(default_factory=list)
    my_tiger: Any = None
    removed_open: tuple[int, ...] = ()


@dataclass
class Sprite:
    """A moving card or chip, centred at (x, y); ``p`` is a flip's progress."""

    kind: str
    value: Any
    x: float
    y: float
    w: float
    p: float = 1.0
    alpha: float = 255


@dataclass
class Banner:
    """The end-of-round panel."""

    title: str
    lines: list[str]
    alpha: float = 0.0


def hand_groups(cards: list[Any]) -> list[list[Any]]:
    """Runs of number cards (lowest first), then each special card on its own."""
    numbers = [c for c in cards if isinstance(c, int) and not isinstance(c, bool)]
    others = [c for c in cards if not (isinstance(c, int) and not isinstance(c, bool))]
    return scoring.runs(numbers) + [[c] for c in others]


def hand_layout(
    cards: list[Any], rect: pygame.Rect, cw: int
) -> tuple[int, list[tuple[Any, int, int]]]:
    """Card width and (card, x, y) top-left positions so the runs fit ``rect``."""
    groups = hand_groups(cards)
    if not groups:
        return cw, []
    n_cards = sum(len(g) for g in groups)
    n_runs = len(groups)
    while True:
        overlap = 0.36 * cw
        gap = 0.16 * cw
        natural = n_runs * cw + (n_cards - n_runs) * overlap + (n_runs - 1) * gap
        k = 1.0
        if natural > rect.width:
            spare = rect.width - n_runs * cw
            flexible = (n_cards - n_runs) * overlap + (n_runs - 1) * gap
            k = spare / flexible if flexible > 0 else 0
        if k >= 0.45 or cw <= 14:
            break
        cw = int(cw * 0.9)
    k = max(0.0, min(1.0, k))
    overlap *= k
    gap *= k
    h = round(cw * 1.42)
    y = rect.y + (rect.height - h) // 2
    x = float(rect.x)
    out = []
    for g_index, group in enumerate(groups):
        for i, card in enumerate(group):
            out.append((card, int(x), y))
            if i < len(group) - 1:
                x += overlap
        x += cw + (gap if g_index < n_runs - 1 else 0)
    return cw, out


class NoThanksTable(TableScene):
    """The No Thanks! table scene."""

    def __init__(self, app: Any, session: Any, autosave: bool = True) -> None:
        super().__init__(app, session, autosave)
        self.shown = Shown()
        self.sprites: list[Sprite] = []
        self.banner: Banner | None = None
        self.banner_done: Callable[[], None] | None = None
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.area = pygame.Rect(0, 0, 0, 0)
        self.card_pos = (0, 0)
        self.stack_pos = (0, 0)
        self.center_cw = 100
        self.card_hits: list[tuple[pygame.Rect, Any]] = []
        self.take_preview: str | None = None
        self.thinking_dots = 0.0

    # Seats ----------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return self.session.num_players

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def seat_order(self) -> list[int]:
        """Seats clockwise from the bottom seat (play passes to the left)."""
        b = self.bottom_seat()
        return [(b + k) % self.n for k in range(self.n)]

    # Display model -------------------------------------------------------------------
    def sync_display(self) -> None:
        view: NoThanksView = self.view()
        masked = self.viewer is None and not view.chips_open
        self.shown = Shown(
            card=view.card,
            pot=view.pot,
            stack=view.stack_size,
            cards=[list(h) for h in view.cards],
            chips=[None if masked else c for c in view.chips],
            current=view.current_player,
            totals=list(view.totals),
            round=view.round,
            rounds=view.rounds,
            holds_tiger=list(view.holds_tiger),
            my_tiger=view.my_tiger if self.viewer is not None else None,
            removed_open=view.removed_open,
        )
        self.sprites = []
        if self._laid_out is not None:
            self.layout_table()

    # Layout -----------------------------------------------------------------------
    def layout_table(self) -> None:
        s = theme.ui_scale(self.size)
        self.s = s
        w, h = self.size
        top = int(56 * s)
        log_w = int(min(300 * s, w * 0.24))
        self.log.place((w - log_w - int(12 * s), top, log_w, h - top - int(12 * s)), s)
        self.area = pygame.Rect(
            int(12 * s), top, self.log.rect.x - int(24 * s), h - top - int(12 * s)
        )
        area = self.area
        others = self.seat_order()[1:]
        slots = SLOTS.get(len(others), SLOTS[6])
        pw, ph = int(min(236 * s, area.width * 0.25)), int(136 * s)
        self.seat_rects = {}
        for seat, (fx, fy) in zip(others, slots, strict=False):
            r = pygame.Rect(0, 0, pw, ph)
            r.center = (area.x + int(fx * area.width), area.y + int(fy * area.height))
            r.clamp_ip(area)
            self.seat_rects[seat] = r
        bw = int(min(560 * s, area.width * 0.6))
        bottom = pygame.Rect(0, 0, bw, int(166 * s))
        bottom.bottomleft = (area.centerx - int(110 * s) - bw // 2 + int(20 * s), area.bottom)
        bottom.x = max(area.x, bottom.x)
        self.seat_rects[self.bottom_seat()] = bottom
        self.controls_rect = pygame.Rect(
            bottom.right + int(16 * s),
            bottom.y,
            min(int(200 * s), area.right - bottom.right - int(16 * s)),
            bottom.height,
        )
        self.center_cw = int(100 * s)
        cy = area.y + int(area.height * 0.43)
        self.card_pos = (area.centerx + int(10 * s), cy)
        self.stack_pos = (area.centerx - int(120 * s), cy)

    def place_controls(self, buttons: list[Button]) -> None:
        if not buttons or not hasattr(self, "controls_rect"):
            return
        s = theme.ui_scale(self.size)
        r = self.controls_rect
        gap = int(10 * s)
        bh = min(int(68 * s), (r.height - gap * (len(buttons) - 1)) // len(buttons))
        y = r.bottom - len(buttons) * bh - (len(buttons) - 1) * gap
        for button in buttons:
            button.place((r.x, y, r.width, bh), s)
            button.font_px = 22
            y += bh + gap

    # Positions used by animations -------------------------------------------------------
    def chip_anchor(self, seat: int) -> tuple[int, int]:
        r = self.seat_rects.get(seat)
        if r is None:
            return self.card_pos
        s = theme.ui_scale(self.size)
        return (r.x + int(24 * s), r.y + int(50 * s))

    def hand_rect(self, seat: int) -> pygame.Rect:
        r = self.seat_rects[seat]
        s = theme.ui_scale(self.size)
        big = seat == self.bottom_seat()
        top = r.y + int(66 * s)
        right_pad = int(70 * s) if big and self.shown.my_tiger is not None else 0
        return pygame.Rect(
            r.x + int(12 * s), top, r.width - int(24 * s) - right_pad, r.bottom - top - int(8 * s)
        )

    def hand_cw(self, seat: int) -> int:
        s = theme.ui_scale(self.size)
        rect = self.hand_rect(seat)
        return int(min(rect.height / 1.42, (56 if seat == self.bottom_seat() else 40) * s))

    def card_target(self, seat: int, card: Any) -> tuple[int, int, int]:
        """Centre and width of ``card`` once it joins ``seat``'s display."""
        cards = [*self.shown.cards[seat], card]
        cards.sort(key=lambda c: (not isinstance(c, int), c if isinstance(c, int) else 0))
        cw, placed = hand_layout(cards, self.hand_rect(seat), self.hand_cw(seat))
        for c, x, y in placed:
            if c == card:
                return x + cw // 2, y + round(cw * 1.42) // 2, cw
        r = self.hand_rect(seat)
        return r.centerx, r.centery, cw

    # Animations ------------------------------------------------------------------------
    def dur(self, seconds: float) -> float:
        return seconds * self.speed

    def animate_event(self, event: Event, done: Callable[[], None]) -> None:
        kind = event.kind
        data = event.data
        sh = self.shown
        p = event.player
        if kind == "pass" and p is not None:
            sh.current = p
            if sh.chips and sh.chips[p] is not None:
                sh.chips[p] = max(0, (sh.chips[p] or 0) - 1)
            sx, sy = self.chip_anchor(p)
            chip = Sprite("chip", None, sx, sy, 0)
            self.sprites.append(chip)
            tx, ty = self.pot_position(sh.pot)
            d = self.dur(0.38)

            def landed() -> None:
                if chip in self.sprites:
                    self.sprites.remove(chip)
                sh.pot = int(data.get("pot", sh.pot + 1))
                self.app.audio.play("chip")
                self.tweens.after(self.dur(0.08), done)

            self.tweens.to(chip, "x", tx, d, "in_out_cubic")
            self.tweens.to(chip, "y", ty, d, "out_back", on_done=landed)
        elif kind == "take" and p is not None:
            sh.current = p
            card = data.get("card", sh.card)
            chips = int(data.get("chips", 0))
            sh.card_visible = False
            pot_sprites = [
                Sprite("chip", None, *self.pot_position(i), 0) for i in range(min(chips, 8))
            ]
            sh.pot = 0
            cx, cy = self.card_pos
            tx, ty, tw = self.card_target(p, card)
            sprite = Sprite("card", card, cx, cy, self.center_cw)
            self.sprites.append(sprite)
            self.sprites.extend(pot_sprites)
            d = self.dur(0.5)
            ax, ay = self.chip_anchor(p)
            for i, chip in enumerate(pot_sprites):
                self.tweens.to(chip, "x", ax, d * 0.9, "in_out_cubic", delay=self.dur(0.03) * i)
                self.tweens.to(chip, "y", ay, d * 0.9, "in_out_cubic", delay=self.dur(0.03) * i)

            def arrived() -> None:
                for sp in [sprite, *pot_sprites]:
                    if sp in self.sprites:
                        self.sprites.remove(sp)
                sh.cards[p] = sorted(
                    [*sh.cards[p], card],
                    key=lambda c: (not isinstance(c, int), c if isinstance(c, int) else 0),
                )
                if sh.chips[p] is not None:
                    sh.chips[p] = (sh.chips[p] or 0) + chips
                sh.card = None
                sh.card_visible = True
                self.app.audio.play("card")
                self.tweens.after(self.dur(0.1), done)

            self.tweens.to(sprite, "x", tx, d, "in_out_cubic")
            self.tweens.to(sprite, "y", ty, d, "in_out_cubic")
            self.tweens.to(sprite, "w", tw, d, "in_out_cubic", on_done=arrived)
            if chips:
                self.app.audio.play("chip")
        elif kind == "flip":
            if p is not None:
                sh.current = p
            card = data.get("card")
            sh.stack = int(data.get("stack", sh.stack))
            sh.card = None
            sx, sy = self.stack_pos
            sprite = Sprite("flip", card, sx, sy, self.center_cw, p=0.0)
            self.sprites.append(sprite)
            d = self.dur(0.45)
            self.app.audio.play("card")

            def flipped() -> None:
                if sprite in self.sprites:
                    self.sprites.remove(sprite)
                sh.card = card
                sh.card_visible = True
                done()

            self.tweens.to(sprite, "x", self.card_pos[0], d, "out_cubic")
            self.tweens.to(sprite, "y", self.card_pos[1], d, "out_cubic")
            self.tweens.to(sprite, "p", 1.0, d, "in_out_quad", on_done=flipped)
        elif kind == "tiger" and p is not None:
            card = data.get("card")
            start = self.seat_rects.get(p, self.area).center
            if p == self.bottom_seat() and sh.my_tiger is not None:
                start = self.tiger_rect().center
                sh.my_tiger = None
            tx, ty, tw = self.card_target(p, card)
            sprite = Sprite("card", card, start[0], start[1], tw)
            self.sprites.append(sprite)
            d = self.dur(0.5)

            def placed() -> None:
                if sprite in self.sprites:
                    self.sprites.remove(sprite)
                sh.cards[p] = sorted(
                    [*sh.cards[p], card],
                    key=lambda c: (not isinstance(c, int), c if isinstance(c, int) else 0),
                )
                if p < len(sh.holds_tiger):
                    sh.holds_tiger[p] = False
                done()

            self.tweens.to(sprite, "x", tx, d, "in_out_cubic")
            self.tweens.to(sprite, "y", ty, d, "in_out_cubic", on_done=placed)
        elif kind == "round_end":
            points = list(data.get("points", []))
            totals = list(data.get("totals", []))
            sh.totals = [int(t) for t in totals] or sh.totals
            order = sorted(range(len(points)), key=lambda i: points[i])
            lines = [
                f"{self.session.seat_label(i)}:  {points[i]:+d} this round,  {totals[i]} total"
                if len(totals) > i
                else f"{self.session.seat_label(i)}: {points[i]}"
                for i in order
            ]
            last = int(data.get("round", sh.round)) >= sh.rounds
            self.show_banner(
                f"Round {data.get('round', sh.round)} is over"
                + (" — final scores next" if last else ""),
                lines,
                3.0 if not last else 1.6,
                done,
            )
        elif kind == "round_start":
            sh.round = int(data.get("round", sh.round + 1))
            start = int(data.get("chips", 0))
            view = self.view()
            masked = self.viewer is None and not view.chips_open
            sh.cards = [[] for _ in range(self.n)]
            sh.chips = [
                None if masked or (not view.chips_open and i != self.viewer) else start
                for i in range(self.n)
            ]
            sh.pot = 0
            sh.card = None
            sh.removed_open = tuple(data.get("removed_open", ()))
            if self.viewer is not None and self.viewer in event.private:
                sh.my_tiger = event.private[self.viewer].get("tiger")
            sh.holds_tiger = [i in event.private for i in range(self.n)]
            if self._laid_out is not None:
                self.layout_table()
            done()
        else:
            done()

    def show_banner(
        self, title: str, lines: list[str], seconds: float, done: Callable[[], None]
    ) -> None:
        if self.speed == 0:
            done()
            return
        banner = Banner(title, lines)
        self.banner = banner

        def finish() -> None:
            if self.banner is banner:
                self.banner = None
                self.banner_done = None
                done()

        self.banner_done = finish
        self.tweens.to(banner, "alpha", 255, self.dur(0.3), "out_cubic")
        self.tweens.after(max(seconds, 1.0) * max(self.speed, 0.6), finish)

    def pot_position(self, index: int) -> tuple[int, int]:
        s = theme.ui_scale(self.size)
        cw = self.center_cw
        x = self.card_pos[0] + cw // 2 + int(34 * s)
        y = self.card_pos[1] + round(cw * 1.42) // 2 - int(18 * s)
        col, row = divmod(index, 10)
        return x + int(col * 28 * s), y - int(row * 6 * s)

    def tiger_rect(self) -> pygame.Rect:
        r = self.seat_rects[self.bottom_seat()]
        s = theme.ui_scale(self.size)
        cw = int(46 * s)
        rect = pygame.Rect(0, 0, cw, round(cw * 1.42))
        rect.bottomright = (r.right - int(12 * s), r.bottom - int(10 * s))
        return rect

    # Controls ---------------------------------------------------------------------------
    def controls_for(self, legal: list[Action]) -> list[Control]:
        view: NoThanksView = self.view()
        out: list[Control] = []
        me = self.viewer if self.viewer is not None else 0
        for action in legal:
            if action is TAKE and view.card is not None:
                added = (
                    scoring.added_points(view.cards[me], view.card)
                    if isinstance(view.card, int)
                    else 0
                )
                delta = added - view.pot
                chips = f" and {view.pot} chip{'s' if view.pot != 1 else ''}" if view.pot else ""
                tip = f"Take {view.card}{chips}: {delta:+d} point{'s' if abs(delta) != 1 else ''}"
                out.append(
                    Control(action, "Take", (pygame.K_t,), f"T · {delta:+d} pts", "good", tip)
                )
            elif action is PASS:
                out.append(
                    Control(
                        action,
                        "No thanks!",
                        (pygame.K_n, pygame.K_SPACE),
                        "N / Space · pay 1 chip",
                        "primary",
                        "Put one chip on the card; play passes left.",
                    )
                )
            elif action is TIGER:
                tip = (
                    f"Put your Hidden Tiger card {view.my_tiger} into your display "
                    "(it then scores), then decide."
                )
                out.append(
                    Control(
                        action, f"Play tiger {view.my_tiger}", (pygame.K_h,), "H", "accent", tip
                    )
                )
            else:
                out.append(Control(action, self.state.action_text(action)))
        return out

    # Log ---------------------------------------------------------------------------------
    def describe_event(self, event: Event) -> str | None:
        name = (
            self.session.seat_label(event.player)
            if event.player is not None and event.player >= 0
            else ""
        )
        d = event.data
        if event.kind == "pass":
            return f"{name}: No thanks! (pot {d.get('pot')})"
        if event.kind == "take":
            chips = d.get("chips", 0)
            return f"{name} takes {d.get('card')}" + (
                f" + {chips} chip{'s' if chips != 1 else ''}" if chips else ""
            )
        if event.kind == "flip":
            return f"   {d.get('card')} is turned up ({d.get('stack')} left)"
        if event.kind == "tiger":
            return f"{name} plays the Hidden Tiger {d.get('card')}"
        if event.kind == "round_start":
            removed = d.get("removed_open") or []
            extra = f"; removed {', '.join(map(str, removed))}" if removed else ""
            return f"Round {d.get('round')} — {name} starts{extra}"
        if event.kind == "round_end":
            return f"Round {d.get('round')} over"
        if event.kind == "game_end":
            winners = [self.session.seat_label(i) for i in d.get("winners", [])]
            return "Winner: " + " & ".join(winners) if winners else None
        return f"{name} {event.kind} {dict(d)}".strip()

    def describe_private(self, event: Event, data: Any) -> str | None:
        if event.kind == "round_start" and isinstance(data, dict) and data.get("tiger") is not None:
            return f"(only you) Your Hidden Tiger card is {data['tiger']}."
        if isinstance(data, dict) and data:
            return "(only you) " + ", ".join(f"{k}: {v}" for k, v in data.items())
        return None

    # Input ------------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.banner_done is not None
        ) or (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_SPACE)
            and self.banner_done is not None
        ):
            self.banner_done()

    def table_tooltip(self) -> str | None:
        mx, my = self.app.mouse
        for rect, card in reversed(self.card_hits):
            if rect.collidepoint(mx, my):
                return card_tooltip(card)
        if self.seat_rects:
            r = self.seat_rects.get(self.bottom_seat())
            if (
                r is not None
                and self.shown.my_tiger is not None
                and self.tiger_rect().collidepoint(mx, my)
            ):
                return (
                    f"Your Hidden Tiger card ({self.shown.my_tiger}): only you can see it. "
                    "Play it on your turn, or it never counts."
                )
        return None

    # Drawing ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.thinking_dots += dt
        super().update(dt)

    def draw_table(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(self.size)
        surface.blit(theme.felt_background(self.size), (0, 0))
        self.card_hits = []
        self.draw_top_bar(surface, s)
        self.draw_center(surface, s)
        for seat, rect in self.seat_rects.items():
            self.draw_seat(surface, seat, rect, s, seat == self.bottom_seat())
        for sprite in self.sprites:
            self.draw_sprite(surface, sprite)
        if self.banner is not None:
            self.draw_banner(surface, s)
        if (
            self.viewer is not None
            and not self.controls
            and not self.finished
            and self.state.current_player >= 0
        ):
            p = self.state.current_player
            if (
                not self.animating
                and not self.queue
                and self.session.is_human(p) is False
                and hasattr(self, "controls_rect")
            ):
                r = self.controls_rect
                theme.blit_text(
                    surface,
                    "Waiting for",
                    16 * s,
                    (r.centerx, r.centery - 12 * s),
                    theme.TEXT_DIM,
                    anchor="center",
                )
                theme.blit_text(
                    surface,
                    theme.fit_text(self.session.seat_label(p), 18 * s, r.width, True),
                    18 * s,
                    (r.centerx, r.centery + 12 * s),
                    theme.TEXT,
                    bold=True,
                    anchor="center",
                )

    def draw_top_bar(self, surface: pygame.Surface, s: float) -> None:
        w = self.size[0]
        bar = pygame.Rect(0, 0, w, int(52 * s))
        pygame.draw.rect(surface, (10, 30, 24), bar)
        pygame.draw.line(surface, (40, 90, 70), bar.bottomleft, bar.bottomright, max(1, int(2 * s)))
        theme.blit_text(
            surface,
            "No Thanks!",
            26 * s,
            (16 * s, bar.centery),
            theme.ACCENT,
            bold=True,
            anchor="midleft",
        )
        sh = self.shown
        bits = [
            f"Round {sh.round} of {sh.rounds}",
            f"{sh.stack} cards in the stack",
            f"Seed {self.session.seed}",
        ]
        view_opts = self.session.options
        if view_opts.get("chips") == "open":
            bits.append("open chips")
        if view_opts.get("hidden_tiger"):
            bits.append("Hidden Tiger")
        if view_opts.get("amigo"):
            bits.append("Amigo")
        theme.blit_text(
            surface,
            "   ·   ".join(bits),
            17 * s,
            (190 * s, bar.centery),
            theme.TEXT_DIM,
            anchor="midleft",
        )

    def draw_center(self, surface: pygame.Surface, s: float) -> None:
        art = self.app.cards
        cw = self.center_cw
        ch = round(cw * 1.42)
        sh = self.shown
        # Stack: a few offset backs for thickness, the top card's back on top.
        sx, sy = self.stack_pos
        if sh.stack > 0:
            layers = min(4, sh.stack)
            for i in range(layers, 0, -1):
                back = art.back("normal", cw)
                surface.blit(art.shadow(cw), (sx - cw // 2 + 3, sy - ch // 2 + 5))
                surface.blit(back, (sx - cw // 2 - i * 2, sy - ch // 2 - i * 2))
            theme.blit_text(
                surface,
                f"{sh.stack} left",
                16 * s,
                (sx - 4 * s, sy + ch // 2 + 16 * s),
                theme.TEXT,
                anchor="center",
            )
        else:
            pygame.draw.rect(
                surface,
                (30, 70, 52),
                (sx - cw // 2, sy - ch // 2, cw, ch),
                max(1, int(2 * s)),
                border_radius=cw // 9,
            )
            theme.blit_text(surface, "empty", 15 * s, (sx, sy), theme.TEXT_DIM, anchor="center")
        # The offered card and its chips.
        cx, cy = self.card_pos
        if sh.card is not None and sh.card_visible:
            rect = pygame.Rect(cx - cw // 2, cy - ch // 2, cw, ch)
            surface.blit(art.shadow(cw), rect.move(4, 6))
            surface.blit(art.face(sh.card, cw), rect)
            self.card_hits.append((rect, sh.card))
            if sh.current >= 0 and not self.finished:
                glow = art.highlight(cw, theme.ACCENT)
                surface.blit(glow, glow.get_rect(center=rect.center))
        else:
            pygame.draw.rect(
                surface,
                (30, 80, 60),
                (cx - cw // 2, cy - ch // 2, cw, ch),
                max(1, int(2 * s)),
                border_radius=cw // 9,
            )
        for i in range(min(sh.pot, 40)):
            x, y = self.pot_position(i)
            chip = art.chip(int(13 * s))
            surface.blit(chip, chip.get_rect(center=(x, y)))
        if sh.pot:
            px, py = self.pot_position(0)
            theme.blit_text(
                surface,
                f"{sh.pot} chip{'s' if sh.pot != 1 else ''}",
                17 * s,
                (px - 12 * s, py + 20 * s),
                theme.TEXT,
                bold=True,
                anchor="midleft",
            )
        if sh.removed_open:
            text = "Removed: " + "  ".join(str(c) for c in sh.removed_open)
            theme.blit_text(
                surface,
                text,
                15 * s,
                (self.area.centerx, cy - ch // 2 - 20 * s),
                theme.TEXT_DIM,
                anchor="center",
            )

    def draw_seat(
        self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float, big: bool
    ) -> None:
        sh = self.shown
        turn = seat == sh.current and not self.finished and self.state.current_player >= 0
        fill = (18, 40, 34, 225) if not turn else (34, 58, 46, 240)
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
        seat_info = self.session.seats[seat]
        name = seat_info.name + ("  (you)" if seat == self.viewer else "")
        px = (21 if big else 18) * s
        score = self.seat_score(seat)
        score_text = f"{score} pts" if score is not None else ""
        score_surf = theme.text(score_text, px, theme.TEXT, bold=True) if score_text else None
        name_w = (
            rect.width - int(24 * s) - (score_surf.get_width() + int(8 * s) if score_surf else 0)
        )
        theme.blit_text(
            surface,
            theme.fit_text(name, px, name_w, True),
            px,
            (rect.x + 12 * s, rect.y + 8 * s),
            theme.ACCENT if turn else theme.TEXT,
            bold=True,
        )
        if score_surf:
            surface.blit(
                score_surf,
                score_surf.get_rect(topright=(rect.right - int(12 * s), rect.y + int(8 * s))),
            )
        # Chips and badge line.
        rect.y + int(52 * s)
        chip = self.app.cards.chip(int(11 * s))
        ax, ay = self.chip_anchor(seat)
        surface.blit(chip, chip.get_rect(center=(ax, ay)))
        chips = sh.chips[seat] if seat < len(sh.chips) else None
        chips_text = str(chips) if chips is not None else "?"
        r = theme.blit_text(
            surface, chips_text, 18 * s, (ax + 16 * s, ay), theme.TEXT, bold=True, anchor="midleft"
        )
        kind = seat_info.kind
        badge = "HUMAN" if kind == "human" else f"BOT · {kind.upper()}"
        bcol = (70, 120, 200) if kind == "human" else (110, 90, 160)
        bsurf = theme.text(badge, 12 * s, theme.TEXT, bold=True)
        brect = pygame.Rect(0, 0, bsurf.get_width() + int(14 * s), bsurf.get_height() + int(6 * s))
        brect.midleft = (r.right + int(14 * s), ay)
        surface.blit(theme.rounded_panel(brect.size, bcol, brect.height // 2), brect)
        surface.blit(bsurf, bsurf.get_rect(center=brect.center))
        extra_x = brect.right + int(10 * s)
        if (
            seat < len(sh.holds_tiger)
            and sh.holds_tiger[seat]
            and not (big and sh.my_tiger is not None)
        ):
            back = self.app.cards.back("normal", int(14 * s))
            surface.blit(back, back.get_rect(midleft=(extra_x, ay)))
            theme.blit_text(
                surface, "tiger", 13 * s, (extra_x + 18 * s, ay), theme.TEXT_DIM, anchor="midleft"
            )
        if (
            turn
            and not self.session.is_human(seat)
            and self.state.current_player == seat
            and not self.queue
            and not self.animating
        ):
            dots = "." * (1 + int(self.thinking_dots * 3) % 3)
            theme.blit_text(
                surface,
                f"thinking{dots}",
                14 * s,
                (rect.right - 12 * s, ay),
                theme.ACCENT,
                anchor="midright",
            )
        # Cards, grouped in runs.
        cards = sh.cards[seat] if seat < len(sh.cards) else []
        hand = self.hand_rect(seat)
        if not cards:
            theme.blit_text(
                surface,
                "no cards yet",
                14 * s,
                (hand.x + 2 * s, hand.centery),
                (120, 150, 135),
                anchor="midleft",
            )
        else:
            cw, placed = hand_layout(cards, hand, self.hand_cw(seat))
            groups = hand_groups(cards)
            index = 0
            art = self.app.cards
            for group in groups:
                chunk = placed[index : index + len(group)]
                index += len(group)
                for card, x, y in reversed(chunk):
                    surface.blit(art.shadow(cw), (x + 2, y + 3))
                    surface.blit(art.face(card, cw), (x, y))
                    self.card_hits.append((pygame.Rect(x, y, cw, round(cw * 1.42)), card))
        if big and sh.my_tiger is not None:
            tr = self.tiger_rect()
            surface.blit(self.app.cards.face(sh.my_tiger, tr.width), tr)
            theme.blit_text(
                surface,
                "your tiger",
                12 * s,
                (tr.centerx, tr.y - 9 * s),
                theme.ACCENT,
                anchor="center",
            )

    def seat_score(self, seat: int) -> int | None:
        """Total so far plus the shown round's points for the seat (if its chips are visible)."""
        sh = self.shown
        if seat >= len(sh.cards):
            return None
        numbers = [c for c in sh.cards[seat] if isinstance(c, int)]
        base = sh.totals[seat] if seat < len(sh.totals) else 0
        chips = sh.chips[seat]
        if chips is None:
            return None
        return base + scoring.card_points(numbers) - chips

    def draw_sprite(self, surface: pygame.Surface, sprite: Sprite) -> None:
        art = self.app.cards
        if sprite.kind == "chip":
            chip = art.chip(int(13 * theme.ui_scale(self.size)))
            surface.blit(chip, chip.get_rect(center=(int(sprite.x), int(sprite.y))))
            return
        w = max(8, int(sprite.w))
        if sprite.kind == "flip":
            surf = flip_surface(art.face(sprite.value, w), art.back("normal", w), sprite.p)
        else:
            surf = art.face(sprite.value, w)
        rect = surf.get_rect(center=(int(sprite.x), int(sprite.y)))
        surface.blit(art.shadow(w), rect.move(5, 8))
        surface.blit(surf, rect)

    def draw_banner(self, surface: pygame.Surface, s: float) -> None:
        banner = self.banner
        assert banner is not None
        w = int(min(520 * s, self.area.width - 40 * s))
        h = int(90 * s + 30 * s * len(banner.lines))
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (self.area.centerx, self.area.y + int(self.area.height * 0.45))
        theme.draw_panel(
            surface,
            rect,
            (10, 14, 20, int(min(235, banner.alpha))),
            int(16 * s),
            theme.ACCENT,
            2,
            shadow=int(8 * s),
        )
        theme.blit_text(
            surface,
            banner.title,
            26 * s,
            (rect.centerx, rect.y + 34 * s),
            theme.ACCENT,
            bold=True,
            anchor="center",
        )
        y = rect.y + 70 * s
        for line in banner.lines:
            theme.blit_text(surface, line, 18 * s, (rect.centerx, y), theme.TEXT, anchor="midtop")
            y += 30 * s
