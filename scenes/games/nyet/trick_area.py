"""The Nyet! trick area: the trick in play, the last trick, the 2-player set-aside cards
and the prompt saying whose turn it is and what to do."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.nyet.actions import ChooseTeam, GiveBonus
from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.core.i18n import _, ngettext, pgettext
from scenes.core.phrases import about
from scenes.games.nyet.art import NyetArt
from scenes.games.nyet.layout import NyetPlaces
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.prompt import draw_fitted_prompt, fitted_px
from scenes.games.nyet.ui import NyetUi, busy, initial
from scenes.games.nyet.words import box_tip, discard_words

Spots = list[tuple[pygame.Rect, int]]


def trick_cards(model: NyetModel, p: NyetPlaces) -> Spots:
    """The cards of the trick in play, then of the last trick, where they are drawn."""
    cw = p.trick_cw
    out = []
    for i, card in enumerate(model.trick[: len(p.slots)]):
        slot = pygame.Rect(0, 0, cw, card_height(cw))
        slot.center = p.slots[i]
        out.append((slot, card))
    last = model.last_trick
    if last is not None and model.phase == "tricks":
        s, r = p.s, p.trick
        cw, step = int(26 * s), int(29 * s)
        x0 = r.right - int(10 * s) - step * (len(last.cards) - 1) - cw
        for i, card in enumerate(last.cards):
            out.append((pygame.Rect(x0 + i * step, r.y + int(34 * s), cw, card_height(cw)), card))
    return out


def trick_counter(done: int, hand_sizes: Sequence[int], on_table: bool) -> str:
    """ "Trick 4 of 15": the trick in play (its cards on the table, or the next to lead)
    of the round's tricks; once the hands are empty and the last trick is taken, the
    last one ("Trick 15 of 15", never "16 of 16")."""
    left = max([*hand_sizes, 0])
    if left == 0 and not on_table:
        number, count = done, done
    else:
        number, count = done + 1, done + max(1, left)
    return _("Trick {number} of {count}").format(number=number, count=count)


def draw_trick(
    surface: pygame.Surface, model: NyetModel, places: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """The trick in play (winner glowing), then the last trick, the set-aside cards and
    the prompt."""
    sh, s = model, places.s
    r = places.trick
    if sh.phase == "tricks" or sh.trick:
        counter = trick_counter(len(sh.tricks), sh.hand_sizes, bool(sh.trick))
        if sh.leader is not None:
            who = ui.name(sh.leader)
            counter += " · " + about(who, _("{name} leads"), _("You lead"))
        # Centred, clear of the last trick's label in the top right corner.
        last = sh.last_trick if sh.phase == "tricks" else None
        beside = 0.0
        if last is not None:
            label = _last_trick_label(ui, last.winner)
            beside = theme.font(round(12 * s), True).size(label)[0] + 16 * s
        room, x = r.width - 2 * beside - 8 * s, float(r.centerx)
        px = fitted_px(counter, 15 * s, room, True)
        if theme.font(round(px), True).size(counter)[0] > room:  # centred left of the label
            room, x = r.width - beside - 16 * s, r.x + 8 * s + (r.width - beside - 16 * s) / 2
            px = fitted_px(counter, 15 * s, room, True)
            counter = theme.fit_text(counter, px, room, True)
        theme.blit_text(
            surface,
            counter,
            px,
            (x, r.y + 14 * s + (15 * s - px) / 2),
            theme.TEXT_DIM,
            bold=True,
            anchor="midtop",
        )
        for i in range(places.n):
            _draw_slot(surface, model, places, ui, art, i)
    _draw_last_trick(surface, model, places, ui, art)
    _draw_aside(surface, model, places, art)
    _draw_prompt(surface, model, places, ui)


def _draw_slot(
    surface: pygame.Surface, model: NyetModel, p: NyetPlaces, ui: NyetUi, art: NyetArt, i: int
) -> None:
    """The ``i``-th place of the trick: its card (or an empty frame) and whose it is."""
    sh, s, cw = model, p.s, p.trick_cw
    x, y = p.slots[i]
    slot = pygame.Rect(0, 0, cw, art.height(cw))
    slot.center = (x, y)
    seat = ((sh.leader if sh.leader is not None else 0) + i) % p.n
    if i < len(sh.trick):
        seat, card = sh.trick_seats[i]
        surface.blit(art.shadow(cw), slot.move(3, 5))
        surface.blit(art.face(card, cw), slot)
        if ui.winner_index == i:
            glow = art.glow(cw, theme.WIN)
            surface.blit(glow, glow.get_rect(center=slot.center))
            top = (x, slot.y - 6 * s)
            word = pgettext("trick winner", "WINS")
            theme.blit_text(surface, word, 13 * s, top, theme.WIN, True, "midbottom")
    else:
        edge = (40, 96, 74)
        pygame.draw.rect(surface, edge, slot, max(1, int(2 * s)), border_radius=max(3, cw // 9))
    tok = art.token(seat, initial(ui, seat), int(9 * s), ring=False)
    label = theme.fit_text(ui.name(seat), 12 * s, cw + 10 * s, True)
    lab = theme.text(label, 12 * s, theme.TEXT, bold=True)
    lx = x - (tok.get_width() + 4 * s + lab.get_width()) / 2
    ly = slot.bottom + 14 * s
    surface.blit(tok, tok.get_rect(midleft=(int(lx), int(ly))))
    surface.blit(lab, lab.get_rect(midleft=(int(lx + tok.get_width() + 4 * s), int(ly))))


def _draw_aside(surface: pygame.Surface, sh: NyetModel, p: NyetPlaces, art: NyetArt) -> None:
    """2 players: the cards set aside unseen this round, in the trick area's corner."""
    if not sh.unseen_count:
        return
    r, s = p.trick, p.s
    cw = int(26 * s)
    for i in range(4):
        surface.blit(art.back(cw), (r.x + int(12 * s) + i * 3, r.y + int(14 * s) + i * 2))
    theme.blit_text(
        surface,
        aside_words(sh.unseen_count),
        12 * s,
        (r.x + 54 * s, r.y + 20 * s),
        theme.TEXT_DIM,
        bold=True,
    )
    theme.blit_text(
        surface, _("unseen this round"), 12 * s, (r.x + 54 * s, r.y + 36 * s), theme.TEXT_DIM
    )


def aside_words(count: int) -> str:
    """The first line of the 2-player set-aside note ("30 cards set aside,")."""
    return ngettext("{count} card set aside,", "{count} cards set aside,", count).format(
        count=count
    )


def _draw_last_trick(
    surface: pygame.Surface, sh: NyetModel, p: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """The previous trick, small, in the trick area's corner (winner's card outlined)."""
    last = sh.last_trick
    if last is None or sh.phase != "tricks":
        return
    leader, winner = last.leader, last.winner
    r, s = p.trick, p.s
    theme.blit_text(
        surface,
        _last_trick_label(ui, winner),
        12 * s,
        (r.right - 10 * s, r.y + 14 * s),
        theme.TEXT_DIM,
        bold=True,
        anchor="topright",
    )
    for i, (rect, card) in enumerate(trick_cards(sh, p)[len(sh.trick) :]):
        surface.blit(art.face(card, rect.width), rect)
        if (leader + i) % p.n == winner:
            pygame.draw.rect(
                surface, theme.WIN, rect.inflate(4, 4), max(2, int(2 * s)), border_radius=5
            )


def _last_trick_label(ui: NyetUi, winner: int) -> str:
    """The words over the last trick: "Last trick → Ann"."""
    return _("Last trick → {name}").format(name=ui.name(winner))


def prompt(sh: NyetModel, ui: NyetUi) -> tuple[str, str]:
    """The prompt bar's headline and help line (whose turn, what to do); none in a
    replay (a driven table: its position is a past one, no turn is anyone's now)."""
    if ui.finished:
        return _("Game over"), ""
    p = sh.current_player
    if busy(ui) or p < 0 or ui.driven:
        return "", ""
    if ui.to_act:
        return _my_prompt(sh, ui)
    name = ui.name(p)
    phase = sh.phase
    if phase == "nyet":
        return (
            about(
                name, _("{name} is choosing a box to cover"), _("You are choosing a box to cover")
            ),
            _("The last open box of each line sets the round's terms"),
        )
    if phase == "team":
        return about(name, _("{name} is choosing the teams"), _("You are choosing the teams")), ""
    if phase == "bonus":
        return (
            about(name, _("{name} is giving the Bonus card"), _("You are giving the Bonus card")),
            "",
        )
    if phase == "discard":
        return (
            about(name, _("{name} is discarding"), _("You are discarding")),
            _("Discards are face down"),
        )
    if phase == "pass":
        return (
            about(
                name, _("{name} is choosing a card to pass"), _("You are choosing a card to pass")
            ),
            "",
        )
    return about(name, _("{name} to play"), _("Your turn to play")), ""


def _my_prompt(sh: NyetModel, ui: NyetUi) -> tuple[str, str]:
    """The prompt when the person looking is to move."""
    phase = sh.phase
    if phase == "nyet":
        return (
            _("Your turn: say Nyet! to one box"),
            _("Click an open box on a line with 2 or more open boxes (or arrows + Enter)"),
        )
    if phase in ("team", "bonus"):
        return "", ""  # the dialog asks
    if phase == "discard":
        what = discard_words(sh.discard) or pgettext("Nyet! prompt", "discard")
        return (
            _("Your turn: {action}").format(action=what),
            _("Click a card (or ←/→ and Enter); it is out of this round, unseen"),
        )
    if phase == "pass":
        left = ui.name(((ui.viewer or 0) + 1) % sh.num_players)
        return (
            _("Your turn: choose a card to pass to {name}").format(name=left),
            _("All passed cards arrive together once everyone has chosen"),
        )
    if sh.trick:
        help_ = _("Follow the colour led if you can — ←/→ to choose, Enter to play, or click")
    else:
        help_ = _("You lead: any card — ←/→ to choose, Enter to play, or click")
    return _("Your turn: play a card"), help_


def _draw_prompt(surface: pygame.Surface, sh: NyetModel, p: NyetPlaces, ui: NyetUi) -> None:
    """The phase title and the prompt bar (hidden while a dialog is up). While the mouse
    is on a board box the bar's help line tells what the box is (no tooltip covers it)."""
    if any(isinstance(a, (ChooseTeam, GiveBonus)) for a in ui.legal):
        return
    r, s = p.trick, p.s
    if sh.phase != "tricks" and not sh.trick and not ui.finished:
        theme.blit_text(
            surface,
            phase_title(sh.phase),
            52 * s,
            (r.centerx, r.centery - 70 * s),
            (34, 110, 80),
            bold=True,
            anchor="center",
        )
    bar = p.prompt
    if sh.removed_open and sh.phase != "tricks":
        note = _("3 players: every 11, 12 and 13 is out of the game")
        px = fitted_px(note, 12 * s, r.width - 20 * s)
        at = (r.centerx, bar.y - 6 * s)
        theme.blit_text(surface, note, px, at, theme.TEXT_DIM, anchor="midbottom")
    main, help_ = prompt(sh, ui)
    tip = next(
        (
            box_tip(*key, sh.board[key[0]][key[1]], ui.name)
            for key, rect in p.boxes.items()
            if rect.collidepoint(ui.mouse) and sh.board
        ),
        "",
    )
    if tip:
        main, help_ = (main, tip) if main else (tip, "")
    if main or help_:
        draw_fitted_prompt(surface, bar, main, help_, s)


def phase_title(phase: str) -> str:
    """The big word over the trick area before the tricks: the phase's name."""
    titles = {
        "nyet": pgettext("Nyet! phase title", "NYET!"),
        "team": pgettext("Nyet! phase title", "TEAM"),
        "bonus": pgettext("Nyet! phase title", "BONUS"),
        "discard": pgettext("Nyet! phase title", "DISCARD"),
        "pass": pgettext("Nyet! phase title", "PASS"),
        "over": pgettext("Nyet! phase title", "GAME OVER"),
    }
    return titles.get(phase, phase.upper())
