"""Final scoring (rulebook "Game End"; solo: "Solo Rules", "Game End")."""

from __future__ import annotations

from parkpack.engine.api import PlayerScore, ScoreLine, ScoreSheet
from parkpack.i18n import N_, _, number

from .content import BONUS_SPACE_INDEX, CARD, COUNT_BONUS, EMOTION_BONUS_VP, GOAL, GOAL_VP, count_bonus
from .goals import met
from .state import HIDDEN, State
from .tracks import space_of


def _money(amount: int) -> str:
    return _("${amount}").format(amount=number(amount))


def spaces(state: State, entrant: int) -> tuple[int, ...]:
    """The entrant's space number on each track (1 = the first space)."""
    return tuple(space_of(track, entrant) + 1 for track in state.tracks)


def emotion_bonus(state: State, entrant: int) -> int:
    """5 VP per disc above the eighth space."""
    return EMOTION_BONUS_VP * sum(1 for track in state.tracks if space_of(track, entrant) >= BONUS_SPACE_INDEX)


#: The edition (state.EDITION) from which Becky's attraction-count bonus is
#: the full bonus whatever her cards.
BECKY_FULL_COUNT = 3


def becky_count_bonus(state: State, cards: int) -> int:
    """Solo "Game End": Becky's count bonus "will always be" the full 10 VP.
    She takes two cards a month and so ends with eight or more, unless the
    player has kept every Builder location from her; that denial does not
    cost her the bonus (docs/rules-tenpenny.md). Edition 2 counted her
    cards like anyone's."""
    return COUNT_BONUS[0][1] if state.edition >= BECKY_FULL_COUNT else count_bonus(cards)


def _end_lines(state: State, entrant: int, cards: tuple[str, ...]) -> list[ScoreLine]:
    count = becky_count_bonus(state, len(cards)) if state.is_becky(entrant) else count_bonus(len(cards))
    return [
        ScoreLine(_("Attractions"), sum(CARD[c].vp for c in cards)),
        ScoreLine(_("Emotion bonuses"), emotion_bonus(state, entrant)),
        ScoreLine(_("Attraction count bonus"), count),
    ]


def player_score(state: State, seat: int) -> PlayerScore:
    p = state.players[seat]
    lines = [ScoreLine(_("Bonus step VP"), p.vp_bonus), ScoreLine(_("Advertising VP"), p.vp_ads)]
    where = spaces(state, seat)
    for g in p.goals:
        if g != HIDDEN:
            lines.append(ScoreLine(_("Goal: {goal}").format(goal=_(GOAL[g].name)), GOAL_VP if met(g, p, where) else 0))
    lines += _end_lines(state, seat, p.cards)
    return PlayerScore(seat, sum(line.points for line in lines), tuple(lines))


def becky_score(state: State) -> PlayerScore:
    b = state.becky
    assert b is not None
    entrant = state.seats
    lines = [
        ScoreLine(_("Bonus step VP"), b.vp_bonus),
        ScoreLine(_("Advertising VP"), b.vp_ads),
        ScoreLine(_("Concession VP"), b.vp_stands),
    ] + _end_lines(state, entrant, b.cards)
    return PlayerScore(entrant, sum(line.points for line in lines), tuple(lines))


def scores(state: State) -> ScoreSheet:
    players = tuple(player_score(state, s) for s in range(state.seats))
    if state.becky is not None:
        return _solo(state, players[0], becky_score(state))
    return _multi(state, players)


def _solo(state: State, you: PlayerScore, becky: PlayerScore) -> ScoreSheet:
    # Solo "Game End": the player must score more than Becky; a tie is a loss.
    won = you.total > becky.total
    margin = abs(you.total - becky.total)
    name = state.names[0]
    if won:
        note = _("{name} {score}, Becky {becky}: {name} wins by {margin}")
    elif margin:
        note = _("{name} {score}, Becky {becky}: Becky wins by {margin}")
    else:
        note = _("{name} {score}, Becky {becky}: a tie, which counts as a loss")
    note = note.format(name=name, score=you.total, becky=becky.total, margin=margin)
    harder = state.becky is not None and state.becky.harder
    form = _("Becky played her harder form") if harder else _("Becky played her normal form")
    return ScoreSheet(
        players=(you, becky),
        winners=(0,) if won else (becky.seat,),
        notes=(note, form),
        # The result is a stable English key (records and statistics keep it); shown through _().
        solo_result=N_("Win") if won else N_("Loss"),
        automata=("Becky",),
    )


def _multi(state: State, players: tuple[PlayerScore, ...]) -> ScoreSheet:
    # Ties: most money, then closest clockwise to the shovel holder.
    n = state.seats
    best = max(p.total for p in players)
    tied = [p.seat for p in players if p.total == best]
    notes: list[str] = []
    if len(tied) > 1:
        most = max(state.players[s].money for s in tied)
        richest = [s for s in tied if state.players[s].money == most]
        if len(richest) == 1:
            notes.append(_("Tie on {vp} VP broken by money ({money})").format(vp=best, money=_money(most)))
        else:
            shovel = max(state.shovel, 0)
            richest.sort(key=lambda s: (s - shovel) % n)
            notes.append(_("Tie on {vp} VP and {money} broken by seating: closest clockwise to the shovel holder").format(
                vp=best, money=_money(most)))
        winner = richest[0]
    else:
        winner = tied[0]
    # Money is no score line but the first tie-break: the sheet shows it for everyone.
    money = ", ".join(f"{state.names[s]} {_money(p.money)}" for s, p in enumerate(state.players))
    notes.append(_("Money left (the first tie-break): {money}").format(money=money))
    return ScoreSheet(players=players, winners=(winner,), notes=tuple(notes))
