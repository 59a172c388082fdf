"""What every command line of parkpack shares: usage errors in one line on
stderr with status 2, and numbers checked against their bounds before use."""

from __future__ import annotations

import argparse
from typing import Any, NoReturn

EXIT_USAGE = 2
#: The most processes ``--jobs`` may ask for.
MAX_JOBS = 64


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose usage errors take one line, as every other
    refusal does (argparse prints the whole usage first)."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def within(flag: str, value: Any, low: float, high: float) -> None:
    """Refuse ``value`` of ``flag`` outside ``low``..``high`` (a ValueError
    the commands print as their one line)."""
    if not low <= value <= high:
        raise ValueError(f"{flag} must be between {_figure(low)} and {_figure(high)}")


def _figure(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"
