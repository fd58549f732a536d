"""The app side of a game plugin: one :class:`GameUI` record per game.

Each installed game's ``scenes/<id>/__init__.py`` defines ``UI = GameUI(...)``; the one
list of installed plugins is :mod:`scenes.plugins`. Generic code (screens, replay viewer,
table, self-test, main) reaches a game only through its record and never compares a game
id. The engine side of the same game is its :class:`~game.contract.GameSpec`.

A record's module must import without pygame (the display models are checked headless):
fields whose code draws are small functions that import their module when first called.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, Generic

from typing_extensions import TypeVar

from game.contract import Action, ActionT, ViewT
from game.errors import GameError
from game.options import OptionValue
from game.story import Turn
from scenes.core.i18n import _, ngettext
from scenes.table.display import DisplayKit

if TYPE_CHECKING:
    import pygame

    from scenes.core.card_surfaces import HouseArt
    from scenes.table.guide_script import Tutorial
    from scenes.table.kit import SomeTableKit

#: A game's display model and card types. Left out (as generic code holds the record
#: of a game it does not know) they are unknown, like a state's view and action types
#: (:data:`game.contract.ViewT`): only the game's own functions read them.
ModelT = TypeVar("ModelT", default=Any)
CardT = TypeVar("CardT", bound=Hashable, default=Any)

#: ``breakdown_lines(breakdown)``: one seat's round breakdown (``RoundResult.breakdown``)
#: in words, one string per line.
BreakdownLines = Callable[[Mapping[str, object]], list[str]]
#: ``total_heading(options)``: the heading of the results' total column.
TotalHeading = Callable[[Mapping[str, OptionValue]], str]
#: How a seat is named: ``name(seat)``.
Names = Callable[[int | None], str]
#: ``option_words(action, text, name)``: how a coach hint or review names ``action``
#: (notation ``text``); ``name(seat)`` names a seat.
OptionWords = Callable[[ActionT, str, Names], str]
#: ``decision_words(view, who, chosen, best, points, name)``: a rated decision of the
#: review in game terms — ``who`` chose ``chosen`` at ``view`` (the deciding seat's view);
#: ``best`` (None when the move was as good) was about ``points`` (>= 0) expected points
#: better; ``name(seat)`` names a seat.
DecisionWords = Callable[[ViewT, str, ActionT, ActionT | None, int, Names], str]
#: ``reason_words(view, who, chosen, best, name)``: why ``best`` was better than ``chosen``
#: for the seat named ``who`` at ``view``, as one sentence in game terms (None: no reason
#: to give).
ReasonWords = Callable[[ViewT, str, ActionT, ActionT, Names], str | None]
#: ``turn_words(turn, who)``: a turn of the review's story (:class:`~game.story.Turn`) that
#: cost the seat named ``who``, as one sentence in game terms; None for a kind the game
#: does not tell (the review's own words then).
TurnWords = Callable[[Turn, str], str | None]
#: ``open_hand(view data, seat)``: what only ``seat`` sees in its own view's data (cards
#: in hand, a secret card) and a note for a hidden count ("7 chips"), for the replay
#: viewer's "every hand open" panel.
OpenHand = Callable[[Mapping[str, object], int], tuple[list[CardT], str]]
#: ``face(card, width)``: a card face surface.
CardFace = Callable[[CardT, int], "pygame.Surface"]
#: ``house_art(colourblind)``: the app's own card art
#: (:class:`~scenes.core.card_surfaces.HouseArt`), made once by the app.
MakeHouseArt = Callable[[bool], "HouseArt"]


# Defaults for a game that has nothing of its own for a field ------------------------------


def plain_breakdown(breakdown: Mapping[str, object]) -> list[str]:
    """A breakdown as ``key: value`` pairs on one line."""
    return [", ".join(f"{k}: {v}" for k, v in breakdown.items())]


def total_heading(options: Mapping[str, OptionValue]) -> str:
    """ "Total": the total column is the sum of the round columns."""
    return _("Total")


def notation_words(action: Action, text: str, name: Names) -> str:
    """An option named by its notation."""
    return text


def plain_decision_words(
    view: object,
    who: str,
    chosen: Action,
    best: Action | None,
    points: int,
    name: Names,
) -> str:
    """A rated decision by its notation (a game without words of its own)."""
    if best is None:
        return _("{who} played {chosen}: as good as the coach's move").format(
            who=who, chosen=chosen
        )
    return ngettext(
        "{who} played {chosen}: {best} was about {points} point better",
        "{who} played {chosen}: {best} was about {points} points better",
        points,
    ).format(who=who, chosen=chosen, best=best, points=points)


def hand_in_view(data: Mapping[str, object], seat: int) -> tuple[list[Hashable], str]:
    """The cards of the view's ``hand`` (a list in the view's data); no hidden count."""
    hand = data.get("hand")
    return (list(hand) if isinstance(hand, (list, tuple)) else []), ""


def no_faces() -> CardFace[Hashable] | None:
    """No card art for generic panels (they show the cards' text)."""
    return None


@dataclass(frozen=True)
class GameUI(Generic[ViewT, ModelT, ActionT, CardT]):
    """Everything generic app code needs from one game, whose seats see ``ViewT`` views,
    whose table draws a ``ModelT`` display model, whose actions are ``ActionT`` and whose
    cards (in a view's data) are ``CardT``: a game declares its record as e.g.
    ``GameUI[NyetView, NyetModel, NyetAction, int]`` and mypy checks every field against
    them. Generic code holds records of any game (the parameters left out).

    * ``game_id``: the :class:`~game.contract.GameSpec` id this record belongs to;
    * ``display``: the display kit (:class:`~scenes.table.display.DisplayKit`:
      ``model_from_view`` and ``reduce``), given here only: the game's table draws with
      it and the fold test checks it; None (with no ``table``): the game is played at
      the plain table (:mod:`scenes.table.plain_table`: its view in words, a button per
      legal action);
    * ``breakdown_lines`` / ``total_heading``: the results screen's round breakdown in
      words and the heading of its total column (defaults: ``key: value`` pairs and
      "Total");
    * ``rules_page``: the rules page text (``# `` headings, ``- `` bullets), made on call;
    * ``option_words``: the coach's and the review's words for an option (default: its
      notation);
    * ``decision_words``: a rated decision of the review in game terms (what was on
      the table, what was played, what the better move was worth; default: in
      notation, in English);
    * ``reason_words``: why the coach's move was better, for a rated decision below
      fine (optional; None: the figures alone);
    * ``turn_words``: what cost a seat the game (the review's headline), in game terms
      (optional; None: the review's own words);
    * ``open_hand``: the hidden part of a seat's view, for the replay viewer (None, the
      default: the view's ``hand``, :func:`hand_in_view`);
    * ``card_text``: a card in short text (the replay viewer's open hands without art;
      default ``str``);
    * ``card_faces``: the card face painter for generic panels, made on first call
      (None, the default: show ``card_text`` instead);
    * ``table``: the game's table parts (:class:`~scenes.table.kit.TableKit`: places,
      UiState, painters, motions, controls, words, art) that the one generic
      :class:`~scenes.table.scene.TableScene` holds with ``display``; imported on first
      call (None, with no ``display``: the plain table's);
    * ``tutorial``: the guided first game (:class:`~scenes.table.guide_script.Tutorial`:
      a deal, every scripted move, the callouts anchored to the table's ``Places``), run
      by the generic :mod:`scenes.table.guide` (optional; None: the game has none, and
      Learn to play leaves it out);
    * ``house_art``: the app's own card art, if this game lends it (optional): the menu
      and the settings draw the first installed game's that has one.
    """

    game_id: str
    rules_page: Callable[[], str]
    display: DisplayKit[ViewT, ModelT] | None = None
    table: Callable[[], SomeTableKit] | None = None
    open_hand: OpenHand[CardT] | None = None
    card_text: Callable[[CardT], str] = str
    card_faces: Callable[[], CardFace[CardT] | None] = no_faces
    breakdown_lines: BreakdownLines = plain_breakdown
    total_heading: TotalHeading = total_heading
    option_words: OptionWords[ActionT] = notation_words
    decision_words: DecisionWords[ViewT, ActionT] = plain_decision_words
    tutorial: Tutorial | None = None
    house_art: MakeHouseArt | None = None
    reason_words: ReasonWords[ViewT, ActionT] | None = None
    turn_words: TurnWords | None = None


def _attribute(module: str, name: str) -> object:
    return getattr(importlib.import_module(module), name)


def imported(module: str, name: str) -> Callable[[], object]:
    """A field value that imports ``module`` on first call and returns its ``name`` (so a
    record names its drawing parts without importing pygame)."""
    return cache(lambda: _attribute(module, name))


def imported_kit(module: str, name: str = "TABLE_KIT") -> Callable[[], SomeTableKit]:
    """``table`` for a game whose :class:`~scenes.table.kit.TableKit` is ``module.name``,
    imported on first call (GameError if it is not a table kit)."""

    @cache
    def load() -> SomeTableKit:
        from scenes.table.kit import TableKit  # the table imports pygame: only when wanted

        kit = _attribute(module, name)
        if not isinstance(kit, TableKit):
            raise GameError(f"{module}.{name} is not a table kit")
        return kit

    return load
