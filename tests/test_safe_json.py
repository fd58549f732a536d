"""The one strict JSON reader: regular files only, size cap, strict JSON, one error type."""

from __future__ import annotations

import json
import os
import stat

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.errors import DataFileError
from game.safe_json import MAX_DEPTH, MAX_INT_DIGITS, loads_json, read_json_file

CAP = 64 * 1024


def read_or_refuse(raw: bytes) -> object:
    """The data, or the reason it was refused: a DataFileError, and only that, can come
    out, and its reason is one line."""
    try:
        return loads_json(raw, CAP)
    except DataFileError as exc:
        assert exc.reason and "\n" not in exc.reason and "\x1b" not in exc.reason
        return exc.reason


def refused(raw: bytes) -> str:
    with pytest.raises(DataFileError) as info:
        loads_json(raw, CAP)
    return info.value.reason


def test_plain_json_and_a_byte_order_mark_are_read():
    assert loads_json(b'{"a": [1, 2.5, "x", true, null]}', CAP) == {"a": [1, 2.5, "x", True, None]}
    assert loads_json(b'\xef\xbb\xbf{"a": 1}', CAP) == {"a": 1}
    assert loads_json('["😀", "\\ud83d\\ude00"]'.encode(), CAP) == ["😀", "😀"]


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (b"[NaN]", "NaN"),
        (b"[Infinity]", "Infinity"),
        (b"[-Infinity]", "-Infinity"),
        (b"[1e400]", "too large"),
        (b'{"a": 1, "a": 2}', "twice"),
        (b"[" + b"7" * (MAX_INT_DIGITS + 1) + b"]", f"more than {MAX_INT_DIGITS} digits"),
        (b"[-" + b"7" * 5000 + b"]", "digits"),
        (b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1), "nested too deeply"),
        (b'{"a":' * 5_000 + b"1" + b"}" * 5_000, "nested too deeply"),
        (b'["\\ud800"]', "not valid Unicode"),
        (b'{"\\udfff": 1}', "not valid Unicode"),
        (b'["\xff"]', "not UTF-8"),
        ('["a"]'.encode("utf-16"), "UTF-16"),
        (b'{"a": [1, 2', "not valid JSON"),
        (b"", "not valid JSON"),
    ],
)
def test_non_strict_json_is_refused_with_a_clear_reason(raw, words):
    assert words in refused(raw)


def test_nesting_up_to_the_limit_is_read_and_brackets_in_text_do_not_count():
    deep = b"[" * MAX_DEPTH + b"]" * MAX_DEPTH
    assert loads_json(deep, CAP) is not None
    text = json.dumps(["[" * 500, '\\"[' * 200, {"k{": "]]]" * 100}]).encode()
    assert loads_json(text, CAP)[0] == "[" * 500


def test_size_cap_counts_bytes():
    assert "too large" in refused(b" " * (CAP + 1))


def test_a_file_names_itself_in_the_message(tmp_path):
    path = tmp_path / "x.json"
    path.write_bytes(b"[NaN]")
    with pytest.raises(DataFileError) as info:
        read_json_file(path, CAP)
    assert info.value.path == str(path)
    assert str(info.value).startswith(f"{path}: ") and "NaN" in str(info.value)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_is_refused_without_opening_it(tmp_path):
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)  # opening it for reading would wait for a writer forever
    with pytest.raises(DataFileError, match="not a regular file"):
        read_json_file(fifo, CAP)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_link_to_a_device_is_refused(tmp_path):
    link = tmp_path / "settings.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(DataFileError, match="not a regular file"):
        read_json_file(link, CAP)


def test_a_huge_sparse_file_is_refused_before_reading(tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(4 * 1024**3)  # 4 GB, sparse: nothing is written or read
    with pytest.raises(DataFileError, match="too large"):
        read_json_file(path, CAP)


def test_folders_missing_files_and_bad_names(tmp_path):
    with pytest.raises(DataFileError, match="folder"):
        read_json_file(tmp_path, CAP)
    with pytest.raises(DataFileError, match="no such file"):
        read_json_file(tmp_path / "missing.json", CAP)
    with pytest.raises(DataFileError, match="no such file"):
        read_json_file(tmp_path / "missing" / "deeper.json", CAP)
    with pytest.raises(DataFileError, match="not a valid file name"):
        read_json_file(str(tmp_path / "nul\0.json"), CAP)
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nowhere")
    with pytest.raises(DataFileError, match="no such file"):
        read_json_file(dangling, CAP)


def test_reading_never_changes_the_file(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(b'{"a": NaN}')
    before = path.stat()
    with pytest.raises(DataFileError):
        read_json_file(path, CAP)
    after = path.stat()
    assert path.read_bytes() == b'{"a": NaN}'
    assert (after.st_mtime_ns, stat.S_IMODE(after.st_mode)) == (
        before.st_mtime_ns,
        stat.S_IMODE(before.st_mode),
    )


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_fuzz_bytes_give_data_or_our_error_only(raw):
    read_or_refuse(raw)


@settings(max_examples=300, deadline=None)
@given(json_values, st.integers(min_value=0, max_value=40), st.data())
def test_fuzz_damaged_json_gives_data_or_our_error_only(value, cut, data):
    text = json.dumps(value, ensure_ascii=data.draw(st.booleans()))
    damage = data.draw(st.sampled_from(["none", "cut", "insert", "nest"]))
    if damage == "cut":
        text = text[: max(0, len(text) - cut)]
    elif damage == "insert":
        at = data.draw(st.integers(min_value=0, max_value=len(text)))
        junk = data.draw(st.sampled_from(["NaN", '"', "\\", "[", "}", "\\ud800", "\0", "9" * 200]))
        text = text[:at] + junk + text[at:]
    elif damage == "nest":
        text = "[" * (MAX_DEPTH + cut) + text + "]" * (MAX_DEPTH + cut)
    result = read_or_refuse(text.encode("utf-8", "surrogatepass"))
    if damage == "none":  # strict JSON of plain values reads back as it was
        assert result == value
