"""The No Thanks! table's wording: log lines, prompts, the round banner and the top bar
(no pygame).

Every sentence about a seat is built with :mod:`scenes.core.phrases`, so it reads right
for a seat named "You" ("You take 27", "Your Sit out is discarded") and for any other
name. :func:`describe` words a public event with the seat names given by ``label``;
:func:`describe_private` words the part only the looker may see.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.events import GameEvent
from scenes.core.phrases import base_form, is_you, plural, possessive, says, subject
from scenes.nothanks.specials import SpecialFace, short_label, to_display
from scenes.table.facts import Fact

Label = Callable[[int], str]


def card_words(card: Any, colour: bool = False) -> str:
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


def _take(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    count = int(d.get("count", 0))
    return f"{says(name, 'takes')} {card}" + (f" + {chips(count)}" if count else "")


def _give(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    to = d.get("to")
    target = whom(label(int(to))) if to is not None else "the left"
    return f"{says(name, 'gives')} {card} to {target}"


def _choose(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    what = "give a card to the left" if d.get("action") == "give" else "remove a card"
    return f"{subject(name)} must {what}"


def _take_hidden(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    if d.get("card") is None:
        return f"{says(name, 'takes')} hidden: nothing left to take"
    source = "the stack" if d.get("source") == "stack" else "the set-aside cards"
    skipped = int(d.get("skipped_green") or 0)
    extra = f", skipping {skipped} green" if skipped else ""
    return f"{says(name, 'also takes')} {card} from {source}{extra}"


def _round_start(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    removed = d.get("removed_open") or ()
    extra = f"; removed {', '.join(map(str, removed))}" if removed else ""
    greens, reds = d.get("green_specials"), d.get("red_specials")
    if greens is not None:
        extra += f"; special cards: {greens} green, {reds} red"
    return f"Round {d.get('round')} — {says(name, 'starts')}{extra}"


def _round_end(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    points = d.get("points") or ()
    scores = ", ".join(f"{label(i)} {p:+g}" for i, p in enumerate(points))
    return f"Round {d.get('round')} over" + (f": {scores}" if scores else "")


def _game_end(name: str, card: str, d: Mapping[str, Any], label: Label) -> str | None:
    winners = [label(i) for i in d.get("winners", ())]
    return "Winner: " + " & ".join(winners) if winners else None


def _decline(name: str, card: str, d: Mapping[str, Any], label: Label) -> str:
    took = chips(int(d.get("count", 0)))
    return f"{says(name, 'declines')} {card}, {verb(name, 'takes')} {took}"


Wording = Callable[[str, str, Mapping[str, Any], Label], "str | None"]

_WORDING: dict[str, Wording] = {
    "pass": lambda name, card, d, label: f"{name}: No thanks! (pot {d.get('pot')})",
    "bid": lambda name, card, d, label: (
        f"{says(name, 'bids')} a chip on {card} (pot {d.get('pot')})"
    ),
    "take": _take,
    "decline": _decline,
    "receive": lambda name, card, d, label: f"{says(name, 'receives')} {card}",
    "leave": lambda name, card, d, label: f"   {card} leaves the game",
    "sitout": lambda name, card, d, label: f"{says(name, 'sits')} out on {card}",
    "sitout_discard": lambda name, card, d, label: f"   {possessive(name)} Sit out is discarded",
    "give": _give,
    "remove": lambda name, card, d, label: f"{says(name, 'removes')} {card} from the game",
    "choose": _choose,
    "peek": lambda name, card, d, label: (
        f"{says(name, 'peeks')} at the set-aside cards ({d.get('cards')})"
    ),
    "take_hidden": _take_hidden,
    "flip": lambda name, card, d, label: (
        f"   {card_words(d.get('card'), colour=True)} is turned up ({d.get('stack')} left)"
    ),
    "tiger": lambda name, card, d, label: f"{says(name, 'plays')} the Hidden Tiger {d.get('card')}",
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
