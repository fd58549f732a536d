"""The rules contract every game implements (docs/adding-a-game.md, "The engine record").

A game is described once by a :class:`GameSpec` (id, name, player range, option schema,
score direction, how to start a state). A :class:`State` is a mutable game in progress:

* ``current_player`` is the seat to decide (``TERMINAL`` once the game is over);
* ``legal_actions()`` lists the legal actions in a deterministic order (never empty
  before the end);
* ``apply(action, sink)`` performs a legal action; an illegal one raises
  :class:`~game.errors.IllegalActionError` and changes nothing. What happened is passed
  to ``sink`` as typed :class:`~game.events.GameEvent` values (for the table and logs);
* ``view(player)`` returns exactly what that seat may know, as a frozen dataclass;
* ``action_text(action)`` is the short stable notation used in records, logs and the CLI;
* ``to_data()`` is the complete state as plain JSON data (its hash is the record digest).

All randomness comes from the :class:`~game.rng.Rng` owned by the state, so the same
game, options, seed (or deal) and actions give the same game everywhere.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic

from typing_extensions import Self, TypeVar

from game.bot_contract import BOT_LEVELS as BOT_LEVELS
from game.bot_contract import RANDOM_BOT as RANDOM_BOT
from game.bot_contract import SEAT_KINDS as SEAT_KINDS
from game.bot_contract import Bot as Bot
from game.bot_contract import BotFactory as BotFactory
from game.bot_contract import generic_bot_factory
from game.bot_contract import load_bot_factory as load_bot_factory
from game.deal_groups import DealGroups
from game.errors import IllegalActionError, OptionError
from game.events import EventSink
from game.fields import StateFields
from game.json_data import JsonOut, JsonOutObject
from game.options import DailySettings, OptionSpec, OptionValue, validate_options
from game.rng import Rng
from game.story import GameStory
from game.thresholds import Thresholds

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

#: Any game's action (a game's own action type is its state's ``ActionT``).
Action = Hashable
#: A state's view type and action type (unparameterised: any view, any action).
ViewT = TypeVar("ViewT", default=Any)
ActionT = TypeVar("ActionT", bound=Hashable, default=Any)
TERMINAL = -1


@dataclass(frozen=True)
class RoundResult:
    """One finished round: points per seat and a per-seat breakdown (plain data: each
    seat's a JSON object of the game's own shape, a ``TypedDict`` in its scoring code that
    only the game's own code reads by key)."""

    number: int
    points: tuple[float, ...]
    breakdown: tuple[Mapping[str, object], ...] = ()


class State(ABC, Generic[ViewT, ActionT]):
    """A game in progress whose seats see ``ViewT`` views and choose ``ActionT``
    actions. Subclasses hold their data in fields declared once (:mod:`game.fields`), in
    the class attribute ``FIELDS``."""

    __slots__ = ()
    num_players: int
    #: The state's fields, declared once (required): its ``__slots__``, :meth:`clone`,
    #: :meth:`to_data` and the copies in a seat's view derive from it.
    FIELDS: ClassVar[StateFields]

    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to decide, or ``TERMINAL`` when the game is over."""

    @abstractmethod
    def legal_actions(self) -> Sequence[ActionT]:
        """Legal actions in a deterministic order; empty only when terminal."""

    @abstractmethod
    def apply(self, action: ActionT, sink: EventSink | None = None) -> None:
        """Apply a legal action (else raise IllegalActionError, state unchanged), and
        report what happened to ``sink`` (see :mod:`game.events`)."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """True once the game is over."""

    @abstractmethod
    def scores(self) -> list[float]:
        """Total points per seat so far (final scores once terminal)."""

    @abstractmethod
    def round_results(self) -> list[RoundResult]:
        """Finished rounds in order."""

    @abstractmethod
    def view(self, player: int) -> ViewT:
        """Everything ``player`` may know, as a frozen dataclass of plain data."""

    @abstractmethod
    def action_text(self, action: ActionT) -> str:
        """The action's notation (stable; used in records)."""

    def clone(self) -> Self:
        """An independent copy (for search): by default the field table's
        (:meth:`game.fields.StateFields.clone`)."""
        return self.FIELDS.clone(self)

    def to_data(self) -> dict[str, JsonOut]:
        """The complete state as fresh JSON-compatible data, hidden parts included, no
        list shared with the state: by default the field table's
        (:meth:`game.fields.StateFields.to_data`)."""
        return self.FIELDS.to_data(self)

    def resample(self, player: int, rng: Rng) -> Self:
        """A copy in which everything ``player`` cannot see is redrawn from ``rng``,
        consistently with their view (``view(player)`` is unchanged). Search bots use it
        to sample the unknown cards; the conformance tests use it to prove views leak
        nothing."""
        raise NotImplementedError(f"{type(self).__name__} does not support resampling")

    # Shared behaviour -------------------------------------------------------------

    lower_score_wins: bool = False

    def winners(self) -> list[int]:
        """Seats with the best total; several on a tie. Empty before the end."""
        if not self.is_terminal():
            return []
        totals = self.scores()
        best = min(totals) if self.lower_score_wins else max(totals)
        return [seat for seat, total in enumerate(totals) if total == best]

    def find_action(self, text: str) -> ActionT:
        """The legal action whose notation is ``text``; IllegalActionError if none."""
        for action in self.legal_actions():
            if self.action_text(action) == text:
                return action
        legal = ", ".join(self.action_text(a) for a in self.legal_actions()) or "none"
        raise IllegalActionError(f"'{text}' is not a legal action here (legal: {legal})")

    def check_legal(self, action: ActionT) -> None:
        """Raise IllegalActionError unless ``action`` is legal now."""
        if action not in self.legal_actions():
            if self.is_terminal():
                raise IllegalActionError("the game is over; no action is legal")
            legal = ", ".join(self.action_text(a) for a in self.legal_actions())
            raise IllegalActionError(f"illegal action {action!r} (legal: {legal})")

    def digest(self) -> str:
        """SHA-256 of the canonical JSON of :meth:`to_data`."""
        return state_digest(self.to_data())


def state_digest(data: JsonOutObject) -> str:
    """Hash of canonical JSON (sorted keys, no spaces) as ``sha256:<hex>``."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest()


def view_data(view: DataclassInstance) -> dict[str, object]:
    """A view (frozen dataclass) as a plain dict, for tests and serialisation."""
    return dataclasses.asdict(view)


# Setups already validated (pure function of its inputs: a memo, not shared state).
#: A setup's memo key: the player count and each option's (name, exact type, value).
_SetupKey = tuple[int, tuple[tuple[str, type, object], ...]]
_VALID_SETUPS: dict[tuple[str, _SetupKey], dict[str, OptionValue]] = {}


def _setup_key(num_players: int, options: Mapping[str, object]) -> _SetupKey | None:
    """The memo key of a setup, or None if it cannot have one (unhashable values).

    Each value's exact type is part of the key: ``1``, ``1.0`` and ``True`` are equal and
    hash alike in Python, but only ``1`` is a valid whole-number option.
    """
    try:
        items = sorted(options.items(), key=lambda item: item[0])
        key = (num_players, tuple((name, type(value), value) for name, value in items))
        hash(key)
    except TypeError:  # unhashable values or keys that cannot be sorted
        return None
    return key


#: ``factory(num_players, options, seed, deal)``: a game's initial state. ``deal`` is None
#: or an explicit deal as given (JSON data from a record, or Python data in a test), which
#: the factory validates.
StateFactory = Callable[[int, dict[str, OptionValue], int, object], State[ViewT, ActionT]]
#: ``rebuild(view, rng)``: a state consistent with one seat's view.
ViewRebuild = Callable[[ViewT, Rng], State[ViewT, ActionT]]
SetupCheck = Callable[[int, dict[str, OptionValue]], None]
#: ``preview(view, action)``: the change in the viewing seat's score if it took
#: ``action`` now, worked out from ``view`` alone; None when the view cannot tell (or the
#: action has no preview). Pure: no state, no randomness.
ActionPreview = Callable[[ViewT, ActionT], int | None]
#: ``review_story(start, actions, seat)``: what decided a finished game for ``seat``, from
#: its start state (a fresh one, the hook's to play on) and its actions in notation
#: (:class:`~game.story.GameStory`; deterministic).
ReviewStory = Callable[["State[Any, Any]", Sequence[str], int], GameStory]


@dataclass(frozen=True)
class OptionDisplay:
    """How a setup screen presents one option (declared by the game, read by any UI).

    ``label`` names the option. ``shown_when = (other, value)``: the option applies only
    while option ``other`` has ``value`` (a sub-option of something off, a target while
    the game ends by rounds...). ``hidden``: never offered (left at its default, e.g. a
    rules edition that exists only to replay older records). ``value_words``: words for
    values that would read badly as they are. ``seat_choice``: the values pick a seat
    ("random" or "1".."8"; offered only up to the player count, shown with the name).
    ``text_hint``: edited as free text, with this hint while empty.
    """

    label: str
    shown_when: tuple[str, OptionValue] | None = None
    hidden: bool = False
    value_words: Mapping[OptionValue, str] = field(default_factory=dict)
    seat_choice: bool = False
    text_hint: str | None = None


@dataclass(frozen=True)
class GameSpec(Generic[ViewT, ActionT]):
    """A game's metadata, declared once, and how to start it: a game whose seats see
    ``ViewT`` views and choose ``ActionT`` actions (unparameterised: any game).

    ``factory(num_players, options, seed, deal)`` builds the initial state; ``deal`` is
    ``None`` or a game-specific explicit deal (JSON data) that replaces the shuffles.
    ``check(num_players, options)`` rejects combinations the schema cannot express.
    ``rebuild(view, rng)`` makes a state from one seat's view (:meth:`state_from_view`).
    ``presets`` are named option sets (the variants offered in setup; the conformance
    tests play every one of them at every player count they allow).
    ``legacy_options`` are ``(format version, options)`` pairs: a game record written in a
    record format older than that version leaves these options out and means these
    values (e.g. the rules edition that dealt it), so old records replay exactly.

    What generic code (bots, review, CLI, setup screens) needs to know about a game is
    declared here too, so that nothing else switches on the id:

    * ``bot_levels``: level -> ``"module:attribute"`` of a bot factory (a class or a
      function taking no argument), imported only when a bot of that level is wanted, so
      this module and the records never import the bots (:mod:`game.bots.base` reads it);
      "random" needs no entry; a game that names none gets the generic levels (the
      search over its ``rebuild``, :mod:`game.bots.generic`);
    * ``review_thresholds``: from which losses a decision is rated an inaccuracy, a
      mistake, a blunder (points in the game's own score; :mod:`game.review.rating`);
    * ``option_display``: option key -> :class:`OptionDisplay` (label, when shown, value
      words); an option without an entry shows its key, always;
    * ``preview``: :data:`ActionPreview`, what an action would do to the viewer's score;
    * ``review_story``: :data:`ReviewStory`, what decided a game for a seat, in the
      game's terms, for the review's headline and accuracy (None: the review's own);
    * ``deal_groups``: where a fresh deal puts the cards, from the state's data
      (:mod:`game.deal_groups`), read by the deal fairness test; None: not declared;
    * ``daily``: the setup of the daily deal (:class:`~game.options.DailySettings`, read
      by :mod:`game.daily`), or None for a game without one;
    * ``menu_order``: the game's place in menus and lists (lower first, then by id).
    """

    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    factory: StateFactory[ViewT, ActionT]
    summary: str = ""
    lower_score_wins: bool = False
    check: SetupCheck | None = None
    presets: tuple[tuple[str, Mapping[str, OptionValue]], ...] = ()
    rebuild: ViewRebuild[ViewT, ActionT] | None = None
    legacy_options: tuple[tuple[int, Mapping[str, OptionValue]], ...] = ()
    bot_levels: Mapping[str, str] = field(default_factory=dict)
    review_thresholds: Thresholds | None = None
    option_display: Mapping[str, OptionDisplay] = field(default_factory=dict)
    preview: ActionPreview[ViewT, ActionT] | None = None
    review_story: ReviewStory | None = None
    daily: DailySettings | None = None
    deal_groups: DealGroups | None = None
    #: Where the game stands in menus and lists: lower first, ties by id.
    menu_order: int = 100

    def option_label(self, key: str) -> str:
        """The option's label (its key in words when the game declares none)."""
        shown = self.option_display.get(key)
        return shown.label if shown is not None else key.replace("_", " ").capitalize()

    def option_shown(self, key: str, options: Mapping[str, object]) -> bool:
        """False for an option that is never offered, or that does not apply to the other
        choices in ``options`` (its ``shown_when`` option present with another value)."""
        shown = self.option_display.get(key)
        if shown is None:
            return True
        if shown.hidden:
            return False
        rule = shown.shown_when
        return rule is None or rule[0] not in options or options[rule[0]] == rule[1]

    def bot_factory(self, level: str) -> BotFactory | None:
        """The factory of this game's ``level`` bot ("random" for every game); None when
        the game declares no such level or its bot module does not import here. A game
        that declares no levels at all has the generic ones (:mod:`game.bots.generic`:
        the search over its ``rebuild``)."""
        if level == "random":
            return load_bot_factory(RANDOM_BOT)
        if not self.bot_levels:
            generic = self.rebuild is not None and level in BOT_LEVELS
            return generic_bot_factory(self.id, level) if generic else None
        path = self.bot_levels.get(level)
        return None if path is None else load_bot_factory(path)

    def make_bot(self, level: str) -> Bot[ViewT, ActionT]:
        """A new bot of this level; OptionError if this game has none."""
        if level not in BOT_LEVELS:
            raise OptionError(f"unknown bot level '{level}' (levels: {', '.join(BOT_LEVELS)})")
        factory = self.bot_factory(level)
        if factory is None:
            raise OptionError(f"there is no '{level}' bot for {self.id} yet")
        return factory()

    def seat_options(self) -> tuple[str, ...]:
        """Keys of the options whose values pick a seat."""
        return tuple(key for key, shown in self.option_display.items() if shown.seat_choice)

    def state_from_view(self, view: ViewT, rng: Rng) -> State[ViewT, ActionT]:
        """A state whose ``view(view.player)`` equals ``view``: what the seat knows is
        copied, everything it cannot see is drawn from ``rng`` consistently with it.
        Bots search such states; they never see the real one."""
        if self.rebuild is None:
            raise NotImplementedError(f"{self.name} cannot rebuild a state from a view")
        return self.rebuild(view, rng)

    def implied_options(self, record_version: int) -> dict[str, OptionValue]:
        """The options a record of format ``record_version`` means when it leaves them
        out (the oldest applicable entry of ``legacy_options`` wins)."""
        implied: dict[str, OptionValue] = {}
        for since, options in sorted(self.legacy_options, key=lambda entry: -entry[0]):
            if record_version < since:
                implied.update(options)
        return implied

    def validate(self, num_players: int, options: Mapping[str, object]) -> dict[str, OptionValue]:
        """Complete, typed options for this player count; OptionError on bad input."""
        if isinstance(num_players, bool) or not isinstance(num_players, int):
            raise OptionError(f"player count must be a whole number, got {num_players!r}")
        if not self.min_players <= num_players <= self.max_players:
            raise OptionError(
                f"{self.name} is for {self.min_players} to {self.max_players} players, "
                f"not {num_players}"
            )
        key = _setup_key(num_players, options)
        cached = None if key is None else _VALID_SETUPS.get((self.id, key))
        if cached is not None:
            return dict(cached)
        full = validate_options(self.options, options)
        if self.check is not None:
            self.check(num_players, full)
        if key is not None and len(_VALID_SETUPS) < 4096:
            _VALID_SETUPS[(self.id, key)] = dict(full)
        return full

    def new_state(
        self,
        num_players: int,
        options: Mapping[str, object] | None = None,
        seed: int = 0,
        deal: object = None,
    ) -> State[ViewT, ActionT]:
        """Validate the setup and return the initial state."""
        full = self.validate(num_players, options or {})
        return self.factory(num_players, full, seed, deal)

    def to_json(self) -> dict[str, object]:
        """Plain-data description (for ``list --json`` and setup screens)."""
        return {
            "id": self.id,
            "name": self.name,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "lower_score_wins": self.lower_score_wins,
            "summary": self.summary,
            "options": [spec.to_json() for spec in self.options],
            "presets": [{"name": name, "options": dict(opts)} for name, opts in self.presets],
        }
