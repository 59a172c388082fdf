"""The Game object of Tenpenny Parks."""

from __future__ import annotations

from typing import Mapping, Sequence

from parkpack.engine.api import Bot, BotLevel, Game, GameInfo, OptionSpec, ScoreSheet, SeatSpec
from parkpack.engine import wording
from parkpack.engine.expert import LEVEL as EXPERT_LEVEL
from parkpack.engine.rng import Rng
from parkpack.i18n import N_, Localized, _

from . import checks, hidden, scoring
from .actions import Action, TakeBoard, parse_action
from .content import COLOURS
from .effects import apply
from .evolve import evolve_state
from .flow import setup
from .legal import chance_outcomes, legal_actions, to_act
from .state import BECKY_KINDS, EDITION, PAY_INCOME, SECONDS, TIDY, State
from .text import TenpennyText

LEVELS: tuple[BotLevel, ...] = (
    BotLevel("easy", N_("Easy"), N_("Builds what it can afford and places tiles where they fit.")),
    BotLevel("normal", N_("Normal"), N_("Weighs each action by the points, money and room it leaves.")),
    BotLevel("hard", N_("Hard"), N_("Plans its whole turn, its goals and the months ahead.")),
    EXPERT_LEVEL,
)

_BECKY_MOVED = N_("Becky has moved since")
#: What closes undo at each automatic step that is not a roll or a draw.
UNDO_BARRIERS: dict[str, str] = {
    PAY_INCOME: N_("the month's income has been paid since"),
    SECONDS: N_("the second places have been scored since"),
    TIDY: N_("the month has been tidied away since"),
    **{kind: _BECKY_MOVED for kind in BECKY_KINDS},
}


def _shovel_option() -> OptionSpec:
    return OptionSpec(
        key="shovel",
        label=_("Shovel token"),
        choices=tuple((str(n), _("Player {n}").format(n=n)) for n in (1, 2, 3, 4)) + (("random", _("Random")),),
        default="1",
        help=_("Who starts with the shovel token (the player who rode a roller coaster most recently). "
               "A number beyond the table counts round again: Player 3 of two is Player 1."),
        players=(2, 3, 4),
    )


def _becky_option() -> OptionSpec:
    return OptionSpec(
        key="becky",
        label="Becky",
        choices=(("normal", _("Normal")), ("harder", _("Harder: cheapest attraction first"))),
        default="normal",
        help=_("Solo only: Becky's harder form takes the cheapest Builder location with her first worker "
               "and the most expensive with her second."),
        players=(1,),
    )


def _info() -> GameInfo:
    """What the launcher and the new-game dialog show, in the current language."""
    return GameInfo(
        id="tenpenny",
        name="Tenpenny Parks",
        min_players=1,
        max_players=4,
        play_time=_("45-90 min"),
        blurb=_("Place workers to clear trees, buy land and build attractions and concessions on your "
                "growing property; lead Thrill, Awe and Joy, and draw the most visitors in five months."),
        hidden_information=True,
        colours=tuple((c, _(label)) for c, label in COLOURS),
        options=(_shovel_option(), _becky_option()),
        bot_levels=wording.levels(LEVELS),
        solo_option="becky",
        edition=EDITION,
    )


#: As built at import (``TenpennyGame.info`` follows the language in use).
SHOVEL_OPTION = _shovel_option()
BECKY_OPTION = _becky_option()
INFO = _info()


class TenpennyGame(Game[State, Action]):
    info = Localized(_info)
    text = TenpennyText()

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
        return setup(options, seats, seed)

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        return legal_actions(state)

    def apply(self, state: State, action: Action) -> State:
        return apply(state, action)

    def to_act(self, state: State) -> int | None:
        return to_act(state)

    def chance_outcomes(self, state: State) -> tuple[tuple[Action, float], ...]:
        return chance_outcomes(state)

    def scores(self, state: State) -> ScoreSheet:
        return scoring.scores(state)

    def check(self, state: State) -> None:
        checks.check(state)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def at_edition(self, state: State, edition: int) -> State:
        return evolve_state(state, edition=edition)

    def bot(self, level: str, seed: int) -> Bot[State, Action]:
        from .bots import make

        return make(level, seed)

    def view(self, state: State, seat: int) -> State:
        return hidden.view(state, seat)

    def determinize(self, view: State, seat: int, rng: Rng) -> State:
        return hidden.determinize(view, seat, rng)

    def reveals(self, state: State, action: Action) -> bool:
        # Taking an expansion board shows the face that lay underneath.
        return isinstance(action, TakeBoard)

    def undo_barrier(self, state: State, action: Action) -> str:
        # Becky's moves and the month's automatic steps run as chance steps
        # with one outcome: name them rather than a roll that never happened.
        return UNDO_BARRIERS.get(state.task.kind, "")

    def rounds(self, state: State) -> int:
        return state.month

    def automata(self, state: State) -> tuple[str, ...]:
        return ("Becky",) if state.becky is not None else ()

    # --- the expert's estimates (expert.py) -----------------------------
    def evaluate(self, state: State) -> Sequence[float] | None:
        from . import expert

        return expert.evaluate(state)

    def priors(self, state: State, legal: Sequence[Action]) -> Sequence[float] | None:
        from . import expert

        return expert.priors(state, legal)

    def playout_policy(self, seed: int) -> Bot[State, Action] | None:
        from . import expert

        return expert.policy(seed)
