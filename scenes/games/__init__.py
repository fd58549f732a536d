"""The installed games' app sides: one package per game, found by :mod:`scenes.plugins`.

Each subpackage ``scenes.games.<id>`` exposes ``UI: GameUI`` (:mod:`scenes.plugin`) for
the engine game ``game.games.<id>``. Nothing outside this folder names a game.

Each game's own words are in its catalogue, ``scenes/games/<id>/locale``
(:mod:`scenes.core.i18n`): importing this package tells the app's language every one.
"""

from scenes.core.i18n import add_game_catalogues

add_game_catalogues(__path__)
