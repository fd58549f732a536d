"""The Nyet! motions: for each rules event, what flies where (through the scene's
:class:`~scenes.table.kit.Stage`).

The scene has committed the folded model when a motion starts; a motion that flies a
piece holds the fields the event changed (:func:`_hold_changed`) until the piece lands,
so the table shows the event's outcome as it arrives. Positions come from the places,
values from the models before and after and from the event, never from a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import fields

from game.games.nyet.board import EMPTY
from game.games.nyet.events import (
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
    secret_card,
)
from scenes.core import theme
from scenes.core.i18n import _
from scenes.core.phrases import about
from scenes.games.nyet import layout, words
from scenes.games.nyet.art import NyetArt
from scenes.games.nyet.layout import LIFT, NyetPlaces, hand_layout
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.overlays import round_banner_lines
from scenes.games.nyet.ui import NyetUi
from scenes.table.components.toast import Toast
from scenes.table.kit import Motions, Sprite, Stage

#: The stage this table's motions run on.
NyetStage = Stage[NyetModel, NyetPlaces, NyetUi, NyetArt]

EASE = "in_out_cubic"
#: Seconds (at normal speed) of the motions a bot's card turn is made of: a card played,
#: the full trick shown with its winner, the trick flying to the winner's pile, a token
#: covering a box, a card sent away. A card turn that ends a trick takes, with the bot's
#: pause, about 1.5 s at normal speed (bench/bot_turn_time.py).
PLAY_FLY = 0.3
TRICK_SHOWN = 0.5
TO_PILE = 0.32
COVER_FLY = 0.36
SEND_AWAY = 0.38
#: Seconds between the trick's cards leaving for the pile.
TO_PILE_STAGGER = 0.02
Point = tuple[float, float]


def _hold_changed(stage: NyetStage) -> Callable[[], None]:
    """Hold every field the event changes (the table shows the model before it); the
    returned landing gives them their new values and shows the hand's flying cards."""
    before, after = stage.before, stage.after
    names = [f.name for f in fields(after) if getattr(before, f.name) != getattr(after, f.name)]
    land = stage.hold(*names)

    def landing() -> None:
        land()
        stage.ui.hidden_hand.clear()

    return landing


def _after_all(count: int, then: Callable[[], None]) -> Callable[[], None]:
    """A callback that runs ``then`` on its ``count``-th call."""
    left = [count]

    def one() -> None:
        left[0] -= 1
        if left[0] == 0:
            then()

    return one


def _toast(stage: NyetStage, lines: list[str], seconds: float) -> None:
    """A short message over the trick area; the motion ends after ``seconds``."""
    ui, shown = stage.ui, Toast(lines)
    ui.toast = shown
    stage.tween(shown, {"alpha": 255}, 0.2)

    def finish() -> None:
        if ui.toast is shown:
            ui.toast = None
        stage.done()

    stage.wait(seconds, finish)


def pack(items: list[str], px: float, room: float, gap: str = "   ·   ") -> list[str]:
    """``items`` joined by ``gap`` into as few lines as fit ``room`` pixels at ``px``
    (an item too long for a line has a line of its own)."""
    lines: list[str] = []
    for item in items:
        if lines and theme.font(round(px)).size(lines[-1] + gap + item)[0] <= room:
            lines[-1] += gap + item
        else:
            lines.append(item)
    return lines


def _lift_from_hand(stage: NyetStage, seat: int, card: int | None) -> tuple[Point, float] | None:
    """Where the viewer's own ``card`` sits in the drawn hand (centre, width), hiding it
    there while it flies; None when the card is not the viewer's to show."""
    ui, p = stage.ui, stage.places
    if card is None or ui.viewer is None or seat != ui.viewer:
        return None
    for index, (rect, code) in enumerate(hand_layout(p, stage.before.hand)):
        if code == card and index not in ui.hidden_hand:
            ui.hidden_hand.add(index)
            return rect.move(0, -int(LIFT * p.s)).center, rect.width
    return None


def _round_started(e: NyetRoundStarted, stage: NyetStage) -> None:
    stage.sound("card")
    dealer = stage.ui.name(e.dealer)
    title = _("Round {number}").format(number=e.round)
    _toast(stage, [title, about(dealer, _("{name} deals"), _("You deal"))], 1.0)


def _covered(e: BoxCovered, stage: NyetStage) -> None:
    assert e.player is not None
    p: NyetPlaces = stage.places
    ui = stage.ui
    land = _hold_changed(stage)
    start = p.tokens[e.player]
    end = p.boxes[(e.line, e.box)].center
    sprite = Sprite("token", e.player, *start, layout.TOKEN_FLY[0] * p.s)

    def covered() -> None:
        land()
        ui.pulse_boxes[(e.line, e.box)] = 0.8 * max(ui.speed, 0.01)
        stage.sound("chip")
        stage.wait(0.05, stage.done)

    stage.fly(sprite, (*end, layout.TOKEN_FLY[1] * p.s), COVER_FLY, EASE, then=covered)


def _terms(e: TermsSet, stage: NyetStage) -> None:
    ui = stage.ui
    for line, boxes in enumerate(stage.after.board):
        for box, holder in enumerate(boxes):
            if holder == EMPTY:
                ui.pulse_boxes[(line, box)] = 1.4 * max(ui.speed, 0.01)
    title, items = words.terms_toast(e, ui.name)
    p: NyetPlaces = stage.places
    room = p.trick.width - 50 * p.s  # the toast's room for a line (see overlays.draw_toast)
    _toast(stage, [title, *pack(items, 16 * p.s, room)], 2.0)


def _teams(e: TeamsChosen, stage: NyetStage) -> None:
    if stage.after.num_players == 2:  # one against one: nothing was chosen
        stage.done()
        return
    _toast(stage, [words.teams_toast(e, stage.ui.name)], 1.2)


def _bonus(e: BonusGiven, stage: NyetStage) -> None:
    p: NyetPlaces = stage.places
    land = _hold_changed(stage)
    start = p.tokens[e.by] if e.by is not None else p.trick.center
    sprite = Sprite("bonus", None, *start, layout.BONUS_FLY[0] * p.s)

    def given() -> None:
        land()
        stage.done()

    stage.fly(sprite, (*p.tokens[e.seat], layout.BONUS_FLY[1] * p.s), 0.5, EASE, then=given)


def _discarded(e: CardDiscarded, stage: NyetStage) -> None:
    assert e.player is not None
    x, y = stage.places.piles[e.player]
    _send_card_away(e, (x + int(layout.DISCARD_DX * stage.places.s), y), stage)


def _pass_chosen(e: PassChosen, stage: NyetStage) -> None:
    assert e.player is not None
    hands = stage.places.hands
    a, b = hands[e.player], hands[(e.player + 1) % stage.after.num_players]
    _send_card_away(e, (a[0] + (b[0] - a[0]) * 0.25, a[1] + (b[1] - a[1]) * 0.25), stage)


def _send_card_away(e: CardDiscarded | PassChosen, end: Point, stage: NyetStage) -> None:
    """A discarded or passing card leaves the seat's hand (face up only for its owner)."""
    assert e.player is not None
    p: NyetPlaces = stage.places
    card = secret_card(e, e.player)
    origin = _lift_from_hand(stage, e.player, card)
    land = _hold_changed(stage)
    start: Point = p.hands[e.player]
    width = layout.SEAT_CARD_W * p.s
    if origin is None:
        card = None
    else:
        start, width = origin
    sprite = Sprite("card" if card is not None else "back", card, *start, width)
    stage.tween(sprite, {"alpha": 0}, SEND_AWAY, "in_quad")

    def gone() -> None:
        land()
        stage.sound("card")
        stage.done()

    stage.fly(sprite, (*end, layout.GONE_W * p.s), SEND_AWAY, EASE, then=gone)


def _delivered(e: PassesDelivered, stage: NyetStage) -> None:
    p: NyetPlaces = stage.places
    n = p.n
    land = _hold_changed(stage)

    def arrived() -> None:
        land()
        stage.sound("card")
        stage.done()

    one_landed = _after_all(n, arrived)
    for seat in range(n):
        a, b = p.hands[seat], p.hands[(seat + 1) % n]
        sprite = Sprite("back", None, *a, layout.SEAT_CARD_W * p.s)
        stage.fly(sprite, b, 0.55, EASE, delay=0.04 * seat, then=one_landed)


def _played(e: CardPlayed, stage: NyetStage) -> None:
    assert e.player is not None
    p: NyetPlaces = stage.places
    origin = _lift_from_hand(stage, e.player, e.card)
    land = _hold_changed(stage)
    start: Point = p.hands[e.player]
    width = layout.PLAY_FROM_SEAT_W * p.s
    if origin is not None:
        start, width = origin
    sprite = Sprite("card", e.card, *start, width)

    def landed() -> None:
        land()
        stage.sound("card")
        stage.done()

    end = p.slots[len(stage.before.trick)]
    stage.fly(sprite, (*end, p.trick_cw), PLAY_FLY, EASE, then=landed)


def _trick_won(e: TrickWon, stage: NyetStage) -> None:
    p: NyetPlaces = stage.places
    ui = stage.ui
    ui.winner_index = (e.winner - e.leader) % p.n
    land = _hold_changed(stage)

    def piled() -> None:
        stage.sound("chip")
        stage.done()

    def collect() -> None:
        ui.winner_index = None
        land()
        one_landed = _after_all(len(e.cards), piled)
        for i, card in enumerate(e.cards):
            sprite = Sprite("card", card, *p.slots[i], p.trick_cw)
            end = (*p.piles[e.winner], layout.TO_PILE_W * p.s)
            stage.fly(sprite, end, TO_PILE, EASE, delay=TO_PILE_STAGGER * i, then=one_landed)

    stage.wait(TRICK_SHOWN, collect)


def _scored(e: NyetRoundScored, stage: NyetStage) -> None:
    # The scene's queue of the events still to animate, if it offers one.
    upcoming: Iterable[object] = getattr(stage, "upcoming", ())
    last = any(isinstance(later, GameEnded) for later in upcoming)
    if last and e.round == 1:
        title = _("Game over")
    elif last:
        title = _("Game over after {round} rounds").format(round=e.round)
    else:
        title = _("Round {number} scored").format(number=e.round)
    stage.banner(title, round_banner_lines(stage.ui.name, e), 5.0, stage.done)


#: Event type -> its motion (events not listed take effect at once).
MOTIONS: Motions[NyetModel, NyetPlaces, NyetUi, NyetArt] = {
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
