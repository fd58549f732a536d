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
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from game.contract import Action
from game.errors import GameError
from game.events import GameEvent
from scenes.core.i18n import _

if TYPE_CHECKING:
    import pygame

    from scenes.core.card_surfaces import HouseArt
    from scenes.table.guide_script import Tutorial
    from scenes.table.kit import TableKit

#: ``model_from_view(view)``: the display model of one seat's view (a frozen dataclass).
ModelFromView = Callable[[Any], Any]
#: ``reduce(model, event)``: the model after ``event`` (already filtered for the seat).
Reduce = Callable[[Any, GameEvent], Any]
#: ``breakdown_lines(breakdown)``: one seat's round breakdown (``RoundResult.breakdown``)
#: in words, one string per line.
BreakdownLines = Callable[[Mapping[str, Any]], list[str]]
#: ``total_heading(options)``: the heading of the results' total column.
TotalHeading = Callable[[Mapping[str, Any]], str]
#: ``option_words(action, text, name)``: how a coach hint or review names ``action``
#: (notation ``text``); ``name(seat)`` names a seat.
OptionWords = Callable[[Action, str, Callable[[int | None], str]], str]
#: ``decision_words(view, who, chosen, best, points, name)``: a rated decision of the
#: review in game terms — ``who`` chose ``chosen`` at ``view`` (the deciding seat's view);
#: ``best`` (None when the move was as good) was about ``points`` (>= 0) expected points
#: better; ``name(seat)`` names a seat.
DecisionWords = Callable[[Any, str, Action, Action | None, int, Callable[[int | None], str]], str]
#: ``open_hand(view data, seat)``: what only ``seat`` sees in its own view's data (cards
#: in hand, a secret card) and a note for a hidden count ("7 chips"), for the replay
#: viewer's "every hand open" panel.
OpenHand = Callable[[Mapping[str, Any], int], tuple[list[Any], str]]
#: ``face(card, width)``: a card face surface.
CardFace = Callable[[Any, int], "pygame.Surface"]
#: ``house_art(colourblind)``: the app's own card art
#: (:class:`~scenes.core.card_surfaces.HouseArt`), made once by the app.
MakeHouseArt = Callable[[bool], "HouseArt"]


@dataclass(frozen=True)
class GameUI:
    """Everything generic app code needs from one game.

    * ``game_id``: the :class:`~game.contract.GameSpec` id this record belongs to;
    * ``model_from_view`` / ``reduce``: the display kit (see :mod:`scenes.table.display`;
      None for a game without a display model yet);
    * ``breakdown_lines`` / ``total_heading``: the results screen's round breakdown in
      words and the heading of its total column;
    * ``rules_page``: the rules page text (``# `` headings, ``- `` bullets), made on call;
    * ``option_words``: the coach's and the review's words for an option;
    * ``decision_words``: a rated decision of the review in game terms (what was on
      the table, what was played, what the better move was worth);
    * ``open_hand``: the hidden part of a seat's view, for the replay viewer;
    * ``card_text``: a card in short text (the replay viewer's open hands without art);
    * ``card_faces``: the card face painter for generic panels, made on first call
      (None: show ``card_text`` instead);
    * ``table``: the game's table parts (:class:`~scenes.table.kit.TableKit`: places,
      UiState, painters, motions, controls, words, art) that the one generic
      :class:`~scenes.table.scene.TableScene` holds; imported on first call;
    * ``tutorial``: the guided first game (:class:`~scenes.table.guide_script.Tutorial`:
      a deal, every scripted move, the callouts anchored to the table's ``Places``), run
      by the generic :mod:`scenes.table.guide` (optional; None: the game has none, and
      Learn to play leaves it out);
    * ``house_art``: the app's own card art, if this game lends it (optional): the menu
      and the settings draw the first installed game's that has one.
    """

    game_id: str
    model_from_view: ModelFromView | None
    reduce: Reduce | None
    breakdown_lines: BreakdownLines
    total_heading: TotalHeading
    rules_page: Callable[[], str]
    option_words: OptionWords
    decision_words: DecisionWords
    open_hand: OpenHand
    card_text: Callable[[Any], str]
    card_faces: Callable[[], CardFace | None]
    table: Callable[[], TableKit]
    tutorial: Tutorial | None = None
    house_art: MakeHouseArt | None = None


# Defaults for a game that has nothing of its own for a field ------------------------------


def plain_breakdown(breakdown: Mapping[str, Any]) -> list[str]:
    """A breakdown as ``key: value`` pairs on one line."""
    return [", ".join(f"{k}: {v}" for k, v in breakdown.items())]


def total_heading(options: Mapping[str, Any]) -> str:
    """ "Total": the total column is the sum of the round columns."""
    return _("Total")


def notation_words(action: Action, text: str, name: Callable[[int | None], str]) -> str:
    """An option named by its notation."""
    return text


def plain_decision_words(
    view: Any,
    who: str,
    chosen: Action,
    best: Action | None,
    points: int,
    name: Callable[[int | None], str],
) -> str:
    """A rated decision by its notation (a game without words of its own)."""
    head = f"{who} played {chosen}"
    if best is None:
        return head + "; as good as the coach's move"
    return head + f"; {best} was about {points} points better"


def hand_in_view(data: Mapping[str, Any], seat: int) -> tuple[list[Any], str]:
    """The cards of the view's ``hand``; no hidden count."""
    return list(data.get("hand") or ()), ""


def no_faces() -> CardFace | None:
    """No card art for generic panels (they show the cards' text)."""
    return None


def no_table() -> TableKit:
    """A game without table parts cannot be played in the app (GameError)."""
    raise GameError("this game has no table in the app yet")


def imported(module: str, name: str) -> Callable[[], Any]:
    """A field value that imports ``module`` on first call and returns its ``name`` (so a
    record names its drawing parts without importing pygame)."""

    @cache
    def load() -> Any:
        return getattr(importlib.import_module(module), name)

    return load


def imported_call(module: str, name: str) -> Callable[..., Any]:
    """A function that imports ``module`` on first call and calls its ``name``."""
    load = imported(module, name)
    return lambda *args: load()(*args)


def art_faces(module: str, name: str) -> Callable[[], CardFace | None]:
    """``card_faces`` for a game whose card art class is ``module.name``: one art object,
    made on first call, whose ``face`` paints the cards."""

    @cache
    def faces() -> CardFace | None:
        face: CardFace = imported(module, name)()().face
        return face

    return faces
