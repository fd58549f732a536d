"""What one No Thanks! seat may know: :class:`NoThanksView`, with the special cards' part
:class:`SpecialsView` (plain, frozen data). Each extends the part the table draws
(:class:`NoThanksTable`, :class:`SpecialsTable`; the display model is that part, folded
from event to event) with what the seat knows of the round so far."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SpecialsTable:
    """What the table shows of the special cards (docs/rulings.md §2): the part of a
    :class:`NoThanksTable` that only the special-cards edition has.

    ``special`` is the name of the special card on offer (the view's ``card`` is None
    then) and ``special_green`` whether it is green (auctioned). ``top_back`` is the back
    of the top stack card ("green" or "number"); ``green_left`` / ``red_left`` the
    special cards still in the stack. ``held[seat]`` are the seat's special cards, by
    name. ``last_bidder`` holds the last chip on the green card on offer;
    ``sitting_out`` the seats sitting out on the current card. ``pending`` is "give" /
    "remove" while the current player must choose a card; ``peeked`` the set-aside pile,
    only for a seat that peeked (None otherwise); ``out_of_game`` the cards that left
    the game this round (notation).
    """

    special: str | None
    special_green: bool
    top_back: str | None
    held: tuple[tuple[str, ...], ...]
    green_left: int
    red_left: int
    last_bidder: int | None
    sitting_out: tuple[bool, ...]
    pending: str | None
    peeked: tuple[int, ...] | None
    out_of_game: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class SpecialsView(SpecialsTable):
    """What one seat may know of the special cards: what the table shows
    (:class:`SpecialsTable`), ``known_backs`` the publicly known backs of the stack from
    the top, top first, and ``sitouts_held`` the Sit out cards each seat holds
    (playable)."""

    known_backs: tuple[str, ...]
    sitouts_held: tuple[int, ...]


@dataclass(frozen=True)
class NoThanksTable:
    """What is on the table for one seat: the part of its view the table draws.
    ``chips[i]`` is None where seat i's chips are hidden. ``cards`` are each seat's
    number cards; ``card_points`` each seat's points from its cards this round (chips
    not counted), and ``round_points`` its round score where this seat may see its chips
    (None elsewhere); ``specials`` the special cards' part (:class:`SpecialsTable`), None
    in the base game.
    """

    player: int
    num_players: int
    round: int
    rounds: int
    current_player: int
    card: int | None
    pot: int
    stack_size: int
    removed_open: tuple[int, ...]
    cards: tuple[tuple[int, ...], ...]
    chips: tuple[int | None, ...]
    chips_open: bool
    starting_chips: int
    my_tiger: int | None
    holds_tiger: tuple[bool, ...]
    totals: tuple[int, ...]
    card_points: tuple[int, ...] = ()
    round_points: tuple[int | None, ...] = ()
    specials: SpecialsTable | None = None


@dataclass(frozen=True, kw_only=True)
class NoThanksView(NoThanksTable):
    """What one seat may know: what is on the table (:class:`NoThanksTable`) and the
    round so far.

    ``moves`` is the public move list of the current round as (seat, notation) pairs;
    chip movements are public, so a seat may count chips from it in either mode.
    ``taken`` the cards taken this round, in order (the card each "take" in ``moves``
    took). ``specials`` is the special cards' part (:class:`SpecialsView`), None in the
    base game.
    """

    specials: SpecialsView | None = None
    moves: tuple[tuple[int, str], ...]
    taken: tuple[int, ...] = ()


def counted_chips(view: NoThanksView) -> list[int]:
    """Every seat's chips, counted from this round's public moves (a pass or a bid puts
    one chip on the card; a take or a decline collects them), as any seat may."""
    chips = [view.starting_chips] * view.num_players
    pot = 0
    for seat, move in view.moves:
        if move in ("pass", "bid"):
            chips[seat] -= 1
            pot += 1
        elif move in ("take", "decline"):
            chips[seat] += pot
            pot = 0
    return chips
