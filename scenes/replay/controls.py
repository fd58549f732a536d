"""The replay viewer's control bar, under the table: the timeline strip, the step buttons
(first, round back, back, play/pause, forward, next round, last), the view / all hands /
review / play on / close buttons, where the record is ("Move k of n · Round r of m") and
the record's title. The bar only lays out and draws; the step buttons and the timeline
call a :class:`Stepper` (the viewer's cursor, which owns the step shown and the table),
the others the viewer (a :class:`Driver`)."""

from __future__ import annotations

from typing import Protocol

import pygame

from scenes.core import theme
from scenes.core.i18n import _, pgettext
from scenes.core.phrases import about, shown_name
from scenes.core.widgets import Button, Widget
from scenes.replay.panels import TimelineStrip
from scenes.replay.timeline import Timeline

BAR_H = 104  # the bar's height, at scale 1
BAR_FILL = (10, 24, 20)
BAR_EDGE = (40, 90, 70)
#: The width the View button's label may take, at scale 1 ("View: Annabelle…").
SEAT_ROOM = 150


class Stepper(Protocol):
    """What the timeline and the step buttons ask: a move through the record."""

    def go(self, k: int) -> None: ...
    def first_step(self) -> None: ...
    def previous_round(self) -> None: ...
    def step_back(self) -> None: ...
    def step_forward(self) -> None: ...
    def next_round(self) -> None: ...
    def last_step(self) -> None: ...


class Driver(Protocol):
    """What the other buttons ask of the viewer."""

    def toggle_play(self) -> None: ...
    def next_seat(self) -> None: ...
    def toggle_hands(self) -> None: ...
    def open_review(self) -> None: ...
    def play_on(self) -> None: ...
    def close(self) -> None: ...
    def next_speed(self) -> None: ...


class ControlBar:
    """The bar for ``timeline``, its buttons calling ``stepper`` and ``driver``. Buttons
    that cannot act
    on this record are disabled from the start: All hands unless the timeline may open
    hands, Review unless the game is finished with a person seated, Play on unless the
    game is finished and ``can_play_on``."""

    def __init__(
        self, stepper: Stepper, driver: Driver, timeline: Timeline, can_play_on: bool
    ) -> None:
        self.timeline = timeline
        self.size = (0, 0)  # the screen's, as of the last place()
        self.strip = TimelineStrip(timeline.length, timeline.round_starts(), stepper.go)
        self.playing = False
        self.seat_name, self.seat_choices = "", 0
        self.seat_px = 18  # the View button's text size (its label fitted to SEAT_ROOM)
        self.play_button = Button("", driver.toggle_play, hint="Space")
        self.step_buttons = _step_buttons(stepper, self.play_button)
        self.speed_button = Button("1×", driver.next_speed, style="secondary", hint="S")
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.title_tip: str | None = None  # the whole title when it is shown cut
        self.seat_button = Button("", driver.next_seat, style="secondary", hint="V")
        self.hands_button = Button("", driver.toggle_hands, style="secondary", hint="O")
        self.hands_button.enabled = timeline.may_open_hands()
        self.play_on_button = Button("", driver.play_on, style="good", hint="P")
        self.play_on_button.enabled = timeline.finished and can_play_on
        self.close_button = Button("", driver.close, style="secondary", hint="Esc")
        self.review_button = Button("", driver.open_review, style="primary", hint="R")
        self.review_button.enabled = bool(timeline.human_seats) and timeline.finished
        self.widgets: list[Widget] = [
            *self.step_buttons,
            self.speed_button,
            self.seat_button,
            self.hands_button,
            self.review_button,
            self.play_on_button,
            self.close_button,
        ]
        self.words()

    def words(self) -> None:
        """Every label and tip in the current language (again after a language change)."""
        for button, tip in zip(self.step_buttons, _step_tips(), strict=True):
            button.tip = tip
        self.play_button.tip = _("Play / pause")
        self.speed_button.tip = _("Replay speed: ½×, 1×, 2×, 4× (S)")
        self.hands_button.label = _("All hands")
        self.hands_button.tip = (
            _("Show every seat's hidden cards")
            if self.hands_button.enabled
            else _("Only for finished games or games no person plays")
        )
        self.play_on_button.label = _("Play on")
        self.play_on_button.tip = _("A new game from this step: same deal, seats anew")
        self.close_button.label = _("Close")
        self.close_button.hint = pgettext("key", "Esc")
        self.play_button.hint = pgettext("key", "Space")
        self.review_button.label = _("Review")
        self.review_button.tip = _("Rate each decision")
        self.label_play(self.playing)
        self.label_seat(self.seat_name, self.seat_choices)

    # State shown ----------------------------------------------------------------------
    def show_step(self, k: int) -> None:
        self.strip.current = k

    def label_play(self, playing: bool) -> None:
        self.playing = playing
        self.play_button.label = _("❚❚ Pause") if playing else _("▶ Play")

    def label_seat(self, name: str, choices: int) -> None:
        """Name the seat whose view is shown (``name`` as the record stores it, shown in
        the current language: :func:`~scenes.core.phrases.shown_name`); the button works
        with two seats or more (the whole name in its tooltip, should the label be cut)."""
        self.seat_name, self.seat_choices = name, choices
        shown = shown_name(name)
        label = _("View: {name}").format(name=shown)
        self.seat_px = next(  # a smaller size before a cut
            (px for px in (18, 17, 16, 15) if theme.font(px, True).size(label)[0] <= SEAT_ROOM),
            15,
        )
        self.seat_button.font_px = self.seat_px
        self.seat_button.label = theme.fit_text(label, self.seat_px, SEAT_ROOM, bold=True)
        self.seat_button.tip = about(
            shown,
            _("The table shows {name}'s view (V: the next seat's)"),
            _("The table shows your view (V: the next seat's)"),
        )
        self.seat_button.enabled = choices > 1

    def label_speed(self, label: str) -> None:
        self.speed_button.label = label

    def show_hands(self, open_hands: bool) -> None:
        self.hands_button.style = "primary" if open_hands else "secondary"

    # Layout and drawing ---------------------------------------------------------------
    @staticmethod
    def top(size: tuple[int, int], s: float) -> int:
        """The bar's top edge in a screen of ``size`` at scale ``s``."""
        return size[1] - int(BAR_H * s)

    def place(self, size: tuple[int, int], s: float) -> None:
        """The strip across the top of the bar; the step buttons from the left, the
        others from the right, on one row below it."""
        self.size = size
        w = size[0]
        top = self.top(size, s)
        left = int(330 * s)
        self.strip.place(
            pygame.Rect(left, top + int(16 * s), w - left - int(24 * s), max(4, int(10 * s))), s
        )
        y, bh = top + int(42 * s), int(48 * s)
        x = int(16 * s)
        for button in self.step_buttons:
            bw = int((120 if button is self.play_button else 54) * s)
            button.place((x, y, bw, bh), s)
            button.font_px = 19
            x += bw + int(6 * s)
        self.speed_button.place((x, y, int(64 * s), bh), s)
        self.speed_button.font_px = 18
        x = w - int(16 * s)
        for button, bw in (
            (self.close_button, 100),
            (self.play_on_button, 134),  # room for "Weiterspielen"
            (self.review_button, 112),
            (self.hands_button, 140),
            (self.seat_button, 168),
        ):
            x -= int(bw * s)
            button.place((x, y, int(bw * s), bh), s)
            button.font_px = self.seat_px if button is self.seat_button else 18
            x -= int(8 * s)

    def draw(self, surface: pygame.Surface, s: float, k: int, title: str) -> None:
        """The bar at step ``k``, with ``title`` in the gap between the button groups
        (left out when the gap is too narrow)."""
        w, h = self.size
        top = self.top(self.size, s)
        pygame.draw.rect(surface, BAR_FILL, (0, top, w, h - top))
        pygame.draw.line(surface, BAR_EDGE, (0, top), (w, top), max(1, int(2 * s)))
        self.strip.draw(surface)
        for widget in self.widgets:
            widget.draw(surface)
        room = self.strip.rect.x - int(30 * s)  # "Move k of n · Round r of m", left of the strip
        lines, px = theme.fit_block(self.where(k), 16 * s, room, 16 * s, bold=True)
        at = (18 * s, self.strip.rect.centery)
        theme.blit_text(surface, lines[0], px, at, theme.TEXT, bold=True, anchor="midleft")
        gap_left = self.speed_button.rect.right + int(10 * s)
        gap_right = self.seat_button.rect.x - int(10 * s)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.title_tip = None
        if gap_right - gap_left > 60 * s:
            shown = theme.fit_text(title, 14 * s, gap_right - gap_left)
            self.title_rect = theme.blit_text(
                surface,
                shown,
                14 * s,
                ((gap_left + gap_right) // 2, self.seat_button.rect.centery),
                theme.TEXT_DIM,
                anchor="center",
            )
            self.title_tip = title if shown != title else None
        elif title:
            self.title_rect = pygame.Rect(gap_left, self.seat_button.rect.y, 0, 0)

    def tooltip(self, mouse: tuple[int, int]) -> str | None:
        """The record's whole title under the mouse, when the bar shows it cut."""
        if self.title_tip and self.title_rect.collidepoint(mouse):
            return self.title_tip
        return None

    def where(self, k: int) -> str:
        """ "Move k of n", with the round when the game has more than one."""
        rounds = self.timeline.rounds
        text = _("Move {k} of {n}").format(k=k, n=self.timeline.length)
        if rounds > 1:
            now = self.timeline.round_at(k)
            if self.timeline.finished:
                where = _("Round {number} of {rounds}").format(number=now, rounds=rounds)
            else:
                where = _("Round {number}").format(number=now)
            text += f"  ·  {where}"
        return text


def _step_buttons(stepper: Stepper, play_button: Button) -> list[Button]:
    """The stepping buttons, left to right, with ``play_button`` in the middle."""
    return [
        Button("|◀", stepper.first_step, style="secondary"),
        Button("◀◀", stepper.previous_round, style="secondary"),
        Button("◀", stepper.step_back, style="secondary"),
        play_button,
        Button("▶", stepper.step_forward, style="secondary"),
        Button("▶▶", stepper.next_round, style="secondary"),
        Button("▶|", stepper.last_step, style="secondary"),
    ]


def _step_tips() -> list[str]:
    """The stepping buttons' tips, as :func:`_step_buttons` orders them (the play
    button's is set apart)."""
    return [
        _("First step (Home)"),
        _("Round back (PgUp)"),
        _("Step back (←)"),
        _("Play / pause"),
        _("Step forward (→)"),
        _("Next round (PgDn)"),
        _("Last step (End)"),
    ]
