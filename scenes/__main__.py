"""``python -m scenes``: start the app."""

from scenes.app import main

raise SystemExit(main())
