"""The Steam Donkey game object: the engine's Game protocol over the rules modules."""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from parkpack.engine.api import Bot, BotLevel, Game, GameInfo, OptionSpec, ScoreSheet, SeatSpec
from parkpack.engine.expert import LEVEL as EXPERT_LEVEL
from parkpack.engine.rng import Rng
from parkpack.engine.wording import levels as translated_levels
from parkpack.i18n import N_, Localized, _

from . import checks, hidden, rules, scoring
from .actions import Action, parse_action
from .content import MAX_PLAYERS, MIN_PLAYERS
from .playouts import playout_weights
from .state import EDITION, State
from .text import SteamDonkeyText

COLOURS: tuple[tuple[str, str], ...] = (("blue", N_("Blue")), ("purple", N_("Purple")), ("orange", N_("Orange")), ("teal", N_("Teal")))


def _options() -> tuple[OptionSpec, ...]:
    return (
        OptionSpec(
            "advanced",
            _("Rules"),
            (("off", _("Basic game")), ("on", _("Advanced: kick-ons and characters"))),
            "off",
            _("The advanced rules add a kick-on and a character for each player."),
        ),
        OptionSpec(
            "first",
            _("First player"),
            tuple((str(k), _("Player {n}").format(n=k + 1)) for k in range(MAX_PLAYERS)),
            "0",
            _("Who takes the first turn; play then goes round clockwise. At a real table, by custom, the eldest."),
        ),
    )


LEVELS: tuple[BotLevel, ...] = (
    BotLevel("easy", "Easy", "Builds what it can, one turn at a time."),
    BotLevel("normal", "Normal", "Weighs each action by the resort and hand it leaves."),
    BotLevel("hard", "Hard", "Plans whole turns and tries them against the cards it has not seen."),
    EXPERT_LEVEL,
)

#: The levels' words, for the catalogue (``translated_levels`` shows them in
#: the language in use).
LEVEL_TEXTS = (
    N_("Easy"),
    N_("Normal"),
    N_("Hard"),
    N_("Builds what it can, one turn at a time."),
    N_("Weighs each action by the resort and hand it leaves."),
    N_("Plans whole turns and tries them against the cards it has not seen."),
)


def _info() -> GameInfo:
    """What the launcher and the new-game dialog show, in the current language."""
    return GameInfo(
        id="steamdonkey",
        name="Steam Donkey",
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        play_time=_("30-45 min"),
        blurb=_("Build a Victorian seaside resort: attractions on the front of every card, "
                "visitors on the back, and a station to bring them in."),
        hidden_information=True,
        colours=tuple((c, _(label)) for c, label in COLOURS),
        options=_options(),
        bot_levels=translated_levels(LEVELS),
        edition=EDITION,
    )


#: As built at import (``SteamDonkeyGame.info`` follows the language in use).
OPTIONS = _options()
INFO = _info()


class SteamDonkeyGame(Game[State, Action]):
    """The Game protocol for Steam Donkey."""

    info = Localized(_info)
    text = SteamDonkeyText()

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

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def at_edition(self, state: State, edition: int) -> State:
        return replace(state, edition=edition)

    def bot(self, level: str, seed: int) -> Bot[State, Action]:
        from .bots import make

        return make(level, seed)

    def view(self, state: State, seat: int) -> State:
        return hidden.view(state, seat)

    def determinize(self, view: State, seat: int, rng: Rng) -> State:
        return hidden.determinize(view, seat, rng)

    def reveals(self, state: State, action: Action) -> bool:
        return hidden.reveals(state, action)

    def playout_weights(self, state: State, legal: Sequence[Action]) -> Sequence[float] | None:
        return playout_weights(state, legal)

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

    def rounds(self, state: State) -> int:
        """Rounds begun: every player's turn once per round."""
        return (state.turn + state.n - 1) // state.n
