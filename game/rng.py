"""A small seeded pseudo-random generator owned by game states and bots.

The generator is a 64-bit linear congruential generator (outputs: its high 32 bits),
seeded through SplitMix64's mixer. Its whole state is one integer, so it serialises as
plain data and behaves identically on every platform and Python version (it does not
depend on the internals of :mod:`random`). Shuffling is a Fisher-Yates shuffle with the
same multiply-shift draw as :meth:`Rng.below`, so a seed fixes every shuffle exactly.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1
#: The generator's step, ``state = (state * LCG_MULTIPLIER + LCG_INCREMENT) & MASK64``
#: (Knuth's MMIX constants; a hot loop may inline it on a local copy of the state).
LCG_MULTIPLIER = 6364136223846793005
LCG_INCREMENT = 1442695040888963407
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


def mix64(value: int) -> int:
    """SplitMix64's finaliser: a strong 64-bit hash, used to seed independent streams."""
    z = (value + _GOLDEN) & MASK64
    z = ((z ^ (z >> 30)) * _MIX1) & MASK64
    z = ((z ^ (z >> 27)) * _MIX2) & MASK64
    return z ^ (z >> 31)


class Rng:
    """64-bit linear congruential generator whose outputs are the high 32 bits.

    ``state`` is the complete state (an int in [0, 2**64)); the seed is mixed first so
    nearby seeds give unrelated games.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = mix64(seed & MASK64)

    @classmethod
    def from_state(cls, state: int) -> Rng:
        """A generator continuing from a saved ``state``."""
        rng = cls()
        rng.state = state & MASK64
        return rng

    def next_u32(self) -> int:
        """Return the next 32-bit output and advance the state."""
        self.state = s = (self.state * LCG_MULTIPLIER + LCG_INCREMENT) & MASK64
        return s >> 32

    def next_u64(self) -> int:
        """Return 64 bits made of two outputs."""
        return (self.next_u32() << 32) | self.next_u32()

    def below(self, n: int) -> int:
        """Return an integer in ``range(n)``; requires 0 < n < 2**32 (multiply-shift)."""
        self.state = s = (self.state * LCG_MULTIPLIER + LCG_INCREMENT) & MASK64
        return ((s >> 32) * n) >> 32

    def random(self) -> float:
        """Return a float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def below_each(self, odds: Sequence[float]) -> list[bool]:
        """``[self.random() < x for x in odds]``, the same draws in the same order, with
        the generator's steps inlined (a search draws this for every playout)."""
        s, mult, inc, mask = self.state, LCG_MULTIPLIER, LCG_INCREMENT, MASK64
        unit = 1.0 / (1 << 53)
        result = []
        for x in odds:
            s = (s * mult + inc) & mask
            high = s >> 32
            s = (s * mult + inc) & mask
            result.append((((high << 32) | (s >> 32)) >> 11) * unit < x)
        self.state = s
        return result

    def choice(self, items: Sequence[T]) -> T:
        """Return one element of a non-empty sequence."""
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T], last: int = 0) -> None:
        """Shuffle ``items`` in place (Fisher-Yates from the end, one output per swap).

        With ``last`` > 0 only positions ``last`` and above are settled (a uniformly random
        ordered selection there; the order below ``last`` is not random); that is enough
        when the first ``last`` items are set aside unseen.
        """
        s = self.state
        for i in range(len(items) - 1, max(last - 1, 0), -1):
            s = (s * LCG_MULTIPLIER + LCG_INCREMENT) & MASK64
            j = ((s >> 32) * (i + 1)) >> 32
            items[i], items[j] = items[j], items[i]
        self.state = s

    def fork(self) -> Rng:
        """Return a new generator seeded from this one (an independent stream)."""
        return Rng(self.next_u64())

    def copy(self) -> Rng:
        """Return a generator in the same state."""
        return Rng.from_state(self.state)


def derive_seed(seed: int, *labels: int | str) -> int:
    """Derive a 64-bit seed from ``seed`` and labels, stable across runs and platforms.

    Used to give game number ``i`` of a run, or seat ``j``'s bot, its own stream.
    """
    value = mix64(seed & MASK64)
    for label in labels:
        data = label.encode("utf-8") if isinstance(label, str) else str(label).encode()
        for byte in data:
            value = mix64(value ^ byte)
        value = mix64(value ^ len(data))
    return value


def decision_rng(seed: int, seat: int, ply: int) -> Rng:
    """The generator a bot gets for the decision at move ``ply`` of a game (seeded from
    the game seed, the seat and the move number, so a resumed game continues exactly as
    the uninterrupted one would have)."""
    return Rng(mix64((seed ^ mix64((seat << 32) | (ply & 0xFFFFFFFF))) & MASK64))
