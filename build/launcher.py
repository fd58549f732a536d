"""The script PyInstaller freezes: start the Play or Pay app."""

import sys

from scenes.app import main

if __name__ == "__main__":
    sys.exit(main())
