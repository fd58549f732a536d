"""The canary: a tiny trick game kept for the test run (engine ``rules``, app ``table``),
proving that a game is one folder."""
