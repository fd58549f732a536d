"""The plugin seams are typed: a game's parts wired into another game's kit, record or
table (a kit on a picture with another game's display kit) fail mypy, and the right wiring
type-checks clean.

Each case type-checks a small snippet (a file of its own, strict, with the project's
configuration and cache) that builds a table kit and its picture, or a plugin record, from
real game parts.
Only the snippet's own errors count, so a half-done edit elsewhere in
the tree cannot make these pass or fail.
"""

from __future__ import annotations

from pathlib import Path

import pytest

mypy_api = pytest.importorskip("mypy.api")

ROOT = Path(__file__).resolve().parent.parent

#: Play or Pay's kit rebuilt from its own parts, with ``{extra}`` appended to the
#: painters and ``{motions}`` as its motions, on a table's picture with ``{display}`` as
#: its display kit (the plugin record's).
KIT = """
from scenes.core.tween import Tweener
from scenes.games.nyet import UI as NYET
from scenes.games.nyet.board_view import draw_board
from scenes.games.nyet import kit as nyet
from scenes.games.playorpay import UI as POP
from scenes.games.playorpay import kit as pop
from scenes.games.playorpay.seats import draw_own
from scenes.table.kit import TableKit
from scenes.table.picture import Picture

k = pop.TABLE_KIT
rebuilt = TableKit(
    place=k.place,
    new_ui=k.new_ui,
    new_art=k.new_art,
    painters=(*k.painters, {extra}),
    motions={motions},
    controls=k.controls,
    place_buttons=k.place_buttons,
    banner_frame=k.banner_frame,
    describe=k.describe,
)
display = {display}
assert display is not None
picture = Picture(display, rebuilt, Tweener(), lambda *args: None)
"""

#: Nyet!'s record with ``{reduce}`` as its fold.
RECORD = """
from game.games.nyet.actions import NyetAction
from game.games.nyet.view import NyetView
from scenes.games.nyet import UI
from scenes.games.nyet.model import NyetModel, model_from_view
from scenes.games.nyet.model import reduce as nyet_reduce
from scenes.games.playorpay.model import reduce as pop_reduce
from scenes.plugin import GameUI
from scenes.table.display import DisplayKit

ui: GameUI[NyetView, NyetModel, NyetAction, int] = GameUI(
    game_id="nyet",
    display=DisplayKit(model_from_view, {reduce}),
    breakdown_lines=UI.breakdown_lines,
    total_heading=UI.total_heading,
    rules_page=UI.rules_page,
    option_words=UI.option_words,
    decision_words=UI.decision_words,
    open_hand=UI.open_hand,
    card_text=UI.card_text,
    card_faces=UI.card_faces,
    table=UI.table,
)
"""


def snippet_errors(program: str, tmp_path: Path) -> list[str]:
    """mypy's errors in ``program`` itself (strict, the project's configuration)."""
    path = tmp_path / "wiring.py"
    path.write_text(program, encoding="utf-8")
    config, cache = str(ROOT / "pyproject.toml"), str(ROOT / ".mypy_cache")
    out, err, _status = mypy_api.run(
        ["--config-file", config, "--cache-dir", cache, "--no-error-summary", str(path)]
    )
    assert not err.strip(), err
    return [line for line in out.splitlines() if line.startswith(str(path))]


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)


def test_a_kit_of_its_own_parts_type_checks_clean(tmp_path: Path):
    program = KIT.format(display="POP.display", extra="draw_own", motions="k.motions")
    assert snippet_errors(program, tmp_path) == []


def test_another_games_painter_in_a_kit_fails(tmp_path: Path):
    errors = snippet_errors(
        KIT.format(display="POP.display", extra="draw_board", motions="k.motions"), tmp_path
    )
    assert errors, "a Nyet! painter in Play or Pay's kit type-checked"
    assert any("NyetModel" in line and "PlayOrPayModel" in line for line in errors), errors


def test_another_games_display_model_or_motions_in_a_kit_fail(tmp_path: Path):
    wrong_display = KIT.format(display="NYET.display", extra="draw_own", motions="k.motions")
    wrong_motions = KIT.format(
        display="POP.display", extra="draw_own", motions="nyet.TABLE_KIT.motions"
    )
    errors = snippet_errors(wrong_display, tmp_path)
    assert any("Picture" in line for line in errors), (
        f"Nyet!'s display kit fitted Play or Pay's painters on a table: {errors}"
    )
    assert snippet_errors(wrong_motions, tmp_path), "Nyet!'s motions fitted Play or Pay's stage"


def test_a_record_folds_only_its_own_model(tmp_path: Path):
    assert snippet_errors(RECORD.format(reduce="nyet_reduce"), tmp_path) == []
    errors = snippet_errors(RECORD.format(reduce="pop_reduce"), tmp_path)
    assert any("DisplayKit" in line and "PlayOrPayModel" in line for line in errors), errors
