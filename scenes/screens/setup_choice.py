"""What the setup screen has chosen so far (no pygame): the game, the player count, the
options, the seats and the seed, and the rules that keep them consistent: a game starts
from its last setup (:mod:`scenes.core.last_setup`) or from defaults, a smaller table
drops seat options that name a seat no longer there, a preset replaces the options.
The game's own validation decides what is allowed (:meth:`SetupChoice.problem`).
"""

from __future__ import annotations

import random

from game.bots import available_levels
from game.contract import GameSpec
from game.errors import GameError
from game.options import OptionValue
from game.records import Seat
from game.registry import all_games
from game.seatnames import apart, bot_names
from scenes.core.i18n import _
from scenes.core.last_setup import remembered, remembered_game
from scenes.core.phrases import stored_name
from scenes.core.profile import app_profile, player_name
from scenes.screens.setup_options import DEFAULT_NAMES, preset_index


def new_seed() -> str:
    """A fresh random seed, as the seed field shows it."""
    return str(random.randrange(1, 10**6))


class SetupChoice:
    """The choices of one setup screen; each change keeps them consistent."""

    def __init__(self, game_id: str | None = None, players: int | None = None) -> None:
        # Every registered game (one without table parts plays at the plain table).
        self.games: list[GameSpec] = list(all_games())
        game_id = game_id or remembered_game()
        known = {spec.id: spec for spec in self.games}
        self.game: GameSpec = known.get(game_id or "", self.games[0])
        self.players = 0
        self.options: dict[str, OptionValue] = {}
        self.seats: list[Seat] = []
        self.kinds: list[str] = []
        self.seed_text = new_seed()
        self.select_game(self.game, players)

    def select_game(self, spec: GameSpec, players: int | None = None) -> None:
        """Switch to ``spec``: its last setup if remembered, else its defaults, with the
        profile's name in the first seat; ``players`` asks for that many seats."""
        self.game = spec
        count = players if players is not None else max(spec.min_players, min(spec.max_players, 4))
        self.players = max(spec.min_players, min(spec.max_players, count))
        self.options = {o.key: o.default for o in spec.options}
        levels = available_levels(spec.id)
        self.kinds = ["human", *levels]
        me = player_name()  # the profile's name: the first seat starts with it
        others = bot_names([me], self.players - 1, DEFAULT_NAMES[1:])
        self.seats = [Seat(me, "human"), *(Seat(name, levels[-1]) for name in others)]
        memory = remembered(spec.id, self.kinds)
        if memory is None:
            return
        self.options = {**self.options, **memory.options}
        self.seats = list(memory.seats)
        if self.seats and self.seats[0].kind == "human" and app_profile() is not None:
            self.seats[0] = Seat(me, "human")
        self.players = memory.players
        if players is not None and players != memory.players:
            self.set_players(max(spec.min_players, min(spec.max_players, players)))

    def set_players(self, count: int) -> None:
        """``count`` seats (new ones are the strongest bot); a seat option naming a seat
        beyond the table goes back to random."""
        strongest = self.kinds[-1]
        while len(self.seats) < count:
            self.seats.append(Seat(DEFAULT_NAMES[len(self.seats) % len(DEFAULT_NAMES)], strongest))
        self.seats = self.seats[:count]
        self.players = count
        for key in self.game.seat_options():
            seat = self.options.get(key)
            if isinstance(seat, str) and seat.isdigit() and int(seat) > count:
                self.options[key] = "random"

    def choose_preset(self, index: int) -> None:
        """The options of preset ``index`` (``len(presets)`` is Custom: options kept)."""
        if index >= len(self.game.presets):
            return
        self.options = {o.key: o.default for o in self.game.options}
        self.options.update(self.game.presets[index][1])
        if not self.game.min_players <= self.players <= self.game.max_players:
            self.set_players(self.game.min_players)

    def preset_index(self) -> int:
        """Index of the preset matching the options (len(presets) = Custom)."""
        return preset_index(self.game, self.options)

    def people(self) -> int:
        """How many seats are played by people."""
        return sum(1 for seat in self.seats if seat.kind == "human")

    def problem(self) -> str:
        """Why the game cannot start as chosen, in words; empty when it can."""
        try:
            self.game.validate(self.players, self.options)
        except GameError as exc:
            return str(exc)
        names = [s.name.strip() for s in self.seats]
        if any(not n for n in names):
            return _("Every seat needs a name.")
        if len(set(names)) != len(names):
            return _("Two seats have the same name.")
        if not self.seed_text.isdigit():
            return _("The seed must be a whole number.")
        return ""

    def final_seats(self) -> list[Seat]:
        """The seats as the game starts with them: names stored cleanly and no bot named
        like a person."""
        names = [stored_name(s.name.strip()) for s in self.seats]
        humans = [s.kind == "human" for s in self.seats]
        names = apart(names, humans, DEFAULT_NAMES)
        return [Seat(name, s.kind) for name, s in zip(names, self.seats, strict=True)]

    def seed(self) -> int:
        """The seed as the engine takes it (call only when :meth:`problem` is empty)."""
        return int(self.seed_text) % (1 << 63)
