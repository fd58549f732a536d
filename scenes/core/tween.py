"""Tweens: animate a numeric attribute of an object over time with an easing curve.

Each scene owns one :class:`Tweener`. Starting a tween on an attribute that is already
tweening replaces the old tween (the attribute continues from its current value). A
duration of zero (or less) sets the value at once and runs the completion callback, so
"instant" animation speed needs no special case. Time is advanced only by
:meth:`Tweener.update`, so tests tick the clock by hand.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "in_quad": ease_in_quad,
    "out_quad": ease_out_quad,
    "in_out_quad": ease_in_out_quad,
    "out_cubic": ease_out_cubic,
    "in_out_cubic": ease_in_out_cubic,
    "out_back": ease_out_back,
    "out_elastic": ease_out_elastic,
}


@dataclass
class Tween:
    """One running tween of ``target.attr`` from ``start`` to ``end``."""

    target: object
    attr: str
    start: float
    end: float
    duration: float
    easing: Easing
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0

    def step(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; set the attribute; True once finished."""
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return False
        if self.duration <= 0 or t >= self.duration:
            setattr(self.target, self.attr, self.end)
            return True
        eased = self.easing(t / self.duration)
        setattr(self.target, self.attr, self.start + (self.end - self.start) * eased)
        return False


def _nothing() -> None:
    """A callback that does nothing."""


class Tweener:
    """The tweens of one scene, keyed by (object, attribute)."""

    def __init__(self) -> None:
        self._tweens: dict[tuple[int, str], Tween] = {}
        self._waits: list[tuple[float, Callable[[], None]]] = []

    def to(
        self,
        target: object,
        attr: str,
        end: float,
        duration: float,
        easing: Easing | str = ease_out_cubic,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
    ) -> Tween:
        """Tween ``target.attr`` to ``end``; replaces a tween on the same attribute."""
        ease = EASINGS[easing] if isinstance(easing, str) else easing
        tween = Tween(
            target, attr, float(getattr(target, attr)), end, duration, ease, delay, on_done
        )
        self._tweens[(id(target), attr)] = tween
        if duration <= 0 and delay <= 0:
            self._finish((id(target), attr), tween)
        return tween

    def to_many(
        self,
        target: object,
        ends: Mapping[str, float],
        duration: float,
        easing: Easing | str = ease_out_cubic,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        """Tween several attributes of ``target`` together (same duration, easing and
        delay); ``on_done`` runs once, when the last of them ends. Each attribute still
        replaces any tween already running on it."""
        if not ends:
            self.after(delay, on_done or _nothing)
            return
        names = list(ends)
        for name in names[:-1]:
            self.to(target, name, ends[name], duration, easing, delay)
        self.to(target, names[-1], ends[names[-1]], duration, easing, delay, on_done)

    def after(self, seconds: float, callback: Callable[[], None]) -> None:
        """Call ``callback`` after ``seconds`` of update time (at once if <= 0)."""
        if seconds <= 0:
            callback()
        else:
            self._waits.append((seconds, callback))

    def _finish(self, key: tuple[int, str], tween: Tween) -> None:
        tween.step(tween.duration + tween.delay + 1)
        if self._tweens.get(key) is tween:
            del self._tweens[key]
        if tween.on_done is not None:
            tween.on_done()

    def update(self, dt: float) -> None:
        """Advance every tween and timer by ``dt`` seconds; run completion callbacks."""
        for key, tween in list(self._tweens.items()):
            if self._tweens.get(key) is not tween:
                continue
            if tween.step(dt):
                if self._tweens.get(key) is tween:
                    del self._tweens[key]
                if tween.on_done is not None:
                    tween.on_done()
        if self._waits:
            waits, self._waits = self._waits, []
            for remaining, callback in waits:
                remaining -= dt
                if remaining <= 0:
                    callback()
                else:
                    self._waits.append((remaining, callback))

    def cancel(self, target: object, attr: str | None = None) -> None:
        """Stop tweens of ``target`` (one attribute or all) without callbacks."""
        for key in list(self._tweens):
            if key[0] == id(target) and (attr is None or key[1] == attr):
                del self._tweens[key]

    def clear(self) -> None:
        """Drop every tween and timer without running callbacks."""
        self._tweens.clear()
        self._waits.clear()

    @property
    def busy(self) -> bool:
        """True while any tween or timer is pending."""
        return bool(self._tweens or self._waits)

    def __len__(self) -> int:
        return len(self._tweens) + len(self._waits)
