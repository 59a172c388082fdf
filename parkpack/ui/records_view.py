"""Solo records for the launcher cards and the end-of-game dialog.

The records themselves live in ``parkpack.engine.records``; this module files
finished solo games there and turns the records into text.
"""

from __future__ import annotations

from typing import Any


def record_lines(game_id: str) -> list[str]:
    """Lines for a launcher card: best per setting and the last result."""
    from ..engine import records

    lines = list(records.summary_lines(game_id))
    return ["Solo records:"] + lines if lines else []


def records_problem() -> str:
    """What is wrong with the records file, for the launcher ("" if nothing)."""
    from ..engine import records

    found = records.load()
    if found.status == records.DAMAGED:
        return f"{found.problem}. Every entry that could be read is shown; the file will be kept as a copy beside it when the next solo result is recorded."
    if found.status in (records.UNREADABLE, records.NEWER):
        return f"{found.problem}. Solo results are not recorded until it can be read; the file is left as it is."
    return ""


def record_result(session: Any) -> str:
    """File a finished solo game; a line saying how it compares, or ""."""
    from ..engine import records

    try:
        filed = records.record_session(session)
    except records.RecordsError as exc:
        return f"This result is not recorded: {exc}."
    except OSError as exc:
        return f"The result could not be recorded: {exc.strerror or exc}"
    if filed is None:
        return ""
    result = filed.result
    label = records.setting_label(result.game, result.setting) or "this game"
    kept = f" The damaged records file was kept as {filed.kept.name}." if filed.kept is not None else ""
    if result.edited:
        return (
            "This game's dice or draws are not the ones its seed gives (it was loaded from an edited save), "
            "so it is shown among your recent games but not counted as a record." + kept
        )
    if filed.is_best and result.hints:
        # Results reached with hints are kept apart: not a record.
        return (f"Your best at {label} with hints: {records.result_text(result)}. Games played with hints are "
                "kept apart from your records." + kept)
    if filed.is_best and result.rank == LOSS:
        # The best so far, but still a loss: nothing to cheer.
        what = f"{result.score} points" if not result.rival else records.result_text(result)
        return f"Your best score at {label} so far: {what}, though still a loss." + kept
    if filed.is_best:
        if result.rival:
            versus = f"{result.score} to {result.rival}'s {result.rival_score} ({result.margin:+d})"
            return f"New solo record for {label}: {versus}!" + kept
        return f"New solo record for {label}: {result.score} points!" + kept
    best = filed.records.best_for(result.game, result.setting, result.hints)
    if best is not None:
        return f"Your record for {label} stays at {records.result_text(best)}." + kept
    return kept.strip()


#: The solo result of a game lost (ScoreSheet.solo_result).
LOSS = "Loss"
