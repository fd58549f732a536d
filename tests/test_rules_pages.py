"""The in-game rules pages: options are listed under their Options heading."""

from __future__ import annotations

from scenes.screens.rules_text import rules_text


def sections(page: str) -> dict[str, list[str]]:
    """Heading -> its lines (``# `` headings, as the rules scene reads them)."""
    result: dict[str, list[str]] = {}
    current = ""
    for line in page.strip().split("\n"):
        if line.startswith("# "):
            current = line[2:]
            result[current] = []
        else:
            result.setdefault(current, []).append(line)
    return result


def test_no_thanks_options_are_all_under_the_options_heading():
    page = sections(rules_text("nothanks"))
    options = page["Options (set in New game)"]
    for name in ("Rounds", "Chip counts", "Hidden Tiger", "Amigo variant", "Special cards"):
        assert any(line.startswith(f"- {name}") for line in options), name
    assert not any("(off by default)" in line for line in page["Pass-and-play"])
