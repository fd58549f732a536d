"""Benchmarks, sparring partners and the bot-tuning lab: scripts that print figures,
run from the repository root as ``python -m bench.NAME`` (they may import ``game``,
``scenes`` and ``tests``; nothing in the product imports them)."""
