"""parkpack: theme-park tabletop games with their complete rules."""

__version__ = "0.1.0"
