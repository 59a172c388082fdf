"""Random-game conformance: every registered game keeps the protocol (harness.py),
its checks (checks.py, secrets.py) and the command line (cli.py)."""

from .checks import CheckFailed, UndoMark
from .cli import main
from .harness import Config, Failure, Report, Variant, play_one, run, seats_for, variants

__all__ = [
    "CheckFailed", "Config", "Failure", "Report", "UndoMark", "Variant",
    "main", "play_one", "run", "seats_for", "variants",
]
