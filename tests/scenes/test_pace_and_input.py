"""Issue 29, pace and input: "since your turn" (6), skip to my turn and the Nyet! card
turn budget (13), Results keys (14), text fields and save names (15), setup options that
apply, the Settings label and the undo notice (16). Driven by posted events headless."""

from __future__ import annotations

import re
from datetime import datetime

import pygame

from game.games.nyet.events import CardPlayed, TrickWon
from game.records import Seat
from scenes.app import App
from scenes.core import theme
from scenes.core.curtain import CurtainScene
from scenes.core.saves import (
    Settings,
    default_save_name,
    load_settings,
    save_as,
    save_finished_record,
    save_settings,
)
from scenes.core.session import GameSession
from scenes.core.widgets import TextInput
from scenes.navigation import ScreenNavigator
from scenes.registry import table_for
from scenes.screens.menu import MainMenu
from scenes.screens.results import KEY_GRACE, ResultsScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.table.bot_turns import BOT_PAUSE
from scenes.table.recap import Recap, recap_line
from scenes.table.scene import TableScene
from scenes.table.skip import SKIP_FACTOR
from tests.scenes.conftest import headless_app
from tests.scenes.helpers import DT, click, pump
from tests.scenes.test_undo import ctrl_z, wait_for_human


def key(app, code: int, mod: int = 0, up: bool = True, frames: int = 2) -> None:
    kinds = (pygame.KEYDOWN, pygame.KEYUP) if up else (pygame.KEYDOWN,)
    for kind in kinds:
        pygame.event.post(pygame.event.Event(kind, key=code, mod=mod, unicode="", scancode=0))
    pump(app, frames)


def typed(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pump(app, 1)


def pass_turn(table: TableScene) -> None:
    """The person says "No thanks!" (play passes on to the bots)."""
    for control, button in table.controls.buttons:
        if control.label == "No thanks!":
            button.on_click()
            return
    table.controls.buttons[0][1].on_click()


def finished_session(game: str = "nothanks") -> GameSession:
    seats = [Seat("Ann", "random"), Seat("Bo", "random"), Seat("Cleo", "random")]
    session = GameSession.new(game, {}, seats, 8)
    while not session.state.is_terminal():
        session.apply(session.state.legal_actions()[0])
    return session


# 6. Since your turn --------------------------------------------------------------------
def test_recap_keeps_the_others_moves_since_each_persons_last() -> None:
    recap = Recap([0, 2])
    recap.note(0, ["Ann passed"])
    recap.note(1, ["Bo took 27 + 3 chips", "", "  19 is turned up"])
    recap.note(2, ["Cleo passed"])
    assert recap.line_for(0) == "Bo took 27 + 3 chips, 19 is turned up · Cleo passed"
    assert recap.line_for(2) == ""  # Cleo just moved
    recap.note(0, ["Ann took 5"])
    assert recap.line_for(2) == "Ann took 5" and recap.line_for(0) == ""
    recap.enabled = False
    assert recap.line_for(0) == ""
    # Long recaps name the latest moves and count the earlier ones.
    parts = [f"P{i} passed" for i in range(9)]
    assert recap_line(parts) == "3 earlier moves · " + " · ".join(parts[3:])
    short = recap_line(parts, lambda line: len(line) < 40)
    assert short == "7 earlier moves · P7 passed · P8 passed"


def test_no_recap_strip_when_the_log_shows_it_all(app) -> None:
    """Three seats: the log in view holds Ann's own move and every move after it, so a
    strip over it would only repeat it."""
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cleo", "easy")]
    session = GameSession.new("nothanks", {}, seats, 17)
    app.manager.reset(table_for(app, session, autosave=False))
    pump(app, 2)
    table = wait_for_human(app)
    pass_turn(table)
    pump(app, 2)
    table = wait_for_human(app)
    assert not table.chrome.recap.visible
    log = [line.strip() for line, _ in table.chrome.log.lines]
    mine = max(i for i, line in enumerate(log) if line.startswith("Ann"))
    assert any(line.startswith("Cleo") for line in log[mine + 1 :])  # the others', below


def test_recap_strip_at_a_persons_turn_in_the_games_words(app, monkeypatch) -> None:
    """When the log cannot show every move since the person's last one (a long round, a
    small window, the log scrolled back), the strip says them in the log's own words."""
    from scenes.core.widgets import LogPanel

    monkeypatch.setattr(LogPanel, "fits_in_view", lambda self, texts: False)
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cleo", "easy")]
    session = GameSession.new("nothanks", {}, seats, 17)
    app.manager.reset(table_for(app, session, autosave=False))
    pump(app, 2)
    table = wait_for_human(app)
    pass_turn(table)  # Ann moves; then the bots; then Ann again
    pump(app, 2)
    table = wait_for_human(app)
    strip = table.chrome.recap
    assert strip.visible and strip.text.startswith("Since your turn: ")
    assert "Cleo" in strip.text and "Ann" not in strip.text  # the others', not Ann's
    log = [line.strip() for line, _ in table.chrome.log.lines]
    moves = strip.text.removeprefix("Since your turn: ").split(" · ")
    counted = re.fullmatch(r"\d+ earlier moves?", moves[0]) is not None
    assert counted or moves[0].startswith("Bo")  # the earlier moves: named or counted
    for move in moves[1:]:
        for part in move.split(", "):
            assert part in log  # the live log's own words
    app.draw()
    click(app, strip.rect.center)  # dismissed by a click
    assert not strip.visible


def test_recap_is_off_in_settings(app) -> None:
    app.settings.since_your_turn = False
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cleo", "easy")]
    app.manager.reset(table_for(app, GameSession.new("nothanks", {}, seats, 17), autosave=False))
    pump(app, 2)
    table = wait_for_human(app)
    pass_turn(table)
    pump(app, 2)
    table = wait_for_human(app)
    assert not table.chrome.recap.visible


def test_curtain_shows_the_recap_of_the_next_player(app) -> None:
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cleo", "human")]
    app.manager.reset(table_for(app, GameSession.new("nothanks", {}, seats, 5), autosave=False))
    pump(app, 2)
    for _ in range(2000):
        top = app.manager.top
        if isinstance(top, CurtainScene) and top.name == "Cleo" and top.recap:
            break
        if isinstance(top, CurtainScene):
            top.reveal()
        elif isinstance(top, TableScene) and top.human_to_move():
            pass_turn(top)
        pump(app)
    curtain = app.manager.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Cleo"
    assert "Bo" in curtain.recap and "Cleo:" not in curtain.recap
    with theme.record_truncations() as cut:
        app.draw()
    assert not cut


def test_settings_keep_the_recap_setting_and_write_what_they_read() -> None:
    save_settings(Settings(since_your_turn=False, animation_speed="fast"))
    back = load_settings()
    assert back.since_your_turn is False and back.animation_speed == "fast"
    assert back == Settings(since_your_turn=False, animation_speed="fast")


# 13. Skip to my turn, and the Nyet! card budget ---------------------------------------
def frames_to_my_turn(hold_space: bool) -> int:
    """Frames from the person's pass to their next turn (two bots move), at normal speed,
    with Space held once the bots play or not; checks the skip's state on the way."""
    app = headless_app("normal")
    try:
        seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cleo", "easy")]
        session = GameSession.new("nothanks", {}, seats, 17)
        app.manager.reset(table_for(app, session, autosave=False))
        pump(app, 2)
        table = wait_for_human(app)
        pass_turn(table)  # now the bots play
        pump(app, 2)
        frames = 2
        assert not table.human_to_move() and table.controls.skip.button.visible
        if hold_space:
            key(app, pygame.K_SPACE, up=False)  # held down
            frames += 2
            assert table.picture.ui.speed == SKIP_FACTOR
            assert not table.controls.pending  # Space is not kept for the person's turn
        while not table.human_to_move():
            pump(app)
            frames += 1
        pump(app)
        assert table.picture.ui.speed == 1.0 and not table.controls.skip.active
        assert not table.controls.skip.button.visible
        if hold_space:  # released: a fresh press is a normal key again (No thanks!)
            key(app, pygame.K_SPACE)
            assert table.session.ply > session.ply - 1 and table.controls.skip.held is False
        return frames
    finally:
        app.close()


def test_holding_space_plays_the_bots_fast_until_a_persons_turn() -> None:
    normal, skipped = frames_to_my_turn(False), frames_to_my_turn(True)
    assert skipped < normal * 0.6, (normal, skipped)


def test_the_skip_button_runs_until_the_persons_turn() -> None:
    app = headless_app("normal")
    try:
        seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cleo", "easy")]
        app.manager.reset(table_for(app, GameSession.new("nothanks", {}, seats, 17), False))
        pump(app, 2)
        table = wait_for_human(app)
        pass_turn(table)
        pump(app, 2)
        app.draw()
        click(app, table.controls.skip.button.rect.center)
        assert table.controls.skip.active and table.picture.ui.speed == SKIP_FACTOR
        wait_for_human(app)
        pump(app)
        assert not table.controls.skip.active and table.picture.ui.speed == 1.0
    finally:
        app.close()


def test_nyet_bot_card_turns_take_at_most_a_second_and_a_half_at_normal_speed() -> None:
    """Bot pause plus the card's motions (the trick shown and collected when it ends it),
    on a hand-ticked clock (the decision's own time is the worker's, measured by
    bench/bot_turn_time.py)."""
    app = headless_app("normal")
    try:
        seats = [Seat(name, "easy") for name in ("Ann", "Bo", "Cleo", "Dev")]
        table = table_for(app, GameSession.new("nyet", {"rounds": "1"}, seats, 4), False)
        app.manager.reset(table)
        pump(app, 2)
        pushed: list[list[object]] = []
        show = table.show_events

        def record(events) -> None:
            events = list(events)
            pushed.append(events)
            show(events)

        table.show_events = record  # type: ignore[method-assign]
        card_turns: list[float] = []
        started = None
        for ticks in range(1, 20000):
            pump(app)
            rest = not (table.feed.busy or table.banner.up or table.picture.ui.sprites)
            if rest and started is not None and len(pushed) > started[1]:
                kinds = {type(e) for e in pushed[-1]}
                if kinds <= {CardPlayed, TrickWon}:
                    card_turns.append((ticks - started[0]) * DT)
                started = None
            if rest and started is None and not table.session.state.is_terminal():
                started = (ticks, len(pushed))
            if len(card_turns) >= 24:
                break
        assert len(card_turns) >= 24
        assert max(card_turns) <= 1.5 + 3 * DT, card_turns
        assert min(card_turns) >= BOT_PAUSE  # a bot still pauses: one sees whose turn it is
    finally:
        app.close()


# 14. Results keys ----------------------------------------------------------------------
def test_results_focus_starts_on_main_menu_and_arrows_move_along_the_buttons(app) -> None:
    app.start(ResultsScene(app, finished_session()))
    pump(app)
    page = app.manager.top
    key(app, pygame.K_RETURN)  # a stray Enter meant for the table
    assert app.manager.top is page
    pump(app, int(KEY_GRACE / DT) + 2)
    assert page.ring.current is page.buttons[-1] and page.buttons[-1].label == "Main menu"
    key(app, pygame.K_LEFT)
    assert page.ring.current.label == "Review"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # wraps round to the first button
    assert page.ring.current.label == "Play again"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, MainMenu)


def test_results_enter_never_plays_again_without_the_focus(app) -> None:
    app.start(ResultsScene(app, finished_session()))
    pump(app, int(KEY_GRACE / DT) + 2)
    key(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, MainMenu)  # the neutral choice, not a new game


# 15. Text fields and save names --------------------------------------------------------
def test_a_text_field_selects_its_text_on_focus_and_edits_at_the_cursor(app) -> None:
    changes: list[str] = []
    field = TextInput("You", changes.append)
    field.place((10, 10, 200, 40), 1.0)
    field.focused = True
    field.draw(app.screen)
    assert field.selected
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="Zoe"))
    assert field.value == "Zoe" and not field.selected  # typing replaced the default

    def down(code: int, mod: int = 0) -> None:
        field.handle_key(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))

    down(pygame.K_HOME)
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="A"))
    assert field.value == "AZoe"
    down(pygame.K_END)
    down(pygame.K_LEFT)
    down(pygame.K_BACKSPACE)
    assert field.value == "AZe"
    down(pygame.K_DELETE)
    assert field.value == "AZ"
    down(pygame.K_a, pygame.KMOD_LCTRL)
    assert field.selected
    down(pygame.K_BACKSPACE)
    assert field.value == "" and changes[-1] == ""


def test_setup_name_typed_over_the_default(app) -> None:
    setup = SetupScene(app, "nothanks", 3)
    app.manager.reset(setup)
    pump(app, 2)
    name = setup.rows.seats[0][0]
    setup.ring.focus(setup.widgets, name, True)
    pump(app, 1)
    typed(app, "Zoe")
    assert setup.choice.seats[0].name == "Zoe"


def test_one_naming_scheme_for_saves_and_records(app) -> None:
    when = datetime(2026, 11, 26, 10, 55)
    assert default_save_name("Nyet!", when) == "Nyet! 2026-11-26 10-55"
    session = finished_session()
    save_as(session, default_save_name(session.spec.name, when))
    assert default_save_name(session.spec.name, when).endswith(" 2")  # never another's
    path = save_finished_record(session)
    stem = datetime.now().strftime("%Y-%m-%d %H-%M")
    assert path.stem.startswith(f"{session.spec.name} ") and stem[:10] in path.stem


# 16. Options that apply, the Settings label, the undo notice ----------------------------
def test_setup_hides_tokens_with_sevens(app) -> None:
    setup = SetupScene(app, "playorpay", 4)
    app.manager.reset(setup)
    pump(app, 2)

    def labels() -> list[str]:
        return [getattr(row, "label", "") for row in setup.rows.options]

    assert "Tokens" in labels()
    sevens = next(row for row in setup.rows.options if getattr(row, "label", "") == "Sevens")
    sevens.on_change(1)
    pump(app, 1)
    assert "Tokens" not in labels() and "Sevens" in labels()
    assert "Undo allowed" not in labels()  # one person


def test_settings_labels_fit_their_column() -> None:
    for size in ((960, 540), (1280, 720)):
        app = App(size, headless=True, sync_bots=True, sound=False, navigator=ScreenNavigator)
        try:
            page = SettingsScene(app)
            app.manager.reset(page)
            pump(app, 2)
            with theme.record_truncations() as cut:
                app.draw()
            assert not cut
            for row in page.rows:
                room = row.rect.width * row.label_width - 16 * row.scale
                width = theme.font(round(19 * row.scale)).size(row.label)[0]
                assert width <= room, (size, row.label)
        finally:
            app.close()


def test_undo_says_what_it_took_back(app) -> None:
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cleo", "easy")]
    app.manager.reset(table_for(app, GameSession.new("nothanks", {}, seats, 17)))
    pump(app, 2)
    for _ in range(2):
        table = wait_for_human(app)
        pass_turn(table)
        pump(app, 2)
    table = wait_for_human(app)
    ctrl_z(app)
    back = wait_for_human(app)
    assert back is not table
    text = back.chrome.recap.text
    assert text.startswith("Taken back: Ann") and "moves after it" in text
    app.draw()
    assert back.chrome.recap.rect.width > 0
