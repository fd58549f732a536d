"""Regenerate the bad-record corpus in tests/data/bad_records/ from one valid game.

Run: python tests/data/make_bad_records.py  (the 50 MB file is made by the tests in a
temporary folder instead of being committed).
"""

from __future__ import annotations

import json
from pathlib import Path

from game.bots.base import RandomBot
from game.play import play_out
from game.records import Seat, make_record
from game.registry import get_game

HERE = Path(__file__).parent / "bad_records"


def valid_record() -> dict:
    spec = get_game("nothanks")
    options = spec.validate(4, {"rounds": 1})
    state, actions = play_out(spec, 4, options, 2024, [RandomBot()] * 4)
    seats = [Seat(f"Player {i + 1}", "random") for i in range(4)]
    return make_record(state, "nothanks", options, seats, 2024, actions).to_json()


def main() -> None:
    HERE.mkdir(parents=True, exist_ok=True)
    good = valid_record()
    text = json.dumps(good, indent=1)

    def write(name: str, data: object) -> None:
        (HERE / name).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")

    (HERE / "truncated.json").write_text(text[: len(text) // 2], encoding="utf-8")
    (HERE / "empty.json").write_text("", encoding="utf-8")
    write("not_an_object.json", [1, 2, 3])
    write("wrong_types.json", {**good, "players": "four"})
    write("wrong_action_types.json", {**good, "actions": [1, 2, 3]})
    write("unknown_game.json", {**good, "game": "chess"})
    write("unknown_option.json", {**good, "options": {**good["options"], "colour": "red"}})
    write("bad_option_value.json", {**good, "options": {**good["options"], "rounds": 99}})
    write("illegal_action.json", {**good, "actions": [*good["actions"][:5], "fly"]})
    write("digest_mismatch.json", {**good, "digest": "sha256:" + "0" * 64})
    write("future_version.json", {**good, "version": 99})
    write("wrong_format.json", {**good, "format": "chess-pgn"})
    write("seat_count_mismatch.json", {**good, "seats": good["seats"][:2]})
    write("bad_seat_kind.json", {**good, "seats": [{"name": "A", "kind": "wizard"}] * 4})
    write("negative_seed.json", {**good, "seed": -5})
    write("too_many_players.json", {**good, "players": 9, "seats": (good["seats"] * 3)[:9]})
    write("bad_deal.json", {**good, "deal": {"rounds": [{"stack": [3, 3]}]}})
    (HERE / "not_utf8.json").write_bytes(b'{"format": "play-or-pay-record", "game": "\xff\xfe"}')
    (HERE / "deeply_nested.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")


if __name__ == "__main__":
    main()
