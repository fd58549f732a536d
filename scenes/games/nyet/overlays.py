"""What the Nyet! table draws over the play area: the first player's dialog panel (its
buttons are the scene's), the toast, the pieces in flight; and the round banner's lines
(from the ``round_end`` event only)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.nyet.actions import ChooseTeam, GiveBonus
from game.games.nyet.events import NyetRoundScored
from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.core.phrases import signed
from scenes.games.nyet.art import TEAM_COLOURS, NyetArt
from scenes.games.nyet.layout import NyetPlaces, dialog_rect
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.prompt import draw_fitted_prompt
from scenes.games.nyet.ui import NyetUi, initial
from scenes.games.nyet.words import team_score_line
from scenes.table.banner import BannerLine
from scenes.table.components import toast
from scenes.table.components.prompt_bar import prompt_rect

#: The dialog's sub-heading by player count (team choice; translated when drawn).
TEAM_HELP = {
    5: N_("Your side may be 2 or 3 players; the team of 2 gets the Bonus card."),
    4: N_("Two against two: pick your partner."),
    3: N_("Alone against two (you hold the Bonus card) or with a partner."),
}


def round_banner_lines(name: Callable[[int], str], event: NyetRoundScored) -> list[BannerLine]:
    """The round banner's lines: each team's score, then each seat's points and total."""
    details = event.breakdown
    lines: list[BannerLine] = []
    for side in (0, 1):
        members = [i for i, d in enumerate(details) if int(d["team"]) == side]
        if not members:
            continue
        names = ", ".join(name(i) for i in members)
        text = team_score_line(side, names, details[members[0]], event.team_scores[side])
        lines.append((text, TEAM_COLOURS[side], True))
    lines.append(("", theme.TEXT, False))
    totals = event.totals
    for seat in sorted(range(len(event.points)), key=lambda i: -totals[i]):
        if details[seat].get("bonus"):
            said = _("{name}:  {points}  (Bonus ×2)   total {total}")
        else:
            said = _("{name}:  {points}   total {total}")
        line = said.format(
            name=name(seat), points=signed(int(event.points[seat])), total=int(totals[seat])
        )
        lines.append((line, theme.TEXT, False))
    return lines


def draw_dialog(
    surface: pygame.Surface, model: NyetModel, places: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """The panel behind the team or Bonus buttons, while the viewer chooses."""
    choices = [a for a in ui.legal if isinstance(a, (ChooseTeam, GiveBonus))]
    if not choices or places.trick.width <= 0:
        return
    s, r = places.s, dialog_rect(places, len(choices))
    theme.draw_panel(surface, r, (12, 18, 26, 240), int(14 * s), theme.ACCENT, 2, shadow=int(8 * s))
    if any(isinstance(a, GiveBonus) for a in choices):
        title = _("Give the Bonus card")
        sub = _("It doubles its holder's round points; it goes to the team of two.")
    else:
        title = _("You are the first player: choose your team")
        sub = _(TEAM_HELP[model.num_players]) if model.num_players in TEAM_HELP else ""
    head = pygame.Rect(r.x + int(10 * s), r.y + int(10 * s), r.width - int(20 * s), 0)
    head.height = prompt_rect(head.midbottom, head.width, True, s).height
    draw_fitted_prompt(surface, head, title, sub, s)


def draw_toast(
    surface: pygame.Surface, model: NyetModel, places: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """The toast, if one is up, centred on the trick area."""
    if ui.toast is not None:
        width = places.trick.width - 10 * places.s
        centre = places.trick.center
        toast.draw_toast(
            surface, ui.toast, centre, places.s, max_width=width, title_colour=theme.ACCENT
        )


def draw_sprites(
    surface: pygame.Surface, model: NyetModel, places: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """The pieces in flight: tokens, the Bonus card, card backs and faces."""
    for sprite in ui.sprites:
        w = max(6, int(sprite.w))
        if sprite.kind == "token":
            surf = art.token(int(sprite.value), initial(ui, int(sprite.value)), w // 2)
        elif sprite.kind == "bonus":
            surf = art.bonus_card(w)
        elif sprite.kind == "back":
            surf = art.back(w)
        else:
            surf = art.face(int(sprite.value), w)
        rect = surf.get_rect(center=(int(sprite.x), int(sprite.y)))
        if sprite.alpha < 255:
            surf = surf.copy()
            surf.set_alpha(int(max(0, sprite.alpha)))
        elif sprite.kind in ("card", "back"):
            surface.blit(art.shadow(w), rect.move(4, 7))
        surface.blit(surf, rect)
