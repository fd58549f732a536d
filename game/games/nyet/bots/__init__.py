"""Nyet! bots: easy and medium (:mod:`.heuristics`), hard (:mod:`.hard`)."""
