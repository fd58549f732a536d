"""The Play or Pay motions: what each rules event animates (``MOTIONS``).

The scene has folded the event into the model before a motion runs; a piece that flies
to a place (a sequence, the pot, a seat's tokens) keeps that place's fields at their old
value with ``stage.hold(...)`` until it lands. Positions come from the places, values
from the model and the event; no motion works out a rule's consequence.
"""

from __future__ import annotations

from collections.abc import Callable

from game.events import GameEnded, GameEvent
from game.games.playorpay.cards import rank_of, suit_of
from game.games.playorpay.events import (
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
from scenes.core.i18n import pgettext
from scenes.games.playorpay.art import PlayingCardArt
from scenes.games.playorpay.choices import hand_cards
from scenes.games.playorpay.model import PlayOrPayModel
from scenes.games.playorpay.places import (
    Places,
    lanes_of,
    pot_center,
    seat_anchor,
    slot_rect,
    token_anchor,
)
from scenes.games.playorpay.ui import PlayOrPayUi
from scenes.games.playorpay.words import ordinal, round_end_banner
from scenes.table.kit import Motions, Sprite, Stage
from scenes.table.layout import seats_clockwise

#: Tokens drawn flying from the pot to a seat, at most.
#: The stage this table's motions run on.
PlayOrPayStage = Stage[PlayOrPayModel, Places, PlayOrPayUi, PlayingCardArt]

MAX_FLYING_TOKENS = 12
#: Seconds into the deal when the antes start flying (times the animation speed).
ANTE_DELAY = 0.3


def both(first: Callable[[], None], then: Callable[[], None]) -> Callable[[], None]:
    """A callback that runs ``first``, then ``then``."""

    def run() -> None:
        first()
        then()

    return run


def seat_of(event: GameEvent) -> int:
    return event.player if event.player is not None else 0


def card_played(event: CardPlayed, stage: PlayOrPayStage) -> None:
    """The card flies from the player's hand to its place in the sequence."""
    places, ui = stage.places, stage.ui
    p, card = seat_of(event), event.card
    start, start_w = seat_anchor(places, p), places.hand_cw * 0.7
    if p == places.bottom:
        for rect, c, _, _ in hand_cards(stage.before, places, ui):
            if c == card:
                start, start_w = rect.center, rect.width
    land = stage.hold("sequences", "current_player")
    if ui.selected == card:
        ui.selected = None
    geo = lanes_of(places, stage.after)
    dest = slot_rect(
        places, geo, suit_of(card), min(event.target, stage.after.decks - 1), rank_of(card)
    )
    stage.sound("card")

    def landed() -> None:
        land()
        if event.cards_left == 1:
            ui.flash(p, pgettext("seat status", "last card!"), theme.ACCENT)
        stage.wait(0.06, stage.done)

    sprite = Sprite("face", card, start[0], start[1], start_w)
    stage.fly(sprite, (*dest.center, geo.cw), 0.42, "in_out_cubic", then=landed)


def paid(event: Paid, stage: PlayOrPayStage) -> None:
    """A token flies from the payer to the pot."""
    p = seat_of(event)
    stage.ui.flash(p, pgettext("seat status", "pays 1"), (255, 170, 90))
    land = stage.hold("pot", "current_player")
    sx, sy = token_anchor(stage.places, stage.model, p)

    def landed() -> None:
        land()
        stage.sound("chip")
        stage.wait(0.1, stage.done)

    stage.fly(
        Sprite("token", 0, sx, sy, 0), pot_center(stage.places), 0.45, "in_out_cubic", then=landed
    )


def passed(event: Passed, stage: PlayOrPayStage) -> None:
    land = stage.hold("current_player")
    stage.ui.flash(seat_of(event), pgettext("seat status", "passes"), theme.TEXT_DIM)
    stage.wait(0.35, both(land, stage.done))


def player_out(event: PlayerOut, stage: PlayOrPayStage) -> None:
    out = pgettext("seat status", "out · {place}").format(place=ordinal(event.place))
    stage.ui.flash(seat_of(event), out, theme.GOOD, 2.4)
    stage.wait(0.3, stage.done)


def round_dealt(event: RoundDealt, stage: PlayOrPayStage) -> None:
    """A few backs fly from the middle of the board to each seat dealt cards; the antes
    (the next events) start flying while they do."""
    places, model = stage.places, stage.after
    stage.ui.status.clear()
    cx, cy = places.board.center
    n = model.num_players
    for order, seat in enumerate(seats_clockwise(places.bottom, n)):
        if model.hand_sizes[seat]:
            target = seat_anchor(places, seat)
            for j in range(2):
                sprite = Sprite("back", 0, cx, cy, lanes_of(places, model).cw)
                stage.fly(sprite, target, 0.45, "out_cubic", delay=0.03 * (order + j * n))
    stage.sound("card")
    stage.wait(ANTE_DELAY, stage.done)


def ante(event: Ante, stage: PlayOrPayStage) -> None:
    """The ante flies to the pot while the cards are still being dealt (the next event
    starts at once)."""
    land = stage.hold("pot")
    sx, sy = token_anchor(stage.places, stage.model, seat_of(event))
    stage.fly(
        Sprite("token", 0, sx, sy, 0), pot_center(stage.places), 0.45, "in_out_cubic", then=land
    )
    stage.done()


def pot_won(event: PotWon, stage: PlayOrPayStage) -> None:
    """The pot's tokens fly to the seat that takes them."""
    px, py = pot_center(stage.places)
    land = stage.hold("tokens")
    target = token_anchor(stage.places, stage.model, seat_of(event))
    count = min(event.count, MAX_FLYING_TOKENS)
    for i in range(count):
        tok = Sprite("token", 0, px + (i % 4) * 3, py - i * 2, 0)
        stage.fly(tok, target, 0.5, "in_out_cubic", delay=0.04 * i)
    if count:
        stage.sound("chip")
    stage.wait(0.5 + 0.04 * count, both(land, stage.done))


def round_ended(event: RoundEnded, stage: PlayOrPayStage) -> None:
    """The end-of-round panel; the seats knocked out grey once it is read."""
    ui: PlayOrPayUi = stage.ui
    was_in_game = stage.before.in_game
    upcoming: tuple[GameEvent, ...] = getattr(stage, "upcoming", ())  # the events after it
    last = any(isinstance(later, GameEnded) for later in upcoming)
    title, lines = round_end_banner(event, ui.name, was_in_game, last)
    # The banner is about the round just played: its dealer keeps the badge until the
    # banner goes (the event already names the next round's dealer).
    dealer = stage.hold("dealer")
    if event.sevens:
        stage.banner(title, lines, 3.2, both(dealer, stage.done))
        return
    land = stage.hold("tokens", "in_game", "totals")
    stage.wait(0.5, land)
    stage.banner(title, lines, 3.4, both(land, both(dealer, stage.done)))


MOTIONS: Motions[PlayOrPayModel, Places, PlayOrPayUi, PlayingCardArt] = {
    CardPlayed: card_played,
    Paid: paid,
    Passed: passed,
    PlayerOut: player_out,
    RoundDealt: round_dealt,
    Ante: ante,
    PotWon: pot_won,
    RoundEnded: round_ended,
}
