"""Build script: the Parkies rules are compiled with mypyc where a C compiler
and Python's headers are present (docs/performance.md, "Compiled rules").

Compiled modules behave exactly as the Python source (the same files; a test
compares seeded games played both ways) and run about twice as fast. Without a
compiler, or with PARKPACK_PURE=1, the build skips them and parkpack installs
as plain Python.
"""

from __future__ import annotations

import os

from setuptools import Extension, setup

#: The modules every decision of a Parkies game runs through, and the engine's
#: random numbers and random player. The computer players, the actions, the
#: content tables, A Walk in the Park and the interface stay interpreted.
PARKIES_RULES = ("state", "rules", "rounds", "duel", "bidding", "placement", "park", "spots", "common", "memo", "game", "scoring")
COMPILED = [f"parkpack/games/parkies/{name}.py" for name in PARKIES_RULES] + [
    "parkpack/engine/rng.py",
    "parkpack/engine/bots.py",
]


def compiled_rules() -> list[Extension]:
    if os.environ.get("PARKPACK_PURE"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        return []
    extensions = mypycify(COMPILED, opt_level="3", debug_level="0", group_name="parkpack_rules")
    for extension in extensions:
        extension.optional = True  # a failed C build leaves the pure modules in place
    return extensions


setup(ext_modules=compiled_rules())
