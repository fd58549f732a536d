"""Put a game in progress into the player's data folder, as the app would have left it.

Run by ``build/windows-check.sh`` with the Windows Python under Wine, so the installed app
can be started with ``--continue`` on a table in mid-game (for its screenshots), and so
the uninstall check has a save of the player's to keep::

    python build/windows_check_saves.py GAME [--after N] [--keep NAME]

Plays ``N`` actions of a seeded 4-player game (seat 1 the player, the others medium
bots; the player's moves by a random stand-in), then lets the bots move until it is the
player's turn, and writes the autosave. ``--keep NAME`` also copies it to
``saves/NAME.json`` (what *Save as* does). The data folder is the platform's
(``%LOCALAPPDATA%\\play-or-pay`` on Windows) unless ``PLAY_OR_PAY_HOME`` names another.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SEED = 20261128


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="game id: nothanks, nyet, playorpay")
    parser.add_argument("--after", type=int, default=20, help="actions played first")
    parser.add_argument("--keep", metavar="NAME", help="also keep it as saves/NAME.json")
    args = parser.parse_args(argv)

    from game.play import bot_move
    from scenes.core.saves import keep_autosave, write_autosave
    from scenes.screenshot import scripted_session

    setup = argparse.Namespace(
        game=args.game, players=4, seed=SEED, level="medium", option=[], after=args.after
    )
    session = scripted_session(setup, 1)
    while not session.state.is_terminal() and not session.is_human(session.state.current_player):
        seat = session.state.current_player
        session.apply(bot_move(session.state, session.bot(seat), session.seed, session.ply))
    if session.state.is_terminal():
        raise SystemExit(f"{args.game}: the game ended within {args.after} actions")
    write_autosave(session)
    kept = keep_autosave(args.keep) if args.keep else None
    where = f" and {kept}" if kept else ""
    print(f"{args.game}: autosave at action {session.ply}, the player's turn{where}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
