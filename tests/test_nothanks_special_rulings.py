"""docs/rulings.md §2's rulings on "on receipt" effects, Peek and special cards drawn per
round, checked against the engine (scenarios from explicit deals) and the rules page."""

from __future__ import annotations

from game.events import EventLog
from game.games.nothanks import SPEC, SPECIAL_RULES_TEXT
from game.games.nothanks.special_rules import SpecialState
from game.games.nothanks.view import SpecialsView
from tests.test_nothanks_specials import hand, new, play


def part(state, seat) -> SpecialsView:
    """The special cards' part of ``seat``'s view."""
    specials = state.view(seat).specials
    assert specials is not None
    return specials


def _play_to_round_end(state: SpecialState) -> None:
    number = state.round
    while state.round == number and not state.is_terminal():
        state.apply(state.legal_actions()[0])


def test_a_peek_given_on_by_give_left_shows_nothing_to_its_new_owner():
    state = new(3, ["peek", "giveleft", 20], unseen=[5, 4, 3])
    play(state, "bid", "decline")  # seat 1 wins Peek from the table: it looks
    assert part(state, 0).peeked == (3, 4, 5)
    play(state, "bid", "decline")  # and wins Give left: it must give a card
    play(state, "give:peek")
    assert hand(state, 1) == ["peek"]
    assert part(state, 1).peeked is None, "a card that arrives by Give left does nothing"


def test_a_remove_given_on_by_give_left_asks_nothing_of_its_new_owner():
    state = new(3, [20, "remove", "giveleft", 30])
    play(state, "take", "bid", "decline", "remove:20")
    play(state, "bid", "decline", "give:remove")
    assert hand(state, 1) == ["remove"]
    assert state.pending is None and state.player == 0 and state.card == 30


def test_a_card_taken_by_take_hidden_does_nothing_on_arrival():
    # Explicit deals may repeat a special card: the second Take hidden (a red back) is
    # the card the first one takes; it takes nothing more.
    state = new(3, ["hidden", "hidden", 20, 21])
    play(state, "take")
    assert hand(state, 0) == ["hidden", "hidden"]
    assert state.card == 20 and state.player == 0


def test_peek_shows_the_cards_still_set_aside_at_that_moment():
    state = new(3, ["hidden", "peek"], unseen=[7, 8, 9])
    play(state, "take")  # only a green back is left in the stack: Take hidden takes 7
    assert hand(state, 0) == [7, "hidden"]
    events = EventLog()
    play(state, "bid", "decline", events=events)
    (peek,) = [e for e in events if e.kind == "peek"]
    assert peek.private[0] == {"set_aside": (8, 9)}
    assert part(state, 0).peeked == (8, 9)


def test_random_special_cards_are_drawn_afresh_each_round():
    differs = 0
    for seed in range(10):
        state = SPEC.new_state(3, {"specials": True, "rounds": 2}, seed)
        assert isinstance(state, SpecialState)
        first = sorted(state.round_specials)
        _play_to_round_end(state)
        assert state.round == 2 and len(state.round_specials) == len(first)
        differs += sorted(state.round_specials) != first
    assert differs >= 5


def test_the_rules_page_states_these_rulings():
    text = " ".join(SPECIAL_RULES_TEXT.split())
    for phrase in (
        "Effects that happen on receipt (Give left, Peek, Remove, Take hidden) happen only "
        "for the player who wins or takes the card from the table",
        "A card passed on by Give left or taken by Take hidden keeps its end-of-round effect "
        "for its new owner but does nothing on arrival",
        "look at the set-aside cards still in the set-aside pile",
        "With a random draw new special cards are drawn each round; a pick list is used in "
        "every round",
    ):
        assert phrase in text, phrase
