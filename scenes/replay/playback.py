"""Playing a replay by itself: on or off, at which speed, and when the next step is due
(plain state, no pygame)."""

from __future__ import annotations

#: The replay speeds (labels, rates); the table's animations and the pause between
#: moves run at the rate.
SPEEDS = (("½×", 0.5), ("1×", 1.0), ("2×", 2.0), ("4×", 4.0))
PLAY_PAUSE = 0.9  # seconds between actions while playing, at normal speed
MIN_PAUSE = 0.25  # at instant speed, so the game can still be followed


class Playback:
    """Whether the replay plays, its speed (an index in :data:`SPEEDS`) and the time
    waited since the last step."""

    def __init__(self) -> None:
        self.playing = False
        self.speed = 1
        self.wait = 0.0

    @property
    def rate(self) -> float:
        """How much faster than the animation speed setting the replay runs."""
        return SPEEDS[self.speed][1]

    def toggle(self, can_play: bool) -> None:
        """Play (when ``can_play``: steps are left) or pause."""
        self.playing = not self.playing and can_play
        self.wait = 0.0

    def next_speed(self) -> str:
        """The next speed (after the fastest the slowest); its label."""
        self.speed = (self.speed + 1) % len(SPEEDS)
        return SPEEDS[self.speed][0]

    def due(self, dt: float, speed_factor: float) -> bool:
        """Wait ``dt`` seconds (at the rate); True when the next step is due (the
        pause between steps is :data:`PLAY_PAUSE` times the animation speed setting's
        ``speed_factor``, at least :data:`MIN_PAUSE`)."""
        self.wait += dt * self.rate
        if self.wait >= max(MIN_PAUSE, PLAY_PAUSE * speed_factor):
            self.wait = 0.0
            return True
        return False
