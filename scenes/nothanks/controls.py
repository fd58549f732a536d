"""The No Thanks! controls: buttons for the legal actions, choosing a card of one's
display (Give left, Remove), the prompt over the viewer's seat, and tooltips.

Score previews on the Take and Decline buttons come from the engine's scoring functions
applied to what the view shows; the legal actions are the engine's.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.contract import Action
from game.nothanks import scoring
from game.nothanks.rules import PASS, TAKE, TIGER, NoThanksView
from game.nothanks.special_rules import BID, DECLINE, SIT_OUT
from game.nothanks.specials import BY_ID, SPECIAL_BASE
from scenes.nothanks import specials as specials_art
from scenes.nothanks import words
from scenes.nothanks.art import card_tooltip
from scenes.nothanks.motion import NoThanksMotion
from scenes.nothanks.specials import SpecialFace, display_score, to_display
from scenes.table.scene import Control

#: Buttons that read nothing from the table.
FIXED_CONTROLS: dict[Action, Control] = {
    PASS: Control(
        PASS,
        "No thanks!",
        (pygame.K_n, pygame.K_SPACE),
        "N / Space · pay 1 chip",
        "primary",
        "Put one chip on the card; play passes left.",
    ),
    SIT_OUT: Control(
        SIT_OUT,
        "Sit out",
        (pygame.K_s,),
        "S · play your Sit out",
        "accent",
        "Play your Sit out card: you leave the bidding on this card and are "
        "skipped until it is taken; then the Sit out card is discarded.",
    ),
}
#: Card kinds whose effect on the taker's score cannot be known from the view.
NO_PREVIEW = ("hidden", "giveleft", "remove")


class NoThanksControls(NoThanksMotion):
    """Buttons, card choices, the prompt and tooltips of the No Thanks! table."""

    def offered_name(self) -> str:
        offered = self.offer(self.model)
        return (
            specials_art.short_label(offered) if isinstance(offered, SpecialFace) else str(offered)
        )

    def controls_for(self, legal: list[Action]) -> list[Control]:
        view: NoThanksView = self.view()
        if view.pending is not None:
            return []  # the choice is made on the cards of the display
        name = self.offered_name()
        out: list[Control] = []
        for action in legal:
            if action is TAKE and self.offer(self.model) is not None:
                out.append(self.take_control(view, name))
            elif action is DECLINE:
                out.append(self.decline_control(view, name))
            elif action is BID:
                tip = (
                    f"Put one chip on {name} to stay in the bidding; play passes left. "
                    "Whoever puts the last chip on it receives it."
                )
                keys = (pygame.K_b,)
                out.append(
                    Control(action, "Bid a chip", keys, "B · stay in the bidding", "primary", tip)
                )
            elif action is TIGER:
                tip = (
                    f"Put your Hidden Tiger card {view.my_tiger} into your display "
                    "(it then scores), then decide."
                )
                label = f"Play tiger {view.my_tiger}"
                out.append(Control(action, label, (pygame.K_h,), "H", "accent", tip))
            else:
                out.append(
                    FIXED_CONTROLS.get(action) or Control(action, self.state.action_text(action))
                )
        return out

    def take_control(self, view: NoThanksView, name: str) -> Control:
        """The Take button, with the score change when the view tells it."""
        me = self.viewer if self.viewer is not None else 0
        with_chips = f" and {words.chips(view.pot)}" if view.pot else ""
        delta = self.take_delta(view, me)
        if delta is None:
            hint = "T"
            tip = (
                f"Take {name}{with_chips}. Its effect depends on what happens next, so no preview."
            )
        else:
            hint = f"T · {delta:+d} pts"
            tip = f"Take {name}{with_chips}: {delta:+d} point{'s' if abs(delta) != 1 else ''}"
        if view.special_green:
            tip = "Everyone else sits out: you must take this green card. " + tip
        return Control(TAKE, "Take", (pygame.K_t,), hint, "good", tip)

    def decline_control(self, view: NoThanksView, name: str) -> Control:
        """The Decline button of a green card: the chips taken and where the card goes."""
        me = self.viewer if self.viewer is not None else 0
        chips_text = words.chips(view.pot)
        mine = view.chips[me] or 0
        cards = self.display_cards(me, self.model)
        gain = display_score(cards, mine + view.pot) - display_score(cards, mine)
        receiver = view.last_bidder
        goes = (
            f"{name} goes to {words.whom(self.session.seat_label(receiver))}"
            if receiver is not None
            else f"{name} leaves the game"
        )
        return Control(
            DECLINE,
            "Decline",
            (pygame.K_d,),
            f"D · take {chips_text}, {gain:+d} pts",
            "good",
            f"Take the {chips_text} on the card ({gain:+d} points for you); {goes}.",
        )

    def take_delta(self, view: NoThanksView, me: int) -> int | None:
        """Score change for ``me`` taking the offered card and its chips (None when it
        cannot be known from the view: Take hidden, Give left and Remove)."""
        chips = view.chips[me] if me < len(view.chips) else None
        if view.card is not None and not view.specials_on:
            return scoring.added_points(view.cards[me], view.card) - view.pot
        offered = view.card if view.card is not None else to_display(view.special)
        if offered is None or chips is None:
            return None
        if isinstance(offered, SpecialFace) and offered.kind in NO_PREVIEW:
            return None
        cards = self.display_cards(me, self.model)
        before = display_score(cards, chips)
        return display_score([*cards, offered], chips + view.pot) - before

    def choice_actions(self) -> list[tuple[Any, Action]]:
        """(displayed card, action) for each card the viewer may give or remove now."""
        if not self.human_to_move():
            return []
        out = []
        for action in self.state.legal_actions():
            card = getattr(action, "card", None)
            if card is None or getattr(action, "kind", None) not in ("give", "remove"):
                continue
            shown = card if card < SPECIAL_BASE else SpecialFace(BY_ID[card].name)
            out.append((shown, action))
        return out

    def prompt(self) -> tuple[str, str] | None:
        """The headline and detail of what the table asks of the viewer right now."""
        m = self.model
        if self.viewer is None or self.finished or self.animating or self.queue:
            return None
        p = m.current
        if p < 0:
            return None
        label = self.session.seat_label
        mine = p == self.viewer and self.human_to_move()
        if m.pending is not None:
            return words.choice_prompt(m.pending, label(p), label((p + 1) % self.n), mine)
        if mine and m.special_green:
            active = sum(1 for seat in m.seats if not seat.sitting_out)
            bidder = label(m.last_bidder) if m.last_bidder is not None else None
            return words.green_prompt(active, m.pot, m.seats[p].chips or 0, bidder)
        if m.seats[self.viewer].sitting_out:
            return "You sit out on this card", "You come back when it is taken."
        return None

    # Input -------------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event) -> None:
        choices = self.choice_actions()
        if not choices:
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, card in reversed(self.choice_hits):
                if rect.collidepoint(event.pos):
                    for shown, action in choices:
                        if shown == card:
                            self._clicker(action)()
                            return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_UP):
                self.choice_index = (self.choice_index - 1) % len(choices)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.choice_index = (self.choice_index + 1) % len(choices)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._clicker(choices[self.choice_index % len(choices)][1])()

    def table_tooltip(self) -> str | None:
        mx, my = self.app.mouse
        m = self.model
        if self.peek_rect.collidepoint(mx, my) and m.peeked is not None:
            return words.PEEK_TIP
        for rect, card in reversed(self.card_hits):
            if rect.collidepoint(mx, my):
                if isinstance(card, SpecialFace):
                    return specials_art.tooltip(card)
                return card_tooltip(card)
        for rect, tip in self.score_hits:
            if rect.collidepoint(mx, my):
                return tip
        own = self.seat_rects.get(self.bottom_seat())
        if own is not None and m.my_tiger is not None and self.tiger_rect().collidepoint(mx, my):
            return words.tiger_tip(m.my_tiger)
        if self.stack_rect().collidepoint(mx, my) and m.top_back is not None:
            return words.STACK_TIPS[m.top_back == "green"]
        return None
