"""Words that say what they mean, and round banners that show the round just played:
the per-card special cards named by their faces (records keep their stored titles), the
last round's banner says the game is over, no turn ring under a banner, the finished
round's dealer on Play or Pay's last banner, changes that add up with the pot, banner
lines wrapped between phrases, Nyet!'s "yourself" and its trump pill with the colour,
and the 6 and 9 underlined on card faces."""

from __future__ import annotations

import pygame
import pytest

from game.bots import make_bot
from game.bots.base import decision_rng
from game.contract import Action
from game.events import EventLog, RoundScored
from game.games.nothanks.special_scoring import breakdown
from game.games.nothanks.specials import BY_NAME
from game.records import Seat
from scenes.core.card_surfaces import number_image, turned_number, underlined
from scenes.core.session import GameSession
from scenes.registry import table_for
from scenes.table.banner import phrase_rows
from tests.scenes.helpers import pump


# Minus per card, Plus per card -------------------------------------------------------
def test_the_per_card_cards_are_named_by_their_faces() -> None:
    from scenes.games.nothanks.specials import SpecialFace, short_label, tooltip
    from scenes.games.nothanks.words import card_words

    assert short_label(SpecialFace("minus")) == "+1 per card"
    assert short_label(SpecialFace("plus")) == "−1 per card"
    assert card_words(BY_NAME["minus"].name, colour=True) == "+1 per card (red)"
    assert tooltip(SpecialFace("minus")).startswith("+1 per card\n+1 point per card")
    # Records keep the stored English title: only the table's words changed.
    assert BY_NAME["minus"].title == "Minus per card" and BY_NAME["plus"].title == "Plus per card"


def test_a_stored_breakdown_shows_the_new_name() -> None:
    from scenes.games.nothanks.breakdown import breakdown_lines

    hand = [5, 6, BY_NAME["minus"].id]
    stored = breakdown(hand, 4)
    assert stored["effects"][0]["title"] == "Minus per card"  # what a record holds
    lines = breakdown_lines(dict(stored))
    assert any(line.startswith("+1 per card: +3 points") for line in lines), lines
    assert not any("Minus" in line for line in lines)


# The last round's banner ---------------------------------------------------------------
def test_the_last_round_says_the_game_is_over() -> None:
    from scenes.games.nothanks.prompts import round_banner

    name = ["You", "Bo"].__getitem__
    assert round_banner(1, 1, [3, 5], [3, 5], name)[0] == "Game over"
    assert round_banner(2, 2, [3, 5], [3, 5], name)[0] == "Game over after 2 rounds"
    assert round_banner(1, 2, [3, 5], [3, 5], name)[0] == "Round 1 is over"


def last_action(game: str, options: dict[str, object], seed: int) -> tuple[GameSession, Action]:
    """A session one action before its game ends (that action ends the last round)."""
    seats = [Seat("You", "human")] + [Seat(n, "easy") for n in ("Bo", "Cleo", "Dev")]
    session = GameSession.new(game, options, seats, seed)
    bot = make_bot(game, "easy")
    while True:
        state, seat = session.state, session.state.current_player
        action = bot.choose(state.view(seat), state.legal_actions(), decision_rng(seed, seat, 0))
        probe = state.clone()
        events = EventLog()
        probe.apply(action, events)
        if probe.is_terminal() and any(isinstance(e, RoundScored) for e in events):
            return session, action
        session.apply(action)


def banner_of_last_round(app, game: str, options: dict[str, object], seed: int = 4):
    session, last = last_action(game, options, seed)
    before = session.state.view(0)
    table = table_for(app, session, autosave=False)
    table.mode.hold_bots = True
    app.start(table)
    pump(app, 3)
    table.play(last)
    for _ in range(900):
        pump(app)
        if table.picture.ui.banner is not None:
            return table, before
    raise AssertionError("no banner at the game's end")


@pytest.mark.parametrize("seed", [4, 5])
def test_play_or_pay_s_last_banner_shows_its_round_s_dealer(normal_app, seed: int) -> None:
    table, before = banner_of_last_round(normal_app, "playorpay", {"rounds": 2}, seed)
    banner = table.picture.ui.banner
    assert banner.title.startswith("Game over — ")
    assert table.picture.model.dealer == before.dealer  # not the next round's
    assert table.session.state.view(0).dealer != before.dealer  # the engine moved on


def test_the_pot_s_winner_reads_as_the_pot_less_what_it_paid_in() -> None:
    from game.games.playorpay.events import RoundEnded
    from scenes.games.playorpay.words import round_end_banner

    event = RoundEnded(
        round=1,
        points=(7.0, -3.0, -4.0),
        totals=(42.0, 17.0, 16.0),
        winner=0,
        sevens=False,
        tokens=(42, 17, 16),
        pot=0,
        in_game=(True, True, True),
        finish_order=(0,),
        dealer=1,
        pot_won=8,
    )
    title, lines = round_end_banner(event, ["Cleo", "Bo", "Dev"].__getitem__, (True,) * 3)
    texts = [line if isinstance(line, str) else line[0] for line in lines]
    assert title == "Round 1 — Cleo went out first"
    assert texts[0] == "Cleo wins the pot: 8 tokens"
    assert texts[1] == "Cleo   42 tokens  (+7 this round: pot 8 − 1 paid in)"
    assert texts[2] == "Bo   17 tokens  (−3 this round)"
    last, _lines = round_end_banner(event, ["You", "Bo", "Dev"].__getitem__, (True,) * 3, True)
    assert last == "Game over — You went out first"


@pytest.mark.parametrize("game", ["nothanks", "nyet", "playorpay"])
def test_no_seat_keeps_its_turn_ring_under_a_banner(normal_app, game: str) -> None:
    options: dict[str, object] = {"nyet": {"rounds": "1"}, "playorpay": {"rounds": 1}}.get(game, {})
    table, _before = banner_of_last_round(normal_app, game, options)
    ui, model = table.picture.ui, table.picture.model
    assert ui.banner is not None and not ui.finished
    for seat in range(model.num_players):
        assert not seat_turn(game, table.picture, seat), seat


@pytest.mark.parametrize("game", ["nothanks", "nyet", "playorpay"])
def test_skip_is_not_offered_under_a_banner(normal_app, game: str) -> None:
    options: dict[str, object] = {"nyet": {"rounds": "1"}, "playorpay": {"rounds": 1}}.get(game, {})
    table, _before = banner_of_last_round(normal_app, game, options)
    table._refresh_ui(0.0)
    assert table.picture.ui.banner is not None
    assert not table.controls.skip.button.visible and not table.controls.skip.offered


def seat_turn(game: str, picture, seat: int) -> bool:
    """Whether the seat's panel shows the turn ring."""
    model, places, ui = picture.model, picture.places, picture.ui
    if game == "nothanks":
        from scenes.games.nothanks.seats import seat_look

        return seat_look(model, seat, ui).turn
    if game == "nyet":
        from scenes.games.nyet.seats import seat_look as nyet_look

        return nyet_look(model, places, ui, seat).turn
    from scenes.games.playorpay.seats import seat_look as pop_look

    return pop_look(model, ui, seat, ui.bottom).turn


# Banner lines wrap between phrases -------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "Du:  +26 in dieser Runde,  26 gesamt",
        "Vous :  +26 cette manche,  26 au total",
        "Cleo   42 tokens  (+7 this round: pot 8 − 1 paid in)",
    ],
)
@pytest.mark.parametrize("width", [320, 240, 180, 140, 100])
def test_a_banner_line_never_breaks_a_number_from_its_word(app, line: str, width: int) -> None:
    rows = [row.replace("\u00a0", " ") for row in phrase_rows(line, 17, width, False)]
    assert " ".join(rows).split() == line.split()  # every word, in order
    for row in rows[:-1]:
        assert not row.rstrip()[-1:].isdigit(), rows  # no row ends with a bare number
    last = line.split("  ")[-1].strip()
    if len(rows) > 1 and width >= 140 and len(last) < 15:  # "26 gesamt" stays whole
        assert rows[-1].strip() == last, rows


def test_a_line_that_fits_stays_whole(app) -> None:
    assert phrase_rows("Ann:  +3 this round,  12 total", 17, 900, False) == [
        "Ann:  +3 this round,  12 total"
    ]


# Nyet! words ----------------------------------------------------------------------
def test_a_seat_named_you_vetoes_yourself() -> None:
    from game.games.nyet.board import FIRST
    from game.games.nyet.events import BoxCovered
    from scenes.games.nyet.words import box_tip, box_words, describe

    name = ["You", "Bo", "Cleo"].__getitem__
    event = BoxCovered(player=0, line=FIRST, box=0, text="0", covers_left=9, to_move=1)
    assert describe(event, name, 3) == "You: Nyet! to yourself as first player"
    other = BoxCovered(player=1, line=FIRST, box=0, text="0", covers_left=9, to_move=2)
    assert describe(other, name, 3) == "Bo: Nyet! to You as first player"
    assert box_words(FIRST, 1, name, 1) == "Bo as first player"
    assert box_tip(FIRST, 0, 0, name) == "You said Nyet! to yourself as first player."


def test_the_trump_pill_keeps_its_colour_when_short() -> None:
    from game.registry import get_game
    from game.rng import Rng
    from scenes.games.nyet.model import model_from_view
    from scenes.games.nyet.top_bar import bar_facts
    from scenes.games.nyet.words import COLOUR_INDEX, colour_name

    state = get_game("nyet").new_state(4, {}, 3)
    rng = Rng(3)
    while state.view(0).trump is None:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    model = model_from_view(state.view(0))
    trump = bar_facts(model)[0]
    colour = colour_name(COLOUR_INDEX[model.trump])
    assert trump.short == f"Trump {colour}" and colour in trump.text


# 6 and 9 -------------------------------------------------------------------------------
def test_which_numbers_are_underlined() -> None:
    from game.games.nothanks.core import ALL_CARDS
    from game.games.nyet.cards import VALUES

    assert {n for n in ALL_CARDS if underlined(n, ALL_CARDS)} == {6, 9}
    assert {n for n in VALUES if underlined(n, VALUES)} == {6, 9}
    big = range(1, 100)
    marked = {n for n in big if underlined(n, big)}
    assert {6, 9, 16, 18, 19, 61, 66, 68, 81, 86, 89, 91, 98, 99} == marked
    assert turned_number(11) == 11 and turned_number(10) is None and turned_number(7) is None


def test_an_underlined_number_has_a_bar_under_it(app) -> None:
    plain = number_image("6", 40, (0, 0, 0), False)
    marked = number_image("6", 40, (0, 0, 0), True)
    assert plain.get_size() == marked.get_size()

    def inked_rows(image: pygame.Surface) -> list[int]:
        return [
            y
            for y in range(image.get_height())
            if any(image.get_at((x, y)).a > 128 for x in range(image.get_width()))
        ]

    assert max(inked_rows(marked)) > max(inked_rows(plain)) + 1  # a bar below the glyph


def test_the_faces_underline_6_and_9_only(app, monkeypatch) -> None:
    import scenes.games.nothanks.art as nothanks_art
    import scenes.games.nyet.art as nyet_art
    from game.games.nyet.cards import make_card

    drawn: list[tuple[str, bool]] = []

    def spy(text: str, px: float, ink, underline: bool) -> pygame.Surface:
        drawn.append((text, underline))
        return number_image(text, px, ink, underline)

    monkeypatch.setattr(nothanks_art, "number_image", spy)
    monkeypatch.setattr(nyet_art, "number_image", spy)
    for value in (5, 6, 9, 16, 19, 29):
        nothanks_art.CardArt().face(value, 90)
        nothanks_art.CardArt().tucked(value, 60)
    for value in (6, 8, 9, 11):
        nyet_art.NyetArt().face(make_card(1, value), 80)
    assert {text for text, bar in drawn if bar} == {"6", "9"}
    assert {text for text, bar in drawn if not bar} == {"5", "16", "19", "29", "8", "11"}
    assert len([1 for text, bar in drawn if text == "9"]) >= 4  # big numeral and corners


def test_the_coach_names_the_person_s_own_first_player_box_yourself() -> None:
    from game.games.nyet import actions as nyet
    from scenes.games.nyet.coach_words import option_words

    def name(seat: int | None) -> str:
        return ["You", "Bo", "Cy"][seat or 0]  # three seats: a box index past them fails

    assert option_words(nyet.Cover(0, 0), "", name) == "Nyet! to yourself as first player"
    assert option_words(nyet.Cover(0, 1), "", name) == "Nyet! to Bo as first player"
    for line, box in ((1, 4), (2, 3), (4, 4)):  # other lines' boxes are no seats
        assert option_words(nyet.Cover(line, box), "", name).startswith("Nyet! to ")
