"""The installed games: one package per game, found by :mod:`game.registry`.

Each subpackage ``game.games.<id>`` is one game's rules and bots and exposes
``SPEC: GameSpec`` (:mod:`game.contract`). Nothing outside this folder names a game:
adding a game is adding a folder here (and its app side in ``scenes/games/<id>``).
"""
