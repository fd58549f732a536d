"""The learned value function of base-game No Thanks!: a small multilayer perceptron in
pure Python (no numpy in ``game``).

The network reads :func:`game.games.nothanks.bots.features.position_features` (a position seen
from one seat) and predicts, per seat offset (0 the viewing seat, then to its left), how
many points the seat will still gain before the round ends (its round points at the end
minus its points now, card points minus chips), in units of :data:`TARGET_SCALE`. Hidden
layers use ReLU, the output layer is linear. :func:`predicted_points` turns that into
every seat's expected points at the round's end, which a search scores like a finished
playout (:func:`game.games.nothanks.bots.reward.rewards_of_points`).

The weights are trained by ``python -m bench.train_value`` (numpy, dev only) and stored
as one flat tuple in :mod:`game.games.nothanks.bots.value_weights`; :func:`default_net` loads
them once.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import mul

from game.games.nothanks.bots.fast import mask_points
from game.games.nothanks.bots.features import (
    FEATURES,
    GLOBAL_FEATURES,
    MAX_SEATS,
    SEAT_FEATURES,
    position_features,
)

TARGET_SCALE = 20.0  # points per unit of the network's outputs

#: One layer: its weight rows (one per output, each as long as the layer's input) and
#: its biases.
Layer = tuple[tuple[tuple[float, ...], ...], tuple[float, ...]]


class ValueNet:
    """A multilayer perceptron: ReLU hidden layers, a linear output layer."""

    __slots__ = ("layers",)

    def __init__(self, layers: Sequence[Layer]) -> None:
        if not layers:
            raise ValueError("a network needs at least one layer")
        width = len(layers[0][0][0])
        for rows, biases in layers:
            if len(rows) != len(biases) or any(len(row) != width for row in rows):
                raise ValueError("layer shapes do not chain")
            width = len(rows)
        self.layers = tuple(
            (tuple(tuple(float(w) for w in row) for row in rows), tuple(float(b) for b in bs))
            for rows, bs in layers
        )

    @property
    def inputs(self) -> int:
        """The length of an input vector."""
        return len(self.layers[0][0][0])

    @property
    def outputs(self) -> int:
        """The length of an output vector."""
        return len(self.layers[-1][1])

    def forward(self, x: Sequence[float]) -> list[float]:
        """The network's outputs for input ``x``: a few thousand multiply-adds, each
        row a ``sum(map(mul, ...))`` (the loop runs in C). An ``x`` shorter than the
        input layer stands for zeros after it (the seats beyond a table's size)."""
        values: Sequence[float] = x
        last = len(self.layers) - 1
        for index, (rows, biases) in enumerate(self.layers):
            out = [b + sum(map(mul, row, values)) for row, b in zip(rows, biases, strict=True)]
            if index < last:
                out = [v if v > 0.0 else 0.0 for v in out]
            values = out
        return list(values)


def net_from_flat(shapes: Sequence[Sequence[int]], values: Sequence[float]) -> ValueNet:
    """A network from its layers' shapes ``(outputs, inputs)`` and all its numbers in one
    flat sequence: per layer its weights row by row, then its biases (the layout of
    :mod:`game.games.nothanks.bots.value_weights` and of the trainer's JSON)."""
    layers: list[Layer] = []
    at = 0
    for outputs, inputs in shapes:
        rows = tuple(tuple(values[at + r * inputs : at + (r + 1) * inputs]) for r in range(outputs))
        at += outputs * inputs
        layers.append((rows, tuple(values[at : at + outputs])))
        at += outputs
    if at != len(values):
        raise ValueError(f"{len(values)} numbers for layers that take {at}")
    return ValueNet(layers)


@lru_cache(maxsize=1)
def default_net() -> ValueNet:
    """The trained network of :mod:`game.games.nothanks.bots.value_weights`, loaded once."""
    from game.games.nothanks.bots import value_weights

    net = net_from_flat(value_weights.SHAPES, value_weights.VALUES)
    if net.inputs != FEATURES or net.outputs != MAX_SEATS:
        raise ValueError("value_weights does not fit the feature layout: retrain")
    return net


def predicted_points(
    net: ValueNet,
    me: int,
    player: int,
    card: int,
    pot: int,
    hands: Sequence[int],
    chips: Sequence[int],
    stack_size: int,
    pool: int,
    totals: Sequence[int] = (),
    last_round: bool = True,
) -> list[float]:
    """Every seat's expected round points at the round's end (card points − chips; seat
    order as in ``hands``) by ``net``, seen from seat ``me``: its points now plus the
    gain the network predicts (arguments as in
    :func:`game.games.nothanks.bots.features.position_features`)."""
    n = len(hands)
    features = position_features(
        me, player, card, pot, hands, chips, stack_size, pool, totals, last_round
    )
    out = net.forward(features[: GLOBAL_FEATURES + n * SEAT_FEATURES])
    points = [0.0] * n
    for offset in range(n):
        seat = (me + offset) % n
        points[seat] = mask_points(hands[seat]) - chips[seat] + TARGET_SCALE * out[offset]
    return points
