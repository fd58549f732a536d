"""Nyet!'s phases, one module each: the rules by phase.

A round runs ``covers`` (the Nyet! board) → ``teams`` (partners, the Bonus card) →
``discards`` or ``passes`` (as the terms say) → ``tricks`` (and the round's end). Each
module holds its phase's legal moves and how a move applies, on the plain data
(:class:`game.games.nyet.data.NyetData`); :mod:`~.table` makes each a
:class:`game.phase.Phase` and maps the state's ``phase`` field to it. The state
(:class:`game.games.nyet.rules.NyetState`) holds the data, the phase in play and the cached
legal actions, and hands each action to the phase in play. A phase's last move starts the
next phase.

Events go to ``emit``; with ``drop`` (search playouts) none is even built, hence the
``emit is not drop`` tests.
"""
