"""The real No Thanks! table, headless, through a three-round game (issue 18 item 1).

At every frame each seat panel's number is the engine's (the totals while a round's
result is shown, so a finished round is never counted twice), at every round-end banner
too; and the model the table folded from the events is exactly the model of the view
each time the table resynchronises (it never needs correcting).
"""

from __future__ import annotations

from game.records import Seat
from game.rng import Rng
from scenes.core.session import GameSession
from scenes.nothanks.model import model_from_view, seat_panel
from scenes.nothanks.table import NoThanksTable
from scenes.registry import table_for
from tests.scenes.helpers import pump


def panel_numbers(table: NoThanksTable) -> list[int | None]:
    return [seat_panel(table.model, seat).score for seat in range(table.n)]


def check(table: NoThanksTable, session: GameSession) -> None:
    state = session.state
    numbers = panel_numbers(table)
    if table.model.round_over:
        assert numbers == [int(t) for t in state.totals], "a finished round counted twice"
        return
    if table.animating or table.queue:
        return  # the model follows the events still to show; checked once they are
    scores = state.scores()
    for seat, number in enumerate(numbers):
        if seat == table.viewer or state.chips_open:
            assert number == scores[seat], f"seat {seat}"
        else:
            assert number is None  # hidden chips: card points shown instead
            assert seat_panel(table.model, seat).card_points == state.view(seat).card_points[seat]


def test_seat_panels_match_the_engine_through_a_three_round_game(app) -> None:
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cleo", "medium")]
    session = GameSession.new("nothanks", {"rounds": 3, "hidden_tiger": True}, seats, 7)
    table = table_for(app, session, autosave=False)
    assert isinstance(table, NoThanksTable)
    app.start(table)
    pump(app, 2)
    banners: list[list[int | None]] = []
    resyncs: list[bool] = []
    show_banner, sync_display = table.show_banner, table.sync_display

    def banner(*args, **kwargs) -> None:  # the round-end banner: totals only
        banners.append(panel_numbers(table))
        assert panel_numbers(table) == [int(t) for t in session.state.totals]
        show_banner(*args, **kwargs)

    def resync() -> None:
        if table.synced_ply != session.ply:
            resyncs.append(table.model == model_from_view(table.view()))
        sync_display()

    table.show_banner = banner  # type: ignore[method-assign]
    table.sync_display = resync  # type: ignore[method-assign]
    rng = Rng(7)
    for _ in range(5000):
        if table.finished:
            break
        if table.human_to_move():
            legal = session.state.legal_actions()
            table.play(legal[rng.below(len(legal))])
        pump(app, 1)
        check(table, session)
    assert table.finished and session.state.is_terminal()
    assert len(banners) == 3 and resyncs and all(resyncs)
    final = [int(s) for s in session.state.scores()]
    assert panel_numbers(table) == final == [int(t) for t in session.state.totals]


def test_a_watcher_sees_card_points_for_hidden_chips(app) -> None:
    seats = [Seat("Bo", "easy"), Seat("Cleo", "easy"), Seat("Dev", "easy")]
    session = GameSession.new("nothanks", {}, seats, 3)
    for _ in range(12):
        session.apply(session.state.legal_actions()[0])
    table = table_for(app, session, autosave=False)
    assert isinstance(table, NoThanksTable)
    table.hold_bots = True
    app.start(table)
    pump(app, 2)
    assert table.viewer is None
    for seat in range(3):
        panel = seat_panel(table.model, seat)
        assert panel.score is None and panel.chips_text == "?"
        assert panel.headline == f"{session.state.view(seat).card_points[seat]} card pts"
