"""The script PyInstaller freezes: start the Play or Pay app."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # bot worker processes re-enter the frozen exe here
    from scenes.main import main

    sys.exit(main())
