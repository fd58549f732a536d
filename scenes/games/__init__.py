"""The installed games' app sides: one package per game, found by :mod:`scenes.plugins`.

Each subpackage ``scenes.games.<id>`` exposes ``UI: GameUI`` (:mod:`scenes.plugin`) for
the engine game ``game.games.<id>``. Nothing outside this folder names a game.
"""
