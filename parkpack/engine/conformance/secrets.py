"""What the harness checks about secrets, without knowing any game's secrets.

Three checks, on sampled steps:

* **Log and view agree.** Two actions whose log text every seat reads alike
  must leave the public view alike (else the view shows what the log hides);
  and, in a game with secrets, two actions that leave some seat's view alike
  must read alike to that seat (else the log names what the view hides: a
  card dealt face down, named in the public text).
* **Determinisations fit the view.** For each seat, full states sampled from
  its view (``determinize``) look, through ``view``, exactly like the view,
  and keep the game's invariants.
* **Indistinguishable states are treated alike.** The real state and such a
  sampled world differ only in what the seat cannot see, so they must give
  the seat the same prompt, side-panel lines, legal actions (when it acts),
  refusals, log texts for the actions both allow, and views after them.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..api import CHANCE, OBSERVER, AnyGame
from ..rng import Rng
from ..session import refusal
from .checks import CheckFailed, require


def _text(game: AnyGame, state: Any, action: Any, seat: int) -> str:
    return game.text.describe(state, action).for_viewer(seat)


def check_log_matches_view(game: AnyGame, state: Any, legal: tuple[Any, ...], players: int, limit: int) -> None:
    if players < 2 and not game.info.hidden_information:
        return
    actor = game.to_act(state)
    picked = legal[: limit * 8]
    after = [game.apply(state, a) for a in picked]
    _same_text_same_public_view(game, state, picked, after, limit)
    if game.info.hidden_information:
        for seat in (*range(players), OBSERVER):
            if seat != actor:
                _same_view_same_text(game, state, picked, after, seat)


def _same_text_same_public_view(
    game: AnyGame, state: Any, picked: Sequence[Any], after: Sequence[Any], limit: int
) -> None:
    groups: dict[str, list[int]] = {}
    for i, action in enumerate(picked):
        groups.setdefault(game.text.describe(state, action).text, []).append(i)
    for line, members in groups.items():
        first = game.view(after[members[0]], OBSERVER)
        for i in members[1:limit]:
            require(
                game.view(after[i], OBSERVER) == first,
                "hiding",
                f"'{picked[members[0]]}' and '{picked[i]}' are both logged as {line!r} but leave "
                "different public views: the view shows what the log hides",
            )


def _same_view_same_text(game: AnyGame, state: Any, picked: Sequence[Any], after: Sequence[Any], seat: int) -> None:
    seen: dict[Any, tuple[Any, str]] = {}
    for action, result in zip(picked, after):
        view = game.view(result, seat)
        text = _text(game, state, action, seat)
        key = _key(view)
        if key in seen:
            other, other_text = seen[key]
            who = "every seat" if seat == OBSERVER else f"seat {seat}"
            require(
                text == other_text,
                "hiding",
                f"'{other}' and '{action}' look the same to {who} but are logged to it as "
                f"{other_text!r} and {text!r}: the log names what the view hides",
            )
        else:
            seen[key] = (action, text)


def _key(view: Any) -> Any:
    try:
        hash(view)
        return view
    except TypeError:
        return repr(view)


def check_worlds(
    game: AnyGame, state: Any, legal: tuple[Any, ...], players: int, rng: Rng, worlds: int, limit: int,
    foreign: Sequence[Any] = (),
) -> None:
    if not game.info.hidden_information:
        return
    for seat in range(players):
        view = game.view(state, seat)
        for _ in range(worlds):
            world = game.determinize(view, seat, rng)
            require(game.view(world, seat) == view, "determinize",
                    f"a state sampled for seat {seat} does not look like its view")
            try:
                game.check(world)
            except Exception as exc:
                raise CheckFailed("determinize", f"a state sampled for seat {seat} breaks check(): {exc!r}") from exc
            _compare(game, state, world, legal, seat, players, limit, foreign)


def _compare(
    game: AnyGame, real: Any, world: Any, legal: tuple[Any, ...], seat: int, players: int, limit: int,
    foreign: Sequence[Any],
) -> None:
    actor = game.to_act(real)
    require(game.to_act(world) == actor, "secrets", f"seat {seat} cannot tell who acts next from its view")
    view = game.view(real, seat)
    require(game.text.prompt(game.view(world, seat)) == game.text.prompt(view), "secrets", "prompt differs")
    if actor == seat:
        require(game.legal_actions(world) == legal, "secrets",
                f"seat {seat}'s legal actions depend on what it cannot see")
        for action in foreign[:limit]:
            if action not in legal:
                require(str(refusal(game, world, action)) == str(refusal(game, real, action)), "secrets",
                        f"refusing '{action}' to seat {seat} depends on what it cannot see")
        common = legal
    else:
        allowed = set(game.legal_actions(world))
        common = tuple(a for a in legal if a in allowed)
    for action in common[:limit]:
        _compare_action(game, real, world, action, seat, actor)


def _compare_action(game: AnyGame, real: Any, world: Any, action: Any, seat: int, actor: int | None) -> None:
    if actor == CHANCE or game.reveals(real, action):
        return  # something hidden is shown now: what it is may differ between the states
    before_real, before_world = game.text.describe(real, action), game.text.describe(world, action)
    require(before_real.for_viewer(seat) == before_world.for_viewer(seat), "secrets",
            f"the log text of '{action}' for seat {seat} depends on what it cannot see: "
            f"{before_real.for_viewer(seat)!r} / {before_world.for_viewer(seat)!r}")
    require(before_real.text == before_world.text, "secrets",
            f"the public log text of '{action}' depends on hidden information")
    after_real, after_world = game.apply(real, action), game.apply(world, action)
    if game.to_act(after_real) is None:
        return  # the game is over: everything may be shown now
    require(game.view(after_real, seat) == game.view(after_world, seat), "secrets",
            f"after '{action}', seat {seat} sees a difference it could not see before")
