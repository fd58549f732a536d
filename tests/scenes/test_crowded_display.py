"""The most crowded No Thanks! tables: five to seven players with every special card,
late in the round. A display too full to read as cards shows tags (numbers, runs as
"17–21", special cards by their short names) that stay inside the seat's panel, never
overlap and are never cut; every card of the display is on one of them."""

from __future__ import annotations

import pygame
import pytest

from game.bots import make_bot
from game.play import bot_move
from game.records import Seat
from scenes.core import theme
from scenes.core.session import GameSession
from scenes.games.nothanks.display_tags import display_spots, needs_tags, tags
from scenes.games.nothanks.layout import display_cards
from scenes.registry import table_for
from tests.scenes.helpers import headless_app, pump

OPTIONS = {"specials": True, "green": 16, "red": 6}


def late_tables(app, players: int):
    """Tables of a seeded game after many random moves, one every 20 moves."""
    seats = [Seat("Ann", "human")] + [Seat(f"P{i}", "easy") for i in range(1, players)]
    session = GameSession.new("nothanks", OPTIONS, seats, players * 7)
    stand_in = make_bot("nothanks", "random")
    for ply in range(400):
        if session.state.is_terminal():
            return
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
        if ply % 20 == 19:
            table = table_for(app, session)
            table.mode.hold_bots = True
            app.manager.reset(table)
            pump(app, 2)
            yield table


@pytest.mark.parametrize("players", [5, 7])
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=["1280x720", "960x540"])
def test_a_full_display_reads_as_tags_inside_its_panel(players: int, size) -> None:
    app = headless_app(size, "de", text_size=150 if size[0] == 960 else 100)
    tagged = 0
    try:
        for table in late_tables(app, players):
            picture = table.picture
            places, model, ui = picture.places, picture.model, picture.ui
            for seat in places.seats:
                cards = display_cards(model, seat, ui)
                spots = display_spots(places, model, seat, ui)
                assert sorted(map(str, cards)) == sorted(str(card) for card, _r, _t in spots)
                if not needs_tags(places, model, seat, ui):
                    continue
                tagged += 1
                shown = tags(places, model, seat, ui)
                panel = places.seats[seat]
                for i, tag in enumerate(shown):
                    assert panel.contains(tag.rect), (seat, tag.text, tag.rect, panel)
                    assert not any(tag.rect.colliderect(other.rect) for other in shown[i + 1 :])
                    width = theme.font(tag.px, True).size(tag.text)[0]
                    assert width <= tag.rect.width - 8 * places.s, tag.text  # never cut
    finally:
        app.close()
    assert tagged, "no display was full enough to need tags"


def test_a_chosen_card_is_found_on_its_tag() -> None:
    """Clicks and tooltips ask :func:`display_spots`: a card on a tag is under it."""
    app = headless_app((960, 540), "en")
    try:
        for table in late_tables(app, 7):
            picture = table.picture
            for seat in picture.places.seats:
                model, ui, places = picture.model, picture.ui, picture.places
                if needs_tags(places, model, seat, ui):
                    for card, rect, _tucked in display_spots(places, model, seat, ui):
                        assert isinstance(rect, pygame.Rect) and rect.width > 0, card
                    return
    finally:
        app.close()
    pytest.fail("no display needed tags")


def test_the_out_of_play_line_says_it_all_in_its_tooltip() -> None:
    """A long out-of-play line is cut on the table; hovering it shows the whole line."""
    from scenes.games.nothanks.centre import out_of_play_line, out_of_play_rows
    from scenes.games.nothanks.controls import tooltip

    app = headless_app((960, 540), "de", text_size=150)
    try:
        for table in late_tables(app, 7):
            picture = table.picture
            model, places, ui = picture.model, picture.places, picture.ui
            rows, box = out_of_play_rows(model, places, ui)
            if rows and " ".join(part for part, _at in rows) != out_of_play_line(model):
                ui.mouse = box.center
                assert tooltip(model, places, ui) == out_of_play_line(model)
                return
    finally:
        app.close()
    pytest.skip("no out-of-play line was long enough to be cut in these games")
