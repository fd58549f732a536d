"""No Thanks! special cards (docs/rulings.md §2): the card table, names and pick lists.

Number cards are the ints 3–35. Each of the 22 special cards of the pool is an int from
``SPECIAL_BASE`` on (so a display stays one sorted list of ints, numbers first) and has a
stable short text name used in notation, records, views and the UI: ``+5a``, ``+5b``,
``+10a``, ..., ``joker``, ``sitout``, ``giveleft``, ... Cards of a kind with several
copies are named kind + letter (``+15a``, ``+15b``, ``+15c``); a pick list may name the kind
(``+15``) to mean the next free copy.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.errors import OptionError
from game.options import OptionSpec, OptionValue
from game.text import N_

SPECIAL_BASE = 100

# Kinds -------------------------------------------------------------------------------------
BONUS = "bonus"
JOKER = "joker"
PLUS = "plus"
SITOUT = "sitout"
GIVELEFT = "giveleft"
PEEK = "peek"
REMOVE = "remove"
DOUBLE = "double"
HIDDEN = "hidden"
AGAINST = "against"
HIGHEST = "highest"
HALVE = "halve"
FORTY = "forty"
MINUS = "minus"


@dataclass(frozen=True)
class SpecialCard:
    """One card of the pool. ``value`` is the bonus of a Bonus card (40 for Forty).
    ``title`` is the English name stored in records' round breakdowns: it never changes
    once records hold it (the table may show another name, see ``scenes/games/nothanks``)."""

    id: int
    name: str
    kind: str
    group: str
    green: bool
    value: int
    title: str
    text: str


_KINDS: tuple[tuple[str, str, bool, int, int, str, str], ...] = (
    # (group name, kind, green, copies, value, title, effect)
    ("+5", BONUS, True, 2, 5, N_("Bonus −5"), "subtract 5 points at the end"),
    ("+10", BONUS, True, 2, 10, N_("Bonus −10"), "subtract 10 points at the end"),
    ("+15", BONUS, True, 3, 15, N_("Bonus −15"), "subtract 15 points at the end"),
    ("+20", BONUS, True, 2, 20, N_("Bonus −20"), "subtract 20 points at the end"),
    (
        JOKER,
        JOKER,
        True,
        1,
        0,
        N_("Joker"),
        "counts as any number 3-40 you don't hold, placed to give you the lowest score",
    ),
    # The title of Plus / Minus per card is kept as it is in records (the table names
    # them by their faces, "−1 per card" / "+1 per card": scenes.games.nothanks.specials).
    (PLUS, PLUS, True, 1, 0, "Plus per card", "-1 point per card in your display at the end"),
    (
        SITOUT,
        SITOUT,
        True,
        1,
        0,
        N_("Sit out"),
        "play it instead of deciding: you are skipped until the current card is taken",
    ),
    (GIVELEFT, GIVELEFT, True, 1, 0, N_("Give left"), "give one card of your display to your left"),
    (PEEK, PEEK, True, 1, 0, N_("Peek"), "look at the set-aside cards"),
    (REMOVE, REMOVE, True, 1, 0, N_("Remove"), "remove one card of your display from the game"),
    (DOUBLE, DOUBLE, True, 1, 0, N_("Double chips"), "your chips count twice at the end"),
    (
        HIDDEN,
        HIDDEN,
        False,
        1,
        0,
        N_("Take hidden"),
        "also take the first number-back card of the stack (else the top set-aside card)",
    ),
    (AGAINST, AGAINST, False, 1, 0, N_("Chips count against"), "your chips add to your points"),
    (
        HIGHEST,
        HIGHEST,
        False,
        1,
        0,
        N_("Highest doubles"),
        "your highest number card (or the lowest card of its run) scores double",
    ),
    (HALVE, HALVE, False, 1, 0, N_("Halve chips"), "your chips count half, rounded down"),
    (FORTY, FORTY, False, 1, 40, N_("Forty"), "a number card 40"),
    (
        MINUS,
        MINUS,
        False,
        1,
        0,
        "Minus per card",
        "+1 point per card in your display at the end",
    ),
)


def _build_pool() -> tuple[SpecialCard, ...]:
    cards: list[SpecialCard] = []
    for group, kind, green, copies, value, title, text in _KINDS:
        for copy in range(copies):
            name = group + "abcdefgh"[copy] if copies > 1 else group
            cards.append(
                SpecialCard(SPECIAL_BASE + len(cards), name, kind, group, green, value, title, text)
            )
    return tuple(cards)


POOL: tuple[SpecialCard, ...] = _build_pool()
BY_ID: dict[int, SpecialCard] = {card.id: card for card in POOL}
BY_NAME: dict[str, SpecialCard] = {card.name: card for card in POOL}
GROUPS: dict[str, tuple[SpecialCard, ...]] = {}
for _card in POOL:
    GROUPS[_card.group] = (*GROUPS.get(_card.group, ()), _card)
del _card

GREEN_IDS: frozenset[int] = frozenset(card.id for card in POOL if card.green)
GREEN_POOL: tuple[int, ...] = tuple(card.id for card in POOL if card.green)
RED_POOL: tuple[int, ...] = tuple(card.id for card in POOL if not card.green)
KIND: dict[int, str] = {card.id: card.kind for card in POOL}
ID_OF_KIND: dict[str, int] = {card.kind: card.id for card in POOL if card.kind != BONUS}
SITOUT_ID = ID_OF_KIND[SITOUT]


def card_name(card: int) -> int | str:
    """A card as data: a number card is its int, a special card its name."""
    return card if card < SPECIAL_BASE else BY_ID[card].name


def card_text(card: int) -> str:
    """A card in notation: ``17`` or ``+5a``."""
    return str(card) if card < SPECIAL_BASE else BY_ID[card].name


def names_help() -> str:
    """The names a pick list accepts, for help texts."""
    return ", ".join(GROUPS)


def resolve_name(name: str, used: dict[int, int], allow_extra: bool) -> int:
    """The card a name stands for. A kind name (``+15``) picks its next unused copy;
    ``used`` counts the copies picked so far. Without ``allow_extra`` a copy may be picked
    once and a kind no more often than the pool has it (OptionError otherwise)."""
    token = name.strip()
    card = BY_NAME.get(token)
    if card is not None and (len(GROUPS[card.group]) == 1 or token != card.group):
        if used.get(card.id, 0) and not allow_extra:
            raise OptionError(f"special card '{token}' is picked twice (the pool has one)")
        used[card.id] = used.get(card.id, 0) + 1
        return card.id
    group = GROUPS.get(token)
    if group is None:
        raise OptionError(f"unknown special card '{token}' (known: {names_help()})")
    for copy in group:
        if not used.get(copy.id, 0):
            used[copy.id] = 1
            return copy.id
    if not allow_extra:
        raise OptionError(
            f"special card '{token}' is picked more often than the pool has it ({len(group)})"
        )
    first = group[0].id
    used[first] += 1
    return first


@cache
def parse_pick_list(text: str) -> tuple[int, ...]:
    """The cards of a pick list (comma-separated names, ``""`` = none); OptionError if a
    name is unknown or a card is picked more often than the pool has it."""
    tokens = [token.strip() for token in text.split(",")]
    if tokens == [""]:
        return ()
    used: dict[int, int] = {}
    cards = []
    for token in tokens:
        if not token:
            raise OptionError("option 'special_cards' has an empty name (two commas in a row?)")
        cards.append(resolve_name(token, used, allow_extra=False))
    return tuple(cards)


@dataclass(frozen=True)
class PickListOption(OptionSpec):
    """A text option holding a comma-separated list of special card names."""

    def describe_range(self) -> str:
        return "comma-separated names: " + names_help() + " (one copy: +5a, +15c, ...)"

    def to_json(self) -> dict[str, object]:
        data = super().to_json()
        data["kind"] = "text"
        data.pop("choices", None)
        data["names"] = [card.name for card in POOL]
        data["groups"] = list(GROUPS)
        return data

    def coerce(self, value: object) -> OptionValue:
        if not isinstance(value, str):
            raise OptionError(
                f"option '{self.key}' must be text (comma-separated card names), got {value!r}"
            )
        cards = parse_pick_list(value)
        return ",".join(BY_ID[card].name for card in cards)


SPECIAL_RULES_TEXT = """\
Special cards (optional). Besides the 24 number cards, some special cards are shuffled \
into the stack: by default 3 green and 3 red drawn at random from the pool of 22; setup \
may pick any set. The 9 number cards are set aside as usual.

Card backs. Number cards and red special cards share one back; green special cards have \
another. Everyone always sees the back of the top card of the stack, never its face.

Red cards are offered like number cards: take the card with its chips, or put a chip on \
it to refuse. Their effects apply when taken or at the end of the round.

Green cards are auctioned the other way round. On your turn put a chip on the card to \
stay in the bidding (play passes left), or decline: you take all chips on it and the card \
goes to the player who put the last chip on it. While no chip is on a green card, a \
player who has chips must put one on it; a player with no chips can only decline. A \
green card declined with no chip on it leaves the game, and the player who declined turns \
the next card. Otherwise the player who receives the green card turns the next card and \
goes on, as after taking a card.

The pool. Bonus −5 (two), −10 (two), −15 (three), −20 (two): subtract that many points. \
Joker: counts as any number from 3 to 40 that you do not hold, placed where it gives you \
the lowest score (two Jokers are placed together); with no number cards it scores 0. \
−1 per card: 1 point less per card in your display. Sit out: keep it in your display; \
on your turn, instead of deciding, play it: you leave the bidding on the current card \
and are skipped until that card is taken, then it is discarded. If everyone else sits \
out, the last player still in must take the card with its chips (green cards too). \
Give left: when you receive it you must give one card of your display (your choice, it \
may be this card) to your left neighbour. Peek: when you receive it you may look at the \
set-aside cards still in the set-aside pile (not their order); only you see them. \
Remove: when you receive it you must remove one card of your display from the game (it \
may be this card). Double chips: your chips count twice. Take hidden (red): when you take \
it, you also take the first card of the stack with a number back, skipping green backs; \
if there is none, the top set-aside card; if that pile is empty too, nothing. The skipped \
green backs stay on top, and everyone has seen them. Chips count against (red): your \
chips add to your points. Highest doubles (red): your highest number card scores double; \
if it is in a run, the run's lowest card scores double. Halve chips (red): your chips \
count half, rounded down. Forty (red): a number card 40. +1 per card (red): 1 point \
more per card in your display.

Effects that happen on receipt (Give left, Peek, Remove, Take hidden) happen only for \
the player who wins or takes the card from the table. A card passed on by Give left or \
taken by Take hidden keeps its end-of-round effect for its new owner but does nothing on \
arrival. You may give away or remove any card of your display, including a Sit out you \
still hold; its effect goes with it or leaves the game. Sit out may be played on green \
cards too. Counting cards in your display (for −1 per card and +1 per card): every number \
and special card there counts, that card itself too, an unplayed Sit out too.

Scoring. Chip value = your chips, halved (rounded down) with Halve chips, doubled with \
Double chips, and counted against you with Chips count against. Score = card points \
(runs count their lowest card; Joker and doubling applied) - chip value - bonuses, then \
−1 per card and +1 per card take off or add 1 point for each card in your display. \
Lowest wins.

Several rounds: every round is dealt afresh. With a random draw new special cards are \
drawn each round; a pick list is used in every round. Effects count only in their round.
"""
