"""The No Thanks! motions: rules event type → what flies where (see
:class:`scenes.table.kit.Stage`).

The scene commits the folded model before a motion runs; a motion holds the model's
fields at their old value while pieces fly (:func:`_hold`) and lets go of them when they
land, so the picture changes when the piece arrives. Start and end points come from the
places, values from the model and the event: no motion works out a rule's consequence.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields

from game.events import RoundScored
from game.games.nothanks.events import (
    BidPlaced,
    CardFlipped,
    CardGiven,
    CardLeft,
    CardReceived,
    CardRemoved,
    ChoiceAsked,
    Declined,
    Passed,
    SatOut,
    TigerPlayed,
    TookCard,
    TookHidden,
)
from scenes.games.nothanks import prompts
from scenes.games.nothanks.art import CardArt
from scenes.games.nothanks.layout import NoThanksUi, Places, chip_anchor, display_pos, pot_position
from scenes.games.nothanks.model import NoThanksModel
from scenes.games.nothanks.specials import ShownCard, SpecialFace, to_display
from scenes.table.kit import Motions, Sprite, Stage

#: Chips drawn flying at most.
#: The stage this table's motions run on.
NoThanksStage = Stage[NoThanksModel, Places, NoThanksUi, CardArt]

MAX_FLYING_CHIPS = 8
#: Seconds between two chips setting off.
CHIP_STAGGER = 0.03
#: The model's fields of the card on offer (let go of at once when it flies away): the
#: special cards' part but for the displays' special cards (``specials.held``, see
#: :func:`_hold`).
OFFER = ("card", "specials", "pot")


def _hold(stage: NoThanksStage, *free: str) -> Callable[[], None]:
    """Hold every field of the model but ``free`` (pieces now in flight from their
    place); the returned function lets go, clears the pieces in flight and ends."""
    held = [f.name for f in fields(NoThanksModel) if f.name not in free]
    if "specials" in free:  # its offer goes, the card taken lands in a display
        held.append("specials.held")
    land = stage.hold(*held)

    def finish() -> None:
        land()
        stage.ui.hidden_card = None
        stage.ui.tiger_away = False
        stage.done()

    return finish


def _centre(stage: NoThanksStage) -> tuple[int, int, int]:
    """The card on offer's place: centre and width."""
    return (*stage.places.offer.center, stage.places.offer.width)


def fly_card(
    stage: NoThanksStage,
    card: ShownCard,
    start: tuple[int, int, int],
    seat: int,
    finish: Callable[[], None],
) -> None:
    """``card`` flies from ``start`` (centre and width) to its place in ``seat``'s
    display in the model after the event, then ``finish`` runs."""
    places, after = stage.places, stage.after
    target = display_pos(places, after, seat, card) if seat in places.seats else (0, 0, 40)

    def arrived() -> None:
        stage.sound("card")
        stage.wait(0.1, finish)

    stage.fly(Sprite("card", card, *start), target, 0.5, "in_out_cubic", then=arrived)


def fly_chips(
    stage: NoThanksStage, starts: list[tuple[int, int]], ends: list[tuple[int, int]], seconds: float
) -> float:
    """Chips fly from ``starts`` to ``ends``, one after the other; returns the seconds
    until the last lands."""
    for i, (start, end) in enumerate(zip(starts, ends, strict=True)):
        chip = Sprite("chip", None, *start, 0)
        stage.fly(chip, end, seconds, "in_out_cubic", delay=CHIP_STAGGER * i)
    return seconds + CHIP_STAGGER * max(0, len(starts) - 1)


def _from_pot(stage: NoThanksStage, event: Passed | BidPlaced | Declined | TookCard) -> float:
    """The chips on the card fly to ``event.player``; returns the seconds they take."""
    places = stage.places
    starts = [pot_position(places, i) for i in range(min(event.count, MAX_FLYING_CHIPS))]
    return fly_chips(stage, starts, [chip_anchor(places, event.actor)] * len(starts), 0.45)


def move_chips(event: Passed | BidPlaced | Declined, stage: NoThanksStage) -> None:
    """Chips fly between a seat and the card (No thanks, bid, decline)."""
    places = stage.places
    if event.target == "card":
        finish = _hold(stage)
        end = pot_position(places, max(0, stage.after.pot - 1))
        seconds = fly_chips(stage, [chip_anchor(places, event.actor)], [end], 0.38)
    else:
        finish = _hold(stage, "pot")
        seconds = _from_pot(stage, event)

    def landed() -> None:
        if event.count:
            stage.sound("chip")
        stage.wait(0.08, finish)

    stage.wait(seconds, landed)


def take_card(event: TookCard, stage: NoThanksStage) -> None:
    """The card on offer and its chips fly to the taker."""
    finish = _hold(stage, *OFFER)
    _from_pot(stage, event)
    if event.count:
        stage.sound("chip")
    fly_card(stage, to_display(event.card), _centre(stage), event.actor, finish)


def flip_card(event: CardFlipped, stage: NoThanksStage) -> None:
    """The top stack card turns over on its way to the offer place."""
    finish = _hold(stage)
    places, back = stage.places, "green" if event.green else "normal"
    card = to_display(event.card)
    x, y = places.stack.center
    sprite = Sprite("flip", card, x, y, places.offer.width, p=0.0, back=back)
    stage.sound("card")
    stage.tween(sprite, {"p": 1.0}, 0.45, "in_out_quad")
    stage.fly(sprite, places.offer.center, 0.45, "out_cubic", then=finish)


def play_tiger(event: TigerPlayed, stage: NoThanksStage) -> None:
    """A Hidden Tiger card flies from its owner into their display."""
    finish = _hold(stage)
    p, places = event.actor, stage.places
    start = places.seats.get(p, places.area).center
    if p == places.bottom and stage.before.my_tiger is not None:
        start = places.tiger.center
        stage.ui.tiger_away = True
    width = display_pos(places, stage.after, p, event.card)[2]
    fly_card(stage, event.card, (*start, width), p, finish)


def receive_card(event: CardReceived | TookHidden, stage: NoThanksStage) -> None:
    """A declined green card (from the offer place) or a Take hidden card (from the
    stack) flies into a display."""
    finish = _hold(stage)
    if event.card is None:
        finish()
        return
    start = _centre(stage)
    if isinstance(event, TookHidden):
        start = (*stage.places.stack.center, start[2])
    fly_card(stage, to_display(event.card), start, event.actor, finish)


def give_card(event: CardGiven, stage: NoThanksStage) -> None:
    """Give left: the card flies from the giver's display to the neighbour's."""
    finish = _hold(stage)
    card = to_display(event.card)
    start = display_pos(stage.places, stage.before, event.actor, card)
    stage.ui.hidden_card = (event.player, card)
    fly_card(stage, card, start, event.to, finish)


def discard_card(event: CardRemoved | CardLeft | SatOut, stage: NoThanksStage) -> None:
    """A card leaves the game (remove, leave) or a Sit out card is played: it fades
    out above the offer place."""
    finish = _hold(stage)
    p, places = event.actor, stage.places
    card = SpecialFace("sitout") if isinstance(event, SatOut) else to_display(event.card)
    start = _centre(stage)
    if not isinstance(event, CardLeft) and p is not None:
        start = display_pos(places, stage.before, p, card)
        stage.ui.hidden_card = (p, card)
    sprite = Sprite("card", card, *start)
    stage.tween(sprite, {"alpha": 0}, 0.5, "in_quad")
    to = (places.offer.centerx, places.area.y + places.area.height // 5)
    stage.fly(sprite, to, 0.5, "in_out_cubic", then=finish)
    stage.sound("card")


def score_round(event: RoundScored, stage: NoThanksStage) -> None:
    """The round's points and totals, in a banner (the panels show the totals)."""
    rounds = stage.after.rounds
    label = stage.ui.name
    title, lines = prompts.round_banner(event.round, rounds, event.points, event.totals, label)
    stage.banner(title, list(lines), 3.0 if event.round < rounds else 1.6, stage.done)


def ask_choice(event: ChoiceAsked, stage: NoThanksStage) -> None:
    """A card is to be chosen from a display: the choice starts at its first card."""
    stage.ui.choice_index = 0
    stage.done()


#: Event type -> what flies where (types not listed just fold into the model).
MOTIONS: Motions[NoThanksModel, Places, NoThanksUi, CardArt] = {
    Passed: move_chips,
    BidPlaced: move_chips,
    Declined: move_chips,
    TookCard: take_card,
    CardFlipped: flip_card,
    TigerPlayed: play_tiger,
    CardReceived: receive_card,
    TookHidden: receive_card,
    CardGiven: give_card,
    CardRemoved: discard_card,
    CardLeft: discard_card,
    SatOut: discard_card,
    RoundScored: score_round,
    ChoiceAsked: ask_choice,
}
