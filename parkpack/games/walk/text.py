"""Readable text for the log, the status line and the side panel.

Every sheet is public, so each log entry has one text for every reader.
"""

from __future__ import annotations

from ...engine.api import GameText, LogEntry
from .actions import Action, Draw, Pass, PlaceStatue, Roll, TickBonus, TurnToT
from .content import EMPTY, IBIS, IBIS_PIECE, LANDMARK_AT, LANDMARKS, SQUARE_NAMES, T_PIECE, bonus, orientation_label, piece_of
from ...i18n import N_, _, and_join, ngettext, number, pgettext
from .rules import apply
from .scoring import player_score, scores
from .state import BONUS, DRAW, ROLL, STATUE, State, ibis_for_t


#: What a draw puts on the sheet, by (piece, bonus draw).
_WHAT: dict[tuple[str, bool], str] = {
    ("curve", False): N_("a curve"),
    ("straight", False): N_("a straight"),
    ("T", False): N_("a T"),
    ("ibis", False): N_("an ibis"),
    ("curve", True): N_("a bonus curve"),
    ("straight", True): N_("a bonus straight"),
    ("T", True): N_("a bonus T"),
    ("ibis", True): N_("a bonus ibis"),
}


def landmark_name(index: int) -> str:
    return _(LANDMARKS[index].name)


def _visited_name(index: int) -> str:
    """A landmark as the object of "visiting" (German adds its article)."""
    names = {
        "opera": pgettext("visiting the landmark", "Opera House"),
        "government": pgettext("visiting the landmark", "Government House"),
        "fig": pgettext("visiting the landmark", "Fig Tree"),
        "chair": pgettext("visiting the landmark", "Mrs Macquarie's Chair"),
        "lion": pgettext("visiting the landmark", "Lion Gate"),
        "palm": pgettext("visiting the landmark", "Palm Grove"),
        "pond": pgettext("visiting the landmark", "Duck Pond"),
        "calyx": pgettext("visiting the landmark", "The Calyx"),
    }
    return names.get(LANDMARKS[index].id, landmark_name(index))


def _place(square: int) -> str:
    lm = LANDMARK_AT[square]
    name = SQUARE_NAMES[square]
    return _("{square} ({landmark})").format(square=name, landmark=landmark_name(lm)) if lm >= 0 else name


def describe(state: State, action: Action) -> str:
    if isinstance(action, Roll):
        return _("Die: {face}").format(face=_piece_word(action.face))
    task = state.pending
    who = state.names[task.seat] if task is not None and task.seat >= 0 else "?"
    if isinstance(action, Draw):
        extra = task is not None and task.extra
        what = _(_WHAT.get((action.piece, extra), action.piece))
        if action.piece == IBIS_PIECE and state.roll == T_PIECE and task is not None and not task.extra:
            what = _("an ibis instead of the T")
        place = _place(action.square)
        if action.mask != IBIS:
            text = _("{who} draws {what} ({orientation}) at {place}").format(
                who=who, what=what, place=place, orientation=orientation_label(action.mask))
        else:
            text = _("{who} draws {what} at {place}").format(who=who, what=what, place=place)
        return text + _consequences(state, action, task.seat if task else 0)
    if isinstance(action, TurnToT):
        kind = piece_of(state.sheets[task.seat].cells[action.square]) if task else "path"
        turn = (_("{who} turns the curve at {place} into a T ({orientation}), losing 3 points") if kind == "curve"
                else _("{who} turns the straight at {place} into a T ({orientation}), losing 3 points"))
        text = turn.format(who=who, place=_place(action.square), orientation=orientation_label(action.mask))
        return text + _consequences(state, action, task.seat if task else 0)
    if isinstance(action, PlaceStatue):
        return _("{who} draws a statue at {place}").format(who=who, place=_place(action.square))
    if isinstance(action, TickBonus):
        return _("{who} ticks the bonus: {bonus}").format(who=who, bonus=_(bonus(action.bonus).label))
    if isinstance(action, Pass):
        return _("{who} has no empty square and draws nothing").format(who=who)
    return str(action)


# German needs the piece's gender in each sentence, so there is one per piece.
_NO_ROOM: dict[str, str] = {
    "curve": N_("{who}: no empty square for the curve: pass"),
    "straight": N_("{who}: no empty square for the straight: pass"),
    "T": N_("{who}: no empty square for the T: pass"),
    "ibis": N_("{who}: no empty square for the ibis: pass"),
}
_DRAW_BONUS: dict[str, str] = {
    "curve": N_("{who}: draw your bonus curve (rotate with R)"),
    "straight": N_("{who}: draw your bonus straight (rotate with R)"),
}
_DRAW: dict[str, str] = {
    "curve": N_("{who}: draw the curve (rotate with R)"),
    "straight": N_("{who}: draw the straight (rotate with R)"),
    "T": N_("{who}: draw the T (rotate with R)"),
}


def _by_piece(piece: str, table: dict[str, str]) -> str:
    """The sentence of ``table`` for ``piece`` (the first one's wording, with
    the piece named, for a piece the table does not list)."""
    if piece in table:
        return _(table[piece])
    return _(next(iter(table.values()))).replace(_piece_word(next(iter(table))), "{piece}")


def _piece_word(piece: str) -> str:
    """The die face as the log names it ("curve", "T")."""
    words = {"curve": _("curve"), "straight": _("straight"), "T": _("T"), "ibis": _("ibis")}
    return words.get(piece, piece)


def _consequences(state: State, action: Action, seat: int) -> str:
    """", closing a loop and visiting the Opera House" and the like."""
    before = state.sheets[seat]
    after = apply(state, action).sheets[seat]
    parts = []
    loops = after.loops - before.loops
    if loops:
        parts.append(ngettext("closing a loop", "closing {n} loops", loops).format(n=loops))
    visited = [_visited_name(i) for i in after.visited if not before.visits[i]]
    if visited:
        parts.append(_("visiting {landmarks}").format(landmarks=and_join(visited)))
    return _(", {consequences}").format(consequences=and_join(parts)) if parts else ""


def prompt(state: State) -> str:
    task = state.pending
    if task is None:
        return _result_line(state)
    if task.kind == ROLL:
        if state.turn_limit:
            return _("Roll the die (turn {turn} of {limit})").format(turn=state.turn + 1, limit=state.turn_limit)
        return _("Roll the die (turn {turn})").format(turn=state.turn + 1)
    who = state.names[task.seat]
    sheet = state.sheets[task.seat]
    if task.kind == DRAW:
        if EMPTY not in sheet.cells:
            return _by_piece(task.piece, _NO_ROOM).format(who=who, piece=_piece_word(task.piece))
        if task.piece == IBIS_PIECE:
            return _("{who}: draw the ibis").format(who=who)
        if task.extra:
            return _by_piece(task.piece, _DRAW_BONUS).format(who=who, piece=_piece_word(task.piece))
        if ibis_for_t(sheet, state.turn, task):
            return _("{who}: draw the T or an ibis (rotate with R)").format(who=who)
        return _by_piece(task.piece, _DRAW).format(who=who, piece=_piece_word(task.piece))
    if task.kind == STATUE:
        if task.extra:
            return _("{who}: draw your bonus statue anywhere").format(who=who)
        owed = [t for t in state.tasks if t.kind == STATUE and t.seat == task.seat and not t.extra]
        if len({t.region for t in owed}) > 1:  # one statue inside each loop closed (Drawing Statues)
            return _("{who}: draw a statue inside the marked loop ({count} new loops, a statue in each)").format(
                who=who, count=number(len(owed)))
        return _("{who}: draw a statue inside the new loop").format(who=who)
    if task.kind == BONUS:
        return _("{who}: choose a landmark bonus").format(who=who)
    return who


def _result_line(state: State) -> str:
    sheet = scores(state)
    if sheet.solo_result:
        total = sheet.players[0].total
        return ngettext("Game over: {points} point ({result})", "Game over: {points} points ({result})", total).format(
            points=number(total), result=_(sheet.solo_result))
    names = and_join([state.names[s] for s in sheet.winners])
    if len(sheet.winners) > 1:
        return _("Game over: {names} win").format(names=names)
    return _("Game over: {name} wins").format(name=names)


def summary(state: State, seat: int) -> tuple[str, ...]:
    """Two to four short lines for the player's card: the goals that end
    the game (six landmarks or six ibises), then the score and the statues
    (the most statues score at the end). Short, so that a side panel of
    200-odd pixels shows each whole; first visits and bonuses are on the
    player's sheet, a click on the card away."""
    sheet = state.sheets[seat]
    lines = [
        _("Landmarks {landmarks}/6 · ibises {ibises}/6").format(
            landmarks=len(sheet.visited), ibises=sheet.cells.count(IBIS)),
        _("Score {score} · statues {statues}").format(
            score=number(player_score(state, seat).total), statues=len(sheet.statues)),
    ]
    if sheet.turned:
        lines.append(_("Turned into a T: {pieces} (−{penalty})").format(
            pieces=and_join([_piece_word(k) for k in sheet.turned]), penalty=3 * len(sheet.turned)))
    if state.turn_limit:
        lines.append(_("Turn {turn} of {limit} ({left} left)").format(
            turn=state.turn, limit=state.turn_limit, left=state.turns_left))
    return tuple(lines)


class WalkText(GameText[State, Action]):
    """The wording of A Walk in the Park (``WalkGame.text``)."""

    def describe(self, state: State, action: Action) -> LogEntry:
        return LogEntry(describe(state, action))

    def prompt(self, view: State) -> str:
        return prompt(view)

    def summary(self, view: State, seat: int) -> tuple[str, ...]:
        return summary(view, seat)
