"""Play or Pay's pygame-ce front end: scene stack, tweens, widgets and game tables."""
