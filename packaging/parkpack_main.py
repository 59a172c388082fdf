"""Start script of the desktop bundle: does what the `parkpack` console script does."""

import multiprocessing

from parkpack.cli import main

if __name__ == "__main__":
    # Computer players think in a spawned process; in a frozen bundle that
    # process starts from this same executable.
    multiprocessing.freeze_support()
    raise SystemExit(main())
