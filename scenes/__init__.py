"""Play or Pay's pygame-ce front end: scene stack, tweens, widgets and game tables."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
