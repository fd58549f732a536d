"""The review's headline and reasons in words (issue 55 item 7): where a seat finished
and what cost it most in the game's terms, why a move below fine was worse, what the
marks mean, a mistake mark that is no missing-glyph diamond, and a subtitle that names
the game."""

from __future__ import annotations

import pygame

from game.games.nothanks.rules import PASS, TAKE
from game.records import start_state
from game.registry import get_game
from game.review import FINE, MISTAKE, Decision, OptionStat, Review, review_record
from game.review.story import seat_story
from game.story import COSTLY_DECISION, COSTLY_RUN, Turn
from scenes.plugins import ui_for
from scenes.replay.rating_marks import COLOURS, draw_mark
from scenes.replay.review import ReviewScene
from scenes.replay.review_headline import (
    headline_of,
    legend,
    review_turn_words,
    subtitle,
)
from scenes.replay.review_note import list_row, review_words
from tests.review_fixtures import starved_record
from tests.scenes.helpers import pump


def _name(seat: int | None) -> str:
    return "" if seat is None else ("Ann", "Bo", "Cy")[seat]


def _story_review(record):
    return Review(record.game, "", len(record.actions), (0,), None, [])


def test_the_headline_says_where_the_seat_finished_and_that_it_ran_out_of_chips():
    record = starved_record()
    said = headline_of(record, seat_story(record, _story_review(record), 0))
    assert said.standing == "Ann finished 3rd of 3 with 40; Bo won with 6."
    assert said.story == [
        "Ann ran out of chips 2 times, first on move 41, and had to take 14 and 28 (38 points)."
    ]
    you = ui_for("nothanks").turn_words
    assert you is not None
    one = Turn("out_of_chips", 21, 30, 59.0, ("28", "31"), 1)
    assert you(one, "You") == (
        "You ran out of chips on move 22 and had to take 28 and 31 (59 points)."
    )


def test_the_reviews_own_turns_in_words():
    run = Turn(COSTLY_RUN, 39, 58, 31.4, (), 5)
    assert review_turn_words(run, "You") == (
        "Your costliest stretch: 5 weak decisions in a row, moves 40 to 59, gave away "
        "about 31 points."
    )
    one = Turn(COSTLY_DECISION, 52, 52, 9.2, (), 1)
    assert review_turn_words(one, "Bo") == (
        "Bo's costliest decision was on move 53: about 9 points given away."
    )


def test_play_or_pay_tells_the_tokens_paid():
    words = ui_for("playorpay").turn_words
    assert words is not None
    turn = Turn("paid_tokens", 39, 87, 9.0, (), 2)
    assert words(turn, "You") == "You paid 9 tokens in round 2, between moves 40 and 88."


def _taking_33_holding_34_and_35():
    spec = get_game("nothanks")
    options = spec.validate(3, {"rounds": 1, "first_player": "1"})
    deal = {"rounds": [{"stack": [34, 35, 33, 10, 20], "unseen": [3, 4, 5]}]}
    return spec.new_state(3, options, 1, deal)


def test_taking_at_once_while_holding_the_neighbours_says_why():
    state = _taking_33_holding_34_and_35()
    state.apply(TAKE)
    state.apply(TAKE)
    why = ui_for("nothanks").reason_words
    assert why is not None
    assert why(state.view(0), "You", TAKE, PASS, _name) == (
        "33 joins only your 34–35 and nobody else wants it: letting it go round first "
        "would have collected about 2 chips."
    )


def test_every_row_below_fine_carries_its_reason():
    record = starved_record()
    state = start_state(record)
    for text in record.actions[:40]:
        state.apply(state.find_action(text))
    options = (OptionStat("take", 10, 0.5, 20.0), OptionStat("pass", 10, 0.4, 26.0))
    bad = Decision(40, 0, "pass", "take", 0.1, 6.0, MISTAKE, options)
    fine = Decision(3, 0, "pass", "pass", 0.0, 0.0, FINE, options)
    review = Review("nothanks", "", len(record.actions), (0,), None, [fine, bad])
    words = review_words(record, review)
    assert words.reasons == {
        40: "Ann had only 1 chip left: after one more pass, every card must be taken."
    }
    assert 3 not in words.reasons  # a fine move needs no reason
    assert list_row(record, bad, words).title.startswith(
        "Ann passed 13 with 2 chips on it, holding 1 chip"
    )


def test_the_marks_are_explained_and_the_mistake_mark_is_no_diamond():
    said = legend()
    assert said.replace("\u00a0", " ") == (
        "Marks in the move list: ?! inaccuracy · ? mistake · ?? blunder"
    )
    assert "?!\u00a0inaccuracy" in said and "??\u00a0blunder" in said  # never wrapped apart
    pygame.init()
    surface = pygame.Surface((40, 40), pygame.SRCALPHA)
    draw_mark(surface, MISTAKE, (20, 20), 30)
    # An upright square fills near its corners, where a diamond (the missing-glyph
    # sign's shape) leaves the background.
    for corner in ((9, 9), (30, 9), (9, 30), (30, 30)):
        assert surface.get_at(corner)[:3] == COLOURS[MISTAKE], corner


def test_the_subtitle_names_the_game_the_players_and_the_day():
    record = starved_record()
    assert subtitle(record, "This game") == "No Thanks! · 3 players"
    record.meta["finished_at"] = "2026-11-28T18:07:34Z"
    assert subtitle(record, "This game") == "No Thanks! · 3 players · 28 Nov"


def test_the_review_screen_shows_the_headline(app, monkeypatch):
    monkeypatch.setattr(ReviewScene, "default_iterations", 120)
    record = starved_record()
    screen = ReviewScene(app, record, None, "This game", lambda review, step: None)
    app.manager.push(screen)
    for _ in range(300):
        if screen.run.review is not None:
            break
        pump(app)
    pump(app, 2)
    assert screen.run.review is not None
    assert screen.subtitle == "No Thanks! · 3 players"
    headline = screen.headlines[0]
    assert headline.standing.startswith("Ann finished 3rd of 3")
    assert headline.story[0].startswith("Ann ran out of chips 2 times")
    expected = review_record(record, iterations=120)
    assert screen.run.review.summary(0).accuracy == expected.summary(0).accuracy
    assert screen.run.review.summary(0).charged == 38.0
