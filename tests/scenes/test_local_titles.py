"""Issue 55 item 12: the games keep their brand names ("No Thanks!", "Nyet!"), and where
players know a game under a published title of its own (German "Geschenkt … ist noch zu
teuer!" and "Njet!", French "Non merci !" and "Niet !"), Learn to play and the rules
page show it beside the brand name; in English nothing is added."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scenes.app import App
from scenes.core.i18n import local_title
from scenes.screens.learn import LearnScene
from scenes.screens.rules import RulesScene
from tests.scenes.helpers import headless_app

#: The published titles, per language and game (None: the brand name only); French puts
#: a narrow no-break space before "!".
TITLES = {
    "en": {"nothanks": None, "nyet": None, "playorpay": None},
    "de": {"nothanks": "Geschenkt … ist noch zu teuer!", "nyet": "Njet!", "playorpay": None},
    "fr": {"nothanks": "Non merci\u202f!", "nyet": "Niet\u202f!", "playorpay": None},
}
BRANDS = {"nothanks": "No Thanks!", "nyet": "Nyet!", "playorpay": "Play or Pay"}


@pytest.fixture(params=sorted(TITLES))
def lang_app(request) -> Iterator[tuple[str, App]]:
    app = headless_app((1280, 720), request.param)
    yield request.param, app
    app.close()


def shown(app: App, scene) -> None:
    app.manager.reset(scene)
    app.frame(1 / 60, [])


def test_local_title_names_only_a_title_of_its_own(lang_app: tuple[str, App]) -> None:
    lang, _app = lang_app
    for game, brand in BRANDS.items():
        assert local_title(brand) == (TITLES[lang][game] or "")


def test_the_rules_page_names_the_local_title_under_its_heading(
    lang_app: tuple[str, App],
) -> None:
    lang, app = lang_app
    for game, brand in BRANDS.items():
        scene = RulesScene(app, game)
        shown(app, scene)
        lines = [(text, kind) for text, kind in scene.lines if kind != "gap"]
        assert lines[0] == (brand, "head")  # the heading keeps the brand name
        local = [text for text, kind in lines if kind == "local"]
        title = TITLES[lang][game]
        if title is None:
            assert local == []
        else:  # right under the heading, once
            assert lines[1][1] == "local"
            assert [kind for _t, kind in lines[1 : 1 + len(local)]] == ["local"] * len(local)
            assert title in " ".join(local)


def test_learn_to_play_names_the_local_title_on_each_game_button(
    lang_app: tuple[str, App],
) -> None:
    lang, app = lang_app
    scene = LearnScene(app)
    shown(app, scene)
    for game, button in zip(scene.games, scene.buttons, strict=True):
        assert button.label == BRANDS[game]
        assert button.hint == (TITLES[lang][game] or "")


def test_german_and_french_players_find_geschenkt_and_non_merci() -> None:
    """The words a German or French owner of the box looks for, on both screens."""
    for lang, word in (("de", "Geschenkt"), ("fr", "Non merci")):
        app = headless_app((960, 540), lang)
        try:
            rules = RulesScene(app, "nothanks")
            shown(app, rules)
            assert any(word in text for text, _kind in rules.lines)
            learn = LearnScene(app)
            shown(app, learn)
            assert any(word in button.hint for button in learn.buttons)
        finally:
            app.close()
    app = headless_app((960, 540), "en")
    try:
        rules = RulesScene(app, "nothanks")
        shown(app, rules)
        assert not any("Geschenkt" in t or "Non merci" in t for t, _k in rules.lines)
        learn = LearnScene(app)
        shown(app, learn)
        assert all(button.hint == "" for button in learn.buttons)
    finally:
        app.close()
