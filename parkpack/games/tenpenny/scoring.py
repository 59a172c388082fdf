"""Final scoring (rulebook "Game End"; solo: "Solo Rules", "Game End")."""

from __future__ import annotations

from parkpack.engine.api import PlayerScore, ScoreLine, ScoreSheet

from .content import BONUS_SPACE_INDEX, CARD, EMOTION_BONUS_VP, GOAL, GOAL_VP, count_bonus
from .goals import met
from .state import HIDDEN, State
from .tracks import space_of


def spaces(state: State, entrant: int) -> tuple[int, ...]:
    """The entrant's space number on each track (1 = the first space)."""
    return tuple(space_of(track, entrant) + 1 for track in state.tracks)


def emotion_bonus(state: State, entrant: int) -> int:
    """5 VP per disc above the eighth space."""
    return EMOTION_BONUS_VP * sum(1 for track in state.tracks if space_of(track, entrant) >= BONUS_SPACE_INDEX)


def _end_lines(state: State, entrant: int, cards: tuple[str, ...]) -> list[ScoreLine]:
    return [
        ScoreLine("Attractions", sum(CARD[c].vp for c in cards)),
        ScoreLine("Emotion bonuses", emotion_bonus(state, entrant)),
        ScoreLine("Attraction count bonus", count_bonus(len(cards))),
    ]


def player_score(state: State, seat: int) -> PlayerScore:
    p = state.players[seat]
    lines = [ScoreLine("Bonus step VP", p.vp_bonus), ScoreLine("Advertising VP", p.vp_ads)]
    where = spaces(state, seat)
    for g in p.goals:
        if g != HIDDEN:
            lines.append(ScoreLine(f"Goal: {GOAL[g].name}", GOAL_VP if met(g, p, where) else 0))
    lines += _end_lines(state, seat, p.cards)
    return PlayerScore(seat, sum(line.points for line in lines), tuple(lines))


def becky_score(state: State) -> PlayerScore:
    b = state.becky
    assert b is not None
    entrant = state.seats
    lines = [
        ScoreLine("Bonus step VP", b.vp_bonus),
        ScoreLine("Advertising VP", b.vp_ads),
        ScoreLine("Concession VP", b.vp_stands),
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
        note = f"{name} {you.total}, Becky {becky.total}: {name} wins by {margin}"
    elif margin:
        note = f"{name} {you.total}, Becky {becky.total}: Becky wins by {margin}"
    else:
        note = f"{name} {you.total}, Becky {becky.total}: a tie, which counts as a loss"
    form = "harder" if state.becky is not None and state.becky.harder else "normal"
    return ScoreSheet(
        players=(you, becky),
        winners=(0,) if won else (becky.seat,),
        notes=(note, f"Becky played her {form} form"),
        solo_result="Win" if won else "Loss",
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
            notes.append(f"Tie on {best} VP broken by money (${most})")
        else:
            shovel = max(state.shovel, 0)
            richest.sort(key=lambda s: (s - shovel) % n)
            notes.append(f"Tie on {best} VP and ${most} broken by seating: closest clockwise to the shovel holder")
        winner = richest[0]
    else:
        winner = tied[0]
    # Money is no score line but the first tie-break: the sheet shows it for everyone.
    money = ", ".join(f"{state.names[s]} ${p.money}" for s, p in enumerate(state.players))
    notes.append(f"Money left (the first tie-break): {money}")
    return ScoreSheet(players=players, winners=(winner,), notes=tuple(notes))
