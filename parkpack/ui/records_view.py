"""Solo records for the launcher cards and the end-of-game dialog.

The records themselves live in ``parkpack.engine.records``; this module files
finished solo games there and turns the records into text.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def game_name(game_id: str) -> str:
    """The game's name, for a line about a game that has no solo setting."""
    from ..engine import registry
    from ..engine.errors import ParkpackError

    try:
        return str(registry.get(game_id).info.name)
    except ParkpackError:
        return game_id


def record_lines(game_id: str) -> list[str]:
    """Lines for a launcher card: best per setting and the last result."""
    from ..engine import records

    lines = list(records.summary_lines(game_id))
    return [QCoreApplication.translate("RecordsView", "Solo records:")] + lines if lines else []


def records_problem() -> str:
    """What is wrong with the records file, for the launcher ("" if nothing)."""
    from ..engine import records

    found = records.load()
    if found.status == records.DAMAGED:
        return QCoreApplication.translate(
            "RecordsView",
            "{problem}. Every entry that could be read is shown; the file will be kept as a copy beside it"
            " when the next solo result is recorded.",
        ).format(problem=found.problem)
    if found.status in (records.UNREADABLE, records.NEWER):
        return QCoreApplication.translate(
            "RecordsView",
            "{problem}. Solo results are not recorded until it can be read; the file is left as it is.",
        ).format(problem=found.problem)
    return ""


def _versus(result: Any) -> str:
    """"31 to Becky's 63 (-32)": the scores and the margin, without the
    rank the sentence around it already gives."""
    return QCoreApplication.translate("RecordsView", "{score} to {rival}'s {rival_score} ({margin})").format(
        score=result.score, rival=result.rival, rival_score=result.rival_score, margin=f"{result.margin:+d}")


def record_result(session: Any) -> str:
    """File a finished solo game; a line saying how it compares, or ""."""
    from ..engine import records

    try:
        filed = records.record_session(session)
    except records.RecordsError as exc:
        return QCoreApplication.translate("RecordsView", "This result is not recorded: {reason}.").format(reason=exc)
    except OSError as exc:
        from ..engine.safe_files import os_reason

        return QCoreApplication.translate("RecordsView", "The result could not be recorded: {reason}").format(
            reason=os_reason(exc))
    if filed is None:
        return ""
    result = filed.result
    # The setting goes in brackets after the claim: "Harder" or "Level 4"
    # alone does not read as the object of "at" or "for".
    label = records.setting_label(result.game, result.setting) or game_name(result.game)
    kept = (
        " " + QCoreApplication.translate("RecordsView", "The damaged records file was kept as {file}.").format(file=filed.kept.name)
        if filed.kept is not None else ""
    )
    if result.edited:
        return QCoreApplication.translate(
            "RecordsView",
            "This game's dice or draws are not the ones its seed gives (it was loaded from an edited save), "
            "so it is shown among your recent games but not counted as a record."
        ) + kept
    if filed.is_best and result.hints:
        # Results reached with hints are kept apart: not a record.
        return QCoreApplication.translate(
            "RecordsView", "Your best with hints ({setting}): {result}. Games played with hints are kept apart "
            "from your records.").format(setting=label, result=records.result_text(result)) + kept
    if filed.is_best and result.rank == LOSS:
        # The best so far, but still a loss: nothing to cheer.
        what = QCoreApplication.translate("RecordsView", "{n} points").format(n=result.score) if not result.rival else _versus(result)
        return QCoreApplication.translate("RecordsView", "Your best score so far ({setting}): {result}, though still a loss.").format(
            setting=label, result=what) + kept
    if filed.is_best:
        if result.rival:
            return QCoreApplication.translate("RecordsView", "New solo record ({setting}): {result}!").format(
                setting=label, result=_versus(result)) + kept
        return QCoreApplication.translate("RecordsView", "New solo record ({setting}): {n} points!").format(setting=label, n=result.score) + kept
    best = filed.records.best_for(result.game, result.setting, result.hints)
    if best is not None:
        return QCoreApplication.translate("RecordsView", "Your record ({setting}) stays at {result}.").format(
            setting=label, result=records.result_text(best)) + kept
    return kept.strip()


#: The solo result of a game lost (ScoreSheet.solo_result).
LOSS = "Loss"
