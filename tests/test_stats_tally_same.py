"""The statistics' tally (one pass per person, games made once, order known) gives
exactly the figures of the plain definitions, float for float: every figure below is
recomputed here the straightforward way (each game's place and win share on its own,
each figure summed game by game in time order) over random collections with ties,
shared wins, repeated names, resets, dailies with and without duplicates, unordered
games and games of equal time and key."""

from __future__ import annotations

from collections import Counter
from datetime import date

from hypothesis import given, settings
from hypothesis import strategies as st

from game.stats import Collection, GameEntry, daily_calendar, placing_counts, series
from game.stats.entry import DailyInfo, DuplicateInfo
from game.stats.tally import StatLine, margin_of, player_stats

NAMES = ("Ann", "Bo", "Cy", "Ann ")
GAMES = {"nothanks": True, "nyet": False}
DAY = date(2026, 11, 29)


@st.composite
def entries(draw: st.DrawFn, n: int) -> GameEntry:
    players = draw(st.integers(2, 4))
    game = draw(st.sampled_from(sorted(GAMES)))
    scores = tuple(
        draw(
            st.lists(
                st.sampled_from([0.0, 1.0, 2.5, 3.0, -1.0, 7.0]), min_size=players, max_size=players
            )
        )
    )
    lower = GAMES[game]
    best = min(scores) if lower else max(scores)
    winners = tuple(i for i, s in enumerate(scores) if s == best)
    daily = None
    if draw(st.booleans()):
        daily = DailyInfo(
            f"2026-11-{draw(st.integers(20, 28)):02d}",
            draw(st.integers(0, players - 1)),
            draw(st.booleans()),
        )
    counted = draw(st.booleans())
    return GameEntry(
        key=f"{draw(st.integers(0, 6)) if draw(st.booleans()) else n + 100:040x}",
        path=f"saves/{n}.json",
        game=game,
        variant=draw(st.sampled_from(["Classic", "Custom"])),
        players=players,
        names=tuple(draw(st.lists(st.sampled_from(NAMES), min_size=players, max_size=players))),
        kinds=tuple(
            draw(st.lists(st.sampled_from(["human", "random"]), min_size=players, max_size=players))
        ),
        scores=scores,
        winners=winners,
        finished=True,
        actions=10,
        when=f"2026-11-{draw(st.integers(1, 4)):02d}T12:00:00+00:00",
        lower_wins=lower,
        hints=tuple(draw(st.integers(0, 3)) for _ in range(players)) if counted else (),
        undos=tuple(draw(st.integers(0, 2)) for _ in range(players)) if counted else (),
        accuracy=tuple(
            draw(st.one_of(st.none(), st.floats(0, 100, allow_nan=False))) for _ in range(players)
        ),
        daily=daily,
    )


@st.composite
def collections(draw: st.DrawFn) -> Collection:
    games = [draw(entries(n)) for n in range(draw(st.integers(0, 14)))]
    if draw(st.booleans()):
        games.sort(key=lambda e: (e.when, e.key))
    duplicates = {}
    for entry in games:
        if entry.daily is not None and draw(st.booleans()):
            seat = draw(st.integers(0, entry.players - 1))
            scores = tuple(s + draw(st.sampled_from([-1.0, 0.0, 2.0])) for s in entry.scores)
            duplicates[entry.key] = GameEntry(
                **{**vars(entry), "scores": scores, "duplicate": DuplicateInfo(entry.key, seat)}
            )
    resets = {}
    if draw(st.booleans()) and games:
        resets[draw(st.sampled_from(NAMES))] = frozenset(
            draw(st.lists(st.sampled_from([e.key for e in games]), max_size=3))
        )
    return Collection(games=games, duplicates=duplicates, resets=resets)


def played_of(collection: Collection, name: str, game: str | None = None) -> list:
    hidden = collection.resets.get(name, frozenset())
    found = [
        (entry, seat)
        for entry in collection.games
        for seat, seat_name in enumerate(entry.names)
        if seat_name == name and entry.key not in hidden and game in (None, entry.game)
    ]
    return sorted(found, key=lambda item: (item[0].when, item[0].key, item[1]))


def streaks(wins: list[bool]) -> tuple[int, int]:
    best = run = 0
    for won in wins:
        run = run + 1 if won else 0
        best = max(best, run)
    return run, best


def mean(values: list) -> tuple[float | None, int]:
    known = [v for v in values if v is not None]
    return (sum(known) / len(known) if known else None), len(known)


def line_of(collection: Collection, game: str, variant: str, played: list) -> StatLine:
    scores = [entry.scores[seat] for entry, seat in played]
    lower = bool(played) and played[0][0].lower_wins
    same_game = len({entry.game for entry, _ in played}) <= 1
    accuracy, reviewed = mean([entry.accuracy[seat] for entry, seat in played])
    margin, _ = mean([margin_of(collection, e, s) for e, s in played if e.daily is not None])
    current, best = streaks([seat in entry.winners for entry, seat in played])
    return StatLine(
        game=game,
        variant=variant,
        games=len(played),
        wins=sum(entry.win_share(seat) for entry, seat in played),
        placings=dict(sorted(Counter(entry.place(seat) for entry, seat in played).items())),
        mean_score=sum(scores) / len(scores) if scores and same_game else None,
        best_score=(min(scores) if lower else max(scores)) if scores and same_game else None,
        win_streak=current,
        best_win_streak=best,
        accuracy=accuracy,
        reviewed=reviewed,
        hints=sum(entry.hints[seat] if entry.hints else 0 for entry, seat in played),
        undos=sum(entry.undos[seat] if entry.undos else 0 for entry, seat in played),
        dailies=sum(1 for entry, _ in played if entry.daily is not None),
        mean_margin=margin,
    )


@settings(max_examples=300, deadline=None)
@given(collections())
def test_the_tally_equals_the_plain_definitions(collection: Collection) -> None:
    for name in [*NAMES, "nobody"]:
        played = played_of(collection, name)
        stats = player_stats(collection, name, DAY)
        groups: dict[tuple[str, str], list] = {}
        for entry, seat in played:
            groups.setdefault((entry.game, entry.variant), []).append((entry, seat))
        lines = [line_of(collection, g, v, items) for (g, v), items in sorted(groups.items())]
        assert stats.lines == lines
        assert stats.overall == line_of(collection, "", "", played)
        assert stats.dailies == daily_calendar(collection, name)
        assert [(e.key, s) for e, s in collection.games_of(name)] == [(e.key, s) for e, s in played]
        for game in (None, "nyet"):
            chosen = played_of(collection, name, game)
            assert placing_counts(collection, name, game) == dict(
                sorted(Counter(e.place(s) for e, s in chosen).items())
            )
            assert [(p.when, p.score, p.place) for p in series(collection, name, game, 3)] == [
                (e.when, e.scores[s], e.place(s)) for e, s in chosen[-3:]
            ]
    humans = {
        n for e in collection.games for n, k in zip(e.names, e.kinds, strict=True) if k == "human"
    }
    assert collection.players() == sorted(humans, key=lambda n: (n.casefold(), n))
