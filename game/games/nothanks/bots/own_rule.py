"""The hard No Thanks! bot's own rules: per table size, a logistic model of its own
take decisions at that size on the imitation rule's terms, which its playouts follow
for its later moves.

Written by ``python -m bench.fit_own_rule --install``; do not edit. What each rule
was fitted on is in :data:`OWN_RULE_SOURCES`; docs/bots.md.
"""

from collections.abc import Mapping

from game.games.nothanks.bots.fast import TakeRule

#: What each table size's rule was fitted on.
OWN_RULE_SOURCES: Mapping[int, str] = {
    3: (
        "the decisions of ``hard_resp`` in 120 games against the ISMCTS partner at 3 "
        "players, seed 77"
    ),
}

#: Per table size, the searcher's own rule.
# fmt: off
OWN_RULES: Mapping[int, TakeRule] = {
    3: TakeRule(
        (
            0.08640793487713787, -0.09521540847736028, 5.25863756675978, -0.09867786600749794,
            0.06130358347253926, 0.21650066308740656, 0.09795980825579316, 0.05002750914111723,
            1.3966178368608695, -0.18494392291530645, -1.5312195955877675e-12, 0.29656190349249556,
            -1.4779034749664528, 12.763840027150104, 0.21384488961411055, 4.371509666761956,
            0.016870652152815246, 0.29337151209294976, 0.19088374071018976,
        ),
        -6.735594988959001,
    ),
}
# fmt: on
