"""Built-in bots: one interface for every game, looked up by level."""

from game.bots.base import (
    BOT_LEVELS,
    SEAT_KINDS,
    Bot,
    available_levels,
    decision_rng,
    make_bot,
)

__all__ = ["BOT_LEVELS", "SEAT_KINDS", "Bot", "available_levels", "decision_rng", "make_bot"]
