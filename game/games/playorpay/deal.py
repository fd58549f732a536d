"""Dealing and explicit deals for Play or Pay.

Cards are dealt one at a time, starting with the first player still in the game to the
dealer's left, until the deck is used up; so the first ``total % players`` players to
the dealer's left hold one extra card (and do not ante).

An explicit deal (tests, tutorials, puzzles) replaces the shuffles of the first rounds::

    {"dealer": 0,                       # seat (0-based) dealing round 1
     "rounds": [{"hands": [["7D", ...], ...]},   # round 1: one hand per seat, or
                {"deck": ["AS", "7D", ...]}]}   # a deck order, first card dealt first

Round 1 may give ``hands`` (validated against the dealing rule: sizes as dealt from the
dealer's left) or a ``deck``; later rounds give a ``deck`` (dealt to the players still in
at that time, so it is valid whoever has been eliminated). Every entry holds each card
exactly once per deck in play: round 1 the decks for every player; a later round's deck
may hold one or two decks when the game has 5 or more players (the decks are counted
anew at every deal), and the action that ends the round before it is refused if the
deck does not fit the players then still in. Rounds beyond the list are shuffled from
the seed. ``dealer`` may be left out; it is then the ``first_dealer`` option's seat, or
drawn from the seed (not allowed when round 1 is given as ``hands``). A ``dealer`` that
differs from a chosen ``first_dealer`` is an error.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.errors import OptionError
from game.games.playorpay.cards import CARD_TEXT, DECK_SIZE, decks_for, full_deck, parse_card
from game.options import OptionValue


@dataclass(frozen=True)
class RoundDeal:
    """One round's cards: either the hands per seat or the deck order (first dealt first)."""

    hands: tuple[tuple[int, ...], ...] | None = None
    deck: tuple[int, ...] | None = None


@dataclass(frozen=True)
class ExplicitDeal:
    """A validated explicit deal."""

    dealer: int | None
    rounds: tuple[RoundDeal, ...]


def deal_order(dealer: int, in_game: Sequence[bool]) -> list[int]:
    """Seats still in the game, starting left of ``dealer`` and going round the table."""
    n = len(in_game)
    return [seat for i in range(1, n + 1) if in_game[seat := (dealer + i) % n]]


def deal_hands(deck: Sequence[int], order: Sequence[int], num_players: int) -> list[list[int]]:
    """Deal ``deck`` one card at a time to the seats in ``order``; other seats get none."""
    hands: list[list[int]] = [[] for _ in range(num_players)]
    k = len(order)
    for index, seat in enumerate(order):
        hands[seat] = list(deck[index::k])
    return hands


def dealt_sizes(total: int, order: Sequence[int], num_players: int) -> list[int]:
    """Hand sizes when ``total`` cards are dealt to ``order`` (0 for seats not in it)."""
    sizes = [0] * num_players
    k = len(order)
    for index, seat in enumerate(order):
        sizes[seat] = total // k + (1 if index < total % k else 0)
    return sizes


def _cards(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise OptionError(f'deal: {what} must be a list of cards such as "7D"')
    try:
        return [parse_card(c) for c in value]
    except ValueError as exc:
        raise OptionError(f"deal: {what}: {exc}") from None


def _check_complete(cards: list[int], allowed: tuple[int, ...], what: str) -> None:
    """``cards`` must be ``d`` complete decks for some ``d`` in ``allowed``."""
    counts = Counter(cards)
    decks = min(allowed, key=lambda d: abs(DECK_SIZE * d - len(cards)))
    if counts != Counter(full_deck(decks)):
        wrong = sorted(c for c in range(DECK_SIZE) if counts[c] != decks)
        times = " or ".join(str(d) for d in allowed)
        raise OptionError(
            f"deal: {what} must hold every card exactly {times} time(s) "
            f"({len(cards)} cards given; wrong count of {', '.join(CARD_TEXT[c] for c in wrong)})"
        )


def later_round_decks(num_players: int, options: dict[str, OptionValue]) -> tuple[int, ...]:
    """How many decks a later round's explicit deck may hold: those of every player, or
    (rules edition 2, token game, 5 or more players) one or two, as players drop out."""
    if num_players <= 4 or options.get("sevens") or int(str(options["rules_version"])) < 2:
        return (decks_for(num_players),)
    return (1, 2)


def _dealer(
    num_players: int, options: dict[str, OptionValue], deal: Mapping[str, object]
) -> int | None:
    """The deal's ``dealer``, else the ``first_dealer`` option's seat (None: random)."""
    dealer = deal.get("dealer")
    if dealer is not None and (
        isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < num_players
    ):
        raise OptionError(f"deal: 'dealer' must be a seat from 0 to {num_players - 1}")
    chosen = str(options.get("first_dealer", "random"))
    if chosen == "random":
        return dealer
    if dealer is not None and dealer != int(chosen) - 1:
        raise OptionError(
            f"deal: 'dealer' is seat {dealer} (0-based) but option 'first_dealer' is seat "
            f"{chosen} (1-based, i.e. {int(chosen) - 1})"
        )
    return int(chosen) - 1


def parse_deal(num_players: int, options: dict[str, OptionValue], deal: object) -> ExplicitDeal:
    """Validate an explicit deal (see the module docstring) for complete, validated
    ``options``; OptionError if it is bad."""
    if not isinstance(deal, dict) or not isinstance(deal.get("rounds"), list):
        raise OptionError("deal must be an object with a 'rounds' list")
    unknown = set(deal) - {"dealer", "rounds"}
    if unknown:
        raise OptionError(f"deal has unknown keys {sorted(unknown)}")
    dealer = _dealer(num_players, options, deal)
    decks = decks_for(num_players)
    later = later_round_decks(num_players, options)
    rounds: list[RoundDeal] = []
    for number, entry in enumerate(deal["rounds"], start=1):
        if not isinstance(entry, dict) or len(entry) != 1 or not {"hands", "deck"} >= set(entry):
            raise OptionError(f"deal: round {number} must be an object with 'hands' or 'deck'")
        if "deck" in entry:
            deck = _cards(entry["deck"], f"round {number} deck")
            _check_complete(deck, (decks,) if number == 1 else later, f"round {number} deck")
            rounds.append(RoundDeal(deck=tuple(deck)))
            continue
        if number != 1:
            raise OptionError(f"deal: round {number} must give a 'deck' (only round 1 gives hands)")
        if dealer is None:
            raise OptionError("deal: a deal that gives round 1's hands must name the 'dealer'")
        raw = entry["hands"]
        if not isinstance(raw, list) or len(raw) != num_players:
            raise OptionError(f"deal: round 1 'hands' must list {num_players} hands")
        hands = [_cards(hand, f"round 1 hand of seat {seat}") for seat, hand in enumerate(raw)]
        _check_complete([c for hand in hands for c in hand], (decks,), "round 1 hands")
        order = deal_order(dealer, [True] * num_players)
        expected = dealt_sizes(DECK_SIZE * decks, order, num_players)
        sizes = [len(hand) for hand in hands]
        if sizes != expected:
            raise OptionError(
                f"deal: round 1 hand sizes {sizes} do not match a deal from seat {dealer}'s "
                f"left (expected {expected})"
            )
        rounds.append(RoundDeal(hands=tuple(tuple(sorted(hand)) for hand in hands)))
    return ExplicitDeal(dealer, tuple(rounds))
