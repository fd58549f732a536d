"""Sparring partners for the arena: bots written to measure ours against, not shipped.

They implement the same bot interface (``choose(view, legal, rng)``) and read only the
acting seat's view. ``bench/sparring_arena.py`` seats them next to the shipped levels.
"""
