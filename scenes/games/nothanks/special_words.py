"""No Thanks! special cards' words at the table: the :class:`SpecialFace` the table holds,
their names (by their faces where the stored English title reads the wrong way round),
their short names and tooltips. No pygame: the display models and breakdowns use these;
:mod:`scenes.games.nothanks.specials` draws the faces.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.nothanks.events import CardName
from game.games.nothanks.specials import (
    AGAINST,
    BONUS,
    BY_NAME,
    DOUBLE,
    FORTY,
    GIVELEFT,
    HALVE,
    HIDDEN,
    HIGHEST,
    JOKER,
    MINUS,
    PEEK,
    PLUS,
    REMOVE,
    SITOUT,
    SpecialCard,
)
from scenes.core.i18n import N_, _

#: Short names for the card's title band (translated when drawn).
SHORT: dict[str, str] = {
    BONUS: N_("BONUS"),
    JOKER: N_("JOKER"),
    PLUS: N_("PER CARD"),
    SITOUT: N_("SIT OUT"),
    GIVELEFT: N_("GIVE LEFT"),
    PEEK: N_("PEEK"),
    REMOVE: N_("REMOVE"),
    DOUBLE: N_("DOUBLE"),
    HIDDEN: N_("HIDDEN"),
    AGAINST: N_("AGAINST"),
    HIGHEST: N_("HIGHEST"),
    HALVE: N_("HALVE"),
    FORTY: N_("FORTY"),
    MINUS: N_("PER CARD"),
}

#: The names the table gives cards whose stored title (records keep it, in English) reads
#: the wrong way round: each is named by its face (translated when shown).
TITLES: dict[str, str] = {
    PLUS: N_("−1 per card"),
    MINUS: N_("+1 per card"),
}

#: Effects in the words of DECISIONS.md §2 (tooltips; translated when shown).
EFFECTS: dict[str, str] = {
    BONUS: N_("Subtract {value} points at the end."),  # a bonus is 5 to 20
    JOKER: N_(
        "Counts as any number 3–40 you don't hold, placed to give you the lowest score; "
        "alone with no number cards it scores 0."
    ),
    PLUS: N_("−1 point per card in your display at the end (specials and itself count)."),
    SITOUT: N_(
        "Keep it. On your turn, instead of deciding, play it: you leave the bidding on the "
        "current card and are skipped until that card is taken; then it is discarded. The last "
        "player still bidding must take the card (or receives it, if green)."
    ),
    GIVELEFT: N_(
        "On receipt you must give one card of your display (your choice, it may be this "
        "card) to your left neighbour."
    ),
    PEEK: N_("On receipt you privately see the set-aside cards."),
    REMOVE: N_(
        "On receipt you must remove one card of your display (your choice, it may be this "
        "card) from the game."
    ),
    DOUBLE: N_("Your chips count twice at the end."),
    HIDDEN: N_(
        "On taking it you must also take the first card of the stack with the number/red "
        "back (green backs are skipped); if there is none, the top set-aside card."
    ),
    AGAINST: N_("Your chips add to your points instead of subtracting."),
    HIGHEST: N_(
        "Your highest number card scores double; if it is in a run, the run's lowest "
        "card scores double."
    ),
    HALVE: N_("Your chips count half, rounded down."),
    FORTY: N_("A number card 40."),
    MINUS: N_("+1 point per card in your display at the end (specials and itself count)."),
}


@dataclass(frozen=True)
class SpecialFace:
    """A No Thanks! special card as the table shows it (by its notation name)."""

    name: str

    def __str__(self) -> str:
        return self.name

    @property
    def info(self) -> SpecialCard:
        return BY_NAME[self.name]

    @property
    def green(self) -> bool:
        return self.info.green

    @property
    def kind(self) -> str:
        return self.info.kind

    @property
    def title(self) -> str:
        return self.info.title


#: A card of a display as the table holds it: a number or a special card's face.
TableCard = int | SpecialFace
#: A card from a view or event as the table holds it (:func:`to_display`): a name that
#: is no special card's stays as it is.
ShownCard = TableCard | str | None


def to_display(card: CardName | None) -> ShownCard:
    """A card from a view or event (int, special name, None) as the table holds it."""
    if isinstance(card, str) and card in BY_NAME:
        return SpecialFace(card)
    return card


def card_key(card: object) -> tuple[int, int]:
    """Display order: number cards ascending, then special cards in pool order."""
    if isinstance(card, SpecialFace):
        return (1, card.info.id)
    if isinstance(card, int):
        return (0, card)
    return (2, 0)


def display_title(info: SpecialCard) -> str:
    """The card's name as the table shows it, in English (a catalogue msgid): its
    stored title, or its face's words for :data:`TITLES`."""
    return TITLES.get(info.kind, info.title)


def short_label(card: SpecialFace) -> str:
    """A compact name in the current language, e.g. ``Bonus −15``, ``Sit out`` or
    ``+1 per card`` (for the log, prompts and breakdowns)."""
    info = card.info
    if info.kind == BONUS:
        return _("Bonus −{value}").format(value=info.value)
    return _(display_title(info))


def tooltip(card: SpecialFace) -> str:
    info = card.info
    if info.green:
        colour = _("Green special: auctioned.")
    else:
        colour = _("Red special: offered like a number.")
    effect = _(EFFECTS[info.kind]) if info.kind in EFFECTS else info.text
    return f"{short_label(card)}\n{effect.format(value=info.value)}\n{colour}"
