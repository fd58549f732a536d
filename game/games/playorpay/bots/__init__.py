"""Play or Pay bots: easy and medium (:mod:`.heuristics`), hard (:mod:`.hard`)."""
