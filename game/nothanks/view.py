"""What one No Thanks! seat may know: :class:`NoThanksView` (plain, frozen data)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class NoThanksView:
    """What one seat may know. ``chips[i]`` is None where seat i's chips are hidden.

    ``moves`` is the public move list of the current round as (seat, notation) pairs;
    chip movements are public, so a seat may count chips from it in either mode.
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
    # Special cards (docs/rulings.md §2); the defaults are the base game's values.
    specials_on: bool = False
    special: str | None = None  # name of the special card on offer (``card`` is None then)
    special_green: bool = False  # the card on offer is a green special (auctioned)
    top_back: str | None = None  # back of the top stack card: "green" or "number"
    known_backs: tuple[str, ...] = ()  # publicly known backs from the top, top first
    specials: tuple[tuple[str, ...], ...] = ()  # each seat's special cards, by name
    green_left: int = 0  # green special cards still in the stack
    red_left: int = 0  # red special cards still in the stack
    last_bidder: int | None = None  # seat with the last chip on the green card on offer
    sitting_out: tuple[bool, ...] = ()  # seats sitting out on the current card
    sitouts_held: tuple[int, ...] = ()  # Sit out cards each seat holds (playable)
    pending: str | None = None  # "give" / "remove": the current player must choose a card
    peeked: tuple[int, ...] | None = None  # set-aside pile, only for a seat that peeked
    out_of_game: tuple[str, ...] = ()  # cards that left the game this round (notation)
    # Each seat's points from its cards this round (chips not counted), and its round
    # score where this seat may see its chips (None elsewhere).
    card_points: tuple[int, ...] = ()
    round_points: tuple[int | None, ...] = ()


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
