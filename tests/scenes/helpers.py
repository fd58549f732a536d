"""Driving the app with real pygame events and a hand-ticked clock."""

from __future__ import annotations

import pygame

from scenes.app import App

DT = 1 / 60


def pump(app: App, frames: int = 1, dt: float = DT) -> None:
    """Run frames with whatever events are queued."""
    for _ in range(frames):
        app.frame(dt)


def click(app: App, pos: tuple[int, int], frames: int = 2) -> None:
    """Post a left click (motion, down, up) at ``pos`` and run frames."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app, frames)


def press(app: App, key: int, frames: int = 2) -> None:
    """Post a key press and run frames."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    pump(app, frames)


def button_center(scene: object, label: str) -> tuple[int, int]:
    """Centre of the visible button with this label in a scene (searches common lists)."""
    candidates = []
    for name in ("buttons", "widgets"):
        candidates.extend(getattr(scene, name, []) or [])
    controls = getattr(scene, "controls", None)
    for _, button in getattr(controls, "buttons", None) or []:
        candidates.append(button)
    chrome = getattr(scene, "chrome", None)
    if chrome is not None:
        candidates.extend(chrome.widgets())
    for widget in candidates:
        if getattr(widget, "label", None) == label and widget.visible:
            return widget.rect.center
    raise AssertionError(f"no button {label!r} in {type(scene).__name__}")


def headless_app(size: tuple[int, int], language: str, **settings: object) -> App:
    """A headless app in ``language`` at ``size``: bots answer at once, animations are
    instant unless ``settings`` say otherwise (any other ``Settings`` field too), no
    sound (the setup of every language and no-cut test)."""
    from scenes.core.saves import Settings
    from scenes.navigation import ScreenNavigator

    chosen: dict[str, object] = {"animation_speed": "instant", **settings}
    return App(
        size,
        headless=True,
        sync_bots=True,
        settings=Settings(**chosen),
        sound=False,
        navigator=ScreenNavigator,
        language=language,
    )
