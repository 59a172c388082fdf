"""Start script of the desktop bundle: does what the `parkpack` console script does."""

from parkpack.cli import main

raise SystemExit(main())
