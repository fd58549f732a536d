"""The replay viewer, driven by posted events: a saved record stepped to the end and
back shows at every step the display model of that step's view; play on from a middle
step starts a game whose first actions are the record's."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.bots import decision_rng, make_bot
from game.records import Seat, save_record
from scenes.core.saves import save_path
from scenes.core.session import GameSession
from scenes.replay.picker import ReplaysScene
from scenes.replay.timeline import Timeline
from scenes.replay.viewer import ReplayScene
from tests.scenes.game_cases import game_ids, players_for
from tests.scenes.helpers import button_center, click, press, pump

#: Every installed game, at three players (Nyet! at four, as its rules page suggests).
CASES = [(game, players_for(game, 4 if game == "nyet" else 3)) for game in game_ids()]


def finished_session(game: str, players: int, seed: int) -> GameSession:
    """A game played to its end by easy bots, with a human name on seat 0."""
    seats = [Seat("Ann", "human")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    session = GameSession.new(
        game,
        {"nyet": {"rounds": "2"}, "playorpay": {"rounds": 2}}.get(game, {}),
        seats,
        seed,
    )
    bot = make_bot(game, "easy")
    while not session.state.is_terminal():
        p = session.state.current_player
        legal = list(session.state.legal_actions())
        session.apply(bot.choose(session.state.view(p), legal, decision_rng(seed, p, session.ply)))
    return session


def settle(app, viewer: ReplayScene) -> None:
    for _ in range(200):
        if not viewer.table.busy():
            break
        pump(app)
    pump(app)


def open_saved(app, session: GameSession) -> ReplayScene:
    save_record(save_path("watched"), session.record())
    app.manager.reset(ReplaysScene(app))
    pump(app, 2)
    press(app, pygame.K_RETURN, frames=3)
    viewer = app.manager.top
    assert isinstance(viewer, ReplayScene)
    return viewer


@pytest.mark.parametrize("game, players", CASES)
def test_step_to_the_end_and_back_shows_each_steps_model(app, game, players):
    session = finished_session(game, players, seed=11)
    viewer = open_saved(app, session)
    n = viewer.timeline.length
    assert viewer.k == n  # opens at the end
    press(app, pygame.K_HOME)
    assert viewer.k == 0
    limit = min(n, 40)
    for k in range(1, limit + 1):
        press(app, pygame.K_RIGHT)
        settle(app, viewer)
        assert viewer.k == k
        assert viewer.cursor.shown_model() == viewer.cursor.expected_model()
    press(app, pygame.K_END)
    assert viewer.k == n and viewer.cursor.shown_model() == viewer.cursor.expected_model()
    for k in range(n - 1, n - 6, -1):
        press(app, pygame.K_LEFT)
        assert viewer.k == k
        assert viewer.cursor.shown_model() == viewer.cursor.expected_model()
    assert viewer.moves.current == viewer.k  # the log highlights the current action


def test_rounds_timeline_seats_and_open_hands(app):
    session = finished_session("playorpay", 3, seed=5)
    viewer = open_saved(app, session)
    press(app, pygame.K_HOME)
    press(app, pygame.K_PAGEDOWN)
    starts = viewer.timeline.round_starts()
    assert len(starts) == 2 and viewer.k == starts[1]
    press(app, pygame.K_PAGEUP)
    assert viewer.k == 0
    strip = viewer.bar.strip.rect
    click(app, (strip.x + strip.width // 2, strip.centery))
    assert abs(viewer.k - viewer.timeline.length // 2) <= 1
    press(app, pygame.K_v)
    assert viewer.cursor.seat == 1 and viewer.table.scene.viewer == 1
    assert viewer.cursor.shown_model() == viewer.cursor.expected_model()
    press(app, pygame.K_o)
    assert viewer.open_hands
    press(app, pygame.K_SPACE)
    assert viewer.playback.playing
    start = viewer.k
    pump(app, 120)
    assert viewer.k > start


def test_live_game_is_never_shown_with_open_hands(app):
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cy", "easy")]
    session = GameSession.new("playorpay", {}, seats, 3)
    for _ in range(5):
        session.apply(session.state.legal_actions()[0])
    app.nav.replay_session(session, "Autosave")
    pump(app, 2)
    viewer = app.manager.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.cursor.seats == [0] and not viewer.bar.hands_button.enabled
    press(app, pygame.K_o)
    press(app, pygame.K_v)
    assert not viewer.open_hands and viewer.cursor.seat == 0
    two_humans = [Seat("Ann", "human"), Seat("Bea", "human"), Seat("Cy", "easy")]
    live = GameSession.new("playorpay", {}, two_humans, 3)
    live.apply(live.state.legal_actions()[0])
    with pytest.raises(Exception, match="two or more people"):
        ReplayScene(app, Timeline(live.record()), "x")


def test_play_on_from_a_middle_step(app):
    session = finished_session("nothanks", 3, seed=21)
    viewer = open_saved(app, session)
    middle = viewer.timeline.length // 2
    viewer.cursor.go(middle)
    pump(app)
    press(app, pygame.K_p)
    dialog = app.manager.top
    click(app, button_center(dialog, "Play as Bot 1"), frames=4)
    table = app.manager.top
    new = table.session
    assert new.ply >= middle and new.actions[:middle] == session.actions[:middle]
    assert new.seed == session.seed
    assert [s.kind for s in new.seats] == ["medium", "human", "easy"]


def test_bad_file_gives_a_clear_message(app, data_home):
    folder = data_home / "records"
    folder.mkdir()
    (folder / "broken.json").write_text('{"format": "play-or-pay-record", "version": 2,')
    app.manager.reset(ReplaysScene(app))
    pump(app, 2)
    scene = app.manager.top
    index = next(i for i, info in enumerate(scene.infos) if info.error)
    scene.open_index(index)
    pump(app, 2)
    dialog = app.manager.top
    assert dialog.title == "This record cannot be replayed"


# Item 11: the replay in the live log's words, one round count, no live cues, a speed.


@pytest.mark.parametrize("game, players", CASES)
def test_the_move_list_speaks_the_live_logs_words_and_counts_rounds_as_the_table(
    app, game, players
):
    from scenes.table.log_book import EventEntry, event_lines

    session = finished_session(game, players, seed=11)
    viewer = open_saved(app, session)
    timeline, picture = viewer.timeline, viewer.table.scene.picture
    rows = [text for text, step in viewer.moves.rows if step]
    for index, (row, events) in enumerate(zip(rows, timeline.events, strict=True)):
        said = [
            text
            for event in events
            for text, _ in event_lines(picture, EventEntry(event, None)).lines
        ]
        assert row == f"{index + 1}. {said[0]}", (row, said)
        words = row.split(". ", 1)[1]
        # A sentence, not the bare notation (which a sentence may contain: "Ann plays 25").
        assert words != timeline.steps[index].text and len(words.split()) >= 2, words
    # One round count: the bar's round is the round the table is in at every step.
    for k in range(timeline.length + 1):
        state = timeline.session_at(k).state
        in_play = min(len(state.round_results()) + 1, timeline.rounds)
        assert timeline.round_at(k) == in_play, k


def test_a_replay_shows_no_live_cue_and_plays_at_the_chosen_speed(app):
    session = finished_session("playorpay", 3, seed=11)
    viewer = open_saved(app, session)
    viewer.cursor.go(0)
    labels = []
    for _ in range(4):
        press(app, pygame.K_s)
        labels.append(viewer.bar.speed_button.label)
    assert labels == ["2×", "4×", "½×", "1×"]
    steps = {}
    for label in ("1×", "2×", "4×", "½×"):
        while viewer.bar.speed_button.label != label:
            press(app, pygame.K_s)
        viewer.cursor.go(0)
        press(app, pygame.K_SPACE, frames=0)
        for _ in range(120):  # two seconds
            pump(app)
            ui = viewer.table.scene.picture.ui
            assert not ui.thinking and ui.driven
        press(app, pygame.K_SPACE, frames=0)
        steps[label] = viewer.k
    assert steps["½×"] < steps["1×"] < steps["2×"] < steps["4×"], steps
    assert steps["2×"] >= 1.6 * steps["1×"], steps


def test_the_bars_labels_fit_or_say_all_in_a_tooltip(app):
    from scenes.core import theme

    session = finished_session("nothanks", 3, seed=11)
    session.seats[0] = type(session.seats[0])("Annabelle-Marguerite of Lorraine", "human")
    viewer = open_saved(app, session)
    pump(app, 2)
    bar = viewer.bar
    for button in bar.widgets:
        width = theme.text(
            button.label, button.font_px * viewer.table.scene.picture.ui.s, bold=True
        )
        assert width.get_width() <= button.rect.width, button.label
    name = viewer.timeline.seats[viewer.cursor.seat].name
    assert name.startswith("Annabelle") and name in (bar.seat_button.tip or "")
    if bar.title_tip:
        assert bar.tooltip(bar.title_rect.center) == bar.title_tip


def test_the_move_list_draws_its_rows_in_view_at_one_size(app, monkeypatch):
    """Rows of the move list keep one text size (a long row wraps rather than shrinks
    alone), so the list reads evenly from one move to the next."""
    from scenes.core import theme

    session = finished_session("nothanks", 4, seed=7)
    viewer = open_saved(app, session)
    settle(app, viewer)
    moves = viewer.moves
    shown = {text for index, _y, _h in moves.in_view() for text in moves.laid(index)[0]}
    assert len(shown) > 5
    sizes: dict[str, float] = {}
    blit = theme.blit_text

    def noted(surface, text, px, *args, **kwargs):  # type: ignore[no-untyped-def]
        sizes[text] = px
        return blit(surface, text, px, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", noted)
    app.invalidate()
    pump(app)
    assert shown <= set(sizes)
    assert {sizes[text] for text in shown} == {moves.px}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_wrapped_move_gets_its_own_height(app, lang):
    """A move too long for one line (the issue's "101. Hard bot takes 14 + 3 / chips")
    wraps onto a second line inside its own, taller row: no row reaches into the next,
    and each row's lines fit inside it."""
    from scenes.core import i18n, theme

    session = finished_session("playorpay", 5, seed=3)
    session.seats[1] = type(session.seats[1])("Hard bot", "hard")
    viewer = open_saved(app, session)
    try:
        i18n.activate(lang)
        app.manager.language_changed()
        settle(app, viewer)
        moves = viewer.moves
        heights, wrapped = set(), 0
        for start in range(0, len(moves.rows), 20):
            moves.scroll = min(start, moves.max_scroll())
            rows = moves.in_view()
            for (_index, y, height), following in itertools.pairwise(rows):
                assert following[1] >= y + height  # rows never overlap
            for index, y, height in rows:
                lines = moves.laid(index)[0]
                line_h = theme.font(round(moves.px)).get_linesize()
                assert len(lines) * line_h <= height  # its lines inside the row
                assert y + height <= moves.rect.bottom
                heights.add((len(lines), height))
                wrapped += len(lines) > 1
        assert wrapped, "no long move in this game"
        one = {h for n, h in heights if n == 1}
        two = {h for n, h in heights if n == 2}
        assert len(one) == 1 and len(two) == 1 and min(two) > max(one)
    finally:
        i18n.activate("en")
        app.manager.language_changed()


def test_the_replays_list_is_read_after_the_first_frame(app, monkeypatch) -> None:
    """The first frame ("Reading your games…") is drawn before the files are listed, so
    it never waits for the reading thread; the rows come once it has read them."""
    import time

    from scenes.replay import picker

    drawn_before: list[int] = []
    real = picker.list_rows

    def noted(files, folder):  # type: ignore[no-untyped-def]
        drawn_before.append(app.draws)
        return real(files, folder)

    monkeypatch.setattr(picker, "list_rows", noted)
    app.sync_bots = False
    scene = ReplaysScene(app)
    app.start(scene)
    assert app.frame(1 / 60, []) and drawn_before == []
    deadline = time.monotonic() + 20
    while not scene._listed and time.monotonic() < deadline:
        app.frame(1 / 60, [])
        time.sleep(0.005)
    assert scene._listed and drawn_before and drawn_before[0] >= 1


@pytest.mark.parametrize("game, players", CASES)
def test_a_replay_shows_no_live_prompt_and_no_table_buttons(app, game, players):
    """At a past position where the person was to move, the viewer says no "Your
    turn…" (a replay is nobody's turn), and the live table's Menu and Undo are not drawn
    (they peeked out behind the move list's top right corner)."""
    from scenes.core import theme
    from scenes.core.widgets import Button

    session = finished_session(game, players, seed=5)
    session.seats[0] = Seat("You", "human")  # the default name: "Your turn…" if any
    viewer = open_saved(app, session)
    timeline = viewer.timeline
    turns = [step.number - 1 for step in timeline.steps if step.seat == 0]
    drawn_buttons: list[str] = []
    draw = Button.draw

    def noted(button, surface):  # type: ignore[no-untyped-def]
        if button.visible:  # a hidden button draws nothing
            drawn_buttons.append(button.label)
        return draw(button, surface)

    for k in turns[len(turns) // 3 :: max(1, len(turns) // 6)]:
        viewer.cursor.go(k)
        settle(app, viewer)
        with theme.record_drawn() as log:
            Button.draw = noted  # type: ignore[method-assign]
            try:
                app.invalidate()
                pump(app)
            finally:
                Button.draw = draw  # type: ignore[method-assign]
        said = " ".join(log).lower()
        assert "your turn" not in said and "your move" not in said, (k, said)
        chrome = viewer.table.scene.chrome
        assert chrome.menu_button.label not in drawn_buttons
        assert chrome.undo_button.label not in drawn_buttons
