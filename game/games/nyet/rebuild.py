"""Rebuilding a Nyet! state from one seat's view (``SPEC.rebuild``; see
:meth:`game.contract.GameSpec.state_from_view`).

What the seat knows is copied from the view; the cards it cannot see (other hands, their
face-down discards, cards chosen for passing that have not arrived, the 2-player unseen
cards) are dealt from ``rng`` under everything the view shows (sizes, colours a hand
showed it lacks, "except 1" discards, the card passed left): see
:func:`game.games.nyet.knowledge.redeal_unknown`. Finished rounds' details are not in a view, so
``round_results()`` of the rebuilt state starts empty (the totals are kept).
"""

from __future__ import annotations

from game.games.nyet.actions import COVERS
from game.games.nyet.board import BOX_NAMES, DISCARD_MODES, DISCARD_TWO, EMPTY, SUPER, covers_needed
from game.games.nyet.cards import COLOURS
from game.games.nyet.fields import PHASES
from game.games.nyet.knowledge import place_unknown_cards, redeal_unknown, voids_shown
from game.games.nyet.rules import DISCARDING, PASSING, NyetState, NyetView
from game.games.nyet.tricks import tables
from game.rng import Rng


def rebuild(view: NyetView, rng: Rng) -> NyetState:
    """A complete state whose ``view(view.player)`` is exactly ``view`` and whose legal
    actions are that seat's when it is to move; the hidden cards and the generator of
    later rounds are drawn from ``rng``."""
    state = object.__new__(NyetState)
    _copy_game(state, view)
    state._clear_round()
    _copy_board(state, view)
    _copy_terms(state, view)
    _copy_progress(state, view)
    place_unknown_cards(state, view)
    redeal_unknown(state, view.player, rng)
    state.rng = rng.fork()
    state._legal = state._compute_legal()
    return state


def _copy_game(state: NyetState, view: NyetView) -> None:
    """Game-wide facts: seats, options, round, dealer, totals."""
    state.num_players = view.num_players
    state.options = {
        "end": "rounds" if view.target is None else "target",
        "rounds": "standard" if view.rounds is None else str(view.rounds),
        "target": 100 if view.target is None else view.target,
        "first_dealer": str(view.dealer + 1),
    }
    state.rng = Rng(0)
    state.deals = None
    state.rounds_total = view.rounds
    state.target = view.target
    state.dealer = view.dealer
    state.round = view.round
    state.totals = list(view.totals)
    state.finished = []


def _copy_board(state: NyetState, view: NyetView) -> None:
    """Phase, seat to move and the board with its open covers."""
    state.phase = PHASES.index(view.phase)
    state.player = view.current_player
    state.board = [list(line) for line in view.board]
    state.open_covers = [
        tuple(COVERS[line][box] for box, h in enumerate(boxes) if h == EMPTY)
        for line, boxes in enumerate(state.board)
    ]
    covered = sum(h >= 0 for line in state.board for h in line)
    state.covers_left = covers_needed(view.num_players) - covered


def _copy_terms(state: NyetState, view: NyetView) -> None:
    """The round's terms, teams and Bonus card, once set."""
    if view.first_player is not None:
        assert view.discard is not None and view.points is not None
        assert view.trump is not None and view.supertrump is not None
        state.first = view.first_player
        state.discard_mode = DISCARD_MODES.index(view.discard)
        state.trump = COLOURS.index(view.trump)
        state.supertrump = BOX_NAMES[SUPER].index(view.supertrump)
        state.value = view.points
        state.tables = tables(state.trump, state.supertrump)
        state.suit = state.tables.suit
    if view.teams is not None:
        state.team = list(view.teams)
    state.bonus = -1 if view.bonus is None else view.bonus


def _copy_progress(state: NyetState, view: NyetView) -> None:
    """Discard and pass counters, the tricks so far and the voids they showed."""
    if state.phase == DISCARDING:
        need = 2 if state.discard_mode == DISCARD_TWO else 1
        state.owed = need - view.discard_counts[state.player]
        state.decided = sum(count == need for count in view.discard_counts)
    elif state.phase == PASSING:
        state.decided = sum(view.passes_chosen)
    state.tricks = list(view.tricks)
    state.trick = list(view.trick)
    state.leader = -1 if view.leader is None else view.leader
    state.led = state.suit[view.trick[0]] if view.trick else -1
    state.won = list(view.tricks_won)
    state.loot = list(view.loot_won)
    if state.tables is not None:
        n = view.num_players
        state.voids = voids_shown(state.tricks, view.trick, state.leader, state.suit, n)
