"""Round-4 item 10: a well-formed catalogue with bad text never crashes a screen. A
misspelt placeholder (the main menu) or a stray brace (a table's log line) makes that
message English; a plural rule that fails (``n/0``) makes that catalogue English; the
app says so once on stderr, its log."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from scenes.core import i18n
from scenes.screens.daily import DailyScene
from scenes.screens.menu import MainMenu
from scenes.table.table_words import round_totals
from tests.scenes.helpers import pump

LOCALE = Path(i18n.locale_dir())
DAMAGE = {
    "version {version}": "Version {versoin}",
    "Totals after round {round}: {scores}": "Summe nach Runde {round}}: {scores}",
}


def compiled(lang: str, damage: dict[str, str]) -> bytes:
    with (LOCALE / lang / "LC_MESSAGES" / "messages.po").open("rb") as file:
        catalog = read_po(file, locale=lang)
    for english, text in damage.items():
        catalog[english].string = text
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


@pytest.fixture
def locale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "locale"
    shutil.copytree(LOCALE, folder)
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(folder))
    yield folder
    i18n.activate("en")


def test_a_message_that_does_not_fit_its_english_reads_english(app, locale, capsys) -> None:
    (locale / "de" / "LC_MESSAGES" / "messages.mo").write_bytes(compiled("de", DAMAGE))
    i18n.activate("de")
    assert i18n.current() == "de" and i18n.gettext("New game") == "Neues Spiel"
    assert i18n.gettext("version {version}") == "version {version}"
    assert round_totals(2, ["Ann"], [1.0], [3.0]).startswith("Totals after round 2: Ann 3")
    app.start(MainMenu(app))
    pump(app, 3)  # drawn: the version line in the corner
    err = capsys.readouterr().err
    assert err.count("de catalogue has 2 message(s)") == 1 and "version {version}" in err
    i18n.activate("en")
    i18n.activate("de")  # read once: said once
    assert capsys.readouterr().err == ""


def test_a_plural_rule_that_fails_makes_the_catalogue_english(app, locale, capsys) -> None:
    path = locale / "de" / "LC_MESSAGES" / "messages.mo"
    data = compiled("de", {})
    assert data.count(b"plural=(n != 1);") == 1
    path.write_bytes(data.replace(b"plural=(n != 1);", b"plural=(n /  0);"))
    assert "de" not in i18n.languages() and "fr" in i18n.languages()
    i18n.activate("de")
    assert i18n.current() == "en" and i18n.ngettext("{count} game", "{count} games", 0)
    app.start(DailyScene(app))
    pump(app, 3)
    err = capsys.readouterr().err
    assert err.count("de catalogue cannot be used: its plural rule fails for 0") == 1


def test_the_shipped_catalogues_lose_no_message(capsys) -> None:
    for lang in ("de", "fr"):
        assert i18n.load(lang).gettext("New game") != "New game"
    assert "catalogue" not in capsys.readouterr().err
