"""Play or Pay wording: log lines for rules events, the end-of-round panel, the results
breakdown and the coach's words for a card (seat names come from the caller's
``label``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.contract import Action
from game.events import GameEnded, GameEvent
from game.playorpay.actions import Play
from game.playorpay.events import CardPlayed, Paid, Passed, PlayerOut, RoundDealt, RoundEnded
from scenes.core import theme
from scenes.core.phrases import plural, says
from scenes.playorpay.art import card_label
from scenes.table.banner import BannerLine

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th")

#: A seat's name for the log ("Ann", "Seat 3 (medium bot)", ...).
Label = Callable[[int], str]


def ordinal(place: int) -> str:
    """``1st``, ``2nd``, ... (``#9`` beyond the table)."""
    return ORDINALS[place - 1] if 0 < place <= len(ORDINALS) else f"#{place}"


def event_line(event: GameEvent, label: Label) -> str | None:
    """The log line of one event (None: nothing to log)."""
    name = label(event.player) if event.player is not None and event.player >= 0 else ""
    if isinstance(event, CardPlayed):
        text = f"{says(name, 'plays')} {card_label(event.card)}"
        if event.started:
            text += " (starts)"
        if event.cards_left == 0:
            text += " — out of cards!"
        elif event.cards_left == 1:
            text += " — last card"
        return text
    if isinstance(event, Paid):
        return f"{says(name, 'pays')} 1 — pot {event.pot}"
    if isinstance(event, Passed):
        return f"{says(name, 'passes')}: no card fits"
    if isinstance(event, PlayerOut):
        return f"{says(name, 'is')} out of cards — {ordinal(event.place)}"
    if isinstance(event, RoundDealt):
        dealer = label(event.dealer if event.dealer is not None else 0)
        first = label(event.first_player)
        return f"Round {event.round}: {says(dealer, 'deals')}, {says(first, 'leads')}"
    if isinstance(event, RoundEnded):
        return _round_end_line(event, label)
    if isinstance(event, GameEnded):
        winners = [label(i) for i in event.winners]
        return "Winner: " + " & ".join(winners) if winners else None
    return None


def _round_end_line(event: RoundEnded, label: Label) -> str:
    winner = label(event.winner)
    if event.sevens:
        return f"Round {event.round} over: {winner} went out first"
    if event.pot_won:
        won = plural(event.pot_won, "token")
        return f"Round {event.round} over: {says(winner, 'wins')} {won}"
    if event.all_broke:
        return f"Round {event.round} over: everyone is out of tokens; the game ends"
    return f"Round {event.round} over: {winner} went out; the pot stays"


def round_end_banner(
    event: RoundEnded, label: Label, was_in_game: tuple[bool, ...]
) -> tuple[str, list[BannerLine]]:
    """The end-of-round panel: its title and lines. ``was_in_game`` tells which seats
    played the round (seats already out are not listed)."""
    name = label(event.winner)
    if event.sevens:
        title = f"Round {event.round} — {name} went out first"
        lines: list[BannerLine] = [
            (
                f"{ordinal(place)}  {label(seat)}   "
                f"+{event.points[seat]:g}  (total {event.totals[seat]:g})",
                theme.ACCENT if place == 1 else theme.TEXT,
            )
            for place, seat in enumerate(event.finish_order, start=1)
        ]
        return title, lines
    title = f"Round {event.round} — {name} went out first"
    lines = []
    if event.pot_won:
        lines.append(
            (f"{says(name, 'wins')} the pot: {plural(event.pot_won, 'token')}", theme.ACCENT)
        )
    elif event.pot_carried:
        lines.append(
            (f"{says(name, 'has')} no tokens: the pot of {event.pot_carried} stays", theme.ACCENT)
        )
    tokens = event.tokens
    for seat in sorted(range(len(tokens)), key=lambda i: -tokens[i]):
        if not was_in_game[seat]:
            continue
        text = f"{label(seat)}   {plural(tokens[seat], 'token')}  ({int(event.points[seat]):+d})"
        color = theme.ACCENT if seat == event.winner else theme.TEXT
        if seat in event.eliminated:
            text += "  — out of the game"
            color = theme.BAD
        lines.append((text, color))
    if event.pot_to_last_player:
        lines.append(
            (
                f"The last {plural(event.pot_to_last_player, 'token')} in the pot "
                f"{'goes' if event.pot_to_last_player == 1 else 'go'} to the last player in.",
                theme.TEXT_DIM,
            )
        )
    if event.all_broke:
        lines.append(
            (
                f"Nobody has a token left: the game ends, the pot of {event.pot_to_nobody} "
                "belongs to nobody.",
                theme.TEXT_DIM,
            )
        )
    return title, lines


def playorpay_breakdown(breakdown: Mapping[str, Any]) -> list[str]:
    """One seat's round breakdown in words (for the results page)."""
    if "place" in breakdown:
        left = breakdown.get("cards_left", 0)
        where = ordinal(int(breakdown.get("place", 0)))
        return [
            f"Finished {where}" + (f" with {plural(int(left), 'card')} left" if left else ""),
            f"{plural(int(breakdown.get('points', 0)), 'point')} this round, "
            f"{breakdown.get('total', 0)} in all",
        ]
    if not breakdown.get("in_round", True):
        return ["Out of the game", plural(int(breakdown.get("tokens", 0)), "token")]
    left = int(breakdown.get("cards_left", 0))
    first = "Went out first" if breakdown.get("went_out_first") else f"{plural(left, 'card')} left"
    if breakdown.get("eliminated"):
        first += " · out of tokens"
    parts = []
    if breakdown.get("ante"):
        parts.append("ante 1")
    parts.append(f"paid {breakdown.get('paid', 0)}")
    if breakdown.get("won"):
        parts.append(f"won {breakdown.get('won')}")
    tokens = plural(int(breakdown.get("tokens", 0)), "token")
    return [first, ", ".join(parts) + f" → {tokens}"]


def option_words(action: Action, text: str, name: Callable[[int | None], str]) -> str:
    """How a coach hint or the review names an option: ``Play 7♦`` for a card; the
    notation for Pay and Pass (they have buttons)."""
    return f"Play {card_label(action.card)}" if isinstance(action, Play) else text
