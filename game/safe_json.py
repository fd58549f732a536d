"""The one reader for every JSON file the program opens: records, saves and settings.

:func:`read_json_file` reads only regular files (never a pipe, device or socket, even
through a link, so nothing can hang it), refuses files over a size cap before reading
them, and decodes strict JSON:

* UTF-8, with or without a byte-order mark;
* no ``NaN`` / ``Infinity`` and no number too large for a float;
* no duplicate keys in an object;
* no whole number longer than ``MAX_INT_DIGITS`` digits;
* no nesting deeper than ``MAX_DEPTH`` (checked before parsing, so no RecursionError);
* no lone surrogate (``"\\ud800"``) in any text.

Every problem raises :class:`~game.errors.DataFileError` with one clear line that names
the file; nothing else can come out. The file is only read, never changed.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import re
import stat
from typing import Any, NoReturn

from game.errors import DataFileError
from game.json_data import JsonObject, JsonValue
from game.text import N_, quote

MAX_DEPTH = 64
MAX_INT_DIGITS = 100
_BOM = b"\xef\xbb\xbf"
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
_STRUCTURE = b'"[]{}'
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in _STRUCTURE)
_DEPTH_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}
_DIGITS_AS_ZERO = bytes.maketrans(b"0123456789", b"\0" * 10)
_LONG_RUN = b"\0" * (MAX_INT_DIGITS + 1)
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _refuse(template: str, **values: object) -> NoReturn:
    """Raise the problem ``template`` (marked for the app's catalogue) with ``values``."""
    raise DataFileError.of(template, **values)


def describe_size(size: int) -> str:
    """``size`` bytes in words: ``"5.2 MB"``, ``"64 KB"`` or ``"12 bytes"``."""
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f} MB".replace(".0 MB", " MB")
    if size >= 1024:
        return f"{size // 1024} KB"
    return f"{size} bytes"


def _too_large(size: int, max_bytes: int) -> NoReturn:
    _refuse(
        N_("file is too large ({size}; the limit is {limit})"),
        size=describe_size(size),
        limit=describe_size(max_bytes),
    )


def _stat(path: str | os.PathLike[str]) -> os.stat_result:
    try:
        return os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        _refuse(N_("no such file"))
    except PermissionError:
        _refuse(N_("permission denied"))
    except OSError as exc:
        _refuse(N_("cannot read it: {problem}"), problem=exc.strerror or exc)
    except ValueError:  # a NUL in the path
        _refuse(N_("not a valid file name"))


def _check_regular(info: os.stat_result) -> None:
    if stat.S_ISDIR(info.st_mode):
        _refuse(N_("it is a folder, not a file"))
    if not stat.S_ISREG(info.st_mode):
        _refuse(N_("not a regular file (a device, pipe or socket); only plain files are read"))


def read_regular_file(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``max_bytes`` (DataFileError otherwise)."""
    try:
        info = _stat(path)
        _check_regular(info)
        if info.st_size > max_bytes:
            _too_large(info.st_size, max_bytes)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        try:
            fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0))
        except OSError as exc:
            _refuse(N_("cannot read it: {problem}"), problem=exc.strerror or exc)
        try:
            _check_regular(os.fstat(fd))  # the same checks on what was really opened
            chunks = []
            left = max_bytes + 1
            while left > 0:
                chunk = os.read(fd, min(left, 1 << 20))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
        except OSError as exc:
            _refuse(N_("cannot read it: {problem}"), problem=exc.strerror or exc)
        finally:
            os.close(fd)
    except DataFileError as exc:
        raise exc.at(path) from None
    raw = b"".join(chunks)
    if len(raw) > max_bytes:
        raise DataFileError.of(
            N_("file is too large (over {limit})"), path, limit=describe_size(max_bytes)
        )
    return raw


def read_json_file(path: str | os.PathLike[str], max_bytes: int) -> Any:
    """Read and strictly decode a JSON file (see the module); DataFileError naming it.

    The value is a :data:`~game.json_data.JsonValue`; it is still typed ``Any`` until
    every reader narrows it as it validates (``game/stats/index.py`` does not yet)."""
    raw = read_regular_file(path, max_bytes)
    try:
        return loads_json(raw, max_bytes)
    except DataFileError as exc:
        raise exc.at(path) from None


def _decode(raw: bytes) -> str:
    if raw.startswith(_UTF16_BOMS):
        _refuse(N_("file is UTF-16 text; it must be UTF-8"))
    if raw.startswith(_BOM):
        raw = raw[len(_BOM) :]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        _refuse(N_("file is not UTF-8 text (bad byte at position {position})"), position=exc.start)


def _check_depth(raw: bytes) -> None:
    """Refuse nesting deeper than MAX_DEPTH, without recursing. Works on the bytes (UTF-8
    never uses ASCII bytes inside a multi-byte character): escaped backslashes and
    quotes are dropped, then everything but quotes and brackets, then whole strings, so
    brackets inside text do not count."""
    if raw.count(b"[") + raw.count(b"{") <= MAX_DEPTH:
        return
    skeleton = raw.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _NOT_STRUCTURE)
    brackets = b"".join(skeleton.split(b'"')[::2])  # what lies between strings
    depths = itertools.accumulate(map(_DEPTH_STEP.__getitem__, brackets))
    while chunk := list(itertools.islice(depths, 1 << 16)):
        if max(chunk) > MAX_DEPTH:
            _refuse(N_("file is nested too deeply (more than {levels} levels)"), levels=MAX_DEPTH)


def _object(pairs: list[tuple[str, JsonValue]]) -> JsonObject:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                _refuse(N_("file has the key {key} twice in one object"), key=quote(key))
            seen.add(key)
    return result


def _constant(name: str) -> NoReturn:
    _refuse(N_("file holds {name}, which is not a JSON number"), name=name)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        _refuse(N_("file holds a number too large for this app ({number})"), number=quote(text))
    return value


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        _refuse(
            N_("file holds a whole number with more than {digits} digits"), digits=MAX_INT_DIGITS
        )
    return int(text)


def _check_strings(data: JsonValue) -> None:
    """Refuse lone surrogates in any key or text value (walks without recursing)."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _LONE_SURROGATE.search(item):
                _refuse(
                    N_(
                        "file holds text that is not valid Unicode "
                        "(a lone surrogate escape such as \\ud800)"
                    )
                )
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def check_writable(text: str, max_bytes: int) -> None:
    """Refuse (DataFileError, or UnicodeEncodeError) JSON text that :func:`loads_json`
    would refuse once written: writers call it so they never write what readers refuse."""
    loads_json(text.encode("utf-8"), max_bytes)


def loads_json(raw: bytes, max_bytes: int) -> JsonValue:
    """Strictly decode JSON bytes (see the module); DataFileError without a path."""
    if len(raw) > max_bytes:
        _too_large(len(raw), max_bytes)
    text = _decode(raw)
    _check_depth(raw)
    # Whole numbers are checked one by one only if the file has a long run of digits.
    long_digits = _LONG_RUN in raw.translate(_DIGITS_AS_ZERO)
    try:
        data: JsonValue = json.loads(
            text,
            object_pairs_hook=_object,
            parse_constant=_constant,
            parse_float=_float,
            parse_int=_int if long_digits else None,
        )
    except json.JSONDecodeError as exc:
        _refuse(
            N_(
                "file is not valid JSON (line {line}, column {column}: {problem}); "
                "it may be truncated or damaged"
            ),
            line=exc.lineno,
            column=exc.colno,
            problem=exc.msg,
        )
    except (RecursionError, MemoryError):
        _refuse(N_("file is nested too deeply or too large to read"))
    except ValueError:
        _refuse(N_("file is not valid JSON (a value cannot be read)"))
    if _SURROGATE_ESCAPE.search(text):
        _check_strings(data)
    return data
