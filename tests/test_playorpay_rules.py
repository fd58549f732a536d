"""Play or Pay scenarios from explicit deals (docs/rulings.md §4 and our rulings).

Many scenarios use a *play-order deck*: the deck is dealt round-robin from the dealer's
left, so if the deck lists the cards in an order in which each one is legal when its
turn comes, turn ``k`` of the round can play deck card ``k`` (the seat to move holds it).
"""

from __future__ import annotations

import pytest

from game.contract import TERMINAL
from game.errors import IllegalActionError, OptionError
from game.events import GameEvent
from game.games.playorpay import PASS, PAY, SPEC, Play, PlayOrPayState
from game.games.playorpay.cards import CARD_TEXT, full_deck, parse_card
from game.games.playorpay.deal import deal_order, dealt_sizes
from game.games.playorpay.events import CardPlayed, Paid
from game.records import Seat, loads_record, make_record, replay

RANK_ORDER = "768594T3J2QAK"  # every sequence starts at 7 and grows outward


def play_order_deck(decks: int) -> list[str]:
    """All cards, in an order where each is legal when played (7s first, then outward)."""
    return [rank + suit for rank in RANK_ORDER for suit in "CDHS" for _ in range(decks)]


def new_game(players: int, deal: dict, **options: object) -> PlayOrPayState:
    state = SPEC.new_state(players, options, seed=1, deal=deal)
    assert isinstance(state, PlayOrPayState)
    return state


def hands_deal(players: int, dealer: int, fixed: dict[int, list[str]]) -> dict:
    """A round-1 ``hands`` deal: the given cards per seat, the rest filled in card order."""
    decks = 1 if players <= 4 else 2
    sizes = dealt_sizes(52 * decks, deal_order(dealer, [True] * players), players)
    rest = full_deck(decks)
    hands: list[list[str]] = [[] for _ in range(players)]
    for seat, cards in fixed.items():
        for text in cards:
            rest.remove(parse_card(text))
            hands[seat].append(text)
    for seat in range(players):
        while len(hands[seat]) < sizes[seat]:
            hands[seat].append(CARD_TEXT[rest.pop(0)])
    assert not rest
    return {"dealer": dealer, "rounds": [{"hands": hands}]}


def texts(state: PlayOrPayState) -> list[str]:
    return [state.action_text(a) for a in state.legal_actions()]


def play(state: PlayOrPayState, card: str, events: list[GameEvent] | None = None) -> None:
    """The current player plays ``card`` (first legal place for it)."""
    wanted = parse_card(card)
    for action in state.legal_actions():
        if isinstance(action, Play) and action.card == wanted:
            state.apply(action, None if events is None else events.append)
            return
    raise AssertionError(f"{card} is not playable here: {texts(state)}")


def play_script(state: PlayOrPayState, deck: list[str], turns: range) -> None:
    for turn in turns:
        play(state, deck[turn])


# Sequences -------------------------------------------------------------------------


def test_a_sequence_is_extended_both_ways():
    deck = play_order_deck(1)
    state = new_game(3, {"dealer": 2, "rounds": [{"deck": deck}]})
    assert state.current_player == 0, "the player left of the dealer leads"
    assert deck[:12:4] == ["7C", "6C", "8C"]
    play_script(state, deck, range(4))  # 7C 7D 7H 7S
    assert "6C" in texts(state), "one rank below the end"
    events: list[GameEvent] = []
    play(state, "6C", events)
    assert events == [
        CardPlayed(
            player=1,
            card=parse_card("6C"),
            target=0,
            started=False,
            low=parse_card("6C"),
            high=parse_card("7C"),
            cards_left=15,
            text="6C",
            next_player=2,
        )
    ]
    play_script(state, deck, range(5, 8))
    assert "8C" in texts(state), "one rank above the other end"
    play(state, "8C")
    clubs = state.view(0).sequences[0]
    assert [(CARD_TEXT[lo], CARD_TEXT[hi]) for lo, hi in clubs] == [("6C", "8C")]


def test_no_wrapping_from_king_to_ace():
    deck = ["KC", "QC", "AC"] + [c for c in play_order_deck(1) if c not in ("KC", "QC", "AC")]
    state = new_game(3, {"dealer": 2, "rounds": [{"deck": deck}]})
    play(state, "KC")
    assert "QC" in texts(state)
    play(state, "QC")
    assert "AC" not in texts(state), "AC does not go next to KC (no wrapping)"
    with pytest.raises(IllegalActionError):
        state.apply(Play(parse_card("AC"), 0))


def test_second_sequence_of_a_suit_needs_two_decks():
    # One deck: once clubs has a sequence, a club that does not fit cannot start another.
    state = new_game(3, hands_deal(3, 2, {0: ["7C"], 1: ["2C", "KS"]}))
    play(state, "7C")
    assert state.current_player == 1
    assert "2C" not in texts(state)
    before = state.digest()
    for target in (0, 1):
        with pytest.raises(IllegalActionError):
            state.apply(Play(parse_card("2C"), target))
    assert state.digest() == before
    # Two decks: the second 7C starts a second club sequence, a third is never allowed.
    deck = play_order_deck(2)
    state = new_game(5, {"dealer": 4, "rounds": [{"deck": deck}]})
    play(state, "7C")
    assert texts(state).count("7C") == 1, "7C only starts the second sequence: plain notation"
    play(state, "7C")
    assert len(state.view(0).sequences[0]) == 2
    play_script(state, deck, range(2, 8))
    seat = state.current_player
    assert deck[8] == "6C" and parse_card("6C") in state.hand(seat)
    assert {"6C>1", "6C>2"} <= set(texts(state)), "6C fits on either club sequence"
    assert "6C" not in texts(state)
    # No third club sequence: a club fitting neither sequence is not legal.
    far_club = next(c for c in state.hand(seat) if c < 13 and c % 13 not in (5, 7))
    with pytest.raises(IllegalActionError):
        state.apply(Play(far_club, 1))


def test_qualified_notation_when_a_card_can_extend_or_start():
    # 5 players (two decks), dealer 4: seat 0 leads 7C; seat 1 holds the other 7C and a 6C.
    state = new_game(5, hands_deal(5, 4, {0: ["7C"], 1: ["7C", "6C"]}))
    play(state, "7C")
    plays = texts(state)
    assert len(plays) == len(set(plays)), "notation is unique among legal actions"
    assert "7C" in plays, "7C can only start the second sequence: plain notation"
    assert {"6C>1", "6C>2"} <= set(plays) and "6C" not in plays
    extend = state.find_action("6C>1")
    start = state.find_action("6C>2")
    assert extend == Play(parse_card("6C"), 0) and start == Play(parse_card("6C"), 1)
    with pytest.raises(IllegalActionError):
        state.find_action("6C")
    # A plain card is accepted in lower case, and with a target where it is not needed.
    assert state.find_action("7c") == state.find_action("7C") == state.find_action("7C>2")
    state.apply(start)
    clubs = state.view(0).sequences[0]
    assert [(CARD_TEXT[lo], CARD_TEXT[hi]) for lo, hi in clubs] == [("7C", "7C"), ("6C", "6C")]
    assert state.view(0).moves == ("0:7C", "1:6C>2")


# Must play / pay -------------------------------------------------------------------

STUCK_HAND = [
    "KD",
    "AD",
    "2D",
    "3D",
    "4D",
    "5D",
    "9D",
    "JD",
    "AC",
    "2C",
    "3C",
    "4C",
    "5C",
    "9C",
    "TC",
    "JC",
    "QC",
]


def stuck_game(**options: object) -> PlayOrPayState:
    """3 players, dealer 2: after 7C, KD, 7H, 7S seat 1 holds nothing that fits."""
    state = new_game(3, hands_deal(3, 2, {0: ["7C", "7S"], 1: STUCK_HAND, 2: ["7H"]}), **options)
    for card in ("7C", "KD", "7H", "7S"):
        play(state, card)
    return state


def test_must_play_when_able():
    state = new_game(3, hands_deal(3, 2, {0: ["7C"], 1: ["6C", "KS"]}))
    play(state, "7C")
    assert state.current_player == 1
    legal = state.legal_actions()
    assert PAY not in legal and PASS not in legal
    assert all(isinstance(a, Play) for a in legal)
    before = state.digest()
    with pytest.raises(IllegalActionError, match="must play"):
        state.apply(PAY)
    with pytest.raises(IllegalActionError):
        state.apply(PASS)
    assert state.digest() == before


def test_pay_when_unable_to_play():
    state = stuck_game()
    assert state.current_player == 1
    assert list(state.legal_actions()) == [PAY]
    tokens = state.view(1).tokens[1]
    pot = state.view(1).pot
    with pytest.raises(IllegalActionError):
        state.apply(Play(parse_card("KD"), 0))  # already played, not held
    events: list[GameEvent] = []
    state.apply(PAY, events.append)
    view = state.view(0)
    assert view.tokens[1] == tokens - 1 and view.pot == pot + 1
    assert view.current_player == 2
    assert events == [
        Paid(
            player=1,
            count=1,
            source="seat",
            target="pot",
            pot=pot + 1,
            tokens=tokens - 1,
            next_player=2,
        )
    ]
    assert view.moves[-1] == "1:pay"
    # Everyone now knows seat 1 holds none of the cards that fitted.
    for card in ("6C", "8C", "QD", "6H", "8H", "6S", "8S"):
        assert view.cannot_hold[1] >> parse_card(card) & 1
    assert not view.cannot_hold[1] >> parse_card("2H") & 1, "2H did not fit: nothing known"


def test_no_tokens_means_a_free_pass():
    state = stuck_game(tokens=1)  # seat 1 anted its only token
    assert state.view(1).tokens[1] == 0
    assert list(state.legal_actions()) == [PASS]
    pot = state.view(1).pot
    with pytest.raises(IllegalActionError, match="no tokens"):
        state.apply(PAY)
    state.apply(PASS)
    assert state.view(0).pot == pot and state.view(0).tokens[1] == 0
    assert state.current_player == 2


# Ante ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "dealer", "extra_seats"),
    [(3, 2, {0}), (3, 0, {1}), (4, 1, set()), (5, 0, {1, 2, 3, 4}), (7, 3, {4, 5, 6, 0, 1, 2})],
)
def test_players_dealt_an_extra_card_do_not_ante(players, dealer, extra_seats):
    state = new_game(
        players,
        {"dealer": dealer, "rounds": [{"deck": play_order_deck(1 if players <= 4 else 2)}]},
        tokens=20,
    )
    view = state.view(0)
    fewest = min(view.dealt)
    assert {s for s in range(players) if view.dealt[s] > fewest} == extra_seats
    for seat in range(players):
        assert view.anted[seat] == (seat not in extra_seats)
        assert view.tokens[seat] == (20 if seat in extra_seats else 19)
    assert view.pot == players - len(extra_seats)
    assert sum(view.dealt) == 52 * view.decks
    assert state.current_player == (dealer + 1) % players


# Zero tokens, elimination, next dealer ---------------------------------------------------


def test_bankrupt_winner_leaves_the_pot_for_the_next_round_winner():
    # 7 players, 2 decks, 1 token: six seats get 15 cards (no ante), seat 3 (the dealer,
    # dealt last) gets 14 and antes its only token. Everyone always plays, so seat 3 is first
    # out, with no tokens: the pot stays. Round 2 is shuffled from the seed.
    found = False
    for seed in range(40):
        deck = play_order_deck(2)
        state = SPEC.new_state(7, {"tokens": 1}, seed, {"dealer": 3, "rounds": [{"deck": deck}]})
        assert isinstance(state, PlayOrPayState)
        assert state.view(0).dealt[3] == 14 and state.view(0).tokens[3] == 0
        events: list[GameEvent] = []
        for turn in range(98):
            play(state, deck[turn], events)
        end = next(e for e in events if e.kind == "round_end")
        assert end.data["winner"] == 3
        assert end.data["pot_won"] == 0 and end.data["pot_carried"] == 1
        assert end.data["eliminated"] == (3,)
        view = state.view(0)
        assert view.round == 2 and view.in_game[3] is False
        assert view.dealt[3] == 0, "a player out of the game is dealt no cards"
        assert view.dealer == 4, "the player of the first card (left of dealer 3) deals"
        assert state.current_player == 5
        carried_and_antes = view.pot
        assert carried_and_antes == 1 + sum(view.anted)
        # Play round 2 to its end: the first player out with tokens takes everything.
        seen_players = set()
        events = []
        while state.round == 2 and not state.is_terminal():
            seen_players.add(state.current_player)
            legal = state.legal_actions()
            state.apply(legal[0], events.append)
        assert 3 not in seen_players, "a player out of the game is skipped"
        end = next(e for e in events if e.kind == "round_end")
        result = state.round_results()[1]
        winner = end.data["winner"]
        if end.data["pot_won"]:
            paid = sum(r["paid"] for r in result.breakdown)
            assert end.data["pot_won"] == carried_and_antes + paid
            assert result.breakdown[winner]["won"] == carried_and_antes + paid
            found = True
            break
    assert found, "no seed gave a round-2 winner holding tokens"


def test_elimination_at_round_end_and_dealer_passes_left():
    # 4 players, 2 tokens: everyone antes one. Seat 0 leads 7C, then cannot play on its
    # next turn and pays its last token; it ends the round with none and is out. It
    # played the first card, so the deal passes to the next player still in: seat 1.
    fixed = {
        0: ["7C", "AD", "2D", "3D", "4D", "AH", "2H", "3H", "4H", "AS", "2S", "3S", "4S"],
        1: ["7D"],
        2: ["7H"],
        3: ["7S"],
    }
    state = new_game(4, hands_deal(4, 3, fixed), tokens=2, rounds=4)
    for card in ("7C", "7D", "7H", "7S"):
        play(state, card)
    assert state.current_player == 0 and list(state.legal_actions()) == [PAY]
    state.apply(PAY)
    assert state.view(0).tokens[0] == 0
    events: list[GameEvent] = []
    while state.round == 1:
        state.apply(state.legal_actions()[0], events.append)
    end = next(e for e in events if e.kind == "round_end")
    assert 0 in end.data["eliminated"]
    view = state.view(1)
    assert view.in_game[0] is False and view.hand_sizes[0] == 0 and view.dealt[0] == 0
    assert not state.is_terminal() and view.round == 2
    assert view.dealer == 1, "seat 0 played the first card but is out: seat 1 deals"
    assert state.current_player == next(s for s in (2, 3, 0, 1) if view.in_game[s])
    assert sum(view.dealt) == 52 and view.dealt[0] == 0


def test_game_ends_when_one_player_holds_all_tokens():
    # 3 players, 1 token: seats 1 and 2 ante their only token. Seat 1 goes out first with
    # no tokens; at the end of the round seats 1 and 2 are out, seat 0 is the last one
    # in, takes the pot and holds every token.
    deck = play_order_deck(1)
    state = new_game(3, {"dealer": 2, "rounds": [{"deck": deck}]}, tokens=1, rounds=3)
    events: list[GameEvent] = []
    for turn in range(50):
        play(state, deck[turn], events)
    assert state.is_terminal() and state.current_player == TERMINAL
    end = next(e for e in events if e.kind == "round_end")
    assert end.data["winner"] == 1 and end.data["pot_won"] == 0
    assert end.data["pot_to_last_player"] == 2
    assert state.scores() == [3.0, 0.0, 0.0]
    assert state.winners() == [0]
    assert len(state.round_results()) == 1
    assert events[-1].kind == "game_end" and events[-1].data["winners"] == (0,)


def test_edition_1_when_everyone_would_be_out_the_round_winner_takes_the_pot():
    # Rules edition 1 (older records; see test_playorpay_rulings.py for the current one).
    # 4 players, 1 token: all ante their only token; seat 0 goes out first (bankrupt).
    deck = play_order_deck(1)
    state = new_game(4, {"dealer": 3, "rounds": [{"deck": deck}]}, tokens=1, rules_version=1)
    for turn in range(49):
        play(state, deck[turn])
    assert state.is_terminal()
    assert state.scores() == [4.0, 0.0, 0.0, 0.0]
    assert state.winners() == [0]


def test_game_ends_after_the_set_number_of_rounds():
    state = SPEC.new_state(3, {"rounds": 2}, seed=4)
    rounds_seen = []
    while not state.is_terminal():
        events: list[GameEvent] = []
        state.apply(state.legal_actions()[0], events.append)
        rounds_seen += [e.data["round"] for e in events if e.kind == "round_end"]
    assert rounds_seen == [1, 2]
    assert [r.number for r in state.round_results()] == [1, 2]
    tokens = state.scores()
    assert state.winners() == [s for s in range(3) if tokens[s] == max(tokens)]


def test_default_is_one_round_per_player():
    for players in (3, 6):
        state = SPEC.new_state(players, {}, seed=2)
        assert state.view(0).rounds == players
        ends = 0
        while not state.is_terminal():
            events: list[GameEvent] = []
            state.apply(state.legal_actions()[-1], events.append)
            ends += sum(e.kind == "round_end" for e in events)
        assert all(state.view(0).in_game), "20 tokens: nobody is knocked out here"
        assert ends == players


def test_first_card_player_deals_next():
    state = SPEC.new_state(4, {}, seed=9)
    for _ in range(3):
        first = state.current_player
        assert first == (state.view(0).dealer + 1) % 4
        start_round = state.round
        while state.round == start_round:
            state.apply(state.legal_actions()[0])
        assert state.view(0).dealer == first
        assert state.current_player == (first + 1) % 4


# Sevens ----------------------------------------------------------------------------------


def test_sevens_opens_with_the_seven_of_diamonds():
    state = new_game(3, hands_deal(3, 0, {2: ["7D", "2S"], 1: ["8D", "7C", "AS"]}), sevens=True)
    assert state.current_player == 2, "the holder of 7D leads, wherever the dealer sits"
    assert texts(state) == ["7D"]
    with pytest.raises(IllegalActionError):
        state.apply(Play(parse_card("2S"), 0))
    view = state.view(0)
    assert view.tokens == (0, 0, 0) and view.pot == 0 and not any(view.anted)
    play(state, "7D")
    assert state.current_player == 0
    state.apply(state.legal_actions()[0])
    assert state.current_player == 1
    legal = texts(state)
    assert "7C" in legal and "AS" not in legal
    assert all(t[0] == "7" or t[1] == "D" for t in legal), "only 7s start sequences"


def test_sevens_finishing_order_scores_and_first_card_deals():
    state = SPEC.new_state(5, {"sevens": True, "rounds": 2}, seed=6)
    leader = state.current_player
    assert parse_card("7D") in state.hand(leader)
    events: list[GameEvent] = []
    while state.round == 1:
        state.apply(state.legal_actions()[0], events.append)
    outs = [e.player for e in events if e.kind == "out"]
    end = next(e for e in events if e.kind == "round_end")
    order = end.data["finish_order"]
    assert list(order[:-1]) == outs and sorted(order) == list(range(5))
    assert [end.data["points"][s] for s in order] == [4, 3, 2, 1, 0]
    assert state.view(0).dealer == leader
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    totals = [sum(r.points[s] for r in state.round_results()) for s in range(5)]
    assert state.scores() == totals and sum(totals) == 2 * 10
    assert state.winners() == [s for s in range(5) if totals[s] == max(totals)]


def test_sevens_with_two_decks_opens_with_one_seven_of_diamonds():
    state = SPEC.new_state(6, {"sevens": True}, seed=3)
    holders = [s for s in range(6) if parse_card("7D") in state.hand(s)]
    dealer = state.view(0).dealer
    first = next(s for s in deal_order(dealer, [True] * 6) if s in holders)
    assert state.current_player == first
    assert texts(state) == ["7D"]


# Setup and records ------------------------------------------------------------------------


def test_options_and_deals_are_validated():
    with pytest.raises(OptionError):
        SPEC.new_state(9, {})
    with pytest.raises(OptionError):
        SPEC.new_state(4, {"rounds": -1})
    with pytest.raises(OptionError):
        SPEC.new_state(4, {"tokens": 0})
    bad_deals = [
        {"rounds": [{"deck": play_order_deck(1)[:-1]}]},
        {"rounds": [{"deck": [*play_order_deck(1)[:-1], "7C"]}]},
        {"rounds": [{"deck": play_order_deck(2)}]},
        {"rounds": [{"hands": [["7C"]] * 4}]},
        {"dealer": 7, "rounds": []},
        {"rounds": [{"deck": play_order_deck(1)}, {"hands": []}]},
        {"rounds": [{"deck": ["ZZ"]}]},
        {"rounds": "no"},
    ]
    for deal in bad_deals:
        with pytest.raises(OptionError):
            SPEC.new_state(4, {}, 0, deal)
    wrong_sizes = hands_deal(3, 2, {})
    hands = wrong_sizes["rounds"][0]["hands"]
    hands[1].append(hands[0].pop())
    with pytest.raises(OptionError, match="sizes"):
        SPEC.new_state(3, {}, 0, wrong_sizes)


def test_record_with_explicit_deal_round_trips():
    deck = play_order_deck(1)
    deal = {"dealer": 2, "rounds": [{"deck": deck}]}
    state = new_game(3, deal, tokens=1, rounds=3)
    actions = []
    for turn in range(20):
        action = state.find_action(deck[turn])
        actions.append(state.action_text(action))
        state.apply(action)
    seats = [Seat(f"P{i}", "random") for i in range(3)]
    options = SPEC.validate(3, {"tokens": 1, "rounds": 3})
    record = make_record(state, "playorpay", options, seats, 1, actions, deal=deal)
    again = replay(loads_record(record.dumps().encode("utf-8")))
    assert again.digest() == state.digest()


def test_sevens_with_two_decks_second_diamond_sequence_starts_with_the_other_seven():
    state = new_game(5, hands_deal(5, 2, {1: ["7D"], 3: ["7D"], 4: ["6D", "2S"]}), sevens=True)
    assert state.current_player == 3, "both hold a 7D: the first to the dealer's left leads"
    play(state, "7D")
    assert state.current_player == 4
    assert "6D" in texts(state) and "2S" not in texts(state)
    state.apply(state.find_action("6D"))
    state.apply(state.legal_actions()[0])  # seat 0 holds no 7D
    assert state.current_player == 1 and len(state.view(0).sequences[1]) == 1
    assert "7D" in texts(state), "the other 7D may start the second diamond sequence"
    play(state, "7D")
    diamonds = state.view(0).sequences[1]
    assert len(diamonds) == 2 and all(lo % 13 <= 6 <= hi % 13 for lo, hi in diamonds)


def test_round_start_event_shows_each_hand_only_privately():
    state = SPEC.new_state(4, {"rounds": 2}, seed=12)
    events: list[GameEvent] = []
    while state.round == 1:
        state.apply(state.legal_actions()[0], events.append)
    start = next(e for e in events if e.kind == "round_start")
    assert "hand" not in start.data and "hands" not in start.data
    assert set(start.private) == {0, 1, 2, 3}
    for seat in range(4):
        assert start.private[seat]["hand"] == tuple(state.hand(seat))
        assert start.for_seat(seat).private == {seat: start.private[seat]}


def test_rules_page_states_the_defaults():
    from game.games.playorpay import OPTIONS, RULES_TEXT

    defaults = {spec.key: spec.default for spec in OPTIONS}
    assert f"{defaults['tokens']} unless changed" in RULES_TEXT
    assert defaults["rounds"] == 0 and "one round per player" in RULES_TEXT
    assert defaults["sevens"] is False and "# Sevens (option, off by default)" in RULES_TEXT
    lines = RULES_TEXT.strip().split("\n")
    assert lines[0] == "# Play or Pay" and all(line.strip() for line in lines)
