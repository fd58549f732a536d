"""``python -m game``: the headless command line."""

import sys

from game.cli import main

sys.exit(main())
