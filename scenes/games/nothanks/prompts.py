"""The No Thanks! table's round banner, top-bar facts, prompts and tips, in the current
language (whole sentences a case; the log lines are :mod:`scenes.games.nothanks.words`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from game.options import OptionValue
from scenes.core.i18n import N_, _, ngettext, score
from scenes.core.phrases import about, is_you, signed
from scenes.table.facts import Fact

Label = Callable[[int], str]


# The round banner and the top bar ----------------------------------------------------------


def round_banner(
    round_no: int, rounds: int, points: Sequence[float], totals: Sequence[float], label: Label
) -> tuple[str, list[str]]:
    """The end-of-round banner: a title and one line per seat, lowest round score first.
    The last round's title says the game is over (the results come next)."""
    order = sorted(range(len(points)), key=lambda i: points[i])
    line = _("{name}:  {points} this round,  {total} total")
    lines = [
        line.format(name=label(i), points=signed(points[i]), total=score(totals[i])) for i in order
    ]
    if round_no < rounds:
        title = _("Round {round} is over")
    elif rounds == 1:
        title = _("Game over")  # one round: no round number to tell
    else:
        title = _("Game over after {round} rounds")
    return title.format(round=round_no), lines


#: Table options named in the top bar, in order (translated when shown).
OPTION_WORDS = (
    ("hidden_tiger", N_("Hidden Tiger")),
    ("amigo", N_("Amigo")),
    ("specials", N_("special cards")),
)


def top_bar_bits(
    round_no: int, rounds: int, stack: int, seed: int | str, options: Mapping[str, OptionValue]
) -> list[Fact]:
    """The facts after the title: round, stack, the deal (a seed number, or the deal in
    words: "Daily deal · 28 Nov"), how to win, the options on; ranked for a crowded bar
    (the round and the stack stay longest, the deal goes first)."""
    deal = seed if isinstance(seed, str) else _("Seed {seed}").format(seed=seed)
    bits = [
        Fact(_("Round {round} of {rounds}").format(round=round_no, rounds=rounds), 0),
        Fact(
            ngettext("{n} card in the stack", "{n} cards in the stack", stack).format(n=stack),
            1,
            ngettext("{n} card left", "{n} cards left", stack).format(n=stack),
        ),
        Fact(deal, 5 if isinstance(seed, int) else 2),  # a daily's date stays longer
        Fact(_("lowest score wins"), 4, _("lowest wins")),
    ]
    if options.get("chips") == "open":
        bits.append(Fact(_("open chips"), 2))
    bits.extend(Fact(_(words), 3) for key, words in OPTION_WORDS if options.get(key))
    return bits


# Prompts and tooltips -----------------------------------------------------------------------


def choice_prompt(pending: str, chooser: str, left: str, mine: bool) -> tuple[str, str]:
    """The prompt while a card of a display is to be given to the left or removed."""
    give = pending == "give"
    if mine:
        if not give:
            title = _("Choose a card to remove from the game")
        elif is_you(left):
            title = _("Choose a card to give to you")
        else:
            title = _("Choose a card to give to {name}").format(name=left)
        return title, _("Click a highlighted card of your display, or use ← → and Enter.")
    if not give:
        title = about(
            chooser,
            _("{name} chooses a card to remove from the game"),
            _("You choose a card to remove from the game"),
        )
    elif is_you(left) and not is_you(chooser):
        title = _("{name} chooses a card to give to you").format(name=chooser)
    else:
        title = about(
            chooser,
            _("{name} chooses a card to give to {other}"),
            _("You choose a card to give to {other}"),
            other=left,
        )
    return title, ""


def green_prompt(active: int, pot: int, mine: int, bidder: str | None) -> tuple[str, str]:
    """The viewer's prompt on a green card: bid or decline (or take, when alone)."""
    if active == 1:
        return _("Everyone else sits out"), _("You must take the green card.")
    if pot == 0 and mine > 0:
        detail = _("No chip is on it yet: the first player must bid.")
    elif not mine:
        detail = _("You have no chips: you can only decline.")
    elif bidder is None:
        detail = _("If you decline, you take the chips and the card goes to nobody.")
    elif is_you(bidder):
        detail = _("If you decline, you take the chips and the card goes to you.")
    else:
        detail = _("If you decline, you take the chips and the card goes to {name}.").format(
            name=bidder
        )
    return _("Green card: bid a chip, or decline and take the chips"), detail


PEEK_TIP = N_(
    "Peek: the cards set aside this round (only you see them). "
    "They are never played from the stack."
)
#: The stack's tooltip, by whether its top card has the green back (translated when shown).
STACK_TIPS = {
    True: N_("The top card of the stack has a green back: a green special comes next."),
    False: N_("The top card of the stack has the number back: a number or a red special."),
}


def tiger_tip(card: int) -> str:
    return _(
        "Your Hidden Tiger card ({card}): only you can see it. "
        "Play it on your turn, or it never counts."
    ).format(card=card)
