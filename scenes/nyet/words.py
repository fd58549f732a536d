"""Nyet! wording: log lines for events, box and card descriptions, toast and banner text.

Pure text from events and the display model; ``name(seat)`` gives a seat's display name
(names are not part of the rules). Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.events import GameEvent
from game.nyet.board import BOX_NAMES, DISCARD, FIRST, SUPER, TRUMP, UNUSED
from game.nyet.cards import colour_of, value_of
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
    TricksStarted,
    TrickWon,
    secret_card,
)
from scenes.core.phrases import plural, possessive, says, signed_count
from scenes.nyet.art import COLOUR_NAMES, SYMBOLS, TEAM_MARKS, card_name
from scenes.nyet.model import NyetModel

Names = Callable[[int | None], str]

LINE_TITLES = ("First player", "Discard", "Trump", "Supertrump", "Points per trick & loot")
DISCARD_TOPS = ("None", "1 card", "2 cards", "1 card", "Pass 1")
DISCARD_WORDS = {
    "none": "no discard",
    "1": "discard 1 card",
    "2": "discard 2 cards",
    "x1": "discard 1 card that is not a 1",
    "pass": "pass 1 card left",
}
COLOUR_INDEX = {"red": 0, "blue": 1, "yellow": 2, "green": 3}


def colour_words(colour: str | None) -> str:
    """A colour with its symbol ("♦ Red"), or a dash when not set."""
    if colour is None or colour not in COLOUR_INDEX:
        return "—"
    i = COLOUR_INDEX[colour]
    return f"{SYMBOLS[i]} {COLOUR_NAMES[i]}"


def super_words(colour: str | None) -> str:
    """The supertrump term in words."""
    if colour is None:
        return "—"
    if colour == "none":
        return "none"
    return f"{colour_words(colour)} 1s"


def box_words(line: int, box: int, name: Names) -> str:
    """What covering a box vetoes, in words."""
    text = BOX_NAMES[line][box]
    if line == FIRST:
        return f"{name(box) or 'seat ' + text} as first player"
    if line == DISCARD:
        return DISCARD_WORDS.get(text, text)
    if line == TRUMP:
        return f"trump {text}"
    if line == SUPER:
        return "no supertrump" if text == "none" else f"supertrump {text}"
    return signed_count(int(text), "point")


def box_label(line: int, box: int, name: Names) -> str:
    """The small caption under a box's term."""
    if line == FIRST:
        return name(box)
    if line == DISCARD:
        return ("discard", "discard", "discard", "not a 1", "left")[box]
    if line == TRUMP:
        return COLOUR_NAMES[box]
    if line == SUPER:
        return "no 1s" if box == 4 else f"{COLOUR_NAMES[box]} 1s"
    return "points"


def box_tip(line: int, box: int, holder: int, name: Names) -> str:
    """A board box's tooltip: open, covered by whom, or a character nobody plays."""
    if holder == UNUSED:
        return "No player has this character: covered for the whole game."
    if holder >= 0:
        return f"{name(holder)} said Nyet! to {box_words(line, box, name)}."
    return f"Open: {box_words(line, box, name)}."


def describe(event: GameEvent, name: Names, num_players: int) -> str | None:
    """The public log line for an event (None: nothing to log)."""
    who = name(event.player)
    if isinstance(event, NyetRoundStarted):
        return f"Round {event.round} — {says(name(event.dealer), 'deals')}"
    if isinstance(event, BoxCovered):
        return f"{who}: Nyet! to {box_words(event.line, event.box, name)}"
    if isinstance(event, TermsSet):
        return (
            f"Terms: {name(event.first_player)} first, {DISCARD_WORDS[event.discard]}, "
            f"trump {event.trump}, supertrump {event.supertrump}, {event.points:+d} a trick"
        )
    if isinstance(event, TeamsChosen):
        if num_players == 2:
            return None  # no choice to tell: one against one
        partners = [name(x) for x in event.partners]
        return says(who, "plays") + (f" with {' & '.join(partners)}" if partners else " alone")
    return _describe_play(event, name, who)


def _describe_play(event: GameEvent, name: Names, who: str) -> str | None:
    """Log lines from the Bonus card on (see :func:`describe`)."""
    if isinstance(event, BonusGiven):
        return f"Bonus card (×2) to {who}"
    if isinstance(event, CardDiscarded):
        return f"{says(who, 'discards')} (face down)"
    if isinstance(event, PassChosen):
        return f"{says(who, 'picks')} a card to pass"
    if isinstance(event, PassesDelivered):
        return "The passed cards arrive"
    if isinstance(event, TricksStarted):
        return f"{says(who, 'leads')} the first trick"
    if isinstance(event, CardPlayed):
        return f"{who}: {card_name(event.card)}"
    if isinstance(event, TrickWon):
        loot = len(event.loot)
        return f"→ Trick to {who}" + (f" (+{loot} loot)" if loot else "")
    if isinstance(event, NyetRoundScored):
        parts = [f"{name(i)} {int(v):+d}" for i, v in enumerate(event.points)]
        return f"Round {event.round}: " + ", ".join(parts)
    if isinstance(event, GameEnded):
        winners = [name(i) for i in event.winners]
        return "Winner: " + " & ".join(winners) if winners else None
    return None


def describe_private(event: GameEvent, viewer: int, num_players: int, name: Names) -> str | None:
    """The line of ``viewer`` for its private part of ``event`` (None: nothing to log)."""
    if isinstance(event, (CardDiscarded, PassChosen)):
        card = secret_card(event, viewer)
        if card is None:
            return None
        done = "discarded" if isinstance(event, CardDiscarded) else "pass"
        return f"(only you) You {done} {card_name(card)}"
    swap = event.swap_of(viewer) if isinstance(event, PassesDelivered) else None
    if swap is not None:
        left = name((viewer + 1) % num_players)
        right = name((viewer - 1) % num_players)
        return (
            f"(only you) You gave {card_name(swap[0])} to {left} and got "
            f"{card_name(swap[1])} from {right}"
        )
    return None


def terms_toast(terms: TermsSet, name: Names) -> list[str]:
    """The toast announcing the round's terms."""
    return [
        "The round's terms are set",
        f"First player: {name(terms.first_player)}   ·   "
        f"{DISCARD_WORDS[terms.discard].capitalize()}",
        f"Trump: {colour_words(terms.trump)}   ·   Supertrump: "
        f"{super_words(terms.supertrump)}   ·   {terms.points:+d} per trick",
    ]


def teams_toast(event: TeamsChosen, name: Names) -> str:
    """The toast announcing the first player's team choice."""
    if event.partners:
        partners = " & ".join(name(x) for x in event.partners)
        return f"{says(name(event.player), 'plays')} with {partners}"
    return f"{says(name(event.player), 'plays')} alone"


def card_tip(card: int, model: NyetModel) -> str:
    """A hand or trick card's tooltip: its name and what the terms make of it."""
    colour, value = colour_of(card), value_of(card)
    tip = card_name(card)
    sup = model.supertrump
    if sup not in (None, "none") and value == 1 and COLOUR_INDEX[sup or ""] == colour:
        return tip + " — a supertrump (counts as trump colour)"
    if model.trump is not None and COLOUR_INDEX[model.trump] == colour:
        tip += " — trump"
    if value == 1:
        tip += " — loot if captured by the other team"
    return tip


def pile_tip(model: NyetModel, seat: int, name: Names) -> str:
    """The tricks ``seat`` won this round, card by card (played tricks are public)."""
    won = model.won_tricks(seat)
    if not won:
        return f"{says(name(seat), 'has')} won no trick this round."
    parts = []
    for number, trick in won:
        cards = " ".join(f"{SYMBOLS[colour_of(c)]}{value_of(c)}" for c in trick.cards)
        parts.append(f"#{number + 1}: {cards}")
    return f"{possessive(name(seat))} tricks — " + ";  ".join(parts)


def team_score_line(side: int, names: str, detail: Mapping[str, Any], score: int) -> str:
    """One team's line on the round banner (``detail``: a member's breakdown; ``score``:
    the team's score from the event)."""
    tricks, loot, value = int(detail["team_tricks"]), int(detail["team_loot"]), int(detail["value"])
    return (
        f"Team {TEAM_MARKS[side]} ({names}): {plural(tricks, 'trick')} + {loot} loot"
        f" = {tricks + loot} × {value:+d} = {score:+d}"
    )
