"""The Parkies game object: the engine.api.Game protocol over the rules modules."""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from parkpack.engine.api import CHANCE, Bot, BotLevel, Game, GameInfo, GameText, OptionSpec, ScoreSheet, SeatSpec
from parkpack.engine.errors import InvariantError
from parkpack.engine import wording
from parkpack.engine.expert import LEVEL as EXPERT_LEVEL
from parkpack.i18n import N_, Localized, _

from . import rules, scoring
from .actions import Action, CashIn, Demolish, parse_action
from .content import COLOURS, PARKIES_PER_COLOUR, PLAYER_COLOURS, TILE, TILES, TRACK_MAX, TRACK_MIN
from .park import footprint
from .rounds import flip_outcomes
from .state import DUEL_FLIP, FLIP, OVER, PLACE, OUTSIDE, State
from .text import ParkiesText

#: RandomBot weight of all the demolitions and cash-ins on offer together,
#: against 1 for each other action: the powers are offered at every decision,
#: so a weight per power would have random players demolish round after round.
ANY_TIME_SHARE = 0.05
_ANY_TIME = frozenset((Demolish, CashIn))

#: The computer levels (their texts are put into the current language by ``_info``).
LEVELS: tuple[BotLevel, ...] = (
    BotLevel("easy", N_("Easy"), N_("Bids on what it can afford and builds where it fits.")),
    BotLevel("hard", N_("Hard"), N_("Values tiles for its park, uses discounts, trumps and cash-ins.")),
    EXPERT_LEVEL,
)
#: Seat colour names (rulebook "Setup").
COLOUR_NAMES: dict[str, str] = {
    "blue": N_("Blue"), "red": N_("Red"), "yellow": N_("Yellow"), "black": N_("Black"), "white": N_("White"),
    "green": N_("Green"),
}


def _info() -> GameInfo:
    """What the launcher and the new-game dialog show, in the current language."""
    return GameInfo(
        id="parkies",
        name="Parkies",
        min_players=2,
        max_players=6,
        play_time=_("45-60 min"),
        blurb=_("Bid for attractions, wire your park's four entrances together and court the all-powerful Parkies."),
        hidden_information=False,
        colours=tuple((c, _(COLOUR_NAMES.get(c, c.title()))) for c in PLAYER_COLOURS),
        options=(
            OptionSpec(
                "lake",
                _("Player mat"),
                (("off", _("Grass side")), ("on", _("Lake side"))),
                "off",
                _("The lake side is harder: only water attractions may stand on the lake."),
            ),
        ),
        bot_levels=wording.levels(LEVELS),
    )


#: The info as built at import (``ParkiesGame.info`` follows the language in use).
INFO = _info()


class ParkiesGame(Game[State, Action]):
    """The rules of Parkies. Nothing is secret: the piles are sets of unseen
    tiles and a flip decides which one comes up (state.py), so the
    hidden-information hooks keep their defaults."""

    info = Localized(_info)
    text: GameText[State, Action] = ParkiesText()

    def setup(self, options: Mapping[str, str], seats: Sequence[SeatSpec], seed: int) -> State:
        return rules.setup(options, seats, seed)

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        return rules.legal_actions(state)

    def apply(self, state: State, action: Action) -> State:
        return rules.apply(state, action)

    def playout_weights(self, state: State, legal: Sequence[Action]) -> Sequence[float] | None:
        """How likely a random playout is to choose each legal action
        (RandomBot's optional hook): demolishing and cashing in are "any time"
        powers offered at every decision, so a uniform player would undo its
        park as fast as it builds it and never end a game."""
        # The powers come last in every list (rules.legal_actions).
        powers = 0
        for action in reversed(legal):
            if action.__class__ not in _ANY_TIME:
                break
            powers += 1
        if not powers:
            return None
        return [1.0] * (len(legal) - powers) + [ANY_TIME_SHARE / powers] * powers

    def to_act(self, state: State) -> int | None:
        phase = state.pending.phase
        if phase == OVER:
            return None
        if phase in rules.CHANCE_PHASES:
            return CHANCE
        return state.pending.seat

    def chance_outcomes(self, state: State) -> tuple[tuple[Action, float], ...]:
        return flip_outcomes(state)

    def scores(self, state: State) -> ScoreSheet:
        return scoring.scores(state)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def rounds(self, state: State) -> int:
        """The round being played (at the end: the last round played)."""
        return state.round

    def bot(self, level: str, seed: int) -> Bot[State, Action]:
        from .bots import make_bot

        return make_bot(level, seed)

    # --- the expert's estimates (expert.py) -----------------------------
    def evaluate(self, state: State) -> Sequence[float] | None:
        from . import expert

        return expert.evaluate(state)

    def priors(self, state: State, legal: Sequence[Action]) -> Sequence[float] | None:
        from . import expert

        return expert.priors(self, state, legal)

    def playout_policy(self, seed: int) -> Bot[State, Action] | None:
        from . import expert

        return expert.policy(seed)

    # --- invariants ---------------------------------------------------
    def check(self, state: State) -> None:
        _check_tiles(state)
        _check_parkies(state)
        _check_players(state)
        _check_pending(state, self)


def _check_tiles(state: State) -> None:
    seen: list[str] = []
    for pile in state.piles:
        seen += list(pile.unseen) + list(pile.bottom)
        if any(TILE[t].size != pile.size for t in pile.unseen + pile.bottom):
            raise InvariantError(f"a tile sits in the wrong pile ({pile.size})")
    seen += [s.tile for s in state.spaces if s.tile]
    for p in state.players:
        seen += [t.tile for t in p.tiles]
        cells = [c for t in p.tiles for c in footprint(t)]
        if len(cells) != len(set(cells)):
            raise InvariantError(f"tiles overlap in {p.name}'s park")
    if sorted(seen) != sorted(t.id for t in TILES):
        missing = set(t.id for t in TILES) - set(seen)
        extra = [t for t, n in Counter(seen).items() if n > 1]
        raise InvariantError(f"tiles not conserved: missing {sorted(missing)}, repeated {extra}")


def _check_parkies(state: State) -> None:
    for i, colour in enumerate(COLOURS):
        owned = sum(1 for p in state.players for k in p.parkies if k.colour == colour)
        spent = sum(s.spent.count(colour) for s in state.spaces)
        if state.pool[i] < 0 or state.pool[i] + owned + spent != PARKIES_PER_COLOUR:
            raise InvariantError(f"{colour} Parkies not conserved: pool {state.pool[i]}, owned {owned}, spent {spent}")
    for p in state.players:
        tiles = {t.tile for t in p.tiles}
        for k in p.parkies:
            if k.where != OUTSIDE and k.where not in tiles:
                raise InvariantError(f"{p.name} has a Parkie on {k.where}, not in their park")


def _check_players(state: State) -> None:
    for p in state.players:
        if p.money < 0:
            raise InvariantError(f"{p.name} has negative money")
        if not all(TRACK_MIN <= v <= TRACK_MAX for v in p.tracks):
            raise InvariantError(f"{p.name} has a track off its scale")


def _check_pending(state: State, game: ParkiesGame) -> None:
    phase = state.pending.phase
    if phase == OVER:
        return
    if phase in (FLIP, DUEL_FLIP):
        if state.pending.seat != -1:
            raise InvariantError("a chance step names a seat")
    elif not 0 <= state.pending.seat < state.n:
        raise InvariantError(f"no seat to act in phase {phase}")
    if phase == PLACE:
        player = state.players[state.pending.seat]
        spaces = [s for s in state.spaces if s.id == player.bid]
        if not spaces or not spaces[0].tile or spaces[0].bidder != player.seat:
            raise InvariantError(f"{player.name} has no won tile to place")
    if not game.legal_actions(state):
        raise InvariantError(f"nothing can be done in phase {phase}")
