"""Sentences built from seat names that read right for every name, "You" included.

A seat may be named "You" (the default name of a lone human). Sentences then need the
second person: "You take 27", not "You takes 27"; "You win!", not "You wins!". Counts
need agreeing nouns: "1 box", "2 boxes". Build every such sentence with these helpers.
"""

from __future__ import annotations

from collections.abc import Sequence

_SECOND_PERSON = {"you", "me"}
_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}


def is_you(name: str) -> bool:
    """True for a seat named "You" (or "Me"): sentences about it use "you"."""
    return name.strip().lower() in _SECOND_PERSON


def subject(name: str) -> str:
    """The name as a sentence's subject: "You" for a seat named You or Me."""
    return "You" if is_you(name) else name


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


def possessive(name: str) -> str:
    """Whose: "Ann's", or "Your" for a seat named You."""
    return "Your" if is_you(name) else f"{name}'s"


def plural(count: int, word: str, many: str | None = None) -> str:
    """A count with its noun in agreement: ``plural(1, "box", "boxes")`` is "1 box"."""
    if count == 1:
        return f"{count} {word}"
    return f"{count} {many if many is not None else word + 's'}"
