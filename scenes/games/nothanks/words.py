"""The No Thanks! table's wording: log lines, prompts, the round banner and the top bar
(no pygame).

Every sentence about a seat is built with :mod:`scenes.core.phrases`, so it reads right
for a seat named "You" ("You take 27", "Your Sit out is discarded") and for any other
name. :func:`describe` words a public event with the seat names given by ``label``,
through a table ``{event class: wording}`` of functions that read the typed events of
:mod:`game.games.nothanks.events`; :func:`describe_private` words the part only the looker may
see.
"""

from __future__ import annotations

from collections.abc import Callable

from game.events import GameEnded, GameEvent, RoundScored, on
from game.games.nothanks.events import (
    BidPlaced,
    CardFlipped,
    CardGiven,
    CardLeft,
    CardName,
    CardReceived,
    CardRemoved,
    ChoiceAsked,
    Declined,
    Passed,
    Peeked,
    RoundDealt,
    SatOut,
    SitoutDiscarded,
    TigerPlayed,
    TookCard,
    TookHidden,
)
from scenes.core.i18n import _, ngettext
from scenes.core.phrases import about, is_you, signed
from scenes.games.nothanks.specials import SpecialFace, short_label, to_display

Label = Callable[[int], str]


def card_words(card: CardName | None, colour: bool = False) -> str:
    """A card as the log names it (special cards by their short label, in the current
    language)."""
    shown = to_display(card)
    if isinstance(shown, SpecialFace):
        if not colour:
            return short_label(shown)
        tagged = _("{card} (green)") if shown.green else _("{card} (red)")
        return tagged.format(card=short_label(shown))
    return str(card)


def chips(count: int) -> str:
    """ "1 chip", "3 chips"."""
    return ngettext("{n} chip", "{n} chips", count).format(n=count)


def _name(event: GameEvent, label: Label) -> str:
    """The name of the seat ``event`` concerns ("" for none)."""
    return label(event.player) if event.player is not None and event.player >= 0 else ""


#: Lines that follow from the line before are indented in the log.
INDENT = "   "


def _passed(label: Label, e: Passed) -> str:
    return _("{name}: No thanks! (pot {pot})").format(name=_name(e, label), pot=e.pot)


def _bid(label: Label, e: BidPlaced) -> str:
    return about(
        _name(e, label),
        _("{name} bids a chip on {card} (pot {pot})"),
        _("You bid a chip on {card} (pot {pot})"),
        card=card_words(e.card),
        pot=e.pot,
    )


def _take(label: Label, e: TookCard) -> str:
    name, card = _name(e, label), card_words(e.card)
    if not e.count:
        return about(name, _("{name} takes {card}"), _("You take {card}"), card=card)
    return about(
        name,
        ngettext("{name} takes {card} + {n} chip", "{name} takes {card} + {n} chips", e.count),
        ngettext("You take {card} + {n} chip", "You take {card} + {n} chips", e.count),
        card=card,
        n=e.count,
    )


def _decline(label: Label, e: Declined) -> str:
    return about(
        _name(e, label),
        ngettext(
            "{name} declines {card}, takes {n} chip",
            "{name} declines {card}, takes {n} chips",
            e.count,
        ),
        ngettext(
            "You decline {card}, take {n} chip", "You decline {card}, take {n} chips", e.count
        ),
        card=card_words(e.card),
        n=e.count,
    )


def _receive(label: Label, e: CardReceived) -> str:
    return about(
        _name(e, label),
        _("{name} receives {card}"),
        _("You receive {card}"),
        card=card_words(e.card),
    )


def _leave(label: Label, e: CardLeft) -> str:
    return INDENT + _("{card} leaves the game").format(card=card_words(e.card))


def _sit_out(label: Label, e: SatOut) -> str:
    return about(
        _name(e, label),
        _("{name} sits out on {card}"),
        _("You sit out on {card}"),
        card=card_words(e.card),
    )


def _sitout_discarded(label: Label, e: SitoutDiscarded) -> str:
    return INDENT + about(
        _name(e, label), _("{name}'s Sit out is discarded"), _("Your Sit out is discarded")
    )


def _give(label: Label, e: CardGiven) -> str:
    name, to, card = _name(e, label), label(e.to), card_words(e.card)
    if is_you(to) and not is_you(name):
        return _("{name} gives {card} to you").format(name=name, card=card)
    return about(
        name,
        _("{name} gives {card} to {other}"),
        _("You give {card} to {other}"),
        card=card,
        other=to,
    )


def _remove(label: Label, e: CardRemoved) -> str:
    return about(
        _name(e, label),
        _("{name} removes {card} from the game"),
        _("You remove {card} from the game"),
        card=card_words(e.card),
    )


def _choose(label: Label, e: ChoiceAsked) -> str:
    name = _name(e, label)
    if e.action == "give":
        return about(
            name, _("{name} must give a card to the left"), _("You must give a card to the left")
        )
    return about(name, _("{name} must remove a card"), _("You must remove a card"))


def _peek(label: Label, e: Peeked) -> str:
    return about(
        _name(e, label),
        _("{name} peeks at the set-aside cards ({cards})"),
        _("You peek at the set-aside cards ({cards})"),
        cards=e.cards,
    )


def _take_hidden(label: Label, e: TookHidden) -> str:
    name = _name(e, label)
    if e.card is None:
        return about(
            name,
            _("{name} takes hidden: nothing left to take"),
            _("You take hidden: nothing left to take"),
        )
    card, n = card_words(e.card), e.skipped_green
    stack = e.source == "stack"
    if not n:
        if stack:
            third, second = (
                _("{name} also takes {card} from the stack"),
                _("You also take {card} from the stack"),
            )
        else:
            third, second = (
                _("{name} also takes {card} from the set-aside cards"),
                _("You also take {card} from the set-aside cards"),
            )
    elif stack:
        third = ngettext(
            "{name} also takes {card} from the stack, skipping {n} green",
            "{name} also takes {card} from the stack, skipping {n} green",
            n,
        )
        second = ngettext(
            "You also take {card} from the stack, skipping {n} green",
            "You also take {card} from the stack, skipping {n} green",
            n,
        )
    else:
        third = ngettext(
            "{name} also takes {card} from the set-aside cards, skipping {n} green",
            "{name} also takes {card} from the set-aside cards, skipping {n} green",
            n,
        )
        second = ngettext(
            "You also take {card} from the set-aside cards, skipping {n} green",
            "You also take {card} from the set-aside cards, skipping {n} green",
            n,
        )
    return about(name, third, second, card=card, n=n)


def _flip(label: Label, e: CardFlipped) -> str:
    return INDENT + _("{card} is turned up ({n} left)").format(
        card=card_words(e.card, colour=True), n=e.stack
    )


def _tiger(label: Label, e: TigerPlayed) -> str:
    return about(
        _name(e, label),
        _("{name} plays the Hidden Tiger {card}"),
        _("You play the Hidden Tiger {card}"),
        card=e.card,
    )


def _round_start(label: Label, e: RoundDealt) -> str:
    text = about(
        _name(e, label),
        _("Round {round} — {name} starts"),
        _("Round {round} — You start"),
        round=e.round,
    )
    removed = e.removed_open
    if removed:
        text += _("; removed {cards}").format(cards=", ".join(map(str, removed)))
    if e.green_specials is not None:
        text += _("; special cards: {green} green, {red} red").format(
            green=e.green_specials, red=e.red_specials
        )
    return text


def _round_end(label: Label, e: RoundScored) -> str:
    scores = ", ".join(f"{label(i)} {signed(p)}" for i, p in enumerate(e.points))
    if not scores:
        return _("Round {round} over").format(round=e.round)
    return _("Round {round} over: {scores}").format(round=e.round, scores=scores)


def _game_end(label: Label, e: GameEnded) -> str | None:
    winners = [label(i) for i in e.winners]
    if not winners:
        return None
    return ngettext("Winner: {names}", "Winners: {names}", len(winners)).format(
        names=" & ".join(winners)
    )


Wording = Callable[[Label, GameEvent], "str | None"]

#: Event class -> its log line.
_WORDING: dict[type[GameEvent], Wording] = dict(
    (
        on(Passed, _passed),
        on(BidPlaced, _bid),
        on(TookCard, _take),
        on(Declined, _decline),
        on(CardReceived, _receive),
        on(CardLeft, _leave),
        on(SatOut, _sit_out),
        on(SitoutDiscarded, _sitout_discarded),
        on(CardGiven, _give),
        on(CardRemoved, _remove),
        on(ChoiceAsked, _choose),
        on(Peeked, _peek),
        on(TookHidden, _take_hidden),
        on(CardFlipped, _flip),
        on(TigerPlayed, _tiger),
        on(RoundDealt, _round_start),
        on(RoundScored, _round_end),
        on(GameEnded, _game_end),
    )
)


def describe(event: GameEvent, label: Label) -> str | None:
    """The log line of a public event (None: nothing to log)."""
    wording = _WORDING.get(type(event))
    if wording is None:
        return f"{_name(event, label)} {event.kind}".strip()
    return wording(label, event)


def describe_private(event: GameEvent, seat: int, shared: bool) -> str | None:
    """The line of ``seat`` (the looker) for its private part of ``event``: the Hidden
    Tiger card dealt (not when several humans share the screen: the log stays on screen
    when another takes over), or a pointer to the Peek panel. Hidden chip counts are not
    logged: the looker's panel shows them."""
    if isinstance(event, RoundDealt) and not shared:
        tiger = event.tiger_of(seat)
        if tiger is not None:
            return _("(only you) Your Hidden Tiger card is {card}.").format(card=tiger)
    if isinstance(event, Peeked):
        return _("(only you) The set-aside cards are shown in your Peek panel.")
    return None
