"""``python -m scenes``: start the app."""

from scenes.main import main

raise SystemExit(main())
