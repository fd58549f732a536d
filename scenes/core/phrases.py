"""Sentences built from seat names that read right for every name, "You" included.

A seat may be named "You" (the default name of a lone human). Sentences then need the
second person: "You take 27", not "You takes 27"; "You win!", not "You wins!". Counts
need agreeing nouns: "1 box", "2 boxes". Build every such sentence with these helpers.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date

from game.seatnames import DUPLICATE_SEAT_NAME, EXTRA_BOT_NAME
from scenes.core.i18n import N_, _, pgettext

_SECOND_PERSON = {"you", "me"}
_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}


def is_you(name: str) -> bool:
    """True for a seat named "You" (or "Me"), or shown by the name the language gives the
    default "You" (:func:`shown_name`: "Du", "Vous"): sentences about it use "you"."""
    said = name.strip().lower()
    return said in _SECOND_PERSON or said == shown_name(DEFAULT_NAME).lower()


def subject(name: str) -> str:
    """The name as a sentence's subject: the default name in the current language ("You",
    "Du", "Vous") for a seat named You or Me, else the name as shown."""
    return shown_name(DEFAULT_NAME) if is_you(name) else shown_name(name)


def base_form(verb: str) -> str:
    """The plain form of a third-person verb: takes → take, passes → pass, has → have."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    for ending in ("sses", "shes", "ches", "xes", "zes", "oes"):
        if verb.endswith(ending):
            return verb[:-2]
    if verb.endswith("ies") and len(verb) > 3:
        return verb[:-3] + "y"
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def says(name: str, verb: str) -> str:
    """Subject and verb that agree: ``says("Ann", "takes")`` is "Ann takes",
    ``says("You", "takes")`` is "You take". Give the verb in its third-person form."""
    if is_you(name):
        return f"You {base_form(verb)}"
    return f"{name} {verb}"


def says_of(names: Sequence[str], verb: str) -> str:
    """Several subjects: "Ann & Bo win", "You & Bo win", or one name as :func:`says`."""
    if len(names) == 1:
        return says(names[0], verb)
    return " & ".join(subject(n) for n in names) + " " + base_form(verb)


def about(name: str, third: str, second: str, /, **values: object) -> str:
    """A whole sentence about a seat, in the current language: ``second`` (already
    translated, e.g. ``_("You take {card}.")``) for a seat named You, else ``third``
    (``_("{name} takes {card}.")``), formatted with ``name`` and ``values``. Every
    language gets both sentences whole, so no verb or word order is glued on here."""
    chosen = second if is_you(name) else third
    return chosen.format(name=name, **values)


def possessive(name: str) -> str:
    """Whose: "Ann's", or "Your" for a seat named You."""
    return "Your" if is_you(name) else f"{name}'s"


def plural(count: int, word: str, many: str | None = None) -> str:
    """A count with its noun in agreement: ``plural(1, "box", "boxes")`` is "1 box"."""
    if count == 1:
        return f"{count} {word}"
    return f"{count} {many if many is not None else word + 's'}"


def pts(count: float) -> str:
    """The short unit of a score: "pt" for 1 or −1, else "pts" ("1 pt", "0 pts")."""
    return "pt" if abs(count) == 1 else "pts"


def signed_count(value: float, word: str, many: str | None = None) -> str:
    """A signed change with its noun in agreement: "+1 chip", "−2 points", "0 chips"
    (a true minus sign, no space after it)."""
    noun = word if abs(value) == 1 else (many if many is not None else word + "s")
    return f"{signed(value)} {noun}"


#: Nouns whose count must agree, with their plurals (for :func:`disagreements`).
COUNTED_NOUNS = {
    "chip": "chips",
    "point": "points",
    "pt": "pts",
    "card": "cards",
    "trick": "tricks",
    "token": "tokens",
    "box": "boxes",
    "round": "rounds",
    "undo": "undos",
    "hint": "hints",
    "tile": "tiles",
    "move": "moves",
}
_SINGULARS = "|".join(COUNTED_NOUNS)
_PLURALS = "|".join(COUNTED_NOUNS.values())
_ONE_MANY = re.compile(rf"(?<![\d.,])[+−-]?\s?1 (?:card |loot |round |trick )?(?:{_PLURALS})\b")
_MANY_ONE = re.compile(
    rf"(?<![\d.,])[+−-]?\s?(?:0|[2-9]|\d\d+) (?:card |loot |round |trick )?(?:{_SINGULARS})\b"
    rf"(?! (?:{_SINGULARS}|{_PLURALS})\b)"
)


def disagreements(text: str) -> list[str]:
    """Counts whose noun does not agree in ``text`` ("1 chips", "− 1 points", "2 chip"),
    for tests that sweep every sentence."""
    return [m.group(0) for m in (*_ONE_MANY.finditer(text), *_MANY_ONE.finditer(text))]


def signed(value: float) -> str:
    """A change with its sign: "+5", "−2" (a true minus sign), "0"."""
    if value == 0:
        return "0"
    return f"+{value:g}" if value > 0 else f"−{-value:g}"


def round_totals(
    round_no: int, names: Sequence[str], points: Sequence[float], totals: Sequence[float]
) -> str:
    """The log line of a round's scores, read from its round-end event: "Totals after
    round 2: Ann 12 (+5), You 7 (−2)" (each seat's total, and this round's change)."""
    parts = [
        f"{subject(name)} {total:g} ({signed(point)})"
        for name, point, total in zip(names, points, totals, strict=False)
    ]
    return f"Totals after round {round_no}: " + ", ".join(parts)


#: The name a lone human gets by default (stored as it is, so statistics keyed by name
#: do not split by language).
DEFAULT_NAME = "You"
#: A bot's name the app made once its pool of names ran out ("Bot 2"; game.seatnames).
_EXTRA_BOT = re.compile(re.escape(EXTRA_BOT_NAME).replace(r"\{number\}", r"(\d{1,4})"))


def shown_name(name: str) -> str:
    """A seat's name as shown: the names the app itself stores are data, in English, and
    shown in the current language: the default name "You" ("Du", "Vous"), the daily
    duplicate's "Hard bot" ("Starker Bot", "Bot fort") and "Bot 2"; every other name as
    typed. Every label of a seat uses it (through ``GameSession.seat_label``); sentences
    pick their second-person wording with :func:`about`, as :func:`is_you` knows the
    shown name too."""
    said = name.strip()
    if said.lower() == DEFAULT_NAME.lower():
        return pgettext("the default seat name, shown as a label", "You")
    if said == DUPLICATE_SEAT_NAME:
        return pgettext("the hard bot's seat in a daily deal played again", "Hard bot")
    extra = _EXTRA_BOT.fullmatch(said)
    if extra is not None:
        bot = pgettext("a bot's name once the names run out", "Bot {number}")
        return bot.format(number=extra[1])
    return name


def stored_name(name: str) -> str:
    """The name to keep for a seat typed as ``name``: the language's word for a name the
    app stores (:func:`shown_name`: "Du", "Vous") is kept as the app stores it ("You"),
    so a player's games and statistics stay under one name whatever the language;
    others as typed."""
    said = name.strip()
    for own in (DEFAULT_NAME, DUPLICATE_SEAT_NAME):
        if said and said == shown_name(own):
            return own
    return name


#: Bot levels in words (translated when shown).
LEVELS = {"random": N_("random"), "easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}


def level_word(kind: str) -> str:
    """A bot level in the current language (an unknown level as it is)."""
    return _(LEVELS[kind]) if kind in LEVELS else kind


#: Short month names (the charts' calendar labels its columns with them too).
MONTHS = (
    N_("Jan"),
    N_("Feb"),
    N_("Mar"),
    N_("Apr"),
    N_("May"),
    N_("Jun"),
    N_("Jul"),
    N_("Aug"),
    N_("Sep"),
    N_("Oct"),
    N_("Nov"),
    N_("Dec"),
)


def short_date(day: date) -> str:
    """A day as the player's language writes it short: "28 Nov", "28. Nov.", "28 nov."."""
    return _("{day} {month}").format(day=day.day, month=_(MONTHS[day.month - 1]))


def daily_day(meta: Mapping[str, object]) -> date | None:
    """The date of the daily deal a record's meta (or a session's tags) names, if any: a
    daily's, or the date of the daily a duplicate game plays again (the same deal). Its
    shape only: :func:`game.daily.daily_tag` checks the deal itself."""
    tag = meta.get("daily")
    if not isinstance(tag, dict):
        tag = meta.get("duplicate")
    text = tag.get("date") if isinstance(tag, dict) else None
    try:
        return date.fromisoformat(text) if isinstance(text, str) and len(text) == 10 else None
    except ValueError:
        return None


def daily_words(day: date) -> str:
    """ "Daily deal · 28 Nov": what a daily is called where another game shows its seed."""
    return _("Daily deal · {date}").format(date=short_date(day))
