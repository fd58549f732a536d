"""Nyet! wording, in the current language: log lines for events, the board's terms,
card names and tips, toast and banner text.

Pure text from events and the display model; ``name(seat)`` gives a seat's display name
(names are not part of the rules). Every sentence is one whole message per language
(a seat named "You" gets its own second-person sentence, :func:`scenes.core.phrases.about`);
the colours, terms and card names are looked up each time they are said, so a language
change shows at once. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from game.events import GameEvent
from game.games.nyet.board import BOX_NAMES, DISCARD, DISCARD_MODES, FIRST, SUPER, TRUMP, UNUSED
from game.games.nyet.cards import colour_of, value_of
from game.games.nyet.events import (
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
from game.games.nyet.scoring import NyetBreakdown
from scenes.core.i18n import _, ngettext, pgettext
from scenes.core.phrases import about, is_you, signed
from scenes.games.nyet.art import SYMBOLS, TEAM_MARKS
from scenes.games.nyet.model import NyetModel

Names = Callable[[int | None], str]

COLOUR_INDEX = {"red": 0, "blue": 1, "yellow": 2, "green": 3}


def upper_first(text: str) -> str:
    """``text`` with its first letter capitalised and the rest as it is (German nouns
    keep their capitals, unlike ``str.capitalize``)."""
    return text[:1].upper() + text[1:]


# Colours and cards ---------------------------------------------------------------------


def colour_name(colour: int) -> str:
    """A colour as a label: "Red", "Blue", "Yellow", "Green"."""
    return (
        pgettext("Nyet! colour", "Red"),
        pgettext("Nyet! colour", "Blue"),
        pgettext("Nyet! colour", "Yellow"),
        pgettext("Nyet! colour", "Green"),
    )[colour]


def card_name(card: int) -> str:
    """A card's name: "Green 9" (for tips, logs, hints and the review)."""
    return (
        pgettext("Nyet! card", "Red {value}"),
        pgettext("Nyet! card", "Blue {value}"),
        pgettext("Nyet! card", "Yellow {value}"),
        pgettext("Nyet! card", "Green {value}"),
    )[colour_of(card)].format(value=value_of(card))


def super_ones(colour: int) -> str:
    """The supertrumps of a colour: "Red 1s"."""
    return (
        pgettext("Nyet! supertrump", "Red 1s"),
        pgettext("Nyet! supertrump", "Blue 1s"),
        pgettext("Nyet! supertrump", "Yellow 1s"),
        pgettext("Nyet! supertrump", "Green 1s"),
    )[colour]


def colour_words(colour: str | None) -> str:
    """A colour with its symbol ("▲ Red"), or a dash when not set."""
    if colour is None or colour not in COLOUR_INDEX:
        return "—"
    i = COLOUR_INDEX[colour]
    return f"{SYMBOLS[i]} {colour_name(i)}"


def super_words(colour: str | None) -> str:
    """The supertrump term in words ("▲ Red 1s", "none", or a dash when not set)."""
    if colour is None:
        return "—"
    if colour not in COLOUR_INDEX:
        return pgettext("Nyet! supertrump", "none")
    i = COLOUR_INDEX[colour]
    return f"{SYMBOLS[i]} {super_ones(i)}"


# The board's terms ---------------------------------------------------------------------


def line_title(line: int) -> str:
    """A board line's title."""
    return (
        pgettext("Nyet! board line", "First player"),
        pgettext("Nyet! board line", "Discard"),
        pgettext("Nyet! board line", "Trump"),
        pgettext("Nyet! board line", "Supertrump"),
        pgettext("Nyet! board line", "Points per trick & loot"),
    )[line]


def discard_words(mode: str | None) -> str:
    """A discard term in words ("discard 1 card"); "" when not set."""
    said = {
        "none": _("no discard"),
        "1": _("discard 1 card"),
        "2": _("discard 2 cards"),
        "x1": _("discard 1 card that is not a 1"),
        "pass": _("pass 1 card left"),
    }
    return said.get(mode or "", mode or "")


def discard_top(box: int) -> str:
    """The big word on a discard box."""
    return (
        pgettext("Nyet! discard box", "None"),
        pgettext("Nyet! discard box", "1 card"),
        pgettext("Nyet! discard box", "2 cards"),
        pgettext("Nyet! discard box", "1 card"),
        pgettext("Nyet! discard box", "Pass 1"),
    )[box]


def trump_words(colour: str) -> str:
    """The trump term: "trump red"."""
    said = {
        "red": _("trump red"),
        "blue": _("trump blue"),
        "yellow": _("trump yellow"),
        "green": _("trump green"),
    }
    return said.get(colour, colour)


def supertrump_words(colour: str) -> str:
    """The supertrump term: "supertrump red" or "no supertrump"."""
    said = {
        "red": _("supertrump red"),
        "blue": _("supertrump blue"),
        "yellow": _("supertrump yellow"),
        "green": _("supertrump green"),
    }
    return said.get(colour, _("no supertrump"))


def points_words(points: int) -> str:
    """Points per trick: "+1 point", "−2 points"."""
    return ngettext("{points} point", "{points} points", abs(points)).format(points=signed(points))


def box_words(line: int, box: int, name: Names, actor: int | None = None) -> str:
    """What covering a box vetoes, in words; ``actor``: the seat that covers it (or
    covered it), so a seat named You vetoing itself reads "yourself as first player"."""
    text = BOX_NAMES[line][box]
    if line == FIRST:
        who = name(box)
        if box == actor and is_you(who):
            return _("yourself as first player")
        if who:
            return _("{name} as first player").format(name=who)
        return _("seat {number} as first player").format(number=box + 1)
    if line == DISCARD:
        return discard_words(DISCARD_MODES[box])
    if line == TRUMP:
        return trump_words(text)
    if line == SUPER:
        return supertrump_words(text)
    return points_words(int(text))


def box_label(line: int, box: int, name: Names) -> str:
    """The small caption under a box's term."""
    if line == FIRST:
        return name(box)
    if line == DISCARD:
        return (
            pgettext("Nyet! box caption", "discard"),
            pgettext("Nyet! box caption", "discard"),
            pgettext("Nyet! box caption", "discard"),
            pgettext("Nyet! box caption", "not a 1"),
            pgettext("Nyet! box caption", "left"),
        )[box]
    if line == TRUMP:
        return colour_name(box)
    if line == SUPER:
        if box == 4:
            return pgettext("Nyet! box caption", "no 1s")
        return (
            pgettext("Nyet! box caption", "Red 1s"),
            pgettext("Nyet! box caption", "Blue 1s"),
            pgettext("Nyet! box caption", "Yellow 1s"),
            pgettext("Nyet! box caption", "Green 1s"),
        )[box]
    return pgettext("Nyet! box caption", "points")


def box_tip(line: int, box: int, holder: int, name: Names) -> str:
    """A board box's tip: open, covered by whom, or a character nobody plays."""
    if holder == UNUSED:
        return _("No player has this character: covered for the whole game.")
    said = box_words(line, box, name, holder)
    if holder >= 0:
        return about(
            name(holder),
            _("{name} said Nyet! to {box}."),
            _("You said Nyet! to {box}."),
            box=said,
        )
    return _("Open: {box}.").format(box=said)


# The log -------------------------------------------------------------------------------


def describe(event: GameEvent, name: Names, num_players: int) -> str | None:
    """The public log line for an event (None: nothing to log)."""
    who = name(event.player)
    if isinstance(event, NyetRoundStarted):
        return about(
            name(event.dealer),
            _("Round {number} — {name} deals"),
            _("Round {number} — You deal"),
            number=event.round,
        )
    if isinstance(event, BoxCovered):
        return _("{name}: Nyet! to {box}").format(
            name=who, box=box_words(event.line, event.box, name, event.player)
        )
    if isinstance(event, TermsSet):
        return about(
            name(event.first_player),
            _("Terms: {name} first, {discard}, {trump}, {supertrump}, {points} a trick"),
            _("Terms: You first, {discard}, {trump}, {supertrump}, {points} a trick"),
            discard=discard_words(event.discard),
            trump=trump_words(event.trump),
            supertrump=supertrump_words(event.supertrump),
            points=signed(event.points),
        )
    if isinstance(event, TeamsChosen):
        if num_players == 2:
            return None  # no choice to tell: one against one
        return teams_toast(event, name)
    return _describe_play(event, name, who)


def _describe_play(event: GameEvent, name: Names, who: str) -> str | None:
    """Log lines from the Bonus card on (see :func:`describe`)."""
    if isinstance(event, BonusGiven):
        return _("Bonus card (×2) to {name}").format(name=who)
    if isinstance(event, CardDiscarded):
        return about(who, _("{name} discards (face down)"), _("You discard (face down)"))
    if isinstance(event, PassChosen):
        return about(who, _("{name} picks a card to pass"), _("You pick a card to pass"))
    if isinstance(event, PassesDelivered):
        return _("The passed cards arrive")
    if isinstance(event, TricksStarted):
        return about(who, _("{name} leads the first trick"), _("You lead the first trick"))
    if isinstance(event, CardPlayed):
        return pgettext("Nyet! log", "{name}: {card}").format(name=who, card=card_name(event.card))
    if isinstance(event, TrickWon):
        if event.loot:
            return _("→ Trick to {name} (+{loot} loot)").format(name=who, loot=len(event.loot))
        return _("→ Trick to {name}").format(name=who)
    if isinstance(event, NyetRoundScored):
        scores = ", ".join(f"{name(i)} {signed(int(v))}" for i, v in enumerate(event.points))
        return _("Round {number}: {scores}").format(number=event.round, scores=scores)
    if isinstance(event, GameEnded):
        winners = [name(i) for i in event.winners]
        if not winners:
            return None
        return ngettext("Winner: {names}", "Winners: {names}", len(winners)).format(
            names=" & ".join(winners)
        )
    return None


def describe_private(event: GameEvent, viewer: int, num_players: int, name: Names) -> str | None:
    """The line of ``viewer`` for its private part of ``event`` (None: nothing to log)."""
    if isinstance(event, (CardDiscarded, PassChosen)):
        card = secret_card(event, viewer)
        if card is None:
            return None
        if isinstance(event, CardDiscarded):
            return _("(only you) You discarded {card}").format(card=card_name(card))
        return _("(only you) You pass {card}").format(card=card_name(card))
    swap = event.swap_of(viewer) if isinstance(event, PassesDelivered) else None
    if swap is not None:
        return _("(only you) You gave {card} to {left} and got {received} from {right}").format(
            card=card_name(swap[0]),
            left=name((viewer + 1) % num_players),
            received=card_name(swap[1]),
            right=name((viewer - 1) % num_players),
        )
    return None


# Toasts, tips and the banner -----------------------------------------------------------


def terms_toast(terms: TermsSet, name: Names) -> tuple[str, list[str]]:
    """The toast announcing the round's terms: its title and its items (the toast packs
    as many items on a line as fit)."""
    sup = (
        _("Supertrump: none")
        if terms.supertrump not in COLOUR_INDEX
        else _("Supertrump: {ones}").format(ones=super_words(terms.supertrump))
    )
    return _("The round's terms are set"), [
        _("First player: {name}").format(name=name(terms.first_player)),
        upper_first(discard_words(terms.discard)),
        _("Trump: {colour}").format(colour=colour_words(terms.trump)),
        sup,
        _("{points} per trick").format(points=signed(terms.points)),
    ]


def teams_toast(event: TeamsChosen, name: Names) -> str:
    """The sentence of the first player's team choice (the toast and the log line)."""
    who = name(event.player)
    if event.partners:
        partners = " & ".join(name(x) for x in event.partners)
        return about(
            who, _("{name} plays with {partners}"), _("You play with {partners}"), partners=partners
        )
    return about(who, _("{name} plays alone"), _("You play alone"))


def card_tip(card: int, model: NyetModel) -> str:
    """A hand or trick card's tooltip: its name and what the terms make of it."""
    colour, value = colour_of(card), value_of(card)
    tip = card_name(card)
    sup = model.supertrump
    if sup not in (None, "none") and value == 1 and COLOUR_INDEX[sup or ""] == colour:
        return _("{card} — a supertrump (counts as trump colour)").format(card=tip)
    parts = [tip]
    if model.trump is not None and COLOUR_INDEX[model.trump] == colour:
        parts.append(pgettext("Nyet! card tip", "trump"))
    if value == 1:
        parts.append(_("loot if captured by the other team"))
    return " — ".join(parts)


def pile_tip(model: NyetModel, seat: int, name: Names) -> str:
    """The tricks ``seat`` won this round, card by card (played tricks are public)."""
    won = model.won_tricks(seat)
    who = name(seat)
    if not won:
        return about(
            who, _("{name} has won no trick this round."), _("You have won no trick this round.")
        )
    parts = []
    for number, trick in won:
        cards = " ".join(f"{SYMBOLS[colour_of(c)]}{value_of(c)}" for c in trick.cards)
        parts.append(f"#{number + 1}: {cards}")
    return about(
        who, _("{name}'s tricks — {tricks}"), _("Your tricks — {tricks}"), tricks=";  ".join(parts)
    )


def team_score_line(side: int, names: str, detail: NyetBreakdown, score: int) -> str:
    """One team's line on the round banner (``detail``: a member's breakdown; ``score``:
    the team's score from the event)."""
    tricks, loot, value = int(detail["team_tricks"]), int(detail["team_loot"]), int(detail["value"])
    return ngettext(
        "Team {mark} ({names}): {tricks} trick + {loot} loot = {sum} × {value} = {score}",
        "Team {mark} ({names}): {tricks} tricks + {loot} loot = {sum} × {value} = {score}",
        tricks,
    ).format(
        mark=TEAM_MARKS[side],
        names=names,
        tricks=tricks,
        loot=loot,
        sum=tricks + loot,
        value=signed(value),
        score=signed(score),
    )
