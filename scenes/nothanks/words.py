"""The No Thanks! table's wording: log lines, prompts, the round banner and the top bar
(no pygame).

Every sentence about a seat is built with :mod:`scenes.core.phrases`, so it reads right
for a seat named "You" ("You take 27", "Your Sit out is discarded") and for any other
name. :func:`describe` words a public event with the seat names given by ``label``,
through a table ``{event class: wording}`` of functions that read the typed events of
:mod:`game.nothanks.events`; :func:`describe_private` words the part only the looker may
see.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.events import GameEnded, GameEvent, RoundScored, on
from game.nothanks.events import (
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
from scenes.core.phrases import base_form, is_you, plural, possessive, says, subject
from scenes.nothanks.specials import SpecialFace, short_label, to_display
from scenes.table.facts import Fact

Label = Callable[[int], str]


def card_words(card: CardName | None, colour: bool = False) -> str:
    """A card as the log names it (special cards by their short label)."""
    shown = to_display(card)
    if isinstance(shown, SpecialFace):
        tag = f" ({'green' if shown.green else 'red'})" if colour else ""
        return short_label(shown) + tag
    return str(card)


def chips(count: int) -> str:
    """ "1 chip", "3 chips"."""
    return plural(count, "chip")


def verb(name: str, third_person: str) -> str:
    """The verb agreeing with ``name`` as subject, without the name: "take" for You."""
    return base_form(third_person) if is_you(name) else third_person


def whom(name: str) -> str:
    """A seat name as the object of a sentence: "you" for a seat named You."""
    return "you" if is_you(name) else name


def _name(event: GameEvent, label: Label) -> str:
    """The name of the seat ``event`` concerns ("" for none)."""
    return label(event.player) if event.player is not None and event.player >= 0 else ""


def _passed(label: Label, e: Passed) -> str:
    return f"{_name(e, label)}: No thanks! (pot {e.pot})"


def _bid(label: Label, e: BidPlaced) -> str:
    return f"{says(_name(e, label), 'bids')} a chip on {card_words(e.card)} (pot {e.pot})"


def _take(label: Label, e: TookCard) -> str:
    text = f"{says(_name(e, label), 'takes')} {card_words(e.card)}"
    return text + (f" + {chips(e.count)}" if e.count else "")


def _decline(label: Label, e: Declined) -> str:
    name = _name(e, label)
    return f"{says(name, 'declines')} {card_words(e.card)}, {verb(name, 'takes')} {chips(e.count)}"


def _receive(label: Label, e: CardReceived) -> str:
    return f"{says(_name(e, label), 'receives')} {card_words(e.card)}"


def _leave(label: Label, e: CardLeft) -> str:
    return f"   {card_words(e.card)} leaves the game"


def _sit_out(label: Label, e: SatOut) -> str:
    return f"{says(_name(e, label), 'sits')} out on {card_words(e.card)}"


def _sitout_discarded(label: Label, e: SitoutDiscarded) -> str:
    return f"   {possessive(_name(e, label))} Sit out is discarded"


def _give(label: Label, e: CardGiven) -> str:
    return f"{says(_name(e, label), 'gives')} {card_words(e.card)} to {whom(label(e.to))}"


def _remove(label: Label, e: CardRemoved) -> str:
    return f"{says(_name(e, label), 'removes')} {card_words(e.card)} from the game"


def _choose(label: Label, e: ChoiceAsked) -> str:
    what = "give a card to the left" if e.action == "give" else "remove a card"
    return f"{subject(_name(e, label))} must {what}"


def _peek(label: Label, e: Peeked) -> str:
    return f"{says(_name(e, label), 'peeks')} at the set-aside cards ({e.cards})"


def _take_hidden(label: Label, e: TookHidden) -> str:
    name = _name(e, label)
    if e.card is None:
        return f"{says(name, 'takes')} hidden: nothing left to take"
    source = "the stack" if e.source == "stack" else "the set-aside cards"
    extra = f", skipping {e.skipped_green} green" if e.skipped_green else ""
    return f"{says(name, 'also takes')} {card_words(e.card)} from {source}{extra}"


def _flip(label: Label, e: CardFlipped) -> str:
    return f"   {card_words(e.card, colour=True)} is turned up ({e.stack} left)"


def _tiger(label: Label, e: TigerPlayed) -> str:
    return f"{says(_name(e, label), 'plays')} the Hidden Tiger {e.card}"


def _round_start(label: Label, e: RoundDealt) -> str:
    removed = e.removed_open
    extra = f"; removed {', '.join(map(str, removed))}" if removed else ""
    if e.green_specials is not None:
        extra += f"; special cards: {e.green_specials} green, {e.red_specials} red"
    return f"Round {e.round} — {says(_name(e, label), 'starts')}{extra}"


def _round_end(label: Label, e: RoundScored) -> str:
    scores = ", ".join(f"{label(i)} {p:+g}" for i, p in enumerate(e.points))
    return f"Round {e.round} over" + (f": {scores}" if scores else "")


def _game_end(label: Label, e: GameEnded) -> str | None:
    winners = [label(i) for i in e.winners]
    return "Winner: " + " & ".join(winners) if winners else None


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
            return f"(only you) Your Hidden Tiger card is {tiger}."
    if isinstance(event, Peeked):
        return "(only you) The set-aside cards are shown in your Peek panel."
    return None


# The round banner and the top bar ----------------------------------------------------------


def round_banner(
    round_no: int, rounds: int, points: Sequence[float], totals: Sequence[float], label: Label
) -> tuple[str, list[str]]:
    """The end-of-round banner: a title and one line per seat, lowest round score first."""
    order = sorted(range(len(points)), key=lambda i: points[i])
    lines = [f"{label(i)}:  {points[i]:+g} this round,  {totals[i]:g} total" for i in order]
    last = round_no >= rounds
    return f"Round {round_no} is over" + (" — final scores next" if last else ""), lines


#: Table options named in the top bar, in order.
OPTION_WORDS = (
    ("hidden_tiger", "Hidden Tiger"),
    ("amigo", "Amigo"),
    ("specials", "special cards"),
)


def top_bar_bits(
    round_no: int, rounds: int, stack: int, seed: int, options: Mapping[str, Any]
) -> list[Fact]:
    """The facts after the title: round, stack, seed, how to win, the options on; ranked
    for a crowded bar (the round and the stack stay longest, the seed goes first)."""
    bits = [
        Fact(f"Round {round_no} of {rounds}", 0),
        Fact(f"{plural(stack, 'card')} in the stack", 1, f"{plural(stack, 'card')} left"),
        Fact(f"Seed {seed}", 5),
        Fact("lowest score wins", 4, "lowest wins"),
    ]
    if options.get("chips") == "open":
        bits.append(Fact("open chips", 2))
    bits.extend(Fact(words, 3) for key, words in OPTION_WORDS if options.get(key))
    return bits


# Prompts and tooltips -----------------------------------------------------------------------


def choice_prompt(pending: str, chooser: str, left: str, mine: bool) -> tuple[str, str]:
    """The prompt while a card of a display is to be given to the left or removed."""
    goal = f"to give to {whom(left)}" if pending == "give" else "to remove from the game"
    if mine:
        return (
            f"Choose a card {goal}",
            "Click a highlighted card of your display, or use ← → and Enter.",
        )
    return f"{says(chooser, 'chooses')} a card {goal}", ""


def green_prompt(active: int, pot: int, mine: int, bidder: str | None) -> tuple[str, str]:
    """The viewer's prompt on a green card: bid or decline (or take, when alone)."""
    if active == 1:
        return "Everyone else sits out", "You must take the green card."
    if pot == 0 and mine > 0:
        detail = "No chip is on it yet: the first player must bid."
    elif not mine:
        detail = "You have no chips: you can only decline."
    else:
        who = whom(bidder) if bidder is not None else "nobody"
        detail = f"If you decline, you take the chips and the card goes to {who}."
    return "Green card: bid a chip, or decline and take the chips", detail


PEEK_TIP = (
    "Peek: the cards set aside this round (only you see them). "
    "They are never played from the stack."
)
#: The stack's tooltip, by whether its top card has the green back.
STACK_TIPS = {
    True: "The top card of the stack has a green back: a green special comes next.",
    False: "The top card of the stack has the number back: a number or a red special.",
}


def tiger_tip(card: int) -> str:
    return (
        f"Your Hidden Tiger card ({card}): only you can see it. "
        "Play it on your turn, or it never counts."
    )
