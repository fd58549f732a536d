"""The Nyet! motion table: for each rules event, what flies where and when the display
model takes the event's outcome.

Every animation starts from the model before the event and the event itself, and ends by
committing ``after = reduce(before, event)`` (the table then draws ``after``): positions
come from the table's layout, values from the model and the event, never from a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.events import GameEvent
from game.nyet.board import EMPTY
from game.nyet.events import (
    BonusGiven,
    BoxCovered,
    CardDiscarded,
    CardPlayed,
    GameEnded,
    NyetRoundScored,
    NyetRoundStarted,
    PassChosen,
    PassesDelivered,
    TeamsChosen,
    TermsSet,
    TrickWon,
)
from scenes.nyet import hand_view, words
from scenes.nyet.model import reduce
from scenes.nyet.overlays import show_round_banner, show_toast
from scenes.table.scene import Sprite

if TYPE_CHECKING:
    from scenes.nyet.table import NyetTable

Done = Callable[[], None]


def fly(
    t: NyetTable,
    sprite: Sprite,
    to: tuple[float, float],
    seconds: float,
    on_done: Done,
    width: float | None = None,
    delay: float = 0.0,
) -> None:
    """Move a sprite to ``to`` (and width), then remove it and call ``on_done``."""
    t.sprites.append(sprite)
    d = t.dur(seconds)

    def landed() -> None:
        if sprite in t.sprites:
            t.sprites.remove(sprite)
        on_done()

    if width is not None:
        t.tweens.to(sprite, "w", width, d, "in_out_cubic", delay=t.dur(delay))
    t.tweens.to(sprite, "x", to[0], d, "in_out_cubic", delay=t.dur(delay))
    t.tweens.to(sprite, "y", to[1], d, "in_out_cubic", delay=t.dur(delay), on_done=landed)


def animate(t: NyetTable, event: GameEvent, done: Done) -> None:
    """Animate ``event`` (as the table's seat sees it) and commit its outcome to the
    table's model; ``done`` runs when the animation ends."""
    seen = event.for_seat(t.bottom_seat())
    after = reduce(t.model, seen)

    def commit() -> None:
        t.model = after
        t.hidden_hand = set()

    motion = MOTIONS.get(type(seen))
    if motion is None:
        commit()
        done()
        return
    motion(t, seen, commit, done)


def _lift_from_hand(
    t: NyetTable, seat: int, card: int | None
) -> tuple[tuple[int, int], int] | None:
    """Where the viewer's own ``card`` sits in the drawn hand (centre, width), hiding it
    there while it flies; None when the card is not the viewer's to show."""
    if card is None or t.viewer is None or seat != t.viewer:
        return None
    for index, (rect, code) in enumerate(hand_view.hand_layout(t)):
        if code == card and index not in t.hidden_hand:
            t.hidden_hand.add(index)
            return rect.move(0, -int(16 * t.s)).center, rect.width
    return None


def _round_started(t: NyetTable, e: NyetRoundStarted, commit: Done, done: Done) -> None:
    commit()
    t.app.audio.play("card")
    show_toast(t, [f"Round {e.round}", f"{t.name(e.dealer)} deals"], 1.0, done)


def _covered(t: NyetTable, e: BoxCovered, commit: Done, done: Done) -> None:
    assert e.player is not None
    target = t.box_rects.get((e.line, e.box))
    start = t.token_anchor(e.player)
    sprite = Sprite("token", e.player, start[0], start[1], 22 * t.s)

    def covered() -> None:
        commit()
        t.pulse_boxes[(e.line, e.box)] = 0.8 * max(t.speed, 0.01)
        t.app.audio.play("chip")
        t.tweens.after(t.dur(0.05), done)

    end = target.center if target is not None else start
    fly(t, sprite, end, 0.42, covered, width=30 * t.s)


def _terms(t: NyetTable, e: TermsSet, commit: Done, done: Done) -> None:
    commit()
    for line, boxes in enumerate(t.model.board):
        for box, holder in enumerate(boxes):
            if holder == EMPTY:
                t.pulse_boxes[(line, box)] = 1.4 * max(t.speed, 0.01)
    show_toast(t, words.terms_toast(e, t.name), 2.0, done)


def _teams(t: NyetTable, e: TeamsChosen, commit: Done, done: Done) -> None:
    commit()
    if t.n == 2:  # one against one: nothing was chosen
        done()
        return
    show_toast(t, [words.teams_toast(e, t.name)], 1.2, done)


def _bonus(t: NyetTable, e: BonusGiven, commit: Done, done: Done) -> None:
    start = t.token_anchor(e.by) if e.by is not None else t.trick_rect.center
    sprite = Sprite("bonus", None, start[0], start[1], 30 * t.s)

    def given() -> None:
        commit()
        done()

    fly(t, sprite, t.token_anchor(e.seat), 0.5, given, width=24 * t.s)


def _discarded(t: NyetTable, e: CardDiscarded, commit: Done, done: Done) -> None:
    assert e.player is not None
    end = t.pile_anchor(e.player)
    _send_card_away(t, e, (end[0] + int(60 * t.s), end[1]), commit, done)


def _pass_chosen(t: NyetTable, e: PassChosen, commit: Done, done: Done) -> None:
    assert e.player is not None
    a, b = t.seat_anchor(e.player), t.seat_anchor((e.player + 1) % t.n)
    end = (a[0] + (b[0] - a[0]) * 0.25, a[1] + (b[1] - a[1]) * 0.25)
    _send_card_away(t, e, end, commit, done)


def _send_card_away(
    t: NyetTable, e: GameEvent, end: tuple[float, float], commit: Done, done: Done
) -> None:
    """A discarded or passing card leaves the seat's hand (face up only for its owner)."""
    assert e.player is not None
    card = e.private.get(e.player, {}).get("card")
    origin = _lift_from_hand(t, e.player, card)
    if origin is None:
        start, width = t.seat_anchor(e.player), 26 * t.s
        card = None
    else:
        start, width = origin
    sprite = Sprite("card" if card is not None else "back", card, start[0], start[1], width)
    t.tweens.to(sprite, "alpha", 0, t.dur(0.45), "in_quad")

    def gone() -> None:
        commit()
        t.app.audio.play("card")
        done()

    fly(t, sprite, end, 0.45, gone, width=22 * t.s)


def _delivered(t: NyetTable, e: PassesDelivered, commit: Done, done: Done) -> None:
    n = t.n
    left = [n]

    def one_landed() -> None:
        left[0] -= 1
        if left[0] == 0:
            commit()
            t.app.audio.play("card")
            done()

    for seat in range(n):
        a, b = t.seat_anchor(seat), t.seat_anchor((seat + 1) % n)
        sprite = Sprite("back", None, a[0], a[1], 26 * t.s)
        fly(t, sprite, b, 0.55, one_landed, delay=0.04 * seat)


def _played(t: NyetTable, e: CardPlayed, commit: Done, done: Done) -> None:
    assert e.player is not None
    origin = _lift_from_hand(t, e.player, e.card)
    if origin is None:
        start, width = t.seat_anchor(e.player), 30 * t.s
    else:
        start, width = origin
    index = len(t.model.trick)
    sprite = Sprite("card", e.card, start[0], start[1], width)

    def landed() -> None:
        commit()
        t.app.audio.play("card")
        done()

    fly(t, sprite, t.trick_slot(index), 0.36, landed, width=t.trick_card_width())


def _trick_won(t: NyetTable, e: TrickWon, commit: Done, done: Done) -> None:
    t.winner_index = (e.winner - e.leader) % t.n

    def collect() -> None:
        sprites = [
            Sprite("card", card, *t.trick_slot(i), t.trick_card_width())
            for i, card in enumerate(e.cards)
        ]
        t.winner_index = None
        commit()
        left = [len(sprites)]

        def one_landed() -> None:
            left[0] -= 1
            if left[0] == 0:
                t.app.audio.play("chip")
                done()

        for i, sprite in enumerate(sprites):
            fly(t, sprite, t.pile_anchor(e.winner), 0.42, one_landed, 22 * t.s, 0.03 * i)

    t.tweens.after(t.dur(0.75), collect)


def _scored(t: NyetTable, e: NyetRoundScored, commit: Done, done: Done) -> None:
    commit()
    last = any(isinstance(later, GameEnded) for later in t.queue)
    show_round_banner(t, e, last, done)


#: Event type -> its animation (events not listed take effect at once).
MOTIONS: dict[type[GameEvent], Callable[..., None]] = {
    NyetRoundStarted: _round_started,
    BoxCovered: _covered,
    TermsSet: _terms,
    TeamsChosen: _teams,
    BonusGiven: _bonus,
    CardDiscarded: _discarded,
    PassChosen: _pass_chosen,
    PassesDelivered: _delivered,
    CardPlayed: _played,
    TrickWon: _trick_won,
    NyetRoundScored: _scored,
}
