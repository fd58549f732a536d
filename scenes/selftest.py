"""``play-or-pay --self-test``: a smoke test for source runs and frozen builds.

Opens the app under SDL's dummy video driver, loads the fonts, card art and sounds, then
for every registered game plays a seeded bots-only game to the end through its real table
scene (events animated at instant speed), writes the game's record, reads it back and
checks that its replay reaches the same digest; finally a bot decision made in the worker
process must equal the inline one (under Wine, where the app thinks on a thread by
design, on that thread: the summary line says which). Before that it loads every font,
sound and image the app uses (the icon included) and every translation catalogue, and
checks that the user data folder resolves to the platform's place (``%LOCALAPPDATA%`` on Windows,
``~/Library/Application Support`` on macOS, ``$XDG_DATA_HOME`` or ``~/.local/share``
elsewhere). Uses a temporary data folder,
so the user's saves and settings are never touched. Exits 0 and prints one summary line
when all is well; otherwise prints what failed and exits 1. With ``result_file`` the same
line is also written there (a windowed Windows build has no stdout).
"""

from __future__ import annotations

import gettext
import os
import sys
import tempfile
import time
from pathlib import Path

SEED = 20261122
MAX_FRAMES = 200_000


def _play_through_table(game_id: str, players: int) -> tuple[int, str]:
    """Play one bots-only game at its table; return (actions, final digest)."""
    from game.bots import available_levels
    from game.records import Seat, load_record, replay, save_record
    from scenes.app import App
    from scenes.core.saves import Settings
    from scenes.core.session import GameSession
    from scenes.navigation import ScreenNavigator
    from scenes.registry import table_for

    app = App(
        (1280, 720),
        headless=True,
        sync_bots=True,
        settings=Settings(animation_speed="instant"),
        sound=True,
        navigator=ScreenNavigator,
    )
    try:
        levels = available_levels(game_id)
        level = "easy" if "easy" in levels else levels[0]
        seats = [Seat(f"Bot {i + 1}", level) for i in range(players)]
        session = GameSession.new(game_id, {}, seats, SEED)
        table = table_for(app, session, autosave=False)
        app.start(table)
        frames = 0
        while not session.state.is_terminal() and frames < MAX_FRAMES:
            app.frame(1 / 60, [])
            frames += 1
        if not session.state.is_terminal():
            raise RuntimeError(f"{game_id}: the game did not finish in {frames} frames")
        for _ in range(5):  # let the table show the end of the game
            app.frame(1 / 60, [])
        folder = Path(os.environ["PLAY_OR_PAY_HOME"])
        path = folder / f"selftest-{game_id}.json"
        save_record(path, session.record())
        replayed = replay(load_record(path))
        if replayed.digest() != session.state.digest():
            raise RuntimeError(f"{game_id}: the reloaded record replays to another state")
        return len(session.actions), replayed.digest()
    finally:
        app.close()


def _check_bot_process() -> str:
    """A bot decision made in the worker process equals the inline one (the first
    installed game's strongest bot below hard, four players); return where it ran
    ("separate process", or "in-process (Wine 8.0)" under Wine, where the app thinks on a
    thread by design: :mod:`scenes.core.bot_process`). A worker that fails to start
    fails the check."""
    from game.bots import available_levels, decision_rng, make_bot
    from game.registry import get_game
    from scenes.plugins import first_game_id
    from scenes.table.bot_runner import BotRunner, bot_process

    game_id = first_game_id()
    spec = get_game(game_id)
    state = spec.new_state(min(max(4, spec.min_players), spec.max_players), {}, SEED)
    seat = state.current_player
    legal = tuple(state.legal_actions())
    levels = [level for level in available_levels(game_id) if level != "hard"]
    bot = make_bot(game_id, levels[-1])
    expected = bot.choose(state.view(seat), legal, decision_rng(SEED, seat, 0))
    process = bot_process()
    runner = BotRunner(process=process)
    try:
        runner.request(0, bot, state.view(seat), legal, decision_rng(SEED, seat, 0), game_id)
        deadline = time.monotonic() + 60
        result = None
        while result is None and time.monotonic() < deadline:
            result = runner.poll()
            time.sleep(0.01)
        if result is None or result[1] != expected:
            raise RuntimeError(f"bot worker process answered {result!r}, expected {expected!r}")
        if process.failed:
            raise RuntimeError("the bot worker process could not be started")
        return process.describe()
    finally:
        runner.shutdown()
        process.shutdown()


def _expected_data_parent() -> Path:
    """The platform's folder for per-user application data."""
    if sys.platform == "win32":
        return Path(os.environ["LOCALAPPDATA"])
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support"
    xdg = os.environ.get("XDG_DATA_HOME", "").strip()
    return Path(xdg) if xdg else Path.home() / ".local" / "share"


def _check_data_folder() -> Path:
    """The data folder (without the ``PLAY_OR_PAY_HOME`` override) is the platform's."""
    from game.storage import APP_NAME, user_data_dir

    saved = os.environ.pop("PLAY_OR_PAY_HOME", None)
    try:
        folder = user_data_dir()
    finally:
        if saved is not None:
            os.environ["PLAY_OR_PAY_HOME"] = saved
    expected = _expected_data_parent() / APP_NAME
    if os.path.normcase(str(folder)) != os.path.normcase(str(expected)):
        raise RuntimeError(f"the data folder is {folder}, expected {expected}")
    return folder


def _check_assets() -> int:
    """Load every font, sound and image the app uses (the icon included) from the bundled
    assets, the way the app loads them; return how many were loaded."""
    import pygame

    from scenes.core.audio import SOUNDS, Audio
    from scenes.core.resources import asset_path
    from scenes.core.theme import FONT_BOLD, FONT_CONDENSED, FONT_REGULAR

    if not pygame.font.get_init():
        pygame.font.init()
    for name in (FONT_REGULAR, FONT_BOLD, FONT_CONDENSED):
        try:
            font = pygame.font.Font(str(asset_path("fonts", name)), 20)
            font.render("Play or Pay", True, "black")
        except (pygame.error, OSError) as exc:
            raise RuntimeError(f"font {name} does not load: {exc}") from exc
    audio = Audio()
    missing = [name for name in SOUNDS if name not in audio.sounds]
    if not audio.ok or missing:
        raise RuntimeError(f"sounds do not load: {', '.join(missing) or 'no mixer'}")
    try:
        pygame.image.load(str(asset_path("icons", "app.png")))
    except (pygame.error, OSError) as exc:
        raise RuntimeError(f"the icon icons/app.png does not load: {exc}") from exc
    return 3 + len(SOUNDS) + 1 + _check_catalogues()


#: The largest compiled catalogue read (bytes).
MAX_CATALOGUE_BYTES = 16 * 1024 * 1024
#: The catalogues every build must carry (``assets/locale/<code>/LC_MESSAGES``).
REQUIRED_LANGUAGES = ("de", "fr")
#: Messages each shared catalogue must translate: a plain one, one with a context (the
#: language's own name) and a plural. Each game's catalogue must translate its summary.
_PROBES: tuple[tuple[str, tuple[str | int, ...]], ...] = (
    ("gettext", ("New game",)),
    ("pgettext", ("this language's own name", "English")),
    ("ngettext", ("{count} player", "{count} players", 2)),
)


def _catalogue_codes() -> list[str]:
    """The codes of the compiled catalogues in the bundled assets ("de", "fr")."""
    from scenes.core import i18n

    folder = Path(i18n.locale_dir())
    return sorted(mo.parent.parent.name for mo in folder.glob(f"*/LC_MESSAGES/{i18n.DOMAIN}.mo"))


def _read_catalogue(path: Path, code: str) -> gettext.GNUTranslations:
    """The compiled catalogue at ``path``, read as the app reads it (the standard
    library's ``gettext``, no fallback); a missing or unreadable one fails with its path."""
    import io

    from game.safe_json import read_regular_file

    if not path.is_file():
        raise RuntimeError(f"the {code} catalogue is missing: {path}")
    try:
        raw = read_regular_file(path, MAX_CATALOGUE_BYTES)
        return gettext.GNUTranslations(io.BytesIO(raw))
    except Exception as exc:  # any parse error: bad magic, truncated, bad charset...
        raise RuntimeError(f"the {code} catalogue cannot be read: {path}: {exc}") from exc


def _check_catalogues() -> int:
    """Every compiled translation catalogue the build carries (German and French at
    least) is read as the app reads it and translates a plain message, a context and a
    plural, and so does each installed game's catalogue of that language (its summary);
    return how many languages there are. A missing, unreadable or empty catalogue fails
    with its path."""
    from game.registry import get_game
    from scenes.core import i18n
    from scenes.plugins import installed

    folder = Path(i18n.locale_dir())
    found = _catalogue_codes()
    plugged = [ui.game_id for ui in installed()]  # each tells i18n its catalogue folder
    games = [(game_id, dict(i18n.catalogues())[game_id]) for game_id in plugged]
    for code in dict.fromkeys((*REQUIRED_LANGUAGES, *found)):
        path = folder / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
        probes = [(path, method, args) for method, args in _PROBES]
        for game_id, locale in games:
            summary = ("pgettext", (i18n.GAME_CONTEXT, get_game(game_id).summary))
            probes.append((locale / code / "LC_MESSAGES" / f"{game_id}.mo", *summary))
        read = {where: _read_catalogue(where, code) for where, _method, _args in probes}
        for where, method, args in probes:
            english = str(args[1] if method == "ngettext" else args[-1])
            if getattr(read[where], method)(*args) == english:
                raise RuntimeError(f"the {code} catalogue does not translate {english!r}: {where}")
    return len(found)


def _write_result(result_file: str | None, line: str) -> None:
    if result_file:
        Path(result_file).write_text(line + "\n", encoding="utf-8")


def run_self_test(result_file: str | None = None) -> int:
    """Run the smoke test; return the process exit code (also written to ``result_file``)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="play-or-pay-selftest-") as home:
        try:
            data_folder = _check_data_folder()
            os.environ["PLAY_OR_PAY_HOME"] = home
            import pygame

            from game import __version__
            from game.registry import all_games

            pygame.init()
            assets = _check_assets()
            summary = []
            for spec in all_games():
                players = min(max(4, spec.min_players), spec.max_players)
                actions, _ = _play_through_table(spec.id, players)
                summary.append(f"{spec.id} {players}p {actions} actions")
            worker = _check_bot_process()
        except Exception as exc:  # report every failure plainly, with its type
            line = f"self-test FAILED: {type(exc).__name__}: {exc}"
            print(line, file=sys.stderr)
            _write_result(result_file, line)
            return 1
        finally:
            import pygame

            pygame.quit()
    elapsed = time.perf_counter() - started
    done = "; ".join(summary)
    line = (
        f"self-test ok in {elapsed:.1f} s: Play or Pay {__version__}; {assets} assets loaded "
        f"(catalogues: {', '.join(_catalogue_codes())}); "
        f"data folder {data_folder}; {done}; records verified; bot worker: {worker}"
    )
    print(line)
    _write_result(result_file, line)
    return 0
