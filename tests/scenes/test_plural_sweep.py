"""Counts agree with their nouns everywhere (issue 29, item 7): every sentence template
of the tables, banners, breakdowns, tooltips and buttons is swept with each count 0, 1
and 2, and every log line and banner of whole games of every game and preset is read;
none may say "1 chips", "1 pts", "− 1 chips" or "2 chip" (``phrases.disagreements``).
Special-card tooltips lead with the card's name, never its notation; Nyet!'s trick
counter never passes the round's tricks ("Trick 16 of 16")."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.events import EventLog
from game.registry import get_game
from game.rng import Rng
from scenes.core.phrases import disagreements, plural, pts, signed_count
from scenes.plugins import ui_for

COUNTS = (0, 1, 2)
NAMES = ("Ann", "You", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    pygame.init()
    yield


def label(seat: int | None) -> str:
    return NAMES[seat] if seat is not None and 0 <= seat < len(NAMES) else ""


def test_the_checker_catches_what_the_issue_saw() -> None:
    for bad in ("1 chips", "1 pts", "1 points this round", "− 1 chips", "2 chip", "+1 points"):
        assert disagreements(bad), bad
    for good in ("1 chip", "1 pt", "0 pts", "−1 chip", "3 card pts", "11 chips", "Trick 1 of 15"):
        assert not disagreements(good), good
    for n in COUNTS:
        assert not disagreements(plural(n, "chip") + " " + signed_count(n, "point"))
        assert not disagreements(f"{n} {pts(n)}") and not disagreements(f"{-n} card {pts(-n)}")


# Every template, each count 0–2 -----------------------------------------------------------


def nothanks_templates(n: int) -> Iterator[str]:
    from scenes.games.nothanks import breakdown, prompts, words
    from scenes.games.nothanks.open_hand import hidden_in_view
    from scenes.games.nothanks.panel_words import seat_panel
    from scenes.games.nothanks.seats import chips_pill

    yield words.chips(n)
    yield from (fact.text for fact in prompts.top_bar_bits(n + 1, n + 1, n, n, {}))
    yield from prompts.round_banner(1, 2, [n, n], [n, n], label)[1]
    yield breakdown.breakdown_lines({"card_points": n, "chips": n, "score": 0, "runs": []})[1]
    special = {"card_points": n, "chips": n, "chip_value": n, "score": n, "runs": []}
    special |= {"effects": [{"title": "Bonus", "points": -n}, {"title": "Plus", "points": n}]}
    yield from breakdown.breakdown_lines(special)
    yield from breakdown.breakdown_lines(special | {"chip_value": -n})
    yield hidden_in_view({"chips": [n, n], "chips_open": False}, 0)[1]
    for rnd in (1, 2):
        for open_chips in (False, True):
            state = get_game("nothanks").new_state(3, {"rounds": 2}, 5)
            model = ui_for("nothanks").display.model_from_view(state.view(0))
            chips = n if open_chips else None

            def seat1(values: tuple[Any, ...], value: Any) -> tuple[Any, ...]:
                return (values[0], value, values[2])

            model = replace(
                model,
                round=rnd,
                card_points=seat1(model.card_points, n),
                totals=seat1(model.totals, n),
                chips=seat1(model.chips, chips),
                round_points=seat1(model.round_points, chips),
            )
            for over in (False, True):
                panel = seat_panel(replace(model, round_over=over), 1)
                yield from (panel.headline, panel.tip, panel.detail)
                yield chips_pill(panel).text
    yield from nothanks_buttons(n)


def nothanks_buttons(n: int) -> Iterator[str]:
    from game.games.nothanks.rules import PASS, TAKE
    from game.games.nothanks.special_rules import DECLINE

    kit = ui_for("nothanks").table()
    state = get_game("nothanks").new_state(3, {"specials": True}, 5)
    model = ui_for("nothanks").display.model_from_view(state.view(0))
    ui = kit.new_ui()
    ui.names, ui.viewer, ui.to_act = NAMES[:3], 0, True
    for preview in (n, -n):
        ui.previews = {TAKE: preview, DECLINE: preview, PASS: None}
        for control in kit.controls(replace(model, pot=n), (TAKE, PASS, DECLINE), ui):
            yield from (control.label, control.hint or "", control.tip or "")


def nyet_templates(n: int) -> Iterator[str]:
    from game.games.nyet.board import BOX_NAMES
    from scenes.games.nyet import breakdown, words
    from scenes.games.nyet.top_bar import bar_facts
    from scenes.games.nyet.trick_area import trick_counter

    for line, boxes in enumerate(BOX_NAMES):
        for box in range(len(boxes)):
            yield words.box_words(line, box, label)
    detail = {"team_tricks": n, "team_loot": n, "value": n, "tricks": n, "loot": n, "score": n}
    yield words.team_score_line(0, "Ann & Bo", detail, n)
    yield from breakdown.breakdown_lines(detail | {"team": 0})
    model = ui_for("nyet").display.model_from_view(get_game("nyet").new_state(4, {}, 5).view(0))
    yield from (fact.text for fact in bar_facts(replace(model, covers_left=n)))
    yield trick_counter(n, (n, n), bool(n))


def playorpay_templates(n: int) -> Iterator[str]:
    from game.games.playorpay.events import RoundEnded
    from scenes.games.playorpay import words
    from scenes.games.playorpay.places import score_text
    from scenes.games.playorpay.seats import seat_tip

    yield from words.playorpay_breakdown({"place": 2, "cards_left": n, "points": n, "total": n})
    yield from words.playorpay_breakdown({"in_round": False, "tokens": n})
    yield from words.playorpay_breakdown({"cards_left": n, "paid": n, "tokens": n, "ante": 1})
    for sevens in (False, True):
        event = RoundEnded(
            player=0,
            round=1,
            points=(n, -n, 0),
            totals=(n, n, n),
            winner=0,
            sevens=sevens,
            tokens=(n, n, n),
            pot=n,
            in_game=(True, True, True),
            finish_order=(0, 1, 2),
            dealer=0,
            pot_won=n,
            pot_to_last_player=n,
        )
        yield words.event_line(event, label) or ""
        title, lines = words.round_end_banner(event, label, (True, True, True))
        yield title
        yield from (text for text, _ in lines)
    kit = ui_for("playorpay").table()
    for options in ({}, {"sevens": True}):
        model = ui_for("playorpay").display.model_from_view(
            get_game("playorpay").new_state(3, options, 5).view(0)
        )
        model = replace(model, tokens=(n,) * 3, hand_sizes=(n,) * 3, totals=(n,) * 3, pot=n)
        ui = kit.new_ui()
        ui.names, ui.levels, ui.humans = NAMES[:3], ("", "easy", "easy"), (True, False, False)
        yield seat_tip(model, ui, 1)
        yield score_text(model, 1)


TEMPLATES: dict[str, Callable[[int], Iterator[str]]] = {
    "nothanks": nothanks_templates,
    "nyet": nyet_templates,
    "playorpay": playorpay_templates,
}


@pytest.mark.parametrize("game", sorted(TEMPLATES))
def test_every_template_agrees_for_counts_0_to_2(game: str) -> None:
    wrong = {}
    seen = 0
    for n in COUNTS:
        for text in TEMPLATES[game](n):
            seen += 1
            if disagreements(text):
                wrong[text] = disagreements(text)
    assert seen > 20
    assert wrong == {}


# Whole games: every log line and banner -------------------------------------------------


def game_texts(game: str, players: int, options: dict[str, Any], seed: int) -> Iterator[str]:
    kit = ui_for(game).table()
    ui = kit.new_ui()
    ui.names, ui.viewer = NAMES[:players], 0
    state = get_game(game).new_state(players, options, seed)
    rng = Rng(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        log = EventLog()
        state.apply(legal[rng.below(len(legal))], log)
        for event in log:
            yield kit.describe(event, ui) or ""
            seen = event.for_seat(0)
            private = seen.private.get(0) if seen.private else None
            if private:
                yield kit.describe_private(seen, private, ui) or ""


@pytest.mark.parametrize("game", ["nothanks", "nyet", "playorpay"])
def test_whole_games_log_no_wrong_plural(game: str) -> None:
    spec = get_game(game)
    wrong = set()
    lines = 0
    for _, options in spec.presets:
        for players in sorted({spec.min_players, spec.max_players}):
            try:
                spec.validate(players, dict(options))
            except Exception:
                continue
            for text in game_texts(game, players, dict(options), 11):
                lines += 1
                if disagreements(text):
                    wrong.add(text)
    assert lines > 200
    assert wrong == set()


# Special cards and the trick counter ------------------------------------------------------


def test_special_card_tooltips_lead_with_the_name() -> None:
    from game.games.nothanks.specials import BY_ID
    from scenes.games.nothanks.specials import SpecialFace, short_label, tooltip

    for info in BY_ID.values():
        face = SpecialFace(info.name)
        tip = tooltip(face)
        assert tip.split("\n")[0] == short_label(face)
        assert f"({info.name})" not in tip, tip


def test_the_trick_counter_stops_at_the_last_trick() -> None:
    from scenes.games.nyet.trick_area import trick_counter

    assert trick_counter(0, (15, 15, 15, 15), False) == "Trick 1 of 15"
    assert trick_counter(14, (1, 0, 1, 1), True) == "Trick 15 of 15"
    assert trick_counter(14, (0, 0, 0, 0), True) == "Trick 15 of 15"  # all played, not taken
    assert trick_counter(15, (0, 0, 0, 0), False) == "Trick 15 of 15"  # taken: not 16 of 16
