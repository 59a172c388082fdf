"""A Walk in the Park: draw paths through Sydney's Royal Botanic Garden.

``GAME`` implements engine.api.Game. Rules readings: docs/rules-walk.md;
sheet layout and its reasons: docs/content-walk.md.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from ...engine import wording
from ...i18n import N_, Localized, _
from ...engine.api import Bot, Game, GameInfo, GameText, OptionSpec, ScoreSheet, SeatSpec
from . import bots, checks, expert, rules, scoring, text
from .actions import Action, parse_action
from .content import SOLO_TURNS
from .state import EDITION, State

COLOURS: tuple[tuple[str, str], ...] = (
    ("green", N_("Green")),
    ("blue", N_("Blue")),
    ("red", N_("Red")),
    ("orange", N_("Orange")),
    ("purple", N_("Purple")),
    ("teal", N_("Teal")),
)


def _level_option() -> OptionSpec:
    return OptionSpec(
        key="level",
        label=_("Solo level"),
        choices=tuple((str(level), _("Level {level}: {turns} turns").format(level=level, turns=turns))
                      for level, turns in SOLO_TURNS),
        default="1",
        help=_("Solo only: fewer turns make reaching 18 points harder."),
        players=(1,),
    )


def _info() -> GameInfo:
    """What the launcher and the new-game dialog show, in the current language."""
    return GameInfo(
        id="walk",
        name=_("A Walk in the Park"),
        min_players=1,
        max_players=6,
        play_time=_("15-20 min"),
        blurb=_("Roll the die and draw paths on your map of Sydney's Royal Botanic Garden: "
                "link landmarks to the centre, close loops for statues and collect bonuses."),
        hidden_information=False,
        colours=tuple((cid, _(label)) for cid, label in COLOURS),
        options=(_level_option(),),
        bot_levels=wording.levels(bots.LEVELS),
        solo_option="level",
        edition=EDITION,
    )


#: The info as built at import (``WalkGame.info`` follows the language in use).
INFO = _info()


class WalkGame(Game[State, Action]):
    """The Game protocol for A Walk in the Park. Every sheet is public, so
    the hidden-information hooks keep their defaults."""

    info = Localized(_info)
    text: GameText[State, Action] = text.WalkText()

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
        return rules.setup(options, seats, seed)

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        return rules.legal_actions(state)

    def apply(self, state: State, action: Action) -> State:
        return rules.apply(state, action)

    def to_act(self, state: State) -> int | None:
        return rules.to_act(state)

    def chance_outcomes(self, state: State) -> tuple[tuple[Action, float], ...]:
        return rules.chance_outcomes(state)

    def scores(self, state: State) -> ScoreSheet:
        return scoring.scores(state)

    def check(self, state: State) -> None:
        checks.check(state)

    def parse_action(self, text_: str) -> Action:
        return parse_action(text_)

    def rounds(self, state: State) -> int:
        return state.turn

    def at_edition(self, state: State, edition: int) -> State:
        return replace(state, edition=edition)

    def bot(self, level: str, seed: int) -> Bot[State, Action]:
        return bots.make(level, seed)

    # The expert's estimates (expert.py).
    def evaluate(self, state: State) -> Sequence[float] | None:
        return expert.evaluate(state)

    def priors(self, state: State, legal: Sequence[Action]) -> Sequence[float] | None:
        return expert.priors(state, legal)

    def playout_policy(self, seed: int) -> Bot[State, Action] | None:
        return expert.GreedyWalk(seed)


GAME = WalkGame()

__all__ = ["GAME", "WalkGame", "INFO"]
