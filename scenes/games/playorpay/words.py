"""Play or Pay wording: log lines for rules events, the end-of-round panel, the results
breakdown and the coach's words for a card (seat names come from the caller's
``label``). Every sentence is a whole message of the catalogue, in the current language,
with a second-person form for a seat named "You" (:func:`scenes.core.phrases.about`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import cast

from game.contract import Action
from game.events import GameEnded, GameEvent
from game.games.playorpay.actions import PASS, PAY, Play
from game.games.playorpay.events import CardPlayed, Paid, Passed, PlayerOut, RoundDealt, RoundEnded
from game.games.playorpay.round_end import SevensBreakdown, TokenBreakdown
from scenes.core import theme
from scenes.core.i18n import N_, _, ngettext, pgettext, score
from scenes.core.i18n import ordinal as language_ordinal
from scenes.core.phrases import about, is_you, signed, subject
from scenes.games.playorpay.card_names import card_label
from scenes.table.banner import BannerLine

#: A seat's name for the log ("Ann", "Seat 3 (medium bot)", ...).
Label = Callable[[int], str]

#: Who plays a seat, as its tooltip says it (bot levels; "human").
KINDS = {
    "human": N_("human"),
    "random": N_("random bot"),
    "easy": N_("easy bot"),
    "medium": N_("medium bot"),
    "hard": N_("hard bot"),
}


def shown(name: str) -> str:
    """A seat's name used as a label (a list row, a tooltip): the default name "You" in
    the current language ("Du", "Vous"), every other name as typed. Sentences pick their
    second-person wording with :func:`~scenes.core.phrases.about` from the stored name.
    (The same message as the table frame's ``phrases.shown_name``.)"""
    if is_you(name) and name.strip().lower() == "you":
        return pgettext("the default seat name, shown as a label", "You")
    return name


def ordinal(place: int) -> str:
    """A finishing place in the current language: ``1st`` (en), ``1.`` (de), ``1er`` (fr)."""
    return language_ordinal(place)


def kind_words(kind: str) -> str:
    """Who plays a seat ("human", a bot level) in words: "human", "easy bot"."""
    if kind in KINDS:
        return _(KINDS[kind])
    return _("{level} bot").format(level=kind)


def tokens(count: int) -> str:
    """A count of tokens: "1 token", "3 tokens"."""
    return ngettext("{n} token", "{n} tokens", count).format(n=count)


def cards(count: int) -> str:
    """A count of cards: "1 card", "3 cards"."""
    return ngettext("{n} card", "{n} cards", count).format(n=count)


def event_line(event: GameEvent, label: Label) -> str | None:
    """The log line of one event (None: nothing to log)."""
    name = label(event.player) if event.player is not None and event.player >= 0 else ""
    if isinstance(event, CardPlayed):
        return _played_line(event, name)
    if isinstance(event, Paid):
        return about(
            name, _("{name} pays 1 — pot {pot}"), _("You pay 1 — pot {pot}"), pot=event.pot
        )
    if isinstance(event, Passed):
        return about(name, _("{name} passes: no card fits"), _("You pass: no card fits"))
    if isinstance(event, PlayerOut):
        return about(
            name,
            _("{name} is out of cards — {place}"),
            _("You are out of cards — {place}"),
            place=ordinal(event.place),
        )
    if isinstance(event, RoundDealt):
        return _dealt_line(event, label)
    if isinstance(event, RoundEnded):
        return _round_end_line(event, label)
    if isinstance(event, GameEnded):
        winners = [label(i) for i in event.winners]
        if not winners:
            return None
        names = " & ".join(shown(subject(winner)) for winner in winners)
        return ngettext("Winner: {names}", "Winners: {names}", len(winners)).format(names=names)
    return None


def _played_line(event: CardPlayed, name: str) -> str:
    card = card_label(event.card)
    if event.started:
        text = about(
            name, _("{name} plays {card} (starts)"), _("You play {card} (starts)"), card=card
        )
    else:
        text = about(name, _("{name} plays {card}"), _("You play {card}"), card=card)
    if event.cards_left == 0:
        return _("{play} — out of cards!").format(play=text)
    if event.cards_left == 1:
        return _("{play} — last card").format(play=text)
    return text


def _dealt_line(event: RoundDealt, label: Label) -> str:
    dealer = label(event.dealer if event.dealer is not None else 0)
    first = label(event.first_player)
    values = {"round": event.round, "dealer": dealer, "first": first}
    if is_you(dealer):
        return _("Round {round}: You deal, {first} leads").format(**values)
    if is_you(first):
        return _("Round {round}: {dealer} deals, You lead").format(**values)
    return _("Round {round}: {dealer} deals, {first} leads").format(**values)


def _round_end_line(event: RoundEnded, label: Label) -> str:
    winner = label(event.winner)
    number = event.round
    if event.sevens:
        return about(
            winner,
            _("Round {round} over: {name} went out first"),
            _("Round {round} over: You went out first"),
            round=number,
        )
    if event.pot_won:
        won = event.pot_won
        return about(
            winner,
            ngettext(
                "Round {round} over: {name} wins {n} token",
                "Round {round} over: {name} wins {n} tokens",
                won,
            ),
            ngettext(
                "Round {round} over: You win {n} token",
                "Round {round} over: You win {n} tokens",
                won,
            ),
            round=number,
            n=won,
        )
    if event.all_broke:
        return _("Round {round} over: everyone is out of tokens; the game ends").format(
            round=number
        )
    return about(
        winner,
        _("Round {round} over: {name} went out; the pot stays"),
        _("Round {round} over: You went out; the pot stays"),
        round=number,
    )


def round_end_banner(
    event: RoundEnded, label: Label, was_in_game: tuple[bool, ...], last: bool = False
) -> tuple[str, list[BannerLine]]:
    """The end-of-round panel: its title and lines. ``was_in_game`` tells which seats
    played the round (seats already out are not listed); ``last``: the game ends with
    this round (the title says so)."""
    name = label(event.winner)
    if last:
        title = about(
            name, _("Game over — {name} went out first"), _("Game over — You went out first")
        )
    else:
        title = about(
            name,
            _("Round {round} — {name} went out first"),
            _("Round {round} — You went out first"),
            round=event.round,
        )
    if event.sevens:
        return title, _sevens_lines(event, label)
    return title, [
        *_pot_lines(event, name),
        *_token_lines(event, label, was_in_game),
        *_pot_end_lines(event),
    ]


def _sevens_lines(event: RoundEnded, label: Label) -> list[BannerLine]:
    """Sevens: each seat in finishing order with its points and total."""
    return [
        (
            _("{place}  {name}   +{points}  (total {total})").format(
                place=ordinal(place),
                name=shown(label(seat)),
                points=score(event.points[seat]),
                total=score(event.totals[seat]),
            ),
            theme.ACCENT if place == 1 else theme.TEXT,
        )
        for place, seat in enumerate(event.finish_order, start=1)
    ]


def _pot_lines(event: RoundEnded, name: str) -> list[BannerLine]:
    """Who won the pot, or why it stays."""
    if event.pot_won:
        won = event.pot_won
        said = about(
            name,
            ngettext("{name} wins the pot: {n} token", "{name} wins the pot: {n} tokens", won),
            ngettext("You win the pot: {n} token", "You win the pot: {n} tokens", won),
            n=won,
        )
        return [(said, theme.ACCENT)]
    if event.pot_carried:
        said = about(
            name,
            _("{name} has no tokens: the pot of {pot} stays"),
            _("You have no tokens: the pot of {pot} stays"),
            pot=event.pot_carried,
        )
        return [(said, theme.ACCENT)]
    return []


def _token_lines(
    event: RoundEnded, label: Label, was_in_game: tuple[bool, ...]
) -> list[BannerLine]:
    """Each seat that played the round, most tokens first, with its change."""
    lines: list[BannerLine] = []
    held = event.tokens
    for seat in sorted(range(len(held)), key=lambda i: -held[i]):
        if not was_in_game[seat]:
            continue
        text = ngettext(
            "{name}   {n} token  ({change})", "{name}   {n} tokens  ({change})", held[seat]
        )
        change = _change_words(event, seat)
        text = text.format(name=shown(label(seat)), n=held[seat], change=change)
        color = theme.ACCENT if seat == event.winner else theme.TEXT
        if seat in event.eliminated:
            text = _("{line}  — out of the game").format(line=text)
            color = theme.BAD
        lines.append((text, color))
    return lines


def _change_words(event: RoundEnded, seat: int) -> str:
    """A seat's change of tokens this round: "−5 this round"; the pot's winner's change
    as the pot less what it paid in this round ("+7 this round: pot 8 − 1 paid in"), so
    it reads with "wins the pot: 8 tokens" above it."""
    points = int(event.points[seat])
    change = signed(points)
    paid_in = event.pot_won - points
    if seat == event.winner and event.pot_won and not event.pot_to_last_player and paid_in > 0:
        return _("{change} this round: pot {pot} − {paid} paid in").format(
            change=change, pot=event.pot_won, paid=paid_in
        )
    return _("{change} this round").format(change=change)


def _pot_end_lines(event: RoundEnded) -> list[BannerLine]:
    """Where the pot goes when the game ends with tokens in it."""
    lines: list[BannerLine] = []
    if event.pot_to_last_player:
        last = event.pot_to_last_player
        said = ngettext(
            "The last {n} token in the pot goes to the last player in.",
            "The last {n} tokens in the pot go to the last player in.",
            last,
        )
        lines.append((said.format(n=last), theme.TEXT_DIM))
    if event.all_broke:
        said = _(
            "Nobody has a token left: the game ends, the pot of {pot} belongs to nobody."
        ).format(pot=event.pot_to_nobody)
        lines.append((said, theme.TEXT_DIM))
    return lines


def playorpay_breakdown(seat_breakdown: Mapping[str, object]) -> list[str]:
    """One seat's round breakdown in words (for the results page)."""
    if "place" in seat_breakdown:
        sevens = cast(SevensBreakdown, seat_breakdown)
        left = int(sevens.get("cards_left", 0))
        where = ordinal(int(sevens.get("place", 0)))
        points = int(sevens.get("points", 0))
        if left:
            finished = ngettext(
                "Finished {place} with {n} card left", "Finished {place} with {n} cards left", left
            ).format(place=where, n=left)
        else:
            finished = _("Finished {place}").format(place=where)
        scored = ngettext(
            "{n} point this round, {total} in all", "{n} points this round, {total} in all", points
        ).format(n=points, total=sevens.get("total", 0))
        return [finished, scored]
    breakdown = cast(TokenBreakdown, seat_breakdown)
    if not breakdown.get("in_round", True):
        return [_("Out of the game"), tokens(int(breakdown.get("tokens", 0)))]
    left = int(breakdown.get("cards_left", 0))
    if breakdown.get("went_out_first"):
        first = _("Went out first")
    else:
        first = ngettext("{n} card left", "{n} cards left", left).format(n=left)
    if breakdown.get("eliminated"):
        first = _("{first} · out of tokens").format(first=first)
    parts = []
    if breakdown.get("ante"):
        parts.append(_("ante 1"))
    parts.append(_("paid {n}").format(n=breakdown.get("paid", 0)))
    if breakdown.get("won"):
        parts.append(_("won {n}").format(n=breakdown.get("won")))
    held = tokens(int(breakdown.get("tokens", 0)))
    said = pgettext("a list of a round's token moves", "{moves} → {tokens}")
    return [first, said.format(moves=", ".join(parts), tokens=held)]


def option_words(action: Action, text: str, name: Callable[[int | None], str]) -> str:
    """How a coach hint or the review names an option: ``Play 7♦`` for a card; the
    notation for Pay and Pass (they have buttons)."""
    if isinstance(action, Play):
        return _("Play {card}").format(card=card_label(action.card))
    if action == PAY:
        return pgettext("an option's notation", "pay")
    if action == PASS:
        return pgettext("an option's notation", "pass")
    return text
