"""The Play or Pay table's motion: what each rules event animates.

Each event is folded into the display model with :func:`scenes.playorpay.model.reduce`
when its animation starts. While a piece flies, the fields it flies to (a sequence, the
pot, a seat's tokens) keep their old value and take the reduced value when it lands
(:meth:`PlayOrPayMotion.stage`); so the picture always ends as the model of the view, and
no animation works out a rule's consequence: positions come from the layout, values from
the model and the event.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.events import GameEvent
from game.playorpay.events import (
    Ante,
    CardPlayed,
    Paid,
    Passed,
    PlayerOut,
    PotWon,
    RoundDealt,
    RoundEnded,
)
from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.playorpay.art import rank_of, suit_of
from scenes.playorpay.model import reduce
from scenes.playorpay.seats import PlayOrPaySeats
from scenes.playorpay.words import ordinal, round_end_banner
from scenes.table.scene import Sprite

#: Tokens drawn flying from the pot to a seat, at most.
MAX_FLYING_TOKENS = 12
#: Seconds into the deal when the antes start flying (times the animation speed).
ANTE_DELAY = 0.3


def both(first: Callable[[], None], then: Callable[[], None]) -> Callable[[], None]:
    """A callback that runs ``first``, then ``then``."""

    def run() -> None:
        first()
        then()

    return run


class PlayOrPayMotion(PlayOrPaySeats):
    """Animates rules events over the display model."""

    def stage(self, event: GameEvent, *held: str) -> Callable[[], None]:
        """Fold ``event`` into the model now, except the fields named in ``held``, which
        keep their value until the returned function (the landing) is called."""
        after = reduce(self.model, event.for_seat(self.model.seat))
        self.model = replace(after, **{name: getattr(self.model, name) for name in held})

        def land() -> None:
            self.model = replace(self.model, **{name: getattr(after, name) for name in held})

        return land

    def animate_event(self, event: GameEvent, done: Callable[[], None]) -> None:
        if not isinstance(event, GameEvent):
            done()
        elif self.speed == 0:
            self.stage(event)
            done()
        elif isinstance(event, CardPlayed):
            self.animate_play(event, done)
        elif isinstance(event, Paid):
            self.animate_pay(event, done)
        elif isinstance(event, Passed):
            land = self.stage(event, "current")
            self.flash(event.player if event.player is not None else 0, "passes", theme.TEXT_DIM)
            self.tweens.after(self.dur(0.35), both(land, done))
        elif isinstance(event, PlayerOut) and event.player is not None:
            self.stage(event)
            self.flash(event.player, f"out · {ordinal(event.place)}", theme.GOOD, 2.4)
            self.tweens.after(self.dur(0.3), done)
        elif isinstance(event, RoundDealt):
            self.animate_deal(event, done)
        elif isinstance(event, Ante):
            self.animate_ante(event, done)
        elif isinstance(event, PotWon):
            self.animate_pot_won(event, done)
        elif isinstance(event, RoundEnded):
            self.animate_round_end(event, done)
        else:
            self.stage(event)
            done()

    def animate_play(self, event: CardPlayed, done: Callable[[], None]) -> None:
        """The card flies from the player's hand to its place in the sequence."""
        p = event.player if event.player is not None else 0
        card = event.card
        start = self.seat_anchor(p)
        start_w = self.hand_cw * 0.7
        if p == self.bottom_seat():
            cw, placed = self.hand_layout(self.shown_hand())
            for c, x, y in placed:
                if c == card:
                    start = (x + cw // 2, y + card_height(cw) // 2)
                    start_w = cw
        land = self.stage(event, "sequences", "current")
        if self.sel_card == card:
            self.sel_card = None
        dest = self.slot_rect(suit_of(card), min(event.target, self.decks - 1), rank_of(card))
        sprite = Sprite("face", card, start[0], start[1], start_w)
        self.app.audio.play("card")

        def landed() -> None:
            land()
            if event.cards_left == 1:
                self.flash(p, "last card!", theme.ACCENT)
            self.tweens.after(self.dur(0.06), done)

        self.fly(sprite, (*dest.center, self.board_cw), 0.42, "in_out_cubic", then=landed)

    def animate_pay(self, event: Paid, done: Callable[[], None]) -> None:
        """A token flies from the payer to the pot."""
        p = event.player if event.player is not None else 0
        self.flash(p, "pays 1", (255, 170, 90))
        land = self.stage(event, "pot", "current")
        sx, sy = self.token_anchor(p)
        token = Sprite("token", 0, sx, sy, 0)

        def landed() -> None:
            land()
            self.app.audio.play("chip")
            self.tweens.after(self.dur(0.1), done)

        self.fly(token, self.pot_center(), 0.45, "in_out_cubic", then=landed)

    def animate_deal(self, event: RoundDealt, done: Callable[[], None]) -> None:
        """A few backs fly from the middle of the board to each seat dealt cards; the
        antes (the next events) start flying while they do. Decks are counted anew at every
        deal, so the board is laid out again when their number changes."""
        decks = self.model.decks
        self.stage(event)
        if self.model.decks != decks:
            self.layout_table()
        self.status = {}
        n = self.n
        cx, cy = self.board.center
        for order, seat in enumerate(self.seat_order()):
            if not self.model.seats[seat].cards:
                continue
            target = self.seat_anchor(seat)
            for j in range(2):
                sp = Sprite("back", 0, cx, cy, self.board_cw)
                self.fly(sp, target, 0.45, "out_cubic", delay=0.03 * (order + j * n))
        self.app.audio.play("card")
        self.tweens.after(self.dur(ANTE_DELAY), done)

    def animate_ante(self, event: Ante, done: Callable[[], None]) -> None:
        """The ante flies to the pot while the cards are still being dealt (the next
        event starts at once; the model is re-read from the view once all have landed)."""
        p = event.player if event.player is not None else 0
        land = self.stage(event, "pot")
        sx, sy = self.token_anchor(p)
        token = Sprite("token", 0, sx, sy, 0)
        self.fly(token, self.pot_center(), 0.45, "in_out_cubic", then=land)
        done()

    def animate_pot_won(self, event: PotWon, done: Callable[[], None]) -> None:
        """The pot's tokens fly to the seat that takes them."""
        p = event.player if event.player is not None else 0
        land = self.stage(event, "seats")
        px, py = self.pot_center()
        target = self.token_anchor(p)
        count = min(event.count, MAX_FLYING_TOKENS)
        for i in range(count):
            tok = Sprite("token", 0, px + (i % 4) * 3, py - i * 2, 0)
            self.fly(tok, target, 0.5, "in_out_cubic", delay=0.04 * i)
        if count:
            self.app.audio.play("chip")
        self.tweens.after(self.dur(0.5 + 0.04 * count), both(land, done))

    def animate_round_end(self, event: RoundEnded, done: Callable[[], None]) -> None:
        """The end-of-round panel; the seats knocked out grey once it is read."""
        was_in_game = tuple(panel.in_game for panel in self.model.seats)
        title, lines = round_end_banner(event, self.session.seat_label, was_in_game)
        if event.sevens:
            self.stage(event)
            self.show_banner(title, lines, 3.2, done)
            return
        land = self.stage(event, "seats")
        self.tweens.after(self.dur(0.5), land)

        def finished() -> None:
            land()
            done()

        self.show_banner(title, lines, 3.4, finished)
