"""Readable text for the log, the status line and the side panel.

Every sheet is public, so each log entry has one text for every reader.
"""

from __future__ import annotations

from ...engine.api import GameText, LogEntry
from .actions import Action, Draw, Pass, PlaceStatue, Roll, TickBonus, TurnToT
from .content import EMPTY, IBIS, IBIS_PIECE, LANDMARK_AT, LANDMARKS, SQUARE_NAMES, T_PIECE, bonus, orientation_label, piece_of
from .rules import apply
from .scoring import player_score, scores
from .state import BONUS, DRAW, ROLL, STATUE, State, ibis_for_t


def _article(piece: str) -> str:
    return "an" if piece == IBIS_PIECE else "a"


def _place(square: int) -> str:
    lm = LANDMARK_AT[square]
    name = SQUARE_NAMES[square]
    return f"{name} ({LANDMARKS[lm].name})" if lm >= 0 else name


def describe(state: State, action: Action) -> str:
    if isinstance(action, Roll):
        return f"Die: {action.face}"
    task = state.pending
    who = state.names[task.seat] if task is not None and task.seat >= 0 else "?"
    if isinstance(action, Draw):
        extra = "bonus " if task is not None and task.extra else ""
        what = f"{_article(action.piece)} {extra}{action.piece}"
        if action.piece == IBIS_PIECE and state.roll == T_PIECE and task is not None and not task.extra:
            what = "an ibis instead of the T"
        text = f"{who} draws {what} at {_place(action.square)}"
        if action.mask != IBIS:
            text += f" ({orientation_label(action.mask)})"
        return text + _consequences(state, action, task.seat if task else 0)
    if isinstance(action, TurnToT):
        kind = piece_of(state.sheets[task.seat].cells[action.square]) if task else "path"
        text = f"{who} turns the {kind} at {_place(action.square)} into a T ({orientation_label(action.mask)}), losing 3 points"
        return text + _consequences(state, action, task.seat if task else 0)
    if isinstance(action, PlaceStatue):
        return f"{who} draws a statue at {_place(action.square)}"
    if isinstance(action, TickBonus):
        return f"{who} ticks the bonus: {bonus(action.bonus).label}"
    if isinstance(action, Pass):
        return f"{who} has no empty square and draws nothing"
    return str(action)


def _consequences(state: State, action: Action, seat: int) -> str:
    """", closing a loop and visiting the Opera House" and the like."""
    before = state.sheets[seat]
    after = apply(state, action).sheets[seat]
    parts = []
    loops = after.loops - before.loops
    if loops:
        parts.append("closing a loop" if loops == 1 else f"closing {loops} loops")
    visited = [LANDMARKS[i].name for i in after.visited if not before.visits[i]]
    if visited:
        parts.append("visiting " + " and ".join(visited))
    return ", " + " and ".join(parts) if parts else ""


def prompt(state: State) -> str:
    task = state.pending
    if task is None:
        return _result_line(state)
    if task.kind == ROLL:
        if state.turn_limit:
            return f"Roll the die (turn {state.turn + 1} of {state.turn_limit})"
        return f"Roll the die (turn {state.turn + 1})"
    who = state.names[task.seat]
    sheet = state.sheets[task.seat]
    if task.kind == DRAW:
        if EMPTY not in sheet.cells:
            return f"{who}: no empty square for the {task.piece}: pass"
        if task.piece == IBIS_PIECE:
            return f"{who}: draw the ibis"
        if task.extra:
            return f"{who}: draw your bonus {task.piece} (rotate with R)"
        if ibis_for_t(sheet, state.turn, task):
            return f"{who}: draw the T or an ibis (rotate with R)"
        return f"{who}: draw the {task.piece} (rotate with R)"
    if task.kind == STATUE:
        if task.extra:
            return f"{who}: draw your bonus statue anywhere"
        return f"{who}: draw a statue inside the new loop"
    if task.kind == BONUS:
        return f"{who}: choose a landmark bonus"
    return who


def _result_line(state: State) -> str:
    sheet = scores(state)
    if sheet.solo_result:
        return f"Game over: {sheet.players[0].total} points, {sheet.solo_result}"
    names = " and ".join(state.names[s] for s in sheet.winners)
    verb = "win" if len(sheet.winners) > 1 else "wins"
    return f"Game over: {names} {verb}"


def summary(state: State, seat: int) -> tuple[str, ...]:
    """Two or three short lines for the player's card: the goals that end
    the game (six landmarks or six ibises), then the score."""
    sheet = state.sheets[seat]
    lines = [
        f"Landmarks {len(sheet.visited)}/6 · ibises {sheet.cells.count(IBIS)}/6 · statues {len(sheet.statues)}",
        f"Score {player_score(state, seat).total} · first visits {len(sheet.firsts)} · bonuses {len(sheet.bonuses)}/6",
    ]
    if sheet.turned:
        lines.append("Turned into a T: " + " and ".join(sheet.turned) + f" (−{3 * len(sheet.turned)})")
    if state.turn_limit:
        lines.append(f"Turn {state.turn} of {state.turn_limit} ({state.turns_left} left)")
    return tuple(lines)


class WalkText(GameText[State, Action]):
    """The wording of A Walk in the Park (``WalkGame.text``)."""

    def describe(self, state: State, action: Action) -> LogEntry:
        return LogEntry(describe(state, action))

    def prompt(self, view: State) -> str:
        return prompt(view)

    def summary(self, view: State, seat: int) -> tuple[str, ...]:
        return summary(view, seat)
