"""The Play or Pay table (the generic table holding the Play or Pay kit), driven through
real pygame events under the dummy driver."""

from __future__ import annotations

import pygame
import pytest

from game.games.playorpay import SPEC
from game.games.playorpay.actions import PAY, Play
from game.records import Seat
from scenes.core.curtain import CurtainScene
from scenes.core.saves import autosave_path, load_session
from scenes.core.session import GameSession
from scenes.games.playorpay.choices import (
    hand_cards,
    must_pay,
    own_message,
    plays_by_card,
    target_hits,
)
from scenes.games.playorpay.kit import TABLE_KIT
from scenes.games.playorpay.model import PlayOrPayModel, model_from_view
from scenes.games.playorpay.places import Places
from scenes.games.playorpay.ui import PlayOrPayUi
from scenes.plugins import ui_for
from scenes.registry import table_for
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.screens.rules_text import rules_text
from scenes.table.scene import TableScene
from tests.scenes.helpers import button_center, click, press, pump


def is_playorpay(scene: object) -> bool:
    """True for the generic table holding the Play or Pay kit."""
    return isinstance(scene, TableScene) and scene.kit is TABLE_KIT


def parts(table: TableScene) -> tuple[PlayOrPayModel, Places, PlayOrPayUi]:
    """The table's model, places and UiState."""
    picture = table.picture
    assert isinstance(picture.places, Places) and isinstance(picture.ui, PlayOrPayUi)
    return picture.model, picture.places, picture.ui


def legal_plays(table: TableScene) -> dict[int, list[Play]]:
    return plays_by_card(parts(table)[2])


def hand_hits(table: TableScene) -> list[tuple[pygame.Rect, int]]:
    return [(rect, card) for rect, card, _, _ in hand_cards(*parts(table))]


def play_card(table: TableScene, card: int) -> None:
    table.play(legal_plays(table)[card][0])


def control_labels(table: TableScene) -> list[str]:
    return [c.label for c, _ in table.controls.buttons]


def control_center(table: TableScene, label: str) -> tuple[int, int]:
    return next(b.rect.center for c, b in table.controls.buttons if c.label == label)


def seats(kinds: list[str]) -> list[Seat]:
    names = ("Ann", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")
    return [Seat(names[i], kind) for i, kind in enumerate(kinds)]


class Moves:
    """How the human acted: by keyboard, by mouse, and forced pays."""

    def __init__(self) -> None:
        self.keys = 0
        self.clicks = 0
        self.pays = 0


def human_turn(app, table: TableScene, moves: Moves, use_mouse: bool) -> None:
    """Act for the viewer through posted events: a card by mouse or keys, or Pay."""
    legal = table.state.legal_actions()
    if not isinstance(legal[0], Play):
        # The forced pay: the button appears after the pause; press P or click it.
        pump(app, 2, 0.3)
        before = table.session.ply
        if use_mouse:
            click(app, control_center(table, "Pay 1 token" if legal[0] is PAY else "Pass"))
        else:
            press(app, pygame.K_p)
        assert table.session.ply > before
        moves.pays += 1
        return
    before = table.session.ply
    if use_mouse:
        pump(app, 1)
        hits = [(rect, card) for rect, card in hand_hits(table) if card in legal_plays(table)]
        rect, card = hits[0]
        click(app, (rect.x + 3, rect.y + rect.height // 3))
        if table.session.ply == before:  # a card that fits two places: pick the first
            assert parts(table)[2].selected == card
            pump(app, 1)
            target = target_hits(*parts(table))[0][0]
            click(app, target.center)
        moves.clicks += 1
    else:
        press(app, pygame.K_RIGHT, frames=1)
        press(app, pygame.K_RETURN)
        moves.keys += 1
    assert table.session.ply > before


def run_to_results(app, table: TableScene, limit: int = 20_000) -> Moves:
    """Pump until the results page, acting for whichever human is to move (every move
    by hand: forced moves do not play themselves here)."""
    app.settings.auto_forced = False
    moves = Moves()
    turn = 0
    for _ in range(limit):
        top = app.manager.top
        if isinstance(top, ResultsScene):
            return moves
        if isinstance(top, CurtainScene):
            press(app, pygame.K_RETURN, frames=1)
            continue
        if top is table and table.human_to_move():
            human_turn(app, table, moves, use_mouse=turn % 2 == 1)
            turn += 1
            continue
        pump(app, 1, 0.05)
    raise AssertionError("the game did not reach the results")


def test_rules_page_and_breakdown() -> None:
    assert rules_text("playorpay").startswith("# Play or Pay")
    lines = ui_for("playorpay").breakdown_lines(
        {
            "in_round": True,
            "dealt": 18,
            "ante": 0,
            "paid": 2,
            "won": 9,
            "cards_left": 0,
            "tokens": 27,
            "went_out_first": True,
            "eliminated": False,
        },
    )
    assert lines[0] == "Went out first" and "27 tokens" in lines[1]


def test_full_game_one_human_through_events(app) -> None:
    session = GameSession.new(
        "playorpay", {"rounds": 2}, seats(["human", "random", "easy"]), seed=4
    )
    table = table_for(app, session)
    assert is_playorpay(table)
    app.start(table)
    moves = run_to_results(app, table)
    assert session.state.is_terminal()
    assert moves.keys > 3 and moves.clicks > 3
    assert moves.pays >= 1, "this seed makes the human pay at least once"


def test_forced_pay_waits_before_the_button(app) -> None:
    """At normal speed the forced Pay shows why first; its button comes a moment later."""
    session = GameSession.new(
        "playorpay", {"rounds": 2}, seats(["human", "random", "easy"]), seed=4
    )
    app.settings.animation_speed = "normal"
    app.settings.auto_forced = False
    table = table_for(app, session, autosave=False)
    app.start(table)
    for _ in range(3000):
        pump(app, 1, 0.2)
        if table.human_to_move():
            if must_pay(parts(table)[2]):
                break
            play_card(table, next(iter(legal_plays(table))))
    assert must_pay(parts(table)[2])
    assert not control_labels(table), "the Pay button waits a moment"
    pump(app, 30, 1 / 60)
    assert not control_labels(table)
    pump(app, 40, 1 / 60)
    assert control_labels(table) == ["Pay 1 token"]
    model, _, ui = parts(table)
    assert "must pay" in own_message(model, ui)[0]
    tokens = session.state.tokens[0]
    click(app, control_center(table, "Pay 1 token"))
    assert session.state.tokens[0] == tokens - 1


def test_forced_moves_play_themselves_after_a_visible_pause(app) -> None:
    """With the setting on (the default), a forced Pay and a lone legal card play
    themselves: nothing happens at once (the card is lifted, the reason shown), then the
    move is made without any input."""
    assert app.settings.auto_forced
    session = GameSession.new(
        "playorpay", {"rounds": 2}, seats(["human", "random", "easy"]), seed=4
    )
    app.settings.animation_speed = "normal"
    table = table_for(app, session, autosave=False)
    app.start(table)
    seen: set[str] = set()
    for _ in range(6000):
        if session.state.is_terminal() or seen == {"pay", "card"}:
            break
        pump(app, 1, 0.05)
        if not table.human_to_move():
            continue
        legal = session.state.legal_actions()
        if len(legal) > 1:
            play_card(table, next(iter(legal_plays(table))))
            continue
        ply = session.ply
        pump(app, 2, 1 / 60)
        assert session.ply == ply, "a forced move waits a moment first"
        kind = "card" if isinstance(legal[0], Play) else "pay"
        model, places, ui = parts(table)
        assert ui.forced == legal[0]
        if kind == "card":
            lifted = [card for _, card, _, focused in hand_cards(model, places, ui) if focused]
            assert lifted == [legal[0].card]
        assert own_message(model, ui)[0]
        pump(app, 60, 1 / 60)
        assert session.ply > ply, "the forced move played itself"
        seen.add(kind)
    assert seen == {"pay", "card"}


def test_two_humans_never_see_each_others_cards(app, monkeypatch) -> None:
    """Two deals that differ only in cards hidden from Ann render identically for her,
    and no hidden card's face is ever drawn while she looks."""
    base = [
        [f"{r}S" for r in "A23456789TJQK"] + ["AH", "2H", "3H", "4H", "5H"],
        [f"{r}H" for r in "6789TJQK"] + [f"{r}C" for r in "A23456789"],
        ["TC", "JC", "QC", "KC"] + [f"{r}D" for r in "A23456789TJQK"],
    ]
    other = [list(base[0]), list(base[1]), list(base[2])]
    # Swap a card between Bo (the other human) and Cleo (a bot): both hidden from Ann.
    other[1][other[1].index("9C")] = "KD"
    other[2][other[2].index("KD")] = "9C"
    shots = []
    for hands in (base, other):
        session = GameSession.new(
            "playorpay",
            {"rounds": 1},
            seats(["human", "human", "random"]),
            7,
            {"dealer": 2, "rounds": [{"hands": hands}]},
        )
        table = table_for(app, session, autosave=False)
        app.start(table)
        pump(app, 2)
        assert isinstance(app.manager.top, CurtainScene), "Ann's turn starts behind the curtain"
        press(app, pygame.K_RETURN, frames=3)
        assert table.viewer == 0 and table.human_to_move()
        shots.append(pygame.image.tobytes(app.screen, "RGB"))
    assert shots[0] == shots[1]

    # Through a whole game: while a human looks, only their hand and the table are drawn.
    drawn: list[int] = []
    session = GameSession.new("playorpay", {"rounds": 1}, seats(["human", "human", "easy"]), 12)
    table = table_for(app, session, autosave=False)
    real_face = table.picture.art.face

    def spy(card: int, width: int) -> pygame.Surface:
        drawn.append(card)
        return real_face(card, width)

    monkeypatch.setattr(table.picture.art, "face", spy)
    app.start(table)
    checked = 0
    for _ in range(6000):
        top = app.manager.top
        if isinstance(top, ResultsScene) or session.state.is_terminal():
            break
        if isinstance(top, CurtainScene):
            press(app, pygame.K_RETURN, frames=1)
            continue
        drawn.clear()
        pump(app, 1, 0.05)
        if app.manager.top is table and table.viewer is not None and not parts(table)[2].sprites:
            state = session.state
            allowed = set(state.hand(table.viewer))
            for suit, seqs in enumerate(state.seqs):
                for lo, hi in seqs:
                    allowed.update(suit * 13 + r for r in range(lo - 1, hi + 2))
            hidden = {c for s in range(3) if s != table.viewer for c in state.hand(s)}
            leaked = {c for c in drawn if c in hidden and c not in allowed}
            assert not leaked, f"drew {leaked} hidden from seat {table.viewer}"
            checked += 1
        if table.human_to_move():
            legal = table.state.legal_actions()
            if isinstance(legal[0], Play):
                press(app, pygame.K_RETURN, frames=1)
            else:
                pump(app, 1, 0.5)
                press(app, pygame.K_p, frames=1)
    assert checked > 20


def test_resume_from_autosave_mid_round(app) -> None:
    session = GameSession.new(
        "playorpay", {"rounds": 3}, seats(["human", "random", "random", "random"]), 21
    )
    app.settings.auto_forced = False
    table = table_for(app, session)
    app.start(table)
    moves = Moves()
    for _ in range(4000):
        pump(app, 1, 0.05)
        if table.human_to_move():
            human_turn(app, table, moves, use_mouse=False)
            if moves.keys + moves.pays >= 5:
                break
    assert not session.state.is_terminal()
    assert session.state.round == 1 and session.state.moves, "still mid-round"
    resumed = load_session(autosave_path())
    assert resumed.actions == session.actions
    assert resumed.state.to_data() == session.state.to_data()
    # Continue from the main menu opens the same game on a Play or Pay table.
    app.start(MainMenu(app))
    pump(app)
    click(app, button_center(app.manager.top, "Continue"))
    top = app.manager.find(TableScene)
    assert top is not None and is_playorpay(top)
    n = len(session.actions)
    assert top.session.actions[:n] == session.actions
    view = top.session.state.view(0)
    model = parts(top)[0]
    assert model == model_from_view(view)
    assert model.hand == view.hand and model.pot == view.pot


@pytest.mark.parametrize("players", [4, 5])
def test_sevens_plays_through(app, players: int) -> None:
    kinds = ["human"] + ["random"] * (players - 1)
    session = GameSession.new("playorpay", {"sevens": True, "rounds": 2}, seats(kinds), 3)
    table = table_for(app, session)
    app.start(table)
    moves = run_to_results(app, table)
    state = session.state
    assert state.is_terminal() and len(state.round_results()) == 2
    assert moves.keys + moves.clicks > 3
    assert sum(state.scores()) == 2 * sum(range(players))


def test_card_that_fits_two_places_asks_which(app) -> None:
    """With two decks, a card that fits two sequences needs its place chosen."""
    session = GameSession.new("playorpay", {"rounds": 1}, seats(["human"] + ["random"] * 4), 8)
    table = table_for(app, session, autosave=False)
    app.start(table)
    for _ in range(6000):
        pump(app, 1, 0.05)
        if session.state.is_terminal() or isinstance(app.manager.top, ResultsScene):
            pytest.skip("no card with two places came up for this seed")
        if not table.human_to_move():
            continue
        plays = legal_plays(table)
        double = [card for card, ps in plays.items() if len(ps) > 1]
        if double:
            card = double[0]
            before = session.ply
            pump(app, 1)
            rect = next(r for r, c in hand_hits(table) if c == card)
            click(app, (rect.x + 3, rect.y + rect.height // 3))
            assert session.ply == before and parts(table)[2].selected == card
            press(app, pygame.K_DOWN, frames=1)
            assert parts(table)[2].target == 1
            press(app, pygame.K_RETURN)
            assert session.ply > before
            assert session.actions[before].endswith(">2")
            return
        if plays:
            play_card(table, next(iter(plays)))
        else:
            pump(app, 2, 0.5)
            press(app, pygame.K_p)
    pytest.fail("the game did not end")


def test_results_total_column_names_final_tokens_in_the_token_game() -> None:
    # The token game's round columns are token changes; its total is the tokens held.
    state = SPEC.new_state(3, {"rounds": 1}, seed=4)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    assert state.scores() == [float(t) for t in state.view(0).tokens]
    assert ui_for("playorpay").total_heading({"sevens": False}) == "Tokens"
    assert ui_for("playorpay").total_heading({"sevens": True}) == "Total"
    assert ui_for("nothanks").total_heading({}) == "Total"


def test_animated_model_ends_as_the_model_of_the_view(app) -> None:
    """At normal speed, whenever nothing moves the table's model (folded from the events,
    held while pieces fly, never rebuilt) equals the model of the view."""
    session = GameSession.new("playorpay", {"rounds": 2}, seats(["easy", "random", "easy"]), 4)
    app.settings.animation_speed = "normal"
    table = table_for(app, session, autosave=False)
    assert is_playorpay(table)
    app.start(table)
    checked: set[int] = set()
    for _ in range(20_000):
        if session.state.is_terminal() or len(checked) >= 50:
            break
        pump(app, 1, 0.05)
        model, _, ui = parts(table)
        if not table.feed.busy and not ui.sprites and session.ply not in checked:
            checked.add(session.ply)
            assert model == model_from_view(session.state.view(0)), session.ply
    assert len(checked) >= 40
