"""The table's parts driven through tiny fake ports (:mod:`scenes.table.ports`): the coach,
undo and the guide each work with nothing but the few things their port names, and never
see a table scene; the replay viewer steps a fake table through its port
(:class:`scenes.replay.table_port.ReplayTable`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import pygame
import pytest

from game.contract import Action
from game.events import GameEvent
from game.records import Seat
from scenes.core.session import GameSession
from scenes.plugins import ui_for
from scenes.table.coach import Coach
from scenes.table.guide import Guide
from scenes.table.guide_script import PERSON
from scenes.table.jobs import Job, start_job
from scenes.table.ports import CoachFrame, CoachPort, GuidePort, UndoPort
from scenes.table.undo import undo


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()
    yield


def nothanks(seats: int = 3, seed: int = 23, plies: int = 0) -> GameSession:
    """A No Thanks! game with Ann (a person) in seat 0, played on by rote
    for at least ``plies`` moves and until it is Ann's turn (passing while one may)."""
    people = [Seat("Ann", "human")] + [Seat(f"Bot {i}", "easy") for i in range(1, seats)]
    session = GameSession.new("nothanks", {}, people, seed)
    while session.ply < plies or session.state.current_player != PERSON:
        session.apply(session.state.legal_actions()[-1])
    return session


class FakeCoachPort:
    """A coach's port with no table: jobs run inline and are counted."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.on = True
        self.acting = True
        self.saved: list[GameSession] = []
        self.jobs = 0
        self.buttons: tuple[Any, ...] = ()

    def hints_on(self) -> bool:
        return self.on

    def to_act(self) -> bool:
        return self.acting

    def run_job(self, done: Callable[[Job[Any]], None], fn: Callable[..., Any], *args: Any):
        job = start_job(fn, *args, process=None, sync=True)
        self.jobs += 1
        done(job)  # inline: answered before it is returned, as a table's job may be
        return job

    def autosave(self, session: GameSession) -> None:
        self.saved.append(session)

    def frame(self) -> CoachFrame:
        log = pygame.Rect(900, 60, 360, 600)
        return CoachFrame((1280, 720), log, 1000, self.buttons, 0.0, lambda a, t: f"<{t}>")


def test_the_coach_asks_counts_and_suggests_through_its_port() -> None:
    session = nothanks()
    port = FakeCoachPort(session)
    typed: CoachPort = port
    coach = Coach(typed, iterations=40)
    assert coach.suggestion() is None and not coach.showing()
    coach.toggle()
    assert coach.showing() and coach.hint is not None and coach.error is None
    assert session.hints == [1, 0, 0] and port.saved == [session]
    assert coach.suggestion() == coach.hint.action
    assert port.jobs == 1
    # Names: no button for an option, so the game's words from the port.
    text = session.state.action_text(coach.hint.action)
    assert coach.option_label(coach.hint.action, text) == f"<{text}>"
    surface = pygame.Surface((1280, 720))
    coach.draw(surface)  # the button and the panel, from the port's frame alone
    assert coach.button.rect.right <= 1000
    coach.toggle()  # hidden; asked again at the same move: counted once
    assert not coach.showing() and coach.suggestion() is None
    coach.toggle()
    assert session.hints == [1, 0, 0] and len(port.saved) == 1 and port.jobs == 1


def test_a_hint_for_an_earlier_move_is_dropped() -> None:
    session = nothanks()
    port = FakeCoachPort(session)
    coach = Coach(port, iterations=40)
    coach.toggle()
    answered = coach.hint
    job = start_job(lambda: None, process=None, sync=True)
    coach._answered(job, coach.ply - 1)  # an answer for the move before: ignored
    assert coach.hint is answered and coach.error is None


def test_the_coach_keeps_quiet_when_the_port_says_so() -> None:
    port = FakeCoachPort(nothanks())
    coach = Coach(port)
    port.on = False
    assert not coach.available() and not coach.handle(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    )
    port.on, port.acting = True, False
    coach.toggle()
    assert not coach.showing() and not port.saved and coach.suggestion() is None


def test_a_tried_again_move_is_suggested_at_its_move_only() -> None:
    session = nothanks()
    legal = session.state.legal_actions()
    session.suggested = (session.ply, session.state.action_text(legal[-1]))
    port = FakeCoachPort(session)
    coach = Coach(port)
    assert coach.suggestion() == legal[-1]
    port.acting = False
    assert coach.suggestion() is None


class FakeUndoPort:
    """Undo's port with no table: what it posts, saves and reopens."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.allowed = True
        self.posted: list[str] = []
        self.saved: list[GameSession] = []
        self.reopened: list[tuple[GameSession, str]] = []

    def may_take_back(self) -> bool:
        return self.allowed

    def describe(self, event: GameEvent) -> str | None:
        return type(event).__name__

    def post(self, text: str) -> None:
        self.posted.append(text)

    def autosave(self, session: GameSession) -> None:
        self.saved.append(session)

    def reopen(self, back: GameSession, note: str) -> None:
        self.reopened.append((back, note))


def test_undo_goes_back_to_the_persons_decision_through_its_port() -> None:
    port = FakeUndoPort(nothanks())
    typed: UndoPort = port
    assert not undo(typed)  # Ann has not decided yet
    session = port.session = nothanks(plies=6)
    port.allowed = False
    assert not undo(port) and not port.reopened
    port.allowed = True
    assert undo(port)
    ((back, note),) = port.reopened
    assert port.saved == [back]
    assert len(back.actions) < len(session.actions)
    assert back.state.current_player == PERSON and back.undos[PERSON] == 1
    assert note.startswith("Taken back") and not port.posted


class FakeGuidePort:
    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.redraws = 0
        self.selected: list[Action] = []

    def request_redraw(self) -> None:
        self.redraws += 1

    def move_rect(self, action: Action) -> pygame.Rect | None:
        return None

    def select(self, action: Action) -> bool:
        self.selected.append(action)
        return True

    def keep_clear(self) -> list[pygame.Rect]:
        return []


@pytest.mark.parametrize("game", ["nothanks"])
def test_the_guide_follows_the_game_of_its_port(game: str) -> None:
    tutorial = ui_for(game).tutorial
    assert tutorial is not None
    seats = [
        Seat(name, "human" if k == PERSON else "easy") for k, name in enumerate(tutorial.names)
    ]
    session = GameSession.new(
        game, dict(tutorial.options), seats, tutorial.seed, dict(tutorial.deal)
    )
    left: list[str] = []
    guide = Guide(tutorial, session, lambda: left.append("menu"), lambda: left.append("game"))
    port = FakeGuidePort(session)
    typed: GuidePort = port
    guide.attach(typed)
    while guide.reading():
        guide.next()
    assert port.redraws >= 1
    expected = guide.expected()
    wrong = [a for a in session.state.legal_actions() if a != expected]
    if session.state.current_player == PERSON and wrong:
        before = port.redraws
        assert guide.refuse(wrong[0]) == guide.refusal != ""
        assert port.redraws == before + 1
    assert expected is None or guide.refuse(expected) is None
    if expected is not None:  # the person's turn starts: the cursor goes on the move, once
        assert guide.suggest(True) == guide.suggest(True) == expected
        assert port.selected == [expected]
    guide.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0), True)
    assert left == ["menu"]


class FakeReplayTable:
    """A replay's table with no picture: what it was shown and asked."""

    opened: ClassVar[list[FakeReplayTable]] = []

    def __init__(self, session: GameSession, seat: int, size: tuple[int, int]) -> None:
        self.session, self.seat, self.size = session, seat, size
        self.shown: list[list[GameEvent]] = []
        self.exited = self.drawn = 0
        FakeReplayTable.opened.append(self)

    @property
    def model(self) -> Any:
        return (self.seat, self.session.ply)

    def show_events(self, events: Any) -> None:
        self.shown.append(list(events))

    def busy(self) -> bool:
        return False

    def close_banner(self) -> bool:
        return False

    def log_rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, 0, 0)

    def public_words(self, names: tuple[str, ...]) -> Callable[[GameEvent], str | None]:
        return lambda event: type(event).__name__

    def card_face(self) -> None:
        return None

    def place(self, size: tuple[int, int]) -> None:
        self.size = size

    def update(self, dt: float) -> None:
        pass

    def hover(self, event: pygame.event.Event) -> None:
        pass

    def needs_redraw(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn += 1

    def language_changed(self) -> None:
        pass

    def resume(self) -> None:
        pass

    def exit(self) -> None:
        self.exited += 1


def test_the_replay_viewer_steps_its_table_through_the_port(app) -> None:
    from scenes.replay.table_port import ReplayTable
    from scenes.replay.timeline import Timeline
    from scenes.replay.viewer import ReplayScene

    session = nothanks(plies=8)
    FakeReplayTable.opened = []

    def open_table(at: GameSession, seat: int, size: tuple[int, int]) -> ReplayTable:
        return FakeReplayTable(at, seat, size)

    viewer = ReplayScene(app, Timeline(session.record()), "t", step=2, open_table=open_table)
    first = FakeReplayTable.opened[-1]
    assert viewer.k == 2 and first.session.ply == 2 and first.seat == PERSON
    assert viewer.moves.rows and all("." in text for text, step in viewer.moves.rows if step)
    viewer.cursor.step_forward()  # animated on the same table
    assert viewer.k == 3 and first.shown and first.session.ply == 3
    viewer.cursor.go(6)  # any other move: a new table at that step
    latest = FakeReplayTable.opened[-1]
    assert latest is not first and first.exited == 1 and latest.session.ply == 6
    viewer.next_seat()  # a live game with one person: only that person's view
    assert FakeReplayTable.opened[-1].seat == viewer.cursor.seat == PERSON
    assert latest.exited == 1 and len(FakeReplayTable.opened) == 3
    app.start(viewer)
    app.frame(1 / 60, [])
    assert FakeReplayTable.opened[-1].drawn >= 1
