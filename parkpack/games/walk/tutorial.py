"""Learn to play A Walk in the Park: a ten-turn solo game (level 4) played
out in advance, and the first-time hints for each kind of decision.

The game: a T west of the centre, Government House and Palm Grove reached
from it (an extra curve from a bonus on the way), a loop with its statue, an
ibis, a path east to The Calyx, the "ibis for a T" bonus used at once, a
straight turned into a T to reach the Fig Tree, and a bonus statue. Passing
with a full sheet cannot come up in ten turns; the first draw explains it.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...engine.api import ScoreLine, SeatSpec
from ...i18n import N_, _, per_language
from ...engine.tutorial import Decision, Step, Tutorial, translated, translated_decisions
from .actions import TurnToT
from .state import BONUS, DRAW, STATUE, State

LEARNER = "Sam"

#: The hints in English (``DECISIONS``: in the language in use).
_DECISIONS: dict[str, Decision] = {
    "draw": Decision(
        N_("Drawing the rolled path"),
        N_("Everyone draws the path the die shows into an empty square of their own map, turned as they like "
        "(R turns it). Paths reaching the centre are what visit landmarks.")),
    "draw-ibis": Decision(
        N_("Drawing an ibis"),
        N_("The die showed an ibis: it fills one empty square and blocks it for good, so put it where you "
        "will not need a path. Six ibises end the game.")),
    "draw-t-or-ibis": Decision(
        N_("A T, or an ibis instead"),
        N_("Your bonus lets you draw an ibis whenever the die shows a T: press R to switch between the T "
        "and the ibis, then click a square.")),
    "bonus-draw": Decision(
        N_("Your bonus path"),
        N_("A bonus gave you an extra path: draw it now, anywhere empty, like a rolled one.")),
    "statue": Decision(
        N_("Drawing a statue"),
        N_("You closed a loop: draw a statue in one of the highlighted squares inside it. Statues never "
        "block a square.")),
    "bonus-statue": Decision(
        N_("Your bonus statue"),
        N_("A bonus gave you a statue: draw it in any square you like.")),
    "bonus": Decision(
        N_("Choosing a landmark bonus"),
        N_("You reached a landmark: tick one bonus on the right of your sheet. Points count at the end; "
        "extra paths and statues are drawn at once. Six bonuses at most.")),
    "pass": Decision(
        N_("Nothing to draw"),
        N_("Every square of your map is used, so this roll gives you nothing to draw: pass (P).")),
    "turn": Decision(
        N_("Getting stuck"),
        N_("Once per game each, a curve and a straight you drew may be turned into a T to open a new way. "
        "Each change costs 3 points at the end.")),
}


def decision_kinds(view: State, seat: int, legal: Sequence[Any]) -> tuple[str, ...]:
    """The entries of DECISIONS ``seat`` faces in ``view``, the main one first."""
    task = view.pending
    if task is None or task.seat != seat:
        return ()
    stuck = ("turn",) if any(isinstance(a, TurnToT) for a in legal) else ()
    if task.kind == DRAW:
        if 0 not in view.sheets[seat].cells:
            return ("pass",) + stuck
        if task.extra:
            return ("bonus-draw",) + stuck
        if task.piece == "ibis":
            return ("draw-ibis",) + stuck
        if task.piece == "T" and any(getattr(a, "piece", "") == "ibis" for a in legal):
            return ("draw-t-or-ibis",) + stuck
        return ("draw",) + stuck
    if task.kind == STATUE:
        return ("bonus-statue" if task.extra else "statue",) + stuck
    if task.kind == BONUS:
        return ("bonus",) + stuck
    return ()


def explain(line: ScoreLine) -> str:
    """One sentence on a line of the final score sheet."""
    label = line.label
    if label.startswith(_prefix(_("First visits ({n})"))):
        return _("Each landmark you reached first keeps its circled 1: alone, every landmark you reach is a first.")
    if label.startswith(_prefix(_("Statues ({n})"))):
        return _("A statue for each loop, and the one from your bonus: playing alone, every statue scores a point.")
    if label == _("Bonus: {bonus}").format(bonus=_("1 point per statue")):
        return _("The bonus you ticked at Palm Grove pays once more for each statue on your sheet.")
    if label.startswith(_prefix(_("Bonus: {bonus}"))):
        return _("A bonus you ticked scores as it says.")
    if label in (_("Turned a curve into a T"), _("Turned a straight into a T")):
        return _("Turning the straight into a T opened the way to the Fig Tree, and costs 3 points.")
    return _("This line adds to your total as shown.")


def _prefix(label: str) -> str:
    """A score label's words before its first placeholder."""
    return label.split("{")[0]


def _step(action: str, say: str, why: str = "", kind: str = "", wrong: str = "") -> Step:
    return Step(action, say, why, kind, wrong=wrong)


SCRIPT: tuple[Step | str, ...] = (
    "roll T",
    _step("draw T B3 NES",
          N_("Draw the T at B3, just left of the centre, with its arms up, down and towards the centre."),
          N_("Joined to the centre, it can lead to the two landmarks above and below it. If a sheet is ever "
          "full, you simply pass when the die is rolled."),
          "draw", N_("Click B3 (left of the centre); press R until the T reaches north, east and south.")),
    "roll curve",
    _step("draw curve B2 ES",
          N_("Draw the curve at B2, Government House, bending from its bottom edge to its right edge."),
          N_("Its bottom meets your T, so the path now runs from the centre to the landmark: a visit."),
          "draw", N_("Click B2 (Government House) and press R until the curve joins south and east.")),
    _step("bonus curve",
          N_("Tick the bonus “Draw an extra curved path now”."),
          N_("Each landmark you visit lets you tick one bonus; this one gives you a path at once."),
          "bonus", N_("For this lesson, tick “Draw an extra curved path now”.")),
    _step("draw curve B4 NE",
          N_("Draw your bonus curve at B4, Palm Grove, from its top edge to its right edge."),
          N_("Its top meets the T from below: a second landmark for one bonus."),
          "bonus-draw", N_("Click B4 (Palm Grove) and press R until the curve joins north and east.")),
    _step("bonus statues",
          N_("Tick “1 point per statue”."),
          N_("Statues come from loops and bonuses; this bonus makes each one count twice."),
          "bonus", N_("For this lesson, tick “1 point per statue”.")),
    "roll curve",
    _step("draw curve C2 SW",
          N_("Draw the curve at C2, above the centre, from its bottom edge to its left edge."),
          N_("It links the centre to Government House a second way round: a closed loop."),
          "draw", N_("Click C2 (above the centre) and press R until the curve joins south and west.")),
    _step("statue B2",
          N_("Draw the statue at B2, one of the squares inside your new loop."),
          N_("Every loop you close earns one statue, drawn inside it."),
          "statue", N_("Click B2 for the statue.")),
    "roll ibis",
    _step("draw ibis E5",
          N_("Draw the ibis at E5, the bottom-right corner."),
          N_("An ibis blocks its square for good, so put it where no path is needed."),
          "draw-ibis", N_("Click E5, the bottom-right corner.")),
    "roll straight",
    _step("draw straight D3 EW",
          N_("Draw the straight at D3, right of the centre, running left to right."),
          N_("It starts a path east, towards The Calyx."),
          "draw", N_("Click D3 and press R until the straight runs left to right.")),
    "roll curve",
    _step("draw curve E3 SW",
          N_("Draw the curve at E3, from its left edge down to its bottom edge."),
          N_("The path turns south, towards The Calyx just below."),
          "draw", N_("Click E3 and press R until the curve joins west and south.")),
    "roll straight",
    _step("draw straight E4 NS",
          N_("Draw the straight at E4, The Calyx, running up and down."),
          N_("It reaches the landmark from above: another visit and another bonus."),
          "draw", N_("Click E4 (The Calyx) and press R until the straight runs up and down.")),
    _step("bonus ibis-t",
          N_("Tick “You may draw an ibis when a T is rolled”."),
          N_("From now on, a rolled T may become an ibis whenever that suits you better."),
          "bonus", N_("For this lesson, tick “You may draw an ibis when a T is rolled”.")),
    "roll T",
    _step("draw ibis A5",
          N_("The die shows a T: use your new bonus and draw an ibis at A5, the bottom-left corner."),
          N_("A T has no good place left here, and the ibis fills a corner you will not use."),
          "draw-t-or-ibis", N_("Press R until the ibis shows instead of the T, then click A5.")),
    "roll curve",
    _step("turn D3 NEW",
          N_("You are stuck for the Fig Tree: click the straight at D3 and turn it into a T reaching up as well."),
          N_("Once per game you may turn a straight (and once a curve) into a T; it costs 3 points at the end."),
          "turn", N_("Press T (or click the straight under “Getting stuck”), click the straight at D3, "
                  "and press R until the T reaches up, left and right.")),
    _step("draw curve D2 SW",
          N_("Now draw the curve at D2, the Fig Tree, from its bottom edge to its left edge."),
          N_("Its bottom meets the new arm of the T: the Fig Tree is visited."),
          "draw", N_("Click D2 (Fig Tree) and press R until the curve joins south and west.")),
    _step("bonus statue",
          N_("Tick “Draw an extra statue anywhere now”."),
          N_("With the statue bonus ticked before, an extra statue is worth two points."),
          "bonus", N_("For this lesson, tick “Draw an extra statue anywhere now”.")),
    _step("statue D4",
          N_("Draw your bonus statue at D4, any square will do."),
          N_("A bonus statue may go anywhere, even outside a loop."),
          "bonus-statue", N_("Click D4 for the statue.")),
    "roll straight",
    _step("draw straight C4 NS",
          N_("Last turn: draw the straight at C4, below the centre, running up and down."),
          N_("After ten rolls the solo game at level 4 ends, whatever the sheet looks like."),
          "draw", N_("Click C4 (below the centre) and press R until the straight runs up and down.")),
)

#: The lesson in English (``TUTORIAL`` and ``tutorial()``: in the language in use).
_TUTORIAL = Tutorial(
    game="walk",
    seed=2024,
    options=(("level", "4"),),
    seats=(SeatSpec(LEARNER, colour="green"),),
    script=SCRIPT,
    intro=N_("A short solo game of ten rolls. The die is rolled for you; each time, draw what it shows where the "
          "orange ring points. Your aim: paths from the centre to landmarks, loops for statues, good bonuses."),
    ending=N_("That was the tenth roll, so the game is over. Alone you need 18 points to win, and ten rolls "
           "(level 4) make that hard: a real solo game at level 1 gives you 18 rolls. Here is how your sheet scores:"),
    explain=explain,
    explained_only=("pass",),
)

_decisions = per_language(lambda: translated_decisions(_DECISIONS))
#: The lesson in the language in use.
tutorial = per_language(lambda: translated(_TUTORIAL))


def __getattr__(name: str) -> Any:
    """``DECISIONS`` and ``TUTORIAL`` in the language in use (built once per language)."""
    if name == "DECISIONS":
        return _decisions()
    if name == "TUTORIAL":
        return tutorial()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
