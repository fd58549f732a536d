"""The Nyet! and Play or Pay log, toasts and banners agree with a seat named "You"."""

from __future__ import annotations

import re

from game.events import EventLog
from game.records import Seat
from game.rng import Rng
from scenes.core.session import GameSession
from scenes.games.nyet import words as nyet_words
from scenes.games.playorpay.words import event_line, round_end_banner

#: A third-person verb after "You" ("You plays", "You is") is the mistake looked for.
WRONG = re.compile(r"\bYou (plays|pays|passes|is|deals|leads|wins|discards|picks|has)\b")


def play_out(game: str, players: int, seed: int) -> tuple[list[str], EventLog]:
    """The seat names and every event of a random game in which seat 0 is "You"."""
    names = ["You", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal"][:players]
    session = GameSession.new(game, {}, [Seat(n, "random") for n in names], seed)
    events = EventLog()
    rng = Rng(seed)
    state = session.state
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))], events)
    return names, events


def test_nyet_sentences_read_right_for_you() -> None:
    names, events = play_out("nyet", 4, 5)

    def name(seat: int | None) -> str:
        return names[seat] if seat is not None and 0 <= seat < len(names) else ""

    lines = [nyet_words.describe(e, name, len(names)) or "" for e in events]
    assert any(line.startswith("You ") for line in lines)
    assert not [line for line in lines if WRONG.search(line)]


def test_playorpay_sentences_read_right_for_you() -> None:
    from game.games.playorpay.events import RoundEnded

    names, events = play_out("playorpay", 5, 3)
    lines = [event_line(e, names.__getitem__) or "" for e in events]
    for e in events:
        if isinstance(e, RoundEnded):
            title, banner = round_end_banner(e, names.__getitem__, (True,) * len(names))
            lines += [title, *(text for text, _ in banner)]
    assert any(line.startswith("You ") for line in lines)
    assert not [line for line in lines if WRONG.search(line)]


def test_playorpay_round_banner_is_never_cut_at_960x540(app) -> None:
    """Every line of the end-of-round panel fits the panel's width in a small window
    (the pot that stays is said on a line of its own, not cut off the title)."""
    from game.games.playorpay.events import RoundEnded
    from scenes.core import theme

    s = theme.ui_scale((960, 540))
    width = 640 * s - 30 * s  # the panel's greatest text width at this size
    seen_carried = False
    for seed in range(1, 30):
        names, events = play_out("playorpay", 8, seed)
        for e in events:
            if not isinstance(e, RoundEnded):
                continue
            seen_carried = seen_carried or bool(e.pot_carried)
            title, lines = round_end_banner(e, names.__getitem__, (True,) * len(names))
            assert theme.fit_text(title, 24 * s, width, True) == title
            for text, _ in lines:
                assert theme.fit_text(text, 17 * s, width) == text
        if seen_carried:
            return
    raise AssertionError("no round where the pot stayed")
