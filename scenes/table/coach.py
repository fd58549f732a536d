"""Coach hints at the table: the hard bot's recommendation and every option's value.

Only with the "Coach hints" setting on, and only for the person to move: **?** (or the
Hint button) asks the hard bot's analysis of that person's view (:func:`game.review.hint`,
computed in the bot worker: no frame waits for it) and shows a small panel over the
controls — each legal option with its expected search value (higher is better) and
expected score, the recommended one starred — and a value tag on each action button.
Pressing **?** again hides it; the next move hides it too.

Each decision at which a person asked counts one hint for that seat
(``GameSession.hints``, kept in the record and shown on the results screen). The table
knows no rule here: the options, values and texts all come from the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.contract import Action
from game.errors import GameError
from game.review import Hint, OptionStat
from scenes.core import theme
from scenes.core.i18n import _, ngettext, number, percent, pgettext
from scenes.core.saves import write_autosave
from scenes.core.widgets import Button, Widget
from scenes.table.coach_words import option_words
from scenes.table.jobs import Job, coach_hint, start_job
from scenes.table.table_words import autosave_failed

if TYPE_CHECKING:
    from scenes.table.scene import TableScene

POLL = 0.05  # seconds between looks at a hint being computed
MAX_ROWS = 7  # options listed in the panel (the best first); the rest are summed up
BEST = (245, 205, 96)
#: How far an option's name may shrink before it is cut: the log column beside the table
#: is narrow at the smallest windows, and a nested sentence ("Nyet! to „trump yellow“")
#: in a long language needs two small lines there.
LEAST = 0.55
PCT_COLUMN = 70  # the chance-to-win column's right edge, left of the score's (scale 1)


def is_hint_key(event: pygame.event.Event) -> bool:
    """True for a press of **?** (Shift+/ on most keyboards, or a ? key)."""
    if event.type != pygame.KEYDOWN:
        return False
    if getattr(event, "unicode", "") == "?" or event.key == pygame.K_QUESTION:
        return True
    return event.key == pygame.K_SLASH and bool(event.mod & pygame.KMOD_SHIFT)


class Coach(Widget):
    """The Hint button and the hint panel of one table.

    ``iterations`` overrides the hard bot's search budget (None: the hard bot's own)."""

    def __init__(self, table: TableScene, iterations: int | None = None) -> None:
        super().__init__()
        self.table = table
        self.iterations = iterations
        self.button = Button("", self.toggle, style="secondary", hint="")
        self.words()
        self.shown = False
        self.hint: Hint | None = None
        self.error: str | None = None
        self.ply = -1  # the move number the hint (or the job) is for
        self.job: Job[Hint] | None = None
        self.counted: set[int] = set()  # move numbers whose hint was counted
        #: "Try it again": (move number, the better move's notation) suggested at that
        #: move (the session's ``suggested``).
        self.preset: tuple[int, str] | None = table.session.suggested

    def words(self) -> None:
        """The Hint button's label and tip in the current language."""
        self.button.label = "? " + _("Hint")
        self.button.tip = _("The coach's advice (?)")

    def _preset_action(self) -> Action | None:
        preset, session = self.preset, self.table.session
        if preset is None or preset[0] != session.ply:
            return None
        try:
            action = session.state.find_action(preset[1])
        except GameError:
            return None
        return action if action in self.table.picture.ui.legal else None

    def suggestion(self) -> Action | None:
        """The move suggested now: the preset one at its move, else the hint's while it
        is shown; None otherwise (never for a seat that is not a person's to move)."""
        if not self.table.human_to_move():
            return None
        preset = self._preset_action()
        if preset is not None:
            return preset
        if self.showing() and self.hint is not None:
            return self.hint.action
        return None

    # State -----------------------------------------------------------------------------
    def available(self) -> bool:
        """True when a hint may be asked: the setting is on and the person looking is to
        move (never in a replay)."""
        return bool(self.table.app.settings.coach_hints) and self.table.human_to_move()

    def showing(self) -> bool:
        """True while the panel is up for the current move."""
        return self.shown and self.ply == self.table.session.ply and self.available()

    def toggle(self) -> None:
        """Show the hint for this move (asking for it if needed), or hide it."""
        if self.showing():
            self.shown = False
        elif self.available():
            self.shown = True
            self._ask()
        self.table.request_redraw()

    def _ask(self) -> None:
        session = self.table.session
        if self.ply != session.ply:
            self.ply, self.hint, self.error = session.ply, None, None
            if self.job is not None:
                self.job.cancel()
            self.job = start_job(
                coach_hint,
                session.spec.id,
                session.state,
                session.seed,
                session.ply,
                self.iterations,
                process=self.table.app.bot_process,
                sync=self.table.app.sync_bots,
            )
            self._poll()
        self._count(session.state.current_player)

    def _count(self, seat: int) -> None:
        session = self.table.session
        if session.ply in self.counted:
            return
        self.counted.add(session.ply)
        while len(session.hints) < session.num_players:
            session.hints.append(0)
        session.hints[seat] += 1
        if self.table.mode.autosave:
            try:
                write_autosave(session)
            except OSError as exc:
                self.table.chrome.add(autosave_failed(exc.strerror or exc), theme.BAD)

    def _poll(self) -> None:
        job = self.job
        if job is None or job.cancelled:
            return
        if self.ply != self.table.session.ply:
            job.cancel()
            self.job = None
            return
        if not job.done():
            self.table.tweens.after(POLL, self._poll)  # keeps frames coming meanwhile
            return
        self.job = None
        try:
            self.hint = job.result()
        except Exception as exc:  # a failed hint must not take the game down
            self.error = str(exc)
        self.table.request_redraw()

    # Widget ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.table.app.settings.coach_hints:
            return False
        if is_hint_key(event):
            self.toggle()
            return True
        return self.available() and self.button.handle(event)

    def tooltip(self) -> str | None:
        return self.button.tooltip() if self.available() else None

    def place_button(self) -> None:
        """Put the Hint button in the top bar, left of Undo (or of Menu)."""
        t = self.table
        s = theme.ui_scale(t.size)
        right = (
            t.chrome.undo_button.rect.x
            if t.chrome.undo_button.visible
            else t.chrome.menu_button.rect.x
        )
        self.button.place((right - int(112 * s), int(8 * s), int(104 * s), int(38 * s)), s)
        self.button.font_px = 18

    def draw(self, surface: pygame.Surface) -> None:
        preset = self._preset_action() if self.table.human_to_move() else None
        if preset is not None and not self.showing():
            self.draw_try_again(surface, preset, theme.ui_scale(self.table.size))
        if not self.available():
            return
        self.place_button()
        self.button.style = "primary" if self.showing() else "secondary"
        self.button.draw(surface)
        if self.showing():
            self.draw_panel(surface, theme.ui_scale(self.table.size))

    # The panel -------------------------------------------------------------------------
    def option_label(self, action: Action, text: str) -> str:
        """An option's name: its button's label when it has one, else the table's words."""
        for control, _button in self.table.controls.buttons:
            if control.action == action:
                return control.label
        session = self.table.session

        def name(seat: int | None) -> str:
            return session.seat_label(seat) if seat is not None else ""

        return option_words(session.spec.id, action, text, name)

    def panel_rect(self, rows: int, s: float, more: bool = False) -> pygame.Rect:
        """Over the top of the move log (the log column holds no prompt and no control);
        at the top right under the title bar for a table without a log. Never over the
        action buttons."""
        t = self.table
        h = int(86 * s) + rows * int(26 * s) + int((46 if more else 26) * s)
        log = t.chrome.log.rect
        area = pygame.Rect(0, int(54 * s), t.size[0], t.size[1] - int(54 * s))
        if log.width:
            w = log.width
            rect = pygame.Rect(0, log.y, w, h)
            rect.right = log.right
        else:
            w = int(400 * s)
            rect = pygame.Rect(0, int(60 * s), w, h)
            rect.right = t.size[0] - int(12 * s)
        rect = rect.clamp(area)
        for _control, button in t.controls.buttons:
            if button.rect.width and rect.colliderect(button.rect):
                rect.bottom = min(rect.bottom, button.rect.y - int(8 * s))
        return rect

    def draw_try_again(self, surface: pygame.Surface, action: Action, s: float) -> None:
        """The note of a decision tried again: which move the coach suggests."""
        rect = self.panel_rect(0, s)
        x = rect.x + int(14 * s)
        name = self.option_label(action, self.table.session.state.action_text(action))
        text = _("The coach suggests {move}").format(move=name)
        lines, px = theme.fit_block(text, 15 * s, rect.width - int(28 * s), 40 * s)
        pitch = px * 1.15
        rect.height = int(58 * s + (len(lines) - 1) * pitch)
        theme.draw_panel(surface, rect, (8, 14, 20, 235), int(10 * s), BEST, 2)
        theme.blit_text(
            surface,
            _("Try it again"),
            17 * s,
            (x, rect.y + 18 * s),
            BEST,
            bold=True,
            anchor="midleft",
        )
        for k, line in enumerate(lines):
            where = (x, rect.y + 40 * s + k * pitch)
            theme.blit_text(surface, line, px, where, theme.TEXT, anchor="midleft")

    def draw_panel(self, surface: pygame.Surface, s: float) -> None:
        hint = self.hint
        if hint is None:
            dots = "." * (1 + int(self.table.picture.ui.time * 3) % 3)
            note = _("The coach is thinking") + dots
            if self.error is not None:
                note = _("No hint: {reason}").format(reason=self.error)
            rect = self.panel_rect(0, s)
            rect.height = int(58 * s)
            rect.bottom = self.panel_rect(0, s).bottom
            theme.draw_panel(surface, rect, (8, 14, 20, 235), int(10 * s), theme.ACCENT, 1)
            theme.blit_text(surface, note, 17 * s, rect.center, theme.TEXT, anchor="center")
            return
        order = sorted(range(len(hint.options)), key=lambda i: -hint.options[i].value)
        shown = order[:MAX_ROWS]
        rect = self.panel_rect(len(shown), s, len(order) > len(shown))
        theme.draw_panel(surface, rect, (8, 14, 20, 255), int(10 * s), theme.ACCENT, 1)
        x0, y = rect.x + int(14 * s), rect.y + int(20 * s)
        head = theme.blit_text(
            surface, _("Coach"), 18 * s, (x0, y), BEST, bold=True, anchor="midleft"
        )
        best = self.option_label(hint.action, hint.text)
        advice = pgettext("after the heading Coach", "suggests {move}").format(move=best)
        left = head.right + int(10 * s)
        # One line, smaller if need be, else two (above and below the heading's middle).
        lines, px = theme.fit_block(
            advice, 16 * s, rect.right - int(14 * s) - left, 32 * s, smallest=LEAST
        )
        pitch = px * 1.1
        for k, line in enumerate(lines):
            where = (left, y + (k - (len(lines) - 1) / 2) * pitch)
            theme.blit_text(surface, line, px, where, theme.TEXT, anchor="midleft")
        y += int(26 * s)
        right = rect.right - int(14 * s)
        columns = (right - int(PCT_COLUMN * s), right)
        lower = self.table.session.spec.lower_score_wins
        better = _("lower is better") if lower else _("higher is better")
        headings = (
            (
                pgettext("coach column, line 1", "chance"),
                pgettext("coach column, line 2", "to win"),
                "",
            ),
            (
                pgettext("coach column, line 1", "expected"),
                pgettext("coach column, line 2", "score"),
                better,
            ),
        )
        for heading, x in zip(headings, columns, strict=True):
            for i, text in enumerate(heading):
                where = (x, y - int((6 - 12 * i) * s))
                theme.blit_text(surface, text, 11 * s, where, theme.TEXT_DIM, anchor="midright")
        y += int(34 * s)
        for index in shown:
            y += int(26 * s)
            self._draw_row(surface, hint, index, (x0, y, rect.width - int(28 * s)), s)
        if len(order) > len(shown):
            left = len(order) - len(shown)
            more = ngettext("… and {n} more, all worse", "… and {n} more, all worse", left)
            more = more.format(n=left)
            theme.blit_text(
                surface, more, 13 * s, (x0, y + 24 * s), theme.TEXT_DIM, anchor="midleft"
            )
        self._draw_tags(surface, hint, s)

    def _draw_row(
        self, surface: pygame.Surface, hint: Hint, index: int, at: tuple[int, int, int], s: float
    ) -> None:
        """One option: its name (smaller if need be), a bar and its chance to win, its
        expected score; the bar only where the panel is wide enough."""
        x, y, width = at
        option: OptionStat = hint.options[index]
        is_best = hint.actions[index] == hint.action
        colour = BEST if is_best else theme.TEXT
        right = x + width
        pct_right = right - int(PCT_COLUMN * s)
        label = ("★ " if is_best else "   ") + self.option_label(hint.actions[index], option.action)
        room = pct_right - int(44 * s) - x
        # The bar only where the panel is wide and the name still fits beside it.
        wide = width >= 360 * s and theme.font(round(15 * s), is_best).size(label)[0] <= (
            room - 60 * s
        )
        label_room = room - int(60 * s) if wide else room
        # One line, smaller if need be, else two close lines in the row's height.
        lines, px = theme.fit_block(label, 15 * s, label_room, 25 * s, bold=is_best, smallest=LEAST)
        pitch = px * 1.05
        for k, line in enumerate(lines[:2]):
            where = (x, y + (k - (min(2, len(lines)) - 1) / 2) * pitch)
            theme.blit_text(surface, line, px, where, colour, bold=is_best, anchor="midleft")
        if wide:
            bar = pygame.Rect(pct_right - int(104 * s), y - int(5 * s), int(50 * s), int(10 * s))
            pygame.draw.rect(surface, (40, 52, 60), bar, border_radius=int(4 * s))
            fill = bar.copy()
            fill.width = max(1, int(bar.width * max(0.0, min(1.0, option.value))))
            pygame.draw.rect(surface, colour, fill, border_radius=int(4 * s))
        theme.blit_text(
            surface, percent(100 * option.value), 15 * s, (pct_right, y), colour, anchor="midright"
        )
        theme.blit_text(
            surface, number(option.expected_score, 1), 15 * s, (right, y), colour, anchor="midright"
        )

    def _draw_tags(self, surface: pygame.Surface, hint: Hint, s: float) -> None:
        """A small value tag on each action button (starred on the recommended one)."""
        for control, button in self.table.controls.buttons:
            if control.action not in hint.actions or not button.rect.width:
                continue
            index = hint.actions.index(control.action)
            is_best = control.action == hint.action
            text = ("★ " if is_best else "") + percent(100 * hint.options[index].value)
            tag = pygame.Rect(0, 0, int((62 if is_best else 46) * s), int(22 * s))
            tag.midbottom = (button.rect.right - int(30 * s), button.rect.y + int(8 * s))
            fill = BEST if is_best else (230, 236, 240)
            pygame.draw.rect(surface, fill, tag, border_radius=int(8 * s))
            theme.blit_text(
                surface, text, 13 * s, tag.center, (20, 24, 28), bold=True, anchor="center"
            )
