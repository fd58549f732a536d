"""Item 8: each rated decision is said in game terms by its game's plugin
(``GameUI.decision_words``), and each rating has a word, a colour and a shape of its own;
never a negative loss."""

from __future__ import annotations

import pygame
import pytest

from game.games.nothanks.rules import PASS, TAKE
from game.records import start_state
from game.registry import get_game
from game.review import BLUNDER, FINE, INACCURACY, MISTAKE, RATINGS, Decision, OptionStat
from scenes.plugins import ui_for
from scenes.replay.rating_marks import COLOURS, SHAPES, TITLES, draw_mark
from scenes.replay.review_note import figures, points_lost
from tests.review_fixtures import BLUNDER_STEP, blunder_record


def _name(seat: int | None) -> str:
    return "" if seat is None else ("Ann", "Bo", "Cy", "Di", "Ed")[seat]


def _state_at(record, step):
    state = start_state(record)
    for text in record.actions[:step]:
        state.apply(state.find_action(text))
    return state


def test_no_thanks_says_the_card_the_chips_on_it_and_the_chips_held():
    record = blunder_record()
    state = _state_at(record, BLUNDER_STEP)
    view = state.view(state.current_player)
    words = ui_for("nothanks").decision_words
    said = words(view, "You", PASS, TAKE, 27, _name)
    held = view.chips[view.player]
    assert said == (
        f"You passed {view.card} with {view.pot} chips on it, holding {held} chips; "
        "taking was about 27 points better"
    )
    assert words(view, "Bo", TAKE, None, 0, _name).startswith(f"Bo took {view.card} with")
    assert "as good as the coach's move" in words(view, "Bo", TAKE, None, 0, _name)
    assert "about 1 point better" in words(view, "Bo", TAKE, PASS, 1, _name)
    assert "slightly better" in words(view, "Bo", TAKE, PASS, 0, _name)


def test_nyet_says_the_box_and_its_line_and_play_or_pay_the_card_and_the_sequence():
    spec = get_game("nyet")
    state = spec.new_state(4, {}, 3)
    view = state.view(state.current_player)
    legal = state.legal_actions()
    said = ui_for("nyet").decision_words(view, "Ann", legal[0], legal[-1], 3, _name)
    assert said.startswith("Ann said Nyet! to ") and " line)" in said, said
    assert "; Nyet! to " in said and "about 3 points better" in said
    spec = get_game("playorpay")
    state = spec.new_state(3, {}, 3)
    view = state.view(state.current_player)
    legal = state.legal_actions()
    said = ui_for("playorpay").decision_words(view, "Ann", legal[0], legal[1], 2, _name)
    assert said.startswith("Ann played ") and ("sequence" in said or " on " in said), said
    assert "; playing " in said and "about 2 points better" in said
    assert state.action_text(legal[0]) not in said.split()  # words, not notation


def test_each_rating_has_its_word_colour_and_shape():
    pygame.init()
    assert len({COLOURS[r] for r in RATINGS}) == len(RATINGS)
    assert len({SHAPES[r] for r in RATINGS}) == len(RATINGS)
    assert [TITLES[r] for r in RATINGS] == ["Fine", "Inaccuracy", "Mistake", "Blunder"]
    green, amber, orange, red = (COLOURS[r] for r in (FINE, INACCURACY, MISTAKE, BLUNDER))
    assert green[1] > green[0] and red[0] > 200 > red[1] and amber[1] > orange[1]
    masks = []
    for rating in RATINGS:
        surface = pygame.Surface((40, 40), pygame.SRCALPHA)
        draw_mark(surface, rating, (20, 20), 30)
        masks.append(pygame.mask.from_surface(surface).count())
    assert len(set(masks)) == len(masks)  # four different shapes, not one in four colours


@pytest.mark.parametrize("score_loss", [-4.0, -0.2, 0.0])
def test_never_a_negative_loss(score_loss):
    options = (OptionStat("take", 10, 0.40, 30.0), OptionStat("pass", 10, 0.45, 26.0))
    decision = Decision(3, 0, "take", "pass", 0.05, score_loss, INACCURACY, options)
    assert points_lost(decision) == 0
    text = figures(decision)
    assert "-" not in text and "−" not in text and "pts worse" not in text
