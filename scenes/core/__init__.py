"""The framework every screen and table uses: scene stack, tweens, widgets, theme, audio,
resources, card surface cache, and the app's files and game session (no game rules)."""
