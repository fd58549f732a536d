"""The No Thanks! move log's wording: one line per rules event (no pygame).

:func:`describe` words a public event with the seat names given by ``label``;
:func:`describe_private` words the part only the looker may see.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.events import GameEvent
from scenes.nothanks.specials import SpecialFace, short_label, to_display

Label = Callable[[int], str]


def card_words(card: Any, colour: bool = False) -> str:
    """A card as the log names it (special cards by their short label)."""
    shown = to_display(card)
    if isinstance(shown, SpecialFace):
        tag = f" ({'green' if shown.green else 'red'})" if colour else ""
        return short_label(shown) + tag
    return str(card)


def _chips(count: int) -> str:
    return f"{count} chip{'s' if count != 1 else ''}"


def _take(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    count = int(d.get("count", 0))
    return f"{name} takes {card}" + (f" + {_chips(count)}" if count else "")


def _give(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    to = d.get("to")
    return f"{name} gives {card} to {label(int(to)) if to is not None else 'the left'}"


def _choose(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    what = "give a card to the left" if d.get("action") == "give" else "remove a card"
    return f"{name} must {what}"


def _take_hidden(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    if d.get("card") is None:
        return f"{name} takes hidden: nothing left to take"
    source = "the stack" if d.get("source") == "stack" else "the set-aside cards"
    skipped = int(d.get("skipped_green") or 0)
    extra = f", skipping {skipped} green" if skipped else ""
    return f"{name} also takes {card} from {source}{extra}"


def _round_start(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    removed = d.get("removed_open") or ()
    extra = f"; removed {', '.join(map(str, removed))}" if removed else ""
    greens, reds = d.get("green_specials"), d.get("red_specials")
    if greens is not None:
        extra += f"; special cards: {greens} green, {reds} red"
    return f"Round {d.get('round')} — {name} starts{extra}"


def _round_end(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    points = d.get("points") or ()
    scores = ", ".join(f"{label(i)} {p:+g}" for i, p in enumerate(points))
    return f"Round {d.get('round')} over" + (f": {scores}" if scores else "")


def _game_end(name: str, card: str, d: Mapping[str, Any], label: Label) -> str | None:
    winners = [label(i) for i in d.get("winners", ())]
    return "Winner: " + " & ".join(winners) if winners else None


Wording = Callable[[str, str, Mapping[str, Any], Label], "str | None"]

_WORDING: dict[str, Wording] = {
    "pass": lambda name, card, d, label: f"{name}: No thanks! (pot {d.get('pot')})",
    "bid": lambda name, card, d, label: f"{name} bids a chip on {card} (pot {d.get('pot')})",
    "take": _take,
    "decline": lambda name, card, d, label: (
        f"{name} declines {card}, takes {_chips(int(d.get('count', 0)))}"
    ),
    "receive": lambda name, card, d, label: f"{name} receives {card}",
    "leave": lambda name, card, d, label: f"   {card} leaves the game",
    "sitout": lambda name, card, d, label: f"{name} sits out on {card}",
    "sitout_discard": lambda name, card, d, label: f"   {name}'s Sit out is discarded",
    "give": _give,
    "remove": lambda name, card, d, label: f"{name} removes {card} from the game",
    "choose": _choose,
    "peek": lambda name, card, d, label: f"{name} peeks at the {d.get('cards')} set-aside cards",
    "take_hidden": _take_hidden,
    "flip": lambda name, card, d, label: (
        f"   {card_words(d.get('card'), colour=True)} is turned up ({d.get('stack')} left)"
    ),
    "tiger": lambda name, card, d, label: f"{name} plays the Hidden Tiger {d.get('card')}",
    "round_start": _round_start,
    "round_end": _round_end,
    "game_end": _game_end,
}


def describe(event: GameEvent, label: Label) -> str | None:
    """The log line of a public event (None: nothing to log)."""
    name = label(event.player) if event.player is not None and event.player >= 0 else ""
    d = event.data
    wording = _WORDING.get(event.kind)
    if wording is None:
        return f"{name} {event.kind}".strip()
    return wording(name, card_words(d.get("card")), d, label)


def describe_private(event: GameEvent, data: Mapping[str, Any], shared: bool) -> str | None:
    """The looker's own line for an event's private part: the Hidden Tiger card dealt
    (not when several humans share the screen: the log stays on screen when another
    takes over), or a pointer to the Peek panel. Hidden chip counts are not logged: the
    looker's panel shows them."""
    tiger = data.get("tiger")
    if event.kind == "round_start" and tiger is not None and not shared:
        return f"(only you) Your Hidden Tiger card is {tiger}."
    if event.kind == "peek":
        return "(only you) The set-aside cards are shown in your Peek panel."
    return None
