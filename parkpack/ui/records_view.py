"""Solo records for the launcher cards and the end-of-game dialog.

The records themselves live in ``parkpack.engine.records``; this module files
finished solo games there and turns the records into text.
"""

from __future__ import annotations

from typing import Any


def record_lines(game_id: str) -> list[str]:
    """Lines for a launcher card: best per level and the last result."""
    from ..engine import records

    lines = list(records.summary_lines(game_id))
    return ["Solo records:"] + lines if lines else []


def record_result(session: Any) -> str:
    """File a finished solo game; a line saying how it compares, or ""."""
    from ..engine import records

    try:
        result = records.record_session(session)
    except OSError as exc:
        return f"The result could not be recorded: {exc.strerror or exc}"
    if result is None:
        return ""
    best = records.load().best_for(result.game, result.level)
    where = f"level {result.level}" if result.level else "this game"
    if best == result and result.rank == LOSS:
        # The best score so far, but still a loss: nothing to cheer.
        return f"Your best score at {where} so far: {result.score} points, though still a loss."
    if best == result:
        return f"New solo record for {where}: {result.score} points!"
    if best is not None:
        return f"Your record for {where} stays at {best.score} ({best.rank})."
    return ""


#: The solo result of a game lost (ScoreSheet.solo_result).
LOSS = "Loss"
