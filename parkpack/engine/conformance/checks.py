"""Checks the conformance harness runs on one state: invariants, the pending
decision, chance, notation, views, save -> load, refusals and undo."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from .. import saves
from ..api import CHANCE, OBSERVER, AnyGame
from ..errors import IllegalActionError
from ..frozen import record
from ..rng import Rng
from ..session import Session


class CheckFailed(Exception):
    def __init__(self, check: str, message: str) -> None:
        super().__init__(message)
        self.check = check
        self.message = message


def require(ok: bool, check: str, message: str) -> None:
    if not ok:
        raise CheckFailed(check, message)


# --- after every action ---------------------------------------------------------
def check_pending(game: AnyGame, state: Any, players: int) -> tuple[Any, ...]:
    """Exactly one decision pending; returns the legal actions."""
    try:
        game.check(state)
    except Exception as exc:  # any exception from check() is a broken invariant
        raise CheckFailed("invariant", f"check() raised {exc!r}") from exc
    seat = game.to_act(state)
    legal = game.legal_actions(state)
    if seat is None:
        require(legal == (), "pending", f"game over but {len(legal)} legal actions")
        return legal
    require(seat == CHANCE or 0 <= seat < players, "pending", f"to_act returned {seat!r}")
    require(len(legal) > 0, "pending", f"{'chance' if seat == CHANCE else f'seat {seat}'} to act with no legal action")
    if seat == CHANCE:
        check_chance(game, state, legal)
    return legal


def check_chance(game: AnyGame, state: Any, legal: tuple[Any, ...]) -> None:
    outcomes = game.chance_outcomes(state)
    require(len(outcomes) > 0, "chance", "chance point without outcomes")
    require(all(w > 0 for _, w in outcomes), "chance", "an outcome has no positive weight")
    actions = [a for a, _ in outcomes]
    require(len(set(actions)) == len(actions), "chance", "an outcome is listed twice")
    require(set(actions) == set(legal), "chance", "chance outcomes differ from legal_actions")


def check_scores(game: AnyGame, state: Any, players: int) -> None:
    sheet = game.scores(state)
    seats = sorted(p.seat for p in sheet.seats())
    require(seats == list(range(players)), "scores", f"score sheet covers seats {seats}")
    require(sheet.automata == game.automata(state), "scores", "score sheet names other automata than the game")
    entrants = players + len(sheet.automata)
    require(sorted(p.seat for p in sheet.players) == list(range(entrants)), "scores", "entrants numbered wrongly")
    require(len(sheet.winners) > 0 or players == 1, "scores", "finished game without a winner")
    require(all(0 <= w < entrants for w in sheet.winners), "scores", f"winners {sheet.winners} are not entrants")


# --- on sampled steps ---------------------------------------------------------------
def check_notation(game: AnyGame, legal: tuple[Any, ...]) -> None:
    texts = [str(a) for a in legal]
    require(len(set(texts)) == len(texts), "notation", f"two legal actions share a text: {_dupes(texts)}")
    for action in legal:
        check_parses_back(game, action)


def check_parses_back(game: AnyGame, action: Any) -> None:
    text = str(action)
    try:
        back = game.parse_action(text)
    except ValueError as exc:
        raise CheckFailed("notation", f"parse_action({text!r}) refused its own text: {exc}") from exc
    require(back == action, "notation", f"parse_action({text!r}) gives {back!r}, not {action!r}")


def _dupes(texts: list[str]) -> str:
    return ", ".join(sorted(t for t, n in Counter(texts).items() if n > 1))


def check_save_load(session: Session[Any, Any]) -> None:
    raw = saves.dumps(session)
    loaded = saves.session_from_document(saves.parse_document(raw), "<conformance>")
    require(loaded.history == session.history, "save-load", "history differs after save -> load")
    require(loaded.state == session.state, "save-load", "state differs after save -> load")
    require(loaded.log == session.log, "save-load", "log differs after save -> load")
    require(not loaded.can_undo(), "save-load", "undo offered right after loading")


def check_views(game: AnyGame, state: Any, players: int) -> None:
    """Views are deterministic and idempotent, for every seat and the observer."""
    for seat in (*range(players), OBSERVER):
        v = game.view(state, seat)
        require(game.view(state, seat) == v, "view", f"view of seat {seat} is not deterministic")
        require(game.view(v, seat) == v, "view", f"view of seat {seat} changes when taken again")
        if seat != OBSERVER:
            game.text.summary(v, seat)
            for other in range(players):
                game.text.summary(v, other)


def check_foreign(session: Session[Any, Any], pool: Sequence[Any], rng: Rng) -> None:
    """Actions legal elsewhere (another state or seat) are refused untouched."""
    legal = set(session.legal_actions())
    foreign = [a for a in pool if a not in legal]
    for _ in range(min(3, len(foreign))):
        action = rng.pick(foreign)
        before_state, before_len = session.state, len(session.history)
        try:
            session.play(action)
        except IllegalActionError:
            pass
        else:
            raise CheckFailed("illegal", f"Session.play accepted '{action}', which is not legal here")
        require(session.state is before_state and len(session.history) == before_len,
                "illegal", f"refusing '{action}' changed the session")


# --- undo ---------------------------------------------------------------------------
@record
class UndoMark:
    """The state before and after the latest human action not since cleared."""

    before: Any
    after: Any
    history_len: int


def check_undo(session: Session[Any, Any], mark: UndoMark | None, same_human_next: bool) -> None:
    if not session.can_undo():
        require(not same_human_next, "undo",
                "undo refused although the same human acts again with nothing revealed")
        return
    require(mark is not None, "undo", "undo offered after a die roll, draw or reveal")
    assert mark is not None
    now, tail = session.state, session.history[mark.history_len + 1:]
    session.undo()
    require(session.state == mark.before, "undo", "undo did not return to the human's last decision")
    require(len(session.history) == mark.history_len, "undo", "undo left the history the wrong length")
    require(len(session.log) == mark.history_len, "undo", "undo left the log the wrong length")
    session.redo()
    require(session.state == mark.after, "undo", "redo did not restore the state after the action")
    for text in tail:  # computer moves made since are replayed, not redone
        session.play(text)
    require(session.state == now, "undo", "undo, redo and replay did not come back to the same state")
