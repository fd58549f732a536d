"""The No Thanks! table's motion table: rules event kind → what flies where.

Each entry of :data:`MOTIONS` animates one event with :meth:`TableScene.fly` and then
calls ``finish``, which makes the model the model after the event. The event is folded
with :func:`scenes.nothanks.model.reduce` before its animation starts, so a target such
as "where the card lands in the display" is read from the model after it. Start and end
points come from the layout, values from the model and the event: no animation works out
a rule's consequence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.events import GameEvent
from scenes.nothanks import words
from scenes.nothanks.centre import NoThanksCentre
from scenes.nothanks.model import NoThanksModel, reduce
from scenes.nothanks.specials import SpecialFace, to_display
from scenes.table.scene import Sprite

Finish = Callable[[], None]
#: Chips drawn flying at most.
MAX_FLYING_CHIPS = 8
#: Seconds between two chips setting off.
CHIP_STAGGER = 0.03


class NoThanksMotion(NoThanksCentre):
    """Plays the motion of each rules event over the display model."""

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

    def fly_card(
        self,
        card: Any,
        start: tuple[int, int, int],
        seat: int,
        after: NoThanksModel,
        finish: Finish,
    ) -> None:
        """``card`` flies from ``start`` (centre and width) to its place in ``seat``'s
        display in the model ``after``, then ``finish`` runs."""
        target = self.display_pos(seat, card, after) if seat in self.seat_rects else (0, 0, 40)

        def arrived() -> None:
            self.app.audio.play("card")
            self.tweens.after(self.dur(0.1), finish)

        sprite = Sprite("card", card, *start)
        self.fly(sprite, target, 0.5, "in_out_cubic", then=arrived)

    def fly_chips(
        self, starts: list[tuple[int, int]], ends: list[tuple[int, int]], seconds: float
    ) -> float:
        """Chips fly from ``starts`` to ``ends``, one after the other; returns the
        seconds (at normal speed) until the last lands."""
        for i, (start, end) in enumerate(zip(starts, ends, strict=True)):
            chip = Sprite("chip", None, *start, 0)
            self.fly(chip, end, seconds, "in_out_cubic", delay=CHIP_STAGGER * i)
        return seconds + CHIP_STAGGER * max(0, len(starts) - 1)


def move_chips(t: NoThanksMotion, event: Any, after: NoThanksModel, finish: Finish) -> None:
    """Chips fly between a seat and the card (No thanks, bid, decline)."""
    p = event.player
    if event.target == "card":
        seconds = t.fly_chips([t.chip_anchor(p)], [t.pot_position(max(0, after.pot - 1))], 0.38)
    else:
        t.hidden = t.hidden | {"pot"}
        starts = [t.pot_position(i) for i in range(min(event.count, MAX_FLYING_CHIPS))]
        seconds = t.fly_chips(starts, [t.chip_anchor(p)] * len(starts), 0.45)

    def landed() -> None:
        if event.count:
            t.app.audio.play("chip")
        t.tweens.after(t.dur(0.08), finish)

    t.tweens.after(t.dur(seconds), landed)


def take_card(t: NoThanksMotion, event: Any, after: NoThanksModel, finish: Finish) -> None:
    """The card on offer and its chips fly to the taker."""
    p = event.player
    t.hidden = t.hidden | {"offer", "pot"}
    starts = [t.pot_position(i) for i in range(min(event.count, MAX_FLYING_CHIPS))]
    t.fly_chips(starts, [t.chip_anchor(p)] * len(starts), 0.45)
    if event.count:
        t.app.audio.play("chip")
    t.fly_card(to_display(event.card), (*t.card_pos, t.center_cw), p, after, finish)


def flip_card(t: NoThanksMotion, event: Any, after: NoThanksModel, finish: Finish) -> None:
    """The top stack card turns over on its way to the offer place."""
    back = "green" if event.green else "normal"
    sprite = Sprite("flip", to_display(event.card), *t.stack_pos, t.center_cw, p=0.0, back=back)
    t.app.audio.play("card")
    t.tweens.to(sprite, "p", 1.0, t.dur(0.45), "in_out_quad")
    t.fly(sprite, t.card_pos, 0.45, "out_cubic", then=finish)


def play_tiger(t: NoThanksMotion, event: Any, after: NoThanksModel, finish: Finish) -> None:
    """A Hidden Tiger card flies from its owner into their display."""
    p = event.player
    start = t.seat_rects.get(p, t.area).center
    if p == t.bottom_seat() and t.model.my_tiger is not None:
        start = t.tiger_rect().center
        t.hidden = t.hidden | {"tiger"}
    width = t.display_pos(p, event.card, after)[2]
    t.fly_card(event.card, (*start, width), p, after, finish)


def receive_card(t: NoThanksMotion, event: Any, after: NoThanksModel, finish: Finish) -> None:
    """A declined green card (from the offer place) or a Take hidden card (from the
    stack) flies into a display."""
    if event.card is None:
        finish()
        return
    start = t.card_pos if event.kind == "receive" else t.stack_pos
    t.fly_card(to_display(event.card), (*start, t.center_cw), event.player, after, finish)


def give_card(t: NoThanksMotion, event: Any, after: NoThanksModel, finish: Finish) -> None:
    """Give left: the card flies from the giver's display to the neighbour's."""
    card = to_display(event.card)
    start = t.display_pos(event.player, card)
    t.hidden_card = (event.player, card)
    t.fly_card(card, start, event.to, after, finish)


def discard_card(t: NoThanksMotion, event: Any, after: NoThanksModel, finish: Finish) -> None:
    """A card leaves the game (remove, leave) or a Sit out card is played: it fades
    out above the offer place."""
    p = event.player
    card = to_display(event.card) if event.kind != "sitout" else SpecialFace("sitout")
    if event.kind == "leave" or p is None:
        start = (*t.card_pos, t.center_cw)
    else:
        start = t.display_pos(p, card)
        t.hidden_card = (p, card)
    sprite = Sprite("card", card, *start)
    t.tweens.to(sprite, "alpha", 0, t.dur(0.5), "in_quad")
    t.fly(sprite, (t.card_pos[0], t.area.y + t.area.height // 5), 0.5, "in_out_cubic", then=finish)
    t.app.audio.play("card")


def score_round(t: NoThanksMotion, event: Any, after: NoThanksModel, finish: Finish) -> None:
    """The round's points and totals, in a banner (the panels show the totals)."""
    t.model = after
    label = t.session.seat_label
    title, lines = words.round_banner(event.round, after.rounds, event.points, event.totals, label)
    t.show_banner(title, list(lines), 3.0 if event.round < after.rounds else 1.6, finish)


def deal_round(t: NoThanksMotion, event: Any, after: NoThanksModel, finish: Finish) -> None:
    """A new round: the model resets; the layout follows the tiger card."""
    t.model = after
    if t._laid_out is not None:
        t.layout_table()
    finish()


def ask_choice(t: NoThanksMotion, event: Any, after: NoThanksModel, finish: Finish) -> None:
    """A card is to be chosen from a display: the choice starts at its first card."""
    t.choice_index = 0
    finish()


Motion = Callable[[NoThanksMotion, Any, NoThanksModel, Finish], None]

#: Event kind -> what flies where (kinds not listed just fold into the model).
MOTIONS: dict[str, Motion] = {
    "pass": move_chips,
    "bid": move_chips,
    "decline": move_chips,
    "take": take_card,
    "flip": flip_card,
    "tiger": play_tiger,
    "receive": receive_card,
    "take_hidden": receive_card,
    "give": give_card,
    "remove": discard_card,
    "leave": discard_card,
    "sitout": discard_card,
    "round_end": score_round,
    "round_start": deal_round,
    "choose": ask_choice,
}
