"""The rules screen: a scrolling page of our rulings in plain words, in the current
language: each line of a game's page (a heading, a bullet or a paragraph, without its
``# `` / ``- `` mark) is one message with the context "rules" (``build/i18n.py`` puts
every game's lines in the catalogue), looked up when the page is laid out."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.registry import all_games
from scenes.core import theme
from scenes.core.i18n import _, local_title, pgettext
from scenes.core.page import PageScene
from scenes.core.widgets import Button, Stepper
from scenes.screens.rules_text import rules_text

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class RulesScene(PageScene):
    """Rules of one game; the wheel, Up / Down and Page Up / Down scroll (Space too,
    unless a focused widget takes it); Tab reaches the game picker and Back."""

    arrows_move_focus = False

    def __init__(self, app: Host, game_id: str | None = None) -> None:
        super().__init__(app)
        self.games = list(all_games())
        ids = [g.id for g in self.games]
        self.game_id = game_id if game_id in ids else ids[0]
        self.scroll = 0.0
        self.lines: list[tuple[str, str]] = []
        self.picker = Stepper("", [g.name for g in self.games], ids.index(self.game_id), self._pick)
        self.picker.label_width = 0.28  # room for the longest game name
        self.close = Button("", self.back, style="secondary", hint="Esc")
        self.widgets = [self.picker, self.close]
        self.body = pygame.Rect(0, 0, 0, 0)
        self.words()

    def words(self) -> None:
        """The title and labels in the current language."""
        self.title = _("Rules")
        self.picker.label = _("Game")
        self.close.label = _("Back")
        self.close.hint = pgettext("key", "Esc")

    def language_changed(self) -> None:
        """The labels and the page's lines again, in the new language."""
        self.words()
        super().language_changed()

    def _pick(self, index: int) -> None:
        self.game_id = self.games[index].id
        self.scroll = 0
        self._laid_out = None

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        self.body = pygame.Rect(
            int(w * 0.5 - 440 * s), int(110 * s), int(880 * s), h - int(200 * s)
        )
        self.body.x = max(int(20 * s), self.body.x)
        self.body.width = min(self.body.width, w - int(40 * s))
        # Bottom row: Back centred, the game picker to its left with a clear gap.
        close_w, gap = int(200 * s), int(28 * s)
        self.close.place((w // 2 - close_w // 2, h - int(76 * s), close_w, int(54 * s)), s)
        picker_w = min(int(340 * s), self.close.rect.x - gap - self.body.x)
        self.picker.place((self.body.x, h - int(69 * s), picker_w, int(40 * s)), s)
        self.picker.visible = len(self.games) > 1 and picker_w > int(160 * s)
        width = self.body.width - 48 * s
        self.lines = []
        local = self.published_as()
        for line in rules_text(self.game_id).strip().split("\n"):
            raw = rules_line(line.strip())
            if not raw:
                continue
            if raw.startswith("# "):
                self.lines.append(("", "gap"))
                self.lines.extend(
                    (part, "head") for part in theme.wrap_text(raw[2:], 24 * s, width, True)
                )
                if local:  # under the page's first heading, the game's title
                    self.lines.extend((p, "local") for p in theme.wrap_text(local, 18 * s, width))
                    local = ""
            elif raw.startswith("- "):
                parts = theme.wrap_text(raw[2:], 18 * s, width - 26 * s)
                self.lines.append((parts[0], "bullet"))
                self.lines.extend((part, "cont") for part in parts[1:])
            else:
                self.lines.extend((part, "text") for part in theme.wrap_text(raw, 18 * s, width))
        self.line_h = float(theme.pitch(18 * s, 1.5))
        self.scroll = min(self.scroll, self.max_scroll())

    def published_as(self) -> str:
        """The line under the page's title that names the game as its players in this
        language know it ("" when they know it by its brand name)."""
        name = next(g.name for g in self.games if g.id == self.game_id)
        title = local_title(name)
        # TRANSLATORS: {title} is the game's published title in your language
        return _("Published in your language as {title}").format(title=title) if title else ""

    def max_scroll(self) -> float:
        return max(
            0.0, len(self.lines) * self.line_h - self.body.height + 40 * theme.ui_scale(self.size)
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        step = 0.0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y * 3 * self.line_h
        elif event.type == pygame.KEYDOWN:
            step = {
                pygame.K_DOWN: self.line_h,
                pygame.K_UP: -self.line_h,
                pygame.K_PAGEDOWN: self.body.height * 0.9,
                pygame.K_PAGEUP: -self.body.height * 0.9,
                pygame.K_SPACE: self.body.height * 0.9 if self.ring.current is None else 0.0,
            }.get(event.key, 0.0)
        if step:
            self.scroll = max(0.0, min(self.max_scroll(), self.scroll + step))
            return
        super().handle_event(event)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        theme.draw_panel(surface, self.body, (12, 20, 28, 230), int(14 * s))
        clip = surface.get_clip()
        surface.set_clip(self.body.inflate(-int(8 * s), -int(8 * s)))
        y = self.body.y + 20 * s - self.scroll
        x = self.body.x + 24 * s
        for text, kind in self.lines:
            if y > self.body.bottom:
                break
            if y + self.line_h >= self.body.y:
                if kind == "head":
                    theme.blit_text(surface, text, 24 * s, (x, y), theme.ACCENT, bold=True)
                elif kind == "bullet":
                    theme.blit_text(surface, "•", 18 * s, (x + 4 * s, y), theme.ACCENT)
                    theme.blit_text(surface, text, 18 * s, (x + 26 * s, y), theme.TEXT)
                elif kind == "cont":
                    theme.blit_text(surface, text, 18 * s, (x + 26 * s, y), theme.TEXT)
                elif kind == "text":
                    theme.blit_text(surface, text, 18 * s, (x, y), theme.TEXT)
                elif kind == "local":
                    theme.blit_text(surface, text, 18 * s, (x, y), theme.TEXT_DIM)
            y += self.line_h if kind != "gap" else self.line_h * 0.5
        surface.set_clip(clip)
        if self.max_scroll() > 0:
            track = pygame.Rect(
                self.body.right - int(10 * s),
                self.body.y + int(10 * s),
                int(4 * s),
                self.body.height - int(20 * s),
            )
            pygame.draw.rect(surface, (60, 70, 80), track, border_radius=2)
            frac = self.body.height / (self.body.height + self.max_scroll())
            thumb_h = max(int(30 * s), int(track.height * frac))
            thumb_y = track.y + int((track.height - thumb_h) * (self.scroll / self.max_scroll()))
            pygame.draw.rect(
                surface, theme.ACCENT, (track.x, thumb_y, track.width, thumb_h), border_radius=2
            )


#: The context of a rules page's lines in the catalogue (``build/i18n.py``).
RULES_CONTEXT = "rules"


def rules_line(raw: str) -> str:
    """One line of a rules page in the current language, its ``# `` / ``- `` mark kept
    (a line the catalogue lacks stays English)."""
    if not raw:
        return raw
    mark = raw[:2] if raw.startswith(("# ", "- ")) else ""
    return mark + pgettext(RULES_CONTEXT, raw[len(mark) :])
