"""Whether this Windows process runs under Wine (or Proton, which is Wine).

Wine's ``ntdll.dll`` exports ``wine_get_version``; Windows' does not. The app asks once,
for the one place where Wine behaves differently from Windows in a way that matters to
it (see :mod:`scenes.core.bot_process`).
"""

from __future__ import annotations

import functools
import sys


@functools.cache
def wine_version() -> str | None:
    """The Wine version ("8.0") when running under Wine, else None (real Windows, or
    any other operating system). Never raises."""
    if sys.platform != "win32":
        return None
    import ctypes

    try:
        getter = ctypes.WinDLL("ntdll").wine_get_version
    except (OSError, AttributeError):  # real Windows: no such export
        return None
    getter.argtypes = []
    getter.restype = ctypes.c_char_p
    try:
        raw = getter()
    except OSError:
        return None
    text = raw.decode("ascii", "replace").strip() if isinstance(raw, bytes) else ""
    return text[:40] or "unknown version"
