"""Synthesise the game's short sound effects as 16-bit mono WAV files.

Run ``python assets/sounds/make_sounds.py`` to regenerate ``card.wav``, ``chip.wav`` and
``win.wav`` beside this script. The output is deterministic (seeded noise). These sounds
are the project's own work, dedicated to the public domain under CC0 1.0.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050


def _write(path: Path, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 * 32767 / peak
    frames = b"".join(struct.pack("<h", int(s * scale)) for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def card() -> list[float]:
    """A soft swish: filtered noise with a quick attack and decay (~0.12 s)."""
    rng = random.Random(7)
    n = int(RATE * 0.12)
    out, low = [], 0.0
    for i in range(n):
        t = i / n
        env = min(1.0, t * 25) * (1 - t) ** 2
        low += 0.35 * (rng.uniform(-1, 1) - low)
        out.append(low * env)
    return out


def chip() -> list[float]:
    """A plastic click: two short damped tones plus a tick of noise (~0.09 s)."""
    rng = random.Random(11)
    n = int(RATE * 0.09)
    out = []
    for i in range(n):
        t = i / RATE
        env = math.exp(-t * 70)
        tone = math.sin(2 * math.pi * 2900 * t) + 0.6 * math.sin(2 * math.pi * 4100 * t)
        tick = rng.uniform(-1, 1) * math.exp(-t * 400)
        out.append(0.6 * tone * env + 0.5 * tick)
    return out


def win() -> list[float]:
    """A bright rising arpeggio (C-E-G-C) with soft bell tones (~0.7 s)."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    step = 0.11
    n = int(RATE * (step * len(notes) + 0.35))
    out = [0.0] * n
    for k, freq in enumerate(notes):
        start = int(k * step * RATE)
        for i in range(start, n):
            t = (i - start) / RATE
            env = min(1.0, t * 200) * math.exp(-t * 5)
            out[i] += env * (
                math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)
            )
    return out


def main() -> None:
    here = Path(__file__).resolve().parent
    for name, make in (("card", card), ("chip", chip), ("win", win)):
        _write(here / f"{name}.wav", make())


if __name__ == "__main__":
    main()
