"""Main menu (placeholder replaced below)."""
