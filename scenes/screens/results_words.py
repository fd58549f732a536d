"""The Results screen's words: the winners' title, a round's short heading, bot levels
(in the current language; whole sentences a case, "You" included)."""

from __future__ import annotations

from collections.abc import Mapping

from game.contract import State
from scenes.core.i18n import N_, _, pgettext
from scenes.core.phrases import is_you, subject
from scenes.table.table_words import deal_words

#: Bot levels in words (translated when shown).
LEVELS = {"random": N_("random"), "easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}


def level_name(level: str) -> str:
    """A bot level in the current language (an unknown level as it is)."""
    return _(LEVELS[level]) if level in LEVELS else level


def round_tab(number: int) -> str:
    """A round's short heading: "R2" (en), "R2" (de: Runde), "M2" (fr: manche)."""
    return pgettext("short for round", "R{number}").format(number=number)


def winners_words(names: list[str]) -> str:
    """The results' title: "Ann wins!", "You win!" (a seat named You), "Ann & Bo win!",
    "You & Bo win!" (the verb agrees with "you and others": "Du & Bo gewinnt!"), or
    "Game over" with no winner. ``names`` as shown; whole sentences a case, for every
    language."""
    if not names:
        return _("Game over")
    if len(names) == 1:
        if is_you(names[0]):
            return _("You win!")
        return _("{name} wins!").format(name=names[0])
    others = [name for name in names if not is_you(name)]
    if others and len(others) < len(names):
        return _("You & {names} win!").format(names=" & ".join(others))
    return _("{names} win!").format(names=" & ".join(subject(name) for name in names))


def rule_words(game: str, seed: int, tags: Mapping[str, object], state: State) -> str:
    """The results' subtitle: the game, its seed (a daily: "Daily deal · 28 Nov") and
    how it is won."""
    deal = deal_words(tags)  # a daily is named by its date, not its seed
    if deal:
        rule = _("{game} · {deal} · lowest score wins")
        if not state.lower_score_wins:
            rule = _("{game} · {deal} · highest score wins")
    elif state.lower_score_wins:
        rule = _("{game} · seed {seed} · lowest score wins")
    else:
        rule = _("{game} · seed {seed} · highest score wins")
    return rule.format(game=game, seed=seed, deal=deal)
