"""Playing whole games in German and in English side by side.

At every position of a game played by computer players through a Session,
every text a player reads (the log entry of the move, each seat's and the
observer's status line, every seat's side-panel lines, the refusal of moves
not legal there) is made once in English and once in German. A German text
must differ from its English one wherever the English has words that are not
names, and must hold none of the common English words below. The score sheet
at the end is checked the same way.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Sequence

from parkpack import i18n
from parkpack.engine.api import CHANCE, OBSERVER, AnyGame, SeatSpec
from parkpack.engine.bots import make_bot
from parkpack.engine.session import Session

#: English words that no German text should hold (names aside; lower case
#: unless at the start of a sentence, so a German "A" of a ladder name passes).
ENGLISH = re.compile(
    r"\b(the|your|you|and|or|of|with|for|from|into|on|at|to|is|are|has|no|not|draws?|takes?|places?|"
    r"wins?|points?|turns?|round|month|left|score|choose|pays?|bids?|passes|chooses|moves?|tile|cards?|"
    r"worker|trees?|income|second|cleanup|setting|up|goes|back|over|game|The|Your|You|Round|Month|Game)\b",
)
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]{2,}")


def _strip(text: str, names: Iterable[str]) -> str:
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


def texts(game: AnyGame, session: Session[Any, Any], action: Any | None, pool: Sequence[Any]) -> list[str]:
    """Every text a reader meets at the session's position, in the current language."""
    state = session.state
    out: list[str] = []
    if action is not None:
        entry = game.text.describe(state, action)
        out += [entry.text, entry.private]
    seats = len(session.seats)
    for seat in (*range(seats), OBSERVER):
        view = game.view(state, seat)
        out.append(game.text.prompt(view))
        if seat != OBSERVER:
            out += list(game.text.summary(view, seat))
    seat = game.to_act(state)
    if seat is not None and seat != CHANCE:
        legal = set(game.legal_actions(state))
        view = game.view(state, seat)
        out += [game.text.refusal(view, a) for a in pool if a not in legal]
    return out


def score_texts(game: AnyGame, session: Session[Any, Any]) -> list[str]:
    sheet = game.scores(session.state)
    out = [line.label for p in sheet.players for line in p.lines]
    out += list(sheet.notes)
    if sheet.solo_result:
        out.append(i18n._(sheet.solo_result))
    return out


def compare(english: list[str], german: list[str], names: Iterable[str], where: str) -> list[str]:
    """The German texts that are missing, untranslated or hold English words."""
    assert len(english) == len(german), where
    names = tuple(names)
    problems = []
    for en, de in zip(english, german):
        rest = _strip(en, names)
        if not WORD.search(rest):
            continue
        if de == en:
            problems.append(f"{where}: untranslated: {en!r}")
        elif m := ENGLISH.search(_strip(de, names)):
            problems.append(f"{where}: English word {m.group(0)!r} in {de!r} (English: {en!r})")
    return problems


def in_both(make: Any) -> tuple[list[str], list[str]]:
    """``make()`` in English, then in German (English again afterwards)."""
    try:
        i18n.set_language("en")
        english = make()
        i18n.set_language("de")
        german = make()
    finally:
        i18n.set_language("en")
    return english, german


def play_in_german(
    game: AnyGame,
    options: dict[str, str],
    seats: Sequence[SeatSpec],
    seed: int,
    names: Iterable[str] = (),
    max_steps: int = 3000,
    pool_size: int = 24,
) -> tuple[list[str], int]:
    """Play a game with the seats' computer levels, comparing every text in
    both languages. Returns the problems and the number of texts compared."""
    session: Session[Any, Any] = Session(game, options, seats, seed)
    bots = [make_bot(game, s.level or "random", seed + i) for i, s in enumerate(seats)]
    names = tuple(names) + tuple(s.name for s in seats) + game.automata(session.state)
    pool: list[Any] = []
    problems: list[str] = []
    compared = 0
    for step in range(max_steps):
        seat = session.to_act
        if seat is None:
            break
        if seat == CHANCE:
            action = session.chance_action()
        else:
            legal = session.legal_actions()
            action = bots[seat].choose(game, session.info_set(seat))
            pool = (pool + [a for a in legal[:4] if a not in pool])[-pool_size:]
        en, de = in_both(lambda: texts(game, session, action, pool))
        problems += compare(en, de, names, f"step {step} ({action})")
        compared += len(en)
        session.play(action)
    assert session.is_over, "the game did not end"
    for make in (lambda: texts(game, session, None, ()), lambda: score_texts(game, session)):
        en, de = in_both(make)
        problems += compare(en, de, names, "game over")
        compared += len(en)
    return problems, compared
