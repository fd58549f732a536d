"""The save-name rule: the file name is the name; refused names say why."""

from __future__ import annotations

import pytest

from game.errors import SaveNameError
from game.savename import MAX_SAVE_NAME, save_file_name, save_name_problem


def test_names_from_the_issue_get_distinct_files():
    names = ["ゲーム", "日本語", "😀", "Müller", "Mller", "game", "My game"]
    files = [save_file_name(name) for name in names]
    assert len(set(files)) == len(files)
    assert save_file_name("Müller") == "Müller.json"
    assert save_file_name("  My   game ") == "My game.json"


def test_unicode_is_normalised_so_one_name_is_one_file():
    composed, decomposed = "M\u00fcller", "Mu\u0308ller"
    assert save_file_name(composed) == save_file_name(decomposed)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("", "Type a name"),
        ("   ", "Type a name"),
        ('<>|"', 'cannot contain < > " |'),
        ("a/b", "cannot contain /"),
        ("..\\evil", "cannot contain \\"),
        ("../x", "cannot contain /"),
        (".hidden", "start with a dot"),
        ("x" * (MAX_SAVE_NAME + 1), f"at most {MAX_SAVE_NAME}"),
        ("a\0b", "control characters"),
        ("a\u202eb", "control characters"),
        ("CON", "“CON”"),
        ("con", "“CON”"),
        ("nul.txt", "“NUL”"),
        ("Aux ", "“AUX”"),
        ("COM1", "“COM1”"),
        ("LPT9", "“LPT9”"),
        ("COM¹", "“COM¹”"),
    ],
)
def test_refused_names_say_why(name, words):
    problem = save_name_problem(name)
    assert problem is not None and words in problem
    with pytest.raises(SaveNameError):
        save_file_name(name)


def test_names_that_merely_look_reserved_are_fine():
    for name in ("CONSOLE", "Connie", "COM10", "LPT", "nul game", "No Thanks! 2026-11-23 10-00-00"):
        assert save_name_problem(name) is None, name
