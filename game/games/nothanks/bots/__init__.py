"""No Thanks! bots: easy and medium (:mod:`.heuristics`), hard (:mod:`.hard`, a search
with a fast path, :mod:`.search` and :mod:`.endgame`)."""
