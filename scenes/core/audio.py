"""Short sound effects (card, chip, win); silently off when no audio device exists."""

from __future__ import annotations

import contextlib

import pygame

from scenes.core.resources import asset_path

SOUNDS = ("card", "chip", "win")


class Audio:
    """Loads the effects once; ``play(name)`` at the current volume (0–100)."""

    def __init__(self, volume: int = 70, enabled: bool = True) -> None:
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.ok = False
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            for name in SOUNDS:
                self.sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
            self.ok = True
        except (pygame.error, OSError, FileNotFoundError):
            self.sounds.clear()
        self.set_volume(volume)

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))
        for sound in self.sounds.values():
            sound.set_volume(self.volume / 100)

    def play(self, name: str) -> None:
        if self.ok and self.volume > 0 and name in self.sounds:
            with contextlib.suppress(pygame.error):
                self.sounds[name].play()
