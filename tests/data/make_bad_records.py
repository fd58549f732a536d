"""Regenerate the hostile-file corpus in tests/data/ from two valid games.

Run from the repository root: ``PYTHONPATH=. python tests/data/make_bad_records.py``. It writes

* ``bad_records/``: records that must be refused with one clean line (CLI exit 1, and a
  message in the app's Continue and Load), the file left unchanged;
* ``odd_records/``: records that hold odd but harmless text (NUL, ANSI codes, newlines
  or 10,000 characters in a seat name, a byte-order mark, a wrong ``finished`` flag):
  they load, and what is shown is cleaned;
* ``no_digest.json``: a record without a digest (the CLI says so; the app refuses it);
* ``bad_settings/``: settings files the app must survive (defaults, a message, and the
  file kept as ``settings.json.bad``); ``odd_settings/``: settings that load.

Files too big to keep in the repository (megabyte names and ids, a 50 MB file), and
special files (pipes, devices, links, folders), are made by the tests in a temporary
folder instead.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.bots.base import RandomBot
from game.play import play_out
from game.records import Seat, make_record
from game.registry import get_game

HERE = Path(__file__).parent
BAD = HERE / "bad_records"
ODD = HERE / "odd_records"
BAD_SETTINGS = HERE / "bad_settings"
ODD_SETTINGS = HERE / "odd_settings"
HUGE = "9" * 5000  # over Python's 4,300-digit limit for int()


def valid_record() -> dict:
    """A finished four-player No Thanks! game between random bots."""
    spec = get_game("nothanks")
    options = spec.validate(4, {"rounds": 1})
    state, actions = play_out(spec, 4, options, 2024, [RandomBot()] * 4)
    seats = [Seat(f"Player {i + 1}", "random") for i in range(4)]
    return make_record(state, "nothanks", options, seats, 2024, actions).to_json()


def game_in_play() -> dict:
    """A three-player No Thanks! game after ten actions, with a human in seat 1."""
    spec = get_game("nothanks")
    options = spec.validate(3, {"rounds": 2})
    state = spec.new_state(3, options, 77)
    actions = []
    for _ in range(10):
        action = state.legal_actions()[-1]
        actions.append(state.action_text(action))
        state.apply(action)
    seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cy", "random")]
    record = make_record(state, "nothanks", options, seats, 77, actions)
    return {**record.to_json(), "meta": {"round": 1, "app": "play-or-pay"}}


def _dump(data: object) -> str:
    return json.dumps(data, indent=1) + "\n"


def _with_seat_name(data: dict, name: str) -> dict:
    seats = [dict(seat) for seat in data["seats"]]
    seats[0]["name"] = name
    return {**data, "seats": seats}


def write_classic(write, good: dict, text: str) -> None:
    """The original corpus: syntax, types, game, options, actions, digest, version."""
    (BAD / "truncated.json").write_text(text[: len(text) // 2], encoding="utf-8")
    (BAD / "empty.json").write_text("", encoding="utf-8")
    write(BAD, "not_an_object.json", [1, 2, 3])
    write(BAD, "wrong_types.json", {**good, "players": "four"})
    write(BAD, "wrong_action_types.json", {**good, "actions": [1, 2, 3]})
    write(BAD, "unknown_game.json", {**good, "game": "chess"})
    write(BAD, "unknown_option.json", {**good, "options": {**good["options"], "colour": "red"}})
    write(BAD, "bad_option_value.json", {**good, "options": {**good["options"], "rounds": 99}})
    write(BAD, "illegal_action.json", {**good, "actions": [*good["actions"][:5], "fly"]})
    write(BAD, "digest_mismatch.json", {**good, "digest": "sha256:" + "0" * 64})
    write(BAD, "future_version.json", {**good, "version": 99})
    write(BAD, "wrong_format.json", {**good, "format": "chess-pgn"})
    write(BAD, "seat_count_mismatch.json", {**good, "seats": good["seats"][:2]})
    write(BAD, "bad_seat_kind.json", {**good, "seats": [{"name": "A", "kind": "wizard"}] * 4})
    write(BAD, "negative_seed.json", {**good, "seed": -5})
    write(BAD, "too_many_players.json", {**good, "players": 9, "seats": (good["seats"] * 3)[:9]})
    write(BAD, "bad_deal.json", {**good, "deal": {"rounds": [{"stack": [3, 3]}]}})
    (BAD / "not_utf8.json").write_bytes(b'{"format": "play-or-pay-record", "game": "\xff\xfe"}')
    (BAD / "deeply_nested.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")


def write_issue_17(write, good: dict, text: str) -> None:
    """One file per case of issue 17 that a record can hold."""
    # 1. Huge integers.
    (BAD / "huge_int_seed.json").write_text(text.replace('"seed": 2024', f'"seed": {HUGE}'))
    (BAD / "huge_int_players.json").write_text(text.replace('"players": 4', f'"players": {HUGE}'))
    (BAD / "huge_int_option.json").write_text(text.replace('"rounds": 1', f'"rounds": {HUGE}'))
    # 2. NUL in text that an error message repeats.
    write(BAD, "nul_in_action.json", {**good, "actions": [*good["actions"][:3], "ta\0ke"]})
    write(BAD, "nul_in_game_id.json", {**good, "game": "no\0thanks"})
    write(BAD, "nul_in_option_key.json", {**good, "options": {"rou\0nds": 1}})
    write(BAD, "nul_in_seat_kind.json", {**good, "seats": [{"name": "A", "kind": "bo\0t"}] * 4})
    # 3. A lone surrogate (written as an escape: it cannot be UTF-8).
    (BAD / "lone_surrogate_in_name.json").write_text(text.replace("Player 1", "\\ud800"))
    # 5. Nesting, in objects this time.
    (BAD / "deeply_nested_objects.json").write_text('{"a":' * 10_000 + "1" + "}" * 10_000)
    # 7. Option values of the wrong JSON type (the validation memo once let them through).
    options = good["options"]
    write(BAD, "option_float_for_int.json", {**good, "options": {**options, "rounds": 1.0}})
    write(BAD, "option_true_for_int.json", {**good, "options": {**options, "rounds": True}})
    write(BAD, "option_text_for_int.json", {**good, "options": {**options, "rounds": "1"}})
    write(BAD, "option_int_for_bool.json", {**good, "options": {**options, "hidden_tiger": 0}})
    # 8. Text an error message repeats: ANSI codes, newlines, long text.
    ansi = "\x1b[31;1mRED\x1b[0m\x1b]0;title\x07\nsecond line\r\nthird"
    write(BAD, "ansi_in_game_id.json", {**good, "game": ansi})
    write(BAD, "newlines_in_action.json", {**good, "actions": ["take\n\nerror: fake\n"]})
    write(BAD, "long_game_id.json", {**good, "game": "x" * 50_000})
    write(BAD, "long_option_value.json", {**good, "options": {**options, "chips": "y" * 50_000}})
    # 13. Version of the wrong type, NaN and Infinity, duplicate keys, UTF-16.
    write(BAD, "version_float.json", {**good, "version": 1.0})
    write(BAD, "version_text.json", {**good, "version": "1"})
    (BAD / "nan_value.json").write_text(text.replace('"seed": 2024', '"seed": NaN'))
    (BAD / "infinity_value.json").write_text(text.replace('"seed": 2024', '"seed": -Infinity'))
    (BAD / "huge_float.json").write_text(text.replace('"seed": 2024', '"seed": 1e999'))
    (BAD / "duplicate_keys.json").write_text(text.replace('"seed": 2024', '"seed": 1, "seed": 2'))
    (BAD / "utf16.json").write_bytes(text.encode("utf-16"))


def write_odd(write, in_play: dict) -> None:
    """Records that load: the odd text in them is cleaned where it is shown."""
    write(ODD, "nul_in_name.json", _with_seat_name(in_play, "Ann\0Bell"))
    write(ODD, "ansi_in_name.json", _with_seat_name(in_play, "\x1b[31mAnn\x1b[0m"))
    write(ODD, "newlines_in_name.json", _with_seat_name(in_play, "Ann\n\nerror: fake"))
    write(ODD, "bidi_in_name.json", _with_seat_name(in_play, "Ann\u202eeman"))
    write(ODD, "long_name.json", _with_seat_name(in_play, "Ann" + "n" * 10_000))
    write(ODD, "empty_name.json", _with_seat_name(in_play, " \t "))
    write(ODD, "emoji_and_scripts_in_name.json", _with_seat_name(in_play, "Zoë 😀 ゲーム"))
    result = {**in_play["result"], "finished": True}
    write(ODD, "finished_flag_on_game_in_play.json", {**in_play, "result": result})
    (ODD / "utf8_bom.json").write_bytes(b"\xef\xbb\xbf" + _dump(in_play).encode("utf-8"))
    (HERE / "no_digest.json").write_text(_dump({**in_play, "digest": None}), encoding="utf-8")


def write_settings() -> None:
    """settings.json files: damaged ones, and odd ones that load."""
    good = {"animation_speed": "fast", "volume": 30, "fullscreen": False, "colourblind": True}
    text = _dump(good)
    files = {
        "nested_lists.json": "[" * 100_000 + "]" * 100_000,
        "nested_objects.json": '{"a":' * 10_000 + "1" + "}" * 10_000,
        "huge_int.json": text.replace('"volume": 30', f'"volume": {HUGE}'),
        "nan.json": text.replace('"volume": 30', '"volume": NaN'),
        "duplicate_keys.json": text.replace('"volume": 30', '"volume": 30, "volume": 40'),
        "lone_surrogate.json": text.replace('"fast"', '"\\udc00"'),
        "not_an_object.json": "[1, 2, 3]\n",
        "truncated.json": text[: len(text) // 2],
        "empty.json": "",
        "too_large.json": '{"pad": "' + "x" * 100_000 + '"}\n',
    }
    for name, content in files.items():
        (BAD_SETTINGS / name).write_text(content, encoding="utf-8")
    (BAD_SETTINGS / "not_utf8.json").write_bytes(b'{"animation_speed": "\xff"}')
    (BAD_SETTINGS / "utf16.json").write_bytes(text.encode("utf-16"))
    (ODD_SETTINGS / "utf8_bom.json").write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    odd_values = {"animation_speed": "\0warp", "volume": 1.5, "fullscreen": 1, "extra": [1]}
    (ODD_SETTINGS / "wrong_values.json").write_text(_dump(odd_values), encoding="utf-8")


def main() -> None:
    for folder in (BAD, ODD, BAD_SETTINGS, ODD_SETTINGS):
        folder.mkdir(parents=True, exist_ok=True)
    good = valid_record()
    text = json.dumps(good, indent=1)

    def write(folder: Path, name: str, data: object) -> None:
        (folder / name).write_text(_dump(data), encoding="utf-8")

    write_classic(write, good, text)
    write_issue_17(write, good, text)
    write_odd(write, game_in_play())
    write_settings()


if __name__ == "__main__":
    main()
