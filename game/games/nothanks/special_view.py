"""One seat's view of a special-cards state: the base game's view fields (number cards
only) and the special cards' part, :class:`~game.games.nothanks.view.SpecialsView`. The field
table (:func:`game.games.nothanks.fields.special_fields`) copies what is copied as it is; this
module works out the rest."""

from __future__ import annotations

from game.games.nothanks.special_data import SpecialData
from game.games.nothanks.specials import BY_ID, GREEN_IDS, SPECIAL_BASE
from game.games.nothanks.view import NoThanksView, SpecialsView

BACK_GREEN = "green"
BACK_NUMBER = "number"


def known_backs(stack: list[int], known: int) -> tuple[str, ...]:
    """The publicly known backs of the stack from the top, top first: the top card's
    always, and ``known`` cards' in all."""
    shown = max(known, 1) if stack else 0
    if not shown:
        return ()
    return tuple(BACK_GREEN if c in GREEN_IDS else BACK_NUMBER for c in reversed(stack[-shown:]))


def special_view(state: SpecialData, player: int) -> NoThanksView:
    """Everything ``player`` may know (ValueError for a seat that does not exist)."""
    seen = state.seen_by(player)
    card, stack = state.card, state.stack
    backs = known_backs(stack, state.known)
    greens_left = sum(1 for c in stack if c in GREEN_IDS)
    specials_left = sum(1 for c in stack if c >= SPECIAL_BASE)
    specials = SpecialsView(
        **state.seen_by(player, "specials"),
        special=BY_ID[card].name if card is not None and card >= SPECIAL_BASE else None,
        special_green=card is not None and card in GREEN_IDS,
        top_back=backs[0] if backs else None,
        known_backs=backs,
        held=tuple(tuple(BY_ID[c].name for c in hand if c >= SPECIAL_BASE) for hand in state.hands),
        green_left=greens_left,
        red_left=specials_left - greens_left,
        peeked=tuple(sorted(state.unseen)) if state.peekers[player] else None,
    )
    return NoThanksView(
        player=player,
        **seen,
        card=card if card is not None and card < SPECIAL_BASE else None,
        cards=tuple(tuple(c for c in hand if c < SPECIAL_BASE) for hand in state.hands),
        specials=specials,
    )
