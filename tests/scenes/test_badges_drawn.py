"""No badge is silently dropped (issue 29, item 3): over whole games of every table, at
960×540 and 1280×720, every seat state the display model holds (chips or "chips
hidden", the Hidden Tiger, sitting out, teams, Bonus, first player, dealer, cards left)
is a pill of its panel, and every pill of a panel is laid out whole inside it (a crowded
row shortens its pills or shrinks them; it never leaves one out)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game.registry import get_game
from game.rng import Rng
from scenes.core import theme
from scenes.plugins import ui_for
from scenes.table.components.pills import Pill
from scenes.table.components.seat_panel import SeatLook, panel_pills
from scenes.table.kit import TableUi

SIZES = ((960, 540), (1280, 720))
NAMES = ("Annabelle", "Bo", "Cleopatra", "Dev", "Eli", "Fay", "Gus", "Hal")


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    pygame.init()
    yield


def views(game: str, players: int, options: dict[str, Any], seed: int) -> Iterator[Any]:
    """Seat 0's view after every action of a random game to its end."""
    state = get_game(game).new_state(players, options, seed)
    rng = Rng(seed)
    yield state.view(0)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        yield state.view(0)


def new_ui(game: str, players: int, size: tuple[int, int]) -> TableUi:
    kit = ui_for(game).table()
    ui = kit.new_ui()
    ui.size, ui.s = size, theme.ui_scale(size)
    ui.names = NAMES[:players]
    ui.viewer, ui.bottom = 0, 0
    ui.humans = (True,) + (False,) * (players - 1)
    ui.levels = ("",) + ("medium",) * (players - 1)
    ui.game_name = get_game(game).name
    return ui


def texts(pills: tuple[Pill, ...] | list[Pill]) -> list[str]:
    return [pill.text for pill in pills]


def check_panel(rect: pygame.Rect, look: SeatLook, s: float, name_px: float, gap: float) -> None:
    """Every pill of ``look`` is laid out whole inside the panel, none counted as "+N"."""
    row = panel_pills(rect, look, s, name_px, gap)
    drawn = [pill for pill, _, _ in row]
    assert len(drawn) == len(look.pills), (texts(look.pills), texts(drawn))
    for want, (pill, box, _) in zip(look.pills, row, strict=True):
        assert pill.text in (want.text, want.short), (want, pill)
        assert rect.x <= box.x and box.right <= rect.right - 10 * s, (look, box, rect)


def sweep(
    game: str,
    players: int,
    options: dict[str, Any],
    expected: Callable[[Any, int, TableUi], list[str]],
    looks: Callable[[Any, Any, TableUi, int], tuple[SeatLook, float, float]],
    seed: int = 4,
) -> int:
    """Play a game; at each step check every panel at both sizes. Returns panels checked."""
    kit = ui_for(game).table()
    uis = {size: new_ui(game, players, size) for size in SIZES}
    checked = 0
    for view in views(game, players, options, seed):
        model = ui_for(game).display.model_from_view(view)
        for size, ui in uis.items():
            current = getattr(model, "current", -1)
            ui.thinking = {current: "thinking.."} if current > 0 else {}
            places = kit.place(size, ui.s, model, ui)
            for seat, rect in places.seats.items():
                look, name_px, gap = looks(model, places, ui, seat)
                shown = texts(look.pills) + texts(look.ribbons)
                for word in expected(model, seat, ui):
                    assert word in shown, (game, size, seat, word, shown)
                check_panel(rect, look, places.s, name_px, gap)
                checked += 1
    return checked


# No Thanks! --------------------------------------------------------------------------------


def nothanks_expected(model: Any, seat: int, ui: TableUi) -> list[str]:
    chips = model.chips[seat]
    out = ["CHIPS HIDDEN" if chips is None else f"{chips} CHIP" + ("" if chips == 1 else "S")]
    if model.holds_tiger[seat] and not (seat == ui.bottom and model.my_tiger is not None):
        out.append("TIGER")  # the viewer's own tiger is drawn as the card itself
    if model.special_part.sitting_out[seat]:
        out.append("SITTING OUT")
    return out


def nothanks_look(model: Any, places: Any, ui: Any, seat: int) -> tuple[SeatLook, float, float]:
    from scenes.games.nothanks.seats import seat_look, thinking_if_room

    look = seat_look(model, seat, ui)
    thinking = thinking_if_room(places, seat, look, ui)
    if thinking is not None:
        look = SeatLook(**{**look.__dict__, "thinking": thinking})
    return look, places.name_px(seat), 12


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (7, {"hidden_tiger": True, "specials": True, "rounds": 2}),
        (5, {"hidden_tiger": True, "amigo": True, "amigo_removed": "10-19-28"}),
        (5, {"hidden_tiger": True, "chips": "open", "specials": True}),
        (3, {"hidden_tiger": True}),
    ],
)
def test_no_thanks_every_seat_state_is_drawn(players: int, options: dict[str, Any]) -> None:
    assert sweep("nothanks", players, options, nothanks_expected, nothanks_look) > 0


def test_hidden_tiger_shows_beside_chips_hidden() -> None:
    """The case of the issue: seven seats, hidden chips, a tiger each, at 960×540."""
    from scenes.games.nothanks.seats import seat_look

    kit = ui_for("nothanks").table()
    view = next(views("nothanks", 7, {"hidden_tiger": True}, 3))
    model = ui_for("nothanks").display.model_from_view(view)
    ui = new_ui("nothanks", 7, SIZES[0])
    places = kit.place(SIZES[0], ui.s, model, ui)
    for seat, rect in places.seats.items():
        if seat == 0:
            continue
        look = seat_look(model, seat, ui)
        row = [pill.text for pill, _, _ in panel_pills(rect, look, places.s, places.name_px(seat))]
        assert "CHIPS HIDDEN" in row and "TIGER" in row, row


# Nyet! ---------------------------------------------------------------------------------------


def nyet_expected(model: Any, seat: int, ui: TableUi) -> list[str]:
    out = []
    if model.teams is not None and seat < len(model.teams):
        out.append(f"TEAM {model.teams[seat] + 1}")
    if model.bonus == seat:
        out.append("×2 BONUS")
    if seat == model.first_player:
        out.append("1ST")
    if seat == model.dealer:
        out.append("DEALER")
    return out


def nyet_look(model: Any, places: Any, ui: Any, seat: int) -> tuple[SeatLook, float, float]:
    from scenes.games.nyet.layout import NAME_PX
    from scenes.games.nyet.seats import seat_look

    look = seat_look(model, places, ui, seat)
    return look, NAME_PX, 10


def contains_words(expected: list[str]) -> Callable[[list[str]], bool]:
    return lambda shown: all(any(word in text for text in shown) for word in expected)


@pytest.mark.parametrize("players", [3, 5])
def test_nyet_every_seat_state_is_drawn(players: int) -> None:
    def expected(model: Any, seat: int, ui: TableUi) -> list[str]:
        return []  # team pills carry a mark before the word: checked below

    def look(model: Any, places: Any, ui: Any, seat: int) -> tuple[SeatLook, float, float]:
        out = nyet_look(model, places, ui, seat)
        shown = texts(out[0].pills)
        assert contains_words(nyet_expected(model, seat, ui))(shown), shown
        return out

    assert sweep("nyet", players, {}, expected, look) > 0


# Play or Pay ---------------------------------------------------------------------------------


def playorpay_expected(model: Any, seat: int, ui: TableUi) -> list[str]:
    if not model.in_game[seat]:
        return []
    out = ["DEALER"] if seat == model.dealer else []
    if seat == ui.bottom:
        cards = model.hand_sizes[seat]
        out.append(f"{cards} CARD" + ("" if cards == 1 else "S"))
    return out


def playorpay_look(model: Any, places: Any, ui: Any, seat: int) -> tuple[SeatLook, float, float]:
    from scenes.games.playorpay.places import SPEC
    from scenes.games.playorpay.seats import seat_look

    look = seat_look(model, ui, seat, ui.bottom)
    return look, SPEC.own_name_px if seat == ui.bottom else SPEC.name_px, 10


@pytest.mark.parametrize(("players", "options"), [(8, {}), (5, {"sevens": True})])
def test_play_or_pay_every_seat_state_is_drawn(players: int, options: dict[str, Any]) -> None:
    assert sweep("playorpay", players, options, playorpay_expected, playorpay_look) > 0


@pytest.mark.parametrize("size", SIZES)
def test_every_panel_shows_its_running_total_in_round_two(size: tuple[int, int]) -> None:
    """Issue 29 item 4: with hidden chips, every other seat's panel in round 2 shows its
    total over earlier rounds with this round's card points, and its name stays whole."""
    from scenes.games.nothanks.seats import fitted_look

    kit = ui_for("nothanks").table()
    ui = new_ui("nothanks", 7, size)
    ui.names = ("Ann", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus")
    checked = 0
    for view in views("nothanks", 7, {"rounds": 2, "hidden_tiger": True}, 3):
        if view.round < 2 or view.current_player < 0:
            continue
        model = ui_for("nothanks").display.model_from_view(view)
        places = kit.place(size, ui.s, model, ui)
        for seat in places.seats:
            if seat == 0:
                continue
            look = fitted_look(model, places, seat, ui)
            total = model.totals[seat]
            assert look.score is not None and look.score.startswith(f"{total} + "), look.score
            with theme.record_truncations() as cut:
                surface = pygame.Surface(size)
                from scenes.table.components.seat_panel import draw_seat_panel

                draw_seat_panel(surface, places.seats[seat], look, ui.s, 0, places.name_px(seat))
            assert not cut, cut
            checked += 1
    assert checked > 0
