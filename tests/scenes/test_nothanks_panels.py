"""The real No Thanks! table, headless, through a three-round game (issue 18 item 1).

At every frame each seat panel's number is the engine's (the totals while a round's
result is shown, so a finished round is never counted twice), at every round-end banner
too; and once each action's events have been shown, the model the table folded from
them is exactly the model of the view (the fold is trusted: it is never rebuilt).
"""

from __future__ import annotations

from game.records import Seat
from game.rng import Rng
from scenes.core.session import GameSession
from scenes.games.nothanks.model import model_from_view
from scenes.games.nothanks.panel_words import seat_panel
from scenes.registry import table_for
from scenes.table.scene import TableScene
from tests.scenes.helpers import pump
from tests.scenes.nothanks_table import model_of, panel_numbers


def check(table: TableScene, session: GameSession) -> None:
    state = session.state
    numbers = panel_numbers(table)
    if model_of(table).round_over:
        assert numbers == [int(t) for t in state.totals], "a finished round counted twice"
        return
    if table.feed.busy:
        return  # the model follows the events still to show; checked once they are
    assert table.picture.model == model_from_view(state.view(table.picture.ui.bottom))
    scores = state.scores()
    for seat, number in enumerate(numbers):
        if seat == table.viewer or state.chips_open:
            assert number == scores[seat], f"seat {seat}"
        else:
            assert number is None  # hidden chips: card points shown instead
            card_points = seat_panel(model_of(table), seat).card_points
            assert card_points == state.view(seat).card_points[seat]


def test_seat_panels_match_the_engine_through_a_three_round_game(normal_app) -> None:
    app = normal_app  # motions (and the round banner) run at normal speed
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cleo", "medium")]
    session = GameSession.new("nothanks", {"rounds": 3, "hidden_tiger": True}, seats, 7)
    table = table_for(app, session, autosave=False)
    app.start(table)
    pump(app, 2)
    banners: list[list[int | None]] = []
    show_banner = table.banner.show

    def banner(*args, **kwargs) -> None:  # the round-end banner: totals only
        banners.append(panel_numbers(table))
        assert panel_numbers(table) == [int(t) for t in session.state.totals]
        show_banner(*args, **kwargs)

    table.banner.show = banner  # type: ignore[method-assign]
    rng = Rng(7)
    for _ in range(5000):
        if table.status.finished:
            break
        if table.human_to_move():
            legal = session.state.legal_actions()
            table.play(legal[rng.below(len(legal))])
        table.banner.close()
        pump(app, 1, dt=0.1)
        check(table, session)
    assert table.status.finished and session.state.is_terminal()
    assert len(banners) == 3
    final = [int(s) for s in session.state.scores()]
    assert panel_numbers(table) == final == [int(t) for t in session.state.totals]


def test_a_watcher_sees_card_points_for_hidden_chips(app) -> None:
    seats = [Seat("Bo", "easy"), Seat("Cleo", "easy"), Seat("Dev", "easy")]
    session = GameSession.new("nothanks", {}, seats, 3)
    for _ in range(12):
        session.apply(session.state.legal_actions()[0])
    table = table_for(app, session, autosave=False)
    table.mode.hold_bots = True
    app.start(table)
    pump(app, 2)
    assert table.viewer is None
    for seat in range(3):
        panel = seat_panel(model_of(table), seat)
        assert panel.score is None and panel.chips_text == "?"
        assert panel.headline == f"{session.state.view(seat).card_points[seat]} card pts"
