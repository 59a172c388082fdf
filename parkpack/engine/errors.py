"""The errors parkpack raises. All are ValueError subclasses so callers can catch broadly."""

from __future__ import annotations


class ParkpackError(ValueError):
    """Base class for every error parkpack raises on purpose."""


class IllegalActionError(ParkpackError):
    """An action that is not among the legal actions of the current state."""

    def __init__(self, action: object, situation: str, reason: str = "") -> None:
        self.action = action
        self.situation = situation
        self.reason = reason
        from ..i18n import _

        text = _("illegal action {action}: {reason} ({situation})").format(
            action=action, reason=reason or _("not a legal move now"), situation=situation)
        super().__init__(text)


class NotationError(ParkpackError):
    """Text that does not parse as an action of the game."""


class OptionError(ParkpackError):
    """Game options or seats that the game does not accept."""


class SaveFileError(ParkpackError):
    """A save file that cannot be read, or an action list that does not replay.
    ``reason`` is a whole clause in the player's language ("the file is
    empty", "action 3 ('roll 9') cannot be played: ..."), shown after a
    colon as it is; ``missing`` is True when there is simply no file."""

    def __init__(self, path: object, reason: str, missing: bool = False) -> None:
        self.path = path
        self.reason = reason
        self.missing = missing
        super().__init__(f"{path}: {reason}")


class InvariantError(ParkpackError):
    """A state that breaks one of its game's invariants (a bug, never user input)."""
