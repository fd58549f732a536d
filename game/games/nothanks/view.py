"""What one No Thanks! seat may know: :class:`NoThanksView`, with the special cards' part
:class:`SpecialsView` (plain, frozen data)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SpecialsView:
    """What one seat may know of the special cards (docs/rulings.md §2): the part of a
    :class:`NoThanksView` that only the special-cards edition has.

    ``special`` is the name of the special card on offer (the view's ``card`` is None
    then) and ``special_green`` whether it is green (auctioned). ``top_back`` is the back
    of the top stack card ("green" or "number"), ``known_backs`` the publicly known backs
    from the top, top first; ``green_left`` / ``red_left`` the special cards still in the
    stack. ``held[seat]`` are the seat's special cards, by name. ``last_bidder`` holds the
    last chip on the green card on offer; ``sitting_out`` the seats sitting out on the
    current card and ``sitouts_held`` the Sit out cards each seat holds (playable).
    ``pending`` is "give" / "remove" while the current player must choose a card;
    ``peeked`` the set-aside pile, only for a seat that peeked (None otherwise);
    ``out_of_game`` the cards that left the game this round (notation).
    """

    special: str | None
    special_green: bool
    top_back: str | None
    known_backs: tuple[str, ...]
    held: tuple[tuple[str, ...], ...]
    green_left: int
    red_left: int
    last_bidder: int | None
    sitting_out: tuple[bool, ...]
    sitouts_held: tuple[int, ...]
    pending: str | None
    peeked: tuple[int, ...] | None
    out_of_game: tuple[str, ...]


@dataclass(frozen=True)
class NoThanksView:
    """What one seat may know. ``chips[i]`` is None where seat i's chips are hidden.

    ``moves`` is the public move list of the current round as (seat, notation) pairs;
    chip movements are public, so a seat may count chips from it in either mode.
    ``cards`` are each seat's number cards; ``specials`` is the special cards' part
    (:class:`SpecialsView`), None in the base game.
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
    moves: tuple[tuple[int, str], ...]
    # The cards taken this round, in order (the card each "take" in ``moves`` took).
    taken: tuple[int, ...] = ()
    # Each seat's points from its cards this round (chips not counted), and its round
    # score where this seat may see its chips (None elsewhere).
    card_points: tuple[int, ...] = ()
    round_points: tuple[int | None, ...] = ()
    specials: SpecialsView | None = None


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
