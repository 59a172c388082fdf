"""Learn to play: a game's tutorial (``parkpack/games/<id>/tutorial.py``)
played on the normal game page, with a coach beside the board.

The whole game is written out in advance (engine/tutorial.py): the die and
the draws come from the script (``TutorialSession.chance_action``), the
other seats play the script's moves (``ScriptBot``), and at each of the
learner's decisions the coach says what to do and why while a ring on the
board points at the place. The board offers every legal move as usual, so a
gesture that is not legal is refused with the game's own reason; a legal move
other than the lesson's is refused with the coach's words. Moves marked
``auto`` are played by the coach (later repeats of something already shown).

A tutorial is never autosaved, never counted in the statistics or records,
and can be left (Back to launcher) or restarted at any time.
"""

from __future__ import annotations

import importlib
from html import escape
from types import ModuleType
from typing import Any, Callable, Sequence

from PySide6.QtCore import QTimer, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from ..i18n import _
from ..engine import registry
from ..engine.api import CHANCE, COMPUTER, InfoSet, SeatSpec
from ..engine.session import Session
from ..engine.tutorial import Step, Tutorial
from .button_pair import ButtonPair
from .controller import GameController
from .marker import TargetMarker, point_at

COACH_STYLE = """
#coach { background: #fff6df; border: 1px solid #e6cf8f; border-radius: 8px; }
#coachCount { font-size: 12px; font-weight: 700; color: #9a6a00; }
#coachSay { font-size: 15px; font-weight: 600; color: #1f2a20; }
#coachWhy { font-size: 13px; color: #4a4538; }
#coachScores { font-size: 13px; color: #1f2a20; }
"""
#: Pause before the coach plays a move for the learner.
AUTO_MS = 450
#: The longest pause after another seat's move or a draw: a lesson keeps moving.
MAX_PAUSE_MS = 400


def tutorial_module(game_id: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"parkpack.games.{game_id}.tutorial")
    except ModuleNotFoundError as exc:
        # No such module, or no such game package (games registered at run time).
        if exc.name and (exc.name.endswith(f"{game_id}.tutorial") or exc.name.endswith(f"games.{game_id}")):
            return None
        raise


def lesson_of(game_id: str) -> Tutorial | None:
    module = tutorial_module(game_id)
    if module is None:
        return None
    built = getattr(module, "tutorial", None)
    lesson = built() if callable(built) else getattr(module, "TUTORIAL", None)
    return lesson if isinstance(lesson, Tutorial) else None


def has_tutorial(game_id: str) -> bool:
    module = tutorial_module(game_id)
    return module is not None and (hasattr(module, "tutorial") or hasattr(module, "TUTORIAL"))


def tutorial_games() -> dict[str, str]:
    """id -> name of every game with a tutorial, in launcher order."""
    return {g.info.id: g.info.name for g in registry.games() if has_tutorial(g.info.id)}


# --- the game ---------------------------------------------------------------------
class TutorialSession(Session[Any, Any]):
    """A session whose chance results are the script's."""

    def __init__(self, lesson: Tutorial) -> None:
        # The other seats are computer players; ScriptBot plays their moves of the script.
        seats = [lesson.seats[0]] + [
            SeatSpec(s.name, COMPUTER, s.level or "easy", s.colour) for s in lesson.seats[1:]
        ]
        super().__init__(registry.get(lesson.game), dict(lesson.options), seats, lesson.seed)
        self.lesson = lesson
        self.tutorial = True  # not autosaved, not counted (engine/stats.py, main window)
        self.controller_class = TutorialController

    def chance_action(self) -> Any:
        text = self.lesson.action_at(len(self.history))
        if text is None:
            return super().chance_action()
        return self.game.parse_action(text)


def new_tutorial_session(game_id: str) -> TutorialSession | None:
    lesson = lesson_of(game_id)
    return TutorialSession(lesson) if lesson is not None else None


class ScriptBot:
    """Plays the other seats' moves of the script (the log tells how far it is)."""

    def __init__(self, lesson: Tutorial) -> None:
        self.lesson = lesson

    def choose(self, game: Any, info: InfoSet[Any, Any]) -> Any:
        text = self.lesson.action_at(len(info.log))
        action = game.parse_action(text) if text is not None else None
        return action if action in info.legal else info.legal[0]


class TutorialController(GameController):
    """The game controller, with the script's moves for the other seats, the
    coach's refusals and the moves the coach plays for the learner."""

    def __init__(self, session: TutorialSession, **kwargs: Any) -> None:
        kwargs["bot_process"] = False  # the script answers at once, on a pool thread
        kwargs["confirm_turns"] = False  # no end-of-turn step in a lesson
        kwargs["autosave_path"] = None
        kwargs["pause_ms"] = min(int(kwargs.get("pause_ms", 0)), MAX_PAUSE_MS)
        super().__init__(session, **kwargs)
        self.lesson = session.lesson
        self.skipping = False
        self._base_pause = self.pause_ms
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self._play_auto)
        self.state_changed.connect(self._schedule_auto)

    @property
    def index(self) -> int:
        return len(self.session.history)

    def current_step(self) -> Step | None:
        return self.lesson.step_at(self.index) if self.session.to_act == 0 else None

    def _bot_for(self, seat: int) -> Any:
        return ScriptBot(self.lesson)

    def start(self) -> None:
        super().start()
        self._schedule_auto()

    def submit(self, action: Any) -> bool:
        step = self.current_step()
        if step is not None and not step.auto and action in self.session.legal_actions():
            if str(action) != step.action:
                self.illegal_action.emit(step.wrong or self.tr("In this lesson: {step}").format(step=step.say))
                return False
        if step is not None and step.auto:
            self.illegal_action.emit(self.tr("The coach is playing this move for you: watch, or press Skip ahead."))
            return False
        return super().submit(action)

    def _schedule_auto(self) -> None:
        step = self.current_step()
        if step is not None and step.auto and not self._auto.isActive():
            self._auto.start(0 if self.skipping else AUTO_MS)
        if (step is not None and not step.auto or self.session.is_over) and self.skipping:
            self.skipping = False
            self.set_pause_ms(self._base_pause)

    def _play_auto(self) -> None:
        step = self.current_step()
        if step is not None and step.auto:
            self._play(self.game.parse_action(step.action))

    def skip_ahead(self) -> None:
        """Play the coach's moves (and the others') at once, up to the learner's next step."""
        if not self.skipping:
            self._base_pause = self.pause_ms
        self.skipping = True
        self.set_pause_ms(0)
        self._schedule_auto()
        self._schedule()


# --- the coach ------------------------------------------------------------------------
class Coach(QFrame):
    """The lesson's box at the top of the side panel: the step, what to do
    and why, and the lesson's buttons; at the end, the way to the score
    sheet explained line by line. It sits beside the board rather than
    above it so the board keeps its full height: in a window 700 pixels
    tall a band over the board shrank the boards' smallest text to about
    9.5 pixels (docs/architecture.md)."""

    def __init__(self, window: Any, ctl: TutorialController) -> None:
        super().__init__()
        self.setObjectName("coach")
        self.setStyleSheet(COACH_STYLE)
        self.window_ = window
        self.ctl = ctl
        self.lesson = ctl.lesson
        self.marker: TargetMarker | None = None
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 10)
        box.setSpacing(4)
        self.count = QLabel()
        self.count.setObjectName("coachCount")
        self.say = QLabel()
        self.say.setObjectName("coachSay")
        self.say.setWordWrap(True)
        self.why = QLabel()
        self.why.setObjectName("coachWhy")
        self.why.setWordWrap(True)
        for label in (self.count, self.say, self.why):
            box.addWidget(label)
        self.skip_button = QPushButton(self.tr("Skip ahead"))
        self.skip_button.setToolTip(self.tr("Play the coach's moves at once, up to your next step (Ctrl+Right)"))
        self.skip_button.clicked.connect(ctl.skip_ahead)
        # The coach's buttons take no focus (the board's keys keep it): a key
        # of its own here, and View ▸ Final scores (Ctrl+F) for "How you scored".
        self.skip_key = QShortcut(QKeySequence("Ctrl+Right"), self, self.skip_button.animateClick)
        self.restart_button = QPushButton(self.tr("Start again"))
        self.restart_button.clicked.connect(self.restart)
        self.leave_button = QPushButton(self.tr("Leave"))
        self.leave_button.setToolTip(self.tr("Leave the tutorial and go back to the launcher"))
        self.leave_button.clicked.connect(window.show_launcher)
        self.scoring_button = QPushButton(self.tr("How you scored"))
        self.scoring_button.setObjectName("primary")
        self.scoring_button.clicked.connect(self.show_scoring)
        self.scoring_button.hide()
        for b in (self.skip_button, self.restart_button, self.leave_button, self.scoring_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        box.addSpacing(4)
        box.addWidget(self.skip_button)
        box.addWidget(self.scoring_button)
        self.pair = ButtonPair(self.restart_button, self.leave_button)
        box.addWidget(self.pair)
        self._guided = self.lesson.guided()
        self.dialog: ScoringDialog | None = None
        self.welcome: QDialog | None = None
        ctl.state_changed.connect(self.update_step)
        ctl.game_over.connect(lambda _sheet: QTimer.singleShot(ctl.pause_ms, self.show_scoring))

    def restart(self) -> None:
        self.window_.start_tutorial(self.ctl.game.info.id)

    def _number(self) -> tuple[int, int]:
        done = sum(1 for i in self._guided if i < self.ctl.index)
        return done + 1, len(self._guided)

    def update_step(self) -> None:
        if self.ctl is not self.window_.controller:
            return
        self._clear_marker()
        session = self.ctl.session
        if session.is_over:
            self._ended()
            return
        step = self.ctl.current_step()
        number, total = self._number()
        self.skip_button.setVisible(step is None or step.auto)
        if step is None:
            waiting = self.tr("The die is rolled…") if session.to_act == CHANCE else self.tr("The other players move…")
            self._say(self.tr("Step {n} of {total}").format(n=min(number, total), total=total), waiting, "")
            return
        if step.auto:
            self._say(self.tr("Step {n} of {total}").format(n=min(number, total), total=total), self.tr("The coach plays this move for you: ")
                      + session.game.text.describe(session.state, session.game.parse_action(step.action)).text,
                      self.tr("You have done this before; the lesson goes on at your next new kind of move."))
            return
        self._say(self.tr("Step {n} of {total}").format(n=number, total=total), step.say, step.why)
        self.marker = point_at(self.window_.board, session.game.parse_action(step.action), self.tr("Here"))

    def _ended(self) -> None:
        self._clear_marker()
        self.skip_button.hide()
        self.scoring_button.show()
        self._say(self.tr("The end"), self.tr("The game is over: well done!"),
                  self.tr("“How you scored” explains your points line by line; start again, or play a real game."))

    def _say(self, count: str, say: str, why: str) -> None:
        self.count.setText(count)
        self.say.setText(say)
        self.why.setText(why)
        self.why.setVisible(bool(why))
        self.window_.page.fit_players()  # the coach's height follows its text

    def show_welcome(self) -> None:
        """What the lesson is about, before its first step."""
        if self.ctl is not self.window_.controller:
            return  # the lesson was closed before its welcome came round
        self.welcome = WelcomeDialog(self.window_, self.ctl.game.info.name, self.lesson.intro)
        self.welcome.open()

    def show_scoring(self) -> None:
        """The end: the scoring explained line by line, in a sheet over the board."""
        if self.ctl is not self.window_.controller:
            return
        self._ended()
        if self.dialog is None or not self.dialog.isVisible():
            self.dialog = ScoringDialog(self.window_, self.ctl, self.lesson)
            self.dialog.open()

    def _clear_marker(self) -> None:
        if self.marker is not None:
            try:
                self.marker.remove()
            except RuntimeError:
                pass  # the board went first
            self.marker = None


class WelcomeDialog(QDialog):
    """The lesson's opening words: the table and what the lesson covers."""

    def __init__(self, window: Any, game: str, intro: str) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Learn to play {game}").format(game=game))
        self.setStyleSheet(COACH_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 12)
        head = QLabel(self.tr("Learn to play {game}").format(game=game))
        head.setObjectName("coachSay")
        self.text = QLabel(intro)
        self.text.setObjectName("coachScores")
        self.text.setWordWrap(True)
        hint = QLabel(self.tr("The coach beside the board says what to do at each step; an orange ring shows where."))
        hint.setObjectName("coachWhy")
        hint.setWordWrap(True)
        for label in (head, self.text, hint):
            layout.addWidget(label)
        buttons = QDialogButtonBox()
        self.begin = buttons.addButton(self.tr("Begin"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.begin.setDefault(True)
        self.begin.clicked.connect(self.accept)
        layout.addWidget(buttons)
        self.setMinimumWidth(min(560, max(360, window.width() - 80)))


class ScoringDialog(QDialog):
    """The lesson's last word: each line of the learner's score with a
    sentence on where it came from, then what to do next."""

    def __init__(self, window: Any, ctl: TutorialController, lesson: Tutorial) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("How you scored"))
        self.setStyleSheet(COACH_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 12)
        sheet = ctl.scores()
        names = [s.name for s in ctl.session.seats] + list(sheet.automata)
        learner = next(p for p in sheet.players if p.seat == 0)
        head = QLabel(lesson.ending)
        head.setObjectName("coachSay")
        head.setWordWrap(True)
        layout.addWidget(head)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        self.lines: list[tuple[str, int, str]] = []
        for row, line in enumerate(learner.lines):
            why = lesson.explain(line)
            self.lines.append((line.label, line.points, why))
            for col, text in enumerate((line.label, f"{line.points:+d}", why)):
                label = QLabel(text)
                label.setObjectName("coachScores")
                label.setWordWrap(col == 2)
                if col == 2:
                    label.setMinimumWidth(440)
                if col < 2:
                    label.setStyleSheet("font-weight: 700;")
                grid.addWidget(label, row, col)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        others = ", ".join(f"{names[p.seat]} {p.total}" for p in sheet.players if p.seat != 0)
        result = _(sheet.solo_result) if sheet.solo_result else (self.tr("You win!") if 0 in sheet.winners else
                                       self.tr("Winner: {names}").format(
                                           names=self.tr(" and ").join(names[w] for w in sheet.winners)))
        self.total = QLabel(self.tr("Total: <b>{n}</b>").format(n=learner.total) + (f" · {escape(others)}" if others else "")
                            + f" · {escape(result)}")
        self.total.setObjectName("coachScores")
        layout.addWidget(self.total)
        buttons = QDialogButtonBox()
        new_game = buttons.addButton(self.tr("New game of {game}").format(game=ctl.game.info.name), QDialogButtonBox.ButtonRole.AcceptRole)
        again = buttons.addButton(self.tr("Start the lesson again"), QDialogButtonBox.ButtonRole.ActionRole)
        back = buttons.addButton(self.tr("Back to launcher"), QDialogButtonBox.ButtonRole.DestructiveRole)
        look = buttons.addButton(self.tr("Look at the board"), QDialogButtonBox.ButtonRole.RejectRole)
        new_game.setDefault(True)
        game_id = ctl.game.info.id
        new_game.clicked.connect(lambda: self._leave(lambda: window.new_game(game_id)))
        again.clicked.connect(lambda: self._leave(lambda: window.start_tutorial(game_id)))
        back.clicked.connect(lambda: self._leave(window.show_launcher))
        look.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(780)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)

    def _leave(self, then: Callable[[], object]) -> None:
        """Close the sheet, then go where the player asked."""
        self.accept()
        then()


def attach_coach(window: Any, ctl: TutorialController) -> Coach:
    """Put the coach on the game page for this tutorial game; it goes when the game does."""
    window._may_record = False  # a lesson is no solo record
    try:
        ctl.game_over.disconnect(window._game_over)  # the coach explains the scores instead
    except (RuntimeError, TypeError):
        pass
    coach = Coach(window, ctl)
    window.page.add_guide(coach)
    ctl.destroyed.connect(coach.deleteLater)
    window.__dict__["coach"] = coach
    QTimer.singleShot(0, coach.update_step)
    QTimer.singleShot(0, coach.show_welcome)
    return coach


def learner_kinds(module: ModuleType, view: Any, legal: Sequence[Any]) -> tuple[str, ...]:
    kinds = getattr(module, "decision_kinds", None)
    return tuple(kinds(view, 0, legal)) if callable(kinds) else ()

