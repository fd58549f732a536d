"""Player statistics from a data folder: equal to a direct tally of the records, one
game counted once, daily tries and duplicate margins, stored reviews read, resets."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from game.cli import main as cli_main
from game.daily import DAILY_META_KEY, daily_meta, daily_setup, daily_status, play_duplicate
from game.daily.duplicate import bot_game as daily_bot_game
from game.records import Record, Seat, load_record, replay, save_record
from game.registry import get_game
from game.review import reviewed
from game.stats import (
    Collection,
    GameEntry,
    collect,
    daily_calendar,
    placing_counts,
    player_stats,
    reset_player,
    series,
    stats_json,
    variant_label,
)
from tests.review_fixtures import blunder_record, bot_game

DAY = date(2026, 11, 26)


def person_game(
    name: str, seed: int, game_id: str = "nothanks", players: int = 3, **extra: object
) -> Record:
    """A finished random-bot game with ``name`` in seat 1 as a person."""
    record = bot_game(game_id, ["random"] * players, seed, {})
    record.seats[0] = Seat(name, "human")
    for key, value in extra.items():
        setattr(record, key, value)
    return record


def sim_folder(data: Path) -> None:
    runs = [
        ("nothanks", "4", ["--games", "12"]),
        ("nyet", "4", ["--games", "4", "--option", "rounds=1"]),
        ("playorpay", "3", ["--games", "4", "--option", "tokens=3"]),
    ]
    for game_id, players, more in runs:
        args = ["sim", "--game", game_id, "--players", players, "--seats", "random", *more]
        assert cli_main([*args, "--records", str(data / "records")]) == 0


def direct_tally(folder: Path) -> dict[str, dict[str, float]]:
    """Per seat name: games, wins (shared wins split), sum of places, from the replays."""
    tally: dict[str, dict[str, float]] = {}
    for path in sorted(folder.glob("*.json")):
        record = load_record(path)
        state = replay(record)
        lower = get_game(record.game).lower_score_wins
        scores = state.scores()
        for seat, chosen in enumerate(record.seats):
            line = tally.setdefault(chosen.name, {"games": 0, "wins": 0.0, "places": 0})
            line["games"] += 1
            if seat in state.winners():
                line["wins"] += 1 / len(state.winners())
            better = [s for s in scores if (s < scores[seat] if lower else s > scores[seat])]
            line["places"] += 1 + len(better)
    return tally


def test_statistics_of_sim_records_equal_a_direct_tally(tmp_path: Path) -> None:
    sim_folder(tmp_path)
    calls: list[tuple[int, int]] = []
    collection = collect(tmp_path, lambda done, total: calls.append((done, total)))
    assert calls == [(n, 20) for n in range(1, 21)]
    assert len(collection.games) == 20
    assert collection.players() == []  # no human seat
    data = stats_json(collection)
    assert data["games"] == 20
    for name, line in direct_tally(tmp_path / "records").items():
        overall = data["players"][name]["overall"]
        assert overall["games"] == line["games"]
        assert overall["wins"] == pytest.approx(line["wins"])
        places = sum(int(p) * n for p, n in overall["placings"].items())
        assert places == line["places"]
        assert sum(d["games"] for d in data["players"][name]["lines"]) == line["games"]


def test_a_game_kept_twice_counts_once_and_an_unfinished_one_not_at_all(tmp_path: Path) -> None:
    game = person_game("Ann", 1)
    save_record(tmp_path / "autosave.json", game)
    save_record(tmp_path / "saves" / "copy.json", game)
    unfinished = person_game("Ann", 2)
    unfinished.actions = unfinished.actions[:4]
    unfinished.digest = replay(unfinished, check_digest=False).digest()
    save_record(tmp_path / "saves" / "unfinished.json", unfinished)
    collection = collect(tmp_path)
    assert [g.path for g in collection.games] == ["autosave.json"]
    assert collection.players() == ["Ann"]
    assert player_stats(collection, "Ann").overall.games == 1


def test_lines_per_game_and_variant_with_hints_undos_and_wins(tmp_path: Path) -> None:
    records = [
        person_game("Ann", 1, hints=[2, 0, 0], undos=[1, 0, 0]),
        person_game("Ann", 2, hints=[1, 0, 0]),
        person_game("Ann", 3, "nyet", 3),
    ]
    for n, record in enumerate(records):
        save_record(tmp_path / "saves" / f"g{n}.json", record)
    stats = player_stats(collect(tmp_path), "Ann")
    assert [(line.game, line.variant, line.games) for line in stats.lines] == [
        ("nothanks", "Classic", 2),
        ("nyet", "Standard", 1),
    ]
    nothanks = stats.lines[0]
    assert (nothanks.hints, nothanks.undos) == (3, 1)
    assert stats.overall.games == 3 and stats.overall.mean_score is None  # mixed games
    states = [replay(r) for r in records[:2]]
    assert nothanks.mean_score == pytest.approx(sum(s.scores()[0] for s in states) / 2)
    assert nothanks.best_score == min(s.scores()[0] for s in states)
    wins = sum(1 / len(s.winners()) for s in states if 0 in s.winners())
    assert nothanks.wins == pytest.approx(wins)
    assert sum(placing_counts(collect(tmp_path), "Ann").values()) == 3


def test_variant_labels_name_the_preset_or_say_standard_or_custom() -> None:
    nothanks, nyet = get_game("nothanks"), get_game("nyet")
    assert variant_label(nothanks, 4, {}) == "Classic"
    assert variant_label(nothanks, 4, {"rules_version": 1}) == "Classic"  # hidden option
    assert variant_label(nothanks, 4, {"rounds": 4, "chips": "open"}) == "Four rounds, open chips"
    assert variant_label(nothanks, 4, {"rounds": 3}) == "Custom"
    assert variant_label(nyet, 4, {"rounds": "1"}) == "Custom"
    assert variant_label(nyet, 4, {}) == "Standard"
    assert variant_label(nothanks, 4, {"rounds": "many"}) == "Custom"


def test_stored_reviews_give_the_accuracy_and_are_never_computed(
    tmp_path: Path, data_home: Path
) -> None:
    record = blunder_record()
    save_record(tmp_path / "saves" / "blunder.json", record)
    first = player_stats(collect(tmp_path), "Ann").overall
    assert first.accuracy is None and first.reviewed == 0
    review = reviewed(record, store=True)  # stored in data_home/reviews
    (tmp_path / "reviews").mkdir()
    stored = next((Path(data_home) / "reviews").glob("*.json"))
    (tmp_path / "reviews" / stored.name).write_bytes(stored.read_bytes())
    second = player_stats(collect(tmp_path), "Ann").overall  # the index notices the review
    assert second.accuracy == pytest.approx(review.summary(0).accuracy)
    assert second.reviewed == 1
    (tmp_path / "reviews" / stored.name).write_text('{"format": "play-or-pay-review"}')
    assert player_stats(collect(tmp_path), "Ann").overall.accuracy is None


def test_series_and_placings_follow_the_finish_times(tmp_path: Path) -> None:
    for n in range(6):
        record = person_game(
            "Ann", 10 + n, meta={"finished_at": f"2026-11-{20 - n:02d}T10:00:00+00:00"}
        )
        save_record(tmp_path / "saves" / f"g{n}.json", record)
    collection = collect(tmp_path)
    points = series(collection, "Ann", last=4)
    assert [p.when[:10] for p in points] == ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"]
    assert all(p.game == "nothanks" and p.players == 3 and p.accuracy is None for p in points)
    assert series(collection, "Ann", "nyet") == []
    counts = placing_counts(collection, "Ann")
    assert sum(counts.values()) == 6 and set(counts) <= {1, 2, 3}


def daily_game(name: str, day: date, ranked: bool = True) -> Record:
    record = daily_bot_game(daily_setup("nothanks", day), "random")
    record.seats[0] = Seat(name, "human")
    record.meta = {DAILY_META_KEY: daily_meta(daily_setup("nothanks", day), 0, ranked)}
    return record


def test_dailies_their_duplicates_and_the_calendar(tmp_path: Path) -> None:
    first = daily_game("Ann", DAY)
    practice = daily_game("Ann", DAY, ranked=False)
    practice.actions = practice.actions[:-1]  # another (unfinished) record of the same deal
    practice.digest = replay(practice, check_digest=False).digest()
    save_record(tmp_path / "saves" / "daily.json", first)
    save_record(tmp_path / "saves" / "practice.json", practice)
    twin_text = play_duplicate(first.dumps(), 0, iterations=8)
    (tmp_path / "records").mkdir()
    (tmp_path / "records" / "twin.json").write_text(twin_text, encoding="utf-8")
    collection = collect(tmp_path)
    assert len(collection.games) == 1 and len(collection.duplicates) == 1
    assert len(collection.daily_tries) == 2
    [day] = daily_calendar(collection, "Ann")
    twin = load_record(tmp_path / "records" / "twin.json")
    margin = replay(twin).scores()[0] - replay(first).scores()[0]
    assert (day.date, day.game, day.ranked, day.margin) == (DAY, "nothanks", True, margin)
    stats = player_stats(collection, "Ann", DAY)
    assert (stats.daily_streak, stats.best_daily_streak) == (1, 1)
    assert stats.lines[0].dailies == 1 and stats.lines[0].mean_margin == margin
    status = daily_status(collection, "Ann", "nothanks", DAY)
    assert not status.ranked and status.played_today and status.streak == 1


def test_an_unfinished_daily_autosave_uses_the_ranked_try(tmp_path: Path) -> None:
    record = daily_game("Ann", DAY)
    record.actions = record.actions[:1]
    record.digest = replay(record, check_digest=False).digest()
    save_record(tmp_path / "autosave.json", record)
    collection = collect(tmp_path)
    assert collection.games == [] and len(collection.daily_tries) == 1
    assert not daily_status(collection, "Ann", "nothanks", DAY).ranked
    record.actions = []  # no move yet: no try
    record.digest = replay(record, check_digest=False).digest()
    save_record(tmp_path / "autosave.json", record)
    assert daily_status(collect(tmp_path), "Ann", "nothanks", DAY).ranked


def test_a_reset_hides_a_persons_games_but_keeps_records_and_tries(tmp_path: Path) -> None:
    save_record(tmp_path / "saves" / "a.json", person_game("Ann", 1))
    save_record(tmp_path / "saves" / "b.json", person_game("Bo", 2))
    save_record(tmp_path / "saves" / "d.json", daily_game("Ann", DAY))
    reset_player(tmp_path, "Ann")
    collection = collect(tmp_path)
    assert player_stats(collection, "Ann").overall.games == 0
    assert player_stats(collection, "Bo").overall.games == 1
    assert not daily_status(collection, "Ann", "nothanks", DAY).ranked  # the try stays used
    assert len(list((tmp_path / "saves").glob("*.json"))) == 3
    save_record(tmp_path / "saves" / "c.json", person_game("Ann", 3))
    assert player_stats(collect(tmp_path), "Ann").overall.games == 1


def entry(
    n: int, scores: tuple[float, ...], names: tuple[str, ...] = ("Ann", "Bo", "Cy")
) -> GameEntry:
    lower = True
    best = min(scores)
    return GameEntry(
        key=f"{n:040x}",
        path=f"saves/{n}.json",
        game="nothanks",
        variant="Classic",
        players=len(scores),
        names=names,
        kinds=("human",) * len(scores),
        scores=scores,
        winners=tuple(i for i, s in enumerate(scores) if s == best),
        finished=True,
        actions=40,
        when=f"2026-11-{n + 1:02d}T12:00:00+00:00",
        lower_wins=lower,
        hints=(),
        undos=(),
        accuracy=(None,) * len(scores),
    )


def test_known_values_of_wins_placings_and_streaks() -> None:
    games = [
        entry(0, (10, 20, 30)),  # Ann wins
        entry(1, (10, 10, 30)),  # Ann and Bo share the win: half a win each, both 1st
        entry(2, (30, 20, 10)),  # Ann 3rd
        entry(3, (5, 20, 10)),  # Ann wins
        entry(4, (5, 20, 10)),  # Ann wins
        entry(5, (5, 5, 5)),  # a three-way tie: a third each
    ]
    collection = Collection(games=games)
    ann = player_stats(collection, "Ann", DAY).overall
    assert ann.games == 6 and ann.wins == pytest.approx(1 + 0.5 + 1 + 1 + 1 / 3)
    assert ann.placings == {1: 5, 3: 1}
    assert (ann.win_streak, ann.best_win_streak) == (3, 3)
    assert ann.best_score == 5 and ann.mean_score == pytest.approx(65 / 6)
    bo = player_stats(collection, "Bo", DAY).overall
    assert bo.placings == {1: 2, 2: 2, 3: 2} and bo.wins == pytest.approx(0.5 + 1 / 3)
    assert (bo.win_streak, bo.best_win_streak) == (1, 1)
    assert placing_counts(collection, "Cy") == {1: 2, 2: 2, 3: 2}
