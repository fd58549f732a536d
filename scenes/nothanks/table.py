"""The No Thanks! table: seats around the felt, the stack, the offered card and its
chips, each player's runs, and animations for every rules event.

What is drawn comes from the display model (:mod:`scenes.nothanks.model`): built from the
viewer's view on start and resync, and folded forward by each event once its animation
(:data:`MOTIONS`: event kind -> what flies where) has played; sprites read positions and
values from the model and the event. No rule is decided here. Seats are placed by fixed
slot tables per player count, the person looking sits at the bottom.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.contract import Action
from game.events import GameEvent
from game.nothanks import scoring
from game.nothanks.rules import PASS, TAKE, TIGER, NoThanksView
from game.nothanks.special_rules import BID, DECLINE, SIT_OUT
from game.nothanks.specials import BY_ID, SPECIAL_BASE
from scenes.core import theme
from scenes.core.widgets import Button
from scenes.nothanks import log_text
from scenes.nothanks import specials as specials_art
from scenes.nothanks.art import card_tooltip, flip_surface
from scenes.nothanks.model import (
    NoThanksModel,
    SeatPanel,
    as_spectator,
    model_from_view,
    reduce,
    seat_panel,
)
from scenes.nothanks.specials import SpecialFace, card_key, display_score, to_display
from scenes.table.banner import BannerLine
from scenes.table.scene import Control, Sprite, TableScene, you_mark

# Centres of the other seats' panels, as fractions of the table area, by player count.
SLOTS: dict[int, list[tuple[float, float]]] = {
    1: [(0.5, 0.14)],
    2: [(0.2, 0.2), (0.8, 0.2)],
    3: [(0.14, 0.45), (0.5, 0.13), (0.86, 0.45)],
    4: [(0.14, 0.5), (0.3, 0.13), (0.7, 0.13), (0.86, 0.5)],
    5: [(0.13, 0.6), (0.15, 0.22), (0.5, 0.12), (0.85, 0.22), (0.87, 0.6)],
    6: [(0.13, 0.63), (0.14, 0.3), (0.37, 0.11), (0.63, 0.11), (0.86, 0.3), (0.87, 0.63)],
}


def hand_groups(cards: list[Any]) -> list[list[Any]]:
    """Runs of number cards (lowest first), then each special card on its own."""
    numbers = sorted(c for c in cards if isinstance(c, int) and not isinstance(c, bool))
    others = sorted(
        (c for c in cards if not (isinstance(c, int) and not isinstance(c, bool))), key=card_key
    )
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
        self.model: NoThanksModel = model_from_view(self.view())
        #: Pieces not drawn while a sprite flies in their place: "offer", "pot", "tiger".
        self.hidden: frozenset[str] = frozenset()
        #: A display card not drawn while it flies: (seat, card).
        self.hidden_card: tuple[int, Any] | None = None
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.area = pygame.Rect(0, 0, 0, 0)
        self.card_pos = (0, 0)
        self.stack_pos = (0, 0)
        self.center_cw = 100
        self.card_hits: list[tuple[pygame.Rect, Any]] = []
        self.take_preview: str | None = None
        self.synced_ply = -1
        self.choice_index = 0
        self.choice_hits: list[tuple[pygame.Rect, Any]] = []
        self.score_hits: list[tuple[pygame.Rect, str]] = []
        self.peek_rect = pygame.Rect(0, 0, 0, 0)

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
        """Rebuild the model from the viewer's view (at start, after a load, on a seat
        change, and once every action's animations are over)."""
        model = model_from_view(self.view())
        self.model = as_spectator(model) if self.viewer is None else model
        self.hidden = frozenset()
        self.hidden_card = None
        self.synced_ply = self.session.ply
        self.sprites = []
        if self._laid_out is not None:
            self.layout_table()

    def offer(self, model: NoThanksModel | None = None) -> Any:
        """The card on offer as the table holds it (a number, a SpecialFace or None)."""
        m = model or self.model
        return m.card if m.card is not None else to_display(m.special)

    def display_cards(self, seat: int, model: NoThanksModel | None = None) -> list[Any]:
        """``seat``'s display (numbers, then special cards), less a card in flight."""
        m = model or self.model
        if not 0 <= seat < m.num_players:
            return []
        shown = m.seats[seat]
        cards: list[Any] = [*shown.cards, *(SpecialFace(name) for name in shown.specials)]
        hidden = self.hidden_card if model is None else None
        if hidden is not None and hidden[0] == seat and hidden[1] in cards:
            cards.remove(hidden[1])
        return cards

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
        right_pad = int(70 * s) if big and self.model.my_tiger is not None else 0
        return pygame.Rect(
            r.x + int(12 * s), top, r.width - int(24 * s) - right_pad, r.bottom - top - int(8 * s)
        )

    def hand_cw(self, seat: int) -> int:
        s = theme.ui_scale(self.size)
        rect = self.hand_rect(seat)
        return int(min(rect.height / 1.42, (56 if seat == self.bottom_seat() else 40) * s))

    def card_target(self, seat: int, card: Any, model: NoThanksModel) -> tuple[int, int, int]:
        """Centre and width of ``card`` in ``seat``'s display as ``model`` has it (the
        model after the card arrived)."""
        return self.display_pos(seat, card, model)

    def display_pos(
        self, seat: int, card: Any, model: NoThanksModel | None = None
    ) -> tuple[int, int, int]:
        """Centre and width of a card in ``seat``'s display (the model shown, or
        ``model``)."""
        cards = self.display_cards(seat, model)
        if seat in self.seat_rects and cards:
            cw, placed = hand_layout(cards, self.hand_rect(seat), self.hand_cw(seat))
            for c, x, y in placed:
                if c == card:
                    return x + cw // 2, y + round(cw * 1.42) // 2, cw
        r = self.seat_rects.get(seat, self.area)
        return r.centerx, r.centery, self.hand_cw(seat) if seat in self.seat_rects else 40

    # Animations: each event flies what it moved, then the model becomes the model after it.
    def animate_event(self, event: GameEvent, done: Callable[[], None]) -> None:
        after = reduce(self.model, event.for_seat(self.viewer))

        def finish() -> None:
            self.model = after
            self.hidden = frozenset()
            self.hidden_card = None
            done()

        motion = MOTIONS.get(event.kind)
        if motion is None:
            finish()
        else:
            motion(self, event, after, finish)

    def move_chips(self, event: Any, after: NoThanksModel, finish: Callable[[], None]) -> None:
        """Chips fly between a seat and the card (pass, bid, decline)."""
        p = event.player
        to_card = event.target == "card"
        if to_card:
            starts = [self.chip_anchor(p)]
            ends = [self.pot_position(max(0, after.pot - 1))]
        else:
            self.hidden = self.hidden | {"pot"}
            starts = [self.pot_position(i) for i in range(min(event.count, 8))]
            ends = [self.chip_anchor(p)] * len(starts)
        d = self.dur(0.38 if to_card else 0.45)
        chips = [Sprite("chip", None, x, y, 0) for x, y in starts]
        self.sprites.extend(chips)
        for i, (chip, (tx, ty)) in enumerate(zip(chips, ends, strict=True)):
            self.tweens.to(chip, "x", tx, d, "in_out_cubic", delay=self.dur(0.03) * i)
            ease = "out_back" if to_card else "in_out_cubic"
            self.tweens.to(chip, "y", ty, d, ease, delay=self.dur(0.03) * i)

        def landed() -> None:
            self.drop_sprites(chips)
            if event.count:
                self.app.audio.play("chip")
            self.tweens.after(self.dur(0.08), finish)

        self.tweens.after(d + self.dur(0.03) * max(0, len(chips) - 1), landed)

    def take_card(self, event: Any, after: NoThanksModel, finish: Callable[[], None]) -> None:
        """The card on offer and its chips fly to the taker."""
        p = event.player
        card = to_display(event.card)
        self.hidden = self.hidden | {"offer", "pot"}
        chips = [Sprite("chip", None, *self.pot_position(i), 0) for i in range(min(event.count, 8))]
        d = self.dur(0.5)
        ax, ay = self.chip_anchor(p)
        for i, chip in enumerate(chips):
            self.tweens.to(chip, "x", ax, d * 0.9, "in_out_cubic", delay=self.dur(0.03) * i)
            self.tweens.to(chip, "y", ay, d * 0.9, "in_out_cubic", delay=self.dur(0.03) * i)
        self.sprites.extend(chips)
        if event.count:
            self.app.audio.play("chip")
        self.fly_card(card, (*self.card_pos, self.center_cw), p, after, finish, chips)

    def flip_card(self, event: Any, after: NoThanksModel, finish: Callable[[], None]) -> None:
        """The top stack card turns over on its way to the offer place."""
        card = to_display(event.card)
        back = "green" if event.green else "normal"
        sx, sy = self.stack_pos
        sprite = Sprite("flip", card, sx, sy, self.center_cw, p=0.0, back=back)
        self.sprites.append(sprite)
        d = self.dur(0.45)
        self.app.audio.play("card")

        def flipped() -> None:
            self.drop_sprites([sprite])
            finish()

        self.tweens.to(sprite, "x", self.card_pos[0], d, "out_cubic")
        self.tweens.to(sprite, "y", self.card_pos[1], d, "out_cubic")
        self.tweens.to(sprite, "p", 1.0, d, "in_out_quad", on_done=flipped)

    def play_tiger(self, event: Any, after: NoThanksModel, finish: Callable[[], None]) -> None:
        """A Hidden Tiger card flies from its owner into their display."""
        p = event.player
        start = self.seat_rects.get(p, self.area).center
        if p == self.bottom_seat() and self.model.my_tiger is not None:
            start = self.tiger_rect().center
            self.hidden = self.hidden | {"tiger"}
        width = self.card_target(p, event.card, after)[2]
        self.fly_card(event.card, (*start, width), p, after, finish)

    def receive_card(self, event: Any, after: NoThanksModel, finish: Callable[[], None]) -> None:
        """A declined green card (from the offer place) or a Take hidden card (from the
        stack) flies into a display."""
        if event.card is None:
            finish()
            return
        start = self.card_pos if event.kind == "receive" else self.stack_pos
        self.fly_card(to_display(event.card), (*start, self.center_cw), event.player, after, finish)

    def give_card(self, event: Any, after: NoThanksModel, finish: Callable[[], None]) -> None:
        """Give left: the card flies from the giver's display to the neighbour's."""
        card = to_display(event.card)
        start = self.display_pos(event.player, card)
        self.hidden_card = (event.player, card)
        self.fly_card(card, start, event.to, after, finish)

    def discard_card(self, event: Any, after: NoThanksModel, finish: Callable[[], None]) -> None:
        """A card leaves the game (remove, leave) or a Sit out card is played: it fades
        out above the offer place."""
        p = event.player
        card = to_display(event.card) if event.kind != "sitout" else SpecialFace("sitout")
        if event.kind == "leave" or p is None:
            start = (*self.card_pos, self.center_cw)
        else:
            start = self.display_pos(p, card)
            self.hidden_card = (p, card)
        sprite = Sprite("card", card, start[0], start[1], start[2])
        self.sprites.append(sprite)
        d = self.dur(0.5)
        tx, ty = self.card_pos[0], self.area.y + int(self.area.height * 0.2)

        def gone() -> None:
            self.drop_sprites([sprite])
            finish()

        self.tweens.to(sprite, "x", tx, d, "in_out_cubic")
        self.tweens.to(sprite, "y", ty, d, "in_out_cubic")
        self.tweens.to(sprite, "alpha", 0, d, "in_quad", on_done=gone)
        self.app.audio.play("card")

    def score_round(self, event: Any, after: NoThanksModel, finish: Callable[[], None]) -> None:
        """The round's points and totals, in a banner (the panels show the totals)."""
        self.model = after
        order = sorted(range(len(event.points)), key=lambda i: event.points[i])
        lines: list[BannerLine] = [
            f"{self.session.seat_label(i)}:  {event.points[i]:+g} this round,  "
            f"{event.totals[i]:g} total"
            for i in order
        ]
        last = event.round >= after.rounds
        title = f"Round {event.round} is over" + (" — final scores next" if last else "")
        self.show_banner(title, lines, 3.0 if not last else 1.6, finish)

    def deal_round(self, event: Any, after: NoThanksModel, finish: Callable[[], None]) -> None:
        """A new round: the model resets; the layout follows the tiger card."""
        self.model = after
        if self._laid_out is not None:
            self.layout_table()
        finish()

    def ask_choice(self, event: Any, after: NoThanksModel, finish: Callable[[], None]) -> None:
        self.choice_index = 0
        finish()

    def drop_sprites(self, sprites: list[Sprite]) -> None:
        for sprite in sprites:
            if sprite in self.sprites:
                self.sprites.remove(sprite)

    def fly_card(
        self,
        card: Any,
        start: tuple[int, int, int],
        seat: int,
        after: NoThanksModel,
        finish: Callable[[], None],
        riders: list[Sprite] | None = None,
    ) -> None:
        """``card`` flies from ``start`` (centre and width) to its place in ``seat``'s
        display in the model ``after``; ``riders`` (chips) go when it lands."""
        tx, ty, tw = self.card_target(seat, card, after) if seat in self.seat_rects else (0, 0, 40)
        sprite = Sprite("card", card, start[0], start[1], start[2])
        self.sprites.append(sprite)
        d = self.dur(0.5)

        def arrived() -> None:
            self.drop_sprites([sprite, *(riders or [])])
            self.app.audio.play("card")
            self.tweens.after(self.dur(0.1), finish)

        self.tweens.to(sprite, "x", tx, d, "in_out_cubic")
        self.tweens.to(sprite, "y", ty, d, "in_out_cubic")
        self.tweens.to(sprite, "w", tw, d, "in_out_cubic", on_done=arrived)

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
        if view.pending is not None:
            return []  # the choice is made on the cards of the display
        offered = self.offer(self.model)
        name = (
            specials_art.short_label(offered) if isinstance(offered, SpecialFace) else str(offered)
        )
        out: list[Control] = []
        for action in legal:
            if action is TAKE and offered is not None:
                out.append(self.take_control(view, name))
            elif action is DECLINE:
                out.append(self.decline_control(view, name))
            elif action is BID:
                tip = (
                    f"Put one chip on {name} to stay in the bidding; play passes left. "
                    "Whoever puts the last chip on it receives it."
                )
                out.append(
                    Control(
                        action,
                        "Bid a chip",
                        (pygame.K_b,),
                        "B · stay in the bidding",
                        "primary",
                        tip,
                    )
                )
            elif action is TIGER:
                tip = (
                    f"Put your Hidden Tiger card {view.my_tiger} into your display "
                    "(it then scores), then decide."
                )
                label = f"Play tiger {view.my_tiger}"
                out.append(Control(action, label, (pygame.K_h,), "H", "accent", tip))
            else:
                out.append(
                    FIXED_CONTROLS.get(action) or Control(action, self.state.action_text(action))
                )
        return out

    def take_control(self, view: NoThanksView, name: str) -> Control:
        """The Take button, with the score change when the view tells it."""
        me = self.viewer if self.viewer is not None else 0
        pot = view.pot
        with_chips = f" and {pot} chip{'s' if pot != 1 else ''}" if pot else ""
        delta = self.take_delta(view, me)
        if delta is None:
            hint = "T"
            tip = (
                f"Take {name}{with_chips}. Its effect depends on what happens next, so no preview."
            )
        else:
            hint = f"T · {delta:+d} pts"
            tip = f"Take {name}{with_chips}: {delta:+d} point{'s' if abs(delta) != 1 else ''}"
        if view.special_green:
            tip = "Everyone else sits out: you must take this green card. " + tip
        return Control(TAKE, "Take", (pygame.K_t,), hint, "good", tip)

    def decline_control(self, view: NoThanksView, name: str) -> Control:
        """The Decline button of a green card: the chips taken and where the card goes."""
        me = self.viewer if self.viewer is not None else 0
        pot = view.pot
        chips_text = f"{pot} chip{'s' if pot != 1 else ''}"
        mine = view.chips[me] or 0
        cards = self.display_cards(me, self.model)
        gain = display_score(cards, mine + pot) - display_score(cards, mine)
        receiver = view.last_bidder
        goes = (
            f"{name} goes to {self.session.seat_label(receiver)}"
            if receiver is not None
            else f"{name} leaves the game"
        )
        return Control(
            DECLINE,
            "Decline",
            (pygame.K_d,),
            f"D · take {chips_text}, {gain:+d} pts",
            "good",
            f"Take the {chips_text} on the card ({gain:+d} points for you); {goes}.",
        )

    def take_delta(self, view: NoThanksView, me: int) -> int | None:
        """Score change for ``me`` taking the offered card and its chips (None when it
        cannot be known from the view: Take hidden, Give left and Remove)."""
        chips = view.chips[me] if me < len(view.chips) else None
        if view.card is not None and not view.specials_on:
            return scoring.added_points(view.cards[me], view.card) - view.pot
        offered = view.card if view.card is not None else to_display(view.special)
        if offered is None or chips is None:
            return None
        if isinstance(offered, SpecialFace) and offered.kind in ("hidden", "giveleft", "remove"):
            return None
        cards = self.display_cards(me, self.model)
        before = display_score(cards, chips)
        return display_score([*cards, offered], chips + view.pot) - before

    def choice_actions(self) -> list[tuple[Any, Action]]:
        """(displayed card, action) for each card the viewer may give or remove now."""
        if not self.human_to_move():
            return []
        out = []
        for action in self.state.legal_actions():
            card = getattr(action, "card", None)
            if card is None or getattr(action, "kind", None) not in ("give", "remove"):
                continue
            shown = card if card < SPECIAL_BASE else SpecialFace(BY_ID[card].name)
            out.append((shown, action))
        return out

    def prompt(self) -> tuple[str, str] | None:
        """The headline and detail of what the table asks of the viewer right now."""
        sh = self.model
        if self.viewer is None or self.finished or self.animating or self.queue:
            return None
        p = sh.current
        if p < 0:
            return None
        left = self.session.seat_label((p + 1) % self.n)
        if sh.pending is not None:
            goal = f"to give to {left}" if sh.pending == "give" else "to remove from the game"
            if p == self.viewer and self.human_to_move():
                return (
                    f"Choose a card {goal}",
                    "Click a highlighted card of your display, or use ← → and Enter.",
                )
            return f"{self.session.seat_label(p)} chooses a card {goal}", ""
        green = sh.special_green
        if p == self.viewer and self.human_to_move() and green:
            active = sum(1 for seat in sh.seats if not seat.sitting_out)
            mine = sh.seats[p].chips
            if active == 1:
                return "Everyone else sits out", "You must take the green card."
            if sh.pot == 0 and (mine or 0) > 0:
                detail = "No chip is on it yet: the first player must bid."
            elif not mine:
                detail = "You have no chips: you can only decline."
            else:
                bidder = sh.last_bidder
                who = self.session.seat_label(bidder) if bidder is not None else "nobody"
                detail = f"If you decline, you take the chips and the card goes to {who}."
            return "Green card: bid a chip, or decline and take the chips", detail
        if sh.seats[self.viewer].sitting_out:
            return "You sit out on this card", "You come back when it is taken."
        return None

    # Log ---------------------------------------------------------------------------------
    def describe_event(self, event: GameEvent) -> str | None:
        return log_text.describe(event, self.session.seat_label)

    def describe_private(self, event: GameEvent, data: Any) -> str | None:
        shared = len(self.session.human_seats) > 1
        return log_text.describe_private(event, data, shared)

    # Input ------------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event) -> None:
        choices = self.choice_actions()
        if not choices:
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, card in reversed(self.choice_hits):
                if rect.collidepoint(event.pos):
                    for shown, action in choices:
                        if shown == card:
                            self._clicker(action)()
                            return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_UP):
                self.choice_index = (self.choice_index - 1) % len(choices)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.choice_index = (self.choice_index + 1) % len(choices)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._clicker(choices[self.choice_index % len(choices)][1])()

    def table_tooltip(self) -> str | None:
        mx, my = self.app.mouse
        if self.peek_rect.collidepoint(mx, my) and self.model.peeked is not None:
            return (
                "Peek: the cards set aside this round (only you see them). "
                "They are never played from the stack."
            )
        for rect, card in reversed(self.card_hits):
            if rect.collidepoint(mx, my):
                if isinstance(card, SpecialFace):
                    return specials_art.tooltip(card)
                return card_tooltip(card)
        for rect, tip in self.score_hits:
            if rect.collidepoint(mx, my):
                return tip
        if self.seat_rects:
            r = self.seat_rects.get(self.bottom_seat())
            if (
                r is not None
                and self.model.my_tiger is not None
                and self.tiger_rect().collidepoint(mx, my)
            ):
                return (
                    f"Your Hidden Tiger card ({self.model.my_tiger}): only you can see it. "
                    "Play it on your turn, or it never counts."
                )
        if self.stack_rect().collidepoint(mx, my) and self.model.top_back is not None:
            if self.model.top_back == "green":
                return "The top card of the stack has a green back: a green special comes next."
            return "The top card of the stack has the number back: a number or a red special."
        return None

    def stack_rect(self) -> pygame.Rect:
        cw = self.center_cw
        rect = pygame.Rect(0, 0, cw, round(cw * 1.42))
        rect.center = self.stack_pos
        return rect

    # Drawing ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if (
            not self.animating
            and not self.queue
            and not self.curtain_up
            and self.synced_ply != self.session.ply
        ):
            # Every action's animations are over: show exactly the viewer's view.
            self.sync_display()
            self.refresh_controls()

    def draw_table(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(self.size)
        surface.blit(theme.felt_background(self.size), (0, 0))
        self.card_hits = []
        self.choice_hits = []
        self.score_hits = []
        self.peek_rect = pygame.Rect(0, 0, 0, 0)
        self.draw_top_bar(surface, s)
        self.draw_center(surface, s)
        for seat, rect in self.seat_rects.items():
            self.draw_seat(surface, seat, rect, s, seat == self.bottom_seat())
        self.draw_peek(surface, s)
        self.draw_prompt(surface, s)
        for sprite in self.sprites:
            self.draw_sprite(surface, sprite)
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
        bar, _ = self.draw_title_bar(surface, s, 52, 26)
        sh = self.model
        bits = [
            f"Round {sh.round} of {sh.rounds}",
            f"{sh.stack} cards in the stack",
            f"Seed {self.session.seed}",
            "lowest score wins",
        ]
        view_opts = self.session.options
        if view_opts.get("chips") == "open":
            bits.append("open chips")
        if view_opts.get("hidden_tiger"):
            bits.append("Hidden Tiger")
        if view_opts.get("amigo"):
            bits.append("Amigo")
        if view_opts.get("specials"):
            bits.append("special cards")
        theme.blit_text(
            surface,
            "   ·   ".join(bits),
            17 * s,
            (190 * s, bar.centery),
            theme.TEXT_DIM,
            anchor="midleft",
        )

    def draw_center(self, surface: pygame.Surface, s: float) -> None:
        self.draw_stack(surface, s)
        self.draw_offer(surface, s)

    def draw_stack(self, surface: pygame.Surface, s: float) -> None:
        """The stack: a few offset backs for thickness, the top card's back on top."""
        art = self.app.cards
        cw = self.center_cw
        ch = round(cw * 1.42)
        sh = self.model
        sx, sy = self.stack_pos
        if sh.stack > 0:
            layers = min(4, sh.stack)
            surface.blit(art.shadow(cw), (sx - cw // 2 + 3, sy - ch // 2 + 5))
            for i in range(layers, 0, -1):
                # Only the top card's back is known (DECISIONS.md §2); the rest look plain.
                top = i == 1 and sh.top_back == "green"
                back = art.back("green" if top else "normal", cw)
                surface.blit(back, (sx - cw // 2 - i * 2, sy - ch // 2 - i * 2))
            theme.blit_text(
                surface,
                f"{sh.stack} left",
                16 * s,
                (sx - 4 * s, sy + ch // 2 + 16 * s),
                theme.TEXT,
                anchor="center",
            )
            if sh.specials_on:
                theme.blit_text(
                    surface,
                    f"specials: {sh.green_left} green · {sh.red_left} red",
                    13 * s,
                    (sx - 4 * s, sy + ch // 2 + 36 * s),
                    theme.TEXT_DIM,
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

    def draw_offer(self, surface: pygame.Surface, s: float) -> None:
        """The offered card, its chips, and the cards removed or out of the game."""
        art = self.app.cards
        cw = self.center_cw
        ch = round(cw * 1.42)
        sh = self.model
        cx, cy = self.card_pos
        offered = self.offer()
        if offered is not None and "offer" not in self.hidden:
            rect = pygame.Rect(cx - cw // 2, cy - ch // 2, cw, ch)
            surface.blit(art.shadow(cw), rect.move(4, 6))
            surface.blit(art.face(offered, cw), rect)
            self.card_hits.append((rect, offered))
            green = sh.special_green
            if sh.current >= 0 and not self.finished:
                glow = art.highlight(cw, (120, 230, 140) if green else theme.ACCENT)
                surface.blit(glow, glow.get_rect(center=rect.center))
            if isinstance(offered, SpecialFace):
                tag = "GREEN · AUCTION" if green else "RED SPECIAL"
                theme.blit_text(
                    surface,
                    tag,
                    14 * s,
                    (rect.centerx, rect.y - 14 * s),
                    (140, 235, 160) if green else (255, 150, 140),
                    bold=True,
                    anchor="center",
                )
            if green and sh.last_bidder is not None:
                theme.blit_text(
                    surface,
                    f"last chip: {self.session.seat_label(sh.last_bidder)}",
                    14 * s,
                    (rect.centerx, rect.bottom + 14 * s),
                    theme.TEXT,
                    anchor="center",
                )
        else:
            pygame.draw.rect(
                surface,
                (30, 80, 60),
                (cx - cw // 2, cy - ch // 2, cw, ch),
                max(1, int(2 * s)),
                border_radius=cw // 9,
            )
        self.draw_pot(surface, s)

    def draw_pot(self, surface: pygame.Surface, s: float) -> None:
        """The chips on the offered card, and the cards removed or out of the game."""
        art = self.app.cards
        ch = round(self.center_cw * 1.42)
        sh = self.model
        cy = self.card_pos[1]
        pot = 0 if "pot" in self.hidden else sh.pot
        for i in range(min(pot, 40)):
            x, y = self.pot_position(i)
            chip = art.chip(int(13 * s))
            surface.blit(chip, chip.get_rect(center=(x, y)))
        if pot:
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
        out_text = ""
        if sh.out_of_game:  # notation; special cards by their short labels
            out_text = "Out of game: " + ", ".join(
                specials_art.short_label(c) if isinstance(c, SpecialFace) else str(c)
                for c in map(to_display, sh.out_of_game)
            )
        if sh.removed_open or out_text:
            removed = "Removed: " + "  ".join(str(c) for c in sh.removed_open)
            text = "   ·   ".join(t for t in (removed if sh.removed_open else "", out_text) if t)
            theme.blit_text(
                surface,
                text,
                15 * s,
                (self.area.centerx, cy + ch // 2 + 60 * s),
                theme.TEXT_DIM,
                anchor="center",
            )

    def draw_seat(
        self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float, big: bool
    ) -> None:
        sh = self.model
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
        panel = seat_panel(sh, seat)
        self.draw_seat_header(surface, seat, rect, s, big, turn, panel)
        self.draw_seat_line(surface, seat, s, big, panel)
        tags = self.draw_seat_tags(surface, seat, rect, s)
        thinking = self.thinking_label(seat)
        if turn and not tags and thinking:
            ay = self.chip_anchor(seat)[1]
            theme.blit_text(
                surface,
                thinking,
                14 * s,
                (rect.right - 12 * s, ay),
                theme.ACCENT,
                anchor="midright",
            )
        self.draw_display(surface, seat, s)
        if sh.seats[seat].sitting_out:
            veil = theme.rounded_panel(rect.size, (8, 14, 12, 110), int(12 * s))
            surface.blit(veil, rect)
        if big and sh.my_tiger is not None and "tiger" not in self.hidden:
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

    def draw_seat_header(
        self,
        surface: pygame.Surface,
        seat: int,
        rect: pygame.Rect,
        s: float,
        big: bool,
        turn: bool,
        panel: SeatPanel,
    ) -> None:
        """The seat's name and, on the right, its score (or card points) from the model."""
        seat_info = self.session.seats[seat]
        name = seat_info.name + (you_mark(seat_info.name) if seat == self.viewer else "")
        px = (21 if big else 18) * s
        headline = (
            f"{panel.detail}  ·  {panel.headline}" if big and panel.detail else panel.headline
        )
        score_surf = theme.text(headline, px, theme.TEXT, bold=True)
        name_w = rect.width - int(24 * s) - score_surf.get_width() - int(8 * s)
        theme.blit_text(
            surface,
            theme.fit_text(name, px, name_w, True),
            px,
            (rect.x + 12 * s, rect.y + 8 * s),
            theme.ACCENT if turn else theme.TEXT,
            bold=True,
        )
        score_rect = score_surf.get_rect(topright=(rect.right - int(12 * s), rect.y + int(8 * s)))
        surface.blit(score_surf, score_rect)
        self.score_hits.append((score_rect, panel.tip))

    def draw_seat_line(
        self, surface: pygame.Surface, seat: int, s: float, big: bool, panel: SeatPanel
    ) -> None:
        """Chips, the human/bot badge and the Hidden Tiger marker."""
        sh = self.model
        chip = self.app.cards.chip(int(11 * s))
        ax, ay = self.chip_anchor(seat)
        surface.blit(chip, chip.get_rect(center=(ax, ay)))
        r = theme.blit_text(
            surface,
            panel.chips_text,
            18 * s,
            (ax + 16 * s, ay),
            theme.TEXT,
            bold=True,
            anchor="midleft",
        )
        kind = self.session.seats[seat].kind
        badge = "HUMAN" if kind == "human" else f"BOT · {kind.upper()}"
        bcol = (70, 120, 200) if kind == "human" else (110, 90, 160)
        bsurf = theme.text(badge, 12 * s, theme.TEXT, bold=True)
        brect = pygame.Rect(0, 0, bsurf.get_width() + int(14 * s), bsurf.get_height() + int(6 * s))
        brect.midleft = (r.right + int(14 * s), ay)
        surface.blit(theme.rounded_panel(brect.size, bcol, brect.height // 2), brect)
        surface.blit(bsurf, bsurf.get_rect(center=brect.center))
        extra_x = brect.right + int(10 * s)
        if sh.seats[seat].holds_tiger and not (big and sh.my_tiger is not None):
            back = self.app.cards.back("normal", int(14 * s))
            surface.blit(back, back.get_rect(midleft=(extra_x, ay)))
            theme.blit_text(
                surface, "tiger", 13 * s, (extra_x + 18 * s, ay), theme.TEXT_DIM, anchor="midleft"
            )

    def draw_seat_tags(
        self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float
    ) -> list[str]:
        """Ribbons on the panel's top edge (never in the way of the name or badges)."""
        sh = self.model
        tags = []
        if sh.seats[seat].sitting_out:
            tags.append(("SITTING OUT", (200, 120, 40)))
        if sh.last_bidder == seat and sh.special_green and "offer" not in self.hidden:
            tags.append(("LAST CHIP", (46, 140, 84)))
        tx = rect.right - int(12 * s)
        for tag, tcol in tags:
            tsurf = theme.text(tag, 12 * s, theme.TEXT, bold=True)
            trect = pygame.Rect(
                0, 0, tsurf.get_width() + int(14 * s), tsurf.get_height() + int(6 * s)
            )
            trect.midright = (tx, rect.y)
            surface.blit(theme.rounded_panel(trect.size, tcol, trect.height // 2), trect)
            surface.blit(tsurf, tsurf.get_rect(center=trect.center))
            tx = trect.x - int(6 * s)
        return [tag for tag, _ in tags]

    def draw_display(self, surface: pygame.Surface, seat: int, s: float) -> None:
        """The seat's cards, grouped in runs; the cards the viewer may choose glow."""
        cards = self.display_cards(seat)
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
            return
        cw, placed = hand_layout(cards, hand, self.hand_cw(seat))
        art = self.app.cards
        choosing = [c for c, _ in self.choice_actions()] if seat == self.viewer else []
        selected = choosing[self.choice_index % len(choosing)] if choosing else None
        index = 0
        for group in hand_groups(cards):
            chunk = placed[index : index + len(group)]
            index += len(group)
            for card, x, y in reversed(chunk):
                lift = int(10 * s) if card == selected else 0
                card_rect = pygame.Rect(x, y - lift, cw, round(cw * 1.42))
                surface.blit(art.shadow(cw), (x + 2, y + 3))
                surface.blit(art.face(card, cw), card_rect)
                self.card_hits.append((card_rect, card))
                if card in choosing:
                    color = theme.GOOD if card == selected else theme.ACCENT
                    glow = art.highlight(cw, color)
                    surface.blit(glow, glow.get_rect(center=card_rect.center))
                    self.choice_hits.append((card_rect, card))

    def draw_prompt(self, surface: pygame.Surface, s: float) -> None:
        """The headline of what the table asks the viewer, above their seat."""
        prompt = self.prompt()
        bottom = self.seat_rects.get(self.bottom_seat())
        if prompt is None or bottom is None:
            return
        title, detail = prompt
        width = int(min(self.area.width - 24 * s, 620 * s))
        rect = pygame.Rect(0, 0, width, int((58 if detail else 36) * s))
        rect.midbottom = (self.area.centerx, bottom.y - int(10 * s))
        theme.draw_panel(surface, rect, (10, 16, 22, 230), int(10 * s), theme.ACCENT, 1)
        theme.blit_text(
            surface,
            theme.fit_text(title, 19 * s, rect.width - 20 * s, True),
            19 * s,
            (rect.centerx, rect.y + 18 * s),
            theme.ACCENT,
            bold=True,
            anchor="center",
        )
        if detail:
            theme.blit_text(
                surface,
                theme.fit_text(detail, 15 * s, rect.width - 20 * s),
                15 * s,
                (rect.centerx, rect.y + 41 * s),
                theme.TEXT,
                anchor="center",
            )

    def draw_peek(self, surface: pygame.Surface, s: float) -> None:
        """The Peek owner's private panel: the set-aside cards (never for anyone else)."""
        peeked = self.model.peeked
        if peeked is None or self.viewer is None or self.curtain_up:
            return
        art = self.app.cards
        cw = int(30 * s)
        ch = round(cw * 1.42)
        gap = int(4 * s)
        label = "Peek · only you see these set-aside cards"
        label_w = theme.text(label, 13 * s, theme.TEXT).get_width()
        cards_w = max(1, len(peeked)) * (cw + gap) - gap
        rect = pygame.Rect(0, 0, max(cards_w, label_w) + int(20 * s), ch + int(34 * s))
        rect.midbottom = (
            self.card_pos[0] - int(55 * s),
            self.card_pos[1] - round(self.center_cw * 1.42) // 2 - int(26 * s),
        )
        rect.clamp_ip(self.area)
        theme.draw_panel(surface, rect, (10, 16, 22, 235), int(8 * s), theme.INFO, 1)
        theme.blit_text(
            surface, label, 13 * s, (rect.centerx, rect.y + 12 * s), theme.INFO, anchor="center"
        )
        x = rect.centerx - cards_w // 2
        y = rect.y + int(24 * s)
        if not peeked:
            theme.blit_text(
                surface,
                "none left",
                14 * s,
                (rect.centerx, y + ch // 2),
                theme.TEXT_DIM,
                anchor="center",
            )
        for card in peeked:
            surface.blit(art.face(card, cw), (x, y))
            x += cw + gap
        self.peek_rect = rect

    def draw_sprite(self, surface: pygame.Surface, sprite: Sprite) -> None:
        art = self.app.cards
        if sprite.kind == "chip":
            chip = art.chip(int(13 * theme.ui_scale(self.size)))
            surface.blit(chip, chip.get_rect(center=(int(sprite.x), int(sprite.y))))
            return
        w = max(8, int(sprite.w))
        if sprite.kind == "flip":
            surf = flip_surface(art.face(sprite.value, w), art.back(sprite.back, w), sprite.p)
        else:
            surf = art.face(sprite.value, w)
        rect = surf.get_rect(center=(int(sprite.x), int(sprite.y)))
        if sprite.alpha < 255:
            surf = surf.copy()
            surf.set_alpha(max(0, int(sprite.alpha)))
        else:
            surface.blit(art.shadow(w), rect.move(5, 8))
        surface.blit(surf, rect)

    def banner_frame(self, s: float) -> tuple[tuple[int, int], int]:
        center = (self.area.centerx, self.area.y + int(self.area.height * 0.45))
        return center, int(min(560 * s, self.area.width - 40 * s))


Motion = Callable[[NoThanksTable, Any, NoThanksModel, Callable[[], None]], None]

#: Event kind -> what flies where (kinds not listed just fold into the model).
MOTIONS: dict[str, Motion] = {
    "pass": NoThanksTable.move_chips,
    "bid": NoThanksTable.move_chips,
    "decline": NoThanksTable.move_chips,
    "take": NoThanksTable.take_card,
    "flip": NoThanksTable.flip_card,
    "tiger": NoThanksTable.play_tiger,
    "receive": NoThanksTable.receive_card,
    "take_hidden": NoThanksTable.receive_card,
    "give": NoThanksTable.give_card,
    "remove": NoThanksTable.discard_card,
    "leave": NoThanksTable.discard_card,
    "sitout": NoThanksTable.discard_card,
    "round_end": NoThanksTable.score_round,
    "round_start": NoThanksTable.deal_round,
    "choose": NoThanksTable.ask_choice,
}

#: Buttons that read nothing from the table.
FIXED_CONTROLS: dict[Action, Control] = {
    PASS: Control(
        PASS,
        "No thanks!",
        (pygame.K_n, pygame.K_SPACE),
        "N / Space · pay 1 chip",
        "primary",
        "Put one chip on the card; play passes left.",
    ),
    SIT_OUT: Control(
        SIT_OUT,
        "Sit out",
        (pygame.K_s,),
        "S · play your Sit out",
        "accent",
        "Play your Sit out card: you leave the bidding on this card and are "
        "skipped until it is taken; then the Sit out card is discarded.",
    ),
}
